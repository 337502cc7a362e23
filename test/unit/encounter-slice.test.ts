import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/store';
import { seededRng } from '../helpers/render-app';

function fresh() {
  let clock = 1_000;
  return createAppStore({ language: 'en', rng: seededRng(3), now: () => (clock += 1_000) });
}

describe('encounter slice', () => {
  it('orders by initiative, then modifier, then the kept tie-break d20; the current turn survives a reorder', () => {
    const store = fresh();
    const [a, b, c] = ['A', 'B', 'C'].map((name) => store.getState().createSheet({ name, maxHp: 10 }));
    store.getState().addCombatants([a!, b!, c!]);
    store.getState().setInitiative(a!, 12);
    store.getState().setInitiative(b!, 15);
    store.getState().setInitiative(c!, 12);
    store.getState().setModifier(c!, 3);
    store.getState().sortByInitiative();
    const order = () => store.getState().encounters[store.getState().activeEncounterId!]!.combatants.map((x) => x.sheetId);
    expect(order()).toEqual([b, c, a]);
    store.getState().nextTurn();
    store.getState().nextTurn(); // C's turn
    store.getState().moveCombatant(1, 2);
    const encounter = store.getState().encounters[store.getState().activeEncounterId!]!;
    expect(encounter.combatants[encounter.turn]?.sheetId).toBe(c);
  });

  it('the rescue caravan collects every desencarnado character in Torpor and the mission fails (plano-espiritual seed)', () => {
    const store = fresh();
    const ids = ['Caio', 'Lia'].map((name) =>
      store.getState().createSheet({ name, maxHp: 10, preset: 'plano-espiritual', role: 'character', nature: 'desencarnado' }));
    store.getState().addCombatants(ids);
    store.getState().actMany(ids.map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 10 } })));
    store.getState().callRescueCaravan();
    const state = store.getState();
    expect(state.encounters[state.activeEncounterId!]?.missionFailedAt).not.toBeNull();
    for (const id of ids) {
      expect(state.sheets[id]?.creature.hp.current).toBe(1);
      expect(state.sheets[id]?.log.at(-1)?.events.map((e) => e.type)).toContain('caravan-rescue');
    }
  });

  it('previous turn restores effect durations and the marker', () => {
    const store = fresh();
    const [a] = [store.getState().createSheet({ name: 'A', maxHp: 20 })];
    store.getState().addCombatants([a!]);
    store.getState().addEffect({ sheetId: a!, kind: 'poison', label: '', timing: 'start', amount: 2, roundsLeft: 3 });
    store.getState().nextTurn();
    const active = () => store.getState().encounters[store.getState().activeEncounterId!]!;
    expect(active().effects[0]?.roundsLeft).toBe(2);
    store.getState().previousTurn();
    expect(active().round).toBe(0);
    expect(active().effects[0]?.roundsLeft).toBe(3);
  });
});

/** Two combatants, A before B, and the fight started: it is A's turn. */
function fight(names = ['A', 'B']) {
  const store = fresh();
  const ids = names.map((name) => store.getState().createSheet({ name, maxHp: 30, preset: 'srd-2024', role: 'character' }));
  store.getState().addCombatants(ids);
  ids.forEach((id, i) => store.getState().setInitiative(id, 20 - i));
  store.getState().sortByInitiative();
  store.getState().nextTurn();
  const active = () => store.getState().encounters[store.getState().activeEncounterId!]!;
  const creature = (id: string) => store.getState().sheets[id]!.creature;
  const current = () => active().combatants[active().turn]!.sheetId;
  return { store, ids, active, creature, current };
}

describe('encounter slice: conditions follow the turn order (RULES.md "Conditions and concentration")', () => {
  it('a condition for 2 rounds loses one at the end of each of the creature’s own turns, and ends at the end of its second', () => {
    const { store, ids: [a, b], creature, current } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds: 2 } });
    store.getState().nextTurn(); // A's turn ends: not B's own turn, nothing is spent
    expect(creature(b!).durations.poisoned).toEqual({ kind: 'rounds', rounds: 2 });
    store.getState().nextTurn(); // B's turn ends: one round spent
    expect(current()).toBe(a);
    expect(creature(b!).durations.poisoned).toEqual({ kind: 'rounds', rounds: 1 });
    store.getState().nextTurn();
    expect(creature(b!).conditions).toContain('poisoned');
    store.getState().nextTurn(); // the end of B's second turn
    expect(creature(b!).conditions).not.toContain('poisoned');
    const ended = store.getState().sheets[b!]!.log.at(-1)!;
    expect(ended.action).toBe('turnEdge');
    expect(ended.events).toContainEqual({ type: 'condition-removed', values: { condition: 'poisoned', reason: 'duration' } });
    expect(store.getState().turnNotice?.ended).toEqual([{ sheetId: b, condition: 'poisoned' }]);
  });

  it('"until the start of A’s next turn", given by A to B, ends when A’s turn starts again', () => {
    const { store, ids: [a, b], creature } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'frightened', duration: { kind: 'turn', edge: 'start', of: a!, name: 'A' } });
    store.getState().nextTurn(); // B's turn
    expect(creature(b!).conditions).toContain('frightened');
    store.getState().nextTurn(); // A's turn starts
    expect(creature(b!).conditions).not.toContain('frightened');
    expect(store.getState().turnNotice?.ended).toEqual([{ sheetId: b, condition: 'frightened' }]);
  });

  it('"until the end of A’s next turn", given during A’s turn, lasts through one more of A’s turns', () => {
    const { store, ids: [a, b], creature } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'restrained', duration: { kind: 'turn', edge: 'end', of: a!, name: 'A' } });
    // Given to A itself ('self'): its own next turn.
    store.getState().act(a!, { type: 'addCondition', condition: 'prone', duration: { kind: 'turn', edge: 'end', of: 'self', name: 'A' } });
    store.getState().nextTurn(); // the end of the turn it was given in: not yet
    expect(creature(b!).conditions).toContain('restrained');
    expect(creature(a!).conditions).toContain('prone');
    store.getState().nextTurn(); // A's next turn starts
    expect(creature(b!).conditions).toContain('restrained');
    store.getState().nextTurn(); // ...and ends
    expect(creature(b!).conditions).not.toContain('restrained');
    expect(creature(a!).conditions).not.toContain('prone');
  });

  it('a save that ends a condition is due at the end of that creature’s turn, not another’s', () => {
    const { store, ids: [, b], active, creature } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'paralyzed', duration: { kind: 'save', ability: 'wis', dc: 13 } });
    store.getState().nextTurn(); // A's turn ends
    expect(active().pendingSaves).toEqual([]);
    store.getState().nextTurn(); // B's turn ends
    expect(active().pendingSaves).toEqual([{ sheetId: b, condition: 'paralyzed' }]);
    store.getState().act(b!, { type: 'conditionSave', condition: 'paralyzed', roll: 13 });
    store.getState().clearPendingSave(b!, 'paralyzed');
    expect(creature(b!).conditions).not.toContain('paralyzed');
    expect(active().pendingSaves).toEqual([]);
  });

  it('writes no turnEdge entry for a creature whose conditions do not change', () => {
    const { store, ids: [a, b] } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'blinded' }); // until removed: nothing to do at a turn
    const before = store.getState().history().past.length;
    for (let i = 0; i < 4; i++) store.getState().nextTurn();
    for (const id of [a!, b!]) expect(store.getState().sheets[id]!.log.map((line) => line.action)).not.toContain('turnEdge');
    // Each turn change is a step of the GM's Undo, and it touched no sheet.
    const steps = store.getState().history().past.slice(before);
    expect(steps.map((step) => [step.turn?.move, step.changes.length])).toEqual([['next', 0], ['next', 0], ['next', 0], ['next', 0]]);
  });

  it('a condition ended by the turn order stays ended when the marker goes back; Undo takes Previous turn back, then the turn change that ended it', () => {
    const { store, ids: [a, b], creature, current } = fight();
    store.getState().act(b!, { type: 'addCondition', condition: 'frightened', duration: { kind: 'turn', edge: 'start', of: a!, name: 'A' } });
    store.getState().nextTurn();
    store.getState().nextTurn();
    expect(creature(b!).conditions).not.toContain('frightened');
    expect(current()).toBe(a);
    store.getState().previousTurn();
    expect(current()).toBe(b);
    expect(creature(b!).conditions).not.toContain('frightened');
    store.getState().undo();
    expect(current()).toBe(a);
    expect(creature(b!).conditions).not.toContain('frightened');
    store.getState().undo();
    expect(current()).toBe(b);
    expect(creature(b!).conditions).toContain('frightened');
  });
});

describe('encounter slice: effects tied to concentration (RULES.md: a failed save ends concentration)', () => {
  const tied = (store: ReturnType<typeof fight>['store'], target: string, holder: string, on: string) =>
    store.getState().addEffect({ sheetId: target, kind: 'burning', label: on, timing: 'start', amount: 5, damageType: 'fire', roundsLeft: null, concentration: { sheetId: holder, on } });

  it('ends with a failed concentration save, tells the GM, and never applies again', () => {
    const { store, ids: [a, b], active, creature } = fight();
    store.getState().act(a!, { type: 'concentrate', on: 'Heat Metal' });
    tied(store, b!, a!, 'Heat Metal');
    store.getState().act(a!, { type: 'damage', amount: 12 });
    expect(creature(a!).concentration).toEqual({ on: 'Heat Metal', dc: 10 });
    expect(active().effects).toHaveLength(1);
    store.getState().act(a!, { type: 'concentrationSave', roll: 2 });
    expect(active().effects).toEqual([]);
    expect(store.getState().effectNotices).toMatchObject([{ label: 'Heat Metal', on: 'Heat Metal', name: 'B', holderName: 'A' }]);
    store.getState().nextTurn(); // B's turn starts: no fire
    expect(creature(b!).hp.current).toBe(30);
    store.getState().dismissEffectNotices();
    expect(store.getState().effectNotices).toEqual([]);
  });

  it('ends when the concentrating creature becomes Incapacitated, or concentrates on something else', () => {
    const { store, ids: [a, b, c], active } = fight(['A', 'B', 'C']);
    store.getState().act(a!, { type: 'concentrate', on: 'Hex' });
    store.getState().act(c!, { type: 'concentrate', on: 'Moonbeam' });
    tied(store, b!, a!, 'Hex');
    tied(store, b!, c!, 'Moonbeam');
    store.getState().act(a!, { type: 'addCondition', condition: 'stunned' });
    expect(active().effects.map((e) => e.label)).toEqual(['Moonbeam']);
    store.getState().act(c!, { type: 'concentrate', on: 'Bless' });
    expect(active().effects).toEqual([]);
    expect(store.getState().effectNotices.map((n) => n.on)).toEqual(['Hex', 'Moonbeam']);
  });

  it('ends when the sheet changes elsewhere (another tab’s write lands in the store)', () => {
    const { store, ids: [a, b], active } = fight();
    store.getState().act(a!, { type: 'concentrate', on: 'Hex' });
    tied(store, b!, a!, 'Hex');
    store.setState((draft) => { draft.sheets[a!]!.creature.concentration = null; });
    expect(active().effects).toEqual([]);
    expect(store.getState().effectNotices).toHaveLength(1);
  });
});

// Seed 001 "Magias de retorno": Revivify "até 1 minuto após o Recuo"; a minute is ten rounds of
// the turn order, however long the table talks (DESIGN.md, principle 7).
describe('encounter slice: Revivify\'s minute follows the turn order', () => {
  function recuoFight() {
    const store = fresh();
    const state = () => store.getState();
    const caio = state().createSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' });
    const [a, b] = ['Ogre', 'Ana'].map((name) => state().createSheet({ name, maxHp: 10 }));
    state().addCombatants([a!, caio, b!]);
    // Massive damage during the Ogre's turn (40 at 20 HP): Recuo at once, no saves.
    state().nextTurn();
    state().act(caio, { type: 'damage', amount: 40 });
    const creature = () => state().sheets[caio]!.creature;
    expect(creature().status).toBe('recuo');
    const round = () => state().encounters[state().activeEncounterId!]!.round;
    return { store, caio, creature, round };
  }

  it('each time the order passes Caio\'s place counts a round; after ten Revivify still works, after eleven the rules refuse it', () => {
    const { store, caio, creature, round } = recuoFight();
    const turns = (n: number) => { for (let i = 0; i < n; i++) store.getState().nextTurn(); };
    expect(creature().roundsSinceDeath).toBeUndefined();
    turns(1); // the Ogre's turn ends, Caio's place is passed: Ana's turn
    expect(round()).toBe(1);
    expect(creature().roundsSinceDeath).toBe(1);
    const line = store.getState().sheets[caio]!.log.at(-1)!;
    expect(line.action).toBe('turnEdge');
    expect(line.events).toContainEqual({ type: 'revivify-rounds', values: { rounds: 1, left: 9 } });
    turns(2 * 9); // nine more rounds (two creatures still take turns)
    expect(round()).toBe(10);
    expect(creature().roundsSinceDeath).toBe(10);
    expect(store.getState().act(caio, { type: 'revivify', minutesSinceRecuo: 1 })?.error).toBeUndefined();
    expect(creature().status).toBe('alive');
  });

  it('the eleventh round closes the window, and later rounds add nothing to the log', () => {
    const { store, caio, creature } = recuoFight();
    for (let i = 0; i < 2 * 11; i++) store.getState().nextTurn();
    expect(creature().roundsSinceDeath).toBe(11);
    const lines = store.getState().sheets[caio]!.log.length;
    for (let i = 0; i < 6; i++) store.getState().nextTurn();
    expect(store.getState().sheets[caio]!.log.length).toBe(lines);
    expect(store.getState().act(caio, { type: 'revivify', minutesSinceRecuo: 0 })?.error?.code).toBe('revivify-too-late');
  });
});
