import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ABILITIES, LIMITS, NATURES, PRESET_IDS, ROLES, type Ability, type Nature, type PresetId, type Role, type StandardCondition } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { ConditionImmunitiesPicker } from './condition-immunities-picker';
import { DefensesPicker, defenseLists, type DefenseMap } from './defenses-picker';
import { MAX_QUICK_ADD, parseSaveFields, planQuickAdd, type QuickAddReason } from './quick-add';
import { SaveField, signed, type SaveTexts } from './save-fields';
import { sameItems, useStableSelector } from './stable-select';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/** Folded under "More saves": Constitution, the one every concentration save needs, is in view. */
const MORE_SAVES = ABILITIES.filter((ability) => ability !== 'con');

const sheetNames = (state: AppState) => Object.values(state.sheets).map((sheet) => sheet.creature.name);

/**
 * "Goblin × 6, 7 HP, minion, Constitution save +1": new creatures of the active encounter, numbered (not sheets of
 * the list: src/store/monsters.ts).
 * Checked against the rules' limits before anything is created: outside them the button is
 * disabled and says why, so adding can never fail halfway (issue "Nothing lost, nothing hidden", 9).
 * In view, only what most batches need; the other saves, condition immunities, damage defenses,
 * rules and nature are folded, each summary saying what is chosen.
 */
export function QuickAddForm() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const reasonsId = useId();
  const existing = useAppStore(useStableSelector(sheetNames, sameItems));
  const addCreatures = useAppStore((s) => s.addCreatures);
  const [name, setName] = useState('');
  const [count, setCount] = useState('1');
  const [maxHp, setMaxHp] = useState('');
  const [role, setRole] = useState<Role>('minion');
  const [nature, setNature] = useState<Nature>('incarnate');
  const [preset, setPreset] = useState<PresetId | ''>('');
  const [modifier, setModifier] = useState('0');
  const [defenses, setDefenses] = useState<DefenseMap>({});
  const [saves, setSaves] = useState<SaveTexts>({});
  const [immunities, setImmunities] = useState<StandardCondition[]>([]);
  const saveHintId = useId();
  const [added, setAdded] = useState<string[] | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const fields = { name, count, maxHp, modifier, saves };
  const plan = planQuickAdd(fields, existing);
  const format = new Intl.NumberFormat(i18n.language).format;
  const reasonText = (reason: QuickAddReason): string => {
    switch (reason.key) {
      case 'name': return t('quickAdd.reasons.name');
      case 'nameTooLong': return t('quickAdd.reasons.nameTooLong', { max: format(LIMITS.nameLength), length: format(reason.length) });
      case 'count': return t('quickAdd.reasons.count', { max: format(MAX_QUICK_ADD) });
      case 'maxHp': return t('quickAdd.reasons.maxHp', { max: format(LIMITS.maxHp) });
      case 'modifier': return t('quickAdd.reasons.modifier');
      case 'saves': return t('quickAdd.reasons.saves', { min: signed(LIMITS.saveMin, i18n.language), max: signed(LIMITS.saveMax, i18n.language) });
    }
  };
  const setSave = (ability: Ability, text: string) => setSaves((prev) => ({ ...prev, [ability]: text }));
  // The folded saves' summary says which are set ("Wis +2, Dex +1"), as a stat block does.
  const moreSet = MORE_SAVES.flatMap((a) => {
    const value = parseSaveFields({ [a]: saves[a] })?.[a];
    return value === undefined ? [] : [`${t(`rules:abilitiesShort.${a}`)} ${signed(value, i18n.language)}`];
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Planned again on the store as it is now: the numbers follow the sheets that exist.
    const state = appStore.getState();
    const now = planQuickAdd(fields, sheetNames(state));
    if (!now.ok) return;
    const lists = defenseLists(defenses);
    addCreatures(now.names.map((each) => ({
      name: each, maxHp: now.maxHp, role, nature, ...lists, saves: now.saves, conditionImmunities: immunities, ...(preset ? { preset } : {}),
    })), now.modifier);
    setAdded(now.names);
    // The next batch is another creature: what described this one does not carry over unseen
    // (issue 15: skeletons inherited the salamanders' fire resistance from the folded
    // Defenses). Name, count, HP, modifier, saves, condition immunities and defenses start
    // again; role, nature and rules stay, as they usually hold for the whole fight and are
    // said in view (nature and rules in their folded part's summary).
    setName('');
    setCount('1');
    setMaxHp('');
    setModifier('0');
    setDefenses({});
    setSaves({});
    setImmunities([]);
    // The button just pressed is now disabled: the next batch starts at its name.
    nameField.current?.focus();
  };

  const noSave = signed(0, i18n.language);
  return (
    <form onSubmit={submit} aria-labelledby="gm-quick-add" className="flex flex-col gap-2">
      <h3 id="gm-quick-add" className="sr-only">{t('quickAdd.title')}</h3>
      <div className="grid grid-cols-2 gap-2">
        <label className="col-span-2 flex flex-col text-sm">{t('quickAdd.name')}
          <input ref={nameField} className={FIELD} value={name} maxLength={LIMITS.nameLength} placeholder={t('quickAdd.namePlaceholder')}
            onChange={(e) => { setName(e.target.value); setAdded(null); }} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.count')}
          <input type="number" inputMode="numeric" min={1} max={MAX_QUICK_ADD} className={FIELD} value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.maxHp')}
          <input type="number" inputMode="numeric" min={1} max={LIMITS.maxHp} className={FIELD} value={maxHp} onChange={(e) => setMaxHp(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.role')}
          <select className={FIELD} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.modifier')}
          <input type="number" inputMode="numeric" className={FIELD} value={modifier} onChange={(e) => setModifier(e.target.value)} />
        </label>
        <SaveField ability="con" value={saves.con ?? ''} onChange={setSave} placeholder={noSave} describedBy={saveHintId} />
        <p id={saveHintId} className="self-end pb-1 text-xs text-slate-600 dark:text-slate-400">{t('quickAdd.saveHint')}</p>
      </div>
      <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
        <summary className="min-h-11 cursor-pointer content-center">
          {t('quickAdd.moreSaves', { count: moreSet.length, list: moreSet.join(', ') })}
        </summary>
        <div className="grid grid-cols-2 gap-2">
          {MORE_SAVES.map((ability) => (
            <SaveField key={ability} ability={ability} value={saves[ability] ?? ''} onChange={setSave} placeholder={noSave} describedBy={saveHintId} />
          ))}
        </div>
      </details>
      <ConditionImmunitiesPicker value={immunities} onChange={setImmunities} />
      <DefensesPicker value={defenses} onChange={setDefenses} />
      <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
        <summary className="min-h-11 cursor-pointer content-center">
          {t('quickAdd.rulesAndNature', { rules: preset ? t(`presets.${preset}`) : t('quickAdd.followLanguage'), nature: t(`natures.${nature}`) })}
        </summary>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col text-sm">{t('quickAdd.preset')}
            <select className={FIELD} value={preset} onChange={(e) => setPreset(e.target.value as PresetId | '')}>
              <option value="">{t('quickAdd.followLanguage')}</option>
              {PRESET_IDS.map((p) => <option key={p} value={p}>{t(`presets.${p}`)}</option>)}
            </select>
          </label>
          <label className="flex flex-col text-sm">{t('quickAdd.nature')}
            <select className={FIELD} value={nature} onChange={(e) => setNature(e.target.value as Nature)}>
              {NATURES.map((r) => <option key={r} value={r}>{t(`natures.${r}`)}</option>)}
            </select>
          </label>
        </div>
      </details>
      <Button type="submit" tone="primary" disabled={!plan.ok} aria-describedby={plan.ok ? undefined : reasonsId}>
        {/* Never "Add 0": until there is something to add, the button says what is missing. */}
        {plan.names.length > 0 ? t('quickAdd.submit', { count: plan.names.length, name: name.trim() }) : t('quickAdd.submitNeeds')}
      </Button>
      {/* Always there, so that screen readers announce the text when it appears. */}
      <p role="status" className="text-sm empty:hidden">
        {added && t('quickAdd.added', { count: added.length, first: added[0], last: added.at(-1) })}
      </p>
      {!plan.ok && (
        // A greyed-out button never goes unexplained (as the sheet's RefusalHint).
        <div id={reasonsId} className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
          {plan.reasons.map((reason) => <p key={reason.key}>{reasonText(reason)}</p>)}
        </div>
      )}
    </form>
  );
}
