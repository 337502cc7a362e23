import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { terminologyContext } from '../../rules';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { latestFor } from '../../store/undo-history';
import { describeEvent, type LooseT } from './event-text';
import { useSecondTapGuard } from './second-tap';
import { describeStep } from './undo-words';

const BUTTON =
  'min-h-11 min-w-0 flex-1 rounded-lg px-2 py-0.5 text-sm leading-tight font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 aria-disabled:opacity-45';

/** Undo's and Redo's words, by the history and the sheets they were made from (both kept immutable by the store). */
const wordsMade = new WeakMap<object, WeakMap<object, Map<string, string | null>>>();

function stepWords(state: AppState, stack: 'past' | 'future', sheetId: string, language: string, make: () => string | null): string | null {
  const history = state.history();
  let bySheets = wordsMade.get(history);
  if (!bySheets) wordsMade.set(history, (bySheets = new WeakMap()));
  let made = bySheets.get(state.sheets);
  if (!made) bySheets.set(state.sheets, (made = new Map()));
  const key = `${stack} ${language} ${sheetId}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) ?? null;
}

/**
 * What the last action did, in words, with Undo and Redo right there (DESIGN.md 3: Material's
 * snackbar, Gmail's "Undo send"), just above the thumb's buttons. It is also a polite live region:
 * a screen reader hears the outcome of every tap (death saves have their own region in their
 * widget), and after Undo what was undone ("Desfeito: 5 de dano"). It stays until hidden or
 * replaced by the next action: no timer takes Undo away.
 *
 * Each button says what its next tap acts on ("Desfazer: 3 de dano"), and is there only when it
 * has something to act on (the log card keeps the plain pair). Tapped, it says the next
 * one at once but waits a moment before it acts again (`aria-disabled`, dimmed): a double tap
 * undoes one action, and a second deliberate tap on the relabelled button undoes the next.
 */
export function OutcomeStrip({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const log = useAppStore((state) => state.sheets[sheetId]?.log);
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const terms = creature && terminologyContext(creature);
  // A selector runs at every change of the store and again as React checks it: the words are
  // made once per state of the sheets (`stepWords`).
  const words = (state: AppState, stack: 'past' | 'future') =>
    stepWords(state, stack, sheetId, i18n.language, () => {
      const item = latestFor(state.history()[stack], sheetId);
      return item ? describeStep(tt, i18n.language, item, state.sheets, sheetId) : null;
    });
  const undoWhat = useAppStore((state) => words(state, 'past'));
  const redoWhat = useAppStore((state) => words(state, 'future'));
  const undoText = useAppStore((state) => {
    const last = state.sheets[sheetId]?.log.at(-1);
    const target = last?.entry?.change;
    if (!last?.undo || target?.kind === 'act' || !target) return null;
    const item = { id: target.target, action: last.action, changes: [{ sheetId, entryId: target.target }] };
    return t(last.undo === 'undo' ? 'undoRedo.undone' : 'undoRedo.redone', { what: describeStep(tt, i18n.language, item, state.sheets, sheetId) });
  });
  const undo = useAppStore((state) => state.undo);
  const redo = useAppStore((state) => state.redo);
  const [hiddenAt, setHiddenAt] = useState(-1);
  const { waiting, tap } = useSecondTapGuard<'undo' | 'redo'>();
  const last = log?.at(-1);
  let text = '';
  if (last && last.action !== 'deathSave') {
    // Each thing once: "fica com 0 PV" already says a fall exactly to 0, so "Caiu a 0 PV." is left
    // to the log (with damage left over, that sentence says more and stays).
    const said = last.events.filter((event) => !(event.type === 'dropped-to-zero' && !event.values.overflow));
    text = undoText ?? said.map((event) => describeEvent(tt, i18n.language, event, terms)).join(' ');
  }
  const shown = text !== '' && hiddenAt !== log?.length;
  return (
    <div className={shown ? 'flex flex-col gap-1' : 'sr-only'}>
      {/* Whole, wrapped: a clipped "…" would hide the end (a critical hit, the death saves). */}
      <p role="status" aria-live="polite" className="min-w-0 text-sm font-medium" data-testid="last-action">
        {text}
      </p>
      {shown && (
        <div className="flex items-center gap-2">
          {/* Each in its own place, there or not: a tap never lands on the other one. */}
          {undoWhat === null ? <span className="flex-1" /> : (
            <button
              type="button"
              onClick={() => tap('undo', () => undo(sheetId))}
              aria-disabled={waiting === 'undo' || undefined}
              className={`${BUTTON} bg-slate-800 text-white dark:bg-slate-100 dark:text-slate-900`}
            >
              <span className="line-clamp-2">{t('undoRedo.undo', { what: undoWhat })}</span>
            </button>
          )}
          {redoWhat === null ? <span className="flex-1" /> : (
            <button
              type="button"
              onClick={() => tap('redo', () => redo(sheetId))}
              aria-disabled={waiting === 'redo' || undefined}
              className={`${BUTTON} border border-slate-400 dark:border-slate-600`}
            >
              <span className="line-clamp-2">{t('undoRedo.redo', { what: redoWhat })}</span>
            </button>
          )}
          <button
            type="button"
            onClick={() => setHiddenAt(log?.length ?? -1)}
            aria-label={t('dock.dismiss')}
            className="ml-auto min-h-11 min-w-11 shrink-0 rounded-lg text-lg focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      )}
    </div>
  );
}
