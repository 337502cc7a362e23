import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { RefusalHint } from './action-error';
import { REVIVIFY_WINDOW_MS, useRevivifyWindow, type RevivifyClock } from './revivify-window';

/** The seconds left at which the countdown speaks up (politely); it never reads every second. */
const MILESTONES = [30, 10] as const;

/**
 * The one-minute window as a visible countdown (m:ss and a shrinking bar). The ticking text is
 * a timer (not live); a polite status says only "30 seconds left" and "10 seconds left".
 */
export function RevivifyCountdown({ clock, id }: { clock: RevivifyClock; id?: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  if (clock.left <= 0) return null;
  const seconds = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 }).format(clock.seconds % 60);
  const milestone = MILESTONES.filter((m) => clock.seconds <= m).at(-1);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-500 p-2">
      <p id={id} role="timer" aria-live="off" className="text-lg font-bold tabular-nums">
        {t('revival.countdown', { time: `${Math.floor(clock.seconds / 60)}:${seconds}` })}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-full bg-amber-500" style={{ width: `${(100 * clock.left) / REVIVIFY_WINDOW_MS}%` }} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {milestone !== undefined && t('revival.secondsLeft', { count: milestone })}
      </p>
    </div>
  );
}

/**
 * Revivify ("Reanimação Fluídica"), disabled with the reason once the minute has passed; the
 * reason sits in a polite status so the moment the window closes is heard once.
 */
export function RevivifyButton({ clock, since, tone, describedBy, act }: {
  clock: RevivifyClock;
  since: 'recuo' | 'died';
  tone: 'primary' | 'secondary';
  describedBy?: string;
  act: (minutes: number) => void;
}) {
  const { t } = useTranslation(['sheet', 'rules']);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Button
        tone={tone}
        disabled={clock.code !== null}
        aria-describedby={clock.code !== null ? hintId : describedBy}
        onClick={() => act(clock.minutesNow())}
      >
        {t('revival.revivify', { context: since })}
      </Button>
      <div role="status" aria-live="polite">
        <RefusalHint code={clock.code} id={hintId} />
      </div>
    </div>
  );
}

/** Countdown and Revivify together (the dead panel). */
export function RevivifyControl({ sheetId, since, act }: { sheetId: string; since: 'recuo' | 'died'; act: (minutes: number) => void }) {
  const clock = useRevivifyWindow(sheetId, since);
  const timerId = useId();
  if (!clock) return null;
  return (
    <div className="flex flex-col gap-2">
      <RevivifyCountdown clock={clock} id={timerId} />
      <RevivifyButton clock={clock} since={since} tone="primary" describedBy={clock.left > 0 ? timerId : undefined} act={act} />
    </div>
  );
}
