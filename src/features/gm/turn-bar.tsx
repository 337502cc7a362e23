import { ArrowDownWideNarrow, ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import { selectActive, selectCurrentSheetId } from './gm-select';
import { RechargeNotice } from './actions/recharge-notice';
import { DueNotices } from './due-line';
import { RollInitiative } from './roll-initiative';
import { EndedNotice, IncapacitatedNotice } from './turn-notices';
import { UndoNotice, UndoRedoButtons } from './undo-redo';

/**
 * On a phone the setup buttons and Previous turn are icons, named by their words (kept for
 * screen readers), so the bar takes three lines at most and the sticky block stays within a third
 * of the screen (issue 34).
 */
const PHONE_ICON = { 'aria-hidden': true, focusable: false, className: 'size-5 sm:hidden' } as const;
const PHONE_HIDDEN = 'max-sm:sr-only';

/**
 * Round counter, whose turn it is, next/previous, initiative for all, and Undo and Redo for the
 * encounter (undo-redo.tsx); below them, whether the creature whose turn it is can act, and what the turn change ended.
 * The GM page keeps it stuck to the top of the screen with what this turn asks for (gm-page.tsx).
 */
export function TurnBar() {
  const { t } = useTranslation('gm');
  const round = useAppStore((s) => selectActive(s)?.round ?? 0);
  const count = useAppStore((s) => selectActive(s)?.combatants.length ?? 0);
  const canGoBack = useAppStore((s) => (selectActive(s)?.turnHistory.length ?? 0) > 0);
  const currentName = useAppStore((s) => {
    const id = selectCurrentSheetId(s);
    return id ? s.sheets[id]?.creature.name : undefined;
  });
  const nextTurn = useAppStore((s) => s.nextTurn);
  const previousTurn = useAppStore((s) => s.previousTurn);
  const sortByInitiative = useAppStore((s) => s.sortByInitiative);
  return (
    <section aria-label={t('turn.label')} className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* On a phone the round shares its line with the turn buttons, the name cut if it must be. */}
      <p className="mr-auto flex min-w-0 items-baseline gap-2 text-lg font-bold tabular-nums max-sm:basis-0 max-sm:grow" aria-live="polite">
        <span className="shrink-0">{round === 0 ? t('turn.notStarted') : t('turn.round', { round })}</span>
        {currentName && <span className="min-w-0 truncate text-base font-normal" title={currentName}>{t('turn.current', { name: currentName })}</span>}
      </p>
      {/* The turn buttons at the right edge, where the right hand is: last on a wide screen, and
          on the first line when the bar takes two (portrait), the setup and corrections under them. */}
      <span className="flex flex-wrap gap-1 max-lg:order-1 max-lg:ml-auto">
        <RollInitiative />
        <Button className="px-2 text-sm" onClick={sortByInitiative} disabled={count === 0}><ArrowDownWideNarrow {...PHONE_ICON} /><span className={PHONE_HIDDEN}>{t('turn.sort')}</span></Button>
        <UndoRedoButtons />
      </span>
      <span className="flex gap-1">
        <Button onClick={previousTurn} disabled={!canGoBack}><ChevronLeft {...PHONE_ICON} /><span className={PHONE_HIDDEN}>{t('turn.previous')}</span></Button>
        <Button tone="primary" className="min-w-32" onClick={nextTurn} disabled={count === 0}>{round === 0 ? t('turn.start') : t('turn.next')}</Button>
      </span>
      {/* Read out with the turn it belongs to, one line each: whose turn it is cannot act, what just ended. */}
      <DueNotices className="order-2">
        <IncapacitatedNotice />
        <EndedNotice />
        <RechargeNotice />
        <UndoNotice />
      </DueNotices>
    </section>
  );
}
