import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { hub } from './local-hub';
import { decodeDescription, LinkError, offerLink, type Link } from './local-link';
import { linked as linkedNow } from './local-spares';
import { ReadCode, ShowCode } from './local-code';
import { localTableLink } from './table-code';
import type { TableRecord } from './table-record';

type Offer = Link & { accept(answer: string): Promise<void> };
type Status = 'preparing' | 'waiting' | 'connecting' | 'linked' | 'failed' | 'noAddress';

const useLinked = () => useSyncExternalStore((listener) => hub.subscribe(listener), () => hub.linked);

/**
 * The GM's invitation to a table without internet, one player at a time: the tablet shows an
 * offer (a /join link carrying the code, the GM's key and the offer, so that a phone's own
 * camera app opens it too), the phone answers with a code of its own, and the tablet reads
 * that. Once linked, the next player gets a fresh offer (each connection takes one).
 */
export function LocalInvite({ record, onClose }: { record: TableRecord; onClose: () => void }) {
  const { t } = useTranslation('table');
  const linked = useLinked();
  /** The offer made for this round (a new round: a new offer, the last one answered or given up). */
  const [made, setMade] = useState<{ round: number; offer: Offer } | null>(null);
  const [status, setStatus] = useState<Status>('preparing');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  /** The offer shown and not answered: closed when another replaces it or the dialog closes. */
  const open = useRef<Offer | null>(null);

  useEffect(() => {
    let current = true;
    offerLink().then(
      (offer) => {
        if (!current) return offer.close();
        open.current = offer;
        setMade({ round, offer });
        setStatus((before) => (before === 'linked' ? before : 'waiting'));
      },
      (error: unknown) => current && setStatus(error instanceof LinkError && error.reason === 'noAddress' ? 'noAddress' : 'failed'),
    );
    return () => {
      current = false;
      open.current?.close();
      open.current = null;
    };
  }, [round]);

  const read = useCallback((text: string) => {
    const shown = open.current;
    if (!shown) return false;
    // The phone's answer is its code alone; a link (this tablet's own offer read back, another table's invitation) is not one.
    const answer = text.trim();
    if (!decodeDescription(answer)) {
      setRefusal(t('local.notAnswer'));
      return false;
    }
    setRefusal(null);
    open.current = null;
    shown.accept(answer).then(
      () => {
        setStatus('connecting');
        shown.opened.then(
          () => {
            linkedNow(shown.channel, 'hub', record.code);
            setStatus('linked');
            setRound((value) => value + 1);
          },
          () => setStatus('failed'),
        );
      },
      () => {
        open.current = shown;
        setRefusal(t('local.notAnswer'));
      },
    );
    return true;
  }, [t, record.code]);

  const offer = made?.round === round ? made.offer : null;
  const link = offer ? localTableLink(window.location.origin, record.code, record.gmKey, offer.text) : null;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" data-testid="local-status" className="font-medium">
        {t(`local.status.${status}`, { count: linked })}
        {status !== 'linked' && linked > 0 ? ` ${t('local.status.linked', { count: linked })}` : ''}
      </p>
      <h3 className="font-semibold">{t('local.step1')}</h3>
      {link ? <ShowCode text={link} alt={t('local.offerAlt')} testId="local-offer" /> : <div className="aspect-square w-full max-w-96" aria-hidden="true" />}
      <h3 className="font-semibold">{t('local.step2')}</h3>
      {offer && status !== 'connecting' ? (
        <ReadCode key={offer.text} facing="user" scanLabel={t('local.scanAnswer')} pasteLabel={t('local.pasteAnswer')} onRead={read} refusal={refusal} />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {(status === 'failed' || status === 'connecting') && <Button onClick={() => setRound((value) => value + 1)}>{t('local.newCode')}</Button>}
        <Button tone="primary" onClick={onClose}>{t('invite.done')}</Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('invite.keySecret')}</p>
    </div>
  );
}
