import { useSyncExternalStore } from 'react';
import { captured } from './install-capture';

/** What this browser offers for installing the app, as Settings and the once-offer show it. */
export type InstallWay =
  /** Running as the installed app, or just installed from here. */
  | 'installed'
  /** The browser handed us its prompt (Chromium's `beforeinstallprompt`): one tap installs. */
  | 'prompt'
  /** Safari on iPhone or iPad: no prompt, the Share menu's "Add to Home Screen" does it. */
  | 'ios'
  /** Nothing to offer (another browser, a page served over plain http, the prompt not yet fired). */
  | 'none';

/** Launched from the home screen: the manifest's `display: standalone`, or iOS's own flag. */
export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}

/**
 * Safari on an iPhone, iPod or iPad (iPadOS says "Macintosh" but has a touch screen), not another
 * browser's or an app's web view there: only Safari's Share menu has "Add to Home Screen" for sure.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Version\/[\d.]+.*Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent);
}

function currentWay(): InstallWay {
  if (captured.installed || isStandalone()) return 'installed';
  if (captured.prompt) return 'prompt';
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints) ? 'ios' : 'none';
}

/** Told when the prompt is used here; the browser's events are heard after the entry's listeners. */
const listeners = new Set<() => void>();
const EVENTS = ['beforeinstallprompt', 'appinstalled'] as const;

function subscribe(listener: () => void) {
  listeners.add(listener);
  for (const type of EVENTS) window.addEventListener(type, listener);
  return () => {
    listeners.delete(listener);
    for (const type of EVENTS) window.removeEventListener(type, listener);
  };
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, currentWay, currentWay);
}

/**
 * Shows the browser's install dialog and says what the user chose; null when there is no prompt
 * to show. The prompt is good for one use: the browser fires a new one if it offers again.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = captured.prompt;
  if (!event) return null;
  captured.prompt = null;
  listeners.forEach((listener) => listener());
  await event.prompt();
  return (await event.userChoice).outcome;
}
