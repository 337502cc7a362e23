import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { RowPlace } from './windowing';

interface Props {
  ids: readonly string[];
  /** Rows kept drawn wherever they are (a GM's row with its conditions panel open, a sheet being deleted). */
  keepIds: ReadonlySet<string>;
  /** Scrolled into view each time it changes: whose turn it is. */
  currentId?: string;
  labelledBy: string;
  /** A row's height before it is measured. */
  estimatedRow: number;
  /** The space between rows. */
  gap: number;
  /** What covers the top of the screen (a sticky bar): a row scrolled into view stops below it. */
  scrollPaddingStart?: number;
  /** `ol` for an order that means something (turns), `ul` for one that does not. */
  as?: 'ol' | 'ul';
  className?: string;
  /** Each row renders with `data-sheet-id`, so the row holding focus is known. */
  row: (id: string, place: RowPlace) => ReactNode;
}

/**
 * The row holding keyboard focus, by its `data-sheet-id`: a windowed list keeps it drawn when
 * it scrolls away, or focus would be lost.
 */
export function useFocusedRow() {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocusedId((event.target as Element).closest('[data-sheet-id]')?.getAttribute('data-sheet-id') ?? null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  };
  return { focusedId, onFocus, onBlur };
}

/** The library's range with the rows kept drawn wherever they are added, in order. */
export function withKept(range: Range, kept: Iterable<number>): number[] {
  const indexes = defaultRangeExtractor(range);
  const extra = [...kept].filter((index) => index < range.count && !indexes.includes(index));
  return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
}

/**
 * A long list windowed with @tanstack/react-virtual over the page's own scroll: 200 rows cost
 * what the twenty on screen cost (the GM's creatures, so damage to all of them paints at once;
 * a device's sheets, so the list boots at once). The rows drawn keep their order in the
 * document (screen readers read them in order, and aria-setsize/aria-posinset say where each
 * is in the whole list); the row holding focus is never taken away; whose turn it is is
 * scrolled into view when the turn moves.
 */
export function WindowedRows({ ids, keepIds, currentId, labelledBy, estimatedRow, gap, scrollPaddingStart = 0, as: List = 'ol', className = '', row }: Props) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  // The list's distance from the top of the page: the window scrolls, not the list.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const place = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    place();
    // What is above the list (notices, prompts, the bar) grows and shrinks: the page does too.
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const { focusedId, onFocus, onBlur } = useFocusedRow();
  const kept = useMemo(() => {
    const indexes = new Set<number>();
    for (const id of focusedId === null ? keepIds : [...keepIds, focusedId]) {
      const index = ids.indexOf(id);
      if (index >= 0) indexes.add(index);
    }
    return indexes;
  }, [ids, keepIds, focusedId]);
  const rangeExtractor = useCallback((range: Range) => withKept(range, kept), [kept]);
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => estimatedRow,
    overscan: 8,
    gap,
    scrollMargin,
    scrollPaddingStart,
    getItemKey: (index) => ids[index] ?? index,
    rangeExtractor,
  });

  const currentIndex = currentId === undefined ? -1 : ids.indexOf(currentId);
  const lastCurrent = useRef(currentId);
  useLayoutEffect(() => {
    if (currentId === lastCurrent.current) return;
    lastCurrent.current = currentId;
    if (currentIndex >= 0) virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  }, [currentId, currentIndex, virtualizer]);

  return (
    <List ref={listRef} aria-labelledby={labelledBy} className={`relative ${className}`} style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus} onBlur={onBlur}>
      {virtualizer.getVirtualItems().map((item) => {
        const id = ids[item.index];
        return id === undefined ? null : row(id, {
          measure: virtualizer.measureElement,
          index: item.index,
          top: item.start - virtualizer.options.scrollMargin,
          size: ids.length,
        });
      })}
    </List>
  );
}
