import { useId } from 'react';
import type { GmT } from '../gm-t';
import type { MonsterAction } from '../library/library-types';
import { ACTION_FIELD } from './action-field';
import { damageText } from './action-text';

/** One field per damage part ("2d8+4 Bludgeoning"), rolled by the app or typed; a typed number replaces the roll. */
export function DamageFields({ action, values, label, onChange, t }: {
  action: MonsterAction; values: readonly string[]; label: string; onChange: (values: string[]) => void; t: GmT;
}) {
  const id = useId();
  const parts = action.damage ?? [];
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="text-sm">{label}</legend>
      {parts.map((part, i) => (
        <label key={`${id}-${i}`} className="flex flex-col text-xs">
          {damageText(part, t)}
          <input type="number" inputMode="numeric" min={0} className={ACTION_FIELD} value={values[i] ?? ''}
            onChange={(e) => onChange(parts.map((_, j) => (j === i ? e.target.value : values[j] ?? '')))} />
        </label>
      ))}
    </fieldset>
  );
}
