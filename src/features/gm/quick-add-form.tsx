import { BookmarkPlus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { numberFormat } from '../../i18n/numbers';
import { ARMOR_CLASS_MAX } from '../../store/encounter-types';
import { cryptoRng } from '../../store/rng';
import { ABILITIES, LIMITS, NATURES, PRESET_IDS, ROLES, type Ability, type Nature, type PresetId, type Role, type StandardCondition } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { ConditionImmunitiesPicker } from './condition-immunities-picker';
import { CreatureSearch } from './library/creature-search';
import { canRoll, fillFrom, libraryGender, NO_ABILITIES, parseArmorClass, rollHp } from './library/from-library';
import { HpChoice, type HpMode } from './library/hp-choice';
import type { LibraryCreature, MonsterAction } from './library/library-types';
import { loadStatBlocks, statBlocksIfLoaded } from './library/load-statblocks';
import { ActionsEditor } from './actions/actions-editor';
import { statBlockCounters, statBlockTraits } from './actions/creature-extras';
import { OwnCreatures } from './library/own-creatures';
import { DefensesPicker, defenseLists, type DefenseMap } from './defenses-picker';
import { MAX_QUICK_ADD, parseSaveFields, planQuickAdd, type QuickAddReason } from './quick-add';
import { SaveField, signed, type SaveTexts } from './save-fields';
import { sameItems, useStableSelector } from './stable-select';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/** Folded under "More saves": Constitution, the one every concentration save needs, is in view. */
const MORE_SAVES = ABILITIES.filter((ability) => ability !== 'con');

const sheetNames = (state: AppState) => Object.values(state.sheets).map((sheet) => sheet.creature.name);

/** The fields a reason is about: said once the GM has typed in it or left it, or tried to add. */
type Field = 'name' | 'count' | 'maxHp' | 'modifier' | 'saves' | 'armorClass';
const fieldOf = (reason: QuickAddReason['key'] | 'armorClass'): Field => (reason === 'nameTooLong' ? 'name' : reason);

/**
 * Picking a creature of the library (SRD 5.2.1 or the GM's own, issue 28) fills every field
 * below, still editable; a line says where they came from, with Clear.
 *
 * "Goblin × 6, 7 HP, minion, Constitution save +1": new creatures of the active encounter, numbered (not sheets of
 * the list: src/store/monsters.ts).
 * Checked against the rules' limits before anything is created: outside them the button is
 * disabled and says why, so adding can never fail halfway (issue "Nothing lost, nothing hidden", 9).
 * In view, only what most batches need; the other saves, condition immunities, damage defenses,
 * rules and nature are folded, each summary saying what is chosen.
 */
export function QuickAddForm({ rng = cryptoRng }: { rng?: () => number }) {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const reasonsId = useId();
  const existing = useAppStore(useStableSelector(sheetNames, sameItems));
  const addCreatures = useAppStore((s) => s.addCreatures);
  const saveOwnCreature = useAppStore((s) => s.saveOwnCreature);
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
  const [armorClass, setArmorClass] = useState('');
  /** The library creature the fields came from (its abilities, type, CR and HP formula go with it). */
  const [picked, setPicked] = useState<LibraryCreature | null>(null);
  const [hpMode, setHpMode] = useState<HpMode>('typed');
  /** The actions the GM typed (a creature of their own); an SRD creature brings its stat block's. */
  const [actions, setActions] = useState<MonsterAction[]>([]);
  const saveHintId = useId();
  const hpChoiceId = useId();
  const [added, setAdded] = useState<{ names: string[]; rolled: number[] | null } | null>(null);
  const [saved, setSaved] = useState<{ name: string; replaced: boolean } | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  // What the GM has touched (typed in, or left): an untouched empty form says nothing is wrong.
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [tried, setTried] = useState(false);
  const touch = (field: Field) => setTouched((prev) => (prev.has(field) ? prev : new Set([...prev, field])));

  const formula = picked && canRoll(picked.hpFormula) ? picked.hpFormula : null;
  const rolling = hpMode === 'roll' && formula !== null;
  // Rolled HP are checked as the average is: the average stands for each roll until it is made.
  const fields = { name, count, maxHp: rolling && picked ? String(picked.hp) : maxHp, modifier, saves };
  const plan = planQuickAdd(fields, existing);
  const ac = parseArmorClass(armorClass);
  const ready = plan.ok && ac !== undefined;
  const reasons: (QuickAddReason | { key: 'armorClass' })[] = [...(plan.ok ? [] : plan.reasons), ...(ac === undefined ? [{ key: 'armorClass' as const }] : [])];
  // A field's reason is an error once the GM typed in it or left it, or tried to add; before
  // that, an empty form shows none (the button says what it needs), and a form being filled in
  // says what is still missing as a plain hint.
  const isError = (field: Field) => tried || touched.has(field);
  const wrong = (field: Field) => reasons.some((reason) => fieldOf(reason.key) === field) && isError(field);
  const pristine = touched.size === 0 && !tried;
  const format = numberFormat(i18n.language).format;
  const reasonText = (reason: QuickAddReason | { key: 'armorClass' }): string => {
    switch (reason.key) {
      case 'armorClass': return t('quickAdd.reasons.armorClass', { max: format(ARMOR_CLASS_MAX) });
      case 'name': return t('quickAdd.reasons.name');
      case 'nameTooLong': return t('quickAdd.reasons.nameTooLong', { max: format(LIMITS.nameLength), length: format(reason.length) });
      case 'count': return t('quickAdd.reasons.count', { max: format(MAX_QUICK_ADD) });
      case 'maxHp': return t('quickAdd.reasons.maxHp', { max: format(LIMITS.maxHp) });
      case 'modifier': return t('quickAdd.reasons.modifier');
      case 'saves': return t('quickAdd.reasons.saves', { min: signed(LIMITS.saveMin, i18n.language), max: signed(LIMITS.saveMax, i18n.language) });
    }
  };

  /** A library creature fills the fields; everything stays editable, and a minion by default (seeds: common enemies). */
  const fill = (creature: LibraryCreature) => {
    const values = fillFrom(creature);
    setName(values.name);
    setMaxHp(values.maxHp);
    setModifier(values.modifier);
    setArmorClass(values.armorClass);
    setSaves(values.saves);
    setDefenses(values.defenses);
    setImmunities(values.immunities);
    setRole('minion');
    setPicked(creature);
    setActions(creature.source === 'own' ? [...(creature.actions ?? [])] : []);
    // The stat block (its actions, X/Day uses, Legendary Resistance) is fetched while the GM
    // reads the form, so that Add finds it; the chunk is cached for offline use.
    if (creature.source === 'srd') void loadStatBlocks().catch(() => undefined);
    setHpMode(canRoll(creature.hpFormula) ? 'average' : 'typed');
    setAdded(null);
    setSaved(null);
  };
  /** Back to an empty description (after adding, or "Clear"): role, nature and rules stay. */
  const clearDescription = () => {
    setName('');
    setCount('1');
    setMaxHp('');
    setModifier('0');
    setArmorClass('');
    setDefenses({});
    setSaves({});
    setImmunities([]);
    setPicked(null);
    setActions([]);
    setHpMode('typed');
    setTouched(new Set());
    setTried(false);
  };
  /** The picked SRD creature's stat block, once loaded. */
  const pickedBlock = () => (picked?.source === 'srd' ? statBlocksIfLoaded()?.get(picked.id) ?? null : null);
  const chooseHp = (mode: HpMode) => {
    setHpMode(mode);
    if (mode === 'average' && picked) setMaxHp(String(picked.hp));
  };
  /** The form's creature as one of the GM's own: what is typed, with the picked creature's abilities, type and CR. */
  const saveOwn = () => {
    const now = planQuickAdd({ ...fields, count: '1' }, []);
    if (!now.ok || ac === undefined) return;
    const hp = now.maxHp;
    const result = saveOwnCreature({
      name: name.trim(), type: picked?.type ?? null, cr: picked?.cr ?? null, armorClass: ac, hp,
      // The formula still describes the creature while its HP are the formula's average (or rolled).
      hpFormula: picked && (rolling || hp === picked.hp) ? picked.hpFormula : null,
      initiative: now.modifier, abilities: picked?.abilities ?? NO_ABILITIES, saves: now.saves, ...defenseLists(defenses),
      conditionImmunities: immunities,
      ...(actions.length > 0 ? { actions } : pickedBlock() ? { actions: [...pickedBlock()!.actions] } : {}),
    });
    setSaved({ name: result.creature.name, replaced: result.replaced });
    setAdded(null);
  };
  const setSave = (ability: Ability, text: string) => {
    setSaves((prev) => ({ ...prev, [ability]: text }));
    touch('saves');
  };
  // The folded saves' summary says which are set ("Wis +2, Dex +1"), as a stat block does.
  const moreSet = MORE_SAVES.flatMap((a) => {
    const value = parseSaveFields({ [a]: saves[a] })?.[a];
    return value === undefined ? [] : [`${t(`rules:abilitiesShort.${a}`)} ${signed(value, i18n.language)}`];
  });

  // Enter in a field while the button waits is a try to add: every reason is said (the browser
  // submits nothing while the form's button is disabled).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !ready && event.target instanceof HTMLInputElement) setTried(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Planned again on the store as it is now: the numbers follow the sheets that exist.
    const state = appStore.getState();
    const now = planQuickAdd(fields, sheetNames(state));
    if (!now.ok || ac === undefined) return;
    const lists = defenseLists(defenses);
    // Rolled: each creature its own maximum, rolled with the app's dice (at least 1).
    const rolled = rolling ? rollHp(formula, now.names.length, rng) : null;
    const block = pickedBlock();
    const counters = statBlockCounters(actions.length > 0 ? actions : block?.actions ?? [], block, { legendaryResistance: t('actions.legendaryResistanceName') });
    const traits = statBlockTraits(block);
    const gender = picked && name.trim() === picked.name ? libraryGender(picked) : undefined;
    addCreatures(now.names.map((each, index) => ({
      name: each, maxHp: rolled?.[index] ?? now.maxHp, role, nature, ...lists, saves: now.saves, conditionImmunities: immunities,
      ...(picked ? { abilities: picked.abilities } : {}), ...(preset ? { preset } : {}),
      ...(counters.length > 0 ? { counters } : {}), ...(traits.length > 0 ? { traits } : {}),
      // The translated name's gender ("Mládě červeného draka" is neuter), while the name is still the library's.
      ...(gender ? { gender } : {}),
    })), now.modifier, ac, {
      ...(picked?.source === 'srd' ? { libraryId: picked.id } : {}),
      ...(actions.length > 0 ? { actions } : {}),
    });
    setAdded({ names: now.names, rolled });
    setSaved(null);
    // The next batch is another creature: what described this one does not carry over unseen
    // (issue 15: skeletons inherited the salamanders' fire resistance from the folded
    // Defenses). Name, count, HP, modifier, saves, condition immunities and defenses start
    // again; role, nature and rules stay, as they usually hold for the whole fight and are
    // said in view (nature and rules in their folded part's summary).
    clearDescription();
    // The button just pressed is now disabled: the next batch starts at its name.
    nameField.current?.focus();
  };

  // Empty saves follow the ability modifier: the picked creature's, or 0.
  const noSave = (ability: Ability) => signed(picked?.abilities[ability] ?? 0, i18n.language);
  const addedText = added && [
    t('quickAdd.added', { count: added.names.length, first: added.names[0], last: added.names.at(-1) }),
    added.rolled ? t('library.rolled', { count: added.rolled.length, list: added.rolled.map(format).join(', ') }) : '',
  ].join(' ').trim();
  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} aria-labelledby="gm-quick-add" className="flex flex-col gap-2">
      <h3 id="gm-quick-add" className="sr-only">{t('quickAdd.title')}</h3>
      <CreatureSearch onPick={fill} />
      <OwnCreatures />
      {picked && (
        <p className="flex min-h-11 flex-wrap items-center gap-2 rounded bg-slate-100 px-2 text-sm dark:bg-slate-800">
          <span className="min-w-0 flex-1">{t(picked.source === 'srd' ? 'library.fromSrd' : 'library.fromOwn', { name: picked.name })}</span>
          <Button className="text-sm" onClick={() => { clearDescription(); setAdded(null); setSaved(null); }}
            aria-label={t('library.clearLabel', { name: picked.name })}>{t('library.clear')}</Button>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <label className="col-span-2 flex flex-col text-sm">{t('quickAdd.name')}
          <input ref={nameField} className={FIELD} value={name} maxLength={LIMITS.nameLength} placeholder={t('quickAdd.namePlaceholder')}
            aria-invalid={wrong('name') || undefined} onBlur={() => touch('name')}
            onChange={(e) => { setName(e.target.value); setAdded(null); touch('name'); }} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.count')}
          <input type="number" inputMode="numeric" min={1} max={MAX_QUICK_ADD} className={FIELD} value={count}
            aria-invalid={wrong('count') || undefined} onBlur={() => touch('count')} onChange={(e) => { setCount(e.target.value); touch('count'); }} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.maxHp')}
          <input type="number" inputMode="numeric" min={1} max={LIMITS.maxHp} className={`${FIELD} disabled:opacity-60`} disabled={rolling}
            aria-describedby={formula ? hpChoiceId : undefined} value={rolling ? '' : maxHp} placeholder={rolling ? formula : undefined}
            aria-invalid={wrong('maxHp') || undefined} onBlur={() => touch('maxHp')}
            onChange={(e) => { setMaxHp(e.target.value); touch('maxHp'); if (picked) setHpMode('typed'); }} />
        </label>
        {formula && picked && <HpChoice id={hpChoiceId} mode={hpMode} average={format(picked.hp)} formula={formula} onChange={chooseHp} />}
        <label className="flex flex-col text-sm">{t('quickAdd.role')}
          <select className={FIELD} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.modifier')}
          <input type="number" inputMode="numeric" className={FIELD} value={modifier}
            aria-invalid={wrong('modifier') || undefined} onBlur={() => touch('modifier')} onChange={(e) => { setModifier(e.target.value); touch('modifier'); }} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.armorClass')}
          <input type="number" inputMode="numeric" min={0} max={ARMOR_CLASS_MAX} className={FIELD} value={armorClass}
            aria-invalid={wrong('armorClass') || undefined} onBlur={() => touch('armorClass')} onChange={(e) => { setArmorClass(e.target.value); touch('armorClass'); }} />
        </label>
        <SaveField ability="con" value={saves.con ?? ''} onChange={setSave} placeholder={noSave('con')} describedBy={saveHintId} />
        <p id={saveHintId} className="col-span-2 text-xs text-slate-600 dark:text-slate-400">{picked ? t('row.saveFollows') : t('quickAdd.saveHint')}</p>
      </div>
      <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
        <summary className="min-h-11 cursor-pointer content-center">
          {t('quickAdd.moreSaves', { count: moreSet.length, list: moreSet.join(', ') })}
        </summary>
        <div className="grid grid-cols-2 gap-2">
          {MORE_SAVES.map((ability) => (
            <SaveField key={ability} ability={ability} value={saves[ability] ?? ''} onChange={setSave} placeholder={noSave(ability)} describedBy={saveHintId} />
          ))}
        </div>
      </details>
      <ConditionImmunitiesPicker value={immunities} onChange={setImmunities} />
      <DefensesPicker value={defenses} onChange={setDefenses} />
      {picked?.source !== 'srd' && <ActionsEditor actions={actions} onChange={setActions} name={name.trim() || t('actions.editor.newCreature')} />}
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
      <Button type="submit" tone="primary" disabled={!ready} aria-describedby={ready || pristine ? undefined : reasonsId}>
        {/* Never "Add 0": until there is something to add, the button says what is missing. */}
        {plan.names.length > 0 ? t('quickAdd.submit', { count: plan.names.length, name: name.trim() }) : t('quickAdd.submitNeeds')}
      </Button>
      <Button disabled={!ready} aria-describedby={ready || pristine ? undefined : reasonsId} onClick={saveOwn}>
        <BookmarkPlus aria-hidden focusable={false} className="size-4" />{t('library.save')}
      </Button>
      {/* Always there, so that screen readers announce the text when it appears. */}
      <p role="status" className="text-sm empty:hidden">
        {addedText}
        {saved && t(saved.replaced ? 'library.updated' : 'library.saved', { name: saved.name })}
      </p>
      {!ready && !pristine && (
        // A greyed-out button never goes unexplained (as the sheet's RefusalHint), once the GM has begun.
        <div id={reasonsId} className="flex flex-col gap-1 text-sm" data-testid="quick-add-reasons">
          {reasons.map((reason) => (
            <p key={reason.key} className={isError(fieldOf(reason.key)) ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>{reasonText(reason)}</p>
          ))}
        </div>
      )}
    </form>
  );
}
