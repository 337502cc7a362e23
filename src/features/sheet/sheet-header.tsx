import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { usesNature } from '../../rules';
import { useAppStore } from '../../store/store';
import { ExportSheetButton } from '../data/export-sheet-button';
import { SheetEditor } from './sheet-editor';

/**
 * Preset (and whether it follows the language), role and nature, with the edit and export
 * buttons, under the sticky header that carries the name (vitals-bar.tsx).
 */
export function SheetHeader({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const follows = useAppStore((state) => state.sheets[sheetId]?.followLanguage ?? false);
  const [editing, setEditing] = useState(false);
  if (!creature) return null;
  const preset = t(`rules:presets.${creature.preset}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {follows ? t('header.presetFollowing', { preset }) : t('header.presetPinned', { preset })}
          {' · '}
          {t(`rules:roles.${creature.role}`)}
          {usesNature(creature.preset) && <> · {t(`rules:natures.${creature.nature}`)}</>}
        </p>
      </div>
      <ExportSheetButton sheetId={sheetId} />
      <Button onClick={() => setEditing(true)}>{t('header.edit')}</Button>
      <SheetEditor sheetId={sheetId} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
