import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { ImportSection } from './import-section';
import { StorageEstimate } from './storage-estimate';
import { exportAllSheets } from './use-persistence';

/** Settings section: storage persistence and usage, export and import (data-safety issue). */
export function DataSettings() {
  const { t } = useTranslation('data');
  const count = useAppStore((state) => listedSheets(state).length);
  // The GM's own creatures and encounters go in the same file: each alone is worth a backup too.
  const creatures = useAppStore((state) => state.ownCreatures.length);
  const encounters = useAppStore((state) => Object.keys(state.encounters).length);
  const nothing = count === 0 && creatures === 0 && encounters === 0;
  return (
    <section aria-labelledby="data-settings-title" className="flex flex-col gap-3">
      <h2 id="data-settings-title" className="text-lg font-bold">{t('settings.title')}</h2>
      <StorageEstimate />
      <div>
        <button
          type="button"
          disabled={nothing}
          onClick={() => exportAllSheets()}
          className="min-h-11 min-w-11 rounded bg-indigo-600 px-4 font-medium text-white focus-visible:outline focus-visible:outline-2 disabled:opacity-50"
        >
          {t('settings.exportAll')}
        </button>
        {nothing && <p className="text-sm">{t('settings.exportNone')}</p>}
        {creatures > 0 && <p className="text-sm">{t('settings.exportCreatures', { count: creatures })}</p>}
        {encounters > 0 && <p className="text-sm">{t('settings.exportEncounters', { count: encounters })}</p>}
      </div>
      <ImportSection />
    </section>
  );
}
