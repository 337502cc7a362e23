import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '../../store/ids';
import { applyImportFile, conflicts, encounterConflicts, type ImportChoice } from '../../store/persistence/apply-import';
import { missingCombatants, type EncountersImported } from '../../store/persistence/import-encounters';
import { parseImport, parseImportInSteps } from '../../store/persistence/parse-import';
import { MAX_IMPORT_BYTES, type ExportFile, type ImportError, type ImportProgress, type ImportResult } from '../../store/persistence/transfer';
import { appPersistence, appStore } from '../../store/store';
import { ImportErrorMessage } from './import-error';
import { ImportPreview } from './import-preview';

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ImportProgress | null }
  | { kind: 'error'; error: ImportError | 'read' }
  | { kind: 'preview'; file: ExportFile; existing: Set<string>; existingEncounters: Set<string>; missing: EncountersImported['missing'] }
  | { kind: 'done'; added: number; replaced: number; creatures: number; encounters: EncountersImported };

/** Reads and checks a chosen file; a file over the limit is refused before a byte is read. */
async function readImport(file: File, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  if (file.size > MAX_IMPORT_BYTES) return parseImport('', file.size);
  return parseImportInSteps(await file.text(), file.size, { onProgress });
}

/** What a checked file would change here, before anything does. */
function preview(file: ExportFile): Step {
  const { sheets } = appStore.getState();
  return {
    kind: 'preview', file, existing: conflicts(appStore, file.sheets), existingEncounters: encounterConflicts(appStore, file),
    missing: missingCombatants(file, (id) => sheets[id] !== undefined),
  };
}

/**
 * Import: the file is checked completely, then previewed; nothing changes before "Import".
 * Every way this can fail ends in words: whatever throws (the browser failing to read the
 * file, or anything not foreseen) says that the file could not be read, and changes nothing.
 */
export function ImportSection() {
  const { t } = useTranslation('data');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  /** Counts the files chosen: a check still running for an earlier one must not show its result. */
  const attempt = useRef(0);
  const inputId = useId();

  const reset = () => {
    attempt.current++;
    setStep({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const mine = ++attempt.current;
    const show = (next: Step) => { if (attempt.current === mine) setStep(next); };
    show({ kind: 'reading', progress: null });
    try {
      const result = await readImport(file, (progress) => show({ kind: 'reading', progress }));
      show(result.ok ? preview(result.file) : { kind: 'error', error: result.error });
    } catch {
      show({ kind: 'error', error: 'read' });
    }
  };

  const confirm = (file: ExportFile, choice: ImportChoice) => {
    try {
      // One store update for the sheets and encounters: if anything in it throws, nothing has changed.
      const counts = applyImportFile(appStore, file, { choice, newId, isBlocked: appPersistence.isBlockedSheet, fromVersion: file.schemaVersion });
      // The GM's own creatures: one with an id already here takes the file's version.
      const own = appStore.getState().importOwnCreatures(file.ownCreatures ?? []);
      setStep({ kind: 'done', ...counts, creatures: own.added + own.replaced });
    } catch {
      setStep({ kind: 'error', error: 'read' });
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('import.title')}</h3>
      <label htmlFor={inputId}>{t('import.choose')}</label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event)}
        className="min-h-11 max-w-full focus-visible:outline focus-visible:outline-2"
      />
      {/* One live region, there from the start, so that what it says is announced. */}
      <div role="status">
        {step.kind === 'reading' && <p>{t('import.reading')}</p>}
        {step.kind === 'done' && <p>{t('import.done', { added: step.added, replaced: step.replaced })}</p>}
        {step.kind === 'done' && step.creatures > 0 && <p>{t('import.doneCreatures', { count: step.creatures })}</p>}
        {step.kind === 'done' && step.encounters.added + step.encounters.replaced > 0 && (
          <p>{t('import.encounters.done', { count: step.encounters.added + step.encounters.replaced })}</p>
        )}
        {step.kind === 'done' && step.encounters.missing.map(({ name, count }, index) => <p key={index}>{t('import.encounters.missing', { name, count })}</p>)}
      </div>
      {step.kind === 'reading' && <ReadingProgress progress={step.progress} />}
      {step.kind === 'error' && <ImportErrorMessage error={step.error} />}
      {step.kind === 'preview' && (
        <ImportPreview
          file={step.file} existing={step.existing} existingEncounters={step.existingEncounters} missing={step.missing}
          onConfirm={(choice) => confirm(step.file, choice)} onCancel={reset}
        />
      )}
    </div>
  );
}

/**
 * How much of the file has been checked. Outside the live region: a percentage announced
 * every 40 ms would drown everything else.
 */
function ReadingProgress({ progress }: { progress: ImportProgress | null }) {
  const { t, i18n } = useTranslation('data');
  const share = progress && progress.total > 0 ? progress.done / progress.total : null;
  return (
    <div className="flex items-center gap-2">
      <progress aria-label={t('import.reading')} className="w-48 max-w-full" {...(share === null ? {} : { value: share })} />
      {share !== null && <span>{new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(share)}</span>}
    </div>
  );
}
