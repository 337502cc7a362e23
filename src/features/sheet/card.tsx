import { useId, type ReactNode } from 'react';

const frame = 'flex flex-col gap-3 rounded-xl border bg-white p-3 dark:bg-slate-900';

/**
 * A titled section of the sheet; the heading names the region for screen readers. A `folded`
 * card is a disclosure that starts closed (DESIGN.md 1: what is rarely used follows, folded),
 * its heading the summary a tap opens; `summary` is a line said under a folded card's heading
 * (what is left of something, so the fold need not be opened to know).
 */
export function Card({ title, children, tone = 'plain', folded = false, summary }: { title: string; children: ReactNode; tone?: 'plain' | 'alert'; folded?: boolean; summary?: ReactNode }) {
  const id = useId();
  const border = tone === 'alert' ? 'border-amber-500 dark:border-amber-400' : 'border-slate-300 dark:border-slate-700';
  if (folded) {
    return (
      <section aria-labelledby={id} className={`rounded-xl border ${border} bg-white dark:bg-slate-900`}>
        <details className="group">
          <summary className="grid min-h-12 cursor-pointer grid-cols-[1fr_auto] content-center items-center gap-x-2 px-3 focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
            <h2 id={id} className="text-lg font-bold">{title}</h2>
            {summary && <span className="row-start-2 pb-2 text-sm text-slate-700 dark:text-slate-300">{summary}</span>}
            <span aria-hidden className="col-start-2 row-span-2 row-start-1 transition-transform group-open:rotate-180">▾</span>
          </summary>
          <div className="flex flex-col gap-3 px-3 pb-3">{children}</div>
        </details>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={`${frame} ${border}`}>
      <h2 id={id} className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
