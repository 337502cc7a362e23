import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab, sheetKey, storedSheet } from '../../../test/helpers/storage';
import type { MemoryAdapter } from './memory-adapter';
import { localStorageAdapter } from './storage-adapter';
import { chunkKey, PROBE_KEY } from './documents';
import { CHUNK_SIZE } from './log-archive';
import { MAX_REVISION } from './schema-helpers';

// Issue "Nothing lost, nothing hidden": each case here lost or hid data before it was fixed.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** `count` logged actions: damage and healing in turn, so that every one is logged. */
const play = (tab: Awaited<ReturnType<typeof openTab>>, id: string, count: number) => {
  for (let i = 0; i < count; i++) tab.store.getState().act(id, i % 2 ? { type: 'heal', amount: 1 } : { type: 'damage', amount: 1 });
};

/** Two sheets written by the app itself, read back by a new tab over the same storage. */
async function twoSheets() {
  const adapter = createMemoryAdapter();
  const tab = await openTab(adapter);
  const aria = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  const bram = tab.store.getState().createSheet({ name: 'Bram', maxHp: 12 });
  tab.store.getState().act(aria, { type: 'damage', amount: 4 });
  tab.persistence.stop();
  return { adapter, aria, bram };
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a hostile stored entry', () => {
  it('100,000 levels of nesting: the entry goes to recovery, every other sheet loads, and nothing is deleted', async () => {
    const { adapter, aria, bram } = await twoSheets();
    const raw = adapter.data.get(sheetKey(bram))!.replace('"notes":""', `"notes":"","extra":${nested(100_000)}`);
    adapter.data.set(sheetKey(bram), raw);
    const before = new Map(adapter.data);

    const tab = await openTab(adapter);
    expect(Object.keys(tab.store.getState().sheets)).toEqual([aria]);
    expect(tab.status.getState().unreadable).toEqual([
      expect.objectContaining({ key: sheetKey(bram), raw, issues: [expect.objectContaining({ code: 'tooDeep' })] }),
    ]);
    tab.store.getState().act(aria, { type: 'heal', amount: 1 });
    tab.persistence.flush();
    // Both sheets are still stored: Aria with the new action, Bram exactly as it was.
    expect(adapter.data.get(sheetKey(bram))).toBe(raw);
    expect(storedSheet(adapter, aria)?.data.creature.hp.current).toBe(17);
    expect([...adapter.data.keys()].sort()).toEqual([...before.keys()].sort());
  });

  it('a read abandoned half-way (the first sheet read, the next refused) deletes nothing, the first sheet included', async () => {
    const { adapter, aria, bram } = await twoSheets();
    const before = new Map(adapter.data);
    const [first, second] = [aria, bram].sort();
    const getItem = adapter.getItem.bind(adapter);
    adapter.getItem = (key) => {
      if (key === sheetKey(second!)) throw new RangeError('Maximum call stack size exceeded');
      return getItem(key);
    };
    const tab = await openTab(adapter);
    expect(tab.status.getState().problems).toEqual(['readFailed']);
    adapter.getItem = getItem;
    tab.store.getState().createSheet({ name: 'Cid', maxHp: 8 });
    tab.persistence.flush();
    expect(adapter.data).toEqual(before);
    expect(adapter.data.has(sheetKey(first!))).toBe(true);
  });

  it('a revision at 2^53 − 1 is refused (it would overflow on the next action), the entry kept for recovery', async () => {
    const { adapter, bram } = await twoSheets();
    const raw = adapter.data.get(sheetKey(bram))!.replace(/^\{"schemaVersion":(\d+),"revision":\d+/, `{"schemaVersion":$1,"revision":${Number.MAX_SAFE_INTEGER}`);
    adapter.data.set(sheetKey(bram), raw);
    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable).toEqual([
      expect.objectContaining({ key: sheetKey(bram), issues: [{ path: 'revision', code: 'max', limit: MAX_REVISION }] }),
    ]);
  });

  it('1e308 maximum HP is reported against the real limit, not the safe-integer range', async () => {
    const { adapter, bram } = await twoSheets();
    adapter.data.set(sheetKey(bram), adapter.data.get(sheetKey(bram))!.replace('"max":12', '"max":1e308'));
    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable[0]?.issues).toEqual([{ path: 'data.creature.hp.max', code: 'max', limit: 100_000 }]);
  });
});

describe('a full or refusing storage at start', () => {
  it('full: every sheet is shown and exportable, and the banner says nothing new is saved', async () => {
    const { adapter, aria, bram } = await twoSheets();
    adapter.full = true;
    const tab = await openTab(adapter);
    expect(Object.keys(tab.store.getState().sheets).sort()).toEqual([aria, bram].sort());
    expect(tab.status.getState().problems).toEqual(['quota']);
    expect(adapter.data.has(PROBE_KEY)).toBe(false);
    // Changes wait in memory; a flush refuses nothing the storage had.
    tab.store.getState().act(aria, { type: 'damage', amount: 1 });
    expect(tab.persistence.flush()).toBe(false);
    expect(storedSheet(adapter, aria)?.data.creature.hp.current).toBe(16);
  });

  it('full localStorage: the browser storage is still read (its write probe no longer hides it)', async () => {
    const { adapter, aria } = await twoSheets();
    for (const [key, value] of adapter.data) window.localStorage.setItem(key, value);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const local = localStorageAdapter();
      expect(local).not.toBeNull();
      const tab = await openTab(local as MemoryAdapter);
      expect(tab.store.getState().sheets[aria]?.creature.hp.current).toBe(16);
      expect(tab.status.getState().problems).toEqual(['quota']);
      tab.persistence.stop();
    } finally {
      setItem.mockRestore();
      window.localStorage.clear();
    }
  });

  it('reads refused (SecurityError): the banner says so, and nothing is written or deleted', async () => {
    const { adapter } = await twoSheets();
    const before = new Map(adapter.data);
    adapter.unavailable = true;
    const tab = await openTab(adapter);
    expect(tab.status.getState().problems).toEqual(['readFailed']);
    adapter.unavailable = false; // the storage comes back: still nothing is written over what was never read
    tab.store.getState().createSheet({ name: 'Cid', maxHp: 8 });
    tab.store.getState().setKeepAwake(true);
    expect(tab.persistence.flush()).toBe(false);
    expect(adapter.data).toEqual(before);
  });

  it('a chunk read refused half-way is the same: nothing half-read is shown, nothing written', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    play(tab, id, CHUNK_SIZE + 3);
    tab.persistence.stop();
    expect(adapter.data.has(chunkKey(id, 0))).toBe(true);
    const before = new Map(adapter.data);
    const getItem = adapter.getItem.bind(adapter);
    adapter.getItem = (key) => {
      if (key === chunkKey(id, 0)) throw new DOMException('denied', 'SecurityError');
      return getItem(key);
    };
    const reopened = await openTab(adapter);
    expect(reopened.status.getState().problems).toEqual(['readFailed']);
    reopened.persistence.flush();
    expect(adapter.data).toEqual(before);
  });
});

describe('a missing log chunk', () => {
  it('is said, with how many entries are gone; the sheet and the rest of its log are kept', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    play(tab, id, 2 * CHUNK_SIZE + 5);
    tab.persistence.stop();
    adapter.data.delete(chunkKey(id, 0));

    const reopened = await openTab(adapter);
    expect(reopened.status.getState().notices).toEqual([expect.objectContaining({ kind: 'log-missing', sheetName: 'Aria', count: CHUNK_SIZE })]);
    expect(reopened.store.getState().sheets[id]?.log).toHaveLength(CHUNK_SIZE + 5);
    expect(reopened.store.getState().sheets[id]?.creature.name).toBe('Aria');
  });
});

describe('a browser killed right after an action', () => {
  it('has every action stored: each is written before the task that made it ends', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter, { flushDelayMs: undefined });
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    for (let i = 1; i <= 10; i++) {
      tab.store.getState().act(id, { type: 'damage', amount: 1 });
      await Promise.resolve(); // no timer runs: only what the task itself queued
      expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(50 - i);
    }
  });

  it('a burst in one task (a GM action over 200 sheets) is one write per sheet', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter, { flushDelayMs: undefined });
    const ids = Array.from({ length: 200 }, (_, i) => tab.store.getState().createSheet({ name: `Goblin ${i + 1}`, maxHp: 7 }));
    await Promise.resolve();
    adapter.writes = 0;
    tab.store.getState().actMany(ids.map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 3 } })));
    await Promise.resolve();
    expect(adapter.writes).toBe(200);
    expect(ids.every((id) => storedSheet(adapter, id)?.data.creature.hp.current === 4)).toBe(true);
  });
});
