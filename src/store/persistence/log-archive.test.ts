import { SCHEMA_VERSION } from './migrations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab, sharedStorage, storedSheet } from '../../../test/helpers/storage';
import { chunkKey, sheetKey } from './documents';
import { CHUNK_SIZE, chunkTag } from './log-archive';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Tab = Awaited<ReturnType<typeof openTab>>;

/** `count` logged actions on a sheet: damage and healing in turn, so every one is logged. */
function play(tab: Tab, id: string, count: number) {
  for (let i = 0; i < count; i++) tab.store.getState().act(id, i % 2 ? { type: 'heal', amount: 1 } : { type: 'damage', amount: 1 });
}

const chunkKeys = (adapter: ReturnType<typeof createMemoryAdapter>, id: string) =>
  [...adapter.data.keys()].filter((key) => key.startsWith(`databook:log:${id}:`)).sort();

async function longSheet(entries: number) {
  const adapter = createMemoryAdapter();
  const tab = await openTab(adapter);
  const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
  play(tab, id, entries);
  tab.persistence.flush();
  return { adapter, tab, id };
}

describe('a long log: recent entries in the sheet entry, older ones in archive chunks', () => {
  it('a log crossing a chunk boundary is split, and read back whole', async () => {
    const { adapter, tab, id } = await longSheet(2 * CHUNK_SIZE + 50);
    expect(chunkKeys(adapter, id)).toEqual([chunkKey(id, 0), chunkKey(id, 1)]);
    const stored = storedSheet(adapter, id) as unknown as { data: { log: unknown[]; archive: string[] } };
    expect(stored.data.log).toHaveLength(50);
    expect(stored.data.archive).toEqual([0, 1].map((n) => chunkTag(adapter.data.get(chunkKey(id, n)) ?? '')));
    expect(JSON.parse(adapter.data.get(chunkKey(id, 0)) ?? '').data).toHaveLength(CHUNK_SIZE);

    const reopened = await openTab(adapter);
    expect(reopened.store.getState().sheets[id]).toEqual(tab.store.getState().sheets[id]);
    expect(reopened.store.getState().sheets[id]?.log).toHaveLength(2 * CHUNK_SIZE + 50);
  });

  it('a save writes the sheet entry only; a chunk is written once, when it fills', async () => {
    const { adapter, tab, id } = await longSheet(CHUNK_SIZE + 10);
    const chunk = adapter.data.get(chunkKey(id, 0));
    const writes = adapter.writes;
    play(tab, id, 1);
    tab.persistence.flush();
    expect(adapter.writes).toBe(writes + 1);
    expect(adapter.data.get(chunkKey(id, 0))).toBe(chunk);

    play(tab, id, CHUNK_SIZE - 11); // the sheet entry now holds CHUNK_SIZE entries: the second chunk fills
    tab.persistence.flush();
    expect(adapter.writes).toBe(writes + 3);
    expect(chunkKeys(adapter, id)).toHaveLength(2);
    expect((storedSheet(adapter, id)?.data.log ?? [])).toHaveLength(0);
    expect(adapter.data.get(chunkKey(id, 0))).toBe(chunk);
  });

  it('stored events leave out empty values, and read back with {}', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 10 });
    tab.store.getState().act(id, { type: 'damage', amount: 10 }); // down, dying: an event with no values
    tab.persistence.flush();
    const events = storedSheet(adapter, id)?.data.log.flatMap((entry) => entry.events) ?? [];
    const inMemory = tab.store.getState().sheets[id]?.log.flatMap((entry) => entry.events) ?? [];
    expect(inMemory.some((event) => Object.keys(event.values).length === 0)).toBe(true);
    expect(events.every((event) => !('values' in event) || Object.keys(event.values).length > 0)).toBe(true);
    expect((await openTab(adapter)).store.getState().sheets[id]?.log).toEqual(tab.store.getState().sheets[id]?.log);
  });

  it('stored lines leave out what their entry says (time, action, undo), and read back whole, in the sheet entry and in chunks', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    play(tab, id, CHUNK_SIZE + 3);
    tab.store.getState().undo(id);
    tab.persistence.flush();
    const recent = storedSheet(adapter, id)?.data.log ?? [];
    const chunk = JSON.parse(adapter.getItem(chunkKey(id, 0))!) as { data: Record<string, unknown>[] };
    for (const line of [...recent, ...chunk.data]) {
      expect(line).not.toHaveProperty('at');
      expect(line).not.toHaveProperty('undo');
    }
    expect(recent.at(-1)).toMatchObject({ action: 'damage' }); // an undo names its target's action
    expect(recent.slice(0, -1).every((line) => !('action' in line))).toBe(true);
    const again = (await openTab(adapter)).store.getState().sheets[id];
    expect(again?.log).toEqual(tab.store.getState().sheets[id]?.log);
    expect(again?.log.at(-1)).toMatchObject({ undo: 'undo', at: expect.any(Number) });
  });

  it('a deleted sheet takes its chunks with it, and no other entry', async () => {
    const { adapter, tab, id } = await longSheet(CHUNK_SIZE * 2);
    const other = tab.store.getState().createSheet({ name: 'Bram', maxHp: 12 });
    play(tab, other, CHUNK_SIZE);
    tab.persistence.flush();
    const otherChunk = adapter.data.get(chunkKey(other, 0));
    tab.store.getState().deleteSheet(id);
    tab.persistence.flush();
    expect(adapter.data.has(sheetKey(id))).toBe(false);
    expect(chunkKeys(adapter, id)).toEqual([]);
    expect(adapter.data.get(chunkKey(other, 0))).toBe(otherChunk);
  });

  it('a corrupted chunk is kept for recovery under its sheet’s name; the sheet and the rest of its log load', async () => {
    const { adapter, id } = await longSheet(2 * CHUNK_SIZE + 5);
    const corrupted = (adapter.data.get(chunkKey(id, 0)) ?? '').replace('"amount":1', '"amount":-1');
    adapter.data.set(chunkKey(id, 0), corrupted);

    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable).toEqual([expect.objectContaining({ key: chunkKey(id, 0), raw: corrupted, name: 'Aria' })]);
    const sheet = tab.store.getState().sheets[id];
    expect(sheet?.creature.name).toBe('Aria');
    expect(sheet?.log).toHaveLength(CHUNK_SIZE + 5);

    play(tab, id, CHUNK_SIZE); // fills a new chunk: written after the kept one, never over it
    tab.persistence.flush();
    expect(adapter.data.get(chunkKey(id, 0))).toBe(corrupted);
    expect(chunkKeys(adapter, id)).toHaveLength(3);
    expect((await openTab(adapter)).store.getState().sheets[id]?.log).toHaveLength(2 * CHUNK_SIZE + 5);

    tab.persistence.discardUnreadable();
    vi.advanceTimersByTime(100);
    expect(adapter.data.has(chunkKey(id, 0))).toBe(false);
    const reopened = await openTab(adapter);
    expect(reopened.status.getState().unreadable).toEqual([]);
    expect(reopened.store.getState().sheets[id]?.log).toEqual(tab.store.getState().sheets[id]?.log);
  });

  it('a chunk whose text does not match its tag is unreadable too', async () => {
    const { adapter, id } = await longSheet(CHUNK_SIZE);
    const other = JSON.stringify(JSON.parse(adapter.data.get(chunkKey(id, 0)) ?? ''), null, 1); // same data, other text
    adapter.data.set(chunkKey(id, 0), other);
    const tab = await openTab(adapter);
    expect(tab.status.getState().unreadable.map((entry) => entry.key)).toEqual([chunkKey(id, 0)]);
  });

  it('another tab gets the whole log, and reuses the chunks it already has', async () => {
    const storage = sharedStorage();
    const a = await storage.open();
    const id = a.store.getState().createSheet({ name: 'Aria', maxHp: 50 });
    play(a, id, CHUNK_SIZE + 20);
    a.persistence.flush();
    const b = await storage.open();
    storage.deliver();
    const firstChunk = b.store.getState().sheets[id]?.log[0];
    play(a, id, CHUNK_SIZE);
    a.persistence.flush();
    storage.deliver();
    expect(b.store.getState().sheets[id]).toEqual(a.store.getState().sheets[id]);
    expect(b.store.getState().sheets[id]?.log[0]).toBe(firstChunk);
    expect(b.status.getState().notices).toEqual([]);

    // b saves next: its copy is the stored one, so only its sheet entry is written.
    const writes = storage.shared.writes;
    play(b, id, 1);
    b.persistence.flush();
    expect(storage.shared.writes).toBe(writes + 1);
  });

  it('an import that replaces a long sheet writes its chunks again', async () => {
    const { adapter, tab, id } = await longSheet(CHUNK_SIZE + 1);
    const replaced = structuredClone(tab.store.getState().sheets[id]!);
    replaced.log = replaced.log.map((entry) => ({ ...entry, at: entry.at + 1 }));
    const { applyImport } = await import('./apply-import');
    applyImport(tab.store, [replaced], { choice: 'replace', newId: () => 'x' });
    tab.persistence.flush();
    expect((await openTab(adapter)).store.getState().sheets[id]?.log).toEqual(replaced.log);
  });

  it('a v2 entry (the whole log in the sheet entry) is read whole, and written back split, at the current version', async () => {
    const { adapter, tab, id } = await longSheet(CHUNK_SIZE + 30);
    const sheet = tab.store.getState().sheets[id]!;
    const v2 = JSON.stringify({ schemaVersion: 2, revision: sheet.revision, data: sheet });
    for (const key of chunkKeys(adapter, id)) adapter.data.delete(key);
    adapter.data.set(sheetKey(id), v2);
    const reopened = await openTab(adapter);
    expect(reopened.store.getState().sheets[id]).toEqual(sheet);
    vi.advanceTimersByTime(100);
    expect(storedSheet(adapter, id)).toMatchObject({ schemaVersion: SCHEMA_VERSION, revision: sheet.revision });
    expect(storedSheet(adapter, id)?.data.log).toHaveLength(30);
    expect(chunkKeys(adapter, id)).toEqual([chunkKey(id, 0)]);
  });
});
