import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useShelf } from '../../store/shelf';
import { useKeepAwake } from './keep-awake';
import { dismissOfflineReady, postponeUpdate, reloadToUpdate, startServiceWorker, usePwaState } from './register-sw';

// The export code loads only when the user asks for it (as the storage banner does).
const exportAll = () => import('../../features/data/use-persistence').then((actions) => actions.exportAllSheets());

/** "Export now", in the `data` words: loaded only when an update could not save first. */
function ExportNow() {
  const { t, ready } = useTranslation('data');
  return ready ? <Button onClick={() => void exportAll()}>{t('banner.exportNow')}</Button> : null;
}

/** How long "ready to work offline" stays before it goes by itself: it asks nothing of the user. */
const OFFLINE_TOAST_MS = 8000;

/** Offline readiness and "a new version is waiting"; also holds the screen wake lock app-wide. */
export function PwaStatus() {
  const { t } = useTranslation('app');
  const { offlineReady, needRefresh, saveFailed } = usePwaState();
  const keepAwake = useShelf((state) => state.keepAwake);
  useKeepAwake(keepAwake);
  useEffect(() => startServiceWorker(), []);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  // The live region is always rendered, so screen readers announce what appears in it.
  return (
    <div aria-live="polite">
      {needRefresh && (
        <section aria-labelledby="pwa-update-title" className="mx-3 mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-300 bg-indigo-50 p-3 dark:border-indigo-700 dark:bg-indigo-950">
          <div className="min-w-0 flex-1 basis-48">
            <p id="pwa-update-title" className="font-medium">{t('pwa.updateAvailable')}</p>
            <p className="text-sm">{saveFailed ? t('pwa.saveFailed') : t('pwa.updateHint')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {saveFailed && <ExportNow />}
            <Button tone="primary" onClick={() => void reloadToUpdate()}>{saveFailed ? t('pwa.retry') : t('pwa.reload')}</Button>
            <Button onClick={postponeUpdate}>{t('pwa.later')}</Button>
          </div>
        </section>
      )}
      {/* A toast, not a banner: it floats over the bottom edge and goes by itself, so no screen
          (the GM's rows, a sheet's keypad) is pushed down or jumps under a finger when it comes. */}
      {offlineReady && !needRefresh && (
        <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3">
          <div className="pointer-events-auto flex max-w-md items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 py-1 pr-1 pl-3 shadow-lg dark:border-emerald-700 dark:bg-emerald-950">
            <p className="min-w-0 flex-1 text-sm">{t('pwa.offlineReady')}</p>
            <Button onClick={dismissOfflineReady}>{t('pwa.dismiss')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
