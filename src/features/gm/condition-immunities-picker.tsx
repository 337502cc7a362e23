import { useTranslation } from 'react-i18next';
import { ConditionIcon } from '../../components/state-icon';
import { STANDARD_CONDITIONS, type StandardCondition } from '../../rules';
import { useConditionChoices } from '../conditions/condition-words';

/**
 * The conditions a creature cannot be given (RULES.md condition immunities: a skeleton and
 * Poisoned), folded as the damage defenses are: most creatures have none. Each of the fourteen
 * conditions with its icon and its name, in the language's alphabetical order.
 */
export function ConditionImmunitiesPicker({ value, onChange }: {
  value: readonly StandardCondition[];
  onChange: (next: StandardCondition[]) => void;
}) {
  const { t } = useTranslation(['gm', 'rules']);
  const choices = useConditionChoices();
  const toggle = (id: StandardCondition, on: boolean) =>
    onChange(STANDARD_CONDITIONS.filter((c) => (c === id ? on : value.includes(c))));
  return (
    <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
      <summary className="min-h-11 cursor-pointer content-center">{t('gm:quickAdd.conditionImmunities', { count: value.length })}</summary>
      <div className="grid grid-cols-2 gap-x-2">
        {choices.map(({ id, name }) => (
          <label key={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="size-5 shrink-0" checked={value.includes(id)} onChange={(e) => toggle(id, e.target.checked)} />
            <ConditionIcon condition={id} size="sm" />
            {name}
          </label>
        ))}
      </div>
    </details>
  );
}
