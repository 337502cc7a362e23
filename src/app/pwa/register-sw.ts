import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { runBeforeReload } from './before-reload';
import { scheduleUpdateChecks } from './update-checks';

export interface PwaState {
  /** The whole app is precached: it works with the network gone. */
  offlineReady: boolean;
  /** A new version is installed and waits for the user's yes. */
  needRefresh: boolean;
  /** The last attempt to save before reloading failed, so the update still waits. */
  saveFailed: boolean;
}

// Registration lives outside React: one service worker registration per page, whatever
// StrictMode or remounts do to the component that shows its state.
let state: PwaState = { offlineReady: false, needRefresh: false, saveFailed: false };
const listeners = new Set<() => void>();
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;

function setState(patch: Partial<PwaState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Registers the service worker once; does nothing where there is none (jsdom, old browsers). */
export function startServiceWorker(): void {
  if (updateServiceWorker || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  updateServiceWorker = registerSW({
    immediate: true,
    onOfflineReady: () => setState({ offlineReady: true }),
    onNeedRefresh: () => setState({ needRefresh: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) scheduleUpdateChecks(registration);
    },
  });
}

/** Saves first, then lets the waiting version take over (the page reloads when it does). */
export async function reloadToUpdate(): Promise<void> {
  if (!(await runBeforeReload())) {
    setState({ saveFailed: true });
    return;
  }
  setState({ saveFailed: false });
  await updateServiceWorker?.(true);
}

export function dismissOfflineReady(): void {
  setState({ offlineReady: false });
}

/** "Later": the new version keeps waiting and is offered again on the next visit. */
export function postponeUpdate(): void {
  setState({ needRefresh: false, saveFailed: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getState, getState);
}
