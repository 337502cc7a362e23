// Bad input never corrupts a creature (shared/RULES.md, last paragraph): every number an
// action or a sheet edit brings is checked here before any rule runs.
import {
  DAMAGE_TYPES, type Defense, type DeathSaveResources, type TableOptions,
} from './types';

/** A finite, non-negative, safe integer: amounts, hours, minutes, counts. */
export const isAmount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Any finite safe integer (may be negative): deltas, bonuses, check totals. */
export const isInteger = (x: unknown): x is number => Number.isSafeInteger(x);

/** A die result: an integer in 1..sides. */
export const isDie = (x: unknown, sides: number): x is number => isInteger(x) && x >= 1 && x <= sides;

export const isOneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (list as readonly string[]).includes(x);

export const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export const MAX_NAME_LENGTH = 120;
export const MAX_HP_LIMIT = 100_000;

/** The trimmed name, or null when empty or longer than 120 characters. */
export function parseName(x: unknown): string | null {
  if (typeof x !== 'string') return null;
  const name = x.trim();
  return name.length >= 1 && name.length <= MAX_NAME_LENGTH ? name : null;
}

export const isMaxHp = (x: unknown): x is number => isInteger(x) && x >= 1 && x <= MAX_HP_LIMIT;

const DEFENSE_IDS: readonly string[] = [...DAMAGE_TYPES, 'all'];

/** A defense list with duplicates removed (srd-2024 "Neseskupování": several count once), or null. */
export function parseDefenses(x: unknown): Defense[] | null {
  if (!Array.isArray(x)) return null;
  if (!x.every((id) => typeof id === 'string' && DEFENSE_IDS.includes(id))) return null;
  return [...new Set(x as Defense[])];
}

const EXTRA_DICE = [0, 4, 6, 8, 10, 12];
const USES_LIMIT = 1000;

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
        if (!isInteger(value) || value < -20 || value > 20) return null;
        next.bonus = value;
        break;
      case 'extraDie':
        if (!EXTRA_DICE.includes(value as number)) return null;
        next.extraDie = value as DeathSaveResources['extraDie'];
        break;
      case 'failuresToDie':
      case 'successesToStabilize':
        if (!isInteger(value) || value < 1 || value > 10) return null;
        next[field] = value;
        break;
      case 'failureToSuccessUses':
      case 'autoStabilizeUses':
      case 'regainOnDropUses':
      case 'regainOnDropAmount':
      case 'ignoreDamageAtZeroUses':
      case 'preventInstantDeathUses':
        if (!isAmount(value) || value > (field === 'regainOnDropAmount' ? MAX_HP_LIMIT : USES_LIMIT)) return null;
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
