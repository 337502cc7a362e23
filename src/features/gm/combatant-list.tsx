import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveMax } from '../../rules';
import { OUT_OF_FIGHT } from '../../store/encounter-helpers';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { CombatantRow } from './combatant-row';
import { selectCurrentSheetId, selectOrder } from './gm-select';
import { SortableOrder } from './sortable-order';
import { sameItems, useStableSelector } from './stable-select';
import { WindowedRows } from '../../components/windowed-rows';
import { WINDOW_FROM, type RowPlace } from '../../components/windowing';

const SORTS = ['order', 'name', 'hp'] as const;
/** A GM's row before it is measured: one line (h-12 and its border). */
const GM_ROW = 50;
type Sort = (typeof SORTS)[number];

/** The ids to show, filtered and sorted; compared shallowly so the list re-renders only when they change. */
function visibleIds(state: AppState, hideOut: boolean, sort: Sort): string[] {
  const creature = (id: string) => state.sheets[id]?.creature;
  let ids = selectOrder(state).filter((id) => creature(id));
  if (hideOut) ids = ids.filter((id) => !OUT_OF_FIGHT.has(creature(id)!.status));
  if (sort === 'name') ids = [...ids].sort((a, b) => creature(a)!.name.localeCompare(creature(b)!.name, undefined, { numeric: true }));
  if (sort === 'hp') {
    const ratio = (id: string) => creature(id)!.hp.current / Math.max(1, effectiveMax(creature(id)!));
    ids = [...ids].sort((a, b) => ratio(a) - ratio(b));
  }
  return ids;
}

interface Props {
  selected: ReadonlySet<string>;
  onToggle: (sheetId: string) => void;
  onSelect: (ids: string[]) => void;
  /** "Hide the dead": the page keeps it, as hidden creatures also leave the selection there. */
  hideOut: boolean;
  onHideOut: (hide: boolean) => void;
  /** The sticky turn bar's height: whose turn it is, scrolled into view, stops below it. */
  barHeight: number;
}

export function CombatantList({ selected, onToggle, onSelect, hideOut, onHideOut, barHeight }: Props) {
  const { t } = useTranslation(['gm', 'rules']);
  const [sort, setSort] = useState<Sort>('order');
  const ids = useAppStore(useStableSelector((s) => visibleIds(s, hideOut, sort), sameItems));
  const order = useAppStore(selectOrder);
  const moveCombatant = useAppStore((s) => s.moveCombatant);
  const onMove = useCallback((from: number, to: number) => moveCombatant(from, to), [moveCombatant]);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const currentId = useAppStore(selectCurrentSheetId);
  // Which rows have their conditions panel open: kept here, so a row windowed away and back keeps it.
  const [openPanels, setOpenPanels] = useState<ReadonlySet<string>>(() => new Set());
  const onPanel = useCallback((sheetId: string) => setOpenPanels((open) => {
    const next = new Set(open);
    if (!next.delete(sheetId)) next.add(sheetId);
    return next;
  }), []);
  const windowed = ids.length > WINDOW_FROM;

  // A short list scrolls whose turn it is into view itself; WindowedRows does for a long one.
  const listRef = useRef<HTMLOListElement>(null);
  const lastCurrent = useRef(currentId);
  useEffect(() => {
    if (currentId === lastCurrent.current) return;
    lastCurrent.current = currentId;
    if (windowed || currentId === undefined) return;
    const row = [...(listRef.current?.children ?? [])].find((element) => element.getAttribute('data-sheet-id') === currentId);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [currentId, windowed]);

  const row = (id: string, place?: RowPlace) => {
    const index = order.indexOf(id);
    return (
      <CombatantRow key={id} sheetId={id} order={index} last={index === order.length - 1} place={place}
        selected={selected.has(id)} onToggle={onToggle} onMove={onMove} panelOpen={openPanels.has(id)} onPanel={onPanel} t={t} />
    );
  };

  return (
    <section aria-labelledby="gm-creatures" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="gm-creatures" className="text-lg font-semibold">{t('list.title', { count: order.length })}</h2>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" checked={allSelected} onChange={() => onSelect(allSelected ? [] : ids)} />
          {t('list.selectAll')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" checked={hideOut} onChange={(e) => onHideOut(e.target.checked)} />
          {t('list.hideOut')}
        </label>
        <label className="ml-auto flex min-h-11 items-center gap-2">
          {t('list.sort')}
          <select className="min-h-11 rounded border border-slate-300 bg-transparent px-2 dark:border-slate-600" value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}>
            {SORTS.map((s) => <option key={s} value={s}>{t(`list.sorts.${s}`)}</option>)}
          </select>
        </label>
      </div>
      {order.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('list.empty')}</p>
      ) : (
        // Block layout, not flex: a flex column relays out all 200 rows when one row's HP text
        // changes (measured ≈ 7 ms per frame); a block flow reuses the unchanged rows.
        <SortableOrder ids={ids} order={order} disabled={sort !== 'order'} onMove={onMove}>
          {windowed ? (
            <WindowedRows ids={ids} keepIds={openPanels} currentId={currentId} labelledBy="gm-creatures" estimatedRow={GM_ROW} gap={4} scrollPaddingStart={barHeight + 8} row={row} />
          ) : (
            <ol ref={listRef} className="space-y-1" aria-labelledby="gm-creatures">
              {ids.map((id) => row(id))}
            </ol>
          )}
        </SortableOrder>
      )}
    </section>
  );
}
