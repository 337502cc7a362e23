// @vitest-environment node
// Seeded property tests of RULES.md "Armor Class, attacks, counters and monster traits" (STYLE.md
// practice 6): random creatures with an Armor Class, counters and Undead Fortitude, random action
// sequences (valid and invalid) for every preset × nature × role. Randomness reaches the rules
// only through ctx.rng (a mulberry32 seeded by fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCreature, dispatch, fortitudeDue, resolveAction } from './index';
import type { Action, Creature, CreatureInit, DamageAction, DispatchResult } from './index';
import {
  combos, everyActionWithStatBlockArb, initArb, singleDamageArb, statBlockActionArb, statBlockArb,
} from './test-arbitraries';
import { checkCreature, checkStep } from './test-invariants';
import { deepFreeze, mulberry32 } from './test-helpers';

const NUM_RUNS = 150;

type Combo = (typeof combos)[number];
const withStatBlock = ({ preset, nature, role }: Combo): fc.Arbitrary<CreatureInit> =>
  fc.tuple(initArb(preset, nature, role), statBlockArb).map(([init, block]) => ({ ...init, ...block }));

/** The same damage as one part: `amount` and `damageType` moved into `parts`. */
function asOnePart(action: Record<string, unknown>): Action {
  const { amount, damageType, ...rest } = action;
  return { ...rest, parts: [damageType === undefined ? { amount } : { amount, damageType }] } as unknown as Action;
}

/** RULES.md's counter rules, checked on one step (beyond checkStep's invariants). */
function checkCounterStep(before: Creature, action: unknown, r: DispatchResult): void {
  const a = action as { type?: unknown; id?: unknown; count?: unknown };
  const problems: string[] = [];
  const usedOf = (c: Creature, id: unknown) => c.counters.find((counter) => counter.id === id)?.used;
  if (r.error) {
    if (r.creature !== before) problems.push('a refusal returned another creature object');
  } else {
    const after = r.creature;
    if (a.type === 'useCounter') {
      if (usedOf(after, a.id)! - usedOf(before, a.id)! !== ((a.count as number | undefined) ?? 1)) problems.push('useCounter spends count uses (default 1)');
    }
    if (a.type === 'restoreCounter') {
      const expected = Math.max(0, usedOf(before, a.id)! - ((a.count as number | undefined) ?? Number.POSITIVE_INFINITY));
      if (usedOf(after, a.id) !== expected) problems.push('restoreCounter gives back count uses (default all), never below 0');
    }
    if (a.type === 'longRest' && after.counters.some((counter) => counter.used > 0 && counter.recovers !== 'never')) problems.push('a Long Rest brings back all but never');
    if (a.type === 'shortRest' && after.counters.some((counter) => counter.used > 0 && counter.recovers === 'short')) problems.push('a Short Rest brings back short ones');
    if ((a.type === 'shortRest' || a.type === 'longRest') && after.counters.some((counter, i) => counter.used > before.counters[i]!.used)) problems.push('a rest spends nothing');
  }
  if (problems.length) throw new Error(`${problems.join('; ')}\naction ${JSON.stringify(action)}\nbefore ${JSON.stringify(before)}`);
}

describe('RULES.md "Armor Class, attacks, counters and monster traits": invariants under random action sequences', () => {
  it.each(combos)('$preset × $nature × $role: used within 0..max, refusals leave the same object, Undead Fortitude keeps HP within 0..max', (combo) => {
    fc.assert(fc.property(
      withStatBlock(combo), fc.array(everyActionWithStatBlockArb, { maxLength: 20 }), fc.integer(),
      (init, actions, seed) => {
        let c = deepFreeze(createCreature(init));
        checkCreature(c);
        actions.forEach((action, i) => {
          const r = dispatch(c, action as Action, { rng: mulberry32(seed + i) });
          checkStep(c, action, r);
          checkCounterStep(c, action, r);
          c = deepFreeze(r.creature);
        });
        expect(JSON.parse(JSON.stringify(c))).toEqual(c);
      },
    ), { numRuns: NUM_RUNS });
  });
});

describe('"parts" with a single part is the single amount: the same creature, events and refusal', () => {
  it.each(combos)('$preset × $nature × $role', (combo) => {
    fc.assert(fc.property(
      withStatBlock(combo), fc.array(everyActionWithStatBlockArb, { maxLength: 10 }), singleDamageArb, fc.integer(),
      (init, history, damage, seed) => {
        const c = history.reduce<Creature>((x, action, i) => dispatch(x, action as Action, { rng: mulberry32(seed + i) }).creature, createCreature(init));
        const single = dispatch(c, damage as Action, { rng: mulberry32(seed) });
        const parted = dispatch(c, asOnePart(damage), { rng: mulberry32(seed) });
        expect(parted).toEqual(single);
      },
    ), { numRuns: NUM_RUNS / 3 });
  });
});

describe('Legendary Resistance: "when the save fails, one use is spent and it succeeds instead; when it succeeds on its own, nothing is spent; refused with no-uses-left when the save fails and none remain"', () => {
  it.each(combos)('$preset × $nature × $role: a concentration or condition save, any roll, any uses left', ({ preset, nature, role }) => {
    fc.assert(fc.property(
      fc.record({
        max: fc.integer({ min: 1, max: 3 }), spent: fc.integer({ min: 0, max: 3 }), dc: fc.integer({ min: 10, max: 30 }),
        roll: fc.integer({ min: 1, max: 20 }), bonus: fc.integer({ min: -2, max: 8 }), legendary: fc.boolean(), concentration: fc.boolean(),
      }),
      ({ max, spent, dc, roll, bonus, legendary, concentration }) => {
        const counters = [{ id: 'legendary-resistance', name: 'Legendary Resistance', max, used: Math.min(spent, max), recovers: 'long' as const }];
        let c = createCreature({ name: 'Lich', preset, nature, role, maxHp: 100, counters });
        c = concentration
          ? dispatch(dispatch(c, { type: 'concentrate', on: 'Bless' }).creature, { type: 'damage', amount: 2 * dc }).creature
          : dispatch(c, { type: 'addCondition', condition: 'restrained', duration: { kind: 'save', ability: 'wis', dc } }).creature;
        const before = deepFreeze(c);
        const action: Action = concentration
          ? { type: 'concentrationSave', roll, bonus, legendaryResistance: legendary }
          : { type: 'conditionSave', condition: 'restrained', roll, bonus, legendaryResistance: legendary };
        const r = dispatch(before, action);
        const left = max - Math.min(spent, max);
        const usedAfter = r.creature.counters[0]!.used;
        const save = r.events.find((e) => e.type === 'concentration-save' || e.type === 'condition-save');
        if (roll + bonus >= dc) {
          expect(save?.values).toMatchObject({ passed: true });
          expect(usedAfter).toBe(before.counters[0]!.used);
        } else if (legendary && left > 0) {
          expect(save?.values).toMatchObject({ passed: true, legendaryResistance: true });
          expect(usedAfter).toBe(before.counters[0]!.used + 1);
        } else if (legendary) {
          expect(r.error?.code).toBe('no-uses-left');
          expect(r.creature).toBe(before);
        } else {
          expect(save?.values).toMatchObject({ passed: false });
          expect(usedAfter).toBe(before.counters[0]!.used);
        }
        if (!r.error) checkCreature(r.creature);
      },
    ), { numRuns: NUM_RUNS });
  });
});

/** The rng a seeded sequence of numbers in [0, 1) makes, taken in order (round again if used up). */
function rngFrom(seq: readonly number[]): () => number {
  let i = 0;
  return () => seq[i++ % seq.length] ?? 0;
}
const seqArb = fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32), { minLength: 1, maxLength: 6 });

describe('resolveAction then dispatch = dispatch with the same rng (resolve.ts: dispatch draws a prefix of the dice resolved)', () => {
  it('for creatures with counters and Undead Fortitude, along random histories, every preset × nature × role', () => {
    let fortitudes = 0;
    fc.assert(fc.property(
      fc.constantFrom(...combos).chain(withStatBlock), fc.array(everyActionWithStatBlockArb, { maxLength: 8 }), fc.integer(),
      statBlockActionArb, seqArb,
      (init, history, seed, action, seq) => {
        const c = history.reduce<Creature>((x, next, i) => dispatch(x, next as Action, { rng: mulberry32(seed + i) }).creature, createCreature(init));
        const expected = dispatch(c, action as Action, { rng: rngFrom(seq) });
        const resolved = resolveAction(c, action as Action, rngFrom(seq));
        expect(dispatch(c, resolved)).toEqual(expected);
        if (expected.events.some((e) => e.type === 'undead-fortitude')) fortitudes += 1;
      },
    ), {
      numRuns: 4 * NUM_RUNS,
      // A zombie about to drop, its save left to the dice: always tried.
      examples: [[
        { name: 'Zombie', preset: 'srd-2024', maxHp: 15, currentHp: 4, role: 'minion', traits: ['undead-fortitude'], resources: { autoStabilizeUses: 1 } },
        [], 1, { type: 'damage', amount: 9 }, [0.2, 0.7],
      ]],
    });
    expect(fortitudes).toBeGreaterThan(0);
  });

  it('fortitudeDue says exactly when dispatch rolls the save, and with which DC', () => {
    fc.assert(fc.property(
      fc.constantFrom(...combos).chain(withStatBlock), fc.array(everyActionWithStatBlockArb, { maxLength: 8 }), fc.integer(), singleDamageArb,
      (init, history, seed, damage) => {
        const c = history.reduce<Creature>((x, next, i) => dispatch(x, next as Action, { rng: mulberry32(seed + i) }).creature, createCreature(init));
        const r = dispatch(c, damage as Action, { rng: mulberry32(seed) });
        const save = r.events.find((e) => e.type === 'undead-fortitude');
        const due = fortitudeDue(c, damage as DamageAction);
        if (r.error) return;
        expect(save?.values.dc).toBe(due?.dc);
      },
    ), { numRuns: 2 * NUM_RUNS });
  });
});
