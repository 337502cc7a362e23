import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportChoice } from '../../store/persistence/apply-import';
import type { ExportFile } from '../../store/persistence/transfer';

const button = 'min-h-11 min-w-11 rounded px-4 font-medium focus-visible:outline focus-visible:outline-2';
/** Sheets listed by name; a GM's 2,000 goblins are told by the counts, not a list of 2,000 lines. */
const LISTED = 50;

/** What a valid file holds, before anything changes; asks what to do with sheets already here. */
export function ImportPreview({ file, existing, onConfirm, onCancel }: {
  file: ExportFile;
  existing: Set<string>;
  onConfirm: (choice: ImportChoice) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('data');
  const [choice, setChoice] = useState<ImportChoice>('keep-both');
  const name = useId();
  const exportedAt = new Date(file.exportedAt);
  const date = Number.isNaN(exportedAt.getTime()) ? file.exportedAt : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(exportedAt);
  const here = existing.size;
  const unlisted = file.sheets.length - LISTED;

  return (
    <div className="flex flex-col gap-2 rounded border border-slate-300 p-3 dark:border-slate-700">
      <h3 className="font-semibold">{t('import.preview.title', { count: file.sheets.length })}</h3>
      <p>{t('import.preview.counts', { fresh: file.sheets.length - here, existing: here })}</p>
      {file.ownCreatures && <p>{t('import.preview.creatures', { count: file.ownCreatures.length })}</p>}
      <p className="text-sm">{t('import.preview.exportedAt', { date, version: file.appVersion })}</p>
      <ul className="flex flex-col gap-1">
        {file.sheets.slice(0, LISTED).map((sheet) => (
          <li key={sheet.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium break-all">{sheet.creature.name}</span>
            <span>{t('import.preview.hp', { current: sheet.creature.hp.current, max: sheet.creature.hp.max })}</span>
            <span className="text-sm">({existing.has(sheet.id) ? t('import.preview.exists') : t('import.preview.new')})</span>
          </li>
        ))}
      </ul>
      {unlisted > 0 && <p className="text-sm">{t('import.preview.more', { count: unlisted })}</p>}
      {existing.size > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend>{t('import.preview.conflictQuestion')}</legend>
          {(['keep-both', 'replace'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} className="size-5" />
              {t(value === 'replace' ? 'import.preview.replace' : 'import.preview.keepBoth')}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${button} bg-indigo-600 text-white`} onClick={() => onConfirm(choice)}>{t('import.preview.confirm')}</button>
        <button type="button" className={`${button} border border-slate-400`} onClick={onCancel}>{t('import.preview.cancel')}</button>
      </div>
    </div>
  );
}
