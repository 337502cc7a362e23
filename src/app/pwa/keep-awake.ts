import { useEffect } from 'react';

export function isWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/**
 * Keeps the screen on while `enabled` and the page is visible: the phone lies on the table
 * between turns. The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page shows.
 */
export function useKeepAwake(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !isWakeLockSupported()) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;

    const request = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, permissions policy): the screen may dim, nothing else breaks.
      }
    };

    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, [enabled]);
}

/** Holds the wake lock while mounted (pwa-status.tsx mounts it while the setting is on). */
export function KeepScreenAwake(): null {
  useKeepAwake(true);
  return null;
}
