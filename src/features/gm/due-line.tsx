import { ChevronDown, ChevronRight } from 'lucide-react';
import { Children, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

const TONES = {
  death: 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950',
  save: 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
} as const;

/**
 * One thing this turn asks for, on one line of the sticky block (issue 34): what it is, in words,
 * and its key action ("Jana: death save · Roll the d20"). A tap on the words opens the rest in
 * place, under the line; the block scrolls on its own past a third of the screen, so the opened
 * part never pushes the line's buttons out of view. The words are a heading holding the button
 * (the disclosure pattern), so the line is found, and focused, as a heading.
 */
export function DueLine({ title, titleId, tone, actions, actionsWhileOpen = false, headingRef, children }: {
  title: string;
  /** The title's id, for a form inside to be named by it. */
  titleId?: string;
  tone: keyof typeof TONES;
  /** The key action(s), on the line itself. */
  actions?: ReactNode;
  /** Keep the key actions on the line while open (by default the opened part has its own). */
  actionsWhileOpen?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The rest, shown in place once the line is tapped. */
  children: ReactNode;
}) {
  const ownId = useId();
  const bodyId = useId();
  const id = titleId ?? ownId;
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={id} className={`flex flex-col rounded border-l-4 px-2 ${TONES[tone]}`}>
      <div className="flex items-center gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="min-w-0 grow rounded focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
          <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}
            className="flex min-h-11 w-full items-center gap-1 rounded text-left font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
            <ChevronRight aria-hidden focusable={false} className={`size-4 shrink-0 ${open ? 'rotate-90' : ''}`} />
            <span id={id} className={open ? 'py-1' : 'truncate'}>{title}</span>
          </button>
        </h2>
        {(!open || actionsWhileOpen) && actions && <div className="flex shrink-0 gap-1">{actions}</div>}
      </div>
      {open && <div id={bodyId} className="flex flex-col gap-2 pb-2">{children}</div>}
    </section>
  );
}

/**
 * A notice of the sticky block on one line (what a turn change ended, a recharge, a result): cut
 * with an ellipsis when its words do not fit, and then a tap on it, or on its chevron, shows them
 * all. Whatever the notice renders fits: it takes a line only when it renders something.
 */
export function OneLine({ children }: { children: ReactNode }) {
  const { t } = useTranslation('gm');
  const text = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const box = text.current;
    if (!box || open) return;
    const measure = () => setCut([...box.children].some((child) => child.scrollWidth > child.clientWidth + 1));
    measure();
    // Every browser the app supports has both; jsdom, where the component tests run, lacks the first.
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(measure);
    resize.observe(box);
    const change = new MutationObserver(measure);
    change.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      change.disconnect();
    };
  }, [open]);
  return (
    <div className="flex items-center gap-1 [&:has(>div:first-child:empty)]:hidden">
      <div ref={text} className={`min-w-0 grow ${open ? '' : '[&>*]:truncate'} ${cut ? 'cursor-pointer' : ''}`} onClick={() => { if (cut) setOpen(!open); }}>
        {children}
      </div>
      {cut && (
        <button type="button" aria-expanded={open} aria-label={t('due.showAll')} title={t('due.showAll')} onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
          <ChevronDown aria-hidden focusable={false} className={`size-4 ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
    </div>
  );
}

/**
 * The notices under the turn bar, each on its own line (OneLine), read out with the turn they
 * belong to; a notice added here takes its one line like the others.
 */
export function DueNotices({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div aria-live="polite" className={`flex w-full flex-col gap-1 text-sm [&:not(:has(>div>div:first-child:not(:empty)))]:hidden ${className}`}>
      {Children.map(children, (child) => <OneLine>{child}</OneLine>)}
    </div>
  );
}
