import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import type { Action, Creature } from '../../rules';
import { RefusalHint } from './action-error';
import { refusal } from './refusal';

/**
 * Temporary HP do not stack (srd-2024 "Dočasné Životy se neseskupují"): when the creature
 * already has some, the player keeps them or takes the new ones; the higher is pre-selected.
 */
export function TempHpForm({ creature, amount, onApply }: { creature: Creature; amount: number; onApply: (action: Action) => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = new Intl.NumberFormat(i18n.language);
  const [picked, setPicked] = useState<{ for: number; keep: 'current' | 'new' } | null>(null);
  const current = creature.hp.temp;
  const higher = amount > current ? 'new' : 'current';
  // A choice belongs to the amount it was made for; a new amount pre-selects the higher again.
  const keep = picked && picked.for === amount ? picked.keep : higher;
  const choosing = current > 0 && amount > 0;
  const action: Action = { type: 'tempHp', amount, keep: choosing ? keep : 'new' };
  const code = amount > 0 ? refusal(creature, action) : null;
  return (
    <div className="flex flex-col gap-3">
      {choosing && (
        <fieldset className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
          <legend className="px-1 font-semibold">{t('temp.choice', { current: n.format(current) })}</legend>
          <CheckField type="radio" name="temp-keep" checked={keep === 'current'} onChange={() => setPicked({ for: amount, keep: 'current' })} label={t('temp.keepCurrent', { value: n.format(current) })} />
          <CheckField type="radio" name="temp-keep" checked={keep === 'new'} onChange={() => setPicked({ for: amount, keep: 'new' })} label={t('temp.takeNew', { value: n.format(amount) })} />
        </fieldset>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('temp.hint')}</p>
      <Button tone="primary" className="min-h-14 text-lg" disabled={amount <= 0 || code !== null} onClick={() => onApply(action)}>
        {t('temp.apply', { amount })}
      </Button>
      <RefusalHint code={code} />
    </div>
  );
}
