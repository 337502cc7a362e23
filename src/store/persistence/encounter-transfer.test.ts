// Issue 34: every backup carries the GM's work. "Export all" holds each encounter (its name, its
// own creatures with their state and log, order, round, current turn, effects, saves due) and
// which sheets are in it; importing restores it, with the same choice as sheets (replace, or keep
// both with every reference following the copies); files of earlier versions still import.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../test/helpers/render-app';
import type { Encounter } from '../encounter-types';
import { listedSheets, monstersOf } from '../monsters';
import { createAppStore, type AppStore } from '../store';
import type { Sheet } from '../types';
import { applyImportFile, encounterConflicts } from './apply-import';
import { missingCombatants } from './import-encounters';
import { parseImport } from './parse-import';
import { buildExport, buildFullExport, EXPORT_FILE_VERSION, exportText, type ExportFile } from './transfer';

function fresh(seed = 5) {
  let clock = 1_700_000_000_000;
  return createAppStore({ language: 'en', rng: seededRng(seed), now: () => (clock += 1_000) });
}

let next = 0;
const newId = () => `new-${++next}`;

/** The file as it leaves one browser and is read by another. */
function roundTrip(file: ExportFile): ExportFile {
  const text = exportText(file);
  const parsed = parseImport(text, text.length);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.file;
}

const names = (sheets: Sheet[]) => sheets.map((sheet) => sheet.creature.name).sort();
const activeOf = (store: AppStore) => store.getState().encounters[store.getState().activeEncounterId!]!;
const creatureOf = (store: AppStore, id: string) => store.getState().sheets[id]!.creature;

/**
 * A fight under way: Aria's sheet joined, an Ogre and two Goblins quick-added, initiative rolled
 * and sorted, the Ogre hurt, a Goblin dead, conditions with durations, concentration, an ongoing
 * effect tied to it, and the turn order moved on to round 1's third turn.
 */
function fight() {
  const store = fresh();
  const s = () => store.getState();
  const aria = s().createSheet({ name: 'Aria', maxHp: 20 });
  s().addCombatants([aria]);
  s().renameEncounter(s().activeEncounterId!, 'Ambush at the ford');
  const [ogre, goblin1, goblin2] = s().addCreatures([
    { name: 'Ogre', maxHp: 68, role: 'minion' }, { name: 'Goblin 1', maxHp: 7, role: 'minion' }, { name: 'Goblin 2', maxHp: 7, role: 'minion' },
  ]) as [string, string, string];
  s().setInitiative(aria, 15);
  s().setInitiative(ogre, 12);
  s().setInitiative(goblin1, 18);
  s().setInitiative(goblin2, 8);
  s().sortByInitiative();
  s().act(ogre, { type: 'damage', amount: 20 });
  s().act(goblin1, { type: 'damage', amount: 7 });
  s().act(goblin2, { type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds: 3 } });
  s().act(aria, { type: 'addCondition', condition: 'prone', duration: { kind: 'turn', edge: 'end', of: ogre, name: 'Ogre' } });
  s().act(aria, { type: 'concentrate', on: 'Bless' });
  s().addEffect({ sheetId: ogre, kind: 'burning', label: 'Alchemist’s fire', timing: 'start', amount: 3, damageType: 'fire', roundsLeft: 4, concentration: { sheetId: aria, on: 'Bless' } });
  s().nextTurn();
  s().nextTurn();
  return { store, s, aria, ogre, goblin1, goblin2, encounterId: s().activeEncounterId! };
}

describe('"Export all" carries the GM\'s encounters', () => {
  it('holds every encounter with its own creatures, apart from the sheets of the list', () => {
    const { store, aria, ogre, goblin1, goblin2, encounterId } = fight();
    const file = buildFullExport(store.getState(), new Date(0));
    expect(file.fileVersion).toBe(EXPORT_FILE_VERSION);
    expect(names(file.sheets)).toEqual(['Aria']);
    expect(file.activeEncounterId).toBe(encounterId);
    const [encounter] = file.encounters!;
    expect(encounter!.name).toBe('Ambush at the ford');
    expect(encounter!.combatants.map((c) => c.sheetId)).toEqual([goblin1, aria, ogre, goblin2]);
    expect(names(encounter!.creatures)).toEqual(['Goblin 1', 'Goblin 2', 'Ogre']);
    expect(encounter!.creatures.every((creature) => creature.encounterId === encounterId)).toBe(true);
    // Its two turn changes are this device's Undo, not part of the file.
    expect(store.getState().encounters[encounterId]!.turnSteps).toHaveLength(2);
    expect(encounter).not.toHaveProperty('turnSteps');
  });

  it('a device with only an encounter (or only own creatures) exports it', () => {
    const store = fresh();
    store.getState().addCreatures([{ name: 'Ogre', maxHp: 68, role: 'minion' }]);
    const file = roundTrip(buildFullExport(store.getState(), new Date(0)));
    expect(file.sheets).toEqual([]);
    expect(file.encounters!.map((encounter) => names(encounter.creatures))).toEqual([['Ogre']]);
  });

  it('a file of one sheet, or a device with no encounter, has no `encounters`', () => {
    const store = fresh();
    const id = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    expect(buildExport([store.getState().sheets[id]!], new Date(0))).not.toHaveProperty('encounters');
    expect(buildFullExport(store.getState(), new Date(0))).not.toHaveProperty('encounters');
  });
});

describe('importing the file on another device', () => {
  it('restores the encounter as it was: creatures with their state and log, order, round, turn, conditions, durations, effects', () => {
    const { store, aria, ogre, goblin1, goblin2, encounterId } = fight();
    const before = activeOf(store);
    const file = roundTrip(buildFullExport(store.getState(), new Date(0)));

    const other = fresh(9);
    other.getState().createEncounter('Encounter 1'); // the empty one a first visit to the GM screen makes
    const result = applyImportFile(other, file, { choice: 'keep-both', newId });
    expect(result).toEqual({ added: 1, replaced: 0, encounters: { added: 1, replaced: 0, missing: [] } });

    expect(other.getState().activeEncounterId).toBe(encounterId);
    // All of it but its turn changes, which are the other device's own Undo: Undo starts afresh here.
    const { turnSteps, ...kept } = before;
    expect(turnSteps).toHaveLength(2);
    expect(activeOf(other)).toEqual(kept);
    expect(activeOf(other)).not.toHaveProperty('turnSteps');
    expect(before).toMatchObject({ name: 'Ambush at the ford', round: 1, turn: 2 });
    for (const id of [aria, ogre, goblin1, goblin2]) {
      expect(creatureOf(other, id)).toEqual(creatureOf(store, id));
      expect(other.getState().sheets[id]!.log).toEqual(store.getState().sheets[id]!.log);
    }
    // The Ogre's turn has begun: 68 − 20, then 3 of burning at its start.
    expect(creatureOf(other, ogre).hp.current).toBe(45);
    expect(creatureOf(other, goblin1).status).toBe('dead');
    expect(creatureOf(other, goblin2).durations).toEqual({ poisoned: { kind: 'rounds', rounds: 3 } });
    expect(creatureOf(other, aria).concentration).toMatchObject({ on: 'Bless' });
    // The creatures are the encounter's, not sheets of the list.
    expect(names(listedSheets(other.getState()))).toEqual(['Aria']);
    expect(monstersOf(other.getState(), encounterId).sort()).toEqual([ogre, goblin1, goblin2].sort());

    // And the fight goes on alike on both devices: Goblin 2's turn, then the round ends.
    for (const device of [store, other]) {
      device.getState().nextTurn();
      device.getState().nextTurn();
    }
    expect(activeOf(other)).toMatchObject({ round: 2, turn: 1 });
    expect(activeOf(store)).toMatchObject({ round: 2, turn: 1 });
    for (const id of [aria, ogre, goblin2]) expect(creatureOf(other, id)).toEqual(creatureOf(store, id));
  });

  it('keep both: a copy of the encounter with a new id, its creatures new, its sheet references following the sheets kept as copies', () => {
    const { store, aria, ogre, encounterId } = fight();
    const file = roundTrip(buildFullExport(store.getState(), new Date(0)));
    expect(encounterConflicts(store, file)).toEqual(new Set([encounterId]));
    const original = activeOf(store);
    const result = applyImportFile(store, file, { choice: 'keep-both', newId });
    expect(result.encounters).toEqual({ added: 1, replaced: 0, missing: [] });

    const s = store.getState();
    expect(s.encounters[encounterId]).toEqual(original);
    const [copyId] = Object.keys(s.encounters).filter((id) => id !== encounterId);
    const copy = s.encounters[copyId!]!;
    expect(copy).toMatchObject({ name: 'Ambush at the ford', round: 1, turn: 2 });
    // Two Arias in the list now; the copy's Aria is the imported sheet, not the one here.
    const arias = listedSheets(s).filter((sheet) => sheet.creature.name === 'Aria').map((sheet) => sheet.id);
    expect(arias).toHaveLength(2);
    const ariaCopy = arias.find((id) => id !== aria)!;
    const ids = copy.combatants.map((c) => c.sheetId);
    expect(ids).toContain(ariaCopy);
    expect(ids).not.toContain(aria);
    // Its own creatures are new records of the copy, in the same order, same state.
    const names = ids.map((id) => s.sheets[id]!.creature.name);
    expect(names).toEqual(original.combatants.map((c) => s.sheets[c.sheetId]!.creature.name));
    expect(monstersOf(s, copyId!)).toHaveLength(3);
    expect(monstersOf(s, encounterId)).toHaveLength(3);
    const ogreCopy = ids[names.indexOf('Ogre')]!;
    expect(ogreCopy).not.toBe(ogre);
    expect(s.sheets[ogreCopy]!.creature).toEqual(s.sheets[ogre]!.creature);
    // The burning follows the copied Ogre, and the concentration it hangs on the copied Aria.
    expect(copy.effects).toEqual([{ ...original.effects[0]!, sheetId: ogreCopy, concentration: { sheetId: ariaCopy, on: 'Bless' } }]);
    expect(copy.turnHistory.flatMap((snapshot) => snapshot.effects.map((effect) => effect.sheetId))).not.toContain(ogre);
    // The GM's open encounter stays the one here.
    expect(s.activeEncounterId).toBe(encounterId);
  });

  it('replace: the file\'s version wins; its creatures come back as they were, one quick-added since goes with the old version', () => {
    const { store, s, aria, ogre, encounterId } = fight();
    const file = roundTrip(buildFullExport(store.getState(), new Date(0)));
    const saved = activeOf(store);
    const ogreThen = creatureOf(store, ogre);
    s().act(ogre, { type: 'damage', amount: 30 });
    const [goblin3] = s().addCreatures([{ name: 'Goblin 3', maxHp: 7, role: 'minion' }]);
    s().nextTurn();
    s().act(aria, { type: 'damage', amount: 4 });

    const result = applyImportFile(store, file, { choice: 'replace', newId });
    expect(result).toEqual({ added: 0, replaced: 1, encounters: { added: 0, replaced: 1, missing: [] } });
    expect(Object.keys(s().encounters)).toEqual([encounterId]);
    // As it was, but for its turn changes: the replaced encounter's Undo starts afresh.
    const { turnSteps: _steps, ...savedState } = saved;
    expect(activeOf(store)).toEqual(savedState);
    expect(creatureOf(store, ogre)).toEqual(ogreThen);
    expect(creatureOf(store, aria).hp.current).toBe(20);
    expect(s().sheets[goblin3!]).toBeUndefined();
    expect(names(listedSheets(s()))).toEqual(['Aria']);
  });

  it('an encounter naming a sheet in neither the file nor this device comes with its other combatants, and says so', () => {
    const { store, aria, ogre, goblin1, goblin2, encounterId } = fight();
    const whole = buildFullExport(store.getState(), new Date(0));
    // The sheet was left out of the file (a file edited by hand, or exported before it was made).
    const file = roundTrip({ ...whole, sheets: [] });
    const other = fresh(9);
    expect(missingCombatants(file, (id) => other.getState().sheets[id] !== undefined)).toEqual([{ name: 'Ambush at the ford', count: 1 }]);
    const result = applyImportFile(other, file, { choice: 'keep-both', newId });
    expect(result.encounters.missing).toEqual([{ name: 'Ambush at the ford', count: 1 }]);
    const encounter = other.getState().encounters[encounterId]!;
    expect(encounter.combatants.map((c) => c.sheetId)).toEqual([goblin1, ogre, goblin2]);
    // The turn stays with the same creature (the Ogre's, third of four, now second of three).
    expect(activeOf(store).combatants[activeOf(store).turn]!.sheetId).toBe(ogre);
    expect(encounter.combatants[encounter.turn]!.sheetId).toBe(ogre);
    // The effect hung on Aria's concentration goes with her.
    expect(encounter.effects).toEqual([]);
    // With Aria already on that device, nothing is missing.
    const third = fresh(11);
    third.setState((draft) => { draft.sheets[aria] = store.getState().sheets[aria]!; });
    expect(missingCombatants(file, (id) => third.getState().sheets[id] !== undefined)).toEqual([]);
    applyImportFile(third, file, { choice: 'keep-both', newId });
    expect(third.getState().encounters[encounterId]!.combatants.map((c) => c.sheetId)).toContain(aria);
  });
});

describe('bad files change nothing', () => {
  const valid = () => JSON.parse(exportText(buildFullExport(fight().store.getState(), new Date(0)))) as Record<string, unknown> & { encounters: Record<string, unknown>[] };
  const refusal = (file: unknown) => {
    const text = JSON.stringify(file);
    const result = parseImport(text, text.length);
    return result.ok ? null : result.error;
  };

  it('says where an encounter is wrong, by its place in the file', () => {
    const file = valid();
    file.encounters[0] = { ...file.encounters[0], round: -1 };
    expect(refusal(file)).toEqual({ code: 'invalid', issues: [{ path: 'encounters[0].round', code: 'min', limit: 0 }] });
  });

  it('checks an encounter\'s creatures as sheets are checked (the rules included)', () => {
    const file = valid();
    const [first] = file.encounters[0]!.creatures as Sheet[];
    file.encounters[0]!.creatures = [{ ...first, creature: { ...first!.creature, hp: { ...first!.creature.hp, current: 500 } } }];
    expect(refusal(file)).toEqual({ code: 'invalid', issues: [{ path: 'encounters[0].creatures[0].creature.hp.current', code: 'rule', rule: 'hp-above-max' }] });
  });

  it('refuses an id used twice, across sheets and encounters\' creatures, and two encounters with one id', () => {
    const file = valid();
    const creatures = file.encounters[0]!.creatures as Sheet[];
    expect(refusal({ ...file, sheets: [creatures[0]] })).toMatchObject({
      code: 'invalid', issues: [{ path: 'encounters[0].creatures[0].id', code: 'duplicate', limit: 'sheets[0].id' }],
    });
    expect(refusal({ ...file, encounters: [file.encounters[0], { ...file.encounters[0], creatures: [] }] })).toEqual({
      code: 'invalid', issues: [{ path: 'encounters[1].id', code: 'duplicate', limit: 'encounters[0].id' }],
    });
  });

  it('refuses a file of a newer layout as newer', () => {
    expect(refusal({ ...valid(), fileVersion: EXPORT_FILE_VERSION + 1 })).toMatchObject({ code: 'newer', fileVersion: EXPORT_FILE_VERSION + 1 });
  });

  it('a refused file leaves the device as it was', () => {
    const { store } = fight();
    const before = store.getState();
    const file = valid();
    file.encounters[0] = { ...file.encounters[0], combatants: 'none' };
    expect(refusal(file)).toMatchObject({ code: 'invalid', issues: [{ path: 'encounters[0].combatants', code: 'type' }] });
    expect(store.getState().sheets).toBe(before.sheets);
    expect(store.getState().encounters).toBe(before.encounters);
  });
});

describe('files of earlier versions still import', () => {
  /**
   * Written by hand in the layout of the build before encounters travelled (no `fileVersion`),
   * schema v5: a player's sheet and a goblin quick-added when quick-added creatures were sheets.
   */
  const creature = (name: string, role: string, current: number, max: number) => `{"name":"${name}","preset":"srd-2024","role":"${role}",` +
    `"nature":"incarnate","hp":{"current":${current},"max":${max},"temp":0,"maxReduction":0},"deathSaves":{"successes":0,"failures":0},` +
    `"status":"alive","conditions":[],"exhaustion":0,"exhaustionNeedsLight":0,"defenses":{"resistances":[],"vulnerabilities":[],"immunities":[]},` +
    `"resources":{"advantage":false,"disadvantage":false,"bonus":0,"extraDie":0,"failuresToDie":3,"successesToStabilize":3,"failureToSuccessUses":0,` +
    `"autoStabilizeUses":0,"regainOnDropUses":0,"regainOnDropAmount":0,"ignoreDamageAtZeroUses":0,"preventInstantDeathUses":0},` +
    `"options":{"tempHpAbsorbCountsAtZero":false},"record":{"damageAtZero":false,"resourceAltered":null},"knockedOut":false,` +
    `"stableHoursUntilWake":null,"fixacaoDc":null,"durations":{},"concentration":null}`;
  const olderFile = `{"format":"databook-export","schemaVersion":5,"appVersion":"0.1.0","exportedAt":"2027-03-01T20:00:00.000Z","sheets":[` +
    `{"id":"aria-1","creature":${creature('Aria', 'character', 20, 20)},"origin":${creature('Aria', 'character', 20, 20)},"epoch":"e1",` +
    `"followLanguage":true,"notes":"","log":[],"revision":1,"createdAt":1803000000000,"updatedAt":1803000000000},` +
    `{"id":"goblin-1","creature":${creature('Goblin 1', 'minion', 3, 7)},"origin":${creature('Goblin 1', 'minion', 7, 7)},"epoch":"e2",` +
    `"followLanguage":true,"notes":"","log":[{"at":1803000060000,"action":"damage","events":[{"type":"damage-taken","values":{"amount":4,` +
    `"tempAbsorbed":0,"hpLost":4,"current":3,"critical":false,"ongoing":false}}],"entry":{"id":"x1","device":"d1","tab":"t1","clock":1,` +
    `"at":1803000060000,"change":{"kind":"act","action":{"type":"damage","amount":4}}}}],"revision":2,"createdAt":1803000030000,"updatedAt":1803000060000}]}`;

  it('a file without `fileVersion` is version 1; on a new device its quick-added goblin lands in the list, HP and log kept', () => {
    const file = roundTripText(olderFile);
    expect(file).toMatchObject({ fileVersion: 1, schemaVersion: 5 });
    expect(file).not.toHaveProperty('encounters');
    const other = fresh();
    expect(applyImportFile(other, file, { choice: 'keep-both', newId, fromVersion: file.schemaVersion })).toMatchObject({ added: 2 });
    expect(names(listedSheets(other.getState()))).toEqual(['Aria', 'Goblin 1']);
    expect(creatureOf(other, 'goblin-1').hp.current).toBe(3);
    expect(other.getState().sheets['goblin-1']!.log).toHaveLength(1);
  });

  it('on the device that still has the encounter, the goblin goes back into it', () => {
    const here = fresh();
    here.setState((draft) => {
      draft.encounters.e1 = emptyEncounter('e1', 1803000000000, ['aria-1', 'goblin-1']);
      draft.activeEncounterId = 'e1';
    });
    const file = roundTripText(olderFile);
    applyImportFile(here, file, { choice: 'keep-both', newId, fromVersion: file.schemaVersion });
    expect(names(listedSheets(here.getState()))).toEqual(['Aria']);
    expect(monstersOf(here.getState(), 'e1')).toEqual(['goblin-1']);
  });

  it('the v5 build\'s own export (test/fixtures/storage-v5) imports whole through the same path', () => {
    const text = readFileSync(join(process.cwd(), 'test/fixtures/storage-v5/export.json'), 'utf8');
    const file = roundTripText(text);
    const other = fresh();
    expect(applyImportFile(other, file, { choice: 'replace', newId, fromVersion: file.schemaVersion })).toMatchObject({ added: 13, replaced: 0 });
    expect(listedSheets(other.getState())).toHaveLength(13);
  });
});

function roundTripText(text: string): ExportFile {
  const parsed = parseImport(text, text.length);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.file;
}

function emptyEncounter(id: string, createdAt: number, sheetIds: string[]): Encounter {
  return {
    id, name: 'Ambush', combatants: sheetIds.map((sheetId) => ({ sheetId, initiative: null, modifier: 0, tiebreak: 10 })), round: 0, turn: 0,
    effects: [], pendingDeathSave: null, pendingSaves: [], turnHistory: [], missionFailedAt: null, createdAt,
  };
}
