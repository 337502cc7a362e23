// Short and Long Rests and the passing of time (RULES.md "Rests and Exhaustion").
import { leaveRecuo } from './enter-recuo';
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature, effectiveMax } from './hp';
import { keepsFailures } from './presets';
import { countRounds, countsRounds } from './revival';
import type { Creature, RulesEvent } from './types';
import { amountProblem } from './validate';
import { spentHitDice } from './sheet-numbers';
import { HIT_DIE_KEYS, type HitDice } from './types';
import { endKnockOut, regainFromZero } from './zero-hp';
import { restOnCounters } from './counters';

/** databook: failures stay "até a criatura completar um Descanso Curto". */
function clearKeptFailures(n: Creature, events: RulesEvent[]): void {
  if (!keepsFailures(n.preset) || n.deathSaves.failures === 0) return;
  n.deathSaves.failures = 0;
  events.push(event('counts-reset', { ...n.deathSaves }));
}

/** Ten rounds a minute. */
const ROUNDS_PER_HOUR = 600;

/**
 * A Short Rest cannot be taken at 0 HP; it ends a knock-out ("Omráčení tvora") and brings back
 * the counters that recover on a Short Rest (RULES.md "Counters").
 */
export function shortRest(c: Creature): Outcome {
  if (c.status !== 'alive') return refuse('not-alive');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('short-rest')];
  clearKeptFailures(n, events);
  endKnockOut(n, events);
  restOnCounters(n, 'short', events);
  return { creature: n, events };
}

/**
 * Long Rest: needs at least 1 HP; HP to the effective maximum; all spent Hit Point Dice
 * come back (2024; `hitDiceRegained` in the event), and every counter but 'never' ones
 * ('dawn' counts as a Long Rest: RULES.md "Counters"); temporary HP expire
 * (srd-2024 "Trvání"); one Exhaustion level removed, a Recuo level only in a Local Iluminado
 * (plano-espiritual "só pode ser removido por Descanso Longo em Local Iluminado").
 */
export function longRest(c: Creature, a: { lit?: boolean }): Outcome {
  if (c.status === 'dying' || c.status === 'stable') return refuse('long-rest-needs-hp');
  if (c.status !== 'alive') return refuse('not-alive');
  const lit = a.lit === true;
  const n = cloneCreature(c);
  const after: RulesEvent[] = [];
  n.hp.current = effectiveMax(n);
  n.hp.temp = 0;
  clearKeptFailures(n, after);
  endKnockOut(n, after);
  const ordinary = n.exhaustion - n.exhaustionNeedsLight;
  let exhaustionRemoved = 0;
  if (ordinary > 0) {
    exhaustionRemoved = 1;
  } else if (lit && n.exhaustionNeedsLight > 0) {
    exhaustionRemoved = 1;
    n.exhaustionNeedsLight -= 1;
  }
  if (exhaustionRemoved > 0) {
    after.push(event('exhaustion-changed', { from: n.exhaustion, to: n.exhaustion - 1 }));
    n.exhaustion -= 1;
  }
  // 2024: "A Long Rest regains all spent Hit Point Dice".
  const hitDiceRegained = spentHitDice(c.hitDice);
  if (hitDiceRegained > 0) n.hitDice = allUnspent(c.hitDice);
  restOnCounters(n, 'long', after);
  return { creature: n, events: [event('long-rest', { exhaustionRemoved, lit, hitDiceRegained }), ...after] };
}

/** Every size with nothing spent (a new object: cloneCreature shares hitDice with the input). */
function allUnspent(hitDice: HitDice): HitDice {
  const next: HitDice = {};
  for (const key of HIT_DIE_KEYS) {
    const pool = hitDice[key];
    if (pool) next[key] = { max: pool.max, spent: 0 };
  }
  return next;
}

/**
 * Time passing: srd-2024 "Stabilizovaný tvor, který není léčen, získá zpět 1 Život po 1d4
 * hodinách"; after Recuo, waking at the post (Leve, 1d4 days) or Perdido (1d4 hours).
 */
export function passTime(c: Creature, a: { hours?: number; rounds?: number }): Outcome {
  if (a.hours === undefined && a.rounds === undefined) return refuse('invalid-amount');
  const invalid = (a.hours === undefined ? null : amountProblem(a.hours)) ?? (a.rounds === undefined ? null : amountProblem(a.rounds));
  if (invalid) return refuse(invalid);
  const hours = a.hours ?? 0;
  const rounds = a.rounds ?? 0;
  if (hours === 0) return passRounds(c, rounds);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('time-passed', { hours })];
  // An hour is far past Revivify's minute (a round is about 6 seconds).
  countRounds(n, hours * ROUNDS_PER_HOUR + rounds, events);
  if (n.status === 'stable' && n.stableHoursUntilWake !== null) {
    const left = n.stableHoursUntilWake - hours;
    if (left > 0) {
      n.stableHoursUntilWake = left;
    } else {
      n.hp.current = 1;
      regainFromZero(n, events);
    }
  }
  const recuo = n.recuo;
  if (n.status === 'recuo' && recuo?.hoursUntilWake !== undefined && (recuo.outcome === 'posto' || recuo.outcome === 'perdido')) {
    const left = recuo.hoursUntilWake - hours;
    if (left > 0) {
      recuo.hoursUntilWake = left;
    } else {
      leaveRecuo(n, () => 1);
      events.push(event('recuo-woke', { outcome: recuo.outcome, distanceKm: recuo.distanceKm }));
    }
  }
  return { creature: n, events };
}

/**
 * Rounds of game time said to pass outside the turn order ("a minute has passed"): they count
 * toward Revivify's minute for a dead creature or one in Recuo. A creature in play keeps its
 * durations on the turn order, so for it nothing changes.
 */
function passRounds(c: Creature, rounds: number): Outcome {
  if (!countsRounds(c) || rounds === 0) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('time-passed', { rounds })];
  countRounds(n, rounds, events);
  return { creature: n, events };
}
