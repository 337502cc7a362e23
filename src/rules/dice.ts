// Randomness comes in as an argument (shared/STYLE.md practice 4); every die can be typed in.
import { isDie } from './validate';

export type Rng = () => number;

/** Thrown by a checked rng; dispatch turns it into the refusal 'rng-failed'. */
export class RngFailed extends Error {}

/** An rng as the rules expect it: a number in [0, 1) every time, or it throws RngFailed. */
export function checkedRng(rng: () => unknown): Rng {
  return () => {
    let value: unknown;
    try {
      value = rng();
    } catch {
      throw new RngFailed();
    }
    if (typeof value !== 'number' || !(value >= 0 && value < 1)) throw new RngFailed();
    return value;
  };
}

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
