import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '../../store/ids';
import { applyImport, conflicts, type ImportChoice } from '../../store/persistence/apply-import';
import { MAX_IMPORT_BYTES, parseImport, type ExportFile, type ImportError } from '../../store/persistence/transfer';
import { appPersistence, appStore } from '../../store/store';
import { ImportErrorMessage } from './import-error';
import { ImportPreview } from './import-preview';

type Step =
  | { kind: 'idle' }
  | { kind: 'error'; error: ImportError | 'read' }
  | { kind: 'preview'; file: ExportFile; existing: Set<string> }
  | { kind: 'done'; added: number; replaced: number };

/** Import: the file is checked completely, then previewed; nothing changes before "Import". */
export function ImportSection() {
  const { t } = useTranslation('data');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const reset = () => {
    setStep({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Too large: refused before a single byte is read.
    const text = file.size > MAX_IMPORT_BYTES ? '' : await file.text().catch(() => null);
    if (text === null) return setStep({ kind: 'error', error: 'read' });
    const result = parseImport(text, file.size);
    if (!result.ok) return setStep({ kind: 'error', error: result.error });
    setStep({ kind: 'preview', file: result.file, existing: conflicts(appStore, result.file.sheets) });
  };

  const confirm = (file: ExportFile, choice: ImportChoice) => {
    const counts = applyImport(appStore, file.sheets, { choice, newId, isBlocked: appPersistence.isBlockedSheet });
    setStep({ kind: 'done', ...counts });
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
      {step.kind === 'error' && <ImportErrorMessage error={step.error} />}
      {step.kind === 'preview' && (
        <ImportPreview file={step.file} existing={step.existing} onConfirm={(choice) => confirm(step.file, choice)} onCancel={reset} />
      )}
      {step.kind === 'done' && <p role="status">{t('import.done', { added: step.added, replaced: step.replaced })}</p>}
    </div>
  );
}
