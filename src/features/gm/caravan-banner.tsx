import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { caravanDue } from '../../store/encounter-helpers';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { selectActive } from './gm-select';

function selectCaravanDue(state: AppState): boolean {
  const encounter = selectActive(state);
  if (!encounter) return false;
  return caravanDue(encounter.combatants.flatMap((c) => state.sheets[c.sheetId]?.creature ?? []));
}

/** Plano-espiritual seed: "Grupo inteiro em Torpor: uma caravana de socorro recolhe todos... a missão fracassa". */
export function CaravanBanner() {
  const { t } = useTranslation('gm');
  const due = useAppStore(selectCaravanDue);
  const failedAt = useAppStore((s) => selectActive(s)?.missionFailedAt ?? null);
  const call = useAppStore((s) => s.callRescueCaravan);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {failedAt !== null && (
        <p role="status" className="rounded border-2 border-slate-500 bg-slate-100 p-3 font-semibold dark:bg-slate-800">{t('caravan.failed')}</p>
      )}
      {due && (
        <section aria-labelledby="gm-caravan" className="flex flex-col gap-2 rounded border-2 border-violet-600 bg-violet-50 p-3 dark:bg-violet-950">
          <h2 id="gm-caravan" className="font-bold">{t('caravan.title')}</h2>
          <p>{t('caravan.body')}</p>
          {confirming ? (
            <div className="flex flex-wrap gap-2">
              <Button tone="danger" onClick={() => { call(); setConfirming(false); }}>{t('caravan.confirm')}</Button>
              <Button onClick={() => setConfirming(false)}>{t('caravan.cancel')}</Button>
            </div>
          ) : (
            <Button tone="primary" className="self-start" onClick={() => setConfirming(true)}>{t('caravan.call')}</Button>
          )}
        </section>
      )}
    </>
  );
}
