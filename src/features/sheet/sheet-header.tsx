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
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const [editing, setEditing] = useState(false);
  if (!creature) return null;
  const preset = t(`rules:presets.${creature.preset}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t(`rules:roles.${creature.role}`)}
          {' · '}
          {preset}
          {usesNature(creature.preset) && <> · {t(`rules:natures.${creature.nature}`)}</>}
        </p>
      </div>
      <ExportSheetButton sheetId={sheetId} />
      <Button onClick={() => setEditing(true)}>{t('header.edit')}</Button>
      <SheetEditor sheetId={sheetId} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
