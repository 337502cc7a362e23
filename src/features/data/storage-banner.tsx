import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { withEngine } from '../../app/engine';
import { appStatus, dismissNotice, type PersistenceStatus, type StorageNotice } from '../../store/persistence/status';

// The banner shows on every screen, but only once persistence has found trouble: the root
// layout loads it (and the `data` words) then. Its export code loads later still, when the user
// asks for it (use-persistence.ts and the file format).
const persistenceActions = () => import('./use-persistence');
const usePersistenceStatus = <T,>(selector: (status: PersistenceStatus) => T) => useStore(appStatus, selector);

const action = 'min-h-11 min-w-11 rounded border border-current px-3 font-medium focus-visible:outline focus-visible:outline-2';

/** App-wide banner for storage trouble: full or unavailable storage, a newer version's data, a sheet deleted in another tab. */
export function StorageBanner() {
  const { t } = useTranslation('data');
  const problems = usePersistenceStatus((status) => status.problems);
  const notices = usePersistenceStatus((status) => status.notices);
  const unreadable = usePersistenceStatus((status) => status.unreadable.length);
  if (problems.length === 0 && notices.length === 0 && unreadable === 0) return null;

  return (
    <section aria-label={t('banner.label')} className="flex flex-col gap-2 px-3 py-2">
      {problems.map((problem) => (
        <div key={problem} role="alert" className="flex flex-wrap items-center gap-2 rounded bg-amber-100 p-3 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          <p className="flex-1 basis-60">{t(`banner.${problem}`)}</p>
          {problem === 'newer' ? (
            <button type="button" className={action} onClick={() => window.location.reload()}>{t('banner.reload')}</button>
          ) : (
            <button type="button" className={action} onClick={() => void persistenceActions().then((actions) => actions.exportAllSheets())}>{t('banner.exportNow')}</button>
          )}
        </div>
      ))}
      {unreadable > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded bg-slate-100 p-3 dark:bg-slate-800">
          <p className="flex-1 basis-60">{t('banner.unreadable', { count: unreadable })}</p>
          <button type="button" className={action} onClick={() => void persistenceActions().then((actions) => actions.downloadUnreadable())}>{t('banner.downloadUnreadable')}</button>
        </div>
      )}
      {notices.map((notice) => (
        <div key={notice.id} role="status" className="flex flex-wrap items-center gap-2 rounded bg-sky-100 p-3 text-sky-950 dark:bg-sky-900 dark:text-sky-50">
          <div className="flex-1 basis-60 break-words">
            {notice.kind === 'log-missing' ? (
              <p>{t('banner.logMissing', { name: notice.sheetName, count: notice.count })}</p>
            ) : (
              <p>{t('banner.deletedElsewhere', { name: notice.sheetName })}</p>
            )}
          </div>
          {notice.kind === 'deleted-elsewhere' && <KeepCopy notice={notice} />}
          <button type="button" className={action} onClick={() => dismissNotice(appStatus, notice.id)}>{t('banner.dismiss')}</button>
        </div>
      ))}
    </section>
  );
}

/** Keeps this tab's copy of a sheet deleted in another tab as a new sheet, and opens it. */
function KeepCopy({ notice }: { notice: Extract<StorageNotice, { kind: 'deleted-elsewhere' }> }) {
  const { t } = useTranslation('data');
  // A notice comes from persistence, so the engine has started already.
  const keep = () => withEngine(({ store }) => {
    const id = store.getState().keepCopy(notice.copy);
    dismissNotice(appStatus, notice.id);
    // A plain navigation: the banner sits outside the router's tree on every screen.
    window.history.pushState(null, '', `/sheet/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return <button type="button" className={action} onClick={keep}>{t('banner.keepCopy')}</button>;
}
