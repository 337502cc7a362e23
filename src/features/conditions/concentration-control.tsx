import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { LIMITS, parseName, saveBonus, terminologyContext, type Creature, type ErrorCode, type RulesEvent } from '../../rules';
import { ActionError, RefusalHint } from '../sheet/action-error';
import { describeEvent, type LooseT } from '../sheet/event-text';
import { refusal } from '../sheet/refusal';
import { refusalOf, type ActResult } from './act-result';
import { SaveRollForm } from './save-roll-form';

export interface ConcentrationControlProps {
  creature: Creature;
  /** Starts concentrating on a name (a spell, a jutsu, an effect); asked only after confirming a replacement. */
  onConcentrate: (on: string) => ActResult;
  /** Ends concentration by hand. */
  onEnd: () => ActResult;
  /**
   * The Constitution save due after damage: `roll` absent means the app rolls the d20; `bonus`
   * absent means the creature's own Constitution save (the rules add it), present a typed one.
   */
  onSave: (save: { roll?: number; bonus?: number }) => ActResult;
  /** The field to start concentrating is folded under a "Concentrate" summary until opened (the sheet). */
  collapsible?: boolean;
}

/**
 * What the creature concentrates on (RULES.md "Conditions and concentration"): one thing at a
 * time, a second one replaces the first after a confirmation, and the Constitution save the
 * rules ask for after damage (DC 10 or half the damage, up to 30) is prompted here.
 */
export function ConcentrationControl({ creature, onConcentrate, onEnd, onSave, collapsible = false }: ConcentrationControlProps) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const titleId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [outcome, setOutcome] = useState<RulesEvent[]>([]);
  // The folded field closes once concentration has started: its outcome shows above it.
  const fold = useRef<HTMLDetailsElement>(null);
  const current = creature.concentration;
  const on = parseName(typed);
  // Whether the creature may concentrate at all (Incapacitated, 0 HP, not alive), whatever the name.
  const code = refusal(creature, { type: 'concentrate', on: on ?? t('concentration.field') });

  /** Keeps the events of an accepted action as the outcome shown; returns whether it was accepted. */
  const shown = (result: ActResult) => {
    if (result && refusalOf(result) === null) setOutcome(result.events);
    return refusalOf(result) === null;
  };
  const report = (result: ActResult) => {
    setError(refusalOf(result));
    return shown(result);
  };
  const start = () => {
    setConfirming(false);
    if (on !== null && report(onConcentrate(on))) {
      setTyped('');
      if (fold.current) fold.current.open = false;
    }
  };

  // Starting (or replacing) concentration: a name, then the button.
  const startForm = (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (on === null || code !== null) return;
          if (current) setConfirming(true);
          else start();
        }}
      >
        <TextField label={t('concentration.field', { context: terminologyContext(creature) })} className="grow" value={typed} maxLength={2 * LIMITS.nameLength}
          aria-describedby={code ? hintId : undefined} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" disabled={on === null || code !== null}>{t('concentration.start')}</Button>
      </form>
      <RefusalHint code={code} id={hintId} />
    </>
  );

  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold">{t('concentration.title')}</h3>
      {current ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="grow font-semibold">{t('rules:concentration.label', { on: current.on })}</p>
          <Button onClick={() => report(onEnd())}>{t('concentration.end')}</Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('concentration.none')}</p>
      )}
      {current && current.dc !== null && (
        <div className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          <SaveRollForm
            label={t('rules:concentration.saveDue', { dc: current.dc })}
            dc={current.dc}
            sheetBonus={{ ability: 'con', value: saveBonus(creature, 'con') }}
            onSubmit={(save) => {
              const result = onSave(save);
              shown(result);
              return result;
            }}
          />
        </div>
      )}
      <div role="status" aria-live="polite" className="text-sm">
        {outcome.map((event, index) => <p key={index}>{describeEvent(tt, i18n.language, event)}</p>)}
      </div>
      {collapsible ? (
        <details ref={fold}>
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('concentration.start')}</summary>
          <div className="flex flex-col gap-2 pt-2">{startForm}</div>
        </details>
      ) : startForm}
      <ActionError code={error} />
      <ConfirmDialog
        open={confirming}
        title={t('concentration.replaceTitle')}
        message={t('concentration.replaceMessage', { current: current?.on ?? '', next: on ?? '' })}
        confirmLabel={t('concentration.replace', { next: on ?? '' })}
        cancelLabel={t('concentration.keep', { current: current?.on ?? '' })}
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
