import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import { selectActive, selectCurrentSheetId } from './gm-select';
import { EndedNotice, IncapacitatedNotice } from './turn-notices';

/**
 * Round counter, whose turn it is, next/previous, initiative for all, and one Undo for the latest
 * action; below them, whether the creature whose turn it is can act, and what the turn change ended.
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
  const canUndo = useAppStore((s) => s.canUndo());
  const canRedo = useAppStore((s) => s.canRedo());
  const nextTurn = useAppStore((s) => s.nextTurn);
  const previousTurn = useAppStore((s) => s.previousTurn);
  const rollInitiative = useAppStore((s) => s.rollInitiative);
  const sortByInitiative = useAppStore((s) => s.sortByInitiative);
  const undo = useAppStore((s) => s.undo);
  const redo = useAppStore((s) => s.redo);
  return (
    <section aria-label={t('turn.label')} className="flex flex-wrap items-center gap-2 rounded bg-slate-100 p-2 dark:bg-slate-800">
      <p className="mr-2 text-lg font-bold tabular-nums" aria-live="polite">
        {round === 0 ? t('turn.notStarted') : t('turn.round', { round })}
        {currentName && <span className="ml-2 text-base font-normal">{t('turn.current', { name: currentName })}</span>}
      </p>
      <Button onClick={previousTurn} disabled={!canGoBack}>{t('turn.previous')}</Button>
      <Button tone="primary" onClick={nextTurn} disabled={count === 0}>{round === 0 ? t('turn.start') : t('turn.next')}</Button>
      <Button onClick={() => rollInitiative()} disabled={count === 0}>{t('turn.rollAll')}</Button>
      <Button onClick={sortByInitiative} disabled={count === 0}>{t('turn.sort')}</Button>
      <span className="ml-auto flex gap-2">
        <Button onClick={() => undo()} disabled={!canUndo}>{t('turn.undo')}</Button>
        <Button onClick={() => redo()} disabled={!canRedo}>{t('turn.redo')}</Button>
      </span>
      {/* Read out with the turn it belongs to: whose turn it is cannot act, what just ended. */}
      <div aria-live="polite" className="flex w-full flex-col gap-1 empty:hidden">
        <IncapacitatedNotice />
        <EndedNotice />
      </div>
    </section>
  );
}
