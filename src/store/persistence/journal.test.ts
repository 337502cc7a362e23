// A change to many sheets at once (a GM's damage to a whole encounter) is stored as one journal
// entry before the paint and in the sheets' own entries after it; nothing is lost if the tab
// closes in between.
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, openTab, sharedStorage, storedSheet } from '../../../test/helpers/storage';
import { readShelf } from '../shelf';
import type { MemoryAdapter } from './memory-adapter';
import { JOURNAL_FROM } from './journal';

const isJournal = (key: string) => key.startsWith('databook:journal:');
const journalKeys = (adapter: MemoryAdapter) => [...adapter.data.keys()].filter(isJournal);
/** Lets the write queued at the end of the task run (the app's flush is a microtask). */
const endOfTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A tab whose paints are run by hand: `paint()` runs what waited for the next frame. */
async function tabWithPaints(adapter: MemoryAdapter | ReturnType<typeof sharedStorage>) {
  const waiting: (() => void)[] = [];
  const options = { flushDelayMs: undefined, afterPaint: (write: () => void) => { waiting.push(write); } };
  const tab = 'open' in adapter ? await adapter.open(options) : await openTab(adapter, options);
  const paint = () => { for (const write of waiting.splice(0)) write(); };
  return { ...tab, paint };
}

function createSheets(tab: Awaited<ReturnType<typeof openTab>>, count: number): string[] {
  const ids = Array.from({ length: count }, (_, i) => tab.store.getState().createSheet({ name: `Orc ${i + 1}`, maxHp: 30 }));
  tab.persistence.flush();
  return ids;
}

const damageAll = (tab: Awaited<ReturnType<typeof openTab>>, ids: string[], amount: number) =>
  tab.store.getState().actMany(ids.map((sheetId) => ({ sheetId, action: { type: 'damage', amount } })));

describe('a change to many sheets at once', () => {
  it('is stored as one journal entry before the paint, and in every sheet\'s own entry after it', async () => {
    const adapter = createMemoryAdapter();
    const tab = await tabWithPaints(adapter);
    const ids = createSheets(tab, 12);
    const before = adapter.writes;
    damageAll(tab, ids, 5);
    await endOfTask();
    // One write: the journal. The sheets' entries still hold what they held.
    expect(adapter.writes - before).toBe(1);
    expect(journalKeys(adapter)).toHaveLength(1);
    for (const id of ids) expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(30);

    tab.paint();
    for (const id of ids) {
      expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(25);
      expect(storedSheet(adapter, id)?.data.log.at(-1)?.entry?.change).toMatchObject({ kind: 'act', action: { type: 'damage', amount: 5 } });
    }
    expect(journalKeys(adapter)).toEqual([]);
  });

  it('is journaled on sheets read at start as on sheets made in this tab', async () => {
    const adapter = createMemoryAdapter();
    const ids = createSheets(await openTab(adapter), 9);
    const tab = await tabWithPaints(adapter);
    const before = adapter.writes;
    damageAll(tab, ids, 2);
    await endOfTask();
    expect(adapter.writes - before).toBe(1);
    expect(journalKeys(adapter)).toHaveLength(1);
    tab.paint();
    for (const id of ids) expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(28);
  });

  it('loses nothing when the tab closes before the paint: the next tab reads the journal into the sheets and writes them', async () => {
    const adapter = createMemoryAdapter();
    const first = await tabWithPaints(adapter);
    const ids = createSheets(first, JOURNAL_FROM);
    damageAll(first, ids, 4);
    damageAll(first, ids, 3);
    await endOfTask();
    expect(journalKeys(adapter)).toHaveLength(1);
    // The first tab is gone without writing again (no paint, no pagehide).

    const next = await openTab(adapter);
    for (const id of ids) {
      const sheet = next.store.getState().sheets[id];
      expect(sheet?.creature.hp.current).toBe(30 - 4 - 3);
      expect(sheet?.log.map((line) => line.entry?.change)).toEqual([
        expect.objectContaining({ kind: 'act', action: expect.objectContaining({ type: 'damage', amount: 4 }) }),
        expect.objectContaining({ kind: 'act', action: expect.objectContaining({ type: 'damage', amount: 3 }) }),
      ]);
    }
    // Still one action away from undo: the next action folds on top of them.
    next.store.getState().act(ids[0]!, { type: 'heal', amount: 2 });
    expect(next.store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(25);
    next.persistence.flush();
    expect(storedSheet(adapter, ids[1]!)?.data.creature.hp.current).toBe(23);
    expect(storedSheet(adapter, ids[0]!)?.data.creature.hp.current).toBe(25);
    expect(journalKeys(adapter)).toEqual([]);
  });

  it('read again after the sheets were written (a tab closed before removing it), adds nothing twice', async () => {
    const adapter = createMemoryAdapter();
    const first = await tabWithPaints(adapter);
    const ids = createSheets(first, 10);
    damageAll(first, ids, 6);
    await endOfTask();
    const [key] = journalKeys(adapter);
    const journal = adapter.data.get(key!)!;
    first.paint();
    adapter.data.set(key!, journal);

    const next = await openTab(adapter);
    for (const id of ids) {
      expect(next.store.getState().sheets[id]?.creature.hp.current).toBe(24);
      expect(next.store.getState().sheets[id]?.log).toHaveLength(1);
    }
    next.persistence.flush();
    expect(journalKeys(adapter)).toEqual([]);
  });

  it('of fewer sheets, or not only new log lines, is written at once with no journal', async () => {
    const adapter = createMemoryAdapter();
    const tab = await tabWithPaints(adapter);
    const ids = createSheets(tab, 12);
    damageAll(tab, ids.slice(0, JOURNAL_FROM - 1), 2);
    await endOfTask();
    expect(journalKeys(adapter)).toEqual([]);
    expect(storedSheet(adapter, ids[0]!)?.data.creature.hp.current).toBe(28);

    damageAll(tab, ids, 1);
    tab.store.getState().setNotes(ids[5]!, 'Fled north');
    await endOfTask();
    expect(journalKeys(adapter)).toEqual([]);
    // 30, less 2, less 1.
    expect(storedSheet(adapter, ids[5]!)?.data).toMatchObject({ notes: 'Fled north', creature: { hp: { current: 27 } } });
    expect(storedSheet(adapter, ids[11]!)?.data.creature.hp.current).toBe(29);
  });

  it('with the storage full, is kept in memory and the user is told, as any change is', async () => {
    const adapter = createMemoryAdapter();
    const tab = await tabWithPaints(adapter);
    const ids = createSheets(tab, 12);
    adapter.full = true;
    damageAll(tab, ids, 5);
    await endOfTask();
    expect(tab.status.getState().problems).toContain('quota');
    expect(journalKeys(adapter)).toEqual([]);
    adapter.full = false;
    expect(tab.persistence.flush()).toBe(true);
    for (const id of ids) expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(25);
  });

  it('reaches other tabs as the sheets\' own entries, after the paint', async () => {
    const storage = sharedStorage();
    const a = await tabWithPaints(storage);
    const ids = createSheets(a, 9);
    const b = await storage.open();
    storage.deliver();
    damageAll(a, ids, 5);
    await endOfTask();
    storage.deliver();
    expect(b.store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(30);
    a.paint();
    storage.deliver();
    for (const id of ids) expect(b.store.getState().sheets[id]?.creature.hp.current).toBe(25);
  });
});

describe('a journal at start', () => {
  async function leftJournal(count = 9) {
    const adapter = createMemoryAdapter();
    const first = await tabWithPaints(adapter);
    const ids = createSheets(first, count);
    damageAll(first, ids, 5);
    await endOfTask();
    return { adapter, ids, key: journalKeys(adapter)[0]! };
  }

  it('that does not read is kept and listed for recovery; the sheets read as stored', async () => {
    const { adapter, ids, key } = await leftJournal();
    adapter.data.set(key, '{"schemaVersion":5,"revision":0,"data":{"at":1,"sheets":[{"id":"x","epoch":"y","lines":[{"oops":1}]}]}}');
    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable).toEqual([expect.objectContaining({ key, kind: 'journal' })]);
    expect(tab.store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(30);
    tab.persistence.flush();
    expect(adapter.data.has(key)).toBe(true);
  });

  it('naming a sheet that did not read stays, so that its lines are there when the sheet is recovered', async () => {
    const { adapter, ids, key } = await leftJournal();
    adapter.data.set(`databook:sheet:${ids[0]!}`, '{"schemaVersion":5,"revision":1,"data":{"id":');
    const tab = await openTab(adapter);
    expect(tab.store.getState().sheets[ids[1]!]?.creature.hp.current).toBe(25);
    tab.persistence.flush();
    expect(storedSheet(adapter, ids[1]!)?.data.creature.hp.current).toBe(25);
    expect(adapter.data.has(key)).toBe(true);
  });

  it('holds the first screen back until the full start has read it in', async () => {
    const { adapter } = await leftJournal();
    expect(readShelf(adapter, 'en')).toBeNull();
  });
});
