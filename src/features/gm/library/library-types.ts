import type { Abilities, Ability, Defense, StandardCondition } from '../../../rules';

/** The SRD 5.2.1's creature types, in its order. */
export const CREATURE_TYPES = [
  'aberration', 'beast', 'celestial', 'construct', 'dragon', 'elemental', 'fey', 'fiend', 'giant',
  'humanoid', 'monstrosity', 'ooze', 'plant', 'undead',
] as const;
export type CreatureType = (typeof CREATURE_TYPES)[number];

/** A creature the GM can pick in quick-add: what the tracker uses of a stat block. */
export interface LibraryCreature {
  /** "srd:goblin-warrior" for the SRD, "own:<id>" for the GM's own. */
  id: string;
  /** The SRD's English name, e.g. "Goblin Warrior". */
  name: string;
  source: 'srd' | 'own';
  /** Null allowed for own creatures. */
  type: CreatureType | null;
  /** Challenge rating as the SRD writes it: "0", "1/8", "1/4", "1/2", "1".."30"; null for own creatures without one. */
  cr: string | null;
  armorClass: number | null;
  /** Average HP (the SRD's number). */
  hp: number;
  /** The Hit Point formula, normalized "NdM" or "NdM+K"/"NdM-K" (no spaces), or null. */
  hpFormula: string | null;
  /** Initiative modifier. */
  initiative: number;
  /** The six modifiers. */
  abilities: Abilities;
  /** Only save bonuses that differ from the ability modifier (the rules store overrides only). */
  saves: Partial<Record<Ability, number>>;
  resistances: Defense[];
  vulnerabilities: Defense[];
  immunities: Defense[];
  /** Only the 14 STANDARD_CONDITIONS; Exhaustion immunity is dropped (the rules keep exhaustion as a number). */
  conditionImmunities: StandardCondition[];
}

export interface LibraryFilters {
  type?: CreatureType | null;
  cr?: string | null;
}
