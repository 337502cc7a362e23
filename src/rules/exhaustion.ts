// Exhaustion 0..6 (RULES.md "Rests and Exhaustion"; plano-espiritual "Exaustão nível 6").
import { enterRecuo } from './enter-recuo';
import { event, refuse, unchanged, type Outcome } from './events';
import { fall } from './fall';
import { cloneCreature, isInPlay } from './hp';
import { isDesencarnadoCharacter } from './presets';
import type { Creature, RulesEvent } from './types';
import { isInteger } from './validate';

const DEADLY_LEVEL = 6;
/** "Exaustão nível 6: Recuo, e a Exaustão fica em 5." */
const RECUO_LEVEL = 5;

export function changeExhaustion(c: Creature, a: { delta: number }): Outcome {
  if (!isInteger(a.delta)) return refuse('invalid-amount');
  const inRecuo = c.status === 'recuo';
  if (!isInPlay(c) && !inRecuo) return refuse('not-alive');
  // In Recuo the level can be adjusted but never triggers a second Recuo.
  const ceiling = inRecuo ? RECUO_LEVEL : DEADLY_LEVEL;
  const from = c.exhaustion;
  const to = Math.min(ceiling, Math.max(0, from + a.delta));
  if (to === from) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('exhaustion-changed', { from, to })];
  n.exhaustion = to;
  // Levels that need light are part of the total; losing levels can take them too.
  n.exhaustionNeedsLight = Math.min(n.exhaustionNeedsLight, to);
  if (to === DEADLY_LEVEL) {
    if (isDesencarnadoCharacter(n)) {
      n.exhaustion = RECUO_LEVEL;
      enterRecuo(n, 'exhaustion', events);
    } else {
      fall(n, 'exhaustion', events);
    }
  }
  return { creature: n, events };
}
