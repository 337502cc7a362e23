import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ActionError } from './action-error';
import { RaiseDeadButtons } from './raise-dead-buttons';
import { RecuoFollowups } from './recuo-followups';
import { RecuoCause, RecuoOutcome } from './recuo-summary';
import { RecuoZoneForm } from './recuo-zone-form';
import { RevivifyButton, RevivifyRoundsLeft, RevivifyTime } from './revivify-control';
import { useRevivifyWindow } from './revivify-window';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/**
 * The Recuo dialog, in the seed's order ("Recuo Perispiritual"): the cause and its Exhaustion
 * (with the rounds left for Revivify, counted in game time from the Recuo), the zone and its dice, the
 * outcome, and then what can be done about it: wake, rescue, Revivify, Raise Dead /
 * Resurrection. Before the outcome is known the zone is the one primary step; Revivify stays
 * reachable under "what can be done", never as the first, loudest button.
 */
export function RecuoDialog({ sheetId, open, onClose }: { sheetId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const window = useRevivifyWindow(sheetId);
  const roundsId = useId();
  const optionsId = useId();
  const recuo = creature?.status === 'recuo' ? creature.recuo : undefined;
  return (
    <Dialog open={open && recuo !== undefined} onClose={onClose} title={t('recuo.title')} description={t('recuo.intro')}>
      {creature && recuo && (
        <div className="flex flex-col gap-3">
          <RecuoCause recuo={recuo} />
          {window && <RevivifyRoundsLeft window={window} id={roundsId} live />}
          {recuo.zone ? <RecuoOutcome recuo={recuo} /> : <RecuoZoneForm sheetId={sheetId} />}
          <section aria-labelledby={optionsId} className="flex flex-col gap-2 border-t border-slate-300 pt-3 dark:border-slate-700">
            <h3 id={optionsId} className="font-semibold">{t('recuo.options')}</h3>
            {recuo.zone && <RecuoFollowups sheetId={sheetId} />}
            {window && (
              <RevivifyButton
                window={window}
                since="recuo"
                tone="secondary"
                describedBy={window.left >= 0 ? roundsId : undefined}
                act={(minutes) => act({ type: 'revivify', minutesSinceRecuo: minutes })}
              />
            )}
            <RevivifyTime sheetId={sheetId} act={act} />
            {recuo.zone && <RaiseDeadButtons creature={creature} act={act} />}
            <ActionError code={error} />
          </section>
        </div>
      )}
      <div className="mt-3 flex justify-end">
        <Button onClick={onClose}>{t('recuo.close')}</Button>
      </div>
    </Dialog>
  );
}
