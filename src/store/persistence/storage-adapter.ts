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
 * blocked site data throw on the mere `window.localStorage` access).
 */
export function localStorageAdapter(): StorageAdapter | null {
  let storage: Storage;
  try {
    storage = window.localStorage;
    // Some browsers hand out a storage that refuses every write: probe it once.
    const probe = 'databook:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
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
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
