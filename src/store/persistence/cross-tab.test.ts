import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedStorage, storedSheet } from '../../../test/helpers/storage';

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

  it('the same sheet changed in both: the later revision wins everywhere, the losing tab says so, no other sheet is touched', async () => {
    const { adapter, a, b, id, other, sync } = await twoTabs();
    const otherBefore = b.store.getState().sheets[other];
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    a.store.getState().act(id, { type: 'damage', amount: 1 }); // revision 3
    b.store.getState().act(id, { type: 'damage', amount: 10 }); // revision 2, not yet stored
    a.persistence.flush();
    sync();
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(28);
    // The notice names the one action of b's that is gone: its 10 damage.
    expect(b.status.getState().notices).toEqual([
      expect.objectContaining({ kind: 'changed-elsewhere', sheetName: 'Aria', lost: [expect.objectContaining({ action: 'damage' })] }),
    ]);
    expect(b.store.getState().canUndo(id)).toBe(false);
    expect(b.store.getState().sheets[other]).toBe(otherBefore);
    b.persistence.flush();
    expect(storedSheet(adapter, id)?.revision).toBe(3);
  });

  it('when this tab has the later revision, it keeps its change and stores it; the other tab follows', async () => {
    const { adapter, a, b, id, sync } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 1 }); // revision 2
    b.store.getState().act(id, { type: 'damage', amount: 2 });
    b.store.getState().act(id, { type: 'damage', amount: 2 }); // revision 3
    a.persistence.flush();
    sync();
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(26);
    vi.advanceTimersByTime(100);
    sync();
    expect(storedSheet(adapter, id)?.revision).toBe(3);
    expect(a.store.getState().sheets[id]?.creature.hp.current).toBe(26);
    expect(a.status.getState().notices).toEqual([]);
  });

  it('a race the storage event has not reported yet is settled when writing', async () => {
    const { adapter, a, b, id } = await twoTabs();
    a.store.getState().act(id, { type: 'damage', amount: 1 });
    a.persistence.flush();
    b.store.getState().act(id, { type: 'damage', amount: 5 }); // same revision 2, written second
    b.persistence.flush();
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(29);
    expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(29);
    expect(b.status.getState().notices).toHaveLength(1);
  });

  it('settings changed in one tab follow in the other', async () => {
    const { a, b, sync } = await twoTabs();
    a.store.getState().setKeepAwake(true);
    a.persistence.flush();
    sync();
    expect(b.store.getState().settings.keepAwake).toBe(true);
  });
});
