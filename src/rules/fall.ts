// Every way a creature leaves play, routed by preset and nature (RULES.md "Damage" 5 and 7,
// "Recuo"; srd-2024 "Okamžitá smrt"; plano-espiritual "Casos especiais", last paragraph).
import { enterRecuo } from './enter-recuo';
import { event } from './events';
import { addCondition } from './hp';
import { natureOf } from './presets';
import type { Creature, RecuoCause, RulesEvent } from './types';

export type DeathCause = 'massive' | 'failures' | 'minion' | 'max-hp-zero' | 'exhaustion' | 'damage-at-zero';

const RECUO_CAUSE: Record<DeathCause, RecuoCause> = {
  massive: 'massive',
  'damage-at-zero': 'massive', // plano-espiritual "Dano Maciço: Recuo imediato, sem salvaguardas"
  failures: 'failures',
  minion: 'failures', // never reached: desencarnado minions disperse
  'max-hp-zero': 'max-hp-zero',
  exhaustion: 'exhaustion',
};

function leavePlay(n: Creature): void {
  n.hp.current = 0;
  n.hp.temp = 0;
  n.knockedOut = false;
  n.stableHoursUntilWake = null;
}

/**
 * plano-espiritual: "Formas-pensamento, larvas e enxames se dissolvem"; "NPCs e monstros
 * Desencarnados a 0 PV recebem a condição Dispersão"; a desencarnado character suffers
 * Recuo instead of death. Everywhere else the creature dies.
 */
export function fall(n: Creature, cause: DeathCause, events: RulesEvent[]): void {
  const nature = natureOf(n);
  if (nature === 'thought-form') {
    leavePlay(n);
    n.status = 'dissolved';
    events.push(event('dissolved'));
  } else if (nature === 'desencarnado' && n.role === 'minion') {
    leavePlay(n);
    n.status = 'dispersed';
    addCondition(n, 'dispersao');
    events.push(event('dispersed'));
  } else if (nature === 'desencarnado') {
    enterRecuo(n, RECUO_CAUSE[cause], events);
  } else {
    leavePlay(n);
    n.status = 'dead';
    // Revivify's minute starts now.
    delete n.roundsSinceDeath;
    events.push(event('died', { cause }));
  }
}
