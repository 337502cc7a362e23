import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGate } from '../features/data/data-gate';
import { TABLE_KEY } from '../features/table/table-presence';
import { loadI18n, sayIn } from '../i18n/load';
import { numberFormat } from '../i18n/numbers';
import { KEY_PREFIX } from '../store/persistence/layout';
import { appStatus } from '../store/persistence/status';
import { localStorageAdapter } from '../store/persistence/storage-adapter';
import { readShelf, shelf } from '../store/shelf';
import type { Language } from '../store/types';
import { afterNextPaint } from './after-paint';
import { App } from './app';
import { startedEngine, startEngine } from './engine';
import { router } from './router';

/**
 * Reads what the first screen shows and loads the words side by side, then renders the first
 * route whole. `guess` is main.tsx's early language; the stored setting wins when they differ.
 * Nothing is rendered before the words are there, so no screen ever shows a translation key.
 *
 * The sheet list paints from the shelf (a defensive read of the stored sheets, src/store/shelf.ts)
 * and leaves the engine (the store's actions, the rules, the schemas: src/app/engine.ts) until it
 * is needed. Every other start waits for the engine, as every other screen does: a deep link, a
 * browser at a shared table, or storage the shelf could not read for sure (then the engine's
 * validation decides, and the recovery screen shows before anything else).
 */
export async function boot(guess: Language) {
  const read = window.location.pathname === '/' ? readStorage(guess) : null;
  // The list speaks its own words until the engine starts i18next; any other start needs i18next
  // before it renders (src/i18n/load.ts).
  const words = read ? sayIn(guess) : loadI18n(guess);
  if (read) {
    shelf.setState(read);
    wakeOnOtherTabs();
  } else {
    await startEngine();
  }
  await words;
  const language = shelf.getState().language;
  if (language !== guess) await sayIn(language);
  // The language may also change later: the picker, or another tab (persistence adopts its settings).
  shelf.subscribe((state, previous) => {
    if (state.language !== previous.language) void sayIn(state.language);
  });
  // The route's loader (its namespaces; a lazy screen's chunk) runs before the first render, so
  // the first paint is the page itself, not an empty frame then the page. The recovery gate
  // does not need it, and a failed load is the router's to show once it renders.
  if (appStatus.getState().unreadable.length === 0) await router.load().catch(() => undefined);
  await documentParsed();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><DataGate><App /></DataGate></StrictMode>);
  // The first screen writes its numbers without Intl (formatCount); the other screens use it,
  // so its locale data loads once this one has painted, not when a sheet opens.
  afterNextPaint(() => numberFormat(shelf.getState().language));
}

/** The shelf from storage; null when the engine must start now (see boot). */
function readStorage(guess: Language) {
  const storage = localStorageAdapter();
  try {
    return storage?.getItem(TABLE_KEY) === null ? readShelf(storage, guess) : null;
  } catch {
    return null; // the storage refused to be read: persistence says so
  }
}

/** Another tab's write to a sheet or the settings: the engine starts, reads it all and keeps in step. */
function wakeOnOtherTabs() {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.startsWith(KEY_PREFIX)) return;
    window.removeEventListener('storage', onStorage);
    if (!startedEngine()) void startEngine();
  };
  window.addEventListener('storage', onStorage);
}

/** The entry script is async (build/boot-preload-plugin.ts): it may run before #root is parsed. */
const documentParsed = () =>
  document.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
