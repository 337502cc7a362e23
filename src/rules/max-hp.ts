// Effects that lower the maximum HP (srd-2024 "Maximum Životů 0"; plano-espiritual
// "Pontos de Vida máximos reduzidos a 0").
import { event, refuse, unchanged, type Outcome } from './events';
import { fall } from './fall';
import { cloneCreature, effectiveMax, isInPlay } from './hp';
import type { Creature, RulesEvent } from './types';
import { amountProblem } from './validate';

/** "Tvor zemře, pokud jeho maximum Životů dosáhne 0" (desencarnado: Recuo, 2 Exhaustion levels). */
export function reduceMaxHp(c: Creature, a: { amount: number }): Outcome {
  const invalid = amountProblem(a.amount);
  if (invalid) return refuse(invalid);
  if (!isInPlay(c)) return refuse('not-alive');
  const reduction = Math.min(c.hp.max, c.hp.maxReduction + a.amount);
  if (reduction === c.hp.maxReduction) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  n.hp.maxReduction = reduction;
  const effMax = effectiveMax(n);
  n.hp.current = Math.min(n.hp.current, effMax);
  events.push(event('max-hp-reduced', { amount: reduction - c.hp.maxReduction, effectiveMax: effMax }));
  if (effMax === 0) fall(n, 'max-hp-zero', events);
  return { creature: n, events };
}

/** Ending a reducing effect gives the maximum back, but no HP. */
export function restoreMaxHp(c: Creature, a: { amount: number }): Outcome {
  const invalid = amountProblem(a.amount);
  if (invalid) return refuse(invalid);
  const restored = Math.min(a.amount, c.hp.maxReduction);
  if (restored === 0) return unchanged(c);
  const n = cloneCreature(c);
  n.hp.maxReduction -= restored;
  return { creature: n, events: [event('max-hp-restored', { amount: restored, effectiveMax: effectiveMax(n) })] };
}
