import { Share } from 'lucide-react';
import { useWords } from '../../i18n/words';

/** Safari on an iPhone or iPad installs from its Share menu: the words, beside Safari's own Share icon. */
export function IosHint() {
  const { t } = useWords('app');
  return (
    <p className="flex items-start gap-2">
      <Share aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{t('pwa.install.ios')}</span>
    </p>
  );
}
