import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { selectActive } from './gm-select';
import { EffectChips } from './effect-chips';
import type { GmT } from './gm-t';
import { InitiativeCell } from './initiative-cell';
import { RowConditions, RowConditionsPanel } from './row-conditions';
import { RowName } from './row-name';
import { RowHp, RowStatus } from './row-vitals';
import { samePlace, type RowPlace } from '../../components/windowing';

export interface RowProps {
  sheetId: string;
  /** Where a windowed list draws the row (windowed-rows.tsx); absent, the row is in the flow. */
  place?: RowPlace;
  /** The row's conditions panel is open (the list keeps it, so a row windowed away keeps it too). */
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

// The parts that depend only on the name and place stay memoized when the HP change.
const SelectBox = memo(function SelectBox({ sheetId, name, selected, onToggle }: { sheetId: string; name: string; selected: boolean; onToggle: (id: string) => void }) {
  const { t } = useTranslation('gm');
  return (
    <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" className="size-5" checked={selected} onChange={() => onToggle(sheetId)} aria-label={t('row.select', { name })} />
    </label>
  );
});

/**
 * The router's Link does real work on each render: render it only when the name changes.
 * `title` shows the whole name on hover when the row had to shorten it; the sheet shows it too.
 * The label says it whole as well: split in two boxes, the name read from its text could
 * lose the space before the number.
 */
const SheetLink = memo(function SheetLink({ sheetId, name }: { sheetId: string; name: string }) {
  return (
    <Link to="/sheet/$sheetId" params={{ sheetId }} title={name} aria-label={name}
      className="flex min-w-0 items-end font-semibold underline-offset-2 hover:underline focus-visible:outline">
      <RowName name={name} />
    </Link>
  );
});

interface ButtonsProps {
  sheetId: string;
  name: string;
  order: number;
  last: boolean;
  onMove: RowProps['onMove'];
  /** The row's conditions panel: open or not, the id it has, and the toggle (flat, so the memo holds). */
  panelOpen: boolean;
  panelId: string;
  onPanel: () => void;
}

/**
 * The row's four buttons are 36 px wide from `sm` up (44 px tall still): at 1024 px the list
 * column beside the tools is about 630 px, and four 44 px buttons pushed the last one out of
 * the row, where `content-visibility` clips it.
 */
const ROW_BUTTON = `${BUTTON} sm:min-w-9`;

const RowButtons = memo(function RowButtons({ sheetId, name, order, last, onMove, panelOpen, panelId, onPanel }: ButtonsProps) {
  const { t } = useTranslation('gm');
  const removeCombatant = useAppStore((s) => s.removeCombatant);
  return (
    <div className="flex justify-end gap-1">
      <button type="button" className={ROW_BUTTON} disabled={order === 0} onClick={() => onMove(order, order - 1)} aria-label={t('row.up', { name })}>↑</button>
      <button type="button" className={ROW_BUTTON} disabled={last} onClick={() => onMove(order, order + 1)} aria-label={t('row.down', { name })}>↓</button>
      <button type="button" className={ROW_BUTTON} onClick={() => removeCombatant(sheetId)} aria-label={t('row.remove', { name })}>✕</button>
      {/* Last, so that the panel it opens comes right after it for the keyboard and screen readers. */}
      <button type="button" className={`${ROW_BUTTON} aria-expanded:bg-slate-200 dark:aria-expanded:bg-slate-700`} onClick={onPanel}
        aria-expanded={panelOpen} aria-controls={panelOpen ? panelId : undefined} aria-label={t('row.conditionsOf', { name })} title={t('row.conditions')}>
        <span aria-hidden>⚑</span>
      </button>
    </div>
  );
});

/**
 * One creature of the encounter. Memoized and selecting only its own values, so a change to
 * one creature re-renders one row's changed parts (issue: smooth with 200 creatures).
 * Dragged by its handle (dnd-kit: mouse, touch and keyboard, see sortable-order.tsx), or
 * moved one place at a time with ↑/↓.
 */
export const CombatantRow = memo(function CombatantRow({ sheetId, place, panelOpen: open, onPanel, order, last, selected, onToggle, onMove, t }: RowProps) {
  // The name only: the HP and badges below select their own values (row-vitals.tsx).
  const name = useAppStore((s) => s.sheets[sheetId]?.creature.name);
  const isCurrent = useAppStore((s) => {
    const encounter = selectActive(s);
    return !!encounter && encounter.round > 0 && encounter.combatants[encounter.turn]?.sheetId === sheetId;
  });
  const hasEffects = useAppStore((s) => selectActive(s)?.effects.some((e) => e.sheetId === sheetId) ?? false);
  const hasConditions = useAppStore((s) => {
    const creature = s.sheets[sheetId]?.creature;
    return !!creature && (creature.conditions.length > 0 || creature.concentration !== null);
  });
  // The conditions panel is drawn only while open: 200 closed rows cost nothing more.
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
  return (
    <li
      ref={ref}
      data-sheet-id={sheetId}
      data-index={place?.index}
      aria-posinset={place ? place.index + 1 : undefined}
      aria-setsize={place?.size}
      style={{
        transform: CSS.Translate.toString(transform), transition,
        ...(place && { position: 'absolute', top: place.top, left: 0, right: 0 }),
      }}
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={name}
      // In the flow (a short list), off-screen rows skip layout and paint; a long list is windowed.
      // On a phone the handle, HP and buttons take a second line under the checkbox, initiative and name.
      className={`${place ? '' : '[contain-intrinsic-size:auto_4rem] [content-visibility:auto]'} grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-2 rounded border px-2 py-1 sm:grid-cols-[auto_auto_auto_minmax(6rem,1fr)_7rem_auto] sm:gap-x-1 ${
        isCurrent ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-200 dark:border-slate-700'
      } ${selected ? 'ring-2 ring-amber-400' : ''} ${isDragging ? 'relative z-10 bg-white shadow-lg dark:bg-slate-900' : ''}`}
    >
      <SelectBox sheetId={sheetId} name={name} selected={selected} onToggle={onToggle} />
      <InitiativeCell sheetId={sheetId} name={name} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-1">
          {isCurrent && <span className="text-indigo-600 dark:text-indigo-300" title={t('row.currentTurn')}>▶</span>}
          <SheetLink sheetId={sheetId} name={name} />
        </span>
        <RowStatus sheetId={sheetId} t={t} />
      </div>
      {/* touch-manipulation: a press on the handle waits for the hold instead of zooming; a
          quick swipe still scrolls the page (the touch sensor's delay, sortable-order.tsx). */}
      <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('row.drag', { name })}
        className={`${BUTTON} row-start-2 cursor-grab touch-manipulation select-none border-dashed aria-disabled:cursor-not-allowed aria-disabled:opacity-40 [-webkit-touch-callout:none] sm:col-start-1 sm:row-start-1 sm:min-w-8`}>
        <span aria-hidden>⠿</span>
      </button>
      <RowHp sheetId={sheetId} t={t} />
      <RowButtons sheetId={sheetId} name={name} order={order} last={last} onMove={onMove}
        panelOpen={open} panelId={panelId} onPanel={onTogglePanel} />
      {/* A line of its own under the row: beside the name, at 1024 px, chips had ~6rem and broke every word. */}
      {(hasConditions || hasEffects) && (
        <div className="col-span-full flex flex-wrap items-start gap-1 text-sm">
          {hasConditions && <RowConditions sheetId={sheetId} />}
          {hasEffects && <EffectChips sheetId={sheetId} />}
        </div>
      )}
      {open && <RowConditionsPanel sheetId={sheetId} id={panelId} />}
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
