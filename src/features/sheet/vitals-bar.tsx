import { Shield } from 'lucide-react';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { StateIcon, type StateIconId } from '../../components/state-icon';
import { effectiveMax, hasBloodied, isBloodied, SELF, terminologyContext, type Creature } from '../../rules';
import { ConditionBadges } from '../conditions/condition-badges';
import { genderContext, termKeys } from '../../i18n/agree';
import type { LooseT } from './event-text';
import { appStore, useAppStore } from '../../store/store';
import { useCreatureNow } from './use-creature';
import { playChange, POP, SLIDE_IN } from './change-motion';

const sheets = () => appStore.getState().sheets;

/** The state a glance needs, as one icon: the status, refined by bloodied and hurt while alive. */
export function vitalsState(creature: Creature): StateIconId {
  if (creature.status !== 'alive') return creature.status;
  if (hasBloodied(creature.preset) && isBloodied(creature)) return 'bloodied';
  return creature.hp.current < effectiveMax(creature) ? 'hurt' : 'unhurt';
}

const STATE_TONE: Partial<Record<StateIconId, string>> = {
  dying: 'text-red-700 dark:text-red-300',
  dead: 'text-red-700 dark:text-red-300',
  bloodied: 'text-red-700 dark:text-red-300',
  stable: 'text-emerald-700 dark:text-emerald-300',
  recuo: 'text-amber-800 dark:text-amber-300',
  dispersed: 'text-amber-800 dark:text-amber-300',
  dissolved: 'text-amber-800 dark:text-amber-300',
};

interface Change {
  /** What changed, in the order it happened; compared to the creature before. */
  hp: number;
  temp: number;
  /** Whether a hit took the temporary HP ("8 absorbed"), decided when it happened, never reworded later. */
  byDamage: boolean;
}

/**
 * The difference between the HP shown before and now, kept until the next change (React's
 * "information from previous renders": set while rendering, no effect). The first render has none.
 */
function useChange(creature: Creature | undefined, lastAction: string | undefined): Change | null {
  const hp = creature?.hp.current ?? 0;
  const temp = creature?.hp.temp ?? 0;
  const [seen, setSeen] = useState<{ hp: number; temp: number; change: Change | null }>({ hp, temp, change: null });
  if (creature && (seen.hp !== hp || seen.temp !== temp)) {
    const change = { hp: hp - seen.hp, temp: temp - seen.temp, byDamage: lastAction === 'damage' };
    setSeen({ hp, temp, change });
    return change;
  }
  return seen.change;
}

/**
 * The sheet's header, always on screen (DESIGN.md 1 and 3): name, HP of the effective maximum,
 * Armor Class when known, temporary HP, the state in a word, an icon and a colour, concentration
 * and conditions as icons, and what the last change did ("−12", "8 absorbed") where the eyes
 * already are. A region named by the character, so a screen reader finds it and hears
 * "30 of 30 HP" whole, not the big number alone.
 */
export function VitalsBar({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreatureNow(sheetId);
  const lastAction = useAppStore((s) => s.sheets[sheetId]?.log.at(-1)?.action);
  const nameId = useId();
  if (!creature) return null;
  const context = terminologyContext(creature);
  const gender = genderContext(creature);
  const n = numberFormat(i18n.language);
  const state = vitalsState(creature);
  const conditions = creature.conditions;
  const inPlay = creature.status === 'alive' || creature.status === 'dying' || creature.status === 'stable';
  return (
    <section
      aria-labelledby={nameId}
      className="sticky top-0 z-10 -mx-3 border-b border-slate-300 bg-white/95 px-3 py-2 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="flex items-baseline gap-2">
        <h1 id={nameId} className="min-w-0 flex-1 truncate text-xl font-bold" title={creature.name}>{creature.name}</h1>
        <VitalsStates status={creature.status} state={state} knockedOut={creature.knockedOut} exhaustion={creature.exhaustion} context={context} gender={gender} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <HpLine creature={creature} lastAction={lastAction} />
        {(creature.concentration || conditions.length > 0) && (
          // States, not controls: each drawn inside a badge with its word; a condition opens on a tap.
          <div role="group" aria-label={t('vitals.effects')} className="ml-auto flex flex-wrap items-center justify-end gap-1">
            {creature.concentration && (
              <p className="inline-flex min-h-8 min-w-0 items-center gap-1 rounded-full border border-indigo-600 px-2 text-sm font-semibold text-indigo-800 dark:border-indigo-300 dark:text-indigo-200">
                <StateIcon state="concentrating" size="sm" />
                <span aria-hidden className="max-w-36 truncate">{creature.concentration.on}</span>
                <span className="sr-only">{t('vitals.concentrating', { on: creature.concentration.on })}</span>
              </p>
            )}
            <ConditionBadges size="header" creature={creature} turnName={(key) => (key === SELF ? creature.name : sheets()[key]?.creature.name)}
              onRemove={inPlay ? (condition) => appStore.getState().act(sheetId, { type: 'removeCondition', condition }) : undefined} />
          </div>
        )}
      </div>
      {creature.hp.maxReduction > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('hp.reduced', { base: n.format(creature.hp.max), reduction: n.format(creature.hp.maxReduction) })}
        </p>
      )}
    </section>
  );
}

/**
 * The HP, of the effective maximum, the Armor Class, the temporary HP and what the last change did:
 * on its own so that only this line is drawn twice when the HP change (useChange sets its state
 * while rendering), not the whole header.
 */
function HpLine({ creature, lastAction }: { creature: Creature; lastAction: string | undefined }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const change = useChange(creature, lastAction);
  const tc = t as unknown as LooseT;
  const context = terminologyContext(creature);
  const n = numberFormat(i18n.language);
  const max = effectiveMax(creature);
  const words = change ? changeWords(tc, n, change) : '';
  const hpRef = useRef<HTMLSpanElement>(null);
  const tempRef = useRef<HTMLParagraphElement>(null);
  const wordsRef = useRef<HTMLParagraphElement>(null);
  // Once per change (`useChange` keeps the same object until the next one), on the elements
  // already there, before the frame that shows it is drawn.
  useLayoutEffect(() => {
    if (!change) return;
    playChange(hpRef.current, POP, 400);
    if (change.temp > 0) playChange(tempRef.current, POP, 400);
    playChange(wordsRef.current, SLIDE_IN, 480);
  }, [change]);
  return (
    <>
      <p className="flex items-baseline gap-1 tabular-nums">
        {/* Drawn as "30 / 30 PV", heard as one phrase: "30 de 30 PV". */}
        <span aria-hidden ref={hpRef} data-testid="hp-current" className="text-4xl font-black leading-none">
          {n.format(creature.hp.current)}
        </span>
        <span aria-hidden className="text-xl font-bold text-slate-600 dark:text-slate-300">/ {n.format(max)}</span>
        <span aria-hidden className="text-sm font-medium text-slate-600 dark:text-slate-300">{tc('rules:terms.hp', { context })}</span>
        <span className="sr-only">{t('vitals.hpOf', { count: max, current: n.format(creature.hp.current), max: n.format(max) })}</span>
      </p>
      {creature.ac !== undefined && (
        <p role="img" aria-label={t('vitals.armorClass', { ac: n.format(creature.ac) })} data-testid="armor-class"
          className="flex items-center gap-0.5 text-lg font-bold tabular-nums text-slate-700 dark:text-slate-200">
          <Shield aria-hidden focusable={false} className="size-5" />
          <span aria-hidden>{n.format(creature.ac)}</span>
        </p>
      )}
      {creature.hp.temp > 0 && (
        // Temporary HP gained are said here, once: the badge pops rather than a "+8" beside it.
        <p ref={tempRef} className="rounded-full border border-sky-600 px-2 text-sm font-bold text-sky-800 dark:border-sky-400 dark:text-sky-200">
          {t('vitals.temp', { value: n.format(creature.hp.temp), temp: tc('rules:terms.tempHp', { context }) })}
        </p>
      )}
      {change && words !== '' && (
        <p ref={wordsRef} className={`rounded-full px-2 text-base font-bold ${change.hp < 0 || (change.hp === 0 && change.temp < 0) ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'}`}>
          {words}
        </p>
      )}
    </>
  );
}

/**
 * The state in words beside the name ("Bloodied", "Unconscious", "Exhaustion 2"): drawn again only
 * when one of them changes, not at every change of HP.
 */
const VitalsStates = memo(function VitalsStates({ status, state, knockedOut, exhaustion, context, gender }: {
  status: Creature['status']; state: StateIconId; knockedOut: boolean; exhaustion: number;
  context: ReturnType<typeof terminologyContext>; gender: ReturnType<typeof genderContext>;
}) {
  const { t } = useTranslation(['sheet', 'rules']);
  const tc = t as unknown as LooseT;
  return (
    <ul aria-label={t('hp.states')} className="flex shrink-0 flex-wrap justify-end gap-1 text-sm font-semibold">
      <li className={`flex items-center gap-1 ${STATE_TONE[state] ?? ''}`}>
        <StateIcon state={state} size="sm" />
        {tc(termKeys(`rules:statuses.${status}`, context), { context: gender })}
      </li>
      {state === 'bloodied' && <li className={`flex items-center gap-1 ${STATE_TONE.bloodied}`}>{t('rules:terms.bloodied', { context: gender })}</li>}
      {knockedOut && <li>{t('rules:terms.knockedOut', { context: gender })}</li>}
      {exhaustion > 0 && <li>{t('rules:terms.exhaustionLevel', { level: exhaustion })}</li>}
    </ul>
  );
});

/**
 * "−12", "+8", "−4 · 8 absorbed" (temporary HP that took a hit), "−5 temporary" (expired or
 * undone). Temporary HP gained are not said here: their badge beside it says them.
 */
function changeWords(t: LooseT, n: Intl.NumberFormat, change: Change): string {
  const parts: string[] = [];
  if (change.hp !== 0) parts.push(change.hp < 0 ? `−${n.format(-change.hp)}` : `+${n.format(change.hp)}`);
  if (change.temp < 0) {
    const key = change.byDamage ? 'sheet:vitals.absorbed' : 'sheet:vitals.tempLost';
    parts.push(t(key, { count: -change.temp, value: n.format(-change.temp) }));
  }
  return parts.join(' · ');
}
