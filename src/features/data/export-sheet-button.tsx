import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { exportSheet } from './use-persistence';

/** "Export this sheet": downloads the sheet as a Databook export file (for the sheet page). */
export function ExportSheetButton({ sheetId, className = '' }: { sheetId: string; className?: string }) {
  const { t } = useTranslation('data');
  const name = useAppStore((state) => state.sheets[sheetId]?.creature.name);
  if (name === undefined) return null;
  return (
    <button
      type="button"
      onClick={() => exportSheet(sheetId)}
      aria-label={t('export.sheetLabel', { name })}
      className={`min-h-11 min-w-11 rounded border border-slate-300 px-3 focus-visible:outline focus-visible:outline-2 dark:border-slate-700 ${className}`}
    >
      {t('export.sheet')}
    </button>
  );
}
