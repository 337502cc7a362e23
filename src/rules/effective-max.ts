// The effective maximum on its own: the sheet list (src/store/shelf.ts) shows it before the
// rules engine loads (hp.ts re-exports it).
import type { Creature } from './types';

/** RULES.md "Creatures": effective maximum = max − maxReduction, never below 0. */
export function effectiveMax(c: Pick<Creature, 'hp'>): number {
  return Math.max(0, c.hp.max - c.hp.maxReduction);
}
