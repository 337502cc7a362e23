// Issue 34, initiative: "Roll initiative" rolls only for creatures without one, for everyone or
// for the GM's creatures only (the players roll their own dice), and a typed initiative takes its
// place in the order at once before the fight starts; once it has started, the order stays.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../test/helpers/render-app';
import { openTab } from '../../test/helpers/storage';
import { createMemoryAdapter } from './persistence/memory-adapter';
import { createAppStore } from './store';

function fight() {
  const store = createAppStore({ language: 'en', rng: seededRng(34) });
  const s = () => store.getState();
  // Two players' characters of this device's list, and three goblins quick-added.
  const aria = s().createSheet({ name: 'Aria', maxHp: 20 });
  const bram = s().createSheet({ name: 'Bram', maxHp: 12 });
  s().addCombatants([aria, bram]);
  const goblins = s().addCreatures([1, 2, 3].map((n) => ({ name: `Goblin ${n}`, maxHp: 7, role: 'minion' as const })), 2);
  const encounter = () => s().encounters[s().activeEncounterId!]!;
  const order = () => encounter().combatants.map((c) => s().sheets[c.sheetId]!.creature.name);
  const initiative = (id: string) => encounter().combatants.find((c) => c.sheetId === id)!.initiative;
  return { store, s, aria, bram, goblins, encounter, order, initiative };
}

describe('"Roll initiative" rolls only for creatures without one', () => {
  it('everyone without one: a typed initiative is never rolled over', () => {
    const { s, aria, bram, goblins, initiative } = fight();
    s().setInitiative(aria, 17);
    expect(s().rollMissingInitiative('everyone')).toBe(4);
    expect(initiative(aria)).toBe(17);
    for (const id of [bram, ...goblins]) expect(initiative(id)).not.toBeNull();
    // d20 + the goblins' modifier of 2.
    for (const id of goblins) expect(initiative(id)).toBeGreaterThanOrEqual(3);
    for (const id of goblins) expect(initiative(id)).toBeLessThanOrEqual(22);
    // Nobody is left without one: nothing more is rolled.
    expect(s().rollMissingInitiative('everyone')).toBe(0);
  });

  it('monsters only: the players\' sheets keep no initiative until one is typed', () => {
    const { s, aria, bram, goblins, initiative } = fight();
    expect(s().rollMissingInitiative('monsters')).toBe(3);
    expect(initiative(aria)).toBeNull();
    expect(initiative(bram)).toBeNull();
    for (const id of goblins) expect(initiative(id)).not.toBeNull();
  });

  it('the choice (and "Hide the dead") is kept with the encounter, and read back from storage', async () => {
    const adapter = createMemoryAdapter();
    const first = await openTab(adapter);
    first.store.getState().createEncounter('Crypt');
    first.store.getState().setRollFor('monsters');
    first.store.getState().setHideOut(true);
    first.persistence.flush();
    type Tab = Awaited<ReturnType<typeof openTab>>;
    const active = ({ store }: Tab) => store.getState().encounters[store.getState().activeEncounterId!]!;
    expect(active(first)).toMatchObject({ rollFor: 'monsters', hideOut: true });
    const again = await openTab(adapter);
    expect(active(again)).toMatchObject({ name: 'Crypt', rollFor: 'monsters', hideOut: true });
    again.store.getState().setRollFor('everyone');
    again.store.getState().setHideOut(false);
    expect(active(again).rollFor).toBeUndefined();
    expect(active(again).hideOut).toBeUndefined();
  });
});

describe('a typed initiative takes its place', () => {
  it('before the fight: at once, among the others as they are', () => {
    const { s, aria, bram, goblins, order } = fight();
    s().setInitiative(goblins[0]!, 12);
    s().placeCombatant(goblins[0]!);
    expect(order()).toEqual(['Goblin 1', 'Aria', 'Bram', 'Goblin 2', 'Goblin 3']);
    s().setInitiative(bram, 15);
    s().placeCombatant(bram);
    expect(order()).toEqual(['Bram', 'Goblin 1', 'Aria', 'Goblin 2', 'Goblin 3']);
    s().setInitiative(aria, 3);
    s().placeCombatant(aria);
    // Below the initiatives above it, ahead of those without one.
    expect(order()).toEqual(['Bram', 'Goblin 1', 'Aria', 'Goblin 2', 'Goblin 3']);
    s().setInitiative(goblins[2]!, 13);
    s().placeCombatant(goblins[2]!);
    expect(order()).toEqual(['Bram', 'Goblin 3', 'Goblin 1', 'Aria', 'Goblin 2']);
    // Cleared: it stays where it is.
    s().setInitiative(aria, null);
    s().placeCombatant(aria);
    expect(order()).toEqual(['Bram', 'Goblin 3', 'Goblin 1', 'Aria', 'Goblin 2']);
  });

  it('once the fight has started, the order stays as it is', () => {
    const { s, bram, order, encounter } = fight();
    s().nextTurn();
    expect(encounter().round).toBe(1);
    const before = order();
    s().setInitiative(bram, 25);
    s().placeCombatant(bram);
    expect(order()).toEqual(before);
  });
});
