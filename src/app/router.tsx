import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from './root-layout';
import { NotFound } from './not-found';
import { SheetListPage } from '../features/sheets/sheet-list-page';
import { SheetPage } from '../features/sheet/sheet-page';
import { SettingsPage } from '../features/settings/settings-page';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

const sheetsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SheetListPage });

const sheetRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sheet/$sheetId', component: SheetPage });

const settingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/settings', component: SettingsPage });

// The GM screen is its own lazy chunk: a player's phone never downloads it.
const gmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gm',
  component: lazyRouteComponent(() => import('../features/gm/gm-page'), 'GmPage'),
});

export const routeTree = rootRoute.addChildren([sheetsRoute, sheetRoute, settingsRoute, gmRoute]);

export function createAppRouter(options: Partial<Parameters<typeof createRouter>[0]> = {}) {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, ...options });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
