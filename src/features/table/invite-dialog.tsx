import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { isLocalTable } from './local-hub';
import { LocalInvite } from './local-invite';
import { formatCode, tableLink } from './table-code';
import type { TableRecord } from './table-record';

/**
 * How players reach the table: a QR code for the phone's camera, the link itself, and the
 * short code to type. All three carry the table's key, so the dialog says to share them only
 * with the table.
 */
export function InviteDialog({ record, open, onClose }: { record: TableRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('table');
  const link = tableLink(window.location.origin, record.code, record.signaling, record.gmKey);
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (current) setQr({ link, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, link]);

  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
  };

  if (isLocalTable(record.signaling)) {
    return (
      <Dialog open={open} onClose={onClose} title={t('local.title')} description={t('local.description')}>
        <LocalInvite record={record} onClose={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} title={t('invite.title')} description={t('invite.description')}>
      <div className="flex flex-col items-center gap-3">
        {qr?.link === link ? (
          <img src={qr.url} alt={t('invite.qrAlt')} className="size-64 max-w-full rounded bg-white p-1" />
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
    </Dialog>
  );
}
