import type { TFunction } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import type { Action, Creature } from '../../rules';
import { RefusalHint } from './action-error';
import { tempHpOutcome, type TempHpAction, type TempHpOutcome } from './temp-hp-outcome';

type Keep = 'current' | 'new';

/**
 * Temporary HP do not stack (srd-2024 "Dočasné Životy se neseskupují"): when the creature
 * already has some, the player keeps them or takes the new ones. Until the player picks, the
 * rules' own default ("the higher") decides, and the button says what the rules will do:
 * gain, replace, or keep (nothing to apply, so it is disabled with the reason).
 */
export function TempHpForm({ creature, amount, onApply, pad }: { creature: Creature; amount: number; onApply: (action: Action) => void; pad?: ReactNode }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = numberFormat(i18n.language);
  const hintId = useId();
  const [picked, setPicked] = useState<{ for: number; keep: Keep } | null>(null);
  const current = creature.hp.temp;
  const choosing = current > 0 && amount > 0;
  // A choice belongs to the amount it was made for; a new amount goes back to the rules' default.
  const choice = picked && picked.for === amount ? picked.keep : null;
  const action: TempHpAction = { type: 'tempHp', amount, keep: choice ?? 'higher' };
  const outcome = amount > 0 ? tempHpOutcome(creature, action) : null;
  // The radio shows the rules' pick when the player has not made one.
  const shown: Keep = choice ?? (outcome?.kind === 'keep' ? 'current' : 'new');
  const unchanged = outcome?.kind === 'keep';
  const code = outcome?.kind === 'refused' ? outcome.code : null;
  return (
    <div className="flex flex-col gap-2">
      {choosing && (
        <fieldset className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
          <legend className="px-1 font-semibold">{t('temp.choice', { count: current, current: n.format(current) })}</legend>
          <CheckField type="radio" name="temp-keep" checked={shown === 'current'} onChange={() => setPicked({ for: amount, keep: 'current' })} label={t('temp.keepCurrent', { count: current, value: n.format(current) })} />
          <CheckField type="radio" name="temp-keep" checked={shown === 'new'} onChange={() => setPicked({ for: amount, keep: 'new' })} label={t('temp.takeNew', { count: amount, value: n.format(amount) })} />
        </fieldset>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('temp.hint')}</p>
      {pad}
      <Button
        tone="primary"
        className="min-h-13 text-lg"
        disabled={outcome === null || unchanged || code !== null}
        aria-describedby={unchanged || code ? hintId : undefined}
        onClick={() => onApply(action)}
      >
        {buttonLabel(t, n, outcome, current, amount)}
      </Button>
      {unchanged && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">{t('temp.unchanged', { count: current, value: n.format(current) })}</p>
      )}
      <RefusalHint code={code} id={hintId} />
    </div>
  );
}

function buttonLabel(t: TFunction<['sheet', 'rules']>, n: Intl.NumberFormat, outcome: TempHpOutcome | null, current: number, amount: number): string {
  if (outcome === null) return t('editor.typeAmount');
  switch (outcome.kind) {
    case 'keep':
      return t('temp.keep', { count: outcome.temp, value: n.format(outcome.temp) });
    case 'gain':
      return t('temp.gain', { count: outcome.temp, value: n.format(outcome.temp) });
    case 'replace':
      return t('temp.replace', { count: outcome.temp, from: n.format(outcome.from), value: n.format(outcome.temp) });
    case 'refused':
      // What was asked for, disabled; the reason is read from the rules underneath.
      return current > 0
        ? t('temp.replace', { count: amount, from: n.format(current), value: n.format(amount) })
        : t('temp.gain', { count: amount, value: n.format(amount) });
  }
}
