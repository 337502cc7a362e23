import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { numberFormat } from '../../i18n/numbers';
import { DiceInput, typedDie } from '../../components/dice-input';
import { hitDiceLeft, terminologyContext, type HitDieKey, type HitDieSize, type RulesEvent } from '../../rules';
import { ActionError, RefusalHint } from './action-error';
import { describeEvent, type LooseT } from './event-text';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

const sidesOf = (die: HitDieKey) => Number(die.slice(1)) as HitDieSize;

/**
 * Spending Hit Point Dice at the end of a Short Rest (RULES.md "Hit Point Dice…"), one at a time
 * as the player decides: the size (when there are several), the app's roll or the die rolled at
 * the table, what it healed, then another or Finish. Each die is its own action, logged and
 * undone on its own.
 */
export function HitDiceSpender({ sheetId, onFinish }: { sheetId: string; onFinish: () => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const titleId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [chosen, setChosen] = useState<HitDieKey | null>(null);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<RulesEvent[]>([]);
  // Offered right after the Short Rest: the offer takes the focus, as a dialog would.
  useEffect(() => heading.current?.focus(), []);
  if (!creature) return null;
  // Largest first: the die a player spends first is the character's biggest one with uses left.
  const pools = hitDiceLeft(creature.hitDice).reverse();
  const die = pools.find((pool) => pool.die === chosen)?.die ?? (pools.find((pool) => pool.left > 0) ?? pools[0])?.die;
  const sides = die ? sidesOf(die) : undefined;
  // Whether the rules would let this die be spent now (none left, dying...), whatever it rolls.
  const code = sides ? refusal(creature, { type: 'spendHitDie', die: sides, roll: 1 }) : null;
  const n = numberFormat(i18n.language);

  const spend = (roll: number | undefined) => {
    if (!sides) return;
    const result = act({ type: 'spendHitDie', die: sides, ...(roll !== undefined && { roll }) });
    if (result && !result.error) {
      setOutcome(result.events);
      setTyped('');
    }
  };

  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border-2 border-indigo-500 p-3 dark:border-indigo-400">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">{t('rest.spendTitle')}</h3>
      <p className="text-sm">{t('rest.spendIntro')}</p>
      {pools.length > 1 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('rest.size')}</legend>
          <div className="flex flex-wrap gap-2">
            {pools.map((pool) => (
              <label key={pool.die} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 has-[:checked]:border-2 has-[:checked]:border-indigo-600 dark:border-slate-600 dark:has-[:checked]:border-indigo-400">
                <input type="radio" name={titleId} className="size-5" checked={pool.die === die} onChange={() => setChosen(pool.die)} />
                {t('rest.diceLeft', { die: pool.die, left: n.format(pool.left), max: n.format(pool.max) })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {die && (
        <>
          <Button tone="primary" className="min-h-14 text-lg" disabled={code !== null} aria-describedby={code ? hintId : undefined} onClick={() => spend(undefined)}>
            {t('rest.roll', { die })}
          </Button>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              spend(typedDie(typed));
            }}
          >
            <DiceInput label={t('rest.typed', { die })} sides={sidesOf(die)} value={typed} onChange={setTyped} hint={t('rest.typedHint')} />
            <Button type="submit" disabled={typed.trim() === '' || code !== null}>{t('rest.spend', { die })}</Button>
          </form>
          <RefusalHint code={code} id={hintId} />
        </>
      )}
      <ActionError code={error} />
      <div role="status" aria-live="polite" className="text-base font-medium">
        {outcome.map((event, index) => <p key={index}>{describeEvent(tt, i18n.language, event, terminologyContext(creature))}</p>)}
      </div>
      <Button onClick={onFinish}>{t('rest.finish')}</Button>
    </div>
  );
}
