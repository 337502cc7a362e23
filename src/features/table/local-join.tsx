import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { subscribeUplink, uplinkOpen } from './local-hub';
import { linked, returning } from './local-spares';
import { answerLink, LinkError, type Link } from './local-link';
import { ReadCode, ShowCode } from './local-code';
import { parseTableLink, type TableLink } from './table-code';
import type { TableRecord } from './table-record';

// A player's phone at a table without internet: it reads the GM's code (camera or text), joins,
// and shows its answer until the GM's tablet has read it and the two are linked.

type AnswerStatus = 'preparing' | 'waiting' | 'linked' | 'failed' | 'noAddress';

interface AnswerState {
  text: string | null;
  status: AnswerStatus | null;
}

const answer = createStore<AnswerState>(() => ({ text: null, status: null }));
let pending: Link | null = null;

/** Answers the GM's offer (of the table `code`); the answer shows (LinkAnswerDialog) until the link opens. */
export function answerOffer(offer: string, code: string) {
  pending?.close();
  pending = null;
  answer.setState({ text: null, status: 'preparing' });
  answerLink(offer).then(
    (link) => {
      pending = link;
      answer.setState({ text: link.text, status: 'waiting' });
      link.opened.then(
        () => {
          if (pending !== link) return;
          pending = null;
          linked(link.channel, 'spoke', code);
          answer.setState({ text: null, status: 'linked' });
        },
        () => pending === link && answer.setState({ status: 'failed' }),
      );
    },
    (error: unknown) => answer.setState({ status: error instanceof LinkError && error.reason === 'noAddress' ? 'noAddress' : 'failed' }),
  );
}

/** Gives up an answer not read (the player closed it). */
function dismissAnswer() {
  pending?.close();
  pending = null;
  answer.setState({ text: null, status: null });
}

/** The GM's code read from text: a /join link with an offer; null for anything else. */
export function readGmCode(text: string): TableLink | null {
  try {
    const link = parseTableLink(new URL(text.trim()).hash);
    return link?.offer ? link : null;
  } catch {
    return null;
  }
}

/**
 * A dialog that reads the GM's code; `onLink` says why it is not the one wanted (then reading
 * goes on), or null (the caller closes the dialog).
 */
export function ScanGmCodeDialog({ open, onClose, title, description, onLink }: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  onLink: (link: TableLink) => string | null;
}) {
  const { t } = useTranslation('table');
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <ScanGmCode onLink={onLink} />
      <Button className="mt-2" onClick={onClose}>{t('answer.cancel')}</Button>
    </Dialog>
  );
}

/** The reader inside that dialog (its refusal goes with the dialog's content when it closes). */
function ScanGmCode({ onLink }: { onLink: (link: TableLink) => string | null }) {
  const { t } = useTranslation('table');
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ReadCode
      facing="environment"
      scanLabel={t('scan.gmCode')}
      pasteLabel={t('scan.paste')}
      refusal={refusal}
      onRead={(text) => {
        const link = readGmCode(text);
        const problem = link ? onLink(link) : t('scan.notGmCode');
        setRefusal(problem);
        return problem === null;
      }}
    />
  );
}

/** The phone's answer, shown until the GM's tablet has read it. */
export function LinkAnswerDialog() {
  const { t } = useTranslation('table');
  const { text, status } = useStore(answer);
  const open = status !== null && status !== 'linked';
  return (
    <Dialog open={open} onClose={dismissAnswer} title={t('answer.title')} description={t('answer.description')}>
      <div className="flex flex-col items-center gap-3">
        <p role="status" data-testid="answer-status" className="self-start font-medium">{status ? t(`answer.status.${status}`) : ''}</p>
        {text ? <ShowCode text={text} alt={t('answer.qrAlt')} testId="local-answer" /> : <div className="aspect-square w-full max-w-96" aria-hidden="true" />}
        <Button className="self-end" onClick={dismissAnswer}>{t('answer.cancel')}</Button>
      </div>
    </Dialog>
  );
}

const useUplinkOpen = () => useSyncExternalStore(subscribeUplink, uplinkOpen);

/**
 * The table bar's way back for a phone that lost its link (a reload, the GM's tablet slept):
 * no server remembers the devices, so the phone reads the GM's code again.
 */
export function Relink({ record }: { record: TableRecord }) {
  const { t } = useTranslation('table');
  const open = useUplinkOpen();
  const coming = useStore(returning, (state) => state.now);
  const [reading, setReading] = useState(false);
  if (open) return null;
  if (coming) return <p role="status" data-testid="table-returning">{t('scan.returning')}</p>;
  return (
    <>
      <Button onClick={() => setReading(true)}>{t('scan.relink')}</Button>
      <ScanGmCodeDialog
        open={reading}
        onClose={() => setReading(false)}
        title={t('scan.relinkTitle')}
        description={t('scan.relinkDescription')}
        onLink={(link) => {
          if (link.code !== record.code) return t('scan.otherTable');
          setReading(false);
          answerOffer(link.offer!, link.code);
          return null;
        }}
      />
    </>
  );
}
