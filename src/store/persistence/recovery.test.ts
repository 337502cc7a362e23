import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, encodeEntry, openTab, sheetKey, storedSheet } from '../../../test/helpers/storage';
import { SETTINGS_KEY } from './documents';
import { SCHEMA_VERSION } from './migrations';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Two good sheets written by the app itself, to be damaged by each case. */
async function seeded() {
  const adapter = createMemoryAdapter();
  const tab = await openTab(adapter);
  const good = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  const bad = tab.store.getState().createSheet({ name: 'Bram', maxHp: 12 });
  tab.persistence.stop();
  return { adapter, good, bad };
}

describe('unreadable stored data is kept, never overwritten', () => {
  it.each([
    ['text that is not JSON', () => '{"schemaVersion":2,"revision":1,"data":{"id"', 'parse'],
    ['negative HP', (raw: string) => raw.replace('"current":12', '"current":-4'), 'invalid'],
    ['a missing schema version', (raw: string) => raw.replace(`"schemaVersion":${SCHEMA_VERSION},`, ''), 'invalid'],
    ['a __proto__ key', (raw: string) => raw.replace('"notes":""', '"notes":"","__proto__":{"x":1}'), 'invalid'],
  ])('%s: the sheet is listed for recovery, the others load', async (_label, damage, reason) => {
    const { adapter, good, bad } = await seeded();
    const corrupted = damage(adapter.data.get(sheetKey(bad)) ?? '');
    adapter.data.set(sheetKey(bad), corrupted);

    const tab = await openTab(adapter);
    expect(Object.keys(tab.store.getState().sheets)).toEqual([good]);
    expect(tab.status.getState().unreadable).toEqual([expect.objectContaining({ key: sheetKey(bad), raw: corrupted, reason })]);
    if (reason === 'invalid') expect(tab.status.getState().unreadable[0]?.name).toBe('Bram');

    // Working on: a new sheet, edits, another flush... the bad entry is untouched.
    tab.store.getState().createSheet({ name: 'Cid', maxHp: 8 });
    tab.store.getState().act(good, { type: 'damage', amount: 2 });
    vi.advanceTimersByTime(500);
    tab.persistence.flush();
    expect(adapter.data.get(sheetKey(bad))).toBe(corrupted);
    expect(storedSheet(adapter, good)?.data.creature.hp.current).toBe(18);
  });

  it('unreadable settings are kept too, and the app goes on with default settings', async () => {
    const { adapter } = await seeded();
    adapter.data.set(SETTINGS_KEY, 'not json');
    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable.map((entry) => entry.kind)).toEqual(['settings']);
    tab.store.getState().setKeepAwake(true);
    tab.persistence.flush();
    expect(adapter.data.get(SETTINGS_KEY)).toBe('not json');
  });

  it('discarding (after the download) removes the kept entries and lets writes resume', async () => {
    const { adapter, bad } = await seeded();
    adapter.data.set(sheetKey(bad), '{');
    const tab = await openTab(adapter);
    tab.persistence.discardUnreadable();
    expect(adapter.data.has(sheetKey(bad))).toBe(false);
    expect(tab.status.getState().unreadable).toEqual([]);
  });
});

describe('data from a newer version of the app', () => {
  it('is neither loaded nor overwritten, and the user is told to reload', async () => {
    const { adapter, good, bad } = await seeded();
    const newer = JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, revision: 9, data: { whatever: true } });
    adapter.data.set(sheetKey(bad), newer);
    adapter.data.set(SETTINGS_KEY, newer);
    const tab = await openTab(adapter);
    expect(tab.status.getState().problems).toContain('newer');
    expect(Object.keys(tab.store.getState().sheets)).toEqual([good]);
    tab.store.getState().setKeepAwake(true);
    tab.persistence.flush();
    expect(adapter.data.get(sheetKey(bad))).toBe(newer);
    expect(adapter.data.get(SETTINGS_KEY)).toBe(newer);
  });

  it('written by another tab while this one is open: this tab stops writing that sheet', async () => {
    const { adapter, good } = await seeded();
    const tab = await openTab(adapter);
    const newer = JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, revision: 50, data: {} });
    adapter.data.set(sheetKey(good), newer);
    tab.persistence.onExternalChange(sheetKey(good), newer);
    tab.store.getState().act(good, { type: 'damage', amount: 1 });
    tab.persistence.flush();
    expect(adapter.data.get(sheetKey(good))).toBe(newer);
    expect(tab.status.getState().problems).toEqual(['newer']);
  });
});

describe('full or unavailable storage', () => {
  it('a full storage shows the problem, keeps the changes in memory, and saves them once there is room', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.persistence.flush();
    adapter.full = true;
    tab.store.getState().act(id, { type: 'damage', amount: 7 });
    tab.persistence.flush();
    expect(tab.status.getState().problems).toEqual(['quota']);
    expect(tab.store.getState().sheets[id]?.creature.hp.current).toBe(13);
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(20);

    adapter.full = false;
    tab.store.getState().act(id, { type: 'heal', amount: 1 });
    tab.persistence.flush();
    expect(tab.status.getState().problems).toEqual([]);
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(14);
  });

  it('no storage at all (private browsing): the app works in memory and says so', async () => {
    const tab = await openTab(null);
    expect(tab.status.getState()).toMatchObject({ ready: true, problems: ['unavailable'] });
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.store.getState().act(id, { type: 'damage', amount: 3 });
    tab.persistence.flush();
    expect(tab.store.getState().sheets[id]?.creature.hp.current).toBe(17);
  });

  it('a storage that becomes unavailable mid-session is reported', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    adapter.unavailable = true;
    tab.persistence.flush();
    expect(tab.status.getState().problems).toEqual(['unavailable']);
  });
});

describe('older documents', () => {
  it('are migrated when read and written back at the current version', async () => {
    const { adapter, good } = await seeded();
    const current = storedSheet(adapter, good);
    if (!current) throw new Error('seed missing');
    const v1 = { ...current.data, log: [{ at: 1, action: 'damage', events: [{ type: 'damage-taken', key: 'events.damage-taken', values: { amount: 2 } }] }] };
    adapter.data.set(sheetKey(good), JSON.stringify({ schemaVersion: 1, revision: 4, data: v1 }));
    const tab = await openTab(adapter);
    expect(tab.store.getState().sheets[good]?.log[0]?.events[0]).toEqual({ type: 'damage-taken', values: { amount: 2 } });
    vi.advanceTimersByTime(100);
    expect(storedSheet(adapter, good)).toMatchObject({ schemaVersion: SCHEMA_VERSION, revision: 4 });
  });

  it('keeps fields this version does not know', async () => {
    const { adapter, good } = await seeded();
    const current = storedSheet(adapter, good);
    if (!current) throw new Error('seed missing');
    adapter.data.set(sheetKey(good), encodeEntry(3, { ...current.data, creature: { ...current.data.creature, aura: 'blue' } } as never));
    const tab = await openTab(adapter);
    expect(tab.store.getState().sheets[good]?.creature).toMatchObject({ aura: 'blue' });
  });
});
