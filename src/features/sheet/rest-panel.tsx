import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { hasLitRest, type Action } from '../../rules';
import { ActionError } from './action-error';
import { Card } from './card';
import type { LooseT } from './event-text';
import { ExhaustionControl } from './exhaustion-control';
import { HitDiceSpender } from './hit-dice-spender';
import { hitDiceLeftWords } from './hit-dice-words';
import { MaxHpControl } from './max-hp-control';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/**
 * Rests (Long Rest in a Local Iluminado for plano-espiritual), the Hit Point Dice left (also on
 * the folded card's summary) and spending them after a Short Rest, Exhaustion and maximum-HP
 * reduction.
 */
export function RestPanel({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  // After a Short Rest, the Hit Point Dice are offered until the player finishes.
  const [spending, setSpending] = useState(false);
  const hintId = useId();
  if (!creature) return null;
  const tt = t as unknown as LooseT;
  const dice = hitDiceLeftWords(tt, i18n.language, creature.hitDice);
  const diceLine = dice && t('rest.hitDiceLine', { dice });
  const rests: { key: 'short' | 'long' | 'longLit'; action: Action }[] = [
    { key: 'short', action: { type: 'shortRest' } },
    { key: 'long', action: { type: 'longRest' } },
  ];
  if (hasLitRest(creature.preset)) rests.push({ key: 'longLit', action: { type: 'longRest', lit: true } });
  const codes = rests.map((rest) => refusal(creature, rest.action));
  // Every disabled rest says why (one line per distinct reason, each button described by its own).
  // At 0 HP the rules refuse a Short Rest as "not alive", which would misdescribe a creature that
  // is dying or stable: it is told, as the Long Rest's reason is, that it needs 1 HP.
  const atZero = creature.status === 'dying' || creature.status === 'stable';
  const reasons = codes.map((code) => (code === null ? null : atZero && code === 'not-alive' ? t('rest.shortNeedsHp') : tt(`rules:errors.${code}`)));
  const distinct = [...new Set(reasons.filter((reason) => reason !== null))];
  const reasonId = (reason: string) => `${hintId}-${distinct.indexOf(reason)}`;
  return (
    <Card title={t('rest.title')} folded summary={diceLine}>
      <div className="flex flex-wrap gap-2">
        {rests.map((rest, index) => (
          <Button
            key={rest.key}
            disabled={codes[index] !== null}
            aria-describedby={reasons[index] ? reasonId(reasons[index]) : undefined}
            onClick={() => {
              const result = act(rest.action);
              setSpending(rest.key === 'short' && Boolean(result && !result.error) && dice !== '');
            }}
          >
            {t(`rest.${rest.key}`)}
          </Button>
        ))}
      </div>
      {distinct.map((reason) => <p key={reason} id={reasonId(reason)} className="text-sm text-slate-600 dark:text-slate-400">{reason}</p>)}
      <ActionError code={error} />
      {spending && <HitDiceSpender sheetId={sheetId} onFinish={() => setSpending(false)} />}
      <ExhaustionControl sheetId={sheetId} />
      <MaxHpControl sheetId={sheetId} />
    </Card>
  );
}
