import { useTranslation } from 'react-i18next';
import { useShelf } from '../../store/shelf';
import { NewSheetForm } from './new-sheet-form';
import { SheetRow } from './sheet-row';

/**
 * Every sheet on this device: open, duplicate, delete (with confirmation), or create one. It
 * reads the shelf (src/store/shelf.ts), so it paints before the engine has loaded (the root
 * layout starts it at the first sign of use).
 */
export function SheetListPage() {
  const { t } = useTranslation(['sheet', 'rules']);
  const sheets = useShelf((state) => state.sheets);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('list.title')}</h1>
      {sheets.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul aria-label={t('list.title')} className="flex flex-col gap-2">
          {sheets.map((summary) => <SheetRow key={summary.id} summary={summary} />)}
        </ul>
      )}
      <NewSheetForm />
    </section>
  );
}
