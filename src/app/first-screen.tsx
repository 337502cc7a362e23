import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { initI18n } from '../i18n/i18n';
import type { Language } from '../store/types';
import { createAppRouter } from './router';

/**
 * The sheet list of a device with no sheets, as the app renders it in `language`: HTML that
 * build/first-screen-plugin.ts puts into index.html at build time, shown until the app's own
 * first render replaces it. Runs in Node (Vite's SSR loader), never in the browser.
 */
export async function renderFirstScreen(language: Language): Promise<string> {
  await initI18n(language);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const html = renderToString(
    <RouterProvider router={router} />,
    // Three screens share the page (one a language): each its own ids.
    { identifierPrefix: `first-${language}-` },
  );
  // The router's scroll-restoration script: the app's own first render restores the scroll.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
