import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

// Reading a QR code with this device's camera: the browser's own barcode reader where it has
// one (Android's Chrome), otherwise jsQR, loaded only here. A frame is read five times a
// second until `onRead` accepts what it found.

type Decode = (frame: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLCanvasElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let decoder: Promise<Decode> | null = null;

/** The way this browser reads QR codes, found once. */
function qrDecoder(): Promise<Decode> {
  decoder ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
      const detector = new Native({ formats: ['qr_code'] });
      return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
    }
    const { default: jsQR } = await import('jsqr');
    return async (frame) => {
      const context = frame.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      const image = context.getImageData(0, 0, frame.width, frame.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
    };
  })();
  return decoder;
}

/** The largest side a frame is read at: enough for a code that fills a third of the picture. */
const FRAME = 720;

export type CameraProblem = 'denied' | 'none';

/**
 * The camera's picture and what it reads. `facing`: the camera to start with (a phone reads a
 * tablet with the one at its back; a tablet reads a phone held up to its screen with the front
 * one); a second camera can be switched to. `onRead` returns whether the text was the code
 * wanted (reading stops) or not (it says so and reads on).
 */
export function QrScanner({ facing, onRead, label }: { facing: 'user' | 'environment'; onRead: (text: string) => boolean; label: string }) {
  const { t } = useTranslation('table');
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState(facing);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const accept = useRef(onRead);
  useEffect(() => {
    accept.current = onRead;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const read = async (decode: Decode) => {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= 2 && element.videoWidth > 0) {
        const scale = Math.min(1, FRAME / Math.max(element.videoWidth, element.videoHeight));
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        canvas.getContext('2d', { willReadFrequently: true })?.drawImage(element, 0, 0, canvas.width, canvas.height);
        const text = await decode(canvas).catch(() => null);
        if (stopped) return;
        if (text !== null && accept.current(text)) return;
      }
      timer = setTimeout(() => void read(decode), 200);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('none');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: camera }, audio: false });
      } catch (error) {
        return setProblem((error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'none');
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      void read(await qrDecoder());
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [camera]);

  if (problem) return <p role="status" className="text-sm">{t(`scan.${problem}`)}</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      <video ref={video} muted playsInline aria-label={label} className="aspect-square w-full max-w-80 rounded-lg bg-black object-cover" data-testid="qr-camera" />
      <Button onClick={() => setCamera((current) => (current === 'user' ? 'environment' : 'user'))}>{t('scan.switch')}</Button>
    </div>
  );
}
