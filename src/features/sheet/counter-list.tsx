import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Action, Counter, DispatchResult } from '../../rules';
import { counterLabel, recoveryLabel } from './counter-words';
import type { LooseT } from './event-text';

/** Dots are drawn up to this many uses; past it (Ki 20, Chakra 40) the count alone says it. */
const MAX_DOTS = 10;

const STEP =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 aria-disabled:opacity-45 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/**
 * A sheet's counters (spell slots, limited uses, its own pools), each on one line where it is
 * read: its name, a dot per use (filled while left, hollow once spent), "3 of 4 left" and when they
 * come back, then − (spend one) and + (get one back) under the thumb (DESIGN.md 2: 44 px). A
 * button with nothing to act on stays in place, dimmed (`aria-disabled`), and the count beside it
 * says why; a tap on it does nothing. Each tap is one `useCounter` or `restoreCounter` in the
 * sheet's log, so Undo, other tabs and the shared table follow it.
 */
export function CounterList({ counters, act }: { counters: readonly Counter[]; act: (action: Action) => DispatchResult | undefined }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  return (
    <ul className="flex flex-col gap-2">
      {counters.map((counter) => {
        const label = counterLabel(tt, counter);
        const left = counter.max - counter.used;
        return (
          <li key={counter.id} className="flex items-center gap-2" data-testid="counter">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{label}</p>
              {counter.max <= MAX_DOTS && (
                <p aria-hidden className="flex flex-wrap gap-1 py-0.5">
                  {Array.from({ length: counter.max }, (_, index) => (
                    <span
                      key={index}
                      className={`size-3.5 rounded-full border-2 ${index < left ? 'border-indigo-700 bg-indigo-700 dark:border-indigo-300 dark:bg-indigo-300' : 'border-slate-500 dark:border-slate-400'}`}
                    />
                  ))}
                </p>
              )}
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <span data-testid="counter-left">{t('counters.left', { count: left, max: counter.max })}</span> · {recoveryLabel(tt, counter.recovers)}
              </p>
            </div>
            <button
              type="button"
              className={STEP}
              aria-label={t('counters.spend', { counter: label })}
              aria-disabled={left === 0 || undefined}
              onClick={() => left > 0 && act({ type: 'useCounter', id: counter.id })}
            >
              <Minus aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              className={STEP}
              aria-label={t('counters.giveBack', { counter: label })}
              aria-disabled={counter.used === 0 || undefined}
              onClick={() => counter.used > 0 && act({ type: 'restoreCounter', id: counter.id, count: 1 })}
            >
              <Plus aria-hidden className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
