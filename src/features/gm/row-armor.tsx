import { Shield } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ARMOR_CLASS_MAX } from '../../store/encounter-types';
import { useAppStore } from '../../store/store';
import { selectCombatantInfo } from './gm-select';
import type { GmT } from './gm-t';

/**
 * The Armor Class in the dense row: a shield and the number, read out as "Armor Class 15".
 * Nothing when it is unknown, so a party's sheets without one keep their row as it was.
 */
export const ShownArmorClass = memo(function ShownArmorClass({ sheetId, t }: { sheetId: string; t: GmT }) {
  // The GM's number for this fight, else the sheet's own (a player keeps it on the sheet).
  const armorClass = useAppStore((s) => selectCombatantInfo(s, sheetId)?.armorClass ?? s.sheets[sheetId]?.creature.ac ?? null);
  // Unknown: no room taken, so a name keeps its width (the HP column stays aligned on the right).
  if (armorClass === null) return null;
  return (
    <span role="img" aria-label={t('row.armorClass', { value: armorClass })} title={t('row.armorClass', { value: armorClass })}
      className="flex w-10 shrink-0 items-center justify-center gap-0.5 text-sm tabular-nums text-slate-700 dark:text-slate-300">
      <Shield aria-hidden focusable={false} className="size-4" />
      <span aria-hidden>{armorClass}</span>
    </span>
  );
});

/** The Armor Class typed in the expanded row: empty is unknown, 0..99 is kept as typed. */
export const ArmorClassField = memo(function ArmorClassField({ sheetId, name }: { sheetId: string; name: string }) {
  const { t } = useTranslation('gm');
  const armorClass = useAppStore((s) => selectCombatantInfo(s, sheetId)?.armorClass ?? null);
  const sheetAc = useAppStore((s) => s.sheets[sheetId]?.creature.ac);
  const setArmorClass = useAppStore((s) => s.setArmorClass);
  return (
    <label className="flex min-h-11 items-center gap-1 text-sm">
      <Shield aria-hidden focusable={false} className="size-4" />
      <span aria-hidden>{t('row.armorClassShort')}</span>
      <input type="number" inputMode="numeric" min={0} max={ARMOR_CLASS_MAX} aria-label={t('row.armorClassOf', { name })}
        className="min-h-11 w-14 rounded border border-slate-300 bg-transparent px-1 text-center tabular-nums dark:border-slate-600 focus-visible:outline"
        value={armorClass ?? ''} placeholder={sheetAc === undefined ? undefined : String(sheetAc)}
        onChange={(event) => setArmorClass(sheetId, event.target.value === '' ? null : Number(event.target.value))} />
    </label>
  );
});
