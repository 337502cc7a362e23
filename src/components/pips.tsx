export interface PipsProps {
  filled: number;
  total: number;
  /** Read by screen readers instead of the dots, e.g. "2 successes of 3". */
  label: string;
  tone: 'success' | 'failure';
}

const filledTone = {
  success: 'bg-emerald-600 border-emerald-700 dark:bg-emerald-400 dark:border-emerald-300',
  failure: 'bg-red-600 border-red-700 dark:bg-red-400 dark:border-red-300',
};

/** A row of dots for a count out of a total; shapes differ too (✓/✕) so colour is not the only cue. */
export function Pips({ filled, total, label, tone }: PipsProps) {
  const dots = Array.from({ length: Math.max(total, filled) }, (_, index) => index < filled);
  return (
    <div role="img" aria-label={label} className="flex flex-wrap gap-2">
      {dots.map((on, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold ${on ? `${filledTone[tone]} text-white dark:text-slate-950` : 'border-slate-400 dark:border-slate-500'}`}
        >
          {on ? (tone === 'success' ? '✓' : '✕') : ''}
        </span>
      ))}
    </div>
  );
}
