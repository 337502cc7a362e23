import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../components/check-field';
import { useAppStore } from '../../store/store';
import { isWakeLockSupported } from './keep-awake';

/** The settings switch for the screen wake lock (PwaStatus holds the lock app-wide). */
export function KeepAwakeToggle() {
  const { t } = useTranslation('app');
  const keepAwake = useAppStore((s) => s.settings.keepAwake);
  const setKeepAwake = useAppStore((s) => s.setKeepAwake);
  const hintId = useId();
  const supported = isWakeLockSupported();
  return (
    <div>
      <CheckField
        role="switch"
        label={t('pwa.keepAwake.label')}
        checked={supported && keepAwake}
        disabled={!supported}
        aria-describedby={hintId}
        onChange={(event) => setKeepAwake(event.target.checked)}
      />
      <p id={hintId} className="px-2 text-sm text-slate-600 dark:text-slate-400">
        {supported ? t('pwa.keepAwake.hint') : t('pwa.keepAwake.unsupported')}
      </p>
    </div>
  );
}
