// Bringing back the dead and those in Recuo (srd-2024 "Skon postavy"; plano-espiritual
// "Magias de retorno").
import { leaveRecuo } from './enter-recuo';
import { event, refuse, type Outcome } from './events';
import { cloneCreature, effectiveMax, removeCondition } from './hp';
import type { Creature } from './types';
import { isAmount } from './validate';

/** Revivify works "até 1 minuto após o Recuo" (and srd Revivify: within 1 minute of death). */
const REVIVIFY_MINUTES = 1;

/** A revived creature must have a maximum to live in, and cannot be alive at Exhaustion 6. */
function returnFromDeath(n: Creature, hp: (n: Creature) => number): void {
  if (effectiveMax(n) === 0) n.hp.maxReduction = 0;
  n.status = 'alive';
  n.hp.current = Math.max(1, Math.min(hp(n), effectiveMax(n)));
  n.exhaustion = Math.min(n.exhaustion, 5);
  n.exhaustionNeedsLight = Math.min(n.exhaustionNeedsLight, n.exhaustion);
  n.deathSaves = { successes: 0, failures: 0 };
  n.record = { damageAtZero: false, resourceAltered: null };
  removeCondition(n, 'unconscious');
}

/**
 * "Revivificar ... desfaz o Recuo: a criatura volta ao local com 1 PV e sem o nível extra de
 * Exaustão." Dispersed and dissolved creatures are not dead in that sense: refused.
 */
export function revivify(c: Creature, a: { minutesSinceRecuo: number }): Outcome {
  if (!isAmount(a.minutesSinceRecuo)) return refuse('invalid-amount');
  if (c.status !== 'recuo' && c.status !== 'dead') return refuse('not-dead');
  if (a.minutesSinceRecuo > REVIVIFY_MINUTES) return refuse('revivify-too-late');
  const n = cloneCreature(c);
  if (n.recuo) {
    const gained = n.recuo.exhaustionGained;
    n.exhaustion = Math.max(0, n.exhaustion - gained);
    n.exhaustionNeedsLight = Math.min(n.exhaustion, Math.max(0, n.exhaustionNeedsLight - gained));
    leaveRecuo(n, () => 1);
  } else {
    returnFromDeath(n, () => 1);
  }
  return { creature: n, events: [event('revivified')] };
}

/**
 * Raise Dead (1 HP) and Resurrection (full HP). After Recuo they "revelam o paradeiro ... e
 * o trazem de volta se ele estiver Perdido; para quem está Capturado, só o resgate funciona".
 */
export function raiseDead(c: Creature, a: { spell: 'raise-dead' | 'resurrection' }): Outcome {
  if (a.spell !== 'raise-dead' && a.spell !== 'resurrection') return refuse('unknown-action');
  const hp = (n: Creature): number => (a.spell === 'resurrection' ? effectiveMax(n) : 1);
  const n = cloneCreature(c);
  if (c.status === 'recuo' && c.recuo) {
    if (!c.recuo.outcome) return refuse('recuo-unresolved');
    if (c.recuo.outcome === 'capturado') return refuse('needs-rescue');
    // A creature waking at an aid post is not lost: the spell only reveals where it is.
    if (c.recuo.outcome === 'posto') return refuse('not-dead');
    leaveRecuo(n, hp);
  } else if (c.status === 'dead') {
    returnFromDeath(n, hp);
  } else {
    return refuse('not-dead');
  }
  return { creature: n, events: [event('raised', { spell: a.spell })] };
}
