import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../rules';
import { refusal } from './refusal';
import { useCreature } from './use-creature';
import { useEventTime } from './use-event-time';

/** Revivify works "até 1 minuto após o Recuo" (and srd Revivify: within 1 minute of death). */
export const REVIVIFY_WINDOW_MS = 60_000;

export interface RevivifyClock {
  /** Milliseconds left in the minute, 0 once it has passed. */
  left: number;
  /** Whole seconds left, rounded up (what the countdown shows). */
  seconds: number;
  /** Why Revivify cannot be cast now, or null. */
  code: ErrorCode | null;
  /** Minutes since the Recuo (or death), rounded up, for the action at the moment of the tap. */
  minutesNow: () => number;
}

/**
 * The clock of the one-minute Revivify window, measured from the log line of the Recuo (or
 * death): the rules have no clock. It re-renders when the shown second changes and stops once
 * the minute has passed. Minutes are rounded up so "within 1 minute" means ≤ 60 s.
 */
export function useRevivifyWindow(sheetId: string, since: 'recuo' | 'died'): RevivifyClock | null {
  const creature = useCreature(sheetId);
  const at = useEventTime(sheetId, since);
  const [now, setNow] = useState(() => Date.now());
  const left = at === null ? 0 : Math.min(REVIVIFY_WINDOW_MS, Math.max(0, at + REVIVIFY_WINDOW_MS - now));

  useEffect(() => {
    if (left <= 0) return undefined;
    // Wake up when the shown second changes, not on an unrelated beat.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);

  if (!creature || at === null) return null;
  const minutes = (time: number) => Math.ceil(Math.max(0, time - at) / 60_000);
  const code: ErrorCode | null = left <= 0 ? 'revivify-too-late' : refusal(creature, { type: 'revivify', minutesSinceRecuo: minutes(now) });
  return { left, seconds: Math.ceil(left / 1000), code, minutesNow: () => minutes(Date.now()) };
}
