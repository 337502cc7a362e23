import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import type { LogEntry } from '../../store/types';
import { Card } from './card';
import { describeEvent, type LooseT } from './event-text';

const SHOWN = 100;

/** What happened to this sheet (time, action, result) in the current language, with undo/redo. */
export function SheetLog({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const log = useAppStore((state) => state.sheets[sheetId]?.log);
  const canUndo = useAppStore((state) => state.canUndo(sheetId));
  const canRedo = useAppStore((state) => state.canRedo(sheetId));
  const undo = useAppStore((state) => state.undo);
  const redo = useAppStore((state) => state.redo);
  const tt = t as unknown as LooseT;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const entries = (log ?? []).slice(-SHOWN).reverse();

  const result = (entry: LogEntry) => {
    const action = tt(`rules:actions.${entry.action}`);
    if (entry.undo) return tt(`sheet:log.${entry.undo}`, { action });
    if (entry.events.length === 0) return t('log.nothing');
    return entry.events.map((event) => describeEvent(tt, i18n.language, event)).join(' ');
  };

  return (
    <Card title={t('log.title')}>
      <div className="flex gap-2">
        <Button disabled={!canUndo} onClick={() => undo(sheetId)}>{t('log.undoButton')}</Button>
        <Button disabled={!canRedo} onClick={() => redo(sheetId)}>{t('log.redoButton')}</Button>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('log.empty')}</p>
      ) : (
        <ol aria-label={t('log.title')} className="flex max-h-96 flex-col gap-2 overflow-y-auto text-sm">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="border-b border-slate-200 pb-1 dark:border-slate-800">
              <time dateTime={new Date(entry.at).toISOString()} className="mr-2 tabular-nums text-slate-600 dark:text-slate-400">
                {time.format(entry.at)}
              </time>
              <strong>{tt(`rules:actions.${entry.action}`)}</strong>
              <p>{result(entry)}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
