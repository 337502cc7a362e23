// Stabilizing, first aid and removing failures (RULES.md "Death saves", "Stabilizing").
import { dieValue, type Rng } from './dice';
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature, isInPlay, markResource } from './hp';
import { tracksStableWake } from './presets';
import { STABILIZE_METHODS, type Action, type Creature, type RulesEvent } from './types';
import { amountProblem, isDie, isOneOf, signedProblem } from './validate';
import { becomeStable, endKnockOut } from './zero-hp';

type StabilizeAction = Extract<Action, { type: 'stabilize' }>;

/** srd-2024 "Stabilizace postavy" and "Omráčení tvora": Wisdom (Medicine) DC 10. */
const MEDICINE_DC = 10;

/**
 * Help + Medicine DC 10, a Healer's Kit (no check), Spare the Dying, or (plano-espiritual
 * "Estabilizar") the Passe in Amparo mode. "Estabilizar não remove falhas acumuladas."
 */
export function stabilize(c: Creature, a: StabilizeAction, rng?: Rng): Outcome {
  if (!isOneOf(STABILIZE_METHODS, a.method)) return refuse('unknown-action');
  const badCheck = a.check === undefined ? null : signedProblem(a.check, 'invalid-check');
  if (badCheck) return refuse(badCheck);
  if (a.wakeRoll !== undefined && !isDie(a.wakeRoll, 4)) return refuse('invalid-roll');
  if (a.method === 'passe-amparo' && c.preset !== 'plano-espiritual') return refuse('method-unavailable');
  if (c.status !== 'dying') return refuse('not-at-zero');
  if (a.method === 'medicine') {
    if (a.check === undefined) return refuse('check-required');
    if (a.check < MEDICINE_DC) {
      return unchanged(c, [event('stabilize-failed', { method: a.method, check: a.check, dc: MEDICINE_DC })]);
    }
  }
  // srd-2024 "získá zpět 1 Život po 1d4 hodinách": the die is needed now (decisions: refuse without it).
  const wakeHours = tracksStableWake(c.preset) ? dieValue(a.wakeRoll, 4, rng) : null;
  if (tracksStableWake(c.preset) && wakeHours === null) return refuse('invalid-roll');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  becomeStable(n, a.method, wakeHours, events);
  return { creature: n, events };
}

/** srd-2024 "Omráčení tvora": first aid with a Wisdom (Medicine) check DC 10 ends it early. */
export function firstAid(c: Creature, a: { check: number }): Outcome {
  const badCheck = signedProblem(a.check, 'invalid-check');
  if (badCheck) return refuse(badCheck);
  if (!c.knockedOut) return refuse('not-knocked-out');
  if (a.check < MEDICINE_DC) {
    return unchanged(c, [event('stabilize-failed', { method: 'first-aid', check: a.check, dc: MEDICINE_DC })]);
  }
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  endKnockOut(n, events);
  return { creature: n, events };
}

/** databook resource "remover falhas" (and "um efeito específico"). */
export function removeFailures(c: Creature, a: { count: number }): Outcome {
  const invalid = amountProblem(a.count);
  if (invalid) return refuse(invalid);
  if (!isInPlay(c)) return refuse('not-alive');
  const removed = Math.min(a.count, c.deathSaves.failures);
  if (removed === 0) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  n.deathSaves.failures -= removed;
  events.push(event('failures-removed', { count: removed, failures: n.deathSaves.failures }));
  markResource(n, 'removeFailures', events);
  return { creature: n, events };
}
