// Randomness comes in as an argument (shared/STYLE.md practice 4); every die can be typed in.
import { isDie } from './validate';

export type Rng = () => number;

/** rng is uniform in [0, 1): 1 + floor(rng() × sides), clamped in case an rng misbehaves. */
export function rollDie(sides: number, rng: Rng): number {
  const r = rng();
  const value = Number.isFinite(r) ? 1 + Math.floor(r * sides) : 1;
  return Math.min(sides, Math.max(1, value));
}

/**
 * The die's value: the typed one (already validated by the caller), else rolled.
 * null when neither a typed value nor an rng is available: the caller decides whether that
 * refuses the action ('invalid-roll') or leaves the value untracked.
 */
export function dieValue(typed: number | undefined, sides: number, rng: Rng | undefined): number | null {
  if (typed !== undefined) return isDie(typed, sides) ? typed : null;
  return rng ? rollDie(sides, rng) : null;
}
