import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import { selectActive, selectCurrentSheetId } from './gm-select';
import { RechargeNotice } from './actions/recharge-notice';
import { EndedNotice, IncapacitatedNotice } from './turn-notices';
import { UndoNotice, UndoRedoButtons } from './undo-redo';

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
  const rollInitiative = useAppStore((s) => s.rollInitiative);
  const sortByInitiative = useAppStore((s) => s.sortByInitiative);
  return (
    <section aria-label={t('turn.label')} className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className="mr-auto flex min-w-0 items-baseline gap-2 text-lg font-bold tabular-nums" aria-live="polite">
        <span className="shrink-0">{round === 0 ? t('turn.notStarted') : t('turn.round', { round })}</span>
        {currentName && <span className="min-w-0 truncate text-base font-normal" title={currentName}>{t('turn.current', { name: currentName })}</span>}
      </p>
      {/* The turn buttons at the right edge, where the right hand is: last on a wide screen, and
          on the first line when the bar takes two (portrait), the setup and corrections under them. */}
      <span className="flex flex-wrap gap-1 max-lg:order-1 max-lg:ml-auto">
        <Button className="px-2 text-sm" onClick={() => rollInitiative()} disabled={count === 0}>{t('turn.rollAll')}</Button>
        <Button className="px-2 text-sm" onClick={sortByInitiative} disabled={count === 0}>{t('turn.sort')}</Button>
        <UndoRedoButtons />
      </span>
      <span className="flex gap-1">
        <Button onClick={previousTurn} disabled={!canGoBack}>{t('turn.previous')}</Button>
        <Button tone="primary" className="min-w-32" onClick={nextTurn} disabled={count === 0}>{round === 0 ? t('turn.start') : t('turn.next')}</Button>
      </span>
      {/* Read out with the turn it belongs to: whose turn it is cannot act, what just ended. */}
      <div aria-live="polite" className="order-2 flex w-full flex-col gap-1 empty:hidden">
        <IncapacitatedNotice />
        <EndedNotice />
        <RechargeNotice />
        <UndoNotice />
      </div>
    </section>
  );
}
