import { localStorageAdapter } from '../store/persistence/storage-adapter';
import { bindShelf } from '../store/shelf-binding';
import { appPersistence, appStore } from '../store/store';
import type { Engine } from './engine';
import { registerSaveBeforeReload } from './pwa/save-before-reload';
import { afterNextPaint } from './after-paint';

/**
 * Reads and validates everything stored into the store (the recovery screen then holds the app
 * when something could not be read), keeps the two in step from then on, and makes the shelf
 * follow the store.
 */
export async function start(): Promise<Engine> {
  await appPersistence.start(appStore, {
    adapter: localStorageAdapter(),
    target: window,
    requestPersist: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
    afterPaint: writeAfterPaint,
  });
  // Installing a new version reloads the page: never over a change that is only in memory.
  registerSaveBeforeReload(appPersistence);
  bindShelf(appStore);
  return { store: appStore, persistence: appPersistence };
}

/**
 * Runs `write` once the next frame has painted. A hidden tab paints no frames, so a timer
 * stands in (pagehide and visibilitychange write everything at once anyway).
 */
function writeAfterPaint(write: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    write();
  };
  afterNextPaint(once);
  setTimeout(once, 250);
}
