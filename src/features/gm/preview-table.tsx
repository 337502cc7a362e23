import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusedRow, withKept } from '../../components/windowed-rows';
import { WINDOW_FROM } from '../../components/windowing';
import type { Creature } from '../../rules';
import type { GroupForm } from './group-action';
import { PreviewRow } from './preview-row';

/** A preview row before it is measured: the save's checkbox is 44 px tall. */
const PREVIEW_ROW = 45;

interface Props {
  targets: string[];
  /** The targets' creatures, in the same order: read once by the panel, not by 200 rows. */
  creatures: (Creature | undefined)[];
  form: GroupForm;
  saved: ReadonlySet<string>;
  onSaved: (sheetId: string, saved: boolean) => void;
  /** Undead Fortitude's d20s typed, by target. */
  fortitude: Readonly<Record<string, string>>;
  onFortitude: (sheetId: string, text: string) => void;
  /**
   * The panel is closing the preview (the action was just applied): keep what is drawn, hidden,
   * instead of dry-running 200 actions again on the creatures that just changed. The panel
   * unmounts the table after the next paint.
   */
  frozen: boolean;
}

function sameProps(prev: Props, next: Props): boolean {
  if (next.frozen) return true;
  return prev.frozen === next.frozen && prev.targets === next.targets && prev.creatures === next.creatures
    && prev.form === next.form && prev.saved === next.saved && prev.onSaved === next.onSaved
    && prev.fortitude === next.fortitude && prev.onFortitude === next.onFortitude;
}

/**
 * What the group action will do to each target, before the GM applies it. Past WINDOW_FROM
 * targets the rows are windowed in the box the table is drawn in (it scrolls: the panel's), so that typing an amount for
 * 200 creatures redraws the twenty in view, not 200; the table says how many rows it has
 * (aria-rowcount) and each row where it is (aria-rowindex).
 */
export const PreviewTable = memo(function PreviewTable({ targets, creatures, form, saved, onSaved, fortitude, onFortitude }: Props) {
  const { t } = useTranslation(['gm', 'rules']);
  const { mode } = form;
  const windowed = targets.length > WINDOW_FROM;
  const row = (sheetId: string, i: number, measure?: (element: HTMLElement | null) => void) => {
    const creature = creatures[i];
    return creature && (
      <PreviewRow key={sheetId} sheetId={sheetId} creature={creature} form={form} saved={saved.has(sheetId)} onSaved={onSaved}
        fortitude={fortitude[sheetId] ?? ''} onFortitude={onFortitude} t={t}
        index={windowed ? i : undefined} measure={measure} />
    );
  };
  return (
    <table className="w-full text-xs sm:text-sm" aria-rowcount={windowed ? targets.length + 1 : undefined}>
      <caption className="text-left font-semibold">{t('group.preview')}</caption>
      <thead>
        {/* The save's header may wrap ("Úspěl / (polovina)"): its column holds only a checkbox, and
            the GM screen's side panel is narrow at 1024 px (the rows' names need the room). */}
        <tr className="text-left text-xs [&>th]:align-bottom [&>th]:font-semibold" aria-rowindex={windowed ? 1 : undefined}>
          <th scope="col" className="whitespace-nowrap">{t('group.target')}</th>
          {mode === 'damage' && <th scope="col">{t('group.save')}</th>}
          <th scope="col" className="whitespace-nowrap px-1 text-right">{t(`group.amountHeader.${mode}`)}</th>
          <th scope="col" className="whitespace-nowrap px-1">{t('group.hp')}</th>
          <th scope="col" className="whitespace-nowrap px-1">{t('group.result')}</th>
        </tr>
      </thead>
      {windowed
        ? <WindowedBody targets={targets} columns={mode === 'damage' ? 5 : 4} row={row} />
        : <tbody>{targets.map((sheetId, i) => row(sheetId, i))}</tbody>}
    </table>
  );
}, sameProps);

interface BodyProps {
  targets: string[];
  columns: number;
  row: (sheetId: string, i: number, measure: (element: HTMLElement | null) => void) => ReactNode;
}

/** An empty row as tall as the rows not drawn between two drawn ones (a table keeps its columns). */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? <tr aria-hidden="true"><td colSpan={columns} style={{ height, padding: 0 }} /></tr> : null;
}

/**
 * The rows near the preview's view, with spacers for the others. The row whose checkbox has
 * keyboard focus stays drawn when it scrolls away, or focus would be lost.
 */
function WindowedBody({ targets, columns, row }: BodyProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The box that scrolls: the table's parent. Read from the DOM, as a ref an ancestor holds is
  // not yet set when this body's first layout effects run.
  const scrollBox = useCallback(() => bodyRef.current?.parentElement?.parentElement ?? null, []);
  // Where the rows start in the scroll box: below the caption and the header row.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const box = scrollBox();
    if (body && box) setScrollMargin(Math.max(0, Math.round(body.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop)));
  }, [scrollBox]);
  const { focusedId, onFocus, onBlur } = useFocusedRow();
  const focused = focusedId === null ? -1 : targets.indexOf(focusedId);
  const rangeExtractor = useCallback((range: Range) => withKept(range, focused < 0 ? [] : [focused]), [focused]);
  // The app is not built with the React Compiler (nothing here is memoized for it): the rows'
  // memo is by hand, and they take the virtualizer's stable measureElement.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: targets.length,
    getScrollElement: scrollBox,
    estimateSize: () => PREVIEW_ROW,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => targets[index] ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  let drawnTo = scrollMargin;
  return (
    <tbody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
      {items.map((item) => {
        const sheetId = targets[item.index];
        if (sheetId === undefined) return null;
        const gap = item.start - drawnTo;
        drawnTo = item.end;
        // Keyed by the target, so a row keeps its place in the tree (and its focus) as the box scrolls.
        return (
          <Fragment key={sheetId}>
            <Spacer height={gap} columns={columns} />
            {row(sheetId, item.index, virtualizer.measureElement)}
          </Fragment>
        );
      })}
      <Spacer height={virtualizer.getTotalSize() + scrollMargin - drawnTo} columns={columns} />
    </tbody>
  );
}
