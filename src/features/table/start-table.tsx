import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { CheckField } from '../../components/check-field';
import { TextField } from '../../components/text-field';
import { useAppStore } from '../../store/store';
import { HUB_URL, newTableCode } from './table-code';
import { defaultSignaling } from './table-network';
import type { TableRecord } from './table-record';
import { useAtTable } from './table-presence';

// Yjs, the provider and the QR code load when the GM starts a table, not with the GM screen.
const InviteDialog = lazy(() => import('./invite-dialog').then((module) => ({ default: module.InviteDialog })));

/** The GM screen's way to a shared table: a name to go by, then the invitation to show the players. */
export function StartTable() {
  const { t } = useTranslation('table');
  const atTable = useAtTable();
  const signaling = useAppStore((s) => s.settings.signaling);
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState('');
  const [local, setLocal] = useState(false);
  const [started, setStarted] = useState<TableRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const record: TableRecord = {
      code: newTableCode(), role: 'gm', name: name.trim() || t('start.defaultName'), sheets: [],
      // Without internet the devices meet through this tablet alone (local-hub.ts).
      signaling: local ? [HUB_URL] : signaling ?? (await defaultSignaling()), showNumbers: false,
    };
    try {
      const { openTable, tableSession } = await import('./table-session');
      await openTable(record);
      // The record as the table keeps it: with the GM's key, which the invitation pins.
      setStarted(tableSession.getState().record ?? record);
    } catch (error) {
      // Without Web Crypto (plain http:// on another address) no table can open; anything else is said as it is.
      return setProblem(globalThis.crypto?.subtle ? t('join.failed', { reason: String(error) }) : t('join.insecure'));
    }
    setAsking(false);
  };

  return (
    <>
      {!atTable && <Button onClick={() => setAsking(true)}>{t('start.button')}</Button>}
      <Dialog open={asking} onClose={() => setAsking(false)} title={t('start.title')} description={t('start.description')}>
        <form onSubmit={(event) => void start(event)} className="flex flex-col gap-3">
          <TextField label={t('start.name')} value={name} placeholder={t('start.defaultName')} onChange={(event) => setName(event.target.value)} maxLength={40} />
          <CheckField checked={local} onChange={(event) => setLocal(event.target.checked)} label={t('start.local')} />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('start.localHint')}</p>
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">{problem ?? ''}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={() => setAsking(false)}>{t('start.cancel')}</Button>
            <Button tone="primary" type="submit">{t('start.submit')}</Button>
          </div>
        </form>
      </Dialog>
      {started && (
        <Suspense fallback={null}>
          <InviteDialog record={started} open onClose={() => setStarted(null)} />
        </Suspense>
      )}
    </>
  );
}
