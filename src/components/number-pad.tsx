import { useId } from 'react';

export interface NumberPadProps {
  /** The digits typed so far ('' when empty); kept as text so "0" and "" differ. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the display field, e.g. "Amount". */
  label: string;
  clearLabel: string;
  backspaceLabel: string;
  /** Most digits accepted (default 5: 99 999). */
  maxDigits?: number;
  /** Shorter keys (48 px, still above the 44 px target) for a pad docked at the bottom of a phone. */
  compact?: boolean;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const key =
  'min-w-11 rounded-lg border border-slate-300 bg-slate-50 text-2xl font-semibold tabular-nums active:bg-slate-200 focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-800 dark:active:bg-slate-700';

/**
 * A phone-style keypad sized for one thumb, with a real text field above it so a keyboard
 * (or a screen reader) can type the number directly.
 */
export function NumberPad({ value, onChange, label, clearLabel, backspaceLabel, maxDigits = 5, compact = false }: NumberPadProps) {
  const id = useId();
  const keyClass = `${key} ${compact ? 'min-h-12' : 'min-h-14'}`;
  const set = (next: string) => onChange(next.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, maxDigits));
  return (
    <div className="flex flex-col gap-2">
      <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-2'}>
      <label htmlFor={id} className={`text-sm font-medium ${compact ? 'flex-1' : ''}`}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => set(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        className={`min-h-14 rounded-lg border border-slate-400 bg-white px-3 text-right text-3xl font-bold tabular-nums dark:border-slate-600 dark:bg-slate-950 ${compact ? 'w-40' : 'w-full'}`}
      />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={keyClass} onClick={() => set(value + digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={keyClass} onClick={() => set('')} aria-label={clearLabel}>C</button>
        <button type="button" className={keyClass} onClick={() => set(value + '0')}>0</button>
        <button type="button" className={keyClass} onClick={() => set(value.slice(0, -1))} aria-label={backspaceLabel}>⌫</button>
      </div>
    </div>
  );
}
