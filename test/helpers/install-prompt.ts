import { act } from '@testing-library/react';
import { captured, captureInstallPrompt, type InstallPromptEvent } from '../../src/app/pwa/install-capture';

// Chromium's `beforeinstallprompt` and `appinstalled`, made by hand for jsdom: the app hears them
// through the same listeners src/main.tsx adds before React mounts.

let listening = false;

/** Listens as the entry does (once per test file), and forgets any prompt a previous test left. */
export function listenForInstall(): void {
  if (!listening) captureInstallPrompt(window);
  listening = true;
  Object.assign(captured, { prompt: null, installed: false });
}

export interface FakePrompt {
  event: InstallPromptEvent;
  prompt: ReturnType<typeof vi.fn>;
}

/** Fires a `beforeinstallprompt` whose dialog, once shown, ends with `outcome`. */
export function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted'): FakePrompt {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as InstallPromptEvent;
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

/** The browser says the app has been installed. */
export function appInstalled(): void {
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
}

export const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Makes navigator.userAgent read `userAgent` until the returned function puts it back. */
export function pretendUserAgent(userAgent: string): () => void {
  const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return () => spy.mockRestore();
}
