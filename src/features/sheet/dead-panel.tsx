import { useTranslation } from 'react-i18next';
import { ActionError } from './action-error';
import { Card } from './card';
import { describeEvent, type LooseT } from './event-text';
import { RaiseDeadButtons } from './raise-dead-buttons';
import { RevivifyControl } from './revivify-control';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import { useAppStore } from '../../store/store';

/** A dead creature: why it died, and only the revival magic the rules accept. */
export function DeadPanel({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const died = useAppStore((state) => state.sheets[sheetId]?.log.findLast((entry) => entry.events.some((e) => e.type === 'died')));
  const { act, error } = useAct(sheetId);
  if (!creature || creature.status !== 'dead') return null;
  const event = died?.events.find((e) => e.type === 'died');
  return (
    <Card title={t('revival.title')}>
      {event && <p>{describeEvent(t as unknown as LooseT, i18n.language, event)}</p>}
      <RevivifyControl sheetId={sheetId} since="died" act={act} />
      <RaiseDeadButtons creature={creature} act={act} />
      <ActionError code={error} />
    </Card>
  );
}
