// The encounter's bookkeeping of a creature's stat block (issue "The monster's turn"), as the
// SRD 5.2.1 states it: "Recharge X–6. … the monster can't use the action again until it rolls a
// X or higher on a d6 at the start of each of its turns"; legendary actions "regain spent uses at
// the start of each of its turns".
import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { decodeData } from './persistence/documents';
import { SCHEMA_VERSION } from './persistence/migrations';
import { storedEncounters as doc } from '../../test/helpers/stored-encounters';

/** A store whose d6 comes up `faces` in turn (the rng's value for face f of 6 is (f − 0.5) / 6). */
function storeRolling(faces: number[]) {
  let clock = 1_000;
  const queue = [...faces];
  const rng = () => ((queue.shift() ?? 1) - 0.5) / 6;
  return createAppStore({ language: 'en', rng, now: () => (clock += 1_000) });
}

const BREATH = { name: 'Fire Breath', kind: 'action' as const, recharge: 5 };
const POUNCE = { name: 'Pounce', kind: 'legendary' as const, cost: 1 };

function setUp(faces: number[]) {
  const store = storeRolling(faces);
  const [dragon, hero] = store.getState().addCreatures([
    { name: 'Wyrmling', maxHp: 75 }, { name: 'Hero', maxHp: 30, role: 'character' },
  ], 0, null, { libraryId: 'srd:red-dragon-wyrmling' });
  const encounter = () => store.getState().encounters[store.getState().activeEncounterId!]!;
  const combatant = (id: string) => encounter().combatants.find((c) => c.sheetId === id)!;
  // The dragon first, the hero second.
  store.getState().setInitiative(dragon!, 20);
  store.getState().setInitiative(hero!, 10);
  store.getState().sortByInitiative();
  return { store, dragon: dragon!, hero: hero!, combatant };
}

describe('Recharge and legendary actions on the GM screen', () => {
  it('a used Recharge 5–6 action waits; at the start of its creature\'s turn a 4 leaves it waiting and a 5 makes it ready, said in the turn bar', () => {
    // The combatants' tie-break d20s are drawn when they join; the faces below are the turn's d6.
    const { store, dragon, combatant } = setUp([1, 1, 4, 5]);
    store.getState().nextTurn(); // round 1: the dragon's turn
    store.getState().spendMonsterAction(dragon, BREATH);
    expect(combatant(dragon).recharging).toEqual([{ name: 'Fire Breath', from: 5 }]);
    store.getState().nextTurn(); // the hero's turn: nothing rolled
    expect(store.getState().turnNotice?.recharges).toBeUndefined();
    store.getState().nextTurn(); // the dragon's turn: d6 = 4
    expect(store.getState().turnNotice?.recharges).toEqual([{ sheetId: dragon, name: 'Fire Breath', roll: 4, from: 5, ready: false }]);
    expect(combatant(dragon).recharging).toEqual([{ name: 'Fire Breath', from: 5 }]);
    store.getState().nextTurn();
    store.getState().nextTurn(); // d6 = 5
    expect(store.getState().turnNotice?.recharges).toEqual([{ sheetId: dragon, name: 'Fire Breath', roll: 5, from: 5, ready: true }]);
    expect(combatant(dragon).recharging).toBeUndefined();
  });

  it('legendary action uses are spent by their cost and come back at the start of the creature\'s turn', () => {
    const { store, dragon, combatant } = setUp([1, 1]);
    store.getState().nextTurn();
    store.getState().nextTurn(); // the hero's turn: the dragon acts at its end
    store.getState().spendMonsterAction(dragon, POUNCE);
    store.getState().spendMonsterAction(dragon, { ...POUNCE, cost: 2 });
    expect(combatant(dragon).legendaryUsed).toBe(3);
    store.getState().nextTurn(); // the dragon's turn
    expect(combatant(dragon).legendaryUsed).toBeUndefined();
  });

  it('the GM can make a Recharge action ready by hand', () => {
    const { store, dragon, combatant } = setUp([1, 1]);
    store.getState().spendMonsterAction(dragon, BREATH);
    store.getState().setRecharged(dragon, 'Fire Breath', true);
    expect(combatant(dragon).recharging).toBeUndefined();
  });
});

describe('stored encounters', () => {
  it('an encounter stored before stat blocks reads unchanged', () => {
    const read = decodeData('encounters', doc({ armorClass: 13 }), SCHEMA_VERSION);
    expect(read.ok && read.value.encounters.e1!.combatants[0]).toEqual({ sheetId: 's1', initiative: null, modifier: 0, tiebreak: 3, armorClass: 13 });
  });

  it('keeps a library id, the GM\'s actions, what is recharging and the legendary uses spent; refuses what the screen could not make', () => {
    const kept = {
      libraryId: 'srd:ogre', recharging: [{ name: 'Fire Breath', from: 5 }], legendaryUsed: 2,
      actions: [{ name: 'Bite', kind: 'action', text: '', attack: { mode: 'melee', bonus: 4 }, damage: [{ count: 1, sides: 6, bonus: 2, damageType: 'piercing' }] }],
    };
    const read = decodeData('encounters', doc(kept), SCHEMA_VERSION);
    expect(read.ok && read.value.encounters.e1!.combatants[0]).toMatchObject(kept);
    for (const bad of [{ recharging: [{ name: 'X', from: 7 }] }, { legendaryUsed: -1 }, { actions: [{ name: '', kind: 'action', text: '' }] },
      { actions: [{ name: 'Bite', kind: 'spell', text: '' }] }, { actions: [{ name: 'Bite', kind: 'action', text: '', damage: [{ count: 1, sides: 7, bonus: 0 }] }] }]) {
      expect(decodeData('encounters', doc(bad), SCHEMA_VERSION).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
