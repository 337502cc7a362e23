import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { loadNamespaces } from '../../i18n/i18n';
import { InviteDialog } from './invite-dialog';
import { isLocalTable } from './local-hub';
import { LinkAnswerDialog, Relink } from './local-join';
import { closeTable, dismissEnded, leaveTable, resumeTable } from './table-session';
import { TableNetworkStatus } from './table-network-status';
import { useTable } from './use-table';

const bar = 'flex flex-wrap items-center gap-2 border-b px-3 py-1 text-sm';

/**
 * On every screen while this browser is at a shared table: who it is there, whether the
 * table is reachable, and the way to the table view, the invitation (GM) and out.
 */
export function TableBar() {
  const { t, ready } = useTranslation(['table', 'rules']);
  const record = useTable((s) => s.record);
  const peers = useTable((s) => s.peers);
  const signaling = useTable((s) => s.signaling);
  const ended = useTable((s) => s.ended);
  const invalid = useTable((s) => s.invalid);
  const refused = useTable((s) => s.refused);
  const wrongCode = useTable((s) => s.wrongCode);
  const keysKept = useTable((s) => s.keysKept);
  const lastRemote = useTable((s) => s.lastRemote);
  // A player's phone says when the GM's turn order reaches one of its sheets.
  const myTurn = useTable((s) => {
    const turn = s.view?.turn;
    return turn && s.record?.sheets.includes(turn) ? s.view?.rows.find((row) => row.id === turn)?.name ?? null : null;
  });
  const [inviting, setInviting] = useState(false);
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    void loadNamespaces(['table', 'rules']);
    // A reload, or another tab that joined: the stored table opens again here.
    void resumeTable();
  }, []);

  if (!ready) return null;
  if (!record) {
    if (ended !== 'closed') return null;
    return (
      <div role="status" className={`${bar} border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-800 dark:bg-sky-900 dark:text-sky-50`}>
        <p className="flex-1 basis-60">{t('bar.closed')}</p>
        <Button onClick={dismissEnded}>{t('bar.dismiss')}</Button>
      </div>
    );
  }
  const gm = record.role === 'gm';
  const state = peers > 0 ? 'connected' : signaling ? 'waiting' : 'offline';
  return (
    <section aria-label={t('bar.label')} className={`${bar} border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950`}>
      <p className="flex flex-1 basis-60 items-center gap-2">
        <span aria-hidden="true" className={`inline-block size-3 rounded-full ${state === 'connected' ? 'bg-emerald-600' : state === 'waiting' ? 'bg-amber-500' : 'bg-slate-400'}`} />
        <span data-testid="table-status">
          {gm && record.name === t('start.defaultName') ? t('bar.role.gmDefault') : t(`bar.role.${record.role}`, { name: record.name })}{' · '}
          {state === 'connected' ? t('bar.connected', { count: peers }) : t(`bar.${state}`)}
        </span>
      </p>
      <TableNetworkStatus />
      {myTurn && (
        <p role="status" className="basis-full font-semibold text-indigo-900 dark:text-indigo-100" data-testid="table-my-turn">{t('bar.yourTurn', { name: myTurn })}</p>
      )}
      {gm && lastRemote && (
        <p role="status" className="basis-full break-words text-slate-700 dark:text-slate-300" data-testid="table-last-remote">
          {t('bar.lastRemote', { sheet: lastRemote.sheetName, action: t(`rules:actions.${lastRemote.action}` as 'rules:actions.damage'), by: lastRemote.by })}
        </p>
      )}
      {invalid > 0 && <p role="alert" className="basis-full text-amber-800 dark:text-amber-200">{t('bar.invalid', { count: invalid })}</p>}
      {refused > 0 && <p role="alert" className="basis-full text-amber-800 dark:text-amber-200" data-testid="table-refused">{t('bar.refused', { count: refused })}</p>}
      {wrongCode > 0 && <p role="status" className="basis-full text-amber-800 dark:text-amber-200" data-testid="table-wrong-code">{t('bar.wrongCode')}</p>}
      {!keysKept && <p role="status" className="basis-full text-slate-700 dark:text-slate-300">{t('bar.keysNotKept')}</p>}
      <Link to="/table" className="flex min-h-11 items-center rounded-lg px-2 underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">{t('bar.view')}</Link>
      {gm && <Button onClick={() => setInviting(true)}>{t('bar.invite')}</Button>}
      {!gm && isLocalTable(record.signaling) && <Relink record={record} />}
      {!gm && isLocalTable(record.signaling) && <LinkAnswerDialog />}
      <Button tone="ghost" onClick={() => setEnding(true)}>{gm ? t('bar.close') : t('bar.leave')}</Button>
      {gm && <InviteDialog record={record} open={inviting} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={ending}
        title={gm ? t('bar.closeTitle') : t('bar.leaveTitle')}
        message={gm ? t('bar.closeMessage') : t('bar.leaveMessage')}
        confirmLabel={gm ? t('bar.close') : t('bar.leave')}
        cancelLabel={t('bar.stay')}
        onCancel={() => setEnding(false)}
        onConfirm={() => {
          setEnding(false);
          void (gm ? closeTable() : leaveTable());
        }}
      />
    </section>
  );
}
