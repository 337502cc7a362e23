import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StorageBanner } from '../features/data/storage-banner';
import { PwaStatus } from './pwa/pwa-status';

export function RootLayout() {
  const { t } = useTranslation('app');
  return (
    <div className="mx-auto flex min-h-dvh max-w-5xl flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Link to="/" className="text-lg font-bold">{t('name')}</Link>
        <nav aria-label={t('nav.label')} className="ml-auto flex gap-1">
          <Link to="/" className="rounded px-3 py-2" activeProps={{ className: 'underline' }} activeOptions={{ exact: true }}>{t('nav.sheets')}</Link>
          <Link to="/gm" className="rounded px-3 py-2" activeProps={{ className: 'underline' }}>{t('nav.gm')}</Link>
          <Link to="/settings" className="rounded px-3 py-2" activeProps={{ className: 'underline' }}>{t('nav.settings')}</Link>
        </nav>
      </header>
      <StorageBanner />
      <PwaStatus />
      <main className="flex-1 p-3">
        <Outlet />
      </main>
    </div>
  );
}
