import { expect } from 'vitest';
import { createAppStore, type AppStore } from '../../src/store/store';
import { createPersistence } from '../../src/store/persistence/persistence';
import type { StartOptions } from '../../src/store/persistence/persistence-types';
import { createMemoryAdapter, type MemoryAdapter } from '../../src/store/persistence/memory-adapter';
import { encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import type { Sheet } from '../../src/store/types';
import type { StorageAdapter } from '../../src/store/persistence/storage-adapter';
import { seededRng } from './render-app';

/** One browser tab: its own store and persistence, over a shared (in-memory) storage. */
export async function openTab(adapter: MemoryAdapter | null, options: Partial<StartOptions> = {}) {
  const persistence = createPersistence();
  let clock = 1_700_000_000_000;
  const store = createAppStore({ language: 'en', rng: seededRng(7), now: () => (clock += 1000) }, persistence);
  await persistence.start(store, { adapter, flushDelayMs: 50, ...options });
  return { store, persistence, status: persistence.status };
}

type Tab = { persistence: { onExternalChange: (key: string | null, value: string | null) => void } };

/**
 * Browser tabs over one storage: `tab.adapter` is the storage as one tab sees it; every write
 * it makes is queued as the `storage` event the other tabs would get, and `deliver()` fires
 * the queued events (browsers deliver them asynchronously, so a test can interleave).
 */
export function sharedStorage(shared: MemoryAdapter = createMemoryAdapter()) {
  const tabs: Tab[] = [];
  const queue: { from: number; key: string; value: string | null }[] = [];
  const view = (from: number): StorageAdapter => ({
    getItem: (key) => shared.getItem(key),
    keys: () => shared.keys(),
    setItem: (key, value) => { shared.setItem(key, value); queue.push({ from, key, value }); },
    removeItem: (key) => { shared.removeItem(key); queue.push({ from, key, value: null }); },
  });
  return {
    shared,
    async open(options: Partial<StartOptions> = {}) {
      const index = tabs.length;
      const tab = await openTab(view(index) as MemoryAdapter, options);
      tabs.push(tab);
      return tab;
    },
    deliver() {
      for (const event of queue.splice(0)) {
        tabs.forEach((tab, index) => { if (index !== event.from) tab.persistence.onExternalChange(event.key, event.value); });
      }
    },
  };
}

export function storedSheet(adapter: MemoryAdapter, id: string): { schemaVersion: number; revision: number; data: Sheet } | null {
  const raw = adapter.data.get(sheetKey(id));
  return raw ? JSON.parse(raw) : null;
}

/**
 * A migrated sheet with a 5,000-entry history takes a new action as the 5,001st entry and
 * undoes it as the 5,002nd, back to the creature it had (the migration tests of each version).
 */
export function expectLongHistoryActsAndUndoes(store: AppStore, sheetId: string): void {
  const before = store.getState().sheets[sheetId]!.creature;
  store.getState().act(sheetId, { type: 'damage', amount: 3 });
  const sheet = store.getState().sheets[sheetId]!;
  expect(sheet.log).toHaveLength(5001);
  expect(sheet.log.at(-1)?.entry?.change).toMatchObject({ kind: 'act', action: { type: 'damage', amount: 3 } });
  store.getState().undo(sheetId);
  expect(store.getState().sheets[sheetId]!.creature).toEqual(before);
  expect(store.getState().sheets[sheetId]!.log).toHaveLength(5002);
}

export { createMemoryAdapter, encodeEntry, sheetKey };
