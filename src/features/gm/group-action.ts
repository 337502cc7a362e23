import type { Action, DamageType } from '../../rules';
import { typedInt } from './actions/plan-action';

export const MODES = ['damage', 'heal', 'temp'] as const;
export type Mode = (typeof MODES)[number];

export interface GroupForm {
  mode: Mode;
  amount: number;
  damageType: DamageType | '';
  critical: boolean;
  melee: boolean;
}

/** The one action a target receives; only its own save (half damage) differs between targets. */
export function actionFor(form: GroupForm, saved: boolean, fortitudeRoll?: number): Action {
  if (form.mode === 'heal') return { type: 'heal', amount: form.amount };
  if (form.mode === 'temp') return { type: 'tempHp', amount: form.amount };
  return {
    type: 'damage',
    amount: form.amount,
    ...(form.damageType ? { damageType: form.damageType } : {}),
    ...(form.critical ? { critical: true } : {}),
    ...(form.melee ? { melee: true } : {}),
    ...(saved ? { halfOnSave: true } : {}),
    // Undead Fortitude's natural d20, typed by the GM (rolled on Apply when absent).
    ...(fortitudeRoll !== undefined ? { fortitudeRoll } : {}),
  };
}

/** A natural d20 typed in a field (Undead Fortitude's save), or undefined. */
export const typedD20 = (text: string | undefined): number | undefined => typedInt(text ?? '', 1, 20) ?? undefined;
