// @vitest-environment node
// What a shared table leaves in storage survives a reload: a GM's copy of a player's sheet
// stays marked as that player's (so it keeps its own preset and goes when the table ends),
// and entries keep the name their maker went by at the table. The table record itself
// (table-record.ts) is validated when read: one that does not read is simply no table.
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../store/persistence/memory-adapter';
import { openTab } from '../../../test/helpers/storage';
import { tableAuthor } from '../../store/identity';
import { readTableRecord, writeTableRecord } from './table-record';
import { TABLE_KEY } from './table-presence';

describe('a shared table in storage', () => {
  it('keeps a copy\'s owner and an entry\'s maker across a reload', async () => {
    const adapter = createMemoryAdapter();
    const first = await openTab(adapter);
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const own = first.store.getState().createSheet({ name: 'Goblin', maxHp: 7 });
    const sheet = first.store.getState().sheets[id]!;
    first.store.getState().adoptTableSheet({ ...sheet, table: { id: 'tabc', owner: 'anaphone', ownerName: 'Ana' } });
    tableAuthor.set('GM');
    try {
      first.store.getState().act(id, { type: 'damage', amount: 5 });
    } finally {
      tableAuthor.set(undefined);
    }
    expect(first.persistence.flush()).toBe(true);
    first.persistence.stop();

    const again = await openTab(adapter);
    const read = again.store.getState().sheets[id]!;
    expect(read.table).toEqual({ id: 'tabc', owner: 'anaphone', ownerName: 'Ana' });
    expect(read.log.at(-1)?.entry?.by).toBe('GM');
    expect(read.creature.hp.current).toBe(15);
    // Both sheets follow the language (en: srd-2024). The GM switches to pt-BR: the GM's own
    // sheet takes the databook preset, the copy keeps the one its owner's device gave it.
    expect(read.followLanguage).toBe(true);
    again.store.getState().setLanguage('pt-BR');
    expect(again.store.getState().sheets[own]!.creature.preset).toBe('databook');
    expect(again.store.getState().sheets[id]!.creature.preset).toBe('srd-2024');
  });

  it('reads a table record back, and takes one that does not validate as no table at all', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
    const record = { code: 'ABCDEFGHJKMN', role: 'player' as const, name: 'Ana', sheets: ['s1'], signaling: ['wss://signal.example'], showNumbers: false };
    expect(writeTableRecord(record, fake)).toBe(true);
    expect(readTableRecord(fake)).toEqual(record);
    // A record of a table opened before tables were signed (no GM key, no pins) still reads: the table resumes.
    const previous = JSON.stringify({ code: 'ABCDEFGHJKMN', role: 'player', name: 'Ana', sheets: ['s1'], signaling: ['wss://signal.example'], showNumbers: false });
    storage.set(TABLE_KEY, previous);
    expect(readTableRecord(fake)).toEqual(JSON.parse(previous));
    const signedRecord = { ...record, gmKey: 'AbCdEfGhIjKlMnOpQrSt_-', pins: { gmtablet: 'A'.repeat(87) } };
    expect(writeTableRecord(signedRecord, fake)).toBe(true);
    expect(readTableRecord(fake)).toEqual(signedRecord);
    for (const bad of [JSON.stringify({ ...record, gmKey: 'short' }), JSON.stringify({ ...record, pins: { x: 'not a key' } }), '{', JSON.stringify({ ...record, code: 'short' }), JSON.stringify({ ...record, signaling: ['https://x.example'] }), JSON.stringify({ ...record, role: 'admin' })]) {
      storage.set(TABLE_KEY, bad);
      expect(readTableRecord(fake), bad).toBeNull();
    }
  });
});
