import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPersistence, useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { Issue } from './import-error';
import { downloadUnreadable, usePersistenceStatus } from './use-persistence';

const button = 'min-h-11 min-w-11 rounded px-4 font-medium focus-visible:outline focus-visible:outline-2';

/** Shown before the app when stored entries could not be read: says which, offers them, lets the user go on. */
export function RecoveryScreen() {
  const { t } = useTranslation('data');
  const unreadable = usePersistenceStatus((status) => status.unreadable);
  const readable = useAppStore((state) => listedSheets(state).length);
  const [downloaded, setDownloaded] = useState(false);

  const discard = () => {
    if (window.confirm(t('recovery.discardConfirm'))) appPersistence.discardUnreadable();
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 p-4" aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="text-xl font-bold">{t('recovery.title')}</h1>
      <p>{t('recovery.intro')}</p>
      <ul aria-label={t('recovery.listLabel')} className="flex flex-col gap-2">
        {unreadable.map((entry) => (
          <li key={entry.key} className="rounded border border-amber-500 p-3">
            <p className="font-semibold break-words">
              {entry.kind === 'settings' ? t('recovery.settings')
                : entry.kind === 'creatures' ? t('recovery.creatures')
                : entry.kind === 'journal' ? t('recovery.journal', { key: entry.key })
                  : entry.name ?? t('recovery.unnamedSheet', { key: entry.key })}
            </p>
            <p className="text-sm">{t(`recovery.reason_${entry.reason}`)}</p>
            {entry.issues.length > 0 && (
              <ul className="list-disc ps-5 text-sm">{entry.issues.slice(0, 3).map((issue, index) => <Issue key={index} issue={issue} />)}</ul>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${button} bg-indigo-600 text-white`} onClick={() => { downloadUnreadable(); setDownloaded(true); }}>
          {t('recovery.download')}
        </button>
        <button type="button" className={`${button} border border-slate-400`} onClick={() => appPersistence.status.setState({ recoveryDismissed: true })}>
          {t('recovery.continue', { count: readable })}
        </button>
      </div>
      {downloaded && (
        <>
          <p role="status">{t('recovery.downloaded')}</p>
          <button type="button" className={`${button} self-start border border-red-600 text-red-700 dark:text-red-400`} onClick={discard}>
            {t('recovery.discard')}
          </button>
        </>
      )}
    </main>
  );
}
