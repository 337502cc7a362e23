import { effectiveMax, type Creature } from '../../rules';
import type { GmT } from './gm-t';

/** The numbers the bar shows; a row selects these, compared shallowly, rather than its creature. */
export interface HpView {
  current: number;
  max: number;
  temp: number;
}

export function hpView(creature: Creature): HpView {
  return { current: creature.hp.current, max: effectiveMax(creature), temp: creature.hp.temp };
}

/** HP as a bar and a number, with temporary HP beside them. */
export function HpBar({ view, t }: { view: HpView; t: GmT }) {
  const { current, max, temp } = view;
  const ratio = max > 0 ? Math.min(1, current / max) : 0;
  const color = ratio > 0.5 ? 'bg-emerald-600' : ratio > 0 ? 'bg-amber-500' : 'bg-red-600';
  return (
    <div className="flex min-w-24 flex-col gap-0.5">
      <span className="text-sm tabular-nums">
        {t('row.hp', { current, max })}
        {temp > 0 && <span className="ml-1 font-semibold text-sky-700 dark:text-sky-300">{t('row.temp', { temp })}</span>}
      </span>
      <div aria-hidden className="h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700">
        <div className={`h-full ${color}`} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
