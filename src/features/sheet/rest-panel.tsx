import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { hasLitRest, type Action } from '../../rules';
import { ActionError, RefusalHint } from './action-error';
import { Card } from './card';
import { ExhaustionControl } from './exhaustion-control';
import { MaxHpControl } from './max-hp-control';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/** Rests (Long Rest in a Local Iluminado for plano-espiritual), Exhaustion and maximum-HP reduction. */
export function RestPanel({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  if (!creature) return null;
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
    <Card title={t('rest.title')} folded>
      <div className="flex flex-wrap gap-2">
        {rests.map((rest, index) => (
          <Button key={rest.key} disabled={codes[index] !== null} onClick={() => act(rest.action)}>
            {t(`rest.${rest.key}`)}
          </Button>
        ))}
      </div>
      {reasons.map((code) => <RefusalHint key={code} code={code} />)}
      <ActionError code={error} />
      <ExhaustionControl sheetId={sheetId} />
      <MaxHpControl sheetId={sheetId} />
    </Card>
  );
}
