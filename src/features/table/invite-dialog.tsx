import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { isLocalTable } from './local-hub';
import { LocalInvite } from './local-invite';
import { useQrImage } from './qr-image';
import { formatCode, tableLink } from './table-code';
import type { TableRecord } from './table-record';

/**
 * How players reach the table: a QR code for the phone's camera, the link itself, and the
 * short code to type. All three carry the table's key, so the dialog says to share them only
 * with the table. A table without internet invites one phone at a time instead (local-invite.tsx).
 */
export function InviteDialog({ record, open, onClose }: { record: TableRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('table');
  const local = isLocalTable(record.signaling);
  return (
    <Dialog open={open} onClose={onClose} title={t(local ? 'local.title' : 'invite.title')} description={t(local ? 'local.description' : 'invite.description')}>
      {local ? <LocalInvite record={record} onClose={onClose} /> : <ServerInvite record={record} onClose={onClose} />}
    </Dialog>
  );
}

/** The invitation of a table whose devices meet through signaling servers (drawn only while the dialog is open). */
function ServerInvite({ record, onClose }: { record: TableRecord; onClose: () => void }) {
  const { t } = useTranslation('table');
  const link = tableLink(window.location.origin, record.code, record.signaling, record.gmKey);
  const qr = useQrImage(link, 2);
  const [copied, setCopied] = useState(false);

  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <div className="flex flex-col items-center gap-3">
      {qr ? (
        <img src={qr} alt={t('invite.qrAlt')} className="size-64 max-w-full rounded bg-white p-1" />
      ) : (
        <div className="size-64" aria-hidden="true" />
      )}
      <p className="text-center">
        {t('invite.code')}{' '}
        <strong className="font-mono text-2xl tracking-wider" data-testid="table-code">{formatCode(record.code)}</strong>
      </p>
      <label className="flex w-full flex-col gap-1 text-sm">
        {t('invite.link')}
        <input readOnly value={link} data-testid="table-link" className="min-h-11 w-full rounded-lg border border-slate-400 bg-slate-50 px-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-950" onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p role="status" className="text-sm">{copied ? t('invite.copied') : ''}</p>
      <div className="flex flex-wrap justify-end gap-2 self-stretch">
        <Button onClick={copy}>{t('invite.copy')}</Button>
        <Button tone="primary" onClick={onClose}>{t('invite.done')}</Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('invite.keySecret')}</p>
    </div>
  );
}
