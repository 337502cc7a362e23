import { Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/button';
import { askSave, cancelAsk, useCanAskOnPhone, useSaveAnswer } from '../../table/save-asks';
import type { GmT } from '../gm-t';
import type { MonsterAction } from '../library/library-types';
import { signedNumber } from './action-text';

/**
 * A player's sheet at a shared table: the save is asked on the player's phone, which answers
 * with the player's own d20 (rolled there or typed from the table). The answer fills the target's
 * d20; an ask still open when the panel closes is withdrawn from the phone.
 */
export function AskOnPhone({ sheetId, name, from, action, askId, onAsked, onAnswer, t }: {
  sheetId: string; name: string; from: string; action: MonsterAction; askId: string | undefined;
  onAsked: (askId: string) => void; onAnswer: (roll: number) => void; t: GmT;
}) {
  const can = useCanAskOnPhone(sheetId);
  const answer = useSaveAnswer(askId ?? null);
  useEffect(() => {
    if (answer) onAnswer(answer.roll);
  }, [answer, onAnswer]);
  useEffect(() => (askId ? () => cancelAsk(askId) : undefined), [askId]);
  if (!action.save || (!can && !askId)) return null;
  if (answer) return <p className="text-sm" role="status">{t('actions.phoneAnswered', { name, roll: answer.roll, bonus: signedNumber(answer.bonus), total: answer.total })}</p>;
  if (askId) return <p className="text-sm" role="status">{t('actions.phoneWaiting', { name })}</p>;
  const ask = () => {
    const id = askSave(sheetId, { ability: action.save!.ability, dc: action.save!.dc, label: action.name, from });
    if (id) onAsked(id);
  };
  return (
    <Button className="self-start text-sm" onClick={ask}>
      <Smartphone aria-hidden className="size-4" />{t('actions.askPhone', { name })}
    </Button>
  );
}
