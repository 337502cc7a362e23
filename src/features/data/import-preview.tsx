import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportChoice } from '../../store/persistence/apply-import';
import type { EncountersImported } from '../../store/persistence/import-encounters';
import type { ExportFile } from '../../store/persistence/transfer';

const button = 'min-h-11 min-w-11 rounded px-4 font-medium focus-visible:outline focus-visible:outline-2';
/** Sheets listed by name; a GM's 2,000 goblins are told by the counts, not a list of 2,000 lines. */
const LISTED = 50;

/** What a valid file holds, before anything changes; asks what to do with sheets and encounters already here. */
export function ImportPreview({ file, existing, existingEncounters = new Set(), missing = [], onConfirm, onCancel }: {
  file: ExportFile;
  existing: Set<string>;
  /** The file's encounters whose id is already here. */
  existingEncounters?: Set<string>;
  /** Encounters that would come without some combatants (in neither the file nor here). */
  missing?: EncountersImported['missing'];
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
  const encounters = file.encounters ?? [];
  // A GM's file may hold encounters only: then no "0 sheets" heading.
  const showSheets = file.sheets.length > 0 || encounters.length === 0;
  const conflict = existing.size > 0 || existingEncounters.size > 0;

  return (
    <div className="flex flex-col gap-2 rounded border border-slate-300 p-3 dark:border-slate-700">
      {showSheets && <h3 className="font-semibold">{t('import.preview.title', { count: file.sheets.length })}</h3>}
      {showSheets && <p>{t('import.preview.counts', { fresh: file.sheets.length - here, existing: here })}</p>}
      {file.ownCreatures && <p>{t('import.preview.creatures', { count: file.ownCreatures.length })}</p>}
      <p className="text-sm">{t('import.preview.exportedAt', { date, version: file.appVersion })}</p>
      <ul className="flex flex-col gap-1" aria-label={t('import.preview.title', { count: file.sheets.length })} hidden={!showSheets}>
        {file.sheets.slice(0, LISTED).map((sheet) => (
          <li key={sheet.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium break-all">{sheet.creature.name}</span>
            <span>{t('import.preview.hp', { current: sheet.creature.hp.current, max: sheet.creature.hp.max })}</span>
            <span className="text-sm">({existing.has(sheet.id) ? t('import.preview.exists') : t('import.preview.new')})</span>
          </li>
        ))}
      </ul>
      {unlisted > 0 && <p className="text-sm">{t('import.preview.more', { count: unlisted })}</p>}
      {encounters.length > 0 && (
        <>
          <h3 className="font-semibold">{t('import.encounters.title', { count: encounters.length })}</h3>
          <ul className="flex flex-col gap-1" aria-label={t('import.encounters.title', { count: encounters.length })}>
            {encounters.map((encounter) => (
              <li key={encounter.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium break-all">{t('import.encounters.line', { name: encounter.name, count: encounter.combatants.length })}</span>
                <span>{encounter.round > 0 ? t('import.encounters.round', { round: encounter.round }) : t('import.encounters.notStarted')}</span>
                <span className="text-sm">({existingEncounters.has(encounter.id) ? t('import.encounters.exists') : t('import.encounters.new')})</span>
              </li>
            ))}
          </ul>
          {missing.map(({ name: encounterName, count }, index) => (
            <p key={index} className="rounded border border-amber-600 p-2">{t('import.encounters.missing', { name: encounterName, count })}</p>
          ))}
        </>
      )}
      {conflict && (
        <fieldset className="flex flex-col gap-1">
          <legend>{t(existingEncounters.size > 0 ? 'import.encounters.conflictQuestion' : 'import.preview.conflictQuestion')}</legend>
          {(['keep-both', 'replace'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} className="size-5" />
              {value === 'replace' ? t('import.preview.replace') : t(existingEncounters.size > 0 ? 'import.encounters.keepBoth' : 'import.preview.keepBoth')}
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
