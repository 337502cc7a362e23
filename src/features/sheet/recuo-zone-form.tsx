import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { ZONES, type Action, type Zone } from '../../rules';
import { ActionError } from './action-error';
import { useAct } from './use-act';
import type { LooseT } from './event-text';

/** Which dice each zone needs (seed): Leve 1d4 days; Moderada 1d4 hours and 1d6 km; Densa the d6 first. */
const DICE: Record<Zone, ('roll' | 'wakeRoll' | 'distanceRoll')[]> = {
  leve: ['wakeRoll'],
  moderada: ['wakeRoll', 'distanceRoll'],
  densa: ['roll', 'wakeRoll', 'distanceRoll'],
  abismal: [],
};

/** Pick the zone (each with the seed's description), type or leave the dice to the app, resolve. */
export function RecuoZoneForm({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const { act, error } = useAct(sheetId);
  const [zone, setZone] = useState<Zone | null>(null);
  const [dice, setDice] = useState({ roll: '', wakeRoll: '', distanceRoll: '' });

  const submit = () => {
    if (!zone) return;
    const action: Action = { type: 'resolveRecuo', zone };
    for (const die of DICE[zone]) {
      const value = typedDie(dice[die]);
      if (value !== undefined) action[die] = value;
    }
    act(action);
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('recuo.pickZone')}</legend>
        {ZONES.map((id) => (
          <label key={id} className={`flex min-h-11 cursor-pointer gap-2 rounded-lg border p-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500 ${zone === id ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-700'}`}>
            <input type="radio" name="recuo-zone" className="mt-1 size-5 shrink-0 accent-indigo-600" checked={zone === id} onChange={() => setZone(id)} />
            <span>
              <span className="block font-bold">{t(`rules:zones.${id}.name`)}</span>
              <span className="block text-sm">{t(`rules:zones.${id}.places`)}</span>
              <span className="block text-sm">{t(`rules:zones.${id}.description`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {zone && DICE[zone].length > 0 && (
        <div className="flex flex-wrap gap-3">
          {DICE[zone].map((die) => (
            <DiceInput
              key={die}
              label={(t as unknown as LooseT)(`sheet:recuo.dice.${die}`, { context: zone })}
              sides={die === 'wakeRoll' ? 4 : 6}
              value={dice[die]}
              onChange={(value) => setDice({ ...dice, [die]: value })}
              hint={t('dice.emptyRolls')}
            />
          ))}
        </div>
      )}
      <Button type="submit" tone="primary" disabled={!zone}>{t('recuo.resolve')}</Button>
      <ActionError code={error} />
    </form>
  );
}
