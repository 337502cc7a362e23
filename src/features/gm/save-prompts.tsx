import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { numberFormat } from '../../i18n/numbers';
import { LEGENDARY_RESISTANCE, saveBonus, type RulesEvent, type StandardCondition } from '../../rules';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { ActResult } from '../conditions/act-result';
import { SaveRollForm } from '../conditions/save-roll-form';
import { describeEvent, type LooseT } from '../sheet/event-text';
import { DueLine, OneLine } from './due-line';
import { selectActive, selectOrder } from './gm-select';
import { sameItems, useStableSelector } from './stable-select';

/** Legendary Resistance uses left (RULES.md: the counter `legendary-resistance`), 0 without the trait. */
function legendaryLeft(state: AppState, sheetId: string): number {
  const counter = state.sheets[sheetId]?.creature.counters.find((c) => c.id === LEGENDARY_RESISTANCE);
  return counter ? counter.max - counter.used : 0;
}

/**
 * "If it fails, use Legendary Resistance (2 left)": the rules spend a use only when the save
 * fails, and make it a success (RULES.md "Legendary Resistance").
 */
function LegendaryChoice({ sheetId, on, onChange }: { sheetId: string; on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('gm');
  const left = useAppStore((s) => legendaryLeft(s, sheetId));
  if (left === 0) return null;
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" className="size-5" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {t('prompts.legendary', { count: left })}
    </label>
  );
}

const NO_SAVES: AppState['encounters'][string]['pendingSaves'] = [];

/** The combatants whose Constitution save for concentration is due (derived from the creatures, not stored). */
function concentrationDue(state: AppState): string[] {
  return selectOrder(state).filter((id) => typeof state.sheets[id]?.creature.concentration?.dc === 'number');
}

type Report = (name: string, result: ActResult) => void;

/**
 * "Ogre: 12 + 3 = 15 vs DC 10, success." (a condition save names its condition): a save's own
 * numbers, the bonus the rules added included, read from its event; null for other events.
 */
function saveMath(t: LooseT, language: string, name: string, event: RulesEvent): string | null {
  if (event.type !== 'concentration-save' && event.type !== 'condition-save') return null;
  const { roll, bonus, total, dc, passed, condition } = event.values;
  if (typeof roll !== 'number' || typeof bonus !== 'number' || typeof total !== 'number' || typeof dc !== 'number') return null;
  const number = numberFormat(language).format;
  const math = `${number(roll)} ${bonus < 0 ? '−' : '+'} ${number(Math.abs(bonus))} = ${number(total)}`;
  const options = { name, math, dc: number(dc), ...(typeof passed === 'boolean' && { context: passed ? 'passed' : 'failed' }) };
  return event.type === 'concentration-save'
    ? t('gm:prompts.saveMath', options)
    : t('gm:prompts.conditionSaveMath', { ...options, condition: t(`rules:conditions.${String(condition)}`) });
}

/**
 * The saves the turn order and the damage ask for, as the death save is asked: rolled in the app
 * or typed from the table. A condition that lasts until a save is asked at the end of its
 * creature's turn (RULES.md durations); a concentrating creature that took damage makes one
 * Constitution save per damage instance (RULES.md "Conditions and concentration").
 */
export function SavePrompts() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const pending = useAppStore((s) => selectActive(s)?.pendingSaves ?? NO_SAVES);
  const concentrating = useAppStore(useStableSelector(concentrationDue, sameItems));
  // What the last save did, shown until the turn moves on (the log keeps it after that).
  const turn = useAppStore((s) => { const e = selectActive(s); return e ? `${e.id}:${e.round}:${e.turn}` : ''; });
  const [saved, setSaved] = useState<{ name: string; events: RulesEvent[]; turn: string } | null>(null);
  const outcome = saved?.turn === turn ? saved : null;
  const report: Report = (name, result) => {
    if (result && !result.error) setSaved({ name, events: result.events, turn });
  };
  const loose = t as unknown as LooseT;
  const text = (name: string, event: RulesEvent) =>
    saveMath(loose, i18n.language, name, event) ?? t('gm:prompts.outcome', { name, text: describeEvent(loose, i18n.language, event) });
  return (
    <>
      {pending.map(({ sheetId, condition }) => (
        <ConditionSavePrompt key={`${sheetId}-${condition}`} sheetId={sheetId} condition={condition} report={report} />
      ))}
      {concentrating.map((sheetId) => <ConcentrationSavePrompt key={sheetId} sheetId={sheetId} report={report} />)}
      <div role="status" className="flex flex-col gap-1 empty:hidden">
        {outcome?.events.map((event, index) => <OneLine key={index}><p>{text(outcome.name, event)}</p></OneLine>)}
      </div>
    </>
  );
}

function ConditionSavePrompt({ sheetId, condition, report }: { sheetId: string; condition: StandardCondition; report: Report }) {
  const { t } = useTranslation(['gm', 'rules', 'sheet']);
  const titleId = useId();
  const due = useAppStore(useShallow((s) => {
    const creature = s.sheets[sheetId]?.creature;
    const duration = creature?.conditions.includes(condition) ? creature.durations[condition] : undefined;
    return creature && duration?.kind === 'save'
      ? { name: creature.name, ability: duration.ability, dc: duration.dc, own: saveBonus(creature, duration.ability) }
      : null;
  }));
  const act = useAppStore((s) => s.act);
  const clear = useAppStore((s) => s.clearPendingSave);
  const [legendary, setLegendary] = useState(false);
  // Removed or changed meanwhile (by hand, on the sheet): nothing is due any more.
  if (!due) return null;
  const label = t('gm:prompts.conditionSave', {
    name: due.name, abilitySave: t(`rules:abilitySaves.${due.ability}`), dc: due.dc, condition: t(`rules:conditions.${condition}`),
  });
  const save = ({ roll, bonus }: { roll?: number; bonus?: number }) => {
    const result = act(sheetId, {
      type: 'conditionSave', condition, ...(bonus !== undefined && { bonus }), ...(roll !== undefined && { roll }), ...(legendary && { legendaryResistance: true }),
    });
    report(due.name, result);
    if (result && !result.error) clear(sheetId, condition);
    return result;
  };
  return (
    <DueLine tone="save" title={label} titleId={titleId} actions={<QuickRoll titleId={titleId} onRoll={() => save({})} />}>
      {/* The creature's own bonus is said and added unless the GM types one (0 included) for this save. */}
      <SaveRollForm label={label} labelledBy={titleId} dc={due.dc} sheetBonus={{ ability: due.ability, value: due.own }} onSubmit={save} />
      <LegendaryChoice sheetId={sheetId} on={legendary} onChange={setLegendary} />
      <Button tone="ghost" className="self-start" onClick={() => clear(sheetId, condition)}>{t('gm:prompts.later')}</Button>
    </DueLine>
  );
}

function ConcentrationSavePrompt({ sheetId, report }: { sheetId: string; report: Report }) {
  const { t } = useTranslation(['gm', 'rules', 'sheet']);
  const titleId = useId();
  const due = useAppStore(useShallow((s) => {
    const creature = s.sheets[sheetId]?.creature;
    const concentration = creature?.concentration;
    return creature && concentration && concentration.dc !== null
      ? { name: creature.name, on: concentration.on, dc: concentration.dc, own: saveBonus(creature, 'con') }
      : null;
  }));
  const act = useAppStore((s) => s.act);
  const [legendary, setLegendary] = useState(false);
  if (!due) return null;
  const label = t('gm:prompts.concentrationSave', {
    name: due.name, concentration: t('rules:concentration.label', { on: due.on }), save: t('rules:concentration.saveDue', { dc: due.dc }),
  });
  const save = ({ roll, bonus }: { roll?: number; bonus?: number }) => {
    const result = act(sheetId, { type: 'concentrationSave', ...(bonus !== undefined && { bonus }), ...(roll !== undefined && { roll }), ...(legendary && { legendaryResistance: true }) });
    report(due.name, result);
    return result;
  };
  return (
    <DueLine tone="save" title={label} titleId={titleId} actions={<QuickRoll titleId={titleId} onRoll={() => save({})} />}>
      <SaveRollForm label={label} labelledBy={titleId} dc={due.dc} sheetBonus={{ ability: 'con', value: due.own }} onSubmit={save} />
      <LegendaryChoice sheetId={sheetId} on={legendary} onChange={setLegendary} />
    </DueLine>
  );
}

/**
 * The line's key action: the app rolls the d20 and the sheet's bonus is added (the opened line
 * takes a die typed from the table or another bonus). Described by its line, as several saves
 * may be due at once.
 */
function QuickRoll({ titleId, onRoll }: { titleId: string; onRoll: () => void }) {
  const { t } = useTranslation('sheet');
  return <Button tone="primary" aria-describedby={titleId} onClick={onRoll}>{t('saves.roll')}</Button>;
}
