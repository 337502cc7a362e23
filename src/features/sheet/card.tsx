import { useId, type ReactNode } from 'react';

/** A titled section of the sheet; the heading names the region for screen readers. */
export function Card({ title, children, tone = 'plain' }: { title: string; children: ReactNode; tone?: 'plain' | 'alert' }) {
  const id = useId();
  const border = tone === 'alert' ? 'border-amber-500 dark:border-amber-400' : 'border-slate-300 dark:border-slate-700';
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 rounded-xl border ${border} bg-white p-3 dark:bg-slate-900`}>
      <h2 id={id} className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
