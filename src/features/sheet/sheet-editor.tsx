import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { SheetEditorForm } from './sheet-editor-form';

/** Edit a sheet's data in a dialog; the form mounts fresh from the creature each time it opens. */
export function SheetEditor({ sheetId, open, onClose }: { sheetId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  return (
    <Dialog open={open} onClose={onClose} title={t('edit.title')}>
      <SheetEditorForm sheetId={sheetId} onDone={onClose} />
    </Dialog>
  );
}
