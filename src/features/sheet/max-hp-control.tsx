import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { NumberField } from '../../components/number-field';
import type { Action } from '../../rules';
import { ActionError, RefusalHint } from './action-error';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/** Effects that lower (or give back) the maximum HP; the rules cap HP and decide death or Recuo at 0. */
export function MaxHpControl({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [amount, setAmount] = useState(1);
  if (!creature) return null;
  const reduce: Action = { type: 'reduceMaxHp', amount };
  const restore: Action = { type: 'restoreMaxHp', amount };
  const reduceCode = refusal(creature, reduce);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('maxHp.title')}</h3>
      <NumberField label={t('maxHp.amount')} value={amount} onChange={setAmount} min={1} max={99999} decreaseLabel={t('maxHp.less')} increaseLabel={t('maxHp.more')} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={reduceCode !== null} onClick={() => act(reduce)}>{t('maxHp.reduce')}</Button>
        {creature.hp.maxReduction > 0 && (
          <Button disabled={refusal(creature, restore) !== null} onClick={() => act(restore)}>{t('maxHp.restore')}</Button>
        )}
      </div>
      <RefusalHint code={reduceCode} />
      <ActionError code={error} />
    </div>
  );
}
