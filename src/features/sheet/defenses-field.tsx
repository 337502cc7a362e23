import { useTranslation } from 'react-i18next';
import { CheckField } from '../../components/check-field';
import { DAMAGE_TYPES, type Defense } from '../../rules';

const CHOICES: readonly Defense[] = ['all', ...DAMAGE_TYPES];

/** One defense list (resistances, vulnerabilities or immunities): the thirteen types and "all". */
export function DefensesField({ kind, value, onChange }: { kind: 'resistances' | 'vulnerabilities' | 'immunities'; value: Defense[]; onChange: (value: Defense[]) => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  return (
    <details className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t(`edit.${kind}`)} ({value.length === 0 ? t('edit.noneSelected') : value.map((d) => t(`rules:damageTypes.${d}`)).join(', ')})
      </summary>
      <fieldset>
        <legend className="sr-only">{t(`edit.${kind}`)}</legend>
        <div className="grid grid-cols-2">
          {CHOICES.map((choice) => (
            <CheckField
              key={choice}
              checked={value.includes(choice)}
              onChange={(event) => onChange(event.target.checked ? [...value, choice] : value.filter((d) => d !== choice))}
              label={t(`rules:damageTypes.${choice}`)}
            />
          ))}
        </div>
      </fieldset>
    </details>
  );
}
