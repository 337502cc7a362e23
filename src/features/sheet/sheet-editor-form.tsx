import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import {
  GENDERS, LIMITS, NATURES, PRESET_IDS, ROLES, parseName, type ConfigurePatch, type Creature, type ErrorCode, type Gender, type Nature, type PresetId, type Role,
} from '../../rules';
import { presetForSettings } from '../../store/presets';
import { appStore } from '../../store/store';
import { ActionError } from './action-error';
import { DefensesField } from './defenses-field';
import { numberProblems, numbersOf, numbersPatch } from './numbers-draft';
import { AbilitiesField, HitDiceField } from './numbers-fields';
import { ResourcesField } from './resources-field';

type PresetChoice = PresetId | 'follow';
/** The words' gender as chosen: '' is "rather not say". */
type GenderChoice = Gender | '';
const GENDER_WORDS = { female: 'edit.genderFemale', male: 'edit.genderMale', neuter: 'edit.genderNeuter', '': 'edit.genderUnsaid' } as const;

/**
 * Name, preset (or "follow the language"), role, nature, the words' gender (folded), maximum HP, Hit Point Dice, ability
 * modifiers and saves, defenses, resources, table option.
 */
export function SheetEditorForm({ sheetId, onDone }: { sheetId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const format = numberFormat(i18n.language).format;
  const nameHintId = useId();
  const sheet = appStore.getState().sheets[sheetId];
  const [draft, setDraft] = useState(() => (sheet ? initial(sheet.creature, sheet.followLanguage) : null));
  const [error, setError] = useState<ErrorCode | null>(null);
  // Said beside the fields as they are typed; Save keeps the dialog open, and everything typed, while any remains.
  const [blocked, setBlocked] = useState(false);
  if (!sheet || !draft) return null;
  const problems = numberProblems(draft.numbers);
  const set = (patch: Partial<typeof draft>) => setDraft({ ...draft, ...patch });
  // Said as the name is typed; saving it anyway gets the rules' refusal below.
  const nameRefused = parseName(draft.name) === null;

  const save = () => {
    if (problems.length > 0) return setBlocked(true);
    const state = appStore.getState();
    const current = state.sheets[sheetId];
    if (!current) return;
    if ((draft.preset === 'follow') !== current.followLanguage || (draft.preset !== 'follow' && draft.preset !== current.creature.preset)) {
      const result = state.setSheetPreset(sheetId, draft.preset === 'follow' ? null : draft.preset);
      if (result?.error) return setError(result.error.code);
    }
    const patch: ConfigurePatch = {
      name: draft.name,
      role: draft.role,
      nature: draft.nature,
      gender: draft.gender === '' ? null : draft.gender,
      maxHp: draft.maxHp,
      defenses: { resistances: draft.resistances, vulnerabilities: draft.vulnerabilities, immunities: draft.immunities },
      resources: draft.resources,
      options: { tempHpAbsorbCountsAtZero: draft.tempAbsorbCounts },
      ...numbersPatch(draft.numbers, current.creature.hitDice),
    };
    const result = state.act(sheetId, { type: 'configure', patch });
    if (result?.error) return setError(result.error.code);
    onDone();
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); save(); }}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('edit.name')}
        <input required maxLength={LIMITS.nameLength} value={draft.name} aria-describedby={nameRefused ? nameHintId : undefined} onChange={(e) => set({ name: e.target.value })} className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base dark:border-slate-600 dark:bg-slate-950" />
      </label>
      {nameRefused && <p id={nameHintId} className="text-sm text-slate-600 dark:text-slate-400">{t('edit.nameInvalid', { max: format(LIMITS.nameLength) })}</p>}
      <SelectField label={t('edit.preset')} value={draft.preset} onChange={(e) => set({ preset: e.target.value as PresetChoice })}>
        {/* Said here, where the preset is chosen, and not in the sheet's subtitle. */}
        <option value="follow">{t('edit.followLanguage', { preset: t(`rules:presets.${presetForSettings(appStore.getState().settings, appStore.getState().settings.language)}`) })}</option>
        {PRESET_IDS.map((id) => <option key={id} value={id}>{t(`rules:presets.${id}`)}</option>)}
      </SelectField>
      <SelectField label={t('edit.role')} value={draft.role} onChange={(e) => set({ role: e.target.value as Role })}>
        {ROLES.map((id) => <option key={id} value={id}>{t(`rules:roles.${id}`)}</option>)}
      </SelectField>
      <SelectField label={t('edit.nature')} value={draft.nature} onChange={(e) => set({ nature: e.target.value as Nature })}>
        {NATURES.map((id) => <option key={id} value={id}>{t(`rules:natures.${id}`)}</option>)}
      </SelectField>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('edit.natureHint')}</p>
      {/* Folded like the other rare fields: set once, read only by the words (Creature.gender). */}
      <details className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('edit.gender')} ({t(GENDER_WORDS[draft.gender])})</summary>
        <SelectField label={t('edit.gender')} value={draft.gender} onChange={(e) => set({ gender: e.target.value as GenderChoice })}>
          {/* Neuter is Czech's (Mládě, a library creature's); offered where the language has it, or kept when set. */}
          {GENDERS.filter((id) => id !== 'neuter' || i18n.language === 'cs' || draft.gender === 'neuter').map((id) => <option key={id} value={id}>{t(GENDER_WORDS[id])}</option>)}
          <option value="">{t(GENDER_WORDS[''])}</option>
        </SelectField>
        <p className="pt-1 text-sm text-slate-600 dark:text-slate-400">{t('edit.genderHint')}</p>
      </details>
      <NumberField label={t('edit.maxHp')} value={draft.maxHp} min={1} max={LIMITS.maxHp} onChange={(maxHp) => set({ maxHp })} hint={t('edit.maxHpHint', { max: format(LIMITS.maxHp) })} decreaseLabel={t('edit.decrease', { field: t('edit.maxHp') })} increaseLabel={t('edit.increase', { field: t('edit.maxHp') })} />
      <HitDiceField draft={draft.numbers} problems={problems} onChange={(numbers) => set({ numbers })} />
      <AbilitiesField draft={draft.numbers} problems={problems} onChange={(numbers) => set({ numbers })} />
      <DefensesField kind="resistances" value={draft.resistances} onChange={(resistances) => set({ resistances })} />
      <DefensesField kind="vulnerabilities" value={draft.vulnerabilities} onChange={(vulnerabilities) => set({ vulnerabilities })} />
      <DefensesField kind="immunities" value={draft.immunities} onChange={(immunities) => set({ immunities })} />
      <ResourcesField value={draft.resources} onChange={(resources) => set({ resources })} />
      <CheckField checked={draft.tempAbsorbCounts} onChange={(e) => set({ tempAbsorbCounts: e.target.checked })} label={t('edit.tempAbsorbCounts')} />
      <ActionError code={error} />
      {blocked && problems.length > 0 && <p role="alert" className="font-medium text-red-800 dark:text-red-200">{t('edit.numbersInvalid')}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onDone}>{t('edit.cancel')}</Button>
        {/* Not edit.save: that is the saving throw of the abilities table ("Salvaguarda"). */}
        <Button type="submit" tone="primary">{t('edit.submit')}</Button>
      </div>
    </form>
  );
}

function initial(creature: Creature, follow: boolean) {
  return {
    name: creature.name,
    preset: (follow ? 'follow' : creature.preset) as PresetChoice,
    role: creature.role,
    nature: creature.nature,
    gender: (creature.gender ?? '') as GenderChoice,
    maxHp: creature.hp.max,
    resistances: creature.defenses.resistances,
    vulnerabilities: creature.defenses.vulnerabilities,
    immunities: creature.defenses.immunities,
    resources: creature.resources,
    tempAbsorbCounts: creature.options.tempHpAbsorbCountsAtZero,
    numbers: numbersOf(creature),
  };
}
