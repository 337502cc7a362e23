import { dispatch, type Action, type Creature, type ErrorCode } from '../../rules';

// A fixed die so a preview never depends on luck; only the refusal is read from it.
const steadyRng = () => 0.5;

/**
 * Why the rules would refuse this action now, or null when they would accept it. Dispatch is
 * pure, so asking costs nothing and changes nothing (architecture: "nothing offers an action
 * the rules would refuse").
 */
export function refusal(creature: Creature, action: Action): ErrorCode | null {
  return dispatch(creature, action, { rng: steadyRng }).error?.code ?? null;
}
