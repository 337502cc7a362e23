import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { HistoryEntry } from '../../store/types';
import type { LooseT } from '../sheet/event-text';
import { describeStep } from '../sheet/undo-words';

/** What a step did, in words; a string, so a selector returning it re-renders only when the words change. */
const wordsOf = (t: LooseT, language: string, state: AppState, item: HistoryEntry | undefined) =>
  item ? describeStep(t, language, item, state.sheets) : null;

const BUTTON = 'max-w-56 px-2 py-0.5 text-left text-sm leading-tight';

/**
 * The GM screen's Undo and Redo: they act on the active encounter (its creatures and sheets, its
 * turn changes), never on an action made elsewhere, and each says what its next tap will take
 * back or bring back ("Desfazer: 7 de dano em Goblin 1–3"), so nothing is undone unseen.
 */
export function UndoRedoButtons() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const tt = t as unknown as LooseT;
  const undoWhat = useAppStore((s) => wordsOf(tt, i18n.language, s, s.encounterHistory().past.at(-1)));
  const redoWhat = useAppStore((s) => wordsOf(tt, i18n.language, s, s.encounterHistory().future.at(-1)));
  const undo = useAppStore((s) => s.undoEncounter);
  const redo = useAppStore((s) => s.redoEncounter);
  return (
    <>
      <Button className={BUTTON} onClick={() => undo()} disabled={undoWhat === null}>
        <span className="line-clamp-2">{undoWhat === null ? t('turn.undo') : t('undoRedo.undo', { what: undoWhat })}</span>
      </Button>
      <Button className={BUTTON} onClick={() => redo()} disabled={redoWhat === null}>
        <span className="line-clamp-2">{redoWhat === null ? t('turn.redo') : t('undoRedo.redo', { what: redoWhat })}</span>
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
