import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { NumberField } from '../../components/number-field';
import { LIMITS, SELF, type Action } from '../../rules';
import { RefusalHint } from './action-error';
import { useInRunningEncounter, useRevivifyWindow, type RevivifyRounds } from './revivify-window';

/**
 * Revivify's minute in game terms: "possible for 7 more rounds", "last round", "the minute
 * has passed". Live (polite) where the rounds are counted, so each change is heard once.
 */
export function RevivifyRoundsLeft({ window, id, live = false }: { window: RevivifyRounds; id?: string; live?: boolean }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const text = window.left > 0
    ? t('revival.roundsLeft', { count: window.left })
    : window.left === 0 ? t('revival.lastRound') : t('revival.minutePassed');
  return (
    <p id={id} role={live ? 'status' : undefined} aria-live={live ? 'polite' : undefined} className="rounded-lg border border-amber-500 p-2 font-bold">
      {text}
    </p>
  );
}

/**
 * How the rounds are counted: the GM's turn order when it runs this sheet on this device;
 * otherwise "End of my turn" (a round, as a condition lasting rounds counts them) and the time
 * the player says passed outside combat. A clock never counts.
 */
export function RevivifyTime({ sheetId, act }: { sheetId: string; act: (action: Action) => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const window = useRevivifyWindow(sheetId);
  const byGm = useInRunningEncounter(sheetId);
  const titleId = useId();
  const [rounds, setRounds] = useState(1);
  // Once the minute has passed there is nothing left to count.
  if (!window || window.left < 0) return null;
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="font-semibold">{t('revival.time.title')}</h4>
      {byGm ? (
        <p className="text-sm">{t('revival.time.byGm')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => act({ type: 'turnEdge', edge: 'end', of: SELF, self: true })}>{t('turn.end')}</Button>
            <Button onClick={() => act({ type: 'passTime', rounds: LIMITS.revivifyRounds })}>{t('revival.time.minute')}</Button>
            <Button onClick={() => act({ type: 'passTime', rounds: LIMITS.revivifyRounds + 1 })}>{t('revival.time.moreThanMinute')}</Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <NumberField
              label={t('revival.time.rounds')}
              value={rounds}
              onChange={setRounds}
              min={1}
              max={LIMITS.revivifyRounds + 1}
              decreaseLabel={t('revival.time.roundsDown')}
              increaseLabel={t('revival.time.roundsUp')}
            />
            <Button onClick={() => act({ type: 'passTime', rounds })}>{t('revival.time.passRounds', { count: rounds })}</Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Revivify ("Reanimação Fluídica"), disabled with the rules' reason once the minute (ten
 * rounds) has passed; the reason sits in a polite status so the moment it closes is heard once.
 */
export function RevivifyButton({ window, since, tone, describedBy, act }: {
  window: RevivifyRounds;
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
        disabled={window.code !== null}
        aria-describedby={window.code !== null ? hintId : describedBy}
        onClick={() => act(window.minutes)}
      >
        {t('revival.revivify', { context: since })}
      </Button>
      <div role="status" aria-live="polite">
        <RefusalHint code={window.code} id={hintId} />
      </div>
    </div>
  );
}

/** Rounds left, Revivify and the game time together (the dead panel). */
export function RevivifyControl({ sheetId, since, act }: { sheetId: string; since: 'recuo' | 'died'; act: (action: Action) => void }) {
  const window = useRevivifyWindow(sheetId);
  const roundsId = useId();
  if (!window) return null;
  return (
    <div className="flex flex-col gap-2">
      {/* Not live: the sheet's last-action line already says each round counted. */}
      <RevivifyRoundsLeft window={window} id={roundsId} />
      <RevivifyButton
        window={window}
        since={since}
        tone="primary"
        describedBy={window.left >= 0 ? roundsId : undefined}
        act={(minutes) => act({ type: 'revivify', minutesSinceRecuo: minutes })}
      />
      <RevivifyTime sheetId={sheetId} act={act} />
    </div>
  );
}
