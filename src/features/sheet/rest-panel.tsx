import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { hasLitRest, type Action } from '../../rules';
import { ActionError, RefusalHint } from './action-error';
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
  if (!creature) return null;
  const dice = hitDiceLeftWords(t as unknown as LooseT, i18n.language, creature.hitDice);
  const diceLine = dice && t('rest.hitDiceLine', { dice });
  const rests: { key: 'short' | 'long' | 'longLit'; action: Action }[] = [
    { key: 'short', action: { type: 'shortRest' } },
    { key: 'long', action: { type: 'longRest' } },
  ];
  if (hasLitRest(creature.preset)) rests.push({ key: 'longLit', action: { type: 'longRest', lit: true } });
  const codes = rests.map((rest) => refusal(creature, rest.action));
  // One reason per distinct refusal; "not alive" would misdescribe a creature at 0 HP, whose
  // Long Rest reason ("needs at least 1 HP") already says it all.
  const atZero = creature.status === 'dying' || creature.status === 'stable';
  const reasons = [...new Set(codes)].filter((code) => code !== null && !(atZero && code === 'not-alive'));
  return (
    <Card title={t('rest.title')} folded summary={diceLine}>
      <div className="flex flex-wrap gap-2">
        {rests.map((rest, index) => (
          <Button
            key={rest.key}
            disabled={codes[index] !== null}
            onClick={() => {
              const result = act(rest.action);
              setSpending(rest.key === 'short' && Boolean(result && !result.error) && dice !== '');
            }}
          >
            {t(`rest.${rest.key}`)}
          </Button>
        ))}
      </div>
      {reasons.map((code) => <RefusalHint key={code} code={code} />)}
      <ActionError code={error} />
      {spending && <HitDiceSpender sheetId={sheetId} onFinish={() => setSpending(false)} />}
      <ExhaustionControl sheetId={sheetId} />
      <MaxHpControl sheetId={sheetId} />
    </Card>
  );
}
