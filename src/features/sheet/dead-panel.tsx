import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ActionError, RefusalHint } from './action-error';
import { Card } from './card';
import { describeEvent, type LooseT } from './event-text';
import { refusal } from './refusal';
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
  const spells = ['raise-dead', 'resurrection'] as const;
  return (
    <Card title={t('revival.title')}>
      {event && <p>{describeEvent(t as unknown as LooseT, i18n.language, event)}</p>}
      <RevivifyControl sheetId={sheetId} since="died" act={(minutes) => act({ type: 'revivify', minutesSinceRecuo: minutes })} />
      <div className="flex flex-wrap gap-2">
        {spells.map((spell) => {
          const code = refusal(creature, { type: 'raiseDead', spell });
          return (
            <div key={spell} className="flex flex-col">
              <Button disabled={code !== null} onClick={() => act({ type: 'raiseDead', spell })}>{t(`rules:spells.${spell}`)}</Button>
              <RefusalHint code={code} />
            </div>
          );
        })}
      </div>
      <ActionError code={error} />
    </Card>
  );
}
