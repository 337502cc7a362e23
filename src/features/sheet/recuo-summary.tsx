import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import type { Recuo } from '../../rules';
import { durationText, type LooseT } from './event-text';

/** What happened: the cause and the Exhaustion it gave. */
export function RecuoCause({ recuo }: { recuo: Recuo }) {
  const { t } = useTranslation(['sheet', 'rules']);
  return (
    <div className="flex flex-col gap-1">
      <p>{t('recuo.cause', { cause: t(`rules:recuoCauses.${recuo.cause}`) })}</p>
      <p>{t('recuo.exhaustionGained', { count: recuo.exhaustionGained })}</p>
    </div>
  );
}

/** Once the zone is chosen: the zone, its d6 (Densa) and the outcome with its dice. */
export function RecuoOutcome({ recuo }: { recuo: Recuo }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const n = numberFormat(i18n.language);
  if (!recuo.zone) return null;
  return (
    <div className="flex flex-col gap-1">
      <p>{t('recuo.zone', { zone: t(`rules:zones.${recuo.zone}.name`) })}</p>
      {recuo.zoneRoll !== undefined && <p>{t('recuo.zoneRoll', { roll: n.format(recuo.zoneRoll) })}</p>}
      {recuo.outcome && (
        <div className="rounded-lg border-2 border-amber-500 p-2">
          <p className="text-lg font-black">{t(`rules:outcomes.${recuo.outcome}.name`)}</p>
          <p>{t(`rules:outcomes.${recuo.outcome}.description`)}</p>
          {recuo.hoursUntilWake !== undefined && recuo.hoursUntilWake > 0 && (
            <p className="font-semibold">{t('recuo.wakesIn', { duration: durationText(tt, recuo.hoursUntilWake) })}</p>
          )}
          {recuo.distanceKm !== undefined && <p>{t('recuo.distance', { km: n.format(recuo.distanceKm) })}</p>}
          {recuo.outcome === 'capturado' && recuo.captivityDays > 0 && <p>{t('recuo.captivityDays', { count: recuo.captivityDays })}</p>}
        </div>
      )}
    </div>
  );
}

/** Cause, Exhaustion gained and, once the zone is chosen, the outcome (the sheet's Recuo card). */
export function RecuoSummary({ recuo }: { recuo: Recuo }) {
  return (
    <div className="flex flex-col gap-1">
      <RecuoCause recuo={recuo} />
      <RecuoOutcome recuo={recuo} />
    </div>
  );
}
