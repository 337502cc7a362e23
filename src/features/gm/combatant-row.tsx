import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import { ChevronDown, GripVertical } from 'lucide-react';
import { memo, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { OUT_OF_FIGHT } from '../../store/encounter-helpers';
import { isMonster } from '../../store/monsters';
import { useAppStore } from '../../store/store';
import { selectActive, selectCombatantInfo } from './gm-select';
import { EffectChips } from './effect-chips';
import type { GmT } from './gm-t';
import { InitiativeCell } from './initiative-cell';
import { RowConditionBadges, RowConditionIcons, RowConditions, RowConditionsPanel } from './row-conditions';
import { RowCounters } from './row-counters';
import { RowName } from './row-name';
import { RowNumbers } from './row-numbers';
import { ArmorClassField, ShownArmorClass } from './row-armor';
import { RowSaveOwn } from './row-save-own';
import { RowActions } from './actions/row-actions';
import { StatBlockView } from './actions/stat-block-view';
import { RowHp, RowStatus } from './row-vitals';
import { samePlace, type RowPlace } from '../../components/windowing';

export interface RowProps {
  sheetId: string;
  /** Where a windowed list draws the row (windowed-rows.tsx); absent, the row is in the flow. */
  place?: RowPlace;
  /** The row is expanded: initiative, order, removal, conditions (the list keeps it, so a row windowed away keeps it too). */
  panelOpen: boolean;
  onPanel: (sheetId: string) => void;
  /** Place in the turn order (the move buttons act on it; dragging goes through sortable-order.tsx). */
  order: number;
  last: boolean;
  selected: boolean;
  onToggle: (sheetId: string) => void;
  onMove: (from: number, to: number) => void;
  t: GmT;
}

const BUTTON = 'min-h-11 min-w-11 rounded border border-slate-300 dark:border-slate-600 focus-visible:outline focus-visible:outline-2 disabled:opacity-40';

/** The initiative as a number in the row (typed, rolled and explained in the expanded part). */
const ShownInitiative = memo(function ShownInitiative({ sheetId }: { sheetId: string }) {
  const initiative = useAppStore((s) => selectCombatantInfo(s, sheetId)?.initiative ?? null);
  return <span className="hidden w-7 shrink-0 text-center text-sm tabular-nums text-slate-700 sm:inline dark:text-slate-300">{initiative ?? '–'}</span>;
});

/**
 * The row's name area, one big target (≥ 44 px high, most of the row's width): a tap anywhere
 * on it ticks the row's checkbox. It shows the name on one line and under it the state in
 * words with their icons, then concentration and effects as icons: every row is the same height.
 * The conditions are badges with their words beside it (RowConditionBadges).
 */
const SelectArea = memo(function SelectArea({ sheetId, name, selected, current, onToggle, t }: {
  sheetId: string; name: string; selected: boolean; current: boolean; onToggle: (id: string) => void; t: GmT;
}) {
  return (
    <label className="flex h-11 min-w-0 flex-1 cursor-pointer items-center gap-1.5 rounded px-1 hover:bg-slate-100 dark:hover:bg-slate-800/60">
      <input type="checkbox" className="size-5 shrink-0" checked={selected} onChange={() => onToggle(sheetId)} aria-label={t('row.select', { name })} />
      <ShownInitiative sheetId={sheetId} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-center leading-5 font-semibold" title={name} data-testid="row-name">
          {current && <span className="mr-1 text-indigo-700 dark:text-indigo-300" title={t('row.currentTurn')}>▶</span>}
          <RowName name={name} />
        </span>
        <span className="flex h-5 min-w-0 items-center gap-1.5 overflow-hidden">
          <RowStatus sheetId={sheetId} t={t} />
          <RowConditionIcons sheetId={sheetId} />
        </span>
      </span>
    </label>
  );
});

interface MoreProps {
  sheetId: string;
  name: string;
  order: number;
  last: boolean;
  onMove: RowProps['onMove'];
  hasConditions: boolean;
  hasEffects: boolean;
  id: string;
}

/**
 * The row expanded: what a GM does to one creature now and then (initiative, its place in
 * the order, removing it, its conditions and effects, its saves and condition immunities, its
 * sheet), out of the dense row.
 */
function RowMore({ sheetId, name, order, last, onMove, hasConditions, hasEffects, id }: MoreProps) {
  const { t } = useTranslation('gm');
  const removeCombatant = useAppStore((s) => s.removeCombatant);
  // A quick-added creature goes with its row (it is no sheet): that is asked first. A player's
  // sheet only leaves the encounter and stays in the list.
  const monster = useAppStore((s) => {
    const sheet = s.sheets[sheetId];
    return sheet !== undefined && isMonster(sheet, s.encounters);
  });
  const [confirming, setConfirming] = useState(false);
  return (
    <section id={id} aria-label={t('row.more', { name })} className="flex flex-col gap-2 border-t border-slate-200 px-1 py-2 dark:border-slate-700">
      <div className="flex flex-wrap items-start gap-2">
        <InitiativeCell sheetId={sheetId} name={name} />
        <ArmorClassField sheetId={sheetId} name={name} />
        <button type="button" className={BUTTON} disabled={order === 0} onClick={() => onMove(order, order - 1)} aria-label={t('row.up', { name })}>↑</button>
        <button type="button" className={BUTTON} disabled={last} onClick={() => onMove(order, order + 1)} aria-label={t('row.down', { name })}>↓</button>
        <button type="button" className={BUTTON} onClick={() => (monster ? setConfirming(true) : removeCombatant(sheetId))} aria-label={t('row.remove', { name })}>✕</button>
        <ConfirmDialog
          open={confirming}
          title={t('row.deleteTitle', { name })}
          message={t('row.deleteBody')}
          confirmLabel={t('row.deleteConfirm')}
          cancelLabel={t('row.deleteCancel')}
          onConfirm={() => { setConfirming(false); removeCombatant(sheetId); }}
          onCancel={() => setConfirming(false)}
        />
        <Link to="/sheet/$sheetId" params={{ sheetId }}
          className="flex min-h-11 items-center rounded px-2 underline underline-offset-2 focus-visible:outline">{t('row.openSheet', { name })}</Link>
      </div>
      {(hasConditions || hasEffects) && (
        <div className="flex flex-wrap items-start gap-1 text-sm">
          {hasConditions && <RowConditions sheetId={sheetId} />}
          {hasEffects && <EffectChips sheetId={sheetId} />}
        </div>
      )}
      <RowConditionsPanel sheetId={sheetId} />
      <RowCounters sheetId={sheetId} name={name} />
      <StatBlockView sheetId={sheetId} name={name} />
      <RowActions sheetId={sheetId} name={name} />
      <RowNumbers sheetId={sheetId} name={name} />
      <RowSaveOwn sheetId={sheetId} name={name} />
    </section>
  );
}

/**
 * One creature of the encounter, in one line of one height: drag handle, name area (select),
 * HP, and the button that expands it. Memoized and selecting only its own values, so a change
 * to one creature re-renders one row's changed parts (issue: smooth with 200 creatures).
 * Dragged by its handle (dnd-kit: mouse, touch and keyboard, see sortable-order.tsx), or
 * moved one place at a time with ↑/↓ in the expanded part.
 */
export const CombatantRow = memo(function CombatantRow({ sheetId, place, panelOpen: open, onPanel, order, last, selected, onToggle, onMove, t }: RowProps) {
  // The name only: the HP and badges below select their own values (row-vitals.tsx).
  const name = useAppStore((s) => s.sheets[sheetId]?.creature.name);
  const out = useAppStore((s) => {
    const status = s.sheets[sheetId]?.creature.status;
    return status !== undefined && OUT_OF_FIGHT.has(status);
  });
  const isCurrent = useAppStore((s) => {
    const encounter = selectActive(s);
    return !!encounter && encounter.round > 0 && encounter.combatants[encounter.turn]?.sheetId === sheetId;
  });
  const hasEffects = useAppStore((s) => selectActive(s)?.effects.some((e) => e.sheetId === sheetId) ?? false);
  const hasConditions = useAppStore((s) => {
    const creature = s.sheets[sheetId]?.creature;
    return !!creature && (creature.conditions.length > 0 || creature.concentration !== null);
  });
  // The expanded part is drawn only while open: 200 closed rows cost nothing more.
  const panelId = useId();
  const onTogglePanel = useCallback(() => onPanel(sheetId), [onPanel, sheetId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sheetId,
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  const measure = place?.measure;
  const ref = useCallback((element: HTMLLIElement | null) => {
    setNodeRef(element);
    measure?.(element);
  }, [setNodeRef, measure]);
  if (name === undefined) return null;
  const tone = isCurrent
    ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
    : out ? 'border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900' : 'border-slate-200 dark:border-slate-700';
  return (
    <li
      ref={ref}
      data-sheet-id={sheetId}
      data-index={place?.index}
      data-out={out || undefined}
      aria-posinset={place ? place.index + 1 : undefined}
      aria-setsize={place?.size}
      style={{
        transform: CSS.Translate.toString(transform), transition,
        ...(place && { position: 'absolute', top: place.top, left: 0, right: 0 }),
      }}
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={name}
      // In the flow (a short list), off-screen rows skip layout and paint; a long list is windowed.
      // scroll-margin: scrolled into view (whose turn it is), a row stops below the sticky turn bar.
      className={`${place ? '' : '[contain-intrinsic-size:auto_3rem] [content-visibility:auto]'} scroll-mt-[calc(var(--gm-bar,0px)+0.5rem)] rounded border ${tone} ${
        selected ? 'ring-2 ring-amber-500' : ''} ${isDragging ? 'relative z-10 bg-white shadow-lg dark:bg-slate-900' : ''}`}
    >
      {/* Out of the fight: the row is dimmed, its state still said in words and icons. */}
      <div className={`flex h-12 items-center gap-1 px-0.5 ${out ? 'opacity-75' : ''}`}>
        {/* touch-manipulation: a press on the handle waits for the hold instead of zooming; a
            quick swipe still scrolls the page (the touch sensor's delay, sortable-order.tsx). */}
        <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('row.drag', { name })}
          className={`${BUTTON} flex shrink-0 cursor-grab touch-manipulation items-center justify-center border-transparent select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 [-webkit-touch-callout:none]`}>
          <GripVertical aria-hidden focusable={false} className="size-5" />
        </button>
        <SelectArea sheetId={sheetId} name={name} selected={selected} current={isCurrent} onToggle={onToggle} t={t} />
        <RowConditionBadges sheetId={sheetId} />
        <ShownArmorClass sheetId={sheetId} t={t} />
        <div className="w-24 shrink-0 sm:w-28"><RowHp sheetId={sheetId} t={t} /></div>
        <button type="button" className={`${BUTTON} flex shrink-0 items-center justify-center aria-expanded:bg-slate-200 dark:aria-expanded:bg-slate-700`} onClick={onTogglePanel}
          aria-expanded={open} aria-controls={open ? panelId : undefined} aria-label={t('row.more', { name })} title={t('row.more', { name })}>
          <ChevronDown aria-hidden focusable={false} className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {open && <RowMore sheetId={sheetId} name={name} order={order} last={last} onMove={onMove}
        hasConditions={hasConditions} hasEffects={hasEffects} id={panelId} />}
    </li>
  );
}, sameRowProps);

/** memo's comparison, with a windowed row's place compared by value (a list redraw makes a new one). */
function sameRowProps(a: RowProps, b: RowProps): boolean {
  for (const key of Object.keys(a) as (keyof RowProps)[]) {
    if (key !== 'place' && !Object.is(a[key], b[key])) return false;
  }
  return samePlace(a.place, b.place);
}
