import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '../../../store/store';
import { selectActive } from '../gm-select';
import { missingExtras, statBlockCounters, statBlockTraits } from './creature-extras';
import { combatantBlock, selectWantsStatBlocks, useStatBlocks } from './stat-blocks';

/**
 * Gives each creature of the encounter what its stat block has the rules count or apply
 * (X/Day uses, Legendary Resistance, Undead Fortitude) once the stat blocks have loaded: for a
 * creature quick-added before stat blocks were kept, or while they were still loading. Not an
 * undoable change: nothing the GM did.
 */
export function StatBlockSync() {
  const { t } = useTranslation('gm');
  const wanted = useAppStore(selectWantsStatBlocks);
  const blocks = useStatBlocks(wanted);
  const combatants = useAppStore((s) => selectActive(s)?.combatants);
  useEffect(() => {
    if (!combatants) return;
    const state = appStore.getState();
    const items = combatants.flatMap((combatant) => {
      const creature = state.sheets[combatant.sheetId]?.creature;
      const { block, actions } = combatantBlock(state, combatant, blocks);
      if (!creature || (actions.length === 0 && !block)) return [];
      const missing = missingExtras(creature, statBlockCounters(actions, block, { legendaryResistance: t('actions.legendaryResistanceName') }), statBlockTraits(block));
      return missing ? [{ sheetId: combatant.sheetId, action: { type: 'configure' as const, patch: missing } }] : [];
    });
    if (items.length > 0) state.actMany(items, { undoable: false });
  }, [combatants, blocks, t]);
  return null;
}
