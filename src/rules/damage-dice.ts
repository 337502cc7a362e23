// Damage dice (shared/RULES.md "Damage dice"; srd-2024 "Hody na zranění", "Kritické zásahy"): a
// formula is parts of NdS + B, each of one damage type. Rolling happens outside dispatch (the
// app's dice, or the player's): dispatch receives amounts. Randomness only through `rng`.
import { checkedRng, rollDie } from './dice';
import { LIMITS } from './limits';
import { DAMAGE_TYPES, type DamageType } from './types';
import { isInteger, isOneOf, isPlainObject } from './validate';

/** One part of a damage formula: `count` dice of `sides` plus `bonus` (count 0: a flat amount, sides 0). */
export interface DamageDice {
  count: number;
  sides: number;
  bonus: number;
  damageType?: DamageType;
}

/** One part rolled: its amount (never below 0), its type, and every die as it fell. */
export interface RolledDamage {
  amount: number;
  damageType?: DamageType;
  rolls: number[];
}

const within = (x: unknown, min: number, max: number): x is number => isInteger(x) && x >= min && x <= max;

/** Dice the rules can work with: count 0..100, sides 1..100 (0..100 with no dice), bonus ±1,000, a known type. */
export function isDamageDice(x: unknown): x is DamageDice {
  if (!isPlainObject(x)) return false;
  const { count, sides, bonus, damageType } = x;
  return within(count, 0, LIMITS.damageDice) && within(sides, count === 0 ? 0 : 1, LIMITS.damageDieSides)
    && within(bonus, -LIMITS.damageBonus, LIMITS.damageBonus) && (damageType === undefined || isOneOf(DAMAGE_TYPES, damageType));
}

function checked(d: DamageDice): DamageDice {
  if (!isDamageDice(d)) throw new RangeError('damage dice: count 0..100, sides 1..100, bonus within ±1,000, a known damage type');
  return d;
}

/**
 * The average: ⌊N × (S + 1) ÷ 2⌋ + B, never below 0 ("je možné udělit 0 zranění, ale ne
 * záporné"). 2d8 + 4 is 13, 1d6 + 2 is 5. @throws RangeError for dice isDamageDice refuses.
 */
export function damageAverage(d: DamageDice): number {
  const { count, sides, bonus } = checked(d);
  return Math.max(0, Math.floor((count * (sides + 1)) / 2) + bonus);
}

/**
 * Rolls each part with `rng` (uniform in [0, 1)). On a critical hit the dice are rolled twice (2N
 * dice) and B is added once (srd-2024 "Kritické zásahy": "hoď 2d4 … a přičti svůj relevantní
 * modifikátor"). An amount is never below 0. @throws RangeError for dice isDamageDice refuses,
 * and when rng throws or leaves [0, 1).
 */
export function rollDamage(dice: readonly DamageDice[], options: { critical?: boolean }, rng: () => number): RolledDamage[] {
  const draw = checkedRng(rng);
  const times = options.critical === true ? 2 : 1;
  return dice.map((part) => {
    const { count, sides, bonus, damageType } = checked(part);
    const rolls = Array.from({ length: count * times }, () => rollDie(sides, draw));
    const amount = Math.max(0, rolls.reduce((sum, value) => sum + value, bonus));
    return damageType === undefined ? { amount, rolls } : { amount, damageType, rolls };
  });
}

/** "2d8+4", "1d6", "1d4-1", or the flat "7". The type is the UI's to translate. @throws RangeError as damageAverage. */
export function formatDamageDice(d: DamageDice): string {
  const { count, sides, bonus } = checked(d);
  if (count === 0) return String(bonus);
  return `${count}d${sides}${bonus > 0 ? `+${bonus}` : bonus < 0 ? `-${-bonus}` : ''}`;
}

/** A whole formula with the English type ids, as parseDamageFormula reads it: "1d6+2 piercing, 2d6 poison". */
export function formatDamageFormula(dice: readonly DamageDice[]): string {
  return dice.map((d) => (d.damageType === undefined ? formatDamageDice(d) : `${formatDamageDice(d)} ${d.damageType}`)).join(', ');
}

/** The longest formula read: a stat block's line, with room to spare. */
const MAX_FORMULA_LENGTH = 200;

/** One part: dice ("2d8 + 4", "d6", "1d4 − 1") or a flat amount ("7"), then a damage type and "damage", both optional. */
const PART = /^(?:(\d{0,3})\s*d\s*(\d{1,3})\s*(?:([+\-−])\s*(\d{1,4}))?|(\d{1,4}))(?:\s+([a-z]+)(?:\s+damage)?)?$/i;

/**
 * Reads "1d6+2 piercing, 2d6 poison", "2d8 + 4", "7" or "1d10 Fire damage plus 1d6 poison"
 * (parts separated by commas, semicolons or "plus"; types as the English ids, any case). Null
 * for anything it cannot read whole: an unknown type, a part left empty, 0 dice, numbers past
 * isDamageDice's bounds.
 */
export function parseDamageFormula(text: string): DamageDice[] | null {
  if (typeof text !== 'string' || text.length > MAX_FORMULA_LENGTH) return null;
  const chunks = text.split(/,|;|\bplus\b/i).map((chunk) => chunk.trim());
  if (chunks.length > LIMITS.damageParts) return null;
  const dice: DamageDice[] = [];
  for (const chunk of chunks) {
    const match = PART.exec(chunk);
    if (!match) return null;
    const [, count, sides, sign, bonus, flat, type] = match;
    const part: DamageDice = flat !== undefined
      ? { count: 0, sides: 0, bonus: Number(flat) }
      : { count: count ? Number(count) : 1, sides: Number(sides), bonus: sign === '+' ? Number(bonus) : 0 - Number(bonus ?? 0) };
    if (type !== undefined) {
      const id = type.toLowerCase();
      if (!isOneOf(DAMAGE_TYPES, id)) return null;
      part.damageType = id;
    }
    // No dice written as dice ("0d6"): a flat amount is written as a number.
    if (flat === undefined && part.count === 0) return null;
    if (!isDamageDice(part)) return null;
    dice.push(part);
  }
  return dice;
}
