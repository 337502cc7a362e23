import { useMemo } from 'react';
import { WindowedRows } from '../../components/windowed-rows';
import type { SheetSummary } from '../../store/shelf';
import { SheetRow } from './sheet-row';

/** A sheet row before it is measured: the name and the HP line (the row's intrinsic size). */
const SHEET_ROW = 80;
const NONE: ReadonlySet<string> = new Set();

/**
 * A device's sheets past WINDOW_FROM (components/windowing.ts), windowed: only the rows near the
 * screen exist, so a phone holding 200 sheets boots as fast as one holding twenty. A lazy chunk
 * with @tanstack/react-virtual, loaded only by a list that long (sheet-list-page.tsx).
 */
export function LongSheetList({ sheets, labelledBy }: { sheets: readonly SheetSummary[]; labelledBy: string }) {
  const ids = useMemo(() => sheets.map((summary) => summary.id), [sheets]);
  const byId = useMemo(() => new Map(sheets.map((summary) => [summary.id, summary])), [sheets]);
  return (
    <WindowedRows as="ul" ids={ids} keepIds={NONE} labelledBy={labelledBy} estimatedRow={SHEET_ROW} gap={8}
      row={(id, place) => {
        const summary = byId.get(id);
        return summary ? <SheetRow key={id} summary={summary} place={place} /> : null;
      }} />
  );
}
