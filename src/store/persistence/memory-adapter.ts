import type { StorageAdapter } from './storage-adapter';

export interface MemoryAdapter extends StorageAdapter {
  /** The raw entries, for assertions. */
  readonly data: Map<string, string>;
  /** Every write fails as a full storage does, until set back to false. */
  full: boolean;
  /** Every access fails as a blocked storage does. */
  unavailable: boolean;
  /** How many setItem calls reached the storage (batched writes are counted). */
  writes: number;
}

function quotaError(): Error {
  const error = new Error('The quota has been exceeded.');
  error.name = 'QuotaExceededError';
  return error;
}

/** An in-memory storage for tests: starts with `initial`, and can simulate a full or blocked storage. */
export function createMemoryAdapter(initial: Record<string, string> = {}): MemoryAdapter {
  const adapter: MemoryAdapter = {
    data: new Map(Object.entries(initial)),
    full: false,
    unavailable: false,
    writes: 0,
    getItem(key) {
      if (adapter.unavailable) throw new Error('SecurityError');
      return adapter.data.get(key) ?? null;
    },
    setItem(key, value) {
      if (adapter.unavailable) throw new Error('SecurityError');
      if (adapter.full) throw quotaError();
      adapter.writes += 1;
      adapter.data.set(key, value);
    },
    removeItem(key) {
      if (adapter.unavailable) throw new Error('SecurityError');
      adapter.data.delete(key);
    },
    keys() {
      if (adapter.unavailable) throw new Error('SecurityError');
      return [...adapter.data.keys()];
    },
  };
  return adapter;
}
