import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter } from '../../src/app/router';
import { i18n, initI18n, loadNamespaces } from '../../src/i18n/i18n';
import { mulberry32 } from '../../src/rules/test-helpers';
import { NAMESPACES } from '../../src/i18n/namespaces';
import { createEncounterSlice } from '../../src/store/encounter-slice';
import { createLibrarySlice } from '../../src/store/library-slice';
import { createSettingsSlice } from '../../src/store/settings-slice';
import { createSheetsSlice } from '../../src/store/sheets-slice';
import { provideEngine } from '../../src/app/engine';
import { bindShelf } from '../../src/store/shelf-binding';
import { appPersistence, appStore } from '../../src/store/store';
import type { SliceDeps, StoreDeps } from '../../src/store/store-types';
import type { Language } from '../../src/store/types';

/** A seeded uniform [0, 1) generator so rolled dice are reproducible in tests. */
export const seededRng = mulberry32;

// The app's engine is the store itself, never started on storage (a test sets its state), and
// the shelf that the sheet list and the header read follows it.
provideEngine({ store: appStore, persistence: appPersistence });
bindShelf(appStore);

/**
 * Replaces the app store's whole state with a fresh one (the store is a module singleton).
 * The slices are built again on appStore's own set/get: copying another store's state would
 * copy actions that close over that other store, and every act() would miss the app.
 */
export function resetStore(deps: Partial<StoreDeps> = {}) {
  const full: SliceDeps = {
    language: 'en', rng: seededRng(1), now: () => Date.now(), who: () => ({ device: 'testdevice', tab: 'testtab' }), author: () => undefined, ...deps, made: new Map(),
  };
  const api = appStore as unknown as Parameters<ReturnType<typeof createSheetsSlice>>[2];
  const set = api.setState as Parameters<ReturnType<typeof createSheetsSlice>>[0];
  const get = appStore.getState;
  appStore.setState(
    {
      ...createSheetsSlice(full)(set, get, api),
      ...createSettingsSlice(full)(set, get, api),
      ...createEncounterSlice(full)(set, get, api),
      ...createLibrarySlice()(set, get, api),
    },
    true,
  );
  return appStore;
}

/** Loads a language for real, and makes a missing translation key fail the test. */
export async function loadLanguage(language: Language) {
  await initI18n(language);
  await loadNamespaces(NAMESPACES);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    throw new Error(`Missing translation: ${namespace}:${key} (${language})`);
  };
}

/** Renders the whole app at a URL with memory history, in a language, on a fresh store. */
export async function renderApp(url: string, options: { language?: Language; deps?: Partial<StoreDeps> } = {}) {
  const language = options.language ?? 'en';
  resetStore({ language, ...options.deps });
  await loadLanguage(language);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  // The router settles its matches asynchronously: inside act, so React sees every update.
  await act(() => router.load());
  return { ...view, router, store: appStore };
}
