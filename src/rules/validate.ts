// Bad input never corrupts a creature (shared/RULES.md, last paragraph): every number an
// action or a sheet edit brings is checked here before any rule runs.
import { LIMITS } from './limits';
export { nameLength, parseName } from './names';
import {
  DAMAGE_TYPES, type Defense, type DeathSaveResources, type ErrorCode, type TableOptions,
} from './types';

/** A finite, non-negative, safe integer: amounts, hours, minutes, counts. */
export const isAmount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Any finite safe integer (may be negative): deltas, bonuses, check totals. */
export const isInteger = (x: unknown): x is number => Number.isSafeInteger(x);

/** A die result: an integer in 1..sides. */
export const isDie = (x: unknown, sides: number): x is number => isInteger(x) && x >= 1 && x <= sides;

/** A loop rather than `includes`: the engine inlines it, and this runs many times a dispatch. */
export function isOneOf<T extends string>(list: readonly T[], x: unknown): x is T {
  if (typeof x !== 'string') return false;
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

export const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Freezes plain data (objects and arrays) all the way down, and returns it. immer's
 * `freeze(x, true)` does the same for any value and costs ten times as much: the store runs
 * this for each of 200 sheets a GM damages, and dispatch on every result in development.
 */
export function freezeData<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key in value) freezeData(value[key]);
  }
  return value;
}

/**
 * Two values of plain data are the same data: what JSON.stringify would write alike, key order
 * aside (a key holding undefined is a key left out). Walks both once and stops at the first
 * difference, where comparing two JSON texts would first write both whole.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  // for…in over plain data: own keys only (isPlainObject data has no enumerable inherited ones),
  // and no array of keys allocated per object.
  for (const key in x) {
    if (x[key] === undefined) continue;
    keys++;
    if (!sameData(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}

/**
 * Why an amount an action brings (damage, healing, hours, a count) is refused, or null:
 * not a whole number ≥ 0, or above LIMITS.amount.
 */
export function amountProblem(x: unknown): ErrorCode | null {
  if (!isAmount(x)) return 'invalid-amount';
  return x > LIMITS.amount ? 'amount-too-large' : null;
}

/** The same for a signed number (an adjustment, a bonus, a check total): `invalid` when not whole. */
export function signedProblem(x: unknown, invalid: ErrorCode): ErrorCode | null {
  if (!isInteger(x)) return invalid;
  return Math.abs(x) > LIMITS.amount ? 'amount-too-large' : null;
}


export const isMaxHp = (x: unknown): x is number => isInteger(x) && x >= 1 && x <= LIMITS.maxHp;

const DEFENSE_IDS: readonly string[] = [...DAMAGE_TYPES, 'all'];

/** A defense list with duplicates removed (srd-2024 "Neseskupování": several count once), or null. */
export function parseDefenses(x: unknown): Defense[] | null {
  if (!Array.isArray(x)) return null;
  if (!x.every((id) => typeof id === 'string' && DEFENSE_IDS.includes(id))) return null;
  return [...new Set(x as Defense[])];
}

export const EXTRA_DICE = [0, 4, 6, 8, 10, 12] as const;

/** Merges a partial resources patch onto base; null if any field is invalid or unknown. */
export function parseResources(patch: unknown, base: DeathSaveResources): DeathSaveResources | null {
  if (!isPlainObject(patch)) return null;
  const next: DeathSaveResources = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    switch (field) {
      case 'advantage':
      case 'disadvantage':
        if (typeof value !== 'boolean') return null;
        next[field] = value;
        break;
      case 'bonus':
        if (!isInteger(value) || Math.abs(value) > LIMITS.deathSaveBonus) return null;
        next.bonus = value;
        break;
      case 'extraDie':
        if (!(EXTRA_DICE as readonly unknown[]).includes(value)) return null;
        next.extraDie = value as DeathSaveResources['extraDie'];
        break;
      case 'failuresToDie':
      case 'successesToStabilize':
        if (!isInteger(value) || value < 1 || value > LIMITS.deathSaveCount) return null;
        next[field] = value;
        break;
      case 'failureToSuccessUses':
      case 'autoStabilizeUses':
      case 'regainOnDropUses':
      case 'regainOnDropAmount':
      case 'ignoreDamageAtZeroUses':
      case 'preventInstantDeathUses':
        if (!isAmount(value) || value > (field === 'regainOnDropAmount' ? LIMITS.hp : LIMITS.resourceUses)) return null;
        next[field] = value;
        break;
      default:
        return null;
    }
  }
  return next;
}

export function parseOptions(patch: unknown, base: TableOptions): TableOptions | null {
  if (!isPlainObject(patch)) return null;
  const next: TableOptions = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (field !== 'tempHpAbsorbCountsAtZero' || typeof value !== 'boolean') return null;
    next.tempHpAbsorbCountsAtZero = value;
  }
  return next;
}

export const DEFAULT_RESOURCES: DeathSaveResources = {
  advantage: false,
  disadvantage: false,
  bonus: 0,
  extraDie: 0,
  failuresToDie: 3,
  successesToStabilize: 3,
  failureToSuccessUses: 0,
  autoStabilizeUses: 0,
  regainOnDropUses: 0,
  regainOnDropAmount: 0,
  ignoreDamageAtZeroUses: 0,
  preventInstantDeathUses: 0,
};

export const DEFAULT_OPTIONS: TableOptions = { tempHpAbsorbCountsAtZero: false };
