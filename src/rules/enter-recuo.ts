// plano-espiritual "Recuo Perispiritual": instead of dying, the spirit is pulled away.
import { event } from './events';
import { addCondition, effectiveMax, removeCondition } from './hp';
import type { Creature, RecuoCause, RulesEvent } from './types';

/** Exhaustion never passes 5 through Recuo ("Exaustão nível 6: Recuo, e a Exaustão fica em 5"). */
const RECUO_EXHAUSTION_CAP = 5;

/**
 * "ganha 1 nível de Exaustão, que só pode ser removido por Descanso Longo em Local
 * Iluminado"; "PV máximos reduzidos a 0: Recuo imediato e mais 1 nível de Exaustão (total 2)".
 * Only the levels actually added (under the cap of 5) are recorded, so that Revivify takes
 * back exactly those.
 */
export function enterRecuo(n: Creature, cause: RecuoCause, events: RulesEvent[]): void {
  const wanted = cause === 'max-hp-zero' ? 2 : 1;
  const before = Math.min(n.exhaustion, RECUO_EXHAUSTION_CAP);
  const after = Math.min(RECUO_EXHAUSTION_CAP, before + wanted);
  const gained = after - before;
  n.exhaustion = after;
  n.exhaustionNeedsLight = Math.min(after, n.exhaustionNeedsLight + gained);
  n.status = 'recuo';
  n.hp.current = 0;
  n.hp.temp = 0;
  n.knockedOut = false;
  n.stableHoursUntilWake = null;
  n.deathSaves = { successes: 0, failures: 0 };
  addCondition(n, 'unconscious');
  n.recuo = { cause, exhaustionGained: gained, captivityDays: 0 };
  // Revivify's minute starts now.
  delete n.roundsSinceDeath;
  events.push(event('recuo', { cause, exhaustionGained: gained, exhaustion: after }));
}

/**
 * Back from Recuo with `hp` HP (waking at a post, found, rescued, revived). "os Pontos de
 * Vida máximos voltam ao normal ao despertar" after a max-HP-zero Recuo. Exhaustion stays:
 * only a lit Long Rest (or Revivify, handled by its caller) removes the Recuo level.
 */
export function leaveRecuo(n: Creature, hp: (n: Creature) => number): void {
  // A maximum lowered to 0 while in Recuo (an edit) is restored too: no one wakes with no room for HP.
  if (n.recuo?.cause === 'max-hp-zero' || effectiveMax(n) === 0) n.hp.maxReduction = 0;
  delete n.recuo;
  delete n.roundsSinceDeath;
  n.status = 'alive';
  n.hp.current = Math.max(1, Math.min(hp(n), effectiveMax(n)));
  n.deathSaves = { successes: 0, failures: 0 };
  n.record = { damageAtZero: false, resourceAltered: null };
  removeCondition(n, 'unconscious');
}
