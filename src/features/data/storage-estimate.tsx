import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Estimate {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** navigator.storage's answers; every part may be missing (older browsers, some WebViews). */
async function readEstimate(): Promise<Estimate> {
  const storage = globalThis.navigator?.storage;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'gigabyte'] : bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** Whether the browser keeps the data for good, and how much room it takes. */
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
        {estimate.usage !== null && estimate.quota !== null
          ? t('settings.usage', { used: formatBytes(estimate.usage, i18n.language), quota: formatBytes(estimate.quota, i18n.language) })
          : t('settings.usageUnknown')}
      </p>
    </div>
  );
}
