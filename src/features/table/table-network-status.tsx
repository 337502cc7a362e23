import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { tableNetwork, type TableNetworkState } from './table-network';

const useNetwork = <T,>(select: (state: TableNetworkState) => T) => useStore(tableNetwork, select);

/**
 * The table bar's word on the network: each signaling server by its host name, answering or
 * not, and, when a device is in the room with no connection to it, why and what to do.
 */
export function TableNetworkStatus() {
  const { t } = useTranslation('table');
  const servers = useNetwork((s) => s.servers);
  const trouble = useNetwork((s) => s.trouble);
  const turn = useNetwork((s) => s.turn);
  if (servers.length === 0) return null;
  return (
    <>
      <div className="basis-full text-slate-700 dark:text-slate-300">
        <span id="table-signaling-label">{t('bar.servers.label')}: </span>
        <ul aria-labelledby="table-signaling-label" data-testid="table-signaling" className="inline">
          {servers.map((server, index) => (
            <li key={server.url} className="inline">
              <span aria-hidden="true" className={`mr-1 inline-block size-2 rounded-full ${server.connected ? 'bg-emerald-600' : 'bg-slate-400'}`} />
              {t(server.connected ? 'bar.servers.connected' : 'bar.servers.down', { host: server.host })}
              {index < servers.length - 1 ? ' · ' : ''}
            </li>
          ))}
        </ul>
      </div>
      {trouble && (
        <div role="alert" data-testid="table-trouble" className="basis-full text-amber-900 dark:text-amber-100">
          <p>{t(`bar.trouble.${trouble}`)}</p>
          <p>
            {t(turn ? 'bar.trouble.fixTurn' : 'bar.trouble.fix')}{' '}
            <Link to="/settings" className="underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">{t('bar.trouble.settings')}</Link>
          </p>
        </div>
      )}
    </>
  );
}
