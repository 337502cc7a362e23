// A sheet entry is put together from parts, the unchanged ones written once (documents.ts
// frozenText): what it writes must read back as the sheet, whatever was written before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab } from '../../../test/helpers/storage';
import type { Sheet } from '../types';
import { decodeEntry, encodeChunk, encodeSheetEntry } from './documents';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function readBack(text: string): Sheet {
  const decoded = decodeEntry('sheet', text);
  if (decoded.status !== 'ok') throw new Error(`does not read: ${decoded.status}`);
  return decoded.value;
}

describe('sheet entries', () => {
  it('read back as the sheet, each time it changes (nothing written before is taken for what is there now)', async () => {
    const tab = await openTab(createMemoryAdapter());
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    const sheet = () => tab.store.getState().sheets[id] as Sheet;
    const actions = [
      { type: 'damage', amount: 7 }, { type: 'tempHp', amount: 5 }, { type: 'damage', amount: 40 },
      { type: 'deathSave', roll: 12 }, { type: 'heal', amount: 4 }, { type: 'shortRest' },
    ] as const;
    expect(readBack(encodeSheetEntry(sheet(), sheet().log, []))).toEqual(sheet());
    for (const action of actions) {
      tab.store.getState().act(id, action);
      // Frozen by the store: the origin and the earlier entries are the ones written last time.
      expect(Object.isFrozen(sheet().origin)).toBe(true);
      expect(Object.isFrozen(sheet().log.at(-1)?.events)).toBe(true);
      expect(Object.isFrozen(sheet().log.at(-1)?.entry?.change)).toBe(true);
      const text = encodeSheetEntry(sheet(), sheet().log, []);
      expect(readBack(text)).toEqual(sheet());
      expect(text.startsWith(`{"schemaVersion":`)).toBe(true);
    }
    expect(readBack(encodeSheetEntry(sheet(), sheet().log, [])).creature.hp.current).toBe(4);
    // An undo marks an earlier line undone (a new object in the middle of the log): written whole again.
    tab.store.getState().undo(id);
    expect(sheet().log.some((line) => line.undone)).toBe(true);
    expect(readBack(encodeSheetEntry(sheet(), sheet().log, []))).toEqual(sheet());
    // The log's older lines moved to a chunk: the entry keeps only the last ones.
    expect(readBack(encodeSheetEntry(sheet(), sheet().log.slice(-3), [])).log).toEqual(sheet().log.slice(-3));
    expect(readBack(encodeSheetEntry(sheet(), sheet().log, [])).log).toEqual(sheet().log);
    tab.store.getState().setNotes(id, 'Owes the innkeeper');
    expect(readBack(encodeSheetEntry(sheet(), sheet().log, ['abc', null]))).toEqual({ ...sheet(), notes: 'Owes the innkeeper' });
    expect(JSON.parse(encodeSheetEntry(sheet(), sheet().log.slice(-2), ['abc', null])).data).toMatchObject({ archive: ['abc', null] });
  });

  it('write an entry that is not frozen as it is now, even after writing it once', async () => {
    const tab = await openTab(createMemoryAdapter());
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    tab.store.getState().act(id, { type: 'damage', amount: 7 });
    const sheet = structuredClone(tab.store.getState().sheets[id] as Sheet);
    const line = sheet.log[0];
    if (!line) throw new Error('no entry');
    expect(readBack(encodeSheetEntry(sheet, sheet.log, [])).log[0]?.events[0]?.values).toMatchObject({ amount: 7 });
    line.events = [{ type: 'damage-taken', values: { amount: 9, tempAbsorbed: 0, hpLost: 9, current: 21, critical: false, ongoing: false } }];
    expect(readBack(encodeSheetEntry(sheet, sheet.log, [])).log[0]?.events[0]?.values).toMatchObject({ amount: 9 });
    expect(JSON.parse(encodeChunk(sheet.log))).toMatchObject({ revision: 0, data: [{ events: [{ values: { amount: 9 } }] }] });
  });
});
