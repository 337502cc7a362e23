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
