import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG data URL for an <img>, at error correction M (15 % of the code
 * may be hidden by a glare or a finger), with `margin` modules of quiet zone; null until drawn
 * (a new text is never shown with the last one's code).
 */
export function useQrImage(text: string, margin: number): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin })
      .then((svg) => current && setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text, margin]);
  return drawn?.text === text ? drawn.url : null;
}
