import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Button } from '../../components/button';
import { loadNamespaces } from '../../i18n/load';
import { useWords } from '../../i18n/words';
import { useShelf } from '../../store/shelf';
import { countVisit, rememberAnswered } from './install-memory';
import { useInstallWay } from './install-state';
import { bandStyle, useFreeBand } from './notice-band';
import { dismissOfflineReady, postponeUpdate, reloadToUpdate, startServiceWorker, usePwaState } from './register-sw';

// The export code loads only when the user asks for it (as the storage banner does).
const exportAll = () => import('../../features/data/use-persistence').then((actions) => actions.exportAllSheets());
// The offer to install shows on one visit of a few: its code loads only then.
const InstallOffer = lazy(() => import('./install-offer').then((module) => ({ default: module.InstallOffer })));
// The wake lock's code loads only for a player who turned it on (in the settings).
const KeepScreenAwake = lazy(() => import('./keep-awake').then((module) => ({ default: module.KeepScreenAwake }), nothing));

/** "Export now", in the `data` words: loaded only when an update could not save first. */
const ExportNow = lazy(() => loadNamespaces(['data']).then(() => ({ default: ExportNowButton }), nothing));

/** A piece of the notices that could not load (offline before it was cached) is left out, not the notices with it. */
function nothing(): { default: ComponentType } {
  return { default: () => null };
}

function ExportNowButton() {
  const { t } = useWords('data');
  return <Button onClick={() => void exportAll()}>{t('banner.exportNow')}</Button>;
}

/** How long "ready to work offline" stays before it goes by itself: it asks nothing of the user. */
const OFFLINE_TOAST_MS = 8000;

/** The once-offer to install: due from the second visit until answered, where the browser can install. */
function useInstallOffer() {
  const way = useInstallWay();
  // Counted once, when the notices mount (after the first paint).
  const [due, setDue] = useState(countVisit);
  // Installed by any way (the browser's own menu too): nothing left to offer, on later visits either.
  useEffect(() => {
    if (due && way === 'installed') rememberAnswered();
  }, [due, way]);
  const answer = () => {
    rememberAnswered();
    setDue(false);
  };
  return { way: due && (way === 'prompt' || way === 'ios') ? way : null, answer };
}

const card = 'flex items-center gap-2 rounded-lg border shadow-lg';

/**
 * Offline readiness, "a new version is waiting" and the offer to install, floating in the strip
 * between the page's bars (notice-band.ts), never over a header or the sheet's dock; also holds
 * the screen wake lock app-wide.
 */
export function PwaStatus() {
  const { t } = useWords('app');
  const { offlineReady, needRefresh, saveFailed } = usePwaState();
  const offer = useInstallOffer();
  const keepAwake = useShelf((state) => state.keepAwake);
  useEffect(() => startServiceWorker(), []);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);
  const ready = offlineReady && !needRefresh;
  const band = useFreeBand(needRefresh || ready || offer.way !== null);

  // The live region is always rendered, so screen readers announce what appears in it. The
  // notices float (fixed): no screen is pushed down, nothing jumps under a finger when they come.
  // `data-notices` tells notice-band.ts that this fixed box is not one of the page's bars.
  return (
    <div data-notices aria-live="polite" className="pointer-events-none fixed inset-x-0 z-30 flex justify-center px-3" style={bandStyle(band)}>
      <div className="pointer-events-auto flex w-full max-w-md flex-col gap-2 overflow-y-auto empty:hidden">
        {needRefresh && (
          <section aria-labelledby="pwa-update-title" className={`${card} flex-wrap border-indigo-300 p-3 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-950`}>
            <div className="min-w-0 flex-1 basis-48">
              <p id="pwa-update-title" className="font-medium">{t('pwa.updateAvailable')}</p>
              <p className="text-sm">{saveFailed ? t('pwa.saveFailed') : t('pwa.updateHint')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {saveFailed && <Suspense fallback={null}><ExportNow /></Suspense>}
              <Button tone="primary" onClick={() => void reloadToUpdate()}>{saveFailed ? t('pwa.retry') : t('pwa.reload')}</Button>
              <Button onClick={postponeUpdate}>{t('pwa.later')}</Button>
            </div>
          </section>
        )}
        {ready && (
          <div className={`${card} border-emerald-300 bg-emerald-50 py-1 pr-1 pl-3 dark:border-emerald-700 dark:bg-emerald-950`}>
            <p className="min-w-0 flex-1 text-sm">{t('pwa.offlineReady')}</p>
            <Button onClick={dismissOfflineReady}>{t('pwa.dismiss')}</Button>
          </div>
        )}
        {keepAwake && (
          <Suspense fallback={null}>
            <KeepScreenAwake />
          </Suspense>
        )}
        {offer.way && (
          <Suspense fallback={null}>
            <InstallOffer way={offer.way} onAnswer={offer.answer} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
