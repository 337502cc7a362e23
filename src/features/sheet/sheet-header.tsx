import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { usesNature } from '../../rules';
import { useAppStore } from '../../store/store';
import { ExportSheetButton } from '../data/export-sheet-button';
import { SheetEditor } from './sheet-editor';

/**
 * Role, preset and nature ("Personagem · Databook"), with the edit and export buttons, at the end
 * of the sheet (the name is in the sticky header, vitals-bar.tsx). Whether the preset follows the
 * language is said where it is chosen (the editor), not here.
 */
export function SheetHeader({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  // Each word on its own (strings): a change of HP leaves this line as it is, unrendered.
  const role = useAppStore((state) => state.sheets[sheetId]?.creature.role);
  const presetId = useAppStore((state) => state.sheets[sheetId]?.creature.preset);
  const nature = useAppStore((state) => state.sheets[sheetId]?.creature.nature);
  const [editing, setEditing] = useState(false);
  if (!presetId || !role || !nature) return null;
  const preset = t(`rules:presets.${presetId}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t(`rules:roles.${role}`)}
          {' · '}
          {preset}
          {usesNature(presetId) && <> · {t(`rules:natures.${nature}`)}</>}
        </p>
      </div>
      <ExportSheetButton sheetId={sheetId} />
      <Button onClick={() => setEditing(true)}>{t('header.edit')}</Button>
      <SheetEditor sheetId={sheetId} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
