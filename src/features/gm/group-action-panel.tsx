import { startTransition, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Segmented } from '../../components/segmented';
import { DAMAGE_TYPES, LIMITS, type Creature, type DamageType } from '../../rules';
import { cryptoRng } from '../../store/rng';
import { useAppStore } from '../../store/store';
import { rollFormula, type FormulaRoll } from './dice-formula';
import { actionFor, MODES, typedD20, type GroupForm, type Mode } from './group-action';
import { GroupConditionForm } from './group-condition';
import { PreviewTable } from './preview-table';
import { afterNextPaint } from '../../app/after-paint';
import { sameItems, useStableSelector } from './stable-select';

const NO_CREATURES: (Creature | undefined)[] = [];

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/**
 * Damage, healing or temporary HP entered (or rolled) once for every selected creature, previewed
 * before applying. Enter in the amount applies; after an Apply the selection stays (the next hit
 * often lands on the same creatures), the amount keeps the focus and the mode is Damage again,
 * as it is for every new selection: healing is never applied by a mode left over (issue 34).
 */
export function GroupActionPanel({ targets, onClear }: { targets: string[]; onClear: () => void }) {
  const { t } = useTranslation(['gm', 'rules']);
  const id = useId();
  const actMany = useAppStore((s) => s.actMany);
  const [mode, setMode] = useState<Mode>('damage');
  const [amountText, setAmountText] = useState('');
  const [formula, setFormula] = useState('');
  const [rolled, setRolled] = useState<(FormulaRoll & { formula: string }) | null>(null);
  const [badFormula, setBadFormula] = useState(false);
  const [damageType, setDamageType] = useState<DamageType | ''>('');
  const [critical, setCritical] = useState(false);
  const [melee, setMelee] = useState(false);
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  // Undead Fortitude's d20 typed per target (RULES.md); rolled on Apply where left empty.
  const [fortitude, setFortitude] = useState<Readonly<Record<string, string>>>({});
  const onFortitude = useCallback((sheetId: string, text: string) => setFortitude((prev) => ({ ...prev, [sheetId]: text })), []);
  const [applied, setApplied] = useState<number | null>(null);
  // Concentration saves the damage called for (one per damage instance, asked in the prompts above).
  const [savesDue, setSavesDue] = useState(0);
  // The condition form is drawn only while its disclosure is open.
  const [conditionOpen, setConditionOpen] = useState(false);
  // The preview just closed by Apply: still mounted (hidden) until the change has been painted.
  const [lingering, setLingering] = useState(false);
  const amountField = useRef<HTMLInputElement>(null);
  /** The attack is over: nothing of it carries over to the next one unseen (issues 15 and 34). */
  const resetAttack = () => {
    setMode('damage');
    setAmountText('');
    setRolled(null);
    setDamageType('');
    setCritical(false);
    setMelee(false);
    setSaved(new Set());
    setFortitude({});
  };
  // A selection emptied: the next one starts afresh, in Damage. Adjusted while rendering, so the
  // panel never shows the old mode for a frame.
  const [hadTargets, setHadTargets] = useState(targets.length > 0);
  if (hadTargets !== targets.length > 0) {
    setHadTargets(targets.length > 0);
    if (targets.length === 0) {
      resetAttack();
      setApplied(null);
      setSavesDue(0);
      setBadFormula(false);
    }
  }
  const onSaved = useCallback((sheetId: string, on: boolean) => setSaved((prev) => {
    const next = new Set(prev);
    if (on) next.add(sheetId); else next.delete(sheetId);
    return next;
  }), []);

  const amount = Number(amountText);
  const valid = amountText.trim() !== '' && Number.isInteger(amount) && amount >= 0;
  // The rules refuse more (src/rules/limits.ts): Apply says so instead of applying nothing.
  const tooLarge = valid && amount > (mode === 'temp' ? LIMITS.tempHp : LIMITS.amount);
  // Stable between renders, so the memoized preview rows redraw only when the form changes.
  const form = useMemo<GroupForm>(() => ({ mode, amount, damageType, critical, melee }), [mode, amount, damageType, critical, melee]);
  const creatures = useAppStore(useStableSelector((s) => (valid ? targets.map((sheetId) => s.sheets[sheetId]?.creature) : NO_CREATURES), sameItems));

  const roll = () => {
    const result = rollFormula(formula, cryptoRng);
    setBadFormula(!result);
    setRolled(result ? { ...result, formula } : null);
    if (result) setAmountText(String(result.total));
  };
  const apply = () => {
    const results = actMany(targets.map((sheetId) => ({ sheetId, action: actionFor(form, saved.has(sheetId), typedD20(fortitude[sheetId])) })));
    setApplied(targets.length);
    setSavesDue(results.filter((result) => result?.events.some((e) => e.type === 'concentration-check')).length);
    // Its amount, type, critical, reach and saves go, and the mode is Damage again; the formula
    // stays, in plain view, and the amount keeps the focus for the next hit.
    resetAttack();
    amountField.current?.focus();
    // The click paints the creatures' change first (the preview only hides), and the preview's
    // rows go in a later, interruptible update.
    setLingering(true);
    afterNextPaint(() => startTransition(() => setLingering(false)));
  };

  if (targets.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('group.hint')}</p>;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded border border-slate-300 p-2 dark:border-slate-600">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">{t('group.title', { count: targets.length })}</h2>
        <Button tone="ghost" className="text-sm" onClick={onClear}>{t('selection.clear')}</Button>
      </div>
      {/* A form, so Enter in the amount applies (the Apply button is its submit button). */}
      <form className="contents" onSubmit={(e) => { e.preventDefault(); if (valid && !tooLarge) apply(); }}>
      <Segmented label={t('group.modeLabel')} options={MODES} value={mode} onChange={setMode} text={(m) => t(`group.modes.${m}`)} />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('group.amount')}
          <input ref={amountField} type="number" inputMode="numeric" min={0} className={`${FIELD} w-24 text-lg tabular-nums`} value={amountText}
            onChange={(e) => { setAmountText(e.target.value); setApplied(null); setSavesDue(0); }} />
        </label>
        <label className="flex flex-col text-sm">
          {t('group.formula')}
          {/* Enter here rolls, not applies: the amount it gives is seen before it is applied. */}
          <input className={`${FIELD} w-28`} value={formula} placeholder="2d6+3" onChange={(e) => setFormula(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); if (formula.trim() !== '') roll(); } }} />
        </label>
        <Button onClick={roll} disabled={formula.trim() === ''}>{t('group.roll')}</Button>
      </div>
      {rolled && <p className="text-sm" role="status">{t('group.rolled', { formula: rolled.formula, dice: rolled.dice.join(' + '), bonus: rolled.bonus, total: rolled.total })}</p>}
      {badFormula && <p className="text-sm text-red-700 dark:text-red-300" role="alert">{t('group.badFormula')}</p>}
      {mode === 'damage' && (
        <div className="flex flex-wrap items-center gap-x-3">
          <label className="flex flex-col text-sm">
            {t('group.damageType')}
            <select className={FIELD} value={damageType} onChange={(e) => setDamageType(e.target.value as DamageType | '')}>
              <option value="">{t('group.untyped')}</option>
              {DAMAGE_TYPES.map((type) => <option key={type} value={type}>{t(`damageTypes.${type}`)}</option>)}
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2"><input type="checkbox" className="size-5" checked={critical} onChange={(e) => setCritical(e.target.checked)} />{t('group.critical')}</label>
          <label className="flex min-h-11 items-center gap-2"><input type="checkbox" className="size-5" checked={melee} onChange={(e) => setMelee(e.target.checked)} />{t('group.melee')}</label>
        </div>
      )}
      <Button type="submit" tone="primary" disabled={!valid || tooLarge} aria-describedby={tooLarge ? `${id}-too-large` : undefined}>
        {t(`group.apply.${mode}`, { count: targets.length })}
      </Button>
      </form>
      {tooLarge && <p id={`${id}-too-large`} className="text-sm text-slate-600 dark:text-slate-400">{t(mode === 'temp' ? 'errors.temp-hp-too-large' : 'errors.amount-too-large')}</p>}
      {applied !== null && (
        <p role="status" className="text-sm">
          {t('group.applied', { count: applied })}
          {savesDue > 0 && ` ${t('group.savesDue', { count: savesDue, save: t('rules:actions.concentrationSave') })}`}
        </p>
      )}
      {(valid || lingering) && (
        // The preview scrolls on its own: with 200 targets the Apply button stays in reach, and
        // past 40 targets the table draws only the rows in this box's view. Closing, it stays as
        // drawn for the one frame that shows the change (hidden from assistive technology at
        // once): hiding or removing its rows would cost that frame their restyle or teardown
        // (display:none, visibility and content-visibility all do), so that goes after the paint.
        <div className="max-h-96 overflow-y-auto" aria-hidden={!valid || undefined}>
          <PreviewTable targets={targets} creatures={creatures} form={form} saved={saved} onSaved={onSaved}
            fortitude={fortitude} onFortitude={onFortitude} frozen={!valid} />
        </div>
      )}
      <details className="border-t border-slate-200 pt-2 dark:border-slate-700" onToggle={(e) => setConditionOpen(e.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('group.conditionTitle', { count: targets.length })}</summary>
        {conditionOpen && <GroupConditionForm targets={targets} />}
      </details>
    </section>
  );
}
