import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { STABILIZE_METHODS, wakesWhenStable, type Action } from '../../rules';
import { ActionError } from './action-error';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import { CheckTotalField } from '../../components/check-total-field';

/**
 * Each way to stabilize (Medicine check DC 10, Healer's Kit, Spare the Dying, Passe in Amparo
 * mode). A method the preset lacks is not offered; srd-2024 may take the typed 1d4 hours.
 */
export function StabilizeControls({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [check, setCheck] = useState('');
  const [wake, setWake] = useState('');
  if (!creature) return null;
  const wakeRoll = wakesWhenStable(creature.preset) ? typedDie(wake) : undefined;
  const withWake = (action: Extract<Action, { type: 'stabilize' }>): Action => (wakeRoll === undefined ? action : { ...action, wakeRoll });
  const methods = STABILIZE_METHODS.filter((method) => method !== 'medicine')
    .filter((method) => refusal(creature, { type: 'stabilize', method }) !== 'method-unavailable');
  const medicine = withWake({ type: 'stabilize', method: 'medicine', check: check === '' ? Number.NaN : Number(check) });

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <legend className="px-1 font-semibold">{t('stabilize.title')}</legend>
      {wakesWhenStable(creature.preset) && (
        <DiceInput label={t('stabilize.wakeRoll')} sides={4} value={wake} onChange={setWake} hint={t('dice.emptyRolls')} />
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!act(medicine)?.error) setCheck('');
        }}
      >
        <CheckTotalField label={t('stabilize.medicineCheck')} value={check} onChange={setCheck} />
        <Button type="submit" disabled={check === ''}>{t('stabilize.medicine')}</Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {methods.map((method) => (
          <Button key={method} disabled={refusal(creature, { type: 'stabilize', method }) !== null} onClick={() => act(withWake({ type: 'stabilize', method }))}>
            {t(`rules:stabilizeMethods.${method}`)}
          </Button>
        ))}
      </div>
      {refusal(creature, { type: 'rescueCaravan' }) === null && (
        <Button onClick={() => act({ type: 'rescueCaravan' })}>{t('stabilize.caravan')}</Button>
      )}
      <ActionError code={error} />
    </fieldset>
  );
}
