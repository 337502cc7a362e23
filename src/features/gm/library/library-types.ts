import type { Abilities, Ability, DamageType, Defense, StandardCondition } from '../../../rules';

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
  /** The name in the app's language: the SRD's English name ("Goblin Warrior") or its translation ("Guerreiro Goblin"). */
  name: string;
  /** Other names it is found by: the SRD's English name beside a translated one. */
  aliases?: string[];
  /** The grammatical gender of a translated name (pt-BR m/f, cs m/f/n), for the words that agree with it. */
  gender?: 'm' | 'f' | 'n';
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
  /** The GM's own creatures' actions (the actions editor); SRD creatures have theirs in their stat block. */
  actions?: MonsterAction[];
}

export interface LibraryFilters {
  type?: CreatureType | null;
  cr?: string | null;
}

// ---- Stat blocks (the creature's whole block; lazy, srd-statblocks.json) ----------------

/** A damage part of an action as the stat block gives it: "13 (2d8 + 4) Bludgeoning" is { count 2, sides 8, bonus 4 }. */
export interface StatDamage {
  /** Number of dice; 0 for a flat amount ("1 Piercing"). */
  count: number;
  /** Sides of the die (4, 6, 8, 10, 12, 20); 0 with count 0. */
  sides: number;
  /** Flat bonus (may be negative). */
  bonus: number;
  /** Damage type; absent when the text names none. */
  damageType?: DamageType;
}

export const ACTION_KINDS = ['action', 'bonus', 'reaction', 'legendary'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** What succeeding on an action's save does to its damage. */
export type SaveSuccess = 'half' | 'none';

/**
 * One entry of a stat block (an action, bonus action, reaction or legendary action). `text` is
 * always the SRD's own words; the other fields are filled only where the text states them, and
 * the converter checks each against the text.
 */
export interface MonsterAction {
  name: string;
  kind: ActionKind;
  text: string;
  /**
   * An attack roll: melee, ranged or either, its bonus, reach and range in feet. `range` has one
   * number when the text gives one ("range 120 ft.", spell attacks: no long range).
   */
  attack?: { mode: 'melee' | 'ranged' | 'melee-or-ranged'; bonus: number; reach?: number; range?: [normal: number, long?: number] };
  /** A saving throw the targets make. `success` absent: the text says something other than half or none. */
  save?: { ability: Ability; dc: number; success?: SaveSuccess };
  /** Damage on a hit (attack) or a failed save, in the text's order. */
  damage?: StatDamage[];
  /** "Recharge 5–6" is 5; "Recharge 6" is 6. */
  recharge?: number;
  /** "2/Day" uses. */
  perDay?: number;
  /**
   * "each creature in a 15-foot Cone": shape and size in feet (a Line's length, a Sphere's or
   * Cylinder's radius); a Line's width ("60-foot-long, 5-foot-wide Line") and a Cylinder's height.
   */
  area?: { shape: 'cone' | 'line' | 'sphere' | 'cube' | 'cylinder' | 'emanation'; size: number; width?: number; height?: number };
  /** Legendary actions: how many of the round's uses it costs (1 unless the text says otherwise). */
  cost?: number;
}

/** A trait ("Undead Fortitude", "Legendary Resistance (3/Day…)"), kept as text. */
export interface StatTrait {
  name: string;
  text: string;
}

/** The rest of a stat block, for the GM's screen; keyed by the LibraryCreature's id. */
export interface StatBlock {
  id: string;
  /** "tiny", "small", "medium", "large", "huge", "gargantuan", or "medium or small" (the SRD's "Medium or Small"). */
  size: string;
  alignment: string;
  /** Feet: walk, fly, swim, climb, burrow; hover when it can. */
  speed: { walk?: number; fly?: number; swim?: number; climb?: number; burrow?: number; hover?: boolean };
  /** Feet; passive Perception always. */
  senses: { darkvision?: number; blindsight?: number; tremorsense?: number; truesight?: number; passivePerception: number };
  /** The source's sentence, e.g. "Common, Goblin". Empty when none. */
  languages: string;
  /** Skill bonuses the block lists, by the source's skill id ("perception", "stealth", "sleight_of_hand"…). */
  skills: Record<string, number>;
  traits: StatTrait[];
  actions: MonsterAction[];
  /**
   * Legendary actions per round, when it has legendary actions: 3, the SRD 5.2.1's "Legendary Action
   * Uses: 3 (4 in Lair)" out of a lair (the source has no such line; docs/data.md).
   */
  legendaryUses?: number;
  /** Legendary Resistance uses per day, when it has the trait (out of lair). */
  legendaryResistance?: number;
  /** Traits the rules module applies itself (RULES.md: 'undead-fortitude'). */
  ruleTraits: 'undead-fortitude'[];
}
