// Read-only questions the UI asks about a creature. No rule is computed in a widget.
import { dispatch } from './dispatch';
import { effectiveMax } from './hp';
import { hasBloodied, isDesencarnadoCharacter } from './presets';
import type { Action, Creature } from './types';

export { effectiveMax, hasBloodied };

/** srd-2024 "Zakrvavený": half the (effective) maximum or less; no effect of its own. */
export function isBloodied(c: Creature): boolean {
  return hasBloodied(c.preset) && c.status === 'alive' && c.hp.current <= effectiveMax(c) / 2;
}

/** How many successes stabilize and how many failures kill (3 and 3 unless a resource says otherwise). */
export function deathSaveNeeds(c: Creature): { successes: number; failures: number } {
  return { successes: c.resources.successesToStabilize, failures: c.resources.failuresToDie };
}

/** A fixed rng so that a missing die never makes an action look unavailable. */
const PREVIEW_RNG = (): number => 0.5;

export function canDispatch(c: Creature, action: Action): boolean {
  return dispatch(c, action, { rng: PREVIEW_RNG }).error === undefined;
}

/** "Sempre que uma criatura iniciar seu turno com 0 PV ... salvo se já estiver estável". */
export const isDeathSaveDue = (c: Creature): boolean => c.status === 'dying';

/**
 * Which words the sheet uses: "Testes de Morte" (databook), "Záchranné hody proti smrti"
 * (srd-2024), "Salvaguarda contra Morte" (plano-espiritual) or, for a desencarnado
 * character, "Salvaguarda de Ancoragem" / Torpor.
 */
export function terminologyContext(
  c: Creature,
): 'databook' | 'srd-2024' | 'plano-espiritual' | 'plano-espiritual-desencarnado' {
  return isDesencarnadoCharacter(c) ? 'plano-espiritual-desencarnado' : c.preset;
}
