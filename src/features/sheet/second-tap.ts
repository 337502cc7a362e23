import { useEffect, useState } from 'react';

/**
 * How long a tapped Undo (or Redo) ignores the next tap: a double tap, or a tap repeated before
 * the new label was read, does not take back a second action. Not a rule: a tap's grace.
 */
export const SECOND_TAP_GRACE_MS = 1000;

/**
 * Undo and Redo buttons that say what their next tap acts on are relabelled at once when tapped;
 * this keeps the tapped one from acting again for a moment (`waiting`: show it `aria-disabled`).
 * `tap(which, act)` acts unless `which` is the one waiting.
 */
export function useSecondTapGuard<T extends string>() {
  const [waiting, setWaiting] = useState<T | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(null), SECOND_TAP_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const tap = (which: T, act: () => void) => {
    if (waiting === which) return;
    act();
    setWaiting(which);
  };
  return { waiting, tap };
}
