import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '../../store/store';
import { combatantBlock, selectCombatant } from './actions/stat-blocks';
import { statBlocksIfLoaded } from './library/load-statblocks';
import { selectCombatantInfo } from './gm-select';
import { splitNumber } from './quick-add';

/**
 * "Save to my creatures" from a row: the creature as it is described now (its maximum HP,
 * initiative modifier, Armor Class, abilities, saves, defenses and condition immunities) under
 * its name without quick-add's number ("Bandit Captain 2" is saved as "Bandit Captain").
 */
export function RowSaveOwn({ sheetId, name }: { sheetId: string; name: string }) {
  const { t } = useTranslation('gm');
  const saveOwnCreature = useAppStore((s) => s.saveOwnCreature);
  const [saved, setSaved] = useState<{ name: string; replaced: boolean } | null>(null);
  const save = () => {
    const state = appStore.getState();
    const creature = state.sheets[sheetId]?.creature;
    if (!creature) return;
    const info = selectCombatantInfo(state, sheetId);
    // Its actions go with it: the GM's own, or a copy of its stat block's.
    const { actions } = combatantBlock(state, selectCombatant(state, sheetId), statBlocksIfLoaded());
    const result = saveOwnCreature({
      name: splitNumber(creature.name).base, type: null, cr: null, armorClass: info?.armorClass ?? null,
      hp: creature.hp.max, hpFormula: null, initiative: info?.modifier ?? 0, abilities: { ...creature.abilities }, saves: { ...creature.saves },
      resistances: [...creature.defenses.resistances], vulnerabilities: [...creature.defenses.vulnerabilities], immunities: [...creature.defenses.immunities],
      conditionImmunities: [...creature.conditionImmunities],
      ...(actions.length > 0 ? { actions: [...actions] } : {}),
    });
    setSaved({ name: result.creature.name, replaced: result.replaced });
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button type="button" onClick={save} aria-label={t('row.saveOwnLabel', { name })}
        className="flex min-h-11 items-center gap-1 rounded border border-slate-300 px-2 focus-visible:outline dark:border-slate-600">
        <BookmarkPlus aria-hidden focusable={false} className="size-4" />{t('row.saveOwn')}
      </button>
      <span role="status" className="empty:hidden">{saved && t(saved.replaced ? 'library.updated' : 'library.saved', { name: saved.name })}</span>
    </div>
  );
}
