import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { ABILITIES, LIMITS, type Ability, type ErrorCode, type StandardCondition } from '../../rules';
import { useAppStore } from '../../store/store';
import { ActionError } from '../sheet/action-error';
import { ConditionImmunitiesPicker } from './condition-immunities-picker';
import { parseSaveFields } from './quick-add';
import { SaveField, signed, type SaveTexts } from './save-fields';

const textsOf = (saves: Partial<Record<Ability, number>>): SaveTexts =>
  Object.fromEntries(ABILITIES.map((ability) => [ability, saves[ability] === undefined ? '' : String(saves[ability])]));

/**
 * A creature's saves and condition immunities, seen and changed from its expanded row (RULES.md
 * "Hit Point Dice, saving throws and condition immunities"): the GM fixes what quick-add was
 * told, or a creature made some other way. Folded, its summary says what is set; Apply sends
 * one `configure` (one entry in the log, one Undo). An emptied save follows its modifier again.
 */
export function RowNumbers({ sheetId, name }: { sheetId: string; name: string }) {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const hintId = useId();
  const numbers = useAppStore(useShallow((s) => {
    const creature = s.sheets[sheetId]?.creature;
    return creature ? { saves: creature.saves, abilities: creature.abilities, immunities: creature.conditionImmunities } : null;
  }));
  const act = useAppStore((s) => s.act);
  const [draft, setDraft] = useState<{ saves: SaveTexts; immunities: StandardCondition[] } | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [applied, setApplied] = useState(false);
  if (!numbers) return null;
  const saves = draft?.saves ?? textsOf(numbers.saves);
  const immunities = draft?.immunities ?? numbers.immunities;
  const parsed = parseSaveFields(saves);
  const edit = (next: Partial<{ saves: SaveTexts; immunities: StandardCondition[] }>) => {
    setDraft({ saves, immunities, ...next });
    setApplied(false);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed) return;
    const patch = {
      saves: Object.fromEntries(ABILITIES.map((ability) => [ability, parsed[ability] ?? null])),
      conditionImmunities: immunities,
    };
    const result = act(sheetId, { type: 'configure', patch });
    setError(result?.error?.code ?? null);
    if (result && !result.error) {
      // The creature now says it: the fields read from it again.
      setDraft(null);
      setApplied(true);
    }
  };

  const set = ABILITIES.filter((ability) => numbers.saves[ability] !== undefined)
    .map((ability) => `${t(`rules:abilitiesShort.${ability}`)} ${signed(numbers.saves[ability]!, i18n.language)}`);
  const immune = numbers.immunities.map((condition) => t(`rules:conditions.${condition}`));
  const parts = [...(set.length > 0 ? [set.join(', ')] : []), ...(immune.length > 0 ? [t('gm:row.immuneTo', { list: immune.join(', ') })] : [])];
  return (
    <details className="rounded border border-slate-300 p-2 text-sm dark:border-slate-600">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {parts.length > 0 ? t('gm:row.numbersSummary', { summary: parts.join(' · ') }) : t('gm:row.numbers')}
      </summary>
      <form aria-label={t('gm:row.numbersOf', { name })} onSubmit={submit} className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ABILITIES.map((ability) => (
            <SaveField key={ability} ability={ability} value={saves[ability] ?? ''} describedBy={hintId}
              placeholder={signed(numbers.abilities[ability], i18n.language)}
              onChange={(which, text) => edit({ saves: { ...saves, [which]: text } })} />
          ))}
        </div>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">{t('gm:row.saveFollows')}</p>
        <ConditionImmunitiesPicker value={immunities} onChange={(next) => edit({ immunities: next })} />
        <Button type="submit" className="self-start" disabled={draft === null || !parsed}>{t('gm:row.applyNumbers')}</Button>
        {!parsed && (
          <p className="text-slate-600 dark:text-slate-400">
            {t('gm:quickAdd.reasons.saves', { min: signed(LIMITS.saveMin, i18n.language), max: signed(LIMITS.saveMax, i18n.language) })}
          </p>
        )}
        <p role="status" className="empty:hidden">{applied && t('gm:row.numbersApplied', { name })}</p>
        <ActionError code={error} />
      </form>
    </details>
  );
}
