import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type { ErrorCode } from '../../rules';
import { RefusalHint } from './action-error';
import { refusal } from './refusal';
import { useCreature } from './use-creature';
import { useEventTime } from './use-event-time';

const WINDOW_MS = 60_000;

/**
 * Revivify ("Reanimação Fluídica") with a visible one-minute countdown from the Recuo (or
 * death) recorded in the log. Minutes are rounded up so "within 1 minute" means ≤ 60 s.
 */
export function RevivifyControl({ sheetId, since, act }: { sheetId: string; since: 'recuo' | 'died'; act: (minutes: number) => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const at = useEventTime(sheetId, since);
  const [now, setNow] = useState(() => Date.now());
  const left = at === null ? 0 : Math.max(0, at + WINDOW_MS - now);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  if (!creature || at === null) return null;
  const minutes = Math.ceil(Math.max(0, now - at) / 60_000);
  const code: ErrorCode | null = left <= 0 ? 'revivify-too-late' : refusal(creature, { type: 'revivify', minutesSinceRecuo: minutes });
  const seconds = Math.ceil(left / 1000);
  const clock = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 }).format(seconds % 60);
  return (
    <div className="flex flex-col gap-1">
      <Button tone="primary" disabled={code !== null} onClick={() => act(Math.ceil(Math.max(0, Date.now() - at) / 60_000))}>
        {t('revival.revivify', { context: since })}
      </Button>
      {left > 0 ? (
        <p role="timer" aria-live="off" className="text-sm font-semibold tabular-nums">
          {t('revival.countdown', { time: `${Math.floor(seconds / 60)}:${clock}` })}
        </p>
      ) : (
        <RefusalHint code={code} />
      )}
    </div>
  );
}
