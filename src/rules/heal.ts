// Healing and temporary HP (RULES.md "Healing and temporary HP").
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature, effectiveMax, isInPlay } from './hp';
import type { Creature, RulesEvent } from './types';
import { LIMITS } from './limits';
import { amountProblem, isAmount, isOneOf } from './validate';
import { endKnockOut, regainFromZero } from './zero-hp';

/**
 * srd-2024 "Léčení": add to current HP, capped at the maximum (8 at 14/20 → 20). Regaining
 * HP at 0 ends dying/stable; regaining HP ends a knock-out ("Omráčení tvora"). The dead are
 * brought back only by revival rules.
 */
export function heal(c: Creature, a: { amount: number }): Outcome {
  const invalid = amountProblem(a.amount);
  if (invalid) return refuse(invalid);
  if (!isInPlay(c)) return refuse('cannot-heal-dead');
  if (healingGain(c, a.amount) <= 0) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  applyHealing(n, a.amount, events);
  return { creature: n, events };
}

/** The HP `amount` of healing would bring, capped at the effective maximum. */
const healingGain = (c: Creature, amount: number): number => Math.min(effectiveMax(c), c.hp.current + amount) - c.hp.current;

/**
 * The usual healing path, on a working copy of a creature in play: HP up to the effective
 * maximum; at 0 HP dying or stable ends, and a knock-out ends. Nothing when nothing is gained.
 */
export function applyHealing(n: Creature, amount: number, events: RulesEvent[]): void {
  const gained = healingGain(n, amount);
  if (gained <= 0) return;
  const wasAtZero = n.hp.current === 0;
  n.hp.current += gained;
  events.push(event('healed', { amount, gained, current: n.hp.current }));
  if (wasAtZero) regainFromZero(n, events);
  else endKnockOut(n, events);
}

const KEEP = ['higher', 'current', 'new'] as const;

/**
 * srd-2024 "Dočasné Životy se neseskupují": keep the current or take the new, never the sum;
 * "Nejsou to Životy ani léčení": they never wake a creature at 0 HP.
 */
export function tempHp(c: Creature, a: { amount: number; keep?: 'higher' | 'current' | 'new' }): Outcome {
  if (!isAmount(a.amount)) return refuse('invalid-amount');
  // Stored as they are, so they have a cap of their own (src/rules/limits.ts).
  if (a.amount > LIMITS.tempHp) return refuse('temp-hp-too-large');
  if (a.keep !== undefined && !isOneOf(KEEP, a.keep)) return refuse('unknown-action');
  if (!isInPlay(c)) return refuse('not-alive');
  const keep = a.keep ?? 'higher';
  const old = c.hp.temp;
  const temp = keep === 'current' ? old : keep === 'new' ? a.amount : Math.max(old, a.amount);
  if (temp === old) return unchanged(c);
  const n = cloneCreature(c);
  n.hp.temp = temp;
  return { creature: n, events: [event('temp-hp', { amount: a.amount, kept: 'new', temp })] };
}
