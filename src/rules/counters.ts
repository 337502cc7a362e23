// Counters: spell slots and limited-use features, Legendary Resistance among them (shared/RULES.md
// "Armor Class, attacks, counters and monster traits"). Armor Class and traits are parsed here
// too: they are the other stat-block numbers createCreature and configure take with them.
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature } from './hp';
import { LIMITS } from './limits';
import {
  COUNTER_RECOVERIES, CREATURE_TRAITS, LEGENDARY_RESISTANCE,
  type Counter, type Creature, type CreatureTrait, type ErrorCode, type RulesEvent,
} from './types';
import { amountProblem, isInteger, isOneOf, isPlainObject, parseName } from './validate';

/** A counter's id: the app's key, as a storage key is written (letters, digits, '_' and '-'). */
export const isCounterId = (x: unknown): x is string =>
  typeof x === 'string' && x.length >= 1 && x.length <= LIMITS.idLength && /^[\w-]+$/.test(x);

export const isArmorClass = (x: unknown): x is number => isInteger(x) && x >= 0 && x <= LIMITS.ac;

/** A counter's `max` (1..99) and a spell slot's level (1..9). */
const isCounterMax = (x: unknown): x is number => isInteger(x) && x >= 1 && x <= LIMITS.counterMax;
const isSpellLevel = (x: unknown): x is number => isInteger(x) && x >= 1 && x <= LIMITS.spellLevel;

/**
 * The whole list of counters, as createCreature and configure take it; null when any is invalid
 * (an id that is not a key or is listed twice, a name parseName refuses, `max` outside 1..99,
 * `used` not a whole number 0..99, an unknown `recovers`, a level outside 1..9, more than
 * LIMITS.counters). `used` left out keeps the used of `base`'s counter with that id (0 for a new
 * one); any `used` is clamped to never above `max`, as Hit Point Dice's `spent` is.
 */
export function parseCounters(x: unknown, base: readonly Counter[]): Counter[] | null {
  if (!Array.isArray(x) || x.length > LIMITS.counters) return null;
  const list: Counter[] = [];
  for (const item of x as unknown[]) {
    if (!isPlainObject(item)) return null;
    const { id, max, used, recovers, level } = item;
    const name = parseName(item.name);
    if (!isCounterId(id) || list.some((other) => other.id === id) || name === null || !isCounterMax(max)) return null;
    if (used !== undefined && !(isInteger(used) && used >= 0 && used <= LIMITS.counterMax)) return null;
    if (!isOneOf(COUNTER_RECOVERIES, recovers) || (level !== undefined && !isSpellLevel(level))) return null;
    const kept = used ?? base.find((other) => other.id === id)?.used ?? 0;
    const counter: Counter = { id, name, max, used: Math.min(max, kept), recovers };
    if (level !== undefined) counter.level = level;
    list.push(counter);
  }
  return list;
}

/** A list of traits, each once, in the rules' order; null when one is unknown. */
export function parseTraits(x: unknown): CreatureTrait[] | null {
  if (!Array.isArray(x) || !x.every((id) => isOneOf(CREATURE_TRAITS, id))) return null;
  return CREATURE_TRAITS.filter((trait) => x.includes(trait));
}

/** What a counter event says of it: which one, and where it stands now. */
function values(c: Counter, count: number): Record<string, string | number | undefined> {
  return { id: c.id, name: c.name, count, used: c.used, max: c.max, level: c.level };
}

/** The counter list with one counter replaced (a new list: cloneCreature shares it with the input). */
function withCounter(counters: readonly Counter[], next: Counter): Counter[] {
  return counters.map((c) => (c.id === next.id ? next : c));
}

/** `count` as the counter actions take it: absent, or a positive whole number. */
function countProblem(count: unknown): ErrorCode | null {
  if (count === undefined) return null;
  // "a count that is not a positive integer": 'invalid-amount' (0 included), as amounts are refused.
  return amountProblem(count) ?? (count === 0 ? 'invalid-amount' : null);
}

/** The `useCounter` action (a name React's lint would take for a hook): spends `count` uses (default 1); refused 'no-uses-left' when fewer remain. */
export function spendCounter(c: Creature, a: { id?: unknown; count?: unknown }): Outcome {
  const problem = countProblem(a.count);
  if (problem) return refuse(problem);
  const counter = c.counters.find((item) => item.id === a.id);
  if (!counter) return refuse('unknown-counter');
  const count = (a.count as number | undefined) ?? 1;
  if (counter.max - counter.used < count) return refuse('no-uses-left');
  const n = cloneCreature(c);
  const next = { ...counter, used: counter.used + count };
  n.counters = withCounter(c.counters, next);
  return { creature: n, events: [event('counter-used', values(next, count))] };
}

/** Gives back `count` uses (default: all); `used` never goes below 0, and nothing to give back changes nothing. */
export function restoreCounter(c: Creature, a: { id?: unknown; count?: unknown }): Outcome {
  const problem = countProblem(a.count);
  if (problem) return refuse(problem);
  const counter = c.counters.find((item) => item.id === a.id);
  if (!counter) return refuse('unknown-counter');
  const back = Math.min(counter.used, (a.count as number | undefined) ?? counter.used);
  if (back === 0) return unchanged(c);
  const n = cloneCreature(c);
  const next = { ...counter, used: counter.used - back };
  n.counters = withCounter(c.counters, next);
  return { creature: n, events: [event('counter-restored', values(next, back))] };
}

/**
 * A rest brings counters back: a Short Rest those that recover on one, a Long Rest every one but
 * 'never' ('dawn' counts as a Long Rest: the app keeps no calendar). One event per counter that
 * had uses spent, so that the log says "Spell slots (level 1): 3 back".
 */
export function restOnCounters(n: Creature, rest: 'short' | 'long', events: RulesEvent[]): void {
  const comesBack = (counter: Counter): boolean =>
    counter.used > 0 && (counter.recovers === 'short' || (rest === 'long' && counter.recovers !== 'never'));
  if (!n.counters.some(comesBack)) return;
  n.counters = n.counters.map((counter) => {
    if (!comesBack(counter)) return counter;
    const next = { ...counter, used: 0 };
    events.push(event('counter-restored', { ...values(next, counter.used), rest }));
    return next;
  });
}

/**
 * Legendary Resistance on a save (RULES.md "Armor Class, attacks, counters and monster traits"):
 * true when the save failed and a use turns it into a success; false when it is not asked for or
 * the save succeeded on its own (nothing spent); a refusal code when it was asked for, the save
 * failed and none remain ('no-uses-left'), or the field is not a boolean.
 */
export function legendaryOutcome(c: Creature, a: { legendaryResistance?: unknown }, passed: boolean): boolean | 'no-uses-left' | 'unknown-action' {
  if (a.legendaryResistance !== undefined && typeof a.legendaryResistance !== 'boolean') return 'unknown-action';
  if (a.legendaryResistance !== true || passed) return false;
  const counter = c.counters.find((item) => item.id === LEGENDARY_RESISTANCE);
  return counter && counter.used < counter.max ? true : 'no-uses-left';
}

/**
 * Legendary Resistance on a failed save (RULES.md): one use of the counter `legendary-resistance`
 * is spent and the save succeeds instead. False when none remain (no such counter, or all used):
 * the caller refuses with 'no-uses-left'.
 */
export function spendLegendaryResistance(n: Creature, events: RulesEvent[]): boolean {
  const counter = n.counters.find((item) => item.id === LEGENDARY_RESISTANCE);
  if (!counter || counter.used >= counter.max) return false;
  const next = { ...counter, used: counter.used + 1 };
  n.counters = withCounter(n.counters, next);
  events.push(event('counter-used', values(next, 1)));
  return true;
}
