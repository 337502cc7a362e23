import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button, buttonClass } from '../../components/button';
import { SELF, saveBonus, terminologyContext, turnDue, type RulesEvent, type StandardCondition, type TurnMoment } from '../../rules';
import { appStore } from '../../store/store';
import { SaveRollForm } from '../conditions/save-roll-form';
import { ActionError } from './action-error';
import { describeEvent, type LooseT } from './event-text';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

const START: TurnMoment = { edge: 'start', of: SELF, self: true };
const END: TurnMoment = { edge: 'end', of: SELF, self: true };

/** What the last turn button did: nothing was due, or these events. */
type Outcome = { nothing: true } | { events: RulesEvent[] };

/**
 * "Start of my turn" and "End of my turn", for a player without a GM: the durations the rules
 * keep follow them (RULES.md "Conditions and concentration"). At the end of the turn, the saves
 * of conditions that last until a save are asked first, one each; a turn edge that changes
 * nothing is not recorded ("Nothing ends now").
 */
export function TurnButtons({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const n = numberFormat(i18n.language);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // While the end-of-turn saves are asked: the ones answered so far and what they did.
  const [ending, setEnding] = useState<{ answered: StandardCondition[]; events: RulesEvent[] } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asking = ending !== null;
  const endButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The saves' box takes the focus while it asks, and gives it back to "End of my turn" when it goes.
  useEffect(() => {
    if (asking) heading.current?.focus();
    else if (asked.current) endButton.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!creature) return null;

  /** The turn edge, recorded only when it changes something; `before` are the saves' events. */
  const edge = (moment: TurnMoment, before: RulesEvent[] = []) => {
    setEnding(null);
    const latest = appStore.getState().sheets[sheetId]?.creature;
    const result = latest && turnDue(latest, moment).changes ? act({ type: 'turnEdge', ...moment }) : undefined;
    const events = [...before, ...(result?.events ?? [])];
    setOutcome(events.length > 0 ? { events } : { nothing: true });
  };
  const endTurn = () => {
    setOutcome(null);
    if (turnDue(creature, END).saves.length > 0) setEnding({ answered: [], events: [] });
    else edge(END);
  };
  const pending = ending ? turnDue(creature, END).saves.filter((save) => !ending.answered.includes(save.condition)) : [];
  const answer = (condition: StandardCondition, save: { roll?: number; bonus?: number }) => {
    // Straight to the store: the save form says a refusal itself.
    const result = appStore.getState().act(sheetId, { type: 'conditionSave', condition, ...save });
    if (!result || result.error || !ending) return result;
    const next = { answered: [...ending.answered, condition], events: [...ending.events, ...result.events] };
    if (pending.every((due) => next.answered.includes(due.condition))) edge(END, next.events);
    else setEnding(next);
    return result;
  };

  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold">{t('turn.title')}</h3>
      <div className="flex flex-wrap gap-2">
        <Button disabled={asking} onClick={() => edge(START)}>{t('turn.start')}</Button>
        {/* A plain button: Button takes no ref, and the focus comes back here after the saves. */}
        <button ref={endButton} type="button" className={buttonClass()} disabled={asking} onClick={endTurn}>{t('turn.end')}</button>
      </div>
      {ending && (
        <div className="flex flex-col gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          <h4 ref={heading} tabIndex={-1} className="font-bold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">{t('turn.savesDue')}</h4>
          {pending.map((due) => (
            <SaveRollForm
              key={due.condition}
              label={t('turn.save', { condition: t(`rules:conditions.${due.condition}`), save: t(`rules:abilitySaves.${due.ability}`), dc: n.format(due.dc) })}
              dc={due.dc}
              sheetBonus={{ ability: due.ability, value: saveBonus(creature, due.ability) }}
              onSubmit={(save) => answer(due.condition, save)}
            />
          ))}
          {/* Every save due was answered or went away (removed by hand): the turn can end. */}
          {pending.length === 0 && <Button tone="primary" onClick={() => edge(END, ending.events)}>{t('turn.end')}</Button>}
          <Button onClick={() => setEnding(null)}>{t('turn.cancel')}</Button>
        </div>
      )}
      <div role="status" aria-live="polite" className="text-sm">
        {outcome && 'nothing' in outcome && <p>{t('turn.nothing')}</p>}
        {outcome && 'events' in outcome && outcome.events.map((event, index) => <p key={index}>{describeEvent(tt, i18n.language, event, terminologyContext(creature))}</p>)}
      </div>
      <ActionError code={error} />
    </div>
  );
}
