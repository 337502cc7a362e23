// Short and Long Rests and the passing of time (RULES.md "Rests and Exhaustion").
import { leaveRecuo } from './enter-recuo';
import { event, refuse, type Outcome } from './events';
import { cloneCreature, effectiveMax } from './hp';
import { keepsFailures } from './presets';
import type { Creature, RulesEvent } from './types';
import { amountProblem } from './validate';
import { endKnockOut, regainFromZero } from './zero-hp';

/** databook: failures stay "até a criatura completar um Descanso Curto". */
function clearKeptFailures(n: Creature, events: RulesEvent[]): void {
  if (!keepsFailures(n.preset) || n.deathSaves.failures === 0) return;
  n.deathSaves.failures = 0;
  events.push(event('counts-reset', { ...n.deathSaves }));
}

/** A Short Rest cannot be taken at 0 HP; it ends a knock-out ("Omráčení tvora"). */
export function shortRest(c: Creature): Outcome {
  if (c.status !== 'alive') return refuse('not-alive');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('short-rest')];
  clearKeptFailures(n, events);
  endKnockOut(n, events);
  return { creature: n, events };
}

/**
 * Long Rest: needs at least 1 HP; HP to the effective maximum; temporary HP expire
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
  return { creature: n, events: [event('long-rest', { exhaustionRemoved, lit }), ...after] };
}

/**
 * Time passing: srd-2024 "Stabilizovaný tvor, který není léčen, získá zpět 1 Život po 1d4
 * hodinách"; after Recuo, waking at the post (Leve, 1d4 days) or Perdido (1d4 hours).
 */
export function passTime(c: Creature, a: { hours: number }): Outcome {
  const invalid = amountProblem(a.hours);
  if (invalid) return refuse(invalid);
  if (a.hours === 0) return { creature: c, events: [] };
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('time-passed', { hours: a.hours })];
  if (n.status === 'stable' && n.stableHoursUntilWake !== null) {
    const left = n.stableHoursUntilWake - a.hours;
    if (left > 0) {
      n.stableHoursUntilWake = left;
    } else {
      n.hp.current = 1;
      regainFromZero(n, events);
    }
  }
  const recuo = n.recuo;
  if (n.status === 'recuo' && recuo?.hoursUntilWake !== undefined && (recuo.outcome === 'posto' || recuo.outcome === 'perdido')) {
    const left = recuo.hoursUntilWake - a.hours;
    if (left > 0) {
      recuo.hoursUntilWake = left;
    } else {
      leaveRecuo(n, () => 1);
      events.push(event('recuo-woke', { outcome: recuo.outcome, distanceKm: recuo.distanceKm }));
    }
  }
  return { creature: n, events };
}
