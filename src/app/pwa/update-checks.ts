/** A table session lasts hours: look for a new version about once an hour. */
export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/** Asks the browser to fetch the service worker again; false when it was not asked or failed. */
export async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<boolean> {
  // Offline, or a new worker already on its way: update() could only fail or repeat work.
  if (registration.installing || !navigator.onLine) return false;
  try {
    await registration.update();
    return true;
  } catch {
    // The server is unreachable (flaky table Wi-Fi): the next tick tries again.
    return false;
  }
}

/** Checks every interval while online, and at once when the connection comes back. */
export function scheduleUpdateChecks(registration: ServiceWorkerRegistration, intervalMs = UPDATE_INTERVAL_MS): () => void {
  const check = () => void checkForUpdate(registration);
  const timer = setInterval(check, intervalMs);
  window.addEventListener('online', check);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', check);
  };
}
