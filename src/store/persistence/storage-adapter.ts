/**
 * The few things persistence needs from a key-value storage. localStorage in the app; an
 * in-memory one in tests (memory-adapter.ts) that can be full or unavailable on demand.
 */
export interface StorageAdapter {
  getItem(key: string): string | null;
  /** Throws when the storage refuses the write (full: QuotaExceededError; unavailable). */
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/**
 * localStorage, or null when the browser does not give it (private browsing modes and
 * blocked site data throw on the mere `window.localStorage` access). Whether it takes writes
 * is asked only after everything was read (persistence.ts): a full storage still reads.
 */
export function localStorageAdapter(): StorageAdapter | null {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return null;
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null),
  };
}

/** A write refused because the storage is full (the name and codes differ between browsers). */
export function isQuotaError(error: unknown): boolean {
  // A DOMException, which is not an Error in every engine: read its fields, not its class.
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
