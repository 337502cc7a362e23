// What dispatch needs before any rule runs: a creature it can read, and an action copied into
// plain data. A caller that breaks the contract gets a refusal, never an exception (issue
// "Nothing lost, nothing hidden": "the rules module must not throw").
import { parseDuration } from './conditions';
import {
  CONDITIONS, NATURES, PRESET_IDS, ROLES, STANDARD_CONDITIONS, STATUSES, ZONES, type Creature,
} from './types';
import { EXTRA_DICE, isInteger, isOneOf, isPlainObject, parseName } from './validate';

const isBool = (x: unknown): x is boolean => typeof x === 'boolean';
const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((item) => typeof item === 'string');
const optional = (x: unknown, check: (x: unknown) => boolean): boolean => x === undefined || check(x);
const nullable = (x: unknown, check: (x: unknown) => boolean): boolean => x === null || check(x);
const integers = (o: unknown, fields: readonly string[]): boolean =>
  isPlainObject(o) && fields.every((field) => isInteger(o[field]));

function readableRecuo(x: unknown): boolean {
  return isPlainObject(x)
    && typeof x.cause === 'string'
    && isInteger(x.exhaustionGained)
    && isInteger(x.captivityDays)
    && optional(x.zone, (zone) => isOneOf(ZONES, zone))
    && optional(x.zoneRoll, isInteger)
    && optional(x.outcome, (outcome) => typeof outcome === 'string')
    && optional(x.hoursUntilWake, isInteger)
    && optional(x.distanceKm, isInteger);
}

/** Each key a condition a creature can be given, each value a duration the rules keep (a turn's `started` aside). */
function readableDurations(x: unknown): boolean {
  return isPlainObject(x) && Object.entries(x).every(([condition, duration]) =>
    isOneOf(STANDARD_CONDITIONS, condition)
    && parseDuration(duration) !== null
    && (!isPlainObject(duration) || optional(duration.started, isBool)));
}

function readableConcentration(x: unknown): boolean {
  return isPlainObject(x) && parseName(x.on) === x.on && nullable(x.dc, isInteger);
}

const RESOURCE_COUNTS = [
  'bonus', 'failuresToDie', 'successesToStabilize', 'failureToSuccessUses', 'autoStabilizeUses',
  'regainOnDropUses', 'regainOnDropAmount', 'ignoreDamageAtZeroUses', 'preventInstantDeathUses',
] as const;

/**
 * Every field the rules read has the type they expect: known ids, whole numbers, lists of
 * strings. Not the ranges nor the consistency between fields: that is creatureProblems.
 */
export function isReadableCreature(x: unknown): x is Creature {
  if (!isPlainObject(x)) return false;
  const { hp, deathSaves, defenses, resources, options, record } = x;
  return typeof x.name === 'string'
    && isOneOf(PRESET_IDS, x.preset)
    && isOneOf(ROLES, x.role)
    && isOneOf(NATURES, x.nature)
    && integers(hp, ['current', 'max', 'temp', 'maxReduction'])
    && integers(deathSaves, ['successes', 'failures'])
    && isOneOf(STATUSES, x.status)
    && Array.isArray(x.conditions) && x.conditions.every((condition) => isOneOf(CONDITIONS, condition))
    && isInteger(x.exhaustion)
    && isInteger(x.exhaustionNeedsLight)
    && isPlainObject(defenses)
    && isStringList(defenses.resistances) && isStringList(defenses.vulnerabilities) && isStringList(defenses.immunities)
    && integers(resources, RESOURCE_COUNTS)
    && isPlainObject(resources) && isBool(resources.advantage) && isBool(resources.disadvantage)
    && (EXTRA_DICE as readonly unknown[]).includes(resources.extraDie)
    && isPlainObject(options) && isBool(options.tempHpAbsorbCountsAtZero)
    && isPlainObject(record) && isBool(record.damageAtZero) && nullable(record.resourceAltered, (id) => typeof id === 'string')
    && isBool(x.knockedOut)
    && nullable(x.stableHoursUntilWake, isInteger)
    && nullable(x.fixacaoDc, isInteger)
    && optional(x.recuo, readableRecuo)
    // Creatures stored before conditions had durations read as having none.
    && optional(x.durations, readableDurations)
    && optional(x.concentration, (concentration) => nullable(concentration, readableConcentration));
}

/** How deep an action goes: a configure patch's defense lists are three levels down. */
const ACTION_DEPTH = 4;

/**
 * The action as plain data, each getter read once, so that what is checked is what is used.
 * Functions, symbols and anything deeper than an action goes become undefined. Throws when a
 * getter or a proxy throws: the caller refuses the action.
 */
export function plainAction(x: unknown, depth = ACTION_DEPTH): unknown {
  if (typeof x === 'function' || typeof x === 'symbol' || typeof x === 'bigint') return undefined;
  if (typeof x !== 'object' || x === null) return x;
  if (depth === 0) return undefined;
  if (Array.isArray(x)) return Array.from(x, (item) => plainAction(item, depth - 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    // Never a key that would change the copy's prototype.
    if (key === '__proto__') continue;
    copy[key] = plainAction((x as Record<string, unknown>)[key], depth - 1);
  }
  return copy;
}
