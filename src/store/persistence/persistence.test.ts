import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab, storedSheet } from '../../../test/helpers/storage';
import { SETTINGS_KEY, sheetKey } from './documents';
import { SCHEMA_VERSION } from './migrations';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('storage: one versioned entry per sheet', () => {
  it('stores each sheet under its own key with schemaVersion and revision, and reads it back', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const a = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const b = tab.store.getState().createSheet({ name: 'Bram', maxHp: 12 });
    tab.store.getState().act(a, { type: 'damage', amount: 5 });
    vi.advanceTimersByTime(100);
    expect(storedSheet(adapter, a)).toMatchObject({ schemaVersion: SCHEMA_VERSION, revision: 2, data: { id: a, creature: { hp: { current: 15 } } } });
    expect(storedSheet(adapter, b)).toMatchObject({ schemaVersion: SCHEMA_VERSION, revision: 1 });
    expect(JSON.parse(adapter.data.get(SETTINGS_KEY) ?? '')).toMatchObject({ schemaVersion: SCHEMA_VERSION, data: { language: 'en' } });

    const reopened = await openTab(adapter);
    expect(reopened.store.getState().sheets).toEqual(tab.store.getState().sheets);
    // The same browser: its action is its own to undo after the reload too.
    expect(reopened.store.getState().history().past.map((item) => item.action)).toEqual(['damage']);
  });

  it('batches writes: many changes in a burst make one write per changed sheet, flushed when the page is hidden', async () => {
    const adapter = createMemoryAdapter();
    const target = new EventTarget() as unknown as Window & { document: { visibilityState: string } };
    (target as { document: { visibilityState: string } }).document = { visibilityState: 'visible' };
    const tab = await openTab(adapter, { target, flushDelayMs: 10_000 });
    adapter.writes = 0; // the start's probe of whether the storage takes writes
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    for (let i = 0; i < 20; i++) tab.store.getState().act(id, { type: 'damage', amount: 1 });
    expect(adapter.writes).toBe(0);
    target.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(adapter.writes).toBe(2); // the sheet, and the settings
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(30);
  });

  it('deletes the entry of a deleted sheet and touches no other entry', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const a = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const b = tab.store.getState().createSheet({ name: 'Bram', maxHp: 12 });
    tab.persistence.flush();
    const before = adapter.data.get(sheetKey(b));
    tab.store.getState().deleteSheet(a);
    tab.persistence.flush();
    expect(adapter.data.has(sheetKey(a))).toBe(false);
    expect(adapter.data.get(sheetKey(b))).toBe(before);
  });

  it('never writes before the stored data has been read', async () => {
    const adapter = createMemoryAdapter();
    const { createAppStore } = await import('../store');
    const { createPersistence } = await import('./persistence');
    const persistence = createPersistence();
    const store = createAppStore({ language: 'en' }, persistence);
    store.getState().createSheet({ name: 'Early', maxHp: 5 });
    vi.advanceTimersByTime(1000);
    expect(adapter.data.size).toBe(0);
  });

  it('asks for persistent storage the first time a sheet is saved, once', async () => {
    const requestPersist = vi.fn(async () => true);
    const tab = await openTab(createMemoryAdapter(), { requestPersist });
    tab.store.getState().setKeepAwake(true);
    tab.persistence.flush();
    expect(requestPersist).not.toHaveBeenCalled();
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.persistence.flush();
    tab.store.getState().act(id, { type: 'heal', amount: 1 });
    tab.store.getState().act(id, { type: 'damage', amount: 3 });
    tab.persistence.flush();
    expect(requestPersist).toHaveBeenCalledTimes(1);
  });
});
