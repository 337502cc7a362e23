import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_PREFIX } from '../../store/persistence/layout';

interface Estimate {
  persisted: boolean | null;
  usage: number | null;
}

/**
 * The bytes the app's own entries take in localStorage (keys and values, two bytes a character as
 * browsers count them), or null when it cannot be read. navigator.storage.estimate() does not
 * count localStorage in Chromium, so it read "0 kB" with sheets stored.
 */
export function appStorageBytes(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined): number | null {
  if (!storage) return null;
  try {
    let characters = 0;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(KEY_PREFIX)) characters += key.length + (storage.getItem(key)?.length ?? 0);
    }
    return characters * 2;
  } catch {
    return null; // a SecurityError: storage refused to be read
  }
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the browser keeps the data for good (navigator.storage may not say), and its size. */
async function readEstimate(): Promise<Estimate> {
  const storage = globalThis.navigator?.storage;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  return { persisted, usage: appStorageBytes(localStorageOrUndefined()) };
}

export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'gigabyte'] : bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : bytes >= 1e3 ? [bytes / 1e3, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** Whether the browser keeps the data for good, and how much room the app's data takes. */
export function StorageEstimate() {
  const { t, i18n } = useTranslation('data');
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let live = true;
    void readEstimate().then((value) => { if (live) setEstimate(value); });
    return () => { live = false; };
  }, []);
  if (!estimate) return null;
  const persistence = estimate.persisted === null ? 'settings.persistUnknown' : estimate.persisted ? 'settings.persistent' : 'settings.notPersistent';
  return (
    <div className="flex flex-col gap-1">
      <p>{t(persistence)}</p>
      <p>
        {estimate.usage !== null
          ? t('settings.usage', { used: formatBytes(estimate.usage, i18n.language) })
          : t('settings.usageUnknown')}
      </p>
    </div>
  );
}
