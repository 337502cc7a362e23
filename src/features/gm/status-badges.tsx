import { deathSaveNeeds, isBloodied, revivifyWindow, terminologyContext, type Creature, type Gender } from '../../rules';
import { ConditionIcon, StateIcon, type StateIconId } from '../../components/state-icon';
import { genderContext, termKeys } from '../../i18n/agree';
import type { GmT } from './gm-t';

const TONE = {
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  calm: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  gone: 'bg-slate-300 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** A state said three ways: its word, its icon and its colour (DESIGN.md 6). */
function Badge({ tone, icon, children }: { tone: keyof typeof TONE; icon: StateIconId | 'unconscious'; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-0.5 rounded px-1 py-px text-xs font-semibold ${TONE[tone]}`}>
      {icon === 'unconscious' ? <ConditionIcon condition="unconscious" size="sm" /> : <StateIcon state={icon} size="sm" />}
      {children}
    </span>
  );
}

/** Filled and empty dots for a count out of what is needed; the text says the same for screen readers. */
function Pips({ count, needed, label, tone, mark }: { count: number; needed: number; label: string; tone: { border: string; fill: string }; mark: string }) {
  // Compact row pips (the sheet's large ones would not fit 200 rows); a mark, not only colour, tells the two apart.
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      <span aria-hidden className="text-xs font-bold">{mark}</span>
      {Array.from({ length: Math.max(needed, count) }, (_, i) => (
        <span key={i} aria-hidden className={`inline-block size-2.5 rounded-full border ${tone.border} ${i < count ? tone.fill : ''}`} />
      ))}
    </span>
  );
}

/**
 * What the badges show, as flat values: a row selects this (compared shallowly) instead of its
 * whole creature, so losing a few HP does not redraw its badges.
 */
export interface BadgeView {
  status: Creature['status'];
  bloodied: boolean;
  unconscious: boolean;
  successes: number;
  failures: number;
  neededSuccesses: number;
  neededFailures: number;
  context: ReturnType<typeof terminologyContext>;
  /** The words' gender (genderContext): "Morta", "Mrtvá"; undefined when not said. */
  gender: Gender | undefined;
  /** Dead or in Recuo: the rounds Revivify still works after this one (0 the last, −1 past the minute); else null. */
  revivifyLeft: number | null;
}

export function badgeView(creature: Creature): BadgeView {
  const needs = deathSaveNeeds(creature);
  return {
    status: creature.status,
    bloodied: isBloodied(creature),
    unconscious: creature.conditions.includes('unconscious'),
    successes: creature.deathSaves.successes,
    failures: creature.deathSaves.failures,
    neededSuccesses: needs.successes,
    neededFailures: needs.failures,
    context: terminologyContext(creature),
    gender: genderContext(creature),
    revivifyLeft: revivifyWindow(creature)?.left ?? null,
  };
}

/**
 * Everything a GM reads at a glance: Bloodied, dying with its pips, stable, dead, Recuo, Dispersão...
 * `conditionsApart`: the conditions are drawn next to the badges (a row's chips), so Unconscious is not said twice.
 */
export function StatusBadges({ view, t, conditionsApart = false, oneLine = false }: { view: BadgeView; t: GmT; conditionsApart?: boolean; oneLine?: boolean }) {
  const { status, context, gender, successes, failures } = view;
  const showPips = status === 'dying' || status === 'stable' || failures > 0;
  return (
    // On a row's one line a badge keeps its word whole; elsewhere (the damage preview) it may wrap.
    <span className={`flex items-center gap-x-2 gap-y-1 ${oneLine ? 'shrink-0 [&>span]:whitespace-nowrap' : 'flex-wrap'}`}>
      {view.bloodied && status === 'alive' && <Badge tone="warn" icon="bloodied">{t('status.bloodied', { context: gender })}</Badge>}
      {status === 'dying' && <Badge tone="bad" icon="dying">{t(termKeys('status.dying', context), { context: gender })}</Badge>}
      {status === 'stable' && <Badge tone="calm" icon="stable">{t(termKeys('status.stable', context), { context: gender })}</Badge>}
      {status === 'dead' && <Badge tone="gone" icon="dead">{t('status.dead', { context: gender })}</Badge>}
      {status === 'recuo' && <Badge tone="gone" icon="recuo">{t('status.recuo')}</Badge>}
      {view.revivifyLeft !== null && view.revivifyLeft >= 0 && (
        <Badge tone="warn" icon="revivify">{view.revivifyLeft > 0 ? t('status.revivify', { count: view.revivifyLeft }) : t('status.revivifyLast')}</Badge>
      )}
      {status === 'dispersed' && <Badge tone="gone" icon="dispersed">{t('status.dispersed')}</Badge>}
      {status === 'dissolved' && <Badge tone="gone" icon="dissolved">{t('status.dissolved', { context: gender })}</Badge>}
      {status === 'alive' && view.unconscious && !conditionsApart && <Badge tone="calm" icon="unconscious">{t('status.unconscious')}</Badge>}
      {showPips && (status === 'dying' || status === 'stable') && (
        <>
          <Pips count={successes} needed={view.neededSuccesses} mark="✓" tone={{ border: 'border-emerald-600', fill: 'bg-emerald-600' }}
            label={t('status.successes', { count: successes, needed: view.neededSuccesses })} />
          <Pips count={failures} needed={view.neededFailures} mark="✕" tone={{ border: 'border-red-600', fill: 'bg-red-600' }}
            label={t('status.failures', { count: failures, needed: view.neededFailures })} />
        </>
      )}
    </span>
  );
}
