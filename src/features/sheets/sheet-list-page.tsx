import { useEffect, useId, useState } from 'react';
import { useWords } from '../../i18n/words';
import { WINDOW_FROM } from '../../components/windowing';
import { shelf, useShelf } from '../../store/shelf';
import type { LongSheetList as LongList } from './long-sheet-list';
import { NewSheetForm } from './new-sheet-form';
import { SheetRow } from './sheet-row';

let longList: typeof LongList | null = null;

/** Loads the windowed list (long-sheet-list.tsx) once. */
async function loadLongList(): Promise<typeof LongList> {
  longList ??= (await import('./long-sheet-list')).LongSheetList;
  return longList;
}

/** The list route's loader: a device with a long list has its windowed list before the first render. */
export const preloadSheetList = () => (shelf.getState().sheets.length > WINDOW_FROM ? loadLongList().then(() => undefined) : undefined);

/** True when the list is long and its windowed rows have loaded (until then, all rows are drawn). */
function useWindowed(long: boolean): boolean {
  const [loaded, setLoaded] = useState(() => longList !== null);
  useEffect(() => {
    if (long && !loaded) void loadLongList().then(() => setLoaded(true));
  }, [long, loaded]);
  return long && loaded;
}

/** The windowed list, once loadLongList has loaded it. */
function WindowedSheetList(props: Parameters<typeof LongList>[0]) {
  const Loaded = longList;
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * Every sheet on this device: open, duplicate, delete (with confirmation), or create one. It
 * reads the shelf (src/store/shelf.ts), so it paints before the engine has loaded (the root
 * layout starts it at the first sign of use). Past WINDOW_FROM sheets the list is windowed.
 */
export function SheetListPage() {
  const { t } = useWords(['sheet', 'rules']);
  const titleId = useId();
  const sheets = useShelf((state) => state.sheets);
  const windowed = useWindowed(sheets.length > WINDOW_FROM);
  return (
    <section className="flex flex-col gap-4">
      <h1 id={titleId} className="text-2xl font-bold">{t('list.title')}</h1>
      {sheets.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : windowed ? (
        <WindowedSheetList sheets={sheets} labelledBy={titleId} />
      ) : (
        <ul aria-labelledby={titleId} className="flex flex-col gap-2">
          {sheets.map((summary) => <SheetRow key={summary.id} summary={summary} />)}
        </ul>
      )}
      <NewSheetForm />
    </section>
  );
}
