import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from './root-layout';
import { NotFound } from './not-found';
import { preloadSheetList, SheetListPage } from '../features/sheets/sheet-list-page';
import { loadListWords, loadNamespaces } from '../i18n/load';
import type { Namespace } from '../i18n/namespaces';
import { startEngine } from './engine';
import { validateTableSearch } from '../features/table/table-search';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

// Each route loads its words before it renders, so no screen flashes translation keys.
// Only the sheet list is in the first chunk: the sheet, settings and GM screens are lazy
// chunks (precached for offline use), which keeps the first load small on a phone. The list
// reads the shelf; every other screen waits for the engine too (src/app/engine.ts), which has
// read and validated the storage by then.
const withEngine = (namespaces: readonly Namespace[]) => () => Promise.all([startEngine(), loadNamespaces(namespaces)]);

const sheetsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // The list needs only its part of sheet and rules (i18n/boot-words.ts), there since boot, and
  // a long list its windowed rows.
  loader: () => Promise.all([loadListWords(), preloadSheetList()]),
  component: SheetListPage,
});

const sheetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sheet/$sheetId',
  loader: withEngine(['sheet', 'rules', 'data']),
  component: lazyRouteComponent(() => import('../features/sheet/sheet-page'), 'SheetPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  loader: withEngine(['sheet', 'rules', 'table', 'data']),
  component: lazyRouteComponent(() => import('../features/settings/settings-page'), 'SettingsPage'),
});

const gmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gm',
  loader: withEngine(['gm', 'sheet', 'rules', 'table']),
  component: lazyRouteComponent(() => import('../features/gm/gm-page'), 'GmPage'),
});

// A shared table: joining (where the QR code and the link land) and the table view.
const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join',
  loader: withEngine(['table', 'sheet', 'rules']),
  component: lazyRouteComponent(() => import('../features/table/join-page'), 'JoinPage'),
});

const tableRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/table',
  // ?tv=true: the view for a television; anything else falls back to the ordinary page.
  validateSearch: validateTableSearch,
  loader: withEngine(['table', 'sheet', 'rules']),
  component: lazyRouteComponent(() => import('../features/table/table-page'), 'TablePage'),
});

export const routeTree = rootRoute.addChildren([sheetsRoute, sheetRoute, settingsRoute, gmRoute, joinRoute, tableRoute]);

export function createAppRouter(options: Partial<Parameters<typeof createRouter>[0]> = {}) {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, ...options });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
