import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { LanguageSwitch } from '../features/settings/language-switch';
import { useLanguageSync } from '../features/settings/use-language-sync';
import { useAtTable } from '../features/table/table-presence';
import { useStore } from 'zustand';
import { loadNamespaces } from '../i18n/load';
import { useWords } from '../i18n/words';
import { appStatus, hasTrouble } from '../store/persistence/status';
import { useShelf } from '../store/shelf';
import { warmEngine } from './engine';

// The service worker and its notices wait until after the first paint: they are not needed
// to read a sheet, and registering them early competes with the first render on a slow phone.
const PwaStatus = lazy(() => import('./pwa/pwa-status').then((module) => ({ default: module.PwaStatus })));
// Storage trouble (full, unavailable, a newer build's data, a sheet deleted in another tab) is
// rare and found by persistence, so the banner and its words load when there is some.
const StorageBanner = lazy(() =>
  Promise.all([import('../features/data/storage-banner'), loadNamespaces(['data'])]).then(([module]) => ({ default: module.StorageBanner })));
// A shared table's bar loads Yjs and the provider: only for a browser that is at a table.
const TableBar = lazy(() => import('../features/table/table-bar').then((module) => ({ default: module.TableBar })));

/**
 * True from the moment this browser is at a table (and the engine, which the table's sheets go
 * through, has started): the bar then stays, to say how the table ended.
 */
function useTableBar(): boolean {
  const live = useShelf((state) => state.live);
  const atTable = useAtTable() && live;
  const [shown, setShown] = useState(atTable);
  if (atTable && !shown) setShown(true);
  return shown;
}

const navLink = 'min-w-11 justify-center flex min-h-11 items-center rounded-lg px-2 focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 hover:bg-slate-100 dark:hover:bg-slate-800';

/** True once the first paint is done (the next frame after mount, then an idle moment). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

export function RootLayout() {
  const { t } = useWords('app');
  const painted = useAfterFirstPaint();
  const tableBar = useTableBar();
  const trouble = useStore(appStatus, hasTrouble);
  useLanguageSync();
  return (
    // The first sign of use (a pointer over the app, a finger on it, the focus in it) starts the
    // engine, which every action needs, and which shows the recovery screen before anything is
    // done if a stored entry fails its full validation (src/app/engine.ts).
    <div className="mx-auto flex min-h-dvh max-w-5xl flex-col" onPointerOver={warmEngine} onFocus={warmEngine}>
      <a href="#main" className="sr-only focus:not-sr-only focus:p-2">{t('skip')}</a>
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 px-3 py-1 dark:border-slate-800">
        <Link to="/" className="flex min-h-11 items-center text-lg font-bold">{t('name')}</Link>
        {/* On a phone the name and the language share the first line and the links take the second. */}
        <nav aria-label={t('nav.label')} className="order-last flex w-full flex-wrap gap-1 text-sm sm:order-none sm:w-auto sm:text-base">
          <Link to="/" className={navLink} activeProps={{ className: 'underline', 'aria-current': 'page' }} activeOptions={{ exact: true }}>{t('nav.sheets')}</Link>
          <Link to="/gm" className={navLink} activeProps={{ className: 'underline' }}>{t('nav.gm')}</Link>
          <Link to="/table" className={navLink} activeProps={{ className: 'underline' }}>{t('nav.table')}</Link>
          <Link to="/settings" className={navLink} activeProps={{ className: 'underline' }}>{t('nav.settings')}</Link>
        </nav>
        <div className="ml-auto">
          <LanguageSwitch compact />
        </div>
      </header>
      {trouble && (
        <Suspense fallback={null}>
          <StorageBanner />
        </Suspense>
      )}
      {painted && tableBar && (
        <Suspense fallback={null}>
          <TableBar />
        </Suspense>
      )}
      {painted && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
      <main id="main" className="flex-1 p-3">
        <Outlet />
      </main>
    </div>
  );
}
