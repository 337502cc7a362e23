import { useId, useState } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible names of the − and + buttons (e.g. "Decrease maximum HP"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** Text under the field, linked as its description. */
  hint?: string;
}

const stepClass = 'min-h-11 min-w-11 rounded-lg border border-slate-400 text-xl font-bold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:opacity-40 dark:border-slate-600';

/** A labelled whole-number field with − and + buttons, clamped to [min, max]. */
export function NumberField({ label, value, onChange, min = -Infinity, max = Infinity, decreaseLabel, increaseLabel, hint }: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  // What is being typed, while it is not yet a number ('' or '-'); null shows the value.
  const [text, setText] = useState<string | null>(null);
  const step = (n: number) => {
    setText(null);
    onChange(clamp(n));
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <div className="flex items-center gap-1">
        <button type="button" className={stepClass} aria-label={decreaseLabel} disabled={value <= min} onClick={() => step(value - 1)}>−</button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={text ?? (Number.isFinite(value) ? String(value) : '')}
          min={Number.isFinite(min) ? min : undefined}
          max={Number.isFinite(max) ? max : undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const raw = event.target.value;
            const n = Number(raw);
            setText(raw);
            if (raw.trim() !== '' && Number.isFinite(n)) onChange(clamp(n));
          }}
          onBlur={() => setText(null)}
          className="min-h-11 w-20 rounded-lg border border-slate-400 bg-white px-2 text-center text-lg tabular-nums dark:border-slate-600 dark:bg-slate-950"
        />
        <button type="button" className={stepClass} aria-label={increaseLabel} disabled={value >= max} onClick={() => step(value + 1)}>+</button>
      </div>
      {hint && <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
