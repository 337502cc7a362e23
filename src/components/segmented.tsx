import { useId, type ReactNode } from 'react';

/**
 * One choice of a few, as a row of touch-sized segments (radio buttons underneath, so arrows and
 * screen readers work as for any radio group): the group damage's mode, an attack's Advantage.
 */
export function Segmented<T extends string>({ label, options, value, onChange, text, className = 'flex gap-1' }: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  text: (option: T) => ReactNode;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <label key={option} className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded border px-2 text-sm ${
          value === option ? 'border-indigo-600 bg-indigo-100 font-semibold dark:bg-indigo-900' : 'border-slate-300 dark:border-slate-600'}`}>
          <input type="radio" name={name} className="sr-only" checked={value === option} onChange={() => onChange(option)} />
          {text(option)}
        </label>
      ))}
    </div>
  );
}
