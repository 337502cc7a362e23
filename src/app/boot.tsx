import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGate } from '../features/data/data-gate';
import { initI18n } from '../i18n/i18n';
import { localStorageAdapter } from '../store/persistence/storage-adapter';
import { appPersistence, appStore } from '../store/store';
import type { Language } from '../store/types';
import { App } from './app';
import { registerSaveBeforeReload } from './pwa/save-before-reload';
import { router } from './router';

/**
 * Reads the stored data and loads the words side by side, then renders the first route whole.
 * `guess` is main.tsx's early language; the stored setting wins when they differ. Nothing is
 * rendered before the words are there, so no screen ever shows a translation key.
 */
export async function boot(guess: Language) {
  const words = initI18n(guess);
  await appPersistence.start(appStore, {
    adapter: localStorageAdapter(),
    target: window,
    requestPersist: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
  });
  // Installing a new version reloads the page: never over a change that is only in memory.
  registerSaveBeforeReload(appPersistence);
  await words;
  const language = appStore.getState().settings.language;
  if (language !== guess) await initI18n(language);
  // The language may also change from another tab (persistence adopts its settings).
  appStore.subscribe((state, previous) => {
    if (state.settings.language !== previous.settings.language) void initI18n(state.settings.language);
  });
  // The route's loader (its namespaces; a lazy screen's chunk) runs before the first render, so
  // the first paint is the page itself, not an empty frame then the page. The recovery gate
  // does not need it, and a failed load is the router's to show once it renders.
  if (!hasUnreadable()) await router.load().catch(() => undefined);
  await documentParsed();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><DataGate><App /></DataGate></StrictMode>);
}

const hasUnreadable = () => appPersistence.status.getState().unreadable.length > 0;

/** The entry script is async (build/boot-preload-plugin.ts): it may run before #root is parsed. */
const documentParsed = () =>
  document.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
