// Spending Hit Point Dice (shared/RULES.md "Hit Point Dice, saving throws and condition
// immunities"): each die is its own action, healed through the usual healing rules.
import { dieValue, type Rng } from './dice';
import { event, refuse, type Outcome } from './events';
import { applyHealing } from './heal';
import { cloneCreature, isInPlay } from './hp';
import { hitDieKey } from './sheet-numbers';
import { HIT_DIE_KEYS, HIT_DIE_SIZES, type Creature, type HitDice, type HitDieKey, type RulesEvent } from './types';
import { isDie } from './validate';

/**
 * "roll the die (or type it), add the Constitution modifier (abilities.con), regain that many
 * HP, at least 1, through the usual healing rules (capped at the effective maximum; a stable
 * creature at 0 HP wakes)". Refused while dying (not yet stable) and out of play.
 */
export function spendHitDie(c: Creature, a: { die?: unknown; roll?: unknown }, rng?: Rng): Outcome {
  if (!(HIT_DIE_SIZES as readonly unknown[]).includes(a.die)) return refuse('unknown-action');
  const die = a.die as (typeof HIT_DIE_SIZES)[number];
  if (a.roll !== undefined && !isDie(a.roll, die)) return refuse('invalid-roll');
  if (!isInPlay(c)) return refuse('cannot-heal-dead');
  if (c.status === 'dying') return refuse('still-dying');
  const key = hitDieKey(die);
  const pool = c.hitDice[key];
  if (!pool || pool.spent >= pool.max) return refuse('no-hit-dice');
  const roll = dieValue(a.roll as number | undefined, die, rng);
  if (roll === null) return refuse('invalid-roll');
  const con = c.abilities.con;
  const healed = Math.max(1, roll + con);
  const n = cloneCreature(c);
  // Replaced whole: cloneCreature shares hitDice with the input.
  const hitDice: HitDice = { ...c.hitDice, [key]: { max: pool.max, spent: pool.spent + 1 } };
  n.hitDice = hitDice;
  const events: RulesEvent[] = [event('hit-die-spent', { die, roll, con, healed, left: pool.max - pool.spent - 1, max: pool.max })];
  applyHealing(n, healed, events);
  return { creature: n, events };
}

/**
 * The Hit Point Dice a creature can still spend, by size, smallest first: "left of max" (a size
 * the creature has none of is left out). The one place the count left is worked out.
 */
export function hitDiceLeft(hitDice: HitDice): { die: HitDieKey; left: number; max: number }[] {
  return HIT_DIE_KEYS.flatMap((die) => {
    const pool = hitDice[die];
    return pool && pool.max > 0 ? [{ die, left: Math.max(0, pool.max - pool.spent), max: pool.max }] : [];
  });
}
