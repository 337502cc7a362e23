import { memo } from 'react';
import { automaticCritical, dispatch, fortitudeDue, saveBonus, type Creature, type DamageAction, type RulesEvent } from '../../rules';
import { genderContext } from '../../i18n/agree';
import { actionFor, typedD20, type GroupForm } from './group-action';
import type { GmT } from './gm-t';
import { signedNumber } from './actions/action-text';
import { badgeView, StatusBadges } from './status-badges';

function eventValue(events: RulesEvent[], type: RulesEvent['type'], key: string): number {
  const value = events.find((e) => e.type === type)?.values[key];
  return typeof value === 'number' ? value : 0;
}

/** Dry run: dispatch is pure, so the preview is the very result Apply will store. */
function preview(creature: Creature, form: GroupForm, saved: boolean, fortitude: number | undefined) {
  // No rng: a dry run never rolls. Undead Fortitude's save, when due and not typed, is rolled on
  // Apply: the preview then says the DC and stops at 0 HP.
  const action = actionFor(form, saved, fortitude);
  const due = form.mode === 'damage' ? fortitudeDue(creature, action as DamageAction) : null;
  return { result: dispatch(creature, due && fortitude === undefined ? { ...action, fortitudeRoll: 1 } as DamageAction : action), due };
}



interface Props {
  sheetId: string;
  /** From the table, which reads all targets at once (see preview-table.tsx). */
  creature: Creature;
  form: GroupForm;
  saved: boolean;
  onSaved: (sheetId: string, saved: boolean) => void;
  /** Undead Fortitude's d20 as typed for this target ('' when not). */
  fortitude: string;
  onFortitude: (sheetId: string, text: string) => void;
  t: GmT;
  /** In a windowed preview: the row's place among all the targets, and where it is measured. */
  index?: number;
  measure?: (element: HTMLElement | null) => void;
}

/** One target of the group action: its save, the final number, and what it becomes. */
export const PreviewRow = memo(function PreviewRow({ sheetId, creature, form, saved, onSaved, fortitude, onFortitude, t, index, measure }: Props) {
  const { result, due } = preview(creature, form, saved, typedD20(fortitude));
  const { events } = result;
  const immune = events.some((e) => e.type === 'damage-immune');
  const failures = eventValue(events, 'failures-added', 'count');
  // RULES.md: a melee hit from within 1.5 m / 5 ft on a Paralyzed or Unconscious creature is critical by itself.
  const autoCritical = form.mode === 'damage' && form.melee && !form.critical ? automaticCritical(creature) : null;
  const concentrationDc = eventValue(events, 'concentration-check', 'dc');
  let amount: string;
  if (result.error) amount = t('group.refused');
  else if (form.mode === 'damage') amount = immune ? t('group.immune') : String(eventValue(events, 'damage-taken', 'amount'));
  else if (form.mode === 'heal') amount = `+${eventValue(events, 'healed', 'gained')}`;
  else amount = String(result.creature.hp.temp);
  return (
    <tr ref={measure} data-index={index} data-sheet-id={index === undefined ? undefined : sheetId} aria-rowindex={index === undefined ? undefined : index + 2}
      className="border-t border-slate-200 dark:border-slate-700">
      <th scope="row" className="py-1 pr-2 text-left font-medium break-words">{creature.name}</th>
      {form.mode === 'damage' && (
        <td>
          <label className="flex min-h-11 min-w-11 items-center justify-center">
            <input type="checkbox" className="size-5" checked={saved} onChange={(e) => onSaved(sheetId, e.target.checked)}
              aria-label={t('group.savedFor', { context: genderContext(creature), name: creature.name })} />
          </label>
        </td>
      )}
      <td className="px-1 text-right tabular-nums" data-testid="preview-amount">{amount}</td>
      <td className="whitespace-nowrap px-1 tabular-nums">{t('group.hpChange', { from: creature.hp.current, to: result.creature.hp.current })}</td>
      <td className="px-1">
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadges view={badgeView(result.creature)} t={t} />
          {failures > 0 && <span className="text-xs font-semibold text-red-700 dark:text-red-300">{t('group.failures', { count: failures })}</span>}
          {events.some((e) => e.type === 'massive-damage') && <span className="text-xs font-semibold">{t('group.massive')}</span>}
          {autoCritical && !result.error && (
            <span className="text-xs font-semibold">{t('group.autoCritical', { condition: t(`rules:conditions.${autoCritical}`) })}</span>
          )}
          {concentrationDc > 0 && <span className="text-xs font-semibold">{t('rules:concentration.saveDue', { dc: concentrationDc })}</span>}
          {events.some((e) => e.type === 'concentration-ended') && <span className="text-xs font-semibold">{t('rules:actions.endConcentration')}</span>}
          {result.error && <span className="text-xs">{t(`errors.${result.error.code}`)}</span>}
          {due && (
            // RULES.md Undead Fortitude: the Constitution save, DC 5 + the damage taken, rolled or typed.
            <label className="flex items-center gap-1 text-xs font-semibold">
              {t('actions.fortitude', { dc: due.dc, bonus: signedNumber(saveBonus(creature, 'con')) })}
              <input type="number" inputMode="numeric" min={1} max={20} value={fortitude} aria-label={t('actions.fortitudeFor', { name: creature.name })}
                className="min-h-11 w-14 rounded border border-slate-400 bg-white px-1 tabular-nums dark:border-slate-600 dark:bg-slate-950"
                onChange={(e) => onFortitude(sheetId, e.target.value)} />
            </label>
          )}
        </span>
      </td>
    </tr>
  );
});
