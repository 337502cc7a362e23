import { RotateCcw } from 'lucide-react';
import { memo } from 'react';
import type { GmT } from '../gm-t';
import type { MonsterAction } from '../library/library-types';
import { actionPieces } from './action-text';

export interface ChipState {
  /** A Recharge action used and not yet recharged. */
  recharging: boolean;
  /** X/Day uses left (undefined when the action has none). */
  usesLeft?: number;
  /** Legendary uses left this round, for a legendary action. */
  legendaryLeft?: number;
}

/**
 * One action on one line, as a stat block writes it ("Greatclub +6 · 13 (2d8+4) Bludgeoning"):
 * a tap starts resolving it. A Recharge action waiting for its die, an X/Day action with no use
 * left, or a legendary action costing more than the round has left says so and cannot be used;
 * the GM can make a Recharge action ready by hand.
 */
export const ActionChip = memo(function ActionChip({ action, state, onUse, onRecharged, t }: {
  action: MonsterAction; state: ChipState; onUse: () => void; onRecharged?: () => void; t: GmT;
}) {
  const spent = state.recharging || state.usesLeft === 0 || (state.legendaryLeft !== undefined && state.legendaryLeft < (action.cost ?? 1));
  const status = state.recharging ? t('actions.recharging')
    : state.usesLeft !== undefined ? t('actions.usesLeft', { count: state.usesLeft }) : null;
  return (
    <li className="flex items-stretch gap-1">
      <button type="button" onClick={onUse} disabled={spent}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 py-1 text-left text-sm hover:bg-indigo-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-55 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700">
        <span className="font-semibold">{action.name}</span>
        {[...actionPieces(action, t), ...(status ? [status] : [])].map((piece) => ` · ${piece}`).join('')}
      </button>
      {state.recharging && onRecharged && (
        <button type="button" onClick={onRecharged} aria-label={t('actions.markReady', { action: action.name })} title={t('actions.markReady', { action: action.name })}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-400 dark:border-slate-600">
          <RotateCcw aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
});
