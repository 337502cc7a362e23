import { useWords } from '../../i18n/words';
import { Button } from '../../components/button';
import { IosHint } from './ios-hint';
import { promptInstall, type InstallWay } from './install-state';

interface InstallOfferProps {
  way: Extract<InstallWay, 'prompt' | 'ios'>;
  /** Answered: "Not now", or the browser's dialog shown (whatever was chosen in it). */
  onAnswer: () => void;
}

/**
 * The once-offer to install, among the notices (pwa-status.tsx): Install, or on an iPhone or iPad
 * Safari's Share → "Add to Home Screen"; "Not now" puts it away for good.
 */
export function InstallOffer({ way, onAnswer }: InstallOfferProps) {
  const { t } = useWords('app');
  const install = async () => {
    await promptInstall();
    onAnswer();
  };
  return (
    <section aria-labelledby="install-offer-title" className="flex flex-wrap items-center gap-2 rounded-lg border border-indigo-300 bg-indigo-50 p-3 shadow-lg dark:border-indigo-700 dark:bg-indigo-950">
      <div className="min-w-0 flex-1 basis-48 text-sm">
        <p id="install-offer-title" className="font-medium">{t('pwa.install.why')}</p>
        {way === 'ios' && <IosHint />}
      </div>
      <div className="flex flex-wrap gap-2">
        {way === 'prompt' && <Button tone="primary" onClick={() => void install()}>{t('pwa.install.action')}</Button>}
        <Button onClick={onAnswer}>{t('pwa.install.notNow')}</Button>
      </div>
    </section>
  );
}
