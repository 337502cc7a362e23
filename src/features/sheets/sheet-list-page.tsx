import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { NewSheetForm } from './new-sheet-form';
import { SheetRow } from './sheet-row';

/** Every sheet on this device: open, duplicate, delete (with confirmation), or create one. */
export function SheetListPage() {
  const { t } = useTranslation(['sheet', 'rules']);
  const ids = useAppStore(useShallow((state) => Object.values(state.sheets).sort((a, b) => a.createdAt - b.createdAt).map((sheet) => sheet.id)));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('list.title')}</h1>
      {ids.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul aria-label={t('list.title')} className="flex flex-col gap-2">
          {ids.map((id) => <SheetRow key={id} sheetId={id} />)}
        </ul>
      )}
      <NewSheetForm />
    </section>
  );
}
