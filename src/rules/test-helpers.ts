// Shared helpers for the rules tests. Pure like the rules themselves: randomness comes from a
// seeded generator passed in ctx (STYLE.md practice 4), never from a global random source.
import { expect } from 'vitest';
import { createCreature, dispatch, freezeData } from './index';
import type {
  Action,
  Creature,
  CreatureInit,
  DispatchResult,
  ErrorCode,
  EventType,
  PresetId,
  RulesContext,
  RulesEvent,
} from './index';

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An rng that makes the next dice come out as given: each [value, sides] yields the number
 * that rollDie(sides) = 1 + floor(rng() * sides) turns into `value`. Throws when asked for
 * more dice than planned, so an unexpected roll shows up in the test.
 */
export function diceRng(...dice: Array<[value: number, sides: number]>): () => number {
  let i = 0;
  return () => {
    const next = dice[i];
    i += 1;
    if (!next) throw new Error(`rng called ${i} times, only ${dice.length} dice planned`);
    const [value, sides] = next;
    return (value - 0.5) / sides;
  };
}

/** ctx with dice planned in order. */
export function dice(...planned: Array<[value: number, sides: number]>): RulesContext {
  return { rng: diceRng(...planned) };
}

/** A rng that always returns `x` (e.g. 0.5: d4 → 3, d6 → 4, d20 → 11). */
export function constRng(x: number): RulesContext {
  return { rng: () => x };
}

export function make(preset: PresetId, init: Partial<CreatureInit> = {}): Creature {
  return createCreature({ name: 'Caio', preset, maxHp: 20, ...init });
}

/** Applies actions in order; fails the test at the first refusal. */
export function run(
  creature: Creature,
  actions: Action[],
  ctx?: RulesContext,
): { creature: Creature; events: RulesEvent[]; last: DispatchResult } {
  let c = creature;
  const events: RulesEvent[] = [];
  let last: DispatchResult = { creature, events: [] };
  for (const action of actions) {
    last = dispatch(c, action, ctx);
    if (last.error) {
      throw new Error(`${JSON.stringify(action)} refused: ${last.error.code}`);
    }
    c = last.creature;
    events.push(...last.events);
  }
  return { creature: c, events, last };
}

/** One action that must succeed. */
export function act(creature: Creature, action: Action, ctx?: RulesContext): DispatchResult {
  return run(creature, [action], ctx).last;
}

/** The action is refused with `code`: same creature object back, no events. */
export function expectRefused(
  creature: Creature,
  action: unknown,
  code: ErrorCode,
  ctx?: RulesContext,
): void {
  const before = structuredClone(creature);
  const result = dispatch(creature, action as Action, ctx);
  expect(result.error?.code).toBe(code);
  expect(result.creature).toBe(creature);
  expect(result.events).toEqual([]);
  expect(creature).toEqual(before);
}

export function types(events: RulesEvent[]): EventType[] {
  return events.map((e) => e.type);
}

export function eventOf(events: RulesEvent[], type: EventType): RulesEvent | undefined {
  return events.find((e) => e.type === type);
}

/** A character dropped to 0 HP by ordinary damage (max 20, 5 HP, 7 damage). */
export function dying(preset: PresetId, init: Partial<CreatureInit> = {}, ctx?: RulesContext): Creature {
  const c = make(preset, { maxHp: 20, currentHp: 5, ...init });
  return act(c, { type: 'damage', amount: 7 }, ctx).creature;
}

/** Death saves with typed rolls. */
export function saves(...rolls: number[]): Action[] {
  return rolls.map((roll) => ({ type: 'deathSave', roll }));
}

/** Recursively freezes an object so any mutation throws (ES modules run in strict mode). */
export const deepFreeze = freezeData;
