import { useTranslation } from 'react-i18next';
import type { DataIssue } from '../../store/persistence/data-issues';
import type { ImportError } from '../../store/persistence/transfer';

const kb = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 2 }).format(bytes / (1024 * 1024));

function Issue({ issue }: { issue: DataIssue }) {
  const { t } = useTranslation('data');
  const problem = t(`import.issue.${issue.code}`, { limit: issue.limit ?? '' });
  return <li>{issue.path ? <><code className="break-all">{issue.path}</code>{': '}{problem}</> : t('import.issue.whole', { problem })}</li>;
}

/** Why an import was refused, and where in the file. */
export function ImportErrorMessage({ error }: { error: ImportError | 'read' }) {
  const { t, i18n } = useTranslation('data');
  let detail: string;
  if (error === 'read') detail = t('import.error.read');
  else if (error.code === 'tooLarge') detail = t('import.error.tooLarge', { size: kb(error.size, i18n.language), limit: kb(error.limit, i18n.language) });
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
