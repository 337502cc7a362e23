import { useTranslation } from 'react-i18next';
import { CheckField } from '../../components/check-field';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { LIMITS, type DeathSaveResources } from '../../rules';

type Counter = 'bonus' | 'failuresToDie' | 'successesToStabilize' | 'failureToSuccessUses' | 'autoStabilizeUses' | 'regainOnDropUses' | 'regainOnDropAmount' | 'ignoreDamageAtZeroUses' | 'preventInstantDeathUses';

// Exactly the ranges the rules accept (src/rules/limits.ts): a value the rules keep is never
// clamped by the form, and the form never offers one the rules refuse.
const USES: [number, number] = [0, LIMITS.resourceUses];
const NEEDS: [number, number] = [1, LIMITS.deathSaveCount];
const RANGES: Record<Counter, [number, number]> = {
  bonus: [-LIMITS.deathSaveBonus, LIMITS.deathSaveBonus], failuresToDie: NEEDS, successesToStabilize: NEEDS,
  failureToSuccessUses: USES, autoStabilizeUses: USES, regainOnDropUses: USES, regainOnDropAmount: [0, LIMITS.hp],
  ignoreDamageAtZeroUses: USES, preventInstantDeathUses: USES,
};
const DICE = [0, 4, 6, 8, 10, 12] as const;

/** The resources that alter death saves (databook seed), as per-creature options. */
export function ResourcesField({ value, onChange }: { value: DeathSaveResources; onChange: (value: DeathSaveResources) => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const set = (patch: Partial<DeathSaveResources>) => onChange({ ...value, ...patch });
  return (
    <details className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('edit.resources')}</summary>
      <div className="flex flex-col gap-2">
        <CheckField checked={value.advantage} onChange={(e) => set({ advantage: e.target.checked })} label={t('rules:resources.advantage')} />
        <CheckField checked={value.disadvantage} onChange={(e) => set({ disadvantage: e.target.checked })} label={t('rules:resources.disadvantage')} />
        <SelectField label={t('rules:resources.extraDie')} value={value.extraDie} onChange={(e) => set({ extraDie: Number(e.target.value) as DeathSaveResources['extraDie'] })}>
          {DICE.map((sides) => (
            <option key={sides} value={sides}>{sides === 0 ? t('edit.noExtraDie') : `d${sides}`}</option>
          ))}
        </SelectField>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {(Object.keys(RANGES) as Counter[]).map((key) => (
            <NumberField
              key={key}
              label={t(`edit.counters.${key}`)}
              value={value[key]}
              min={RANGES[key][0]}
              max={RANGES[key][1]}
              onChange={(n) => set({ [key]: n })}
              decreaseLabel={t('edit.decrease', { field: t(`edit.counters.${key}`) })}
              increaseLabel={t('edit.increase', { field: t(`edit.counters.${key}`) })}
            />
          ))}
        </div>
      </div>
    </details>
  );
}
