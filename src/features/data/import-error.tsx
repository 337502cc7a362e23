import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DataIssue } from '../../store/persistence/data-issues';
import type { ImportError } from '../../store/persistence/transfer';

const MB = 1024 * 1024;

/**
 * A file's size beside the limit, so that the difference shows: in MB to a tenth, and when
 * that reads the same as the limit, the limit plus the exact bytes over it ("64 MB + 1 byte",
 * not "64 MB" against "64 MB").
 */
function fileSizes(size: number, limit: number, language: string, t: TFunction<'data'>) {
  const mb = (bytes: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / MB);
  const bytes = (count: number) => new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(count);
  const shown = { size: mb(size), limit: mb(limit) };
  return size > limit && shown.size === shown.limit ? { ...shown, size: t('import.error.sizeOver', { limit: shown.limit, excess: bytes(size - limit) }) } : shown;
}

/** One problem and where it is, in the user's words (also on the recovery screen). */
export function Issue({ issue }: { issue: DataIssue }) {
  const { t } = useTranslation('data');
  const problem = issue.code === 'rule' ? t(`import.issue.rule.${issue.rule ?? 'unreadable'}`) : t(`import.issue.${issue.code}`, { limit: issue.limit ?? '' });
  return <li>{issue.path ? <><code className="break-all">{issue.path}</code>{': '}{problem}</> : t('import.issue.whole', { problem })}</li>;
}

/** Why an import was refused, and where in the file. */
export function ImportErrorMessage({ error }: { error: ImportError | 'read' }) {
  const { t, i18n } = useTranslation('data');
  let detail: string;
  if (error === 'read') detail = t('import.error.read');
  else if (error.code === 'tooLarge') detail = t('import.error.tooLarge', fileSizes(error.size, error.limit, i18n.language, t));
  else if (error.code === 'json') detail = error.line ? t('import.error.jsonAt', { line: error.line, column: error.column }) : t('import.error.json');
  else detail = t(`import.error.${error.code}`);
  return (
    <div role="alert" className="rounded border border-red-600 p-3">
      <p className="font-semibold">{t('import.refused')}</p>
      <p>{detail}</p>
      {error !== 'read' && error.code === 'invalid' && (
        <ul className="list-disc pl-5">{error.issues.map((issue, index) => <Issue key={index} issue={issue} />)}</ul>
      )}
    </div>
  );
}
