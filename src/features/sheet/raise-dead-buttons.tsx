import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type { Action, Creature } from '../../rules';
import { RefusalHint } from './action-error';
import { refusal } from './refusal';

const SPELLS = ['raise-dead', 'resurrection'] as const;

/** Raise Dead and Resurrection, each disabled with the rules' reason when it cannot work. */
export function RaiseDeadButtons({ creature, act }: { creature: Creature; act: (action: Action) => unknown }) {
  const { t } = useTranslation(['sheet', 'rules']);
  return (
    <div className="flex flex-wrap gap-2">
      {SPELLS.map((spell) => {
        const code = refusal(creature, { type: 'raiseDead', spell });
        return (
          <div key={spell} className="flex flex-col">
            <Button disabled={code !== null} onClick={() => act({ type: 'raiseDead', spell })}>{t(`rules:spells.${spell}`)}</Button>
            <RefusalHint code={code} />
          </div>
        );
      })}
    </div>
  );
}
