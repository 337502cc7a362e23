// What dispatch needs before any rule runs: a creature it can read, and an action copied into
// plain data. A caller that breaks the contract gets a refusal, never an exception (issue
// "Nothing lost, nothing hidden": "the rules module must not throw").
import { parseDuration } from './conditions';
import {
  ABILITIES, CONDITIONS, COUNTER_RECOVERIES, CREATURE_TRAITS, GENDERS, HIT_DIE_KEYS, NATURES, PRESET_IDS, ROLES, STANDARD_CONDITIONS, STATUSES,
  ZONES,
  type Abilities, type Concentration, type Counter, type Creature, type DeathSaveResources, type Defense, type HitDice, type Recuo,
  type ResourceId, type Saves,
} from './types';
import { EXTRA_DICE, isInteger, isOneOf, isPlainObject, parseName } from './validate';

const isBool = (x: unknown): x is boolean => typeof x === 'boolean';
const optional = (x: unknown, check: (x: unknown) => boolean): boolean => x === undefined || check(x);
const nullable = (x: unknown, check: (x: unknown) => boolean): boolean => x === null || check(x);

// readCreature reads each field once, checks it and copies it in the same step; the first
// field that does not read ends it (a throw of this marker, caught at the top, never seen outside).
const UNREADABLE = Symbol('unreadable');
function fail(): never {
  throw UNREADABLE;
}
const object = (x: unknown): Record<string, unknown> => (isPlainObject(x) ? x : fail());
const int = (x: unknown): number => (isInteger(x) ? x : fail());
const bool = (x: unknown): boolean => (isBool(x) ? x : fail());
const text = (x: unknown): string => (typeof x === 'string' ? x : fail());
const intOrNull = (x: unknown): number | null => (x === null ? null : int(x));
const oneOf = <T extends string>(list: readonly T[], x: unknown): T => (isOneOf(list, x) ? x : fail());
/** A copy of a list whose every item is one of `ids` (a loop, not map and a closure: this runs on every dispatch). */
function listOf<T extends string>(ids: readonly T[], x: unknown): T[] {
  if (!Array.isArray(x)) fail();
  const copy: T[] = [];
  for (let i = 0; i < x.length; i++) copy.push(oneOf(ids, x[i]));
  return copy;
}
function textList(x: unknown): string[] {
  if (!Array.isArray(x)) fail();
  const copy: string[] = [];
  for (let i = 0; i < x.length; i++) copy.push(text(x[i]));
  return copy;
}
const defenseList = (x: unknown): Defense[] => textList(x) as Defense[];

function readRecuo(x: unknown): Recuo {
  const o = object(x);
  const ok = typeof o.cause === 'string'
    && isInteger(o.exhaustionGained)
    && isInteger(o.captivityDays)
    && optional(o.zone, (zone) => isOneOf(ZONES, zone))
    && optional(o.zoneRoll, isInteger)
    && optional(o.outcome, (outcome) => typeof outcome === 'string')
    && optional(o.hoursUntilWake, isInteger)
    && optional(o.distanceKm, isInteger);
  return ok ? { ...o } as unknown as Recuo : fail();
}

/** Each key a condition a creature can be given, each value a duration the rules keep (a turn's `started` aside). */
function readDurations(x: unknown): Creature['durations'] {
  const o = object(x);
  const copy: Record<string, unknown> = {};
  for (const condition in o) {
    if (!hasOwn.call(o, condition)) continue;
    const duration = o[condition];
    const ok = isOneOf(STANDARD_CONDITIONS, condition)
      && parseDuration(duration) !== null
      && (!isPlainObject(duration) || optional(duration.started, isBool));
    if (!ok) fail();
    // A copy: what was checked is what the rules use, and the caller's object stays theirs.
    copy[condition] = { ...duration as object };
  }
  return copy;
}

function readConcentration(x: unknown): Concentration | null {
  if (x === null || x === undefined) return null;
  const o = object(x);
  return parseName(o.on) === o.on && nullable(o.dc, isInteger) ? { on: o.on as string, dc: o.dc as number | null } : fail();
}

// Creatures stored before the sheet's own numbers were kept read as modifiers 0, saves that
// follow them, no Hit Point Dice and no condition immunity.
function readAbilities(x: unknown): Abilities {
  if (x === undefined) return { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };
  const o = object(x);
  return { str: int(o.str), dex: int(o.dex), con: int(o.con), int: int(o.int), wis: int(o.wis), cha: int(o.cha) };
}

function readSaves(x: unknown): Saves {
  if (x === undefined) return {};
  const o = object(x);
  const copy: Saves = {};
  for (const key in o) {
    if (!hasOwn.call(o, key)) continue;
    copy[oneOf(ABILITIES, key)] = int(o[key]);
  }
  return copy;
}

function readHitDice(x: unknown): HitDice {
  if (x === undefined) return {};
  const o = object(x);
  const copy: HitDice = {};
  for (const key in o) {
    if (!hasOwn.call(o, key)) continue;
    const pool = object(o[key]);
    copy[oneOf(HIT_DIE_KEYS, key)] = { max: int(pool.max), spent: int(pool.spent) };
  }
  return copy;
}

// Creatures stored before counters and traits were kept read as having none (and no Armor Class).
function readCounters(x: unknown): Counter[] {
  if (x === undefined) return [];
  if (!Array.isArray(x)) fail();
  const copy: Counter[] = [];
  for (let i = 0; i < x.length; i++) {
    const o = object(x[i]);
    const counter: Counter = {
      id: text(o.id), name: text(o.name), max: int(o.max), used: int(o.used), recovers: oneOf(COUNTER_RECOVERIES, o.recovers),
    };
    if (o.level !== undefined) counter.level = int(o.level);
    copy.push(counter);
  }
  return copy;
}

function read(x: unknown): Creature {
  const c = object(x);
  const hp = object(c.hp);
  const deathSaves = object(c.deathSaves);
  const defenses = object(c.defenses);
  const r = object(c.resources);
  const record = object(c.record);
  const resourceAltered = record.resourceAltered;
  const creature: Creature = {
    name: text(c.name),
    preset: oneOf(PRESET_IDS, c.preset),
    role: oneOf(ROLES, c.role),
    nature: oneOf(NATURES, c.nature),
    hp: { current: int(hp.current), max: int(hp.max), temp: int(hp.temp), maxReduction: int(hp.maxReduction) },
    deathSaves: { successes: int(deathSaves.successes), failures: int(deathSaves.failures) },
    status: oneOf(STATUSES, c.status),
    conditions: listOf(CONDITIONS, c.conditions),
    exhaustion: int(c.exhaustion),
    exhaustionNeedsLight: int(c.exhaustionNeedsLight),
    defenses: {
      resistances: defenseList(defenses.resistances),
      vulnerabilities: defenseList(defenses.vulnerabilities),
      immunities: defenseList(defenses.immunities),
    },
    resources: {
      advantage: bool(r.advantage),
      disadvantage: bool(r.disadvantage),
      bonus: int(r.bonus),
      extraDie: (EXTRA_DICE as readonly unknown[]).includes(r.extraDie) ? r.extraDie as DeathSaveResources['extraDie'] : fail(),
      failuresToDie: int(r.failuresToDie),
      successesToStabilize: int(r.successesToStabilize),
      failureToSuccessUses: int(r.failureToSuccessUses),
      autoStabilizeUses: int(r.autoStabilizeUses),
      regainOnDropUses: int(r.regainOnDropUses),
      regainOnDropAmount: int(r.regainOnDropAmount),
      ignoreDamageAtZeroUses: int(r.ignoreDamageAtZeroUses),
      preventInstantDeathUses: int(r.preventInstantDeathUses),
    },
    options: { tempHpAbsorbCountsAtZero: bool(object(c.options).tempHpAbsorbCountsAtZero) },
    record: {
      damageAtZero: bool(record.damageAtZero),
      resourceAltered: resourceAltered === null ? null : text(resourceAltered) as ResourceId,
    },
    knockedOut: bool(c.knockedOut),
    stableHoursUntilWake: intOrNull(c.stableHoursUntilWake),
    fixacaoDc: intOrNull(c.fixacaoDc),
    // Creatures stored before conditions had durations and concentration read as having none.
    durations: c.durations === undefined ? {} : readDurations(c.durations),
    concentration: readConcentration(c.concentration),
    abilities: readAbilities(c.abilities),
    saves: readSaves(c.saves),
    hitDice: readHitDice(c.hitDice),
    conditionImmunities: c.conditionImmunities === undefined ? [] : listOf(STANDARD_CONDITIONS, c.conditionImmunities),
    counters: readCounters(c.counters),
    traits: c.traits === undefined ? [] : listOf(CREATURE_TRAITS, c.traits),
  };
  if (c.ac !== undefined) creature.ac = int(c.ac);
  // Creatures stored before the words' gender was kept read as not saying it.
  if (c.gender !== undefined) creature.gender = oneOf(GENDERS, c.gender);
  if (c.recuo !== undefined) creature.recuo = readRecuo(c.recuo);
  // Creatures stored before Revivify's minute was counted in rounds read as none counted.
  if (c.roundsSinceDeath !== undefined) creature.roundsSinceDeath = int(c.roundsSinceDeath);
  return creature;
}

/**
 * The fields every creature has; `recuo`, `roundsSinceDeath`, `durations`, `concentration`,
 * `abilities`, `saves`, `hitDice`, `conditionImmunities`, `ac`, `counters`, `traits` and `gender` may be left out.
 */
const FIELDS = 17;
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The fields of `x` the rules do not know (written by a newer build), or null when it has none.
 * Counting keys first keeps the common case (no unknown field) to a count.
 */
function unknownFields(x: Record<string, unknown>, known: Creature): Record<string, unknown> | null {
  // Spelled out, not a loop over the names: this runs on every dispatch.
  const expected = FIELDS + (hasOwn.call(x, 'recuo') ? 1 : 0) + (hasOwn.call(x, 'durations') ? 1 : 0)
    + (hasOwn.call(x, 'concentration') ? 1 : 0) + (hasOwn.call(x, 'roundsSinceDeath') ? 1 : 0)
    + (hasOwn.call(x, 'abilities') ? 1 : 0) + (hasOwn.call(x, 'saves') ? 1 : 0)
    + (hasOwn.call(x, 'hitDice') ? 1 : 0) + (hasOwn.call(x, 'conditionImmunities') ? 1 : 0)
    + (hasOwn.call(x, 'ac') ? 1 : 0) + (hasOwn.call(x, 'counters') ? 1 : 0) + (hasOwn.call(x, 'traits') ? 1 : 0)
    + (hasOwn.call(x, 'gender') ? 1 : 0);
  // Counted by for…in, not Object.keys: no array of names made on every dispatch. It counts
  // inherited enumerable keys too; any such key only sends the count to the exact path below.
  let count = 0;
  for (const _key in x) count++;
  if (count === expected) return null;
  const keys = Object.keys(x);
  const extra: Record<string, unknown> = {};
  for (const key of keys) if (!(key in known) && key !== '__proto__') extra[key] = x[key];
  return extra;
}

/**
 * A copy of `x` in which every field the rules read has the type they expect (known ids, whole
 * numbers, lists of strings), or null. Not the ranges nor the consistency between fields: that
 * is creatureProblems. Each field is read once, so what is checked is what is used even when
 * `x` has getters; a getter that throws makes it unreadable. The copy has the shape every
 * creature has, whatever shape `x` came in.
 */
export function readCreature(x: unknown): Creature | null {
  const parts = readCreatureParts(x);
  return parts && (parts.unknown ? Object.assign(parts.creature, parts.unknown) : parts.creature);
}

/** readCreature in two parts: the copy of the fields the rules know, and the others (or null). */
export function readCreatureParts(x: unknown): { creature: Creature; unknown: Record<string, unknown> | null } | null {
  try {
    const creature = read(x);
    return { creature, unknown: unknownFields(x as Record<string, unknown>, creature) };
  } catch {
    return null;
  }
}

/** Every field the rules read has the type they expect (readCreature). */
export function isReadableCreature(x: unknown): x is Creature {
  return readCreature(x) !== null;
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
  // for…in, each own key checked: this runs on every dispatch, on actions of every shape, and
  // V8 reads the values of a for…in over an object's own keys without a lookup each.
  for (const key in x) {
    // Never a key that would change the copy's prototype.
    if (!hasOwn.call(x, key) || key === '__proto__') continue;
    const value = (x as Record<string, unknown>)[key];
    copy[key] = typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
      ? plainAction(value, depth - 1)
      : value;
  }
  return copy;
}
