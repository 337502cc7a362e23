// The GM screen's Undo and Redo act on the encounter: its creatures and sheets (since each joined
// it) and its turn changes, never on a sheet outside the fight (issue 34: "one tap on the GM
// screen's Undo reverted a player's 5 damage taken earlier on that player's sheet page").
import { describe, expect, it } from 'vitest';
import { browser } from '../../test/helpers/reload';
import { seededRng } from '../../test/helpers/render-app';
import { createAppStore } from './store';

function fresh() {
  let clock = 1_000;
  return createAppStore({ language: 'en', rng: seededRng(3), now: () => (clock += 1_000) });
}

/** A store with a player's sheet outside any encounter, and an encounter of three goblins. */
function table() {
  const store = fresh();
  const s = () => store.getState();
  const player = s().createSheet({ name: 'Ana', maxHp: 30 });
  const goblins = s().addCreatures(['Goblin 1', 'Goblin 2', 'Goblin 3'].map((name) => ({ name, maxHp: 10, role: 'minion' as const })));
  const hp = (id: string) => s().sheets[id]!.creature.hp.current;
  const active = () => s().encounters[s().activeEncounterId!]!;
  const current = () => active().combatants[active().turn]?.sheetId;
  return { store, s, player, goblins, hp, active, current };
}

describe('the GM screen\'s Undo and Redo: the encounter only', () => {
  it('with an empty encounter there is nothing to undo, and a player\'s 5 damage from the sheet page stays', () => {
    const store = fresh();
    const s = () => store.getState();
    const player = s().createSheet({ name: 'Ana', maxHp: 30 });
    s().act(player, { type: 'damage', amount: 5 });
    s().createEncounter('Ambush');
    expect(s().encounterHistory()).toEqual({ past: [], future: [] });
    expect(s().undoEncounter()).toBeUndefined();
    expect(s().sheets[player]!.creature.hp.current).toBe(25);
    // The sheet page's own Undo still has it.
    expect(s().canUndo(player)).toBe(true);
  });

  it('undoes the goblins\' group damage, not the player\'s action made after it on a sheet outside the fight', () => {
    const { s, player, goblins, hp } = table();
    s().actMany(goblins.map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 7 } })));
    s().act(player, { type: 'damage', amount: 5 });
    const undone = s().undoEncounter();
    expect(undone?.action).toBe('damage');
    expect(undone?.changes.map((change) => change.sheetId)).toEqual(goblins);
    expect(goblins.map(hp)).toEqual([10, 10, 10]);
    expect(hp(player)).toBe(25);
    expect(s().undoEncounter()).toBeUndefined();
    expect(hp(player)).toBe(25);
    s().redoEncounter();
    expect(goblins.map(hp)).toEqual([3, 3, 3]);
    expect(hp(player)).toBe(25);
  });

  it('a sheet\'s actions before it joined the encounter are not the encounter\'s; those after are', () => {
    const { s, player, hp } = table();
    s().act(player, { type: 'damage', amount: 5 });
    s().addCombatants([player]);
    expect(s().encounterHistory().past).toEqual([]);
    s().act(player, { type: 'heal', amount: 2 });
    expect(s().encounterHistory().past.map((item) => item.action)).toEqual(['heal']);
    s().undoEncounter();
    expect(hp(player)).toBe(25);
    expect(s().undoEncounter()).toBeUndefined();
    expect(hp(player)).toBe(25);
  });

  it('another encounter\'s actions are not this one\'s', () => {
    const { s, goblins, hp } = table();
    s().act(goblins[0]!, { type: 'damage', amount: 4 });
    s().createEncounter('Second');
    const [ogre] = s().addCreatures([{ name: 'Ogre', maxHp: 59 }]);
    s().act(ogre!, { type: 'damage', amount: 9 });
    s().act(goblins[1]!, { type: 'damage', amount: 1 }); // a goblin's sheet opened from the first encounter
    s().undoEncounter();
    expect(hp(ogre!)).toBe(59);
    expect(hp(goblins[1]!)).toBe(9);
    expect(s().undoEncounter()).toBeUndefined();
    expect(hp(goblins[0]!)).toBe(6);
  });
});

describe('Next turn and Previous turn are steps of the GM\'s Undo', () => {
  it('Undo after Next turn goes back a turn, a second Undo the one before; Redo goes forward again', () => {
    const { s, goblins, active, current } = table();
    s().nextTurn(); // the fight starts: Goblin 1
    s().nextTurn(); // Goblin 2
    s().nextTurn(); // Goblin 3
    expect([active().round, current()]).toEqual([1, goblins[2]]);
    expect(s().undoEncounter()?.turn).toEqual({ encounterId: active().id, move: 'next' });
    expect([active().round, current()]).toEqual([1, goblins[1]]);
    s().undoEncounter();
    expect([active().round, current()]).toEqual([1, goblins[0]]);
    expect(s().undoEncounter()?.turn?.move).toBe('start');
    expect([active().round, current()]).toEqual([0, goblins[0]]);
    expect(s().undoEncounter()).toBeUndefined();
    s().redoEncounter();
    s().redoEncounter();
    expect([active().round, current()]).toEqual([1, goblins[1]]);
    // The Previous turn button follows: one turn back from here is Goblin 1's.
    s().previousTurn();
    expect([active().round, current()]).toEqual([1, goblins[0]]);
  });

  it('Undo of the turn that wrapped the round takes the round back, with the ongoing damage and the effect\'s duration', () => {
    const { s, goblins, hp, active, current } = table();
    s().addEffect({ sheetId: goblins[0]!, kind: 'burning', label: '', timing: 'start', amount: 2, damageType: 'fire', roundsLeft: 3 });
    s().nextTurn(); // round 1, Goblin 1 burns
    expect(hp(goblins[0]!)).toBe(8);
    s().nextTurn();
    s().nextTurn();
    s().nextTurn(); // round 2, Goblin 1 burns again
    expect([active().round, current(), hp(goblins[0]!), active().effects[0]?.roundsLeft]).toEqual([2, goblins[0], 6, 1]);
    const undone = s().undoEncounter();
    // One step: the marker, the round, the burn and its duration together.
    expect(undone?.changes.map((change) => change.sheetId)).toEqual([goblins[0]]);
    expect([active().round, current(), hp(goblins[0]!), active().effects[0]?.roundsLeft]).toEqual([1, goblins[2], 8, 2]);
    s().redoEncounter();
    expect([active().round, current(), hp(goblins[0]!), active().effects[0]?.roundsLeft]).toEqual([2, goblins[0], 6, 1]);
  });

  it('Previous turn is undone by Undo (the marker goes forward again) and a new action ends the Redo', () => {
    const { s, goblins, hp, current } = table();
    s().nextTurn();
    s().nextTurn();
    s().previousTurn();
    expect(current()).toBe(goblins[0]);
    expect(s().undoEncounter()?.turn?.move).toBe('previous');
    expect(current()).toBe(goblins[1]);
    s().redoEncounter();
    expect(current()).toBe(goblins[0]);
    s().undoEncounter();
    s().act(goblins[2]!, { type: 'damage', amount: 3 });
    expect(s().encounterHistory().future).toEqual([]);
    s().undoEncounter();
    expect(hp(goblins[2]!)).toBe(10);
    expect(current()).toBe(goblins[1]);
  });

  it('steps interleave in the order made: a damage between two turn changes is undone between them', () => {
    const { s, goblins, hp, current } = table();
    s().nextTurn();
    s().act(goblins[1]!, { type: 'damage', amount: 4 });
    s().nextTurn();
    s().undoEncounter();
    expect([current(), hp(goblins[1]!)]).toEqual([goblins[0], 6]);
    s().undoEncounter();
    expect([current(), hp(goblins[1]!)]).toEqual([goblins[0], 10]);
  });

  it('survives a reload: Undo after the reload goes back the turn made before it, and Redo forward', async () => {
    const tablet = browser('tablet');
    const first = await tablet.load('load1');
    const ids = first.store.getState().addCreatures([{ name: 'Goblin 1', maxHp: 10 }, { name: 'Goblin 2', maxHp: 10 }]);
    first.store.getState().nextTurn();
    first.store.getState().nextTurn();
    expect(first.persistence.flush()).toBe(true);
    first.persistence.stop();

    const { store } = await tablet.load('load2');
    const active = () => store.getState().encounters[store.getState().activeEncounterId!]!;
    expect(active().combatants[active().turn]?.sheetId).toBe(ids[1]);
    expect(store.getState().undoEncounter()?.turn?.move).toBe('next');
    expect(active().combatants[active().turn]?.sheetId).toBe(ids[0]);
    store.getState().redoEncounter();
    expect(active().combatants[active().turn]?.sheetId).toBe(ids[1]);
  });
});
