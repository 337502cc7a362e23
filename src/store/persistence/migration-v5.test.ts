// Data stored by the build in which quick-added creatures were plain sheets (schema v5), read by
// this one. The fixture is what that build wrote after a GM session and the export file it made
// (test/fixtures/storage-v5/README.md). The creatures quick-added then become their encounter's
// (monsters.ts claimQuickAdded), the players' sheets stay sheets, and nothing else changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetWithSheetNumbers, withSheetNumbers } from '../../../test/helpers/sheet-numbers';
import { openTab, storedSheet } from '../../../test/helpers/storage';
import type { Encounter } from '../encounter-types';
import { listedSheets } from '../monsters';
import { readShelf } from '../shelf';
import type { Settings, Sheet } from '../types';
import { applyImport } from './apply-import';
import { ENCOUNTERS_KEY, sheetKey } from './documents';
import { createMemoryAdapter } from './memory-adapter';
import { SCHEMA_VERSION } from './migrations';
import { parseImport } from './parse-import';
import { buildExport, exportText } from './transfer';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'test/fixtures/storage-v5', name), 'utf8');
const stored = JSON.parse(fixture('storage.json')) as Record<string, string>;
const exportFile = fixture('export.json');
const expected = JSON.parse(fixture('expected.json')) as {
  ids: { aurora: string; dalia: string; corvo: string; goblins: string[]; ogres: string[]; zabuza: string; espectro: string };
  settings: Settings;
  sheets: Record<string, Sheet>;
  activeEncounterId: string;
  encounters: Record<string, Encounter>;
};
const { ids } = expected;
const byName = (name: string) => Object.values(expected.encounters).find((encounter) => encounter.name === name)!.id;
const EMBOSCADA = byName('Emboscada');
const COVIL = byName('Covil do Zabuza');
/** Quick-added minions, by the encounter they were added to. */
const CLAIMED: Record<string, string> = Object.fromEntries([
  ...[...ids.goblins, ...ids.ogres].map((id) => [id, EMBOSCADA]),
  [ids.espectro, COVIL],
]);
/** The sheets the list shows: the players' (made in the list), and the villain quick-added as a character. */
const LISTED = ['Aurora', 'Corvo (familiar)', 'Dália', 'Zabuza'];

const open = (storage: Record<string, string> = stored) => openTab(createMemoryAdapter({ ...storage }));
const listedNames = (sheets: Sheet[]) => sheets.map((sheet) => sheet.creature.name).sort();

describe('storage written by the v5 build opens whole in this one', () => {
  it('the fixture is what v5 wrote: every key at schema version 5, no record marked as an encounter\'s', () => {
    expect(SCHEMA_VERSION).toBe(6);
    expect(Object.keys(stored)).toHaveLength(15);
    for (const value of Object.values(stored)) {
      expect(JSON.parse(value)).toMatchObject({ schemaVersion: 5 });
      expect(value).not.toContain('encounterId');
    }
  });

  it('every record reads as it was, nothing unreadable or lost; the quick-added minions are their encounter\'s', async () => {
    const { store, status } = await open();
    expect(status.getState().unreadable).toEqual([]);
    expect(status.getState().notices).toEqual([]);
    const { sheets, encounters, activeEncounterId, settings } = store.getState();
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(expected.sheets).sort());
    for (const [id, want] of Object.entries(expected.sheets)) {
      const claimed = CLAIMED[id];
      // Creatures read with the sheet's own numbers at their defaults (creature-schema.ts).
      const read = sheetWithSheetNumbers(want);
      expect(sheets[id]).toEqual(claimed ? { ...read, encounterId: claimed } : read);
    }
    expect(encounters).toEqual(expected.encounters);
    expect(activeEncounterId).toBe(expected.activeEncounterId);
    expect(settings).toEqual(expected.settings);
  });

  it('the sheet list holds the players\' sheets only, before and after the engine starts', async () => {
    // At v5 the first screen is not sure (an older version): the full start reads it.
    expect(readShelf(createMemoryAdapter({ ...stored }), 'pt-BR')).toBeNull();
    const { store, persistence } = await open();
    expect(listedNames(listedSheets(store.getState()))).toEqual(LISTED);
    const adapter = createMemoryAdapter({ ...stored });
    const tab = await openTab(adapter);
    expect(tab.persistence.flush()).toBe(true);
    tab.persistence.stop();
    persistence.stop();
    // Written at v6: the first screen reads it, and lists the same.
    expect(readShelf(adapter, 'pt-BR')?.sheets.map((summary) => summary.name).sort()).toEqual(LISTED);
  });

  it('is written back at v6 with the mark, and read again the same (the claim runs once)', async () => {
    const adapter = createMemoryAdapter({ ...stored });
    const first = await openTab(adapter);
    const state = first.store.getState();
    expect(first.persistence.flush()).toBe(true);
    first.persistence.stop();
    for (const id of Object.keys(expected.sheets)) {
      const entry = storedSheet(adapter, id)!;
      expect(entry.schemaVersion).toBe(6);
      expect(entry.data.encounterId).toBe(CLAIMED[id]);
    }
    expect(JSON.parse(adapter.getItem(ENCOUNTERS_KEY)!)).toMatchObject({ schemaVersion: 6 });
    const again = await openTab(adapter);
    expect(again.store.getState().sheets).toEqual(state.sheets);
    expect(again.store.getState().encounters).toEqual(state.encounters);
  });

  it('the GM screen goes on: the burning ogre, damage and undo; deleting Emboscada deletes its creatures and keeps the players\' sheets', async () => {
    const adapter = createMemoryAdapter({ ...stored });
    const { store, persistence } = await open();
    const s = () => store.getState();
    s().setActiveEncounter(EMBOSCADA);
    expect(s().encounters[EMBOSCADA]!.effects.map((effect) => effect.sheetId)).toEqual([ids.ogres[1]]);
    const hp = (id: string) => s().sheets[id]!.creature.hp.current;
    const before = hp(ids.goblins[3]!);
    s().act(ids.goblins[3]!, { type: 'damage', amount: 4 });
    expect(hp(ids.goblins[3]!)).toBe(before - 4);
    s().undo();
    expect(hp(ids.goblins[3]!)).toBe(before);
    s().deleteEncounter(EMBOSCADA);
    expect(Object.keys(s().sheets).sort()).toEqual([ids.aurora, ids.dalia, ids.corvo, ids.zabuza, ids.espectro].sort());
    persistence.stop();

    // Stored: the creatures' entries go, the sheets stay.
    const tab = await openTab(adapter);
    tab.store.getState().deleteEncounter(EMBOSCADA);
    expect(tab.persistence.flush()).toBe(true);
    for (const id of [...ids.goblins, ...ids.ogres]) expect(adapter.getItem(sheetKey(id))).toBeNull();
    for (const id of [ids.aurora, ids.dalia]) expect(adapter.getItem(sheetKey(id))).not.toBeNull();
  });
});

describe('the v5 build\'s export file imports whole', () => {
  const parsed = parseImport(exportFile, exportFile.length);
  if (!parsed.ok) throw new Error(`the v5 export did not import: ${JSON.stringify(parsed.error)}`);
  const file = parsed.file;

  it('on a device holding its encounters (a backup restored), the quick-added creatures land in their encounter, not the list', async () => {
    expect(file.schemaVersion).toBe(5);
    // The device kept its encounters and lost its sheets.
    const { store } = await open({ [ENCOUNTERS_KEY]: stored[ENCOUNTERS_KEY]! });
    expect(store.getState().encounters).toEqual(expected.encounters);
    const counts = applyImport(store, file.sheets, { choice: 'replace', newId: () => 'new', fromVersion: file.schemaVersion });
    expect(counts).toEqual({ added: 13, replaced: 0 });
    const { sheets } = store.getState();
    for (const [id, want] of Object.entries(expected.sheets)) {
      expect(sheets[id]!.creature).toEqual(withSheetNumbers(want.creature));
      expect(sheets[id]!.log).toEqual(want.log);
      expect(sheets[id]!.encounterId).toBe(CLAIMED[id]);
    }
    expect(listedNames(listedSheets(store.getState()))).toEqual(LISTED);
  });

  it('on a device with no encounters, every record lands in the list: nothing is lost', async () => {
    const { store } = await open({});
    applyImport(store, file.sheets, { choice: 'replace', newId: () => 'new', fromVersion: file.schemaVersion });
    expect(listedSheets(store.getState())).toHaveLength(13);
    for (const sheet of Object.values(store.getState().sheets)) expect(sheet.encounterId).toBeUndefined();
  });

  it('"Export all" after the migration holds the sheets only', async () => {
    const { store } = await open();
    const again = parseImport(exportText(buildExport(listedSheets(store.getState()), new Date(0))), 1);
    expect(again.ok && listedNames(again.file.sheets)).toEqual(LISTED);
  });
});
