import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedStorage, sheetKey, storedSheet } from '../../../test/helpers/storage';
import type { Sheet } from '../types';
import type { StorageNotice } from './status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Two tabs over one storage; `sync()` delivers the writes made so far as `storage` events. */
async function twoTabs() {
  const storage = sharedStorage();
  const a = await storage.open();
  const id = a.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
  const other = a.store.getState().createSheet({ name: 'Bram', maxHp: 30 });
  a.persistence.flush();
  const b = await storage.open();
  storage.deliver();
  return { adapter: storage.shared, a, b, id, other, sync: () => storage.deliver() };
}

describe('between tabs', () => {
  it('a change in one tab shows in the other, with no notice', async () => {
    const { a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 4 });
    vi.advanceTimersByTime(100); // the batched write, well within a second
    sync();
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(26);
    expect(b.status.getState().notices).toEqual([]);
  });

  it('spell slots spent in both tabs at once both count, and a rest in one brings them back in both (issue 35)', async () => {
    const { a, b, id, sync } = await twoTabs();
    const slots = [{ id: 'slot-1', name: 'Spell slots', level: 1, max: 4, recovers: 'long' as const }];
    a.store.getState().act(id, { type: 'configure', patch: { counters: slots } });
    a.persistence.flush();
    sync();
    a.store.getState().act(id, { type: 'useCounter', id: 'slot-1' });
    b.store.getState().act(id, { type: 'useCounter', id: 'slot-1', count: 2 }); // before a's spend arrives
    a.persistence.flush();
    b.persistence.flush();
    sync();
    sync();
    for (const tab of [a, b]) expect(tab.store.getState().sheets[id]?.creature.counters[0]?.used).toBe(3);
    b.store.getState().act(id, { type: 'longRest' });
    b.persistence.flush();
    sync();
    expect(a.store.getState().sheets[id]?.creature.counters[0]?.used).toBe(0);
  });

  it('a sheet created or deleted in one tab appears or disappears in the other', async () => {
    const { a, b, id, sync } = await twoTabs();
    const created = a.store.getState().createSheet({ name: 'Cid', maxHp: 5 });
    a.store.getState().deleteSheet(id);
    a.persistence.flush();
    sync();
    expect(Object.keys(b.store.getState().sheets).sort()).toEqual(Object.keys(a.store.getState().sheets).sort());
    expect(b.store.getState().sheets[created]?.creature.name).toBe('Cid');
  });

  it('two tabs editing different sheets never overwrite each other', async () => {
    const { adapter, a, b, id, other, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    b.store.getState().act(other, { type: 'damage', amount: 2 });
    a.persistence.flush();
    b.persistence.flush(); // before a's storage event arrives
    sync();
    sync();
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(29);
    expect(storedSheet(adapter, other)?.data.creature.hp.current).toBe(28);
    for (const tab of [a, b]) {
      expect(tab.store.getState().sheets[id]?.creature.hp.current).toBe(29);
      expect(tab.store.getState().sheets[other]?.creature.hp.current).toBe(28);
    }
  });

  /** What a user sees of a sheet: the creature and the log, line by line, in order. */
  const seen = (tab: { store: { getState: () => { sheets: Record<string, Sheet | undefined> } } }, id: string) => {
    const sheet = tab.store.getState().sheets[id];
    return { creature: sheet?.creature, log: sheet?.log.map((line) => [line.entry?.id, line.action, line.events, line.undone ?? false]) };
  };

  it('the same sheet changed in both at once: every action lands, both tabs end alike, nobody is told of an overrule', async () => {
    const { adapter, a, b, id, other, sync } = await twoTabs();
    const otherBefore = b.store.getState().sheets[other];
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    b.store.getState().act(id, { type: 'damage', amount: 10 }); // not yet stored
    a.persistence.flush();
    sync();
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(18);
    b.persistence.flush();
    sync();
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(18);
    expect(seen(a, id)).toEqual(seen(b, id));
    expect(seen(a, id).log).toHaveLength(3);
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(18);
    expect(a.status.getState().notices).toEqual([]);
    expect(b.status.getState().notices).toEqual([]);
    // b's own action is still b's to undo; the other sheet was not touched.
    expect(b.store.getState().canUndo(id)).toBe(true);
    expect(b.store.getState().sheets[other]).toBe(otherBefore);
  });

  it('when this tab holds more than storage, it stores the union; the other tab follows', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    b.store.getState().act(id, { type: 'damage', amount: 2 });
    b.store.getState().act(id, { type: 'damage', amount: 2 });
    a.persistence.flush();
    sync();
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(25);
    vi.advanceTimersByTime(100);
    sync();
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(25);
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(25);
    expect(seen(a, id)).toEqual(seen(b, id));
  });

  it('a race the storage event has not reported yet is settled when writing: both actions are stored', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    a.persistence.flush();
    b.store.getState().act(id, { type: 'damage', amount: 5 }); // before a's write is heard of
    b.persistence.flush();
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(24);
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(24);
    sync();
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(24);
    expect(b.status.getState().notices).toEqual([]);
  });

  it('two tabs taking turns at 1 damage, 20 each, writes crossing: all 40 land in both tabs and in storage', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'configure', patch: { maxHp: 100 } });
    a.store.getState().act(id, { type: 'heal', amount: 70 });
    a.persistence.flush();
    sync();
    for (let i = 0; i < 20; i++) {
      a.store.getState().act(id, { type: 'damage', amount: 1 });
      b.store.getState().act(id, { type: 'damage', amount: 1 });
      a.persistence.flush();
      b.persistence.flush();
      if (i % 3 === 0) sync(); // the storage events arrive late, and in bursts
    }
    for (let round = 0; round < 3; round++) {
      vi.advanceTimersByTime(100);
      sync();
    }
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(60);
    expect(seen(a, id)).toEqual(seen(b, id));
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(60);
    // Stored lines leave out what their entry says: the entry's action is the damage.
    const stored = storedSheet(adapter, id)?.data.log ?? [];
    expect(stored.filter((line) => line.entry?.change.kind === 'act' && line.entry.change.action.type === 'damage')).toHaveLength(40);
  });

  it('undo in one tab undoes the browser\'s latest action, made in the other tab, in both; either tab may redo it', async () => {
    const { a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 4 });
    a.persistence.flush();
    sync();
    b.store.getState().act(id, { type: 'damage', amount: 6 });
    b.persistence.flush();
    sync();
    // Two tabs of one browser are one device: a's Undo takes back its latest action, b's 6 damage.
    a.store.getState().undo(id);
    a.persistence.flush();
    sync();
    for (const tab of [a, b]) {
      const sheet = tab.store.getState().sheets[id]!;
      expect(sheet.creature.hp.current).toBe(26);
      expect(sheet.log.map((line) => [line.undo ?? line.action, line.undone ?? false])).toEqual([['damage', false], ['damage', true], ['undo', false]]);
      expect(sheet.log[1]?.entry?.change).toMatchObject({ action: { amount: 6 } });
    }
    expect(seen(a, id)).toEqual(seen(b, id));
    b.store.getState().redo(id);
    b.persistence.flush();
    sync();
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(20);
    // Undo again, from b this time, and then the 4 damage: the browser's history, whichever tab acts.
    b.store.getState().undo(id);
    b.store.getState().undo(id);
    b.persistence.flush();
    sync();
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(30);
    expect(a.store.getState().canUndo(id)).toBe(false);
    expect(a.store.getState().canRedo(id)).toBe(true);
  });

  it('two tabs acting at once offer the same action to undo: the later of the two in the log\'s one order', async () => {
    const { a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 4 });
    b.store.getState().act(id, { type: 'damage', amount: 6 }); // the same clock: the order is the log's
    a.persistence.flush();
    b.persistence.flush();
    sync();
    const last = a.store.getState().sheets[id]!.log.at(-1)!.entry!.id;
    for (const tab of [a, b]) expect(tab.store.getState().history().past.at(-1)?.changes).toEqual([{ sheetId: id, entryId: last }]);
    b.store.getState().undo(id);
    b.persistence.flush();
    sync();
    expect(seen(a, id)).toEqual(seen(b, id));
    expect(a.store.getState().sheets[id]!.log.find((line) => line.entry?.id === last)?.undone).toBe(true);
    expect(a.store.getState().history().past.map((item) => item.changes[0]?.entryId)).toEqual(
      a.store.getState().sheets[id]!.log.filter((line) => line.entry?.change.kind === 'act' && line.entry.id !== last).map((line) => line.entry!.id),
    );
  });

  it('a sheet deleted in one tab while the other acts on it stays deleted; the other tab says so and may keep its copy', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    b.store.getState().act(id, { type: 'damage', amount: 3 });
    a.store.getState().deleteSheet(id);
    a.persistence.flush();
    b.persistence.flush(); // b's action meets the deletion in storage
    sync();
    expect(adapter.getItem(sheetKey(id))).toBeNull();
    expect(b.store.getState().sheets[id]).toBeUndefined();
    const notices = b.status.getState().notices;
    expect(notices).toEqual([expect.objectContaining({ kind: 'deleted-elsewhere', sheetName: 'Aria' })]);
    const notice = notices[0] as Extract<StorageNotice, { kind: 'deleted-elsewhere' }>;
    expect(notice.copy.creature.hp.current).toBe(27);
    const kept = b.store.getState().keepCopy(notice.copy);
    vi.advanceTimersByTime(100);
    sync();
    expect(kept).not.toBe(id);
    expect(a.store.getState().sheets[kept]?.creature.hp.current).toBe(27);
    expect(a.store.getState().sheets[id]).toBeUndefined();
  });

  it('a write the deleting tab hears of only after deleting does not bring the sheet back', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    b.store.getState().act(id, { type: 'damage', amount: 3 });
    b.persistence.flush(); // written before a deletes, heard of by a only afterwards
    a.store.getState().deleteSheet(id);
    a.persistence.flush();
    sync();
    for (const tab of [a, b]) expect(tab.store.getState().sheets[id]).toBeUndefined();
    expect(adapter.getItem(sheetKey(id))).toBeNull();
    expect(b.status.getState().notices).toEqual([expect.objectContaining({ kind: 'deleted-elsewhere' })]);
  });

  it('a sheet deleted in one tab goes from the other without a word when that tab never acted on it', async () => {
    const { a, b, id, sync } = await twoTabs();
    a.store.getState().deleteSheet(id);
    a.persistence.flush();
    sync();
    expect(b.store.getState().sheets[id]).toBeUndefined();
    expect(b.status.getState().notices).toEqual([]);
  });

  it('settings changed in one tab follow in the other', async () => {
    const { a, b, sync } = await twoTabs();
    a.store.getState().setKeepAwake(true);
    a.persistence.flush();
    sync();
    expect(b.store.getState().settings.keepAwake).toBe(true);
  });
});

// Seed 001: Revivify "até 1 minuto após o Recuo". The rounds counted are the sheet's data: they
// merge between tabs and survive a reload like every other number (DESIGN.md, principle 7).
describe('Revivify\'s rounds between tabs', () => {
  it('rounds counted in two tabs at once add up in both, survive a reload, and close the minute for the rules', async () => {
    const storage = sharedStorage();
    const a = await storage.open();
    const id = a.store.getState().createSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' });
    a.store.getState().act(id, { type: 'damage', amount: 40 });
    a.persistence.flush();
    const b = await storage.open();
    storage.deliver();
    a.store.getState().act(id, { type: 'passTime', rounds: 6 });
    b.store.getState().act(id, { type: 'turnEdge', edge: 'end', of: 'self', self: true });
    a.persistence.flush();
    b.persistence.flush(); // before a's storage event arrives
    storage.deliver();
    storage.deliver();
    for (const tab of [a, b]) expect(tab.store.getState().sheets[id]?.creature.roundsSinceDeath).toBe(7);
    b.store.getState().act(id, { type: 'passTime', rounds: 4 });
    b.persistence.flush();
    const reloaded = await storage.open();
    expect(reloaded.store.getState().sheets[id]?.creature.roundsSinceDeath).toBe(11);
    expect(reloaded.store.getState().act(id, { type: 'revivify', minutesSinceRecuo: 1 })?.error?.code).toBe('revivify-too-late');
  });
});
