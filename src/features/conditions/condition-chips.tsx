import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  conditionsWithIncluded, STANDARD_CONDITIONS, type Condition, type Creature, type ErrorCode, type StandardCondition,
} from '../../rules';
import { ActionError } from '../sheet/action-error';
import type { LooseT } from '../sheet/event-text';
import { refusal } from '../sheet/refusal';
import { refusalOf, type ActResult } from './act-result';
import { durationWords, type TurnName } from './condition-words';

export interface ConditionChipsProps {
  creature: Creature;
  /** The current name of the creature a turn duration names (a renamed combatant); else the name kept in the duration. */
  turnName?: TurnName;
  /** Removes a condition given by hand; without it the chips have no remove buttons. */
  onRemove?: (condition: StandardCondition) => ActResult;
  /**
   * Why a condition cannot be removed here, in words, or null. The rules' own refusal
   * (Unconscious at 0 HP) is always checked too, and said in their words.
   */
  removeDisabledReason?: (condition: StandardCondition) => string | null;
  /** Small chips for a GM row (24 px targets, WCAG 2.5.8), where 200 rows share the screen. */
  compact?: boolean;
}

const isStandard = (condition: Condition): condition is StandardCondition =>
  (STANDARD_CONDITIONS as readonly string[]).includes(condition);

const chip = 'flex flex-col rounded-xl border border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50';

/**
 * Every condition the creature has, one chip each: its name, how long it lasts, what it does
 * (a disclosure, for touch and keyboard alike), and a remove button. Conditions another one
 * includes are shown as included (srd-2024: Paralyzed, Petrified, Stunned and Unconscious
 * include Incapacitated; Unconscious includes Prone), and the rules-only ones (Fixação
 * Monoideica, Dispersão) by name, as the rules give and take them.
 */
export function ConditionChips({ creature, turnName, onRemove, removeDisabledReason, compact = false }: ConditionChipsProps) {
  const { t } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const list = useRef<HTMLUListElement>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const items = conditionsWithIncluded(creature);
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('conditions.none')}</p>;

  const name = (condition: Condition) => tt(`rules:conditions.${condition}`);
  const size = compact
    ? { text: 'text-xs', target: 'min-h-8 px-2 py-1', button: 'min-h-8 min-w-8', gap: 'gap-1' }
    : { text: 'text-sm', target: 'min-h-11 px-3 py-2', button: 'min-h-11 min-w-11', gap: 'gap-2' };
  const remove = (condition: StandardCondition) => {
    const code = refusalOf(onRemove?.(condition));
    setError(code);
    // The button is gone with its chip: the list keeps the focus, so the keyboard is not lost.
    if (code === null) list.current?.focus();
  };
  return (
    <>
      <ul ref={list} tabIndex={-1} aria-label={t('conditions.list')} className={`flex flex-wrap ${size.gap} focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500`}>
        {items.map(({ condition, includedBy }) => {
          const standard = isStandard(condition);
          // "Incapacitated (from Paralyzed)": included, so never removed on its own.
          const label = includedBy ? `${name(condition)} ${tt('rules:conditionIncludedBy', { condition: name(includedBy) })}` : name(condition);
          const given = standard && includedBy === null;
          const duration = given ? creature.durations[condition] : undefined;
          const removable = given && onRemove !== undefined;
          const rulesCode = removable ? refusal(creature, { type: 'removeCondition', condition }) : null;
          const reason = removable ? removeDisabledReason?.(condition) ?? (rulesCode ? tt(`rules:errors.${rulesCode}`) : null) : null;
          return (
            <li key={`${condition}-${includedBy ?? ''}`} className={`${chip} ${size.text}`}>
              <div className="flex items-start">
                {standard ? (
                  <details className="min-w-0 grow">
                    <summary className={`${size.target} cursor-pointer rounded-xl focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500`}>
                      <span className="font-semibold">{label}</span>
                      {duration && <span> · {durationWords(tt, duration, turnName)}</span>}
                    </summary>
                    <p className="max-w-prose px-3 pb-2">{tt(`rules:conditionSummaries.${condition}`)}</p>
                    {duration?.sustainedBy && (
                      <p className="max-w-prose px-3 pb-2">
                        {t('sustain.by', { on: duration.sustainedBy.on, holder: turnName?.(duration.sustainedBy.of) ?? duration.sustainedBy.name })}
                      </p>
                    )}
                  </details>
                ) : (
                  <span className={`${size.target} font-semibold`}>{label}</span>
                )}
                {removable && reason === null && (
                  <button
                    type="button"
                    className={`${size.button} shrink-0 rounded-xl font-bold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500`}
                    aria-label={t('conditions.remove', { condition: name(condition) })}
                    onClick={() => remove(condition)}
                  >
                    ✕
                  </button>
                )}
              </div>
              {reason !== null && <p className="max-w-prose px-3 pb-2">{reason}</p>}
            </li>
          );
        })}
      </ul>
      <ActionError code={error} />
    </>
  );
}
