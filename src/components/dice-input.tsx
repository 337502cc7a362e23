import { useId } from 'react';

export interface DiceInputProps {
  /** e.g. "d6 (km)"; the field's accessible name. */
  label: string;
  /** Sides of the die, shown and used as the field's max. */
  sides: number;
  /** The typed result as text; '' means "let the app roll". */
  value: string;
  onChange: (value: string) => void;
  /** Explains that an empty field is rolled by the app. */
  hint: string;
}

/**
 * One die the player may have rolled at the table. Empty means the app rolls it; whatever
 * is typed goes to the rules unchanged (no min/max, which would block the form silently),
 * so an impossible value is refused with a reason instead of being clamped.
 */
export function DiceInput({ label, sides, value, onChange, hint }: DiceInputProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={value}
        placeholder={`1–${sides}`}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-24 rounded-lg border border-slate-400 bg-white px-2 text-center text-lg tabular-nums dark:border-slate-600 dark:bg-slate-950"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}

/** The typed value as a number for an action, or undefined when the app should roll. */
export function typedDie(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}
