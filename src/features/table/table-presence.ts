import { useSyncExternalStore } from 'react';

// Whether this browser is at a shared table, known without loading the table's code: the
// header shows the table bar (a lazy chunk with Yjs) only then.

/** Where table-record.ts keeps the table this browser is at. */
export const TABLE_KEY = 'databook:table';

const listeners = new Set<() => void>();

function isAtTable(): boolean {
  try {
    return globalThis.localStorage?.getItem(TABLE_KEY) != null;
  } catch {
    return false;
  }
}

/** Tells the header that the record changed in this tab (another tab's change arrives as a `storage` event). */
export function notifyTablePresence() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TABLE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useAtTable = () => useSyncExternalStore(subscribe, isAtTable, () => false);
