import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { terminologyContext } from '../../rules';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { LogEntry } from '../../store/types';
import { Card } from './card';
import { describeEvent, type LooseT } from './event-text';
import { useAppStoreLater, useCreature } from './use-creature';

/**
 * How many entries show at first, and how many more each "show older" reveals. A long
 * campaign's log has thousands of entries: rendering them all made the sheet slow to open,
 * while nothing is lost this way (every older entry is a few presses away).
 */
export const LOG_PAGE = 50;

/** What happened to this sheet (time, action, result) in the current language, with undo/redo. */
export function SheetLog({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  // Folded at the end of the sheet: brought up to date right after the frame that shows a change.
  const log = useAppStoreLater(useCallback((state: AppState) => state.sheets[sheetId]?.log, [sheetId]));
  // The sheet's words now (Torpor for a desencarnado): the log is read as the sheet is.
  const creature = useCreature(sheetId);
  const terms = creature ? terminologyContext(creature) : undefined;
  const canUndo = useAppStoreLater(useCallback((state: AppState) => state.canUndo(sheetId), [sheetId]));
  const canRedo = useAppStoreLater(useCallback((state: AppState) => state.canRedo(sheetId), [sheetId]));
  const undo = useAppStore((state) => state.undo);
  const redo = useAppStore((state) => state.redo);
  const device = useAppStore((state) => state.identity().device);
  // Counted from the newest entry, per sheet: another sheet opens at the first page again.
  const [paging, setPaging] = useState({ sheetId, shown: LOG_PAGE });
  const n = numberFormat(i18n.language);
  const total = log?.length ?? 0;
  const shown = Math.min(total, paging.sheetId === sheetId ? paging.shown : LOG_PAGE);
  const hidden = total - shown;
  const entries = (log ?? []).slice(total - shown).reverse();

  return (
    <Card title={t('log.title')} folded>
      <div className="flex gap-2">
        <Button disabled={!canUndo} onClick={() => undo(sheetId)}>{t('log.undoButton')}</Button>
        <Button disabled={!canRedo} onClick={() => redo(sheetId)}>{t('log.redoButton')}</Button>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('log.empty')}</p>
      ) : (
        <>
          {/* Focusable so the scrolling list can be scrolled from the keyboard. */}
          <ol aria-label={t('log.title')} tabIndex={0} className="flex max-h-96 flex-col gap-2 overflow-y-auto text-sm focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
            {entries.map((entry, index) => (
              // The position in the whole log stays the same as new entries arrive on top.
              <LogRow key={`${entry.at}-${total - 1 - index}`} entry={entry} language={i18n.language} terms={terms} device={device} />
            ))}
          </ol>
          {hidden > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="flex-1 basis-48 text-sm text-slate-600 dark:text-slate-400">
                {t('log.shown', { count: total, shown: n.format(shown), total: n.format(total) })}
              </p>
              <Button onClick={() => setPaging({ sheetId, shown: shown + LOG_PAGE })}>
                {t('log.showOlder', { count: Math.min(LOG_PAGE, hidden) })}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: string): Intl.DateTimeFormat {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    timeFormats.set(language, format);
  }
  return format;
}

/**
 * One entry of the log. A logged line never changes once made (a change makes a new one), so a
 * new action draws one row, not the fifty shown: the sheet's every tap stays quick on a phone.
 */
const LogRow = memo(function LogRow({ entry, language, terms, device }: { entry: LogEntry; language: string; terms: ReturnType<typeof terminologyContext> | undefined; device: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const action = tt(`rules:actions.${entry.action}`);
  let result: string;
  if (entry.undo) result = tt(`sheet:log.${entry.undo}`, { action });
  // Another tab's action that arrived after this one's, and fell before it in the order.
  else if (entry.refused) result = tt('sheet:log.refused', { reason: tt(`rules:errors.${entry.refused}`) });
  else if (entry.undone) result = t('log.undone');
  else if (entry.events.length === 0) result = t('log.nothing');
  else result = entry.events.map((event) => describeEvent(tt, language, event, terms)).join(' ');
  // Who made an entry, when another device did. This browser's entries are its own in every tab
  // and after every reload: they say nothing. At a shared table an entry names who made it
  // ("GM", "Ana"): shown as text, never as markup.
  const origin = !entry.entry || entry.entry.device === device ? null : entry.entry.by ? t('log.by', { name: entry.entry.by }) : t('log.otherDevice');
  return (
    <li className="border-b border-slate-200 pb-1 dark:border-slate-800">
      <time dateTime={new Date(entry.at).toISOString()} className="mr-2 tabular-nums text-slate-600 dark:text-slate-400">
        {timeFormat(language).format(entry.at)}
      </time>
      <strong className={entry.undone || entry.refused ? 'line-through decoration-1' : undefined}>{action}</strong>
      {origin && <span className="ml-2 text-slate-600 dark:text-slate-400">{origin}</span>}
      <p>{result}</p>
    </li>
  );
});
