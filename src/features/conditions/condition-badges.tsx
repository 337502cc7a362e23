import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionIcon } from '../../components/state-icon';
import { genderContext } from '../../i18n/agree';
import { numberFormat } from '../../i18n/numbers';
import type { Condition, Creature, StandardCondition } from '../../rules';
import type { LooseT } from '../sheet/event-text';
import type { ActResult } from './act-result';
import { ConditionDialog } from './condition-dialog';
import { durationWords, roundsLeft, type TurnName } from './condition-words';

export interface ConditionBadgesProps {
  creature: Creature;
  onRemove?: (condition: StandardCondition) => ActResult;
  turnName?: TurnName;
  /** A GM row's one line (20 px high); else the sheet's header. */
  size: 'row' | 'header';
}

// The button is a 44 px touch target (DESIGN.md 2); the badge drawn inside it is smaller.
const SIZE = {
  row: 'h-6 gap-0.5 rounded px-1 text-xs',
  header: 'min-h-8 gap-1 rounded-full px-2 text-sm',
};

/**
 * The creature's conditions as badges that read without hover: an icon inside a bordered
 * badge with the condition's word (on a phone's row, its short word) and, when it lasts
 * rounds, the rounds left ("Amedrontado 2").
 * A tap opens the condition (ConditionDialog). The badge is a state, not a control, to the eye:
 * the word is in it, and the icon is drawn inside its frame.
 */
export function ConditionBadges({ creature, onRemove, turnName, size }: ConditionBadgesProps) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const [opened, setOpened] = useState<Condition | null>(null);
  const n = numberFormat(i18n.language);
  const s = SIZE[size];
  // A state of this creature: "Caída", "Sražená" (the dialog and the pickers name the condition).
  const context = genderContext(creature);
  return (
    <>
      {creature.conditions.map((condition) => {
        const name = tt(`rules:conditions.${condition}`, { context });
        const duration = condition in creature.durations ? creature.durations[condition as StandardCondition] : undefined;
        const rounds = roundsLeft(duration);
        return (
          <button
            key={condition}
            type="button"
            aria-haspopup="dialog"
            data-condition={condition}
            className="group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500"
            onClick={() => setOpened(condition)}
          >
            <span className={`inline-flex items-center whitespace-nowrap border border-amber-600 bg-amber-50 font-semibold text-amber-950 group-hover:bg-amber-100 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50 ${s}`}>
              <ConditionIcon condition={condition} size="sm" />
              {/* A phone's row has room for the short word ("Amedr. 2"); the sheet's header and a tablet's row say it whole. */}
              {size === 'row' && <span className="sm:hidden">{tt(`rules:conditionShort.${condition}`, { context })}</span>}
              <span className={size === 'row' ? 'hidden sm:inline' : ''}>{name}</span>
              {rounds !== null && <>{' '}<span className="tabular-nums">{n.format(rounds)}</span></>}
              {/* Its name is what it shows, then how long in words: "Amedrontado 2 (restam 2 rodadas)". */}
              {rounds !== null && duration && <>{' '}<span className="sr-only">{t('conditionDetails.aside', { lasts: durationWords(tt, duration, turnName) })}</span></>}
            </span>
          </button>
        );
      })}
      <ConditionDialog creature={creature} condition={opened && creature.conditions.includes(opened) ? opened : null} onClose={() => setOpened(null)} onRemove={onRemove} turnName={turnName} />
    </>
  );
}
