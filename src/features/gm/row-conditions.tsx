import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { AddConditionForm } from '../conditions/add-condition-form';
import { ConcentrationControl } from '../conditions/concentration-control';
import { ConditionChips } from '../conditions/condition-chips';
import { selectOrder } from './gm-select';
import { sameItems, useStableSelector } from './stable-select';

const act = (sheetId: string, action: Parameters<AppState['act']>[1]) => appStore.getState().act(sheetId, action);

/** The name a turn duration's key stands for now: the row's own creature for 'self', else that sheet's. */
const turnNameFor = (sheetId: string) => (key: string) =>
  appStore.getState().sheets[key === SELF ? sheetId : key]?.creature.name;

/**
 * A row's conditions and concentration, when it has any: most of 200 rows have none and
 * draw nothing (the creature is selected only then).
 */
export const RowConditions = memo(function RowConditions({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['gm', 'rules']);
  const creature = useAppStore((s) => {
    const found = s.sheets[sheetId]?.creature;
    return found && (found.conditions.length > 0 || found.concentration) ? found : null;
  });
  if (!creature) return null;
  const { concentration } = creature;
  return (
    <>
      {creature.conditions.length > 0 && (
        <ConditionChips compact creature={creature} turnName={turnNameFor(sheetId)}
          onRemove={(condition) => act(sheetId, { type: 'removeCondition', condition })} />
      )}
      {concentration && (
        <p className="self-center rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-950 dark:bg-violet-900/40 dark:text-violet-100">
          {t('rules:concentration.label', { on: concentration.on })}
          {concentration.dc !== null && ` · ${t('rules:concentration.saveDue', { dc: concentration.dc })}`}
        </p>
      )}
    </>
  );
});

/** The encounter's combatants as whose-turn choices; the row's own creature is 'self' (RULES.md durations). */
function useTurnOptions(sheetId: string) {
  const order = useAppStore(selectOrder);
  const names = useAppStore(useStableSelector((s) => order.map((id) => s.sheets[id]?.creature.name ?? ''), sameItems));
  return order.map((id, i) => ({ key: id === sheetId ? SELF : id, name: names[i] ?? '' }));
}

/** Opened from the row: give a condition with a duration, start or end concentration. */
export function RowConditionsPanel({ sheetId, id }: { sheetId: string; id: string }) {
  const { t } = useTranslation(['gm']);
  const creature = useAppStore((s) => s.sheets[sheetId]?.creature);
  const turnOptions = useTurnOptions(sheetId);
  if (!creature) return null;
  return (
    <section id={id} aria-label={t('gm:row.conditionsOf', { name: creature.name })}
      className="col-span-full grid gap-3 border-t border-slate-200 py-2 sm:grid-cols-2 dark:border-slate-700">
      <AddConditionForm creature={creature} turnOptions={turnOptions}
        onAdd={(condition, duration) => act(sheetId, { type: 'addCondition', condition, duration })} />
      <ConcentrationControl creature={creature}
        onConcentrate={(on) => act(sheetId, { type: 'concentrate', on })}
        onEnd={() => act(sheetId, { type: 'endConcentration' })}
        onSave={({ roll, bonus }) => act(sheetId, { type: 'concentrationSave', bonus, ...(roll !== undefined && { roll }) })} />
    </section>
  );
}
