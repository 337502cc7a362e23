import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { terminologyContext } from '../../rules';
import { useAppStore } from '../../store/store';
import { describeEvent, type LooseT } from './event-text';

/**
 * What the last action did, in words, with Undo right there (DESIGN.md 3: Material's snackbar,
 * Gmail's "Undo send"), just above the thumb's buttons. It is also a polite live region: a screen
 * reader hears the outcome of every tap (death saves have their own region in their widget). It
 * stays until hidden or replaced by the next action: no timer takes Undo away.
 */
export function OutcomeStrip({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const log = useAppStore((state) => state.sheets[sheetId]?.log);
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const terms = creature && terminologyContext(creature);
  const canUndo = useAppStore((state) => state.canUndo(sheetId));
  const undo = useAppStore((state) => state.undo);
  const [hiddenAt, setHiddenAt] = useState(-1);
  const last = log?.at(-1);
  const tt = t as unknown as LooseT;
  let text = '';
  const action = last ? tt(`rules:actions.${last.action}`) : '';
  if (last && last.action !== 'deathSave') {
    text = last.undo
      ? tt(`sheet:log.${last.undo}`, { action })
      : last.events.map((event) => describeEvent(tt, i18n.language, event, terms)).join(' ');
  }
  const shown = text !== '' && hiddenAt !== log?.length;
  return (
    <div className={shown ? 'flex items-center gap-2' : 'sr-only'}>
      <p role="status" aria-live="polite" className="line-clamp-2 min-w-0 flex-1 text-sm font-medium" data-testid="last-action">
        {text}
      </p>
      {shown && canUndo && (
        <button
          type="button"
          onClick={() => undo(sheetId)}
          aria-label={t('dock.undoNamed', { undo: t('log.undoButton'), action })}
          className="min-h-11 shrink-0 rounded-lg bg-slate-800 px-3 font-semibold text-white focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 dark:bg-slate-100 dark:text-slate-900"
        >
          {t('log.undoButton')}
        </button>
      )}
      {shown && (
        <button
          type="button"
          onClick={() => setHiddenAt(log?.length ?? -1)}
          aria-label={t('dock.dismiss')}
          className="min-h-11 min-w-11 shrink-0 rounded-lg text-lg focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <span aria-hidden>×</span>
        </button>
      )}
    </div>
  );
}
