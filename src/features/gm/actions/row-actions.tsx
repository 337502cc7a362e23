import { isMonster } from '../../../store/monsters';
import { useAppStore } from '../../../store/store';
import { ActionsEditor } from './actions-editor';
import { selectCombatant, useCombatantBlock } from './stat-blocks';

const NONE: never[] = [];

/** A creature of the encounter with no SRD stat block: its actions, given by the GM in its row. */
export function RowActions({ sheetId, name }: { sheetId: string; name: string }) {
  const { block } = useCombatantBlock(sheetId);
  const actions = useAppStore((s) => selectCombatant(s, sheetId)?.actions ?? NONE);
  const monster = useAppStore((s) => {
    const sheet = s.sheets[sheetId];
    return sheet !== undefined && isMonster(sheet, s.encounters);
  });
  const setCombatantActions = useAppStore((s) => s.setCombatantActions);
  if (block || !monster) return null;
  return <ActionsEditor actions={actions} onChange={(next) => setCombatantActions(sheetId, next)} name={name} />;
}
