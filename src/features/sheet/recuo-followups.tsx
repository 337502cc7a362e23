import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { NumberField } from '../../components/number-field';
import type { Action } from '../../rules';
import { ActionError } from './action-error';
import { durationText, type LooseT } from './event-text';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/**
 * What follows a resolved Recuo (seed): waking at the post or when Perdido (let the time pass),
 * rescue when Capturado, a day of captivity (Wisdom save DC 13, Fixação Monoideica). Revivify
 * and Raise Dead / Resurrection come after these, in the Recuo dialog.
 */
export function RecuoFollowups({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [save, setSave] = useState('');
  const [bonus, setBonus] = useState(0);
  const recuo = creature?.recuo;
  if (!creature || creature.status !== 'recuo' || !recuo) return null;
  const tt = t as unknown as LooseT;
  const hours = recuo.hoursUntilWake ?? 0;
  const typedSave = typedDie(save);
  // Only the Abismal zone asks for the daily Wisdom save (seed); elsewhere a day is just counted.
  const abismal = recuo.zone === 'abismal';
  const day: Action = !abismal ? { type: 'captivityDay' } : typedSave === undefined ? { type: 'captivityDay', bonus } : { type: 'captivityDay', save: typedSave };

  return (
    <div className="flex flex-col gap-3">
      {recuo.outcome !== 'capturado' && hours > 0 && (
        <div className="flex flex-wrap gap-2">
          {hours > 1 && <Button onClick={() => act({ type: 'passTime', hours: 1 })}>{t('time.passOneHour')}</Button>}
          <Button tone="primary" onClick={() => act({ type: 'passTime', hours })}>{t('time.passUntilWake', { duration: durationText(tt, hours) })}</Button>
        </div>
      )}
      {recuo.outcome === 'capturado' && (
        <>
          <Button tone="primary" disabled={refusal(creature, { type: 'rescue' }) !== null} onClick={() => act({ type: 'rescue' })}>{t('recuo.rescue')}</Button>
          <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-300 p-2 dark:border-slate-700">
            <legend className="px-1 font-semibold">{t('recuo.captivity.title')}</legend>
            {abismal && (
              <>
                <p className="text-sm">{t('recuo.captivity.rule')}</p>
                <div className="flex flex-wrap items-end gap-3">
                  <DiceInput label={t('recuo.captivity.save')} sides={40} value={save} onChange={setSave} hint={t('recuo.captivity.saveHint')} />
                  {typedSave === undefined && (
                    <NumberField label={t('recuo.captivity.bonus')} value={bonus} onChange={setBonus} min={-10} max={20} decreaseLabel={t('recuo.captivity.bonusDown')} increaseLabel={t('recuo.captivity.bonusUp')} />
                  )}
                </div>
              </>
            )}
            <Button onClick={() => { if (!act(day)?.error) setSave(''); }}>{t('recuo.captivity.pass')}</Button>
            {creature.conditions.includes('fixacao-monoideica') && (
              <p className="font-semibold">
                {creature.fixacaoDc === null ? t('recuo.captivity.fixacao') : t('recuo.captivity.fixacaoDc', { dc: creature.fixacaoDc })}
              </p>
            )}
          </fieldset>
        </>
      )}
      <ActionError code={error} />
    </div>
  );
}
