import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { STANDARD_CONDITIONS, type Condition, type Creature, type ErrorCode, type StandardCondition } from '../../rules';
import { ActionError } from '../sheet/action-error';
import type { LooseT } from '../sheet/event-text';
import { refusal } from '../sheet/refusal';
import { refusalOf, type ActResult } from './act-result';
import { durationWords, type TurnName } from './condition-words';

export interface ConditionDialogProps {
  creature: Creature;
  /** The condition shown; null: the dialog is closed. */
  condition: Condition | null;
  onClose: () => void;
  /** Ends a condition given by hand; without it the dialog only tells. */
  onRemove?: (condition: StandardCondition) => ActResult;
  turnName?: TurnName;
}

const isStandard = (condition: Condition): condition is StandardCondition => (STANDARD_CONDITIONS as readonly string[]).includes(condition);

/**
 * One condition, opened by a tap on its badge (a tablet has no hover): its name, what it does,
 * how long it lasts (rounds left, the save's ability and DC), the concentration sustaining it,
 * and a button to end it. Drawn in the body, so a badge inside a row's select area (a label)
 * does not tick the row when the dialog is tapped.
 */
export function ConditionDialog({ creature, condition, onClose, onRemove, turnName }: ConditionDialogProps) {
  const { t } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const [error, setError] = useState<ErrorCode | null>(null);
  const open = condition !== null;
  const shown = condition ?? 'blinded';
  const standard = isStandard(shown);
  const duration = standard ? creature.durations[shown] : undefined;
  const code = standard && onRemove ? refusal(creature, { type: 'removeCondition', condition: shown }) : null;
  const name = tt(`rules:conditions.${shown}`);
  const close = () => {
    setError(null);
    onClose();
  };
  return createPortal(
    <Dialog open={open} onClose={close} title={name}>
      {open && (
        <div className="flex flex-col gap-3">
          {standard && <p className="max-w-prose">{tt(`rules:conditionSummaries.${shown}`)}</p>}
          {duration && <p className="font-semibold">{t('conditionDetails.lasts', { lasts: durationWords(tt, duration, turnName) })}</p>}
          {duration?.sustainedBy && <p>{t('sustain.by', { on: duration.sustainedBy.on, holder: turnName?.(duration.sustainedBy.of) ?? duration.sustainedBy.name })}</p>}
          {code && <p className="text-sm text-slate-600 dark:text-slate-400">{tt(`rules:errors.${code}`)}</p>}
          <ActionError code={error} />
          <div className="flex flex-wrap justify-end gap-2">
            {standard && onRemove && code === null && (
              <Button tone="danger" onClick={() => {
                const refused = refusalOf(onRemove(shown));
                setError(refused);
                if (refused === null) close();
              }}>
                {t('conditionDetails.end', { condition: name })}
              </Button>
            )}
            <Button onClick={close}>{t('conditionDetails.close')}</Button>
          </div>
        </div>
      )}
    </Dialog>,
    document.body,
  );
}
