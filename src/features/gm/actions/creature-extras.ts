import type { Counter, CreatureTrait } from '../../../rules';
import type { MonsterAction, StatBlock } from '../library/library-types';
import { perDayCounterId } from './action-text';

/**
 * What a creature's sheet keeps of its stat block, for the rules to count and apply: one
 * counter per X/Day action (back at dawn), Legendary Resistance (RULES.md: the counter
 * `legendary-resistance`, back after a Long Rest), and Undead Fortitude.
 */
export function statBlockCounters(actions: readonly MonsterAction[], block: StatBlock | null, names: { legendaryResistance: string }): Counter[] {
  const counters: Counter[] = actions
    .filter((action) => action.perDay !== undefined)
    .map((action) => ({ id: perDayCounterId(action), name: action.name, max: action.perDay!, used: 0, recovers: 'dawn' as const }));
  if (block?.legendaryResistance) {
    counters.push({ id: 'legendary-resistance', name: names.legendaryResistance, max: block.legendaryResistance, used: 0, recovers: 'long' });
  }
  // One counter per id: two actions of one name count once.
  return counters.filter((counter, i) => counters.findIndex((other) => other.id === counter.id) === i);
}

export function statBlockTraits(block: StatBlock | null): CreatureTrait[] {
  return block ? [...block.ruleTraits] : [];
}

/** The counters and traits a creature lacks (kept before stat blocks, or made offline): what to add, or null. */
export function missingExtras(have: { counters: readonly Counter[]; traits: readonly CreatureTrait[] }, counters: readonly Counter[], traits: readonly CreatureTrait[]) {
  const newCounters = counters.filter((c) => !have.counters.some((h) => h.id === c.id));
  const newTraits = traits.filter((trait) => !have.traits.includes(trait));
  if (newCounters.length === 0 && newTraits.length === 0) return null;
  return { counters: [...have.counters, ...newCounters], traits: [...have.traits, ...newTraits] };
}
