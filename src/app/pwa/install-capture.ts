// Runs in the tiny entry (src/main.tsx), before React: Chromium may fire `beforeinstallprompt` as
// soon as the page has loaded, and an event nobody heard is gone. Everything that uses it
// (Settings' button, the once-offer: install-state.ts) loads later and listens from then on.
// Kept to a few lines: this module counts in the first route's bytes.

/** Chromium's install prompt (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const captured: {
  /** The browser's prompt, until it is used or the app is installed. */
  prompt: InstallPromptEvent | null;
  /** `appinstalled` fired in this page. */
  installed: boolean;
} = { prompt: null, installed: false };

export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for our own button instead of the browser's mini-infobar, which would cover the dock.
    event.preventDefault();
    captured.prompt = event as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    captured.prompt = null;
    captured.installed = true;
  });
}
