import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { NumberPad } from '../../components/number-pad';
import { ActionError } from './action-error';
import { Card } from './card';
import { DamageForm, NO_DAMAGE_OPTIONS, type DamageOptions } from './damage-form';
import { HealForm } from './heal-form';
import { TempHpForm } from './temp-hp-form';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

const MODES = ['damage', 'heal', 'temp'] as const;
type Mode = (typeof MODES)[number];

/**
 * The one-thumb HP editor: pick damage, healing or temporary HP, type the amount on the pad,
 * check the preview, apply. Hidden when the creature is past what damage and healing do.
 */
export function HpEditor({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [mode, setMode] = useState<Mode>('damage');
  const [amount, setAmount] = useState('');
  const [options, setOptions] = useState<DamageOptions>(NO_DAMAGE_OPTIONS);
  if (!creature || !['alive', 'dying', 'stable'].includes(creature.status)) return null;

  const value = amount === '' ? 0 : Number(amount);
  const done = (ok: boolean) => {
    if (!ok) return;
    setAmount('');
    setOptions(NO_DAMAGE_OPTIONS);
  };
  const props = { creature, amount: value, onApply: (action: Parameters<typeof act>[0]) => done(!act(action)?.error) };

  return (
    <Card title={t('editor.title')}>
      <div role="group" aria-label={t('editor.mode')} className="grid grid-cols-3 gap-1">
        {MODES.map((m) => (
          <Button key={m} tone={mode === m ? 'primary' : 'secondary'} aria-pressed={mode === m} onClick={() => setMode(m)}>
            {t(`editor.modes.${m}`)}
          </Button>
        ))}
      </div>
      <NumberPad value={amount} onChange={setAmount} label={t(`editor.amount.${mode}`)} clearLabel={t('editor.clear')} backspaceLabel={t('editor.backspace')} />
      {mode === 'damage' && <DamageForm {...props} options={options} onOptions={setOptions} />}
      {mode === 'heal' && <HealForm {...props} />}
      {mode === 'temp' && <TempHpForm {...props} />}
      <ActionError code={error} />
    </Card>
  );
}
