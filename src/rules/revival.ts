// Bringing back the dead and those in Recuo (srd-2024 "Skon postavy"; plano-espiritual
// "Magias de retorno").
import { leaveRecuo } from './enter-recuo';
import { event, refuse, type Outcome } from './events';
import { cloneCreature, effectiveMax, removeCondition } from './hp';
import { LIMITS } from './limits';
import type { Creature, RulesEvent } from './types';
import { isAmount } from './validate';

/** Revivify works "até 1 minuto após o Recuo" (and srd Revivify: within 1 minute of death). */
const REVIVIFY_MINUTES = 1;
/** A minute of game time is ten rounds, however long the table talks. */
const REVIVIFY_ROUNDS = LIMITS.revivifyRounds;
/** Counting stops here: "more than a minute" is all Revivify needs to know. */
const ROUNDS_COUNTED = REVIVIFY_ROUNDS + 1;

/** Dead or in Recuo: what Revivify can undo, and what counts the rounds since. */
const waitsForRevivify = (c: Creature): boolean => c.status === 'dead' || c.status === 'recuo';

/**
 * Revivify's minute, in rounds: how many have been counted since the death or Recuo, and how
 * many more rounds after this one it still works (0: this is the last; −1: the minute has
 * passed). Null for a creature that is not dead or in Recuo.
 */
export function revivifyWindow(c: Creature): { rounds: number; left: number } | null {
  if (!waitsForRevivify(c)) return null;
  const rounds = c.roundsSinceDeath ?? 0;
  return { rounds, left: Math.max(-1, REVIVIFY_ROUNDS - rounds) };
}

/** The minutes the `revivify` action states, from the rounds counted (10 rounds are 1 minute; 11 are more). */
export function revivifyMinutes(c: Creature): number {
  return Math.ceil((c.roundsSinceDeath ?? 0) / REVIVIFY_ROUNDS);
}

/**
 * `rounds` more rounds pass for a dead creature or one in Recuo (in place on `n`): counted up
 * to "the minute has passed", with an event saying how many Revivify has left. Returns whether
 * anything changed.
 */
export function countRounds(n: Creature, rounds: number, events: RulesEvent[]): boolean {
  const before = n.roundsSinceDeath ?? 0;
  if (!waitsForRevivify(n) || rounds <= 0 || before >= ROUNDS_COUNTED) return false;
  const after = Math.min(ROUNDS_COUNTED, before + rounds);
  n.roundsSinceDeath = after;
  events.push(event('revivify-rounds', { rounds: after, left: Math.max(-1, REVIVIFY_ROUNDS - after) }));
  return true;
}

/** Whether another round would still change the count (it stops once the minute has passed). */
export const countsRounds = (c: Creature): boolean => waitsForRevivify(c) && (c.roundsSinceDeath ?? 0) < ROUNDS_COUNTED;

/** A revived creature must have a maximum to live in, and cannot be alive at Exhaustion 6. */
function returnFromDeath(n: Creature, hp: (n: Creature) => number): void {
  if (effectiveMax(n) === 0) n.hp.maxReduction = 0;
  n.status = 'alive';
  n.hp.current = Math.max(1, Math.min(hp(n), effectiveMax(n)));
  n.exhaustion = Math.min(n.exhaustion, 5);
  n.exhaustionNeedsLight = Math.min(n.exhaustionNeedsLight, n.exhaustion);
  n.deathSaves = { successes: 0, failures: 0 };
  n.record = { damageAtZero: false, resourceAltered: null };
  delete n.roundsSinceDeath;
  removeCondition(n, 'unconscious');
}

/**
 * "Revivificar ... desfaz o Recuo: a criatura volta ao local com 1 PV e sem o nível extra de
 * Exaustão." Dispersed and dissolved creatures are not dead in that sense: refused. "Até 1
 * minuto" is game time: the rounds the creature counted (more than 10 is too late), and the
 * minutes the caller states (kept for the actions that only say those).
 */
export function revivify(c: Creature, a: { minutesSinceRecuo: number }): Outcome {
  if (!isAmount(a.minutesSinceRecuo)) return refuse('invalid-amount');
  if (!waitsForRevivify(c)) return refuse('not-dead');
  if (a.minutesSinceRecuo > REVIVIFY_MINUTES || (c.roundsSinceDeath ?? 0) > REVIVIFY_ROUNDS) return refuse('revivify-too-late');
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
