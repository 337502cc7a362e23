// Creatures quick-added on the GM screen live in their encounter, not in the list of sheets:
// the filter every list uses, the store's actions that make and delete them, the first screen's
// read, and which pre-v6 sheets count as quick-added.
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, openTab } from '../../test/helpers/storage';
import { seededRng } from '../../test/helpers/render-app';
import { claimQuickAdded, isMonster, listedSheets, monstersOf, QUICK_ADD_SLACK_MS } from './monsters';
import { applyImport } from './persistence/apply-import';
import { ENCOUNTERS_KEY, sheetKey } from './persistence/layout';
import { parseImport } from './persistence/parse-import';
import { buildExport, exportText } from './persistence/transfer';
import { newId } from './ids';
import { readShelf, shelf } from './shelf';
import { bindShelf } from './shelf-binding';
import { createAppStore, type AppStore } from './store';
import type { Sheet } from './types';

function fresh() {
  let clock = 1_700_000_000_000;
  return createAppStore({ language: 'en', rng: seededRng(5), now: () => (clock += 1_000) });
}

const names = (sheets: Sheet[]) => sheets.map((sheet) => sheet.creature.name).sort();
const listedNames = (store: AppStore) => names(listedSheets(store.getState()));
const encounterOf = (store: AppStore) => store.getState().encounters[store.getState().activeEncounterId!]!;

/** A party of two sheets and, on the GM screen, six goblins quick-added beside them. */
function fight() {
  const store = fresh();
  const s = () => store.getState();
  const aria = s().createSheet({ name: 'Aria', maxHp: 20 });
  const bram = s().createSheet({ name: 'Bram', maxHp: 12 });
  s().addCombatants([aria, bram]);
  const goblins = s().addCreatures(Array.from({ length: 6 }, (_, i) => ({ name: `Goblin ${i + 1}`, maxHp: 7, role: 'minion' as const })), 2);
  return { store, s, aria, bram, goblins };
}

describe('quick-added creatures are their encounter\'s, not sheets', () => {
  it('are combatants like any other, marked with their encounter, and left out of the list of sheets', () => {
    const { store, s, aria, bram, goblins } = fight();
    const encounter = encounterOf(store);
    expect(encounter.combatants.map((c) => c.sheetId)).toEqual([aria, bram, ...goblins]);
    expect(encounter.combatants.slice(2).every((c) => c.modifier === 2)).toBe(true);
    for (const id of goblins) expect(s().sheets[id]!.encounterId).toBe(encounter.id);
    expect(s().sheets[aria]!.encounterId).toBeUndefined();
    expect(listedNames(store)).toEqual(['Aria', 'Bram']);
    expect(monstersOf(s(), encounter.id).sort()).toEqual([...goblins].sort());
  });

  it('quick-add with no encounter yet makes one and puts them in it', () => {
    const store = fresh();
    const [ogre] = store.getState().addCreatures([{ name: 'Ogre', maxHp: 59 }]);
    expect(store.getState().sheets[ogre!]!.encounterId).toBe(encounterOf(store).id);
    expect(isMonster(store.getState().sheets[ogre!]!, store.getState().encounters)).toBe(true);
  });

  it('take damage, conditions, undo and the log as before; a group action over sheets and creatures undoes as one', () => {
    const { s, aria, goblins } = fight();
    s().actMany([aria, goblins[0]!, goblins[1]!].map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 5 } })));
    s().act(goblins[2]!, { type: 'addCondition', condition: 'prone' });
    expect(s().sheets[goblins[0]!]!.creature.hp.current).toBe(2);
    expect(s().sheets[goblins[2]!]!.creature.conditions).toContain('prone');
    expect(s().sheets[goblins[0]!]!.log).toHaveLength(1);
    s().undo();
    s().undo();
    expect(s().sheets[goblins[0]!]!.creature.hp.current).toBe(7);
    expect(s().sheets[aria]!.creature.hp.current).toBe(20);
  });

  it('removing one from the encounter deletes it; removing a sheet only takes it out; the group\'s undo stays for the rest', () => {
    const { store, s, aria, goblins } = fight();
    s().actMany([aria, goblins[0]!, goblins[1]!].map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 5 } })));
    s().removeCombatant(goblins[0]!);
    expect(s().sheets[goblins[0]!]).toBeUndefined();
    expect(encounterOf(store).combatants.map((c) => c.sheetId)).not.toContain(goblins[0]);
    s().removeCombatant(aria);
    expect(s().sheets[aria]).toBeDefined();
    expect(listedNames(store)).toEqual(['Aria', 'Bram']);
    // The damage to Aria and Goblin 2 is still one undoable action.
    expect(s().canUndo()).toBe(true);
    s().undo();
    expect(s().sheets[aria]!.creature.hp.current).toBe(20);
    expect(s().sheets[goblins[1]!]!.creature.hp.current).toBe(7);
  });

  it('deleting the encounter deletes its creatures, and only them', () => {
    const { store, s, aria, bram, goblins } = fight();
    const first = encounterOf(store).id;
    const other = s().createEncounter('Another');
    const [wolf] = s().addCreatures([{ name: 'Wolf', maxHp: 11 }]);
    s().addCombatants([aria]);
    s().deleteEncounter(first);
    for (const id of goblins) expect(s().sheets[id]).toBeUndefined();
    expect(Object.keys(s().sheets).sort()).toEqual([aria, bram, wolf!].sort());
    expect(s().sheets[wolf!]!.encounterId).toBe(other);
    expect(s().history().past.flatMap((entry) => entry.changes).some((change) => goblins.includes(change.sheetId))).toBe(false);
  });

  it('one whose encounter no longer lists it (or is gone) shows as a sheet: nothing is hidden where no screen shows it', () => {
    const { store, s, goblins } = fight();
    const encounterId = encounterOf(store).id;
    // Another tab's encounters without it, arriving before its deletion.
    store.setState((draft) => {
      draft.encounters[encounterId]!.combatants = draft.encounters[encounterId]!.combatants.filter((c) => c.sheetId !== goblins[5]);
    });
    expect(listedNames(store)).toEqual(['Aria', 'Bram', 'Goblin 6']);
    store.setState((draft) => { draft.encounters = {}; });
    expect(listedSheets(s())).toHaveLength(8);
  });

  it('the list on the first screen follows the store without them', () => {
    const { store } = fight();
    shelf.setState({ sheets: [], live: false });
    const stop = bindShelf(store);
    expect(shelf.getState().sheets.map((summary) => summary.name)).toEqual(['Aria', 'Bram']);
    store.getState().addCreatures([{ name: 'Ogre', maxHp: 59 }]);
    expect(shelf.getState().sheets.map((summary) => summary.name)).toEqual(['Aria', 'Bram']);
    stop();
  });
});

describe('the first screen\'s own read of storage', () => {
  async function stored() {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const s = tab.store.getState();
    const aria = s.createSheet({ name: 'Aria', maxHp: 20 });
    s.addCombatants([aria]);
    const goblins = tab.store.getState().addCreatures([{ name: 'Goblin 1', maxHp: 7 }, { name: 'Goblin 2', maxHp: 7 }]);
    expect(tab.persistence.flush()).toBe(true);
    tab.persistence.stop();
    return { adapter, aria, goblins };
  }

  it('leaves out what the stored encounters list as theirs, as the started store does', async () => {
    const { adapter } = await stored();
    expect(readShelf(adapter, 'en')?.sheets.map((summary) => summary.name)).toEqual(['Aria']);
    const again = await openTab(adapter);
    expect(listedNames(again.store)).toEqual(['Aria']);
    expect(Object.keys(again.store.getState().sheets)).toHaveLength(3);
  });

  it('is not sure without a readable encounters entry, and leaves it to the full start', async () => {
    const { adapter } = await stored();
    adapter.setItem(ENCOUNTERS_KEY, '{"schemaVersion":6,"revision":9,"data":{"encounters":[]');
    expect(readShelf(adapter, 'en')).toBeNull();
    adapter.removeItem(ENCOUNTERS_KEY);
    expect(readShelf(adapter, 'en')).toBeNull();
  });

  it('shows a creature the stored encounter does not list', async () => {
    const { adapter, goblins } = await stored();
    const raw = JSON.parse(adapter.getItem(ENCOUNTERS_KEY)!) as { data: { encounters: Record<string, { combatants: { sheetId: string }[] }> } };
    for (const encounter of Object.values(raw.data.encounters)) encounter.combatants = encounter.combatants.filter((c) => c.sheetId !== goblins[1]);
    adapter.setItem(ENCOUNTERS_KEY, JSON.stringify(raw));
    expect(readShelf(adapter, 'en')?.sheets.map((summary) => summary.name)).toEqual(['Aria', 'Goblin 2']);
    expect(adapter.getItem(sheetKey(goblins[1]!))).toContain('"encounterId"');
  });
});

describe('a quick-added creature\'s own numbers (RULES.md saves and condition immunities)', () => {
  const ogre = { name: 'Ogre', maxHp: 59, role: 'minion' as const, saves: { con: 3 }, conditionImmunities: ['frightened'] };

  it('are kept in storage with it, its encounter and its changes, and refuse an immune condition after a reload', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const [id] = tab.store.getState().addCreatures([ogre]);
    tab.store.getState().act(id!, { type: 'configure', patch: { saves: { wis: -2 }, conditionImmunities: ['frightened', 'charmed'] } });
    expect(tab.persistence.flush()).toBe(true);
    tab.persistence.stop();

    const again = await openTab(adapter);
    const sheet = again.store.getState().sheets[id!]!;
    expect(isMonster(sheet, again.store.getState().encounters)).toBe(true);
    expect(sheet.creature.saves).toEqual({ con: 3, wis: -2 });
    expect(sheet.creature.conditionImmunities).toEqual(['charmed', 'frightened']);
    expect(again.store.getState().act(id!, { type: 'addCondition', condition: 'charmed' })?.error?.code).toBe('condition-immune');
    // Undo of the change goes back to what quick-add gave.
    again.store.getState().undo(id!);
    expect(again.store.getState().sheets[id!]!.creature.saves).toEqual({ con: 3 });
    expect(again.store.getState().sheets[id!]!.creature.conditionImmunities).toEqual(['frightened']);
  });

  it('a sheet in the encounter keeps them through export and import (the encounter\'s own creatures are not exported)', () => {
    const store = fresh();
    const aria = store.getState().createSheet({ name: 'Aria', maxHp: 20, saves: { con: 5, dex: 2 }, conditionImmunities: ['poisoned'] });
    store.getState().addCombatants([aria]);
    store.getState().addCreatures([ogre]);
    const file = buildExport(listedSheets(store.getState()), new Date(0));
    expect(file.sheets.map((sheet) => sheet.creature.name)).toEqual(['Aria']);
    const text = exportText(file);
    const result = parseImport(text, text.length);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const other = fresh();
    applyImport(other, result.file.sheets, { choice: 'replace', newId });
    const imported = other.getState().sheets[aria]!.creature;
    expect(imported.saves).toEqual({ con: 5, dex: 2 });
    expect(imported.conditionImmunities).toEqual(['poisoned']);
  });
});

describe('which sheets written before v6 were quick-added (claimQuickAdded)', () => {
  const T = 1_800_000_000_000;
  const sheet = (id: string, role: 'character' | 'minion', createdAt: number, extra: Partial<Sheet> = {}) =>
    ({ id, createdAt, creature: { role }, ...extra }) as unknown as Sheet;
  const encounter = (createdAt: number, ...ids: string[]) => ({ createdAt, combatants: ids.map((sheetId) => ({ sheetId })) });

  it('a minion made during its one encounter (or in the submit that made it) is claimed; a sheet, a familiar made before, a table copy are not', () => {
    const encounters = { e1: encounter(T, 'gob', 'early', 'player', 'copy', 'both', 'villain'), e2: encounter(T, 'both') };
    const claims = claimQuickAdded([
      sheet('gob', 'minion', T + 60_000),
      sheet('early', 'minion', T - QUICK_ADD_SLACK_MS + 1), // made with the encounter, one submit
      sheet('familiar', 'minion', T - 3_600_000), // in no encounter
      sheet('player', 'character', T + 1_000),
      sheet('copy', 'minion', T + 1_000, { table: { id: 't', owner: 'd', ownerName: 'Ana' } }),
      sheet('both', 'minion', T + 1_000),
      sheet('villain', 'character', T + 1_000),
      sheet('loner', 'minion', T + 1_000),
    ], encounters);
    expect([...claims]).toEqual([['gob', 'e1'], ['early', 'e1']]);
  });

  it('a minion sheet made well before the encounter stays a sheet', () => {
    const claims = claimQuickAdded([sheet('pet', 'minion', T - QUICK_ADD_SLACK_MS - 1)], { e1: encounter(T, 'pet') });
    expect(claims.size).toBe(0);
  });
});
