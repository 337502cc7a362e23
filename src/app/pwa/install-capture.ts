// Runs in the tiny entry (src/main.tsx), before React: Chromium may fire `beforeinstallprompt` as
// soon as the page has loaded, and an event nobody heard is gone. Everything that uses it
// (Settings' button, the once-offer: install-state.ts) loads later. Kept to a few lines: this
// module counts in the first route's bytes.

/** Chromium's install prompt (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface Captured {
  /** The browser's prompt, until it is used or the app is installed. */
  prompt: InstallPromptEvent | null;
  /** `appinstalled` fired in this page. */
  installed: boolean;
}

export const captured: Captured = { prompt: null, installed: false };
export const capturedListeners = new Set<() => void>();

const changed = (patch: Partial<Captured>) => {
  Object.assign(captured, patch);
  capturedListeners.forEach((listener) => listener());
};

export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for our own button instead of the browser's mini-infobar, which would cover the dock.
    event.preventDefault();
    changed({ prompt: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => changed({ prompt: null, installed: true }));
}

/** The prompt is good for one use: after it, the browser fires a new event if it offers again. */
export const usedInstallPrompt = () => changed({ prompt: null });
