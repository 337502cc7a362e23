import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { durationText, type LooseT } from './event-text';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import { ActionError } from './action-error';

/** srd-2024: a stable, untreated creature regains 1 HP after 1d4 hours; show when, let time pass. */
export function StableWake({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const hours = creature?.stableHoursUntilWake;
  if (!creature || creature.status !== 'stable' || hours === null || hours === undefined) return null;
  const tt = t as unknown as LooseT;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{t('stable.wakesIn', { duration: durationText(tt, hours) })}</p>
      <div className="flex flex-wrap gap-2">
        {hours > 1 && <Button onClick={() => act({ type: 'passTime', hours: 1 })}>{t('time.passOneHour')}</Button>}
        <Button tone="primary" onClick={() => act({ type: 'passTime', hours })}>{t('time.passUntilWake', { duration: durationText(tt, hours) })}</Button>
      </div>
      <ActionError code={error} />
    </div>
  );
}
