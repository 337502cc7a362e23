import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { RecuoFollowups } from './recuo-followups';
import { RecuoSummary } from './recuo-summary';
import { RecuoZoneForm } from './recuo-zone-form';
import { RevivifyControl } from './revivify-control';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import { ActionError } from './action-error';

/**
 * The Recuo dialog (plano-espiritual seed, "Recuo Perispiritual"): cause and Exhaustion, the
 * zone with its seed description and dice, the outcome, then what may follow.
 */
export function RecuoDialog({ sheetId, open, onClose }: { sheetId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const recuo = creature?.status === 'recuo' ? creature.recuo : undefined;
  return (
    <Dialog open={open && recuo !== undefined} onClose={onClose} title={t('recuo.title')} description={t('recuo.intro')}>
      {recuo && (
        <div className="flex flex-col gap-3">
          <RecuoSummary recuo={recuo} />
          <RevivifyControl sheetId={sheetId} since="recuo" act={(minutes) => act({ type: 'revivify', minutesSinceRecuo: minutes })} />
          <ActionError code={error} />
          {recuo.zone ? <RecuoFollowups sheetId={sheetId} /> : <RecuoZoneForm sheetId={sheetId} />}
        </div>
      )}
      <div className="mt-3 flex justify-end">
        <Button onClick={onClose}>{t('recuo.close')}</Button>
      </div>
    </Dialog>
  );
}
