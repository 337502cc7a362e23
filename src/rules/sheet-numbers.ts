// The sheet's own numbers (shared/RULES.md "Hit Point Dice, saving throws and condition
// immunities"): ability modifiers, saving-throw bonuses, Hit Point Dice and condition
// immunities, as createCreature and configure take them.
import { LIMITS } from './limits';
import {
  ABILITIES, HIT_DIE_KEYS, STANDARD_CONDITIONS,
  type Abilities, type Ability, type Creature, type HitDice, type HitDieKey, type HitDieSize, type Saves, type StandardCondition,
} from './types';
import { isAmount, isInteger, isOneOf, isPlainObject } from './validate';

export const DEFAULT_ABILITIES: Abilities = { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };

export const isModifier = (x: unknown): x is number => isInteger(x) && x >= LIMITS.abilityMin && x <= LIMITS.abilityMax;
export const isSaveBonus = (x: unknown): x is number => isInteger(x) && x >= LIMITS.saveMin && x <= LIMITS.saveMax;

/** The key of a Hit Point Die size in `hitDice` (8 → 'd8'). */
export const hitDieKey = (die: HitDieSize): HitDieKey => `d${die}` as HitDieKey;

/**
 * The saving-throw bonus of an ability: the one set explicitly, else the ability modifier
 * (RULES.md: "default: the ability modifier"). A save never set follows its modifier.
 */
export function saveBonus(c: Pick<Creature, 'abilities' | 'saves'>, ability: Ability): number {
  return c.saves[ability] ?? c.abilities[ability];
}

/** Modifiers merged onto `base`; null when a field is unknown or outside −5..+10. */
export function parseAbilities(patch: unknown, base: Abilities): Abilities | null {
  if (!isPlainObject(patch)) return null;
  const next: Abilities = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!isOneOf(ABILITIES, field) || !isModifier(value)) return null;
    next[field] = value;
  }
  return next;
}

/** Save bonuses merged onto `base` (null clears one: it follows its modifier again); null when invalid. */
export function parseSaves(patch: unknown, base: Saves): Saves | null {
  if (!isPlainObject(patch)) return null;
  const next: Saves = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!isOneOf(ABILITIES, field)) return null;
    if (value === null) delete next[field];
    else if (isSaveBonus(value)) next[field] = value;
    else return null;
  }
  return next;
}

/** createCreature's `{ d8: 5 }`: counts 0..40 per size, all unspent (0 leaves the size out). */
export function parseHitDiceCounts(x: unknown): HitDice | null {
  if (!isPlainObject(x)) return null;
  const next: HitDice = {};
  for (const [field, count] of Object.entries(x)) {
    if (count === undefined) continue;
    if (!isOneOf(HIT_DIE_KEYS, field) || !isAmount(count) || count > LIMITS.hitDice) return null;
    if (count > 0) next[field] = { max: count, spent: 0 };
  }
  return next;
}

/**
 * configure's Hit Point Dice: per size `{ max, spent? }`, max 0..40 (0 removes the size),
 * spent (the current one when absent) clamped to never above max. Null when invalid.
 */
export function parseHitDicePatch(patch: unknown, base: HitDice): HitDice | null {
  if (!isPlainObject(patch)) return null;
  const next: HitDice = { ...base };
  for (const [field, pool] of Object.entries(patch)) {
    if (pool === undefined) continue;
    if (!isOneOf(HIT_DIE_KEYS, field) || !isPlainObject(pool)) return null;
    const { max, spent } = pool;
    if (!isAmount(max) || max > LIMITS.hitDice) return null;
    if (spent !== undefined && (!isAmount(spent) || spent > LIMITS.hitDice)) return null;
    if (max === 0) {
      delete next[field];
      continue;
    }
    next[field] = { max, spent: Math.min(max, spent ?? base[field]?.spent ?? 0) };
  }
  // One order whatever order the patch came in, so equal dice are equal data.
  const ordered: HitDice = {};
  for (const key of HIT_DIE_KEYS) if (next[key]) ordered[key] = next[key];
  return ordered;
}

/** A list of condition ids a creature can be given, each once (in the order of the conditions); null when invalid. */
export function parseConditionImmunities(x: unknown): StandardCondition[] | null {
  if (!Array.isArray(x) || !x.every((id) => isOneOf(STANDARD_CONDITIONS, id))) return null;
  return STANDARD_CONDITIONS.filter((condition) => x.includes(condition));
}

/**
 * Whether the creature is immune to a condition: its own list, and Petrified's immunity to
 * Poisoned (srd-2024 Petrified), which is the same rule (RULES.md).
 */
export function isImmuneTo(c: Pick<Creature, 'conditions'> & Partial<Pick<Creature, 'conditionImmunities'>>, condition: StandardCondition): boolean {
  if (c.conditionImmunities?.includes(condition)) return true;
  return condition === 'poisoned' && c.conditions.includes('petrified');
}

/** All spent Hit Point Dice, every size. */
export function spentHitDice(hitDice: HitDice): number {
  let spent = 0;
  for (const key of HIT_DIE_KEYS) spent += hitDice[key]?.spent ?? 0;
  return spent;
}
