// Settings says how much room the app's data takes: the real figure of its own localStorage
// entries (navigator.storage.estimate() leaves localStorage out, and read "0 kB" with sheets stored).
import { describe, expect, it } from 'vitest';
import { appStorageBytes, formatBytes } from './storage-estimate';

function storageOf(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index: number) => keys[index] ?? null, getItem: (key: string) => entries[key] ?? null };
}

describe('the storage figure', () => {
  it('counts the app\'s own entries, keys and values, two bytes a character', () => {
    const storage = storageOf({ 'databook:sheet:a': 'x'.repeat(984), 'databook:settings': '{}', 'other-app': 'y'.repeat(5000) });
    expect(appStorageBytes(storage)).toBe(('databook:sheet:a'.length + 984 + 'databook:settings'.length + 2) * 2);
  });

  it('is unknown when storage cannot be read, not 0', () => {
    const refusing = { length: 1, key: () => { throw new DOMException('denied', 'SecurityError'); }, getItem: () => null };
    expect(appStorageBytes(refusing)).toBeNull();
    expect(appStorageBytes(undefined)).toBeNull();
  });

  it('reads in the unit that fits, small figures in bytes', () => {
    expect(formatBytes(420, 'en')).toBe('420 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(3_500_000, 'pt-BR')).toBe('3,5 MB');
  });
});
