// @vitest-environment node
// shared/RULES.md "Armor Class, attacks, counters and monster traits": the attack roll against an
// Armor Class, and damage dice (srd-2024 "Hody na zranění", "Kritické zásahy"). Each test names
// the line it checks; expected values are worked by hand from it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DAMAGE_TYPES, LIMITS, attackOutcome, damageAverage, formatDamageDice, formatDamageFormula, isDamageDice, parseDamageFormula, rollDamage,
  type AttackOutcome, type DamageDice,
} from './index';
import { diceRng, mulberry32 } from './test-helpers';

describe('attackOutcome: "A natural 20 always hits and is a critical hit; a natural 1 always misses; otherwise it hits when d20 + bonus ≥ ac"', () => {
  it.each<[string, { d20: number; bonus: number; ac?: number | null }, AttackOutcome]>([
    ['"otherwise it hits when d20 + bonus ≥ ac": 10 + 5 against 15 (equal) hits', { d20: 10, bonus: 5, ac: 15 }, 'hit'],
    ['10 + 4 against 15 misses', { d20: 10, bonus: 4, ac: 15 }, 'miss'],
    ['19 + 0 against 19 hits (19 is no critical)', { d20: 19, bonus: 0, ac: 19 }, 'hit'],
    ['a negative bonus: 12 − 3 against 10 misses', { d20: 12, bonus: -3, ac: 10 }, 'miss'],
    ['"A natural 20 always hits and is a critical hit": 20 − 5 against Armor Class 99', { d20: 20, bonus: -5, ac: 99 }, 'critical'],
    ['a natural 20 against an easy Armor Class is still a critical hit', { d20: 20, bonus: 10, ac: 5 }, 'critical'],
    ['"a natural 1 always misses": 1 + 30 against Armor Class 5', { d20: 1, bonus: 30, ac: 5 }, 'miss'],
    ['Armor Class 0: 2 − 5 is below it and misses', { d20: 2, bonus: -5, ac: 0 }, 'miss'],
    ['"With no ac, the query answers unknown and the GM says hit or miss"', { d20: 12, bonus: 5 }, 'unknown'],
    ['no ac given as null', { d20: 12, bonus: 5, ac: null }, 'unknown'],
    ['a natural 20 with no ac: it "always hits", whatever the Armor Class', { d20: 20, bonus: 0 }, 'critical'],
    ['a natural 1 with no ac: it "always misses"', { d20: 1, bonus: 9 }, 'miss'],
  ])('%s', (_rule, roll, outcome) => {
    expect(attackOutcome(roll)).toBe(outcome);
  });

  it.each<[string, { d20: number; bonus: number; ac?: number }]>([
    ['a d20 of 0', { d20: 0, bonus: 5, ac: 10 }],
    ['a d20 of 21', { d20: 21, bonus: 5, ac: 10 }],
    ['a fractional d20', { d20: 10.5, bonus: 5, ac: 10 }],
    ['a bonus that is not a number', { d20: 10, bonus: Number.NaN, ac: 10 }],
    ['an Armor Class above 99 ("an integer 0..99")', { d20: 10, bonus: 5, ac: 100 }],
  ])('numbers it cannot read answer unknown, never an exception (%s)', (_name, roll) => {
    expect(attackOutcome(roll)).toBe('unknown');
  });

  it('"d20 is the natural die kept (with Advantage the higher of two, with Disadvantage the lower)": a property over every roll', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: -5, max: 15 }), fc.integer({ min: 0, max: LIMITS.ac }),
      (a, b, bonus, ac) => {
        const advantage = attackOutcome({ d20: Math.max(a, b), bonus, ac });
        const rank: Record<AttackOutcome, number> = { miss: 0, unknown: 1, hit: 2, critical: 3 };
        // Advantage never does worse than either die alone.
        expect(rank[advantage]).toBeGreaterThanOrEqual(rank[attackOutcome({ d20: a, bonus, ac })]);
        const outcome = attackOutcome({ d20: a, bonus, ac });
        expect(outcome).toBe(a === 20 ? 'critical' : a === 1 ? 'miss' : a + bonus >= ac ? 'hit' : 'miss');
      },
    ));
  });
});

describe('damage dice: "Averages are ⌊N × (S + 1) ÷ 2⌋ + B"', () => {
  it.each<[string, DamageDice, number]>([
    ['2d8 + 4: ⌊2 × 9 ÷ 2⌋ + 4 = 13 (SRD stat blocks write "13 (2d8 + 4)")', { count: 2, sides: 8, bonus: 4 }, 13],
    ['1d6 + 2: ⌊7 ÷ 2⌋ + 2 = 5', { count: 1, sides: 6, bonus: 2 }, 5],
    ['2d6: 7', { count: 2, sides: 6, bonus: 0 }, 7],
    ['3d4: ⌊15 ÷ 2⌋ = 7', { count: 3, sides: 4, bonus: 0 }, 7],
    ['a flat 7 (count 0)', { count: 0, sides: 0, bonus: 7 }, 7],
    ['1d4 − 3 is −1, but "it is possible to deal 0 damage, but not negative damage"', { count: 1, sides: 4, bonus: -3 }, 0],
  ])('%s', (_rule, dice, average) => {
    expect(damageAverage(dice)).toBe(average);
  });

  it('dice out of bounds are refused with a RangeError', () => {
    for (const bad of [{ count: -1, sides: 6, bonus: 0 }, { count: 1, sides: 0, bonus: 0 }, { count: LIMITS.damageDice + 1, sides: 6, bonus: 0 }, { count: 1, sides: 6, bonus: 1.5 }]) {
      expect(() => damageAverage(bad)).toThrow(RangeError);
    }
  });
});

describe('rollDamage: "On a critical hit the dice are rolled twice (2N dice) and B is added once"', () => {
  it('1d6 + 2 piercing and 2d6 poison (a bite): each part its own dice, in order (4, then 1 and 6)', () => {
    const rolled = rollDamage(
      [{ count: 1, sides: 6, bonus: 2, damageType: 'piercing' }, { count: 2, sides: 6, bonus: 0, damageType: 'poison' }],
      {}, diceRng([4, 6], [1, 6], [6, 6]),
    );
    expect(rolled).toEqual([{ amount: 6, damageType: 'piercing', rolls: [4] }, { amount: 7, damageType: 'poison', rolls: [1, 6] }]);
  });

  it('srd-2024 "Kritické zásahy": a Dagger\'s 1d4 + 3 on a critical hit is 2d4 + 3 (3 and 2 → 8), the modifier once', () => {
    const [part] = rollDamage([{ count: 1, sides: 4, bonus: 3 }], { critical: true }, diceRng([3, 4], [2, 4]));
    expect(part).toEqual({ amount: 8, rolls: [3, 2] });
  });

  it('a flat amount rolls nothing, critical or not', () => {
    expect(rollDamage([{ count: 0, sides: 0, bonus: 7, damageType: 'fire' }], { critical: true }, diceRng())).toEqual([{ amount: 7, damageType: 'fire', rolls: [] }]);
  });

  it('"never below 0": 1d4 − 5 rolling 2 is 0', () => {
    expect(rollDamage([{ count: 1, sides: 4, bonus: -5 }], {}, diceRng([2, 4]))[0]!.amount).toBe(0);
  });

  it('every amount lies between its least and its most, and a critical rolls twice the dice (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ count: fc.integer({ min: 0, max: 6 }), sides: fc.constantFrom(4, 6, 8, 10, 12), bonus: fc.integer({ min: -5, max: 8 }) }), { maxLength: 4 }),
      fc.boolean(), fc.integer(),
      (dice, critical, seed) => {
        const rolled = rollDamage(dice, { critical }, mulberry32(seed));
        rolled.forEach((part, i) => {
          const d = dice[i]!;
          const n = d.count * (critical ? 2 : 1);
          expect(part.rolls).toHaveLength(n);
          expect(part.rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= d.sides)).toBe(true);
          expect(part.amount).toBe(Math.max(0, part.rolls.reduce((sum, r) => sum + r, 0) + d.bonus));
        });
      },
    ));
  });

  it('an rng that leaves [0, 1) is refused with a RangeError-like throw, never a made-up die', () => {
    expect(() => rollDamage([{ count: 1, sides: 6, bonus: 0 }], {}, () => 1)).toThrow();
  });
});

describe('parseDamageFormula: "a formula is parts of NdS + B with a damage type each (1d6+2 piercing, 2d6 poison)"', () => {
  it.each<[string, DamageDice[]]>([
    ['1d6+2 piercing, 2d6 poison', [{ count: 1, sides: 6, bonus: 2, damageType: 'piercing' }, { count: 2, sides: 6, bonus: 0, damageType: 'poison' }]],
    ['2d8 + 4', [{ count: 2, sides: 8, bonus: 4 }]],
    ['7', [{ count: 0, sides: 0, bonus: 7 }]],
    ['7 fire', [{ count: 0, sides: 0, bonus: 7, damageType: 'fire' }]],
    ['1d4 - 1 Bludgeoning', [{ count: 1, sides: 4, bonus: -1, damageType: 'bludgeoning' }]],
    ['1d4 − 1', [{ count: 1, sides: 4, bonus: -1 }]],
    ['d6 Fire', [{ count: 1, sides: 6, bonus: 0, damageType: 'fire' }]],
    ['2D10 RADIANT', [{ count: 2, sides: 10, bonus: 0, damageType: 'radiant' }]],
    ['1d10 Fire damage plus 1d6 poison damage', [{ count: 1, sides: 10, bonus: 0, damageType: 'fire' }, { count: 1, sides: 6, bonus: 0, damageType: 'poison' }]],
    ['  3d6 ; 1d8+1 slashing ', [{ count: 3, sides: 6, bonus: 0 }, { count: 1, sides: 8, bonus: 1, damageType: 'slashing' }]],
  ])('reads "%s"', (text, dice) => {
    expect(parseDamageFormula(text)).toEqual(dice);
  });

  it.each([
    ['empty', ''],
    ['an unknown type', '2d8 + 4 ice'],
    ['words only', 'a bite'],
    ['a part left empty', '2d8,'],
    ['no dice written as dice', '0d6'],
    ['two bonuses', '1d6+2+1'],
    ['dice in the bonus', '1d6+1d4'],
    ['a type not in English ids', '1d6 fogo'],
    ['more dice than the bounds', `${LIMITS.damageDice + 1}d6`],
    ['a die of 101 sides', '1d101'],
    ['a bonus past ±1,000', '1d6+1001'],
    ['a negative flat amount', '-3'],
  ])('returns null for anything it cannot read: %s', (_name, text) => {
    expect(parseDamageFormula(text)).toBeNull();
  });
});

describe('formatDamageDice: "2d8+4"', () => {
  it.each<[DamageDice, string]>([
    [{ count: 2, sides: 8, bonus: 4 }, '2d8+4'],
    [{ count: 1, sides: 4, bonus: -1 }, '1d4-1'],
    [{ count: 1, sides: 6, bonus: 0, damageType: 'fire' }, '1d6'],
    [{ count: 0, sides: 0, bonus: 7 }, '7'],
  ])('%o is written %s', (dice, text) => {
    expect(formatDamageDice(dice)).toBe(text);
  });

  it('a formula written and read back is the same dice (property)', () => {
    const diceArb = fc.oneof(
      fc.record({ count: fc.integer({ min: 1, max: LIMITS.damageDice }), sides: fc.integer({ min: 1, max: LIMITS.damageDieSides }), bonus: fc.integer({ min: -LIMITS.damageBonus, max: LIMITS.damageBonus }), damageType: fc.option(fc.constantFrom(...DAMAGE_TYPES), { nil: undefined }) }),
      fc.record({ count: fc.constant(0), sides: fc.constant(0), bonus: fc.integer({ min: 0, max: LIMITS.damageBonus }), damageType: fc.option(fc.constantFrom(...DAMAGE_TYPES), { nil: undefined }) }),
    ).map((d) => (d.damageType === undefined ? { count: d.count, sides: d.sides, bonus: d.bonus } : d));
    fc.assert(fc.property(fc.array(diceArb, { minLength: 1, maxLength: 5 }), (dice) => {
      expect(dice.every(isDamageDice)).toBe(true);
      expect(parseDamageFormula(formatDamageFormula(dice))).toEqual(dice);
    }));
  });
});
