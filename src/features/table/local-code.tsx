import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useQrImage } from './qr-image';

// The two halves of a table without internet's handshake, as the screens show them: a code to
// show (a QR code large enough to read from arm's length, and its text to copy), and a code to
// read (the camera, or the text pasted).

const QrScanner = lazy(() => import('./qr-scanner').then((module) => ({ default: module.QrScanner })));

/**
 * A code as a QR code and as text. Error correction M and the standard's four-module quiet
 * zone (qr-image.ts); the image fills the dialog's width up to 24 rem, about 5 px a module for
 * an offer, which a phone's camera reads at 50 cm.
 */
export function ShowCode({ text, alt, testId }: { text: string; alt: string; testId: string }) {
  const { t } = useTranslation('table');
  const svg = useQrImage(text, 4);
  /** The text last copied (a new code is not "copied"). */
  const [copied, setCopied] = useState<string | null>(null);
  const fieldId = useId();

  const copy = () => void navigator.clipboard?.writeText(text).then(() => setCopied(text), () => setCopied(null));

  return (
    <div className="flex w-full flex-col items-center gap-2">
      {svg ? (
        <img src={svg} alt={alt} data-testid={testId} className="aspect-square w-full max-w-96 rounded bg-white [image-rendering:pixelated]" />
      ) : (
        <div className="aspect-square w-full max-w-96" aria-hidden="true" />
      )}
      <details className="w-full">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">{t('local.asText')}</summary>
        <label htmlFor={fieldId} className="sr-only">{t('local.asText')}</label>
        <textarea id={fieldId} readOnly value={text} rows={3} data-testid={`${testId}-text`} onFocus={(event) => event.currentTarget.select()} className="w-full rounded-lg border border-slate-400 bg-slate-50 p-2 font-mono text-xs break-all dark:border-slate-600 dark:bg-slate-950" />
        <div className="flex items-center gap-2">
          <Button onClick={copy}>{t('local.copy')}</Button>
          <span role="status" className="text-sm">{copied === text ? t('local.copied') : ''}</span>
        </div>
      </details>
    </div>
  );
}

/**
 * Reads the other device's code: the camera once asked to, or its text pasted. `onRead` says
 * whether the text is the code wanted; when it is not, `refusal` is shown and reading goes on.
 */
export function ReadCode({ facing, scanLabel, pasteLabel, onRead, refusal }: {
  facing: 'user' | 'environment';
  scanLabel: string;
  pasteLabel: string;
  onRead: (text: string) => boolean;
  refusal: string | null;
}) {
  const { t } = useTranslation('table');
  const [scanning, setScanning] = useState(false);
  const [pasted, setPasted] = useState('');
  const fieldId = useId();
  return (
    <div className="flex w-full flex-col gap-2">
      {scanning ? (
        <Suspense fallback={<div className="aspect-square w-full max-w-80" aria-hidden="true" />}>
          <QrScanner facing={facing} label={scanLabel} onRead={onRead} />
        </Suspense>
      ) : (
        <Button tone="primary" className="self-start" onClick={() => setScanning(true)}>{scanLabel}</Button>
      )}
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (pasted.trim()) onRead(pasted.trim());
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium">{pasteLabel}</label>
        <textarea id={fieldId} rows={2} value={pasted} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(event) => setPasted(event.target.value)} className="rounded-lg border border-slate-400 bg-white p-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-950" />
        <Button type="submit" className="self-start" disabled={!pasted.trim()}>{t('local.use')}</Button>
      </form>
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">{refusal ?? ''}</p>
    </div>
  );
}
