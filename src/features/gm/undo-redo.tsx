import { Redo2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { HistoryEntry } from '../../store/types';
import type { LooseT } from '../sheet/event-text';
import { useSecondTapGuard } from '../sheet/second-tap';
import { describeStep } from '../sheet/undo-words';

/** What a step did, in words; a string, so a selector returning it re-renders only when the words change. */
const wordsOf = (t: LooseT, language: string, state: AppState, item: HistoryEntry | undefined) =>
  item ? describeStep(t, language, item, state.sheets) : null;

// One width whatever the words: a tap lands where it did before the label changed. On a phone an
// icon, named by the same words (the turn bar's status says what a tap did), so the sticky block
// keeps to a third of the screen.
const BUTTON = 'w-40 max-sm:w-11 px-2 py-0.5 text-sm leading-tight aria-disabled:opacity-45';
const ICON = { 'aria-hidden': true, focusable: false, className: 'size-5 shrink-0 sm:hidden' } as const;

/**
 * The GM screen's Undo and Redo: they act on the active encounter (its creatures and sheets, its
 * turn changes), never on an action made elsewhere, and each says what its next tap will take
 * back or bring back ("Desfazer: 7 de dano em Goblin 1–3"), so nothing is undone unseen; as on
 * the sheet, a tapped one waits a moment before it acts again (a double tap undoes one step).
 */
export function UndoRedoButtons() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const tt = t as unknown as LooseT;
  const undoWhat = useAppStore((s) => wordsOf(tt, i18n.language, s, s.encounterHistory().past.at(-1)));
  const redoWhat = useAppStore((s) => wordsOf(tt, i18n.language, s, s.encounterHistory().future.at(-1)));
  const undo = useAppStore((s) => s.undoEncounter);
  const redo = useAppStore((s) => s.redoEncounter);
  const { waiting, tap } = useSecondTapGuard<'undo' | 'redo'>();
  const undoLabel = undoWhat === null ? t('turn.undo') : t('undoRedo.undo', { what: undoWhat });
  const redoLabel = redoWhat === null ? t('turn.redo') : t('undoRedo.redo', { what: redoWhat });
  return (
    <>
      <Button className={BUTTON} title={undoLabel} onClick={() => tap('undo', undo)} disabled={undoWhat === null} aria-disabled={waiting === 'undo' || undefined}>
        <Undo2 {...ICON} /><span className="line-clamp-2 max-sm:sr-only">{undoLabel}</span>
      </Button>
      <Button className={BUTTON} title={redoLabel} onClick={() => tap('redo', redo)} disabled={redoWhat === null} aria-disabled={waiting === 'redo' || undefined}>
        <Redo2 {...ICON} /><span className="line-clamp-2 max-sm:sr-only">{redoLabel}</span>
      </Button>
    </>
  );
}

/**
 * What the last tap on Undo or Redo did ("Desfeito: próximo turno"), said in the turn bar's live
 * region while it is still the step the other button would act on (any new action ends it).
 */
export function UndoNotice() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const tt = t as unknown as LooseT;
  const text = useAppStore((s) => {
    const last = s.travelled;
    if (!last || last.encounterId !== s.activeEncounterId) return null;
    const { past, future } = s.encounterHistory();
    const item = (last.direction === 'undo' ? future : past).at(-1);
    if (item?.id !== last.id) return null;
    return t(last.direction === 'undo' ? 'undoRedo.undone' : 'undoRedo.redone', { what: wordsOf(tt, i18n.language, s, item) });
  });
  return text && <p className="text-sm font-medium">{text}</p>;
}
