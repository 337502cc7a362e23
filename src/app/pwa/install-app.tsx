import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { IosHint } from './ios-hint';
import { promptInstall, useInstallWay } from './install-state';

/**
 * Settings → Install on this device: the button that shows the browser's install dialog and says
 * what came of it, Safari's Share → "Add to Home Screen" on an iPhone or iPad, or that the app is
 * installed. Where the browser offers nothing, the section is not shown.
 */
export function InstallApp() {
  const { t } = useTranslation('app');
  const way = useInstallWay();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  if (way === 'none' && outcome === null) return null;
  const install = async () => setOutcome(await promptInstall());
  return (
    <section aria-labelledby="settings-install" className="flex flex-col gap-2">
      <h2 id="settings-install" className="text-lg font-semibold">{t('pwa.install.title')}</h2>
      {way !== 'installed' && <p>{t('pwa.install.why')}</p>}
      {way === 'prompt' && (
        <div>
          <Button tone="primary" onClick={() => void install()}>{t('pwa.install.action')}</Button>
        </div>
      )}
      {way === 'ios' && <IosHint />}
      <p role="status">
        {way === 'installed' ? t('pwa.install.installed') : outcome && t(`pwa.install.${outcome}`)}
      </p>
    </section>
  );
}
