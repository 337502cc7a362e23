import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Flame } from 'lucide-react';
import { StateIcon } from '../../components/state-icon';
import { SELF, type Sustainer } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { AddConditionForm } from '../conditions/add-condition-form';
import { ConcentrationControl } from '../conditions/concentration-control';
import { ConditionBadges } from '../conditions/condition-badges';
import { ConditionChips } from '../conditions/condition-chips';
import { selectHolders, sameHolders } from './effect-form';
import { selectActive, selectOrder } from './gm-select';
import { sameItems, useStableSelector } from './stable-select';

const act = (sheetId: string, action: Parameters<AppState['act']>[1]) => appStore.getState().act(sheetId, action);

/** The name a turn duration's key stands for now: the row's own creature for 'self', else that sheet's. */
const turnNameFor = (sheetId: string) => (key: string) =>
  appStore.getState().sheets[key === SELF ? sheetId : key]?.creature.name;

/**
 * A row's conditions as chips (how long each lasts, what it does, removable), in its expanded
 * part; its concentration is said there by the concentration control. Drawn only when the
 * creature has conditions.
 */
export const RowConditions = memo(function RowConditions({ sheetId }: { sheetId: string }) {
  const creature = useAppStore((s) => {
    const found = s.sheets[sheetId]?.creature;
    return found && found.conditions.length > 0 ? found : null;
  });
  if (!creature) return null;
  return (
    <ConditionChips compact creature={creature} turnName={turnNameFor(sheetId)}
      onRemove={(condition) => act(sheetId, { type: 'removeCondition', condition })} />
  );
});

const ICON = 'inline-flex shrink-0 items-center';

/**
 * A row's conditions as badges with their word and the rounds left ("Amedrontado 2"), beside
 * its name area: a tap opens one (what it does, how long, who sustains it, End). Drawn only
 * when the creature has conditions, so a row without any does not redraw on every HP change.
 */
export const RowConditionBadges = memo(function RowConditionBadges({ sheetId }: { sheetId: string }) {
  const creature = useAppStore((s) => {
    const found = s.sheets[sheetId]?.creature;
    return found && found.conditions.length > 0 ? found : null;
  });
  if (!creature) return null;
  return (
    // At most half the row: many conditions scroll sideways inside it, never the page.
    <div className="flex max-w-[50%] shrink-0 items-center overflow-x-auto">
      <ConditionBadges size="row" creature={creature} turnName={turnNameFor(sheetId)}
        onRemove={(condition) => act(sheetId, { type: 'removeCondition', condition })} />
    </div>
  );
});

/**
 * A row's concentration and ongoing effects as icons, each with its name for screen readers
 * and on hover: one line, so every row keeps the same height. The row's expanded part has the
 * forms; its conditions are badges beside the name area (RowConditionBadges).
 */
export const RowConditionIcons = memo(function RowConditionIcons({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['gm', 'rules']);
  const on = useAppStore((s) => s.sheets[sheetId]?.creature.concentration?.on);
  const effects = useAppStore((s) => selectActive(s)?.effects.filter((e) => e.sheetId === sheetId).length ?? 0);
  const concentrating = on === undefined ? null : t('rules:concentration.label', { on });
  return (
    <>
      {concentrating && (
        <span role="img" aria-label={concentrating} title={concentrating} className={`${ICON} text-violet-800 dark:text-violet-200`}>
          <StateIcon state="concentrating" size="sm" />
        </span>
      )}
      {effects > 0 && (
        <span role="img" aria-label={t('gm:effects.on')} title={t('gm:effects.on')} className={`${ICON} text-orange-800 dark:text-orange-200`}>
          <Flame aria-hidden focusable={false} className="size-4" />
        </span>
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

/** The combatants concentrating now, as the concentrations a condition may be sustained by. */
export function useSustainers(): Sustainer[] {
  const holders = useAppStore(useStableSelector(selectHolders, sameHolders));
  return holders.map((holder) => ({ of: holder.sheetId, on: holder.on, name: holder.name }));
}

/** Opened from the row: give a condition with a duration, start or end concentration. */
export function RowConditionsPanel({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['gm']);
  const creature = useAppStore((s) => s.sheets[sheetId]?.creature);
  const turnOptions = useTurnOptions(sheetId);
  const sustainers = useSustainers();
  if (!creature) return null;
  return (
    <section aria-label={t('gm:row.conditionsOf', { name: creature.name })} className="grid gap-3 sm:grid-cols-2">
      <AddConditionForm creature={creature} turnOptions={turnOptions} forName={creature.name} sustainers={sustainers}
        onAdd={(condition, duration) => act(sheetId, { type: 'addCondition', condition, duration })} />
      <ConcentrationControl creature={creature}
        onConcentrate={(on) => act(sheetId, { type: 'concentrate', on })}
        onEnd={() => act(sheetId, { type: 'endConcentration' })}
        onSave={({ roll, bonus }) => act(sheetId, { type: 'concentrationSave', ...(bonus !== undefined && { bonus }), ...(roll !== undefined && { roll }) })} />
    </section>
  );
}
