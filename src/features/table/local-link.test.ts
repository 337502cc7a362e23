// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeDescription, describe as describeSdp, encodeDescription, expand, type LinkDescription } from './local-link';
import { localTableLink, parseTableLink } from './table-code';

// A data-channel offer as Chromium writes one (RFC 8866 / 8839 / 8841 lines): two UDP host
// candidates as mDNS names, one as an address, a TCP one, and a repeated one.
const FINGERPRINT_HEX = '6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D6:B1:E2:3D:CE';
const CHROMIUM_OFFER = [
  'v=0',
  'o=- 8923464218837374221 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 49203 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 10.77.0.1',
  'a=candidate:1467250027 1 udp 2122260223 3f1c2a7e-9b7d-4c55-8d13-2b1c0e9b5a11.local 49203 typ host generation 0 network-id 1',
  'a=candidate:2999745851 1 udp 2122194687 10.77.0.1 51730 typ host generation 0 network-id 2',
  'a=candidate:1467250027 1 udp 2122260223 3f1c2a7e-9b7d-4c55-8d13-2b1c0e9b5a11.local 49203 typ host generation 0 network-id 1',
  'a=candidate:4233069003 1 tcp 1518280447 10.77.0.1 9 typ host tcptype active generation 0 network-id 2',
  'a=ice-ufrag:Wq7x',
  'a=ice-pwd:k3B+/TmQ0xW8rL1fJ2pZs9Yv',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FINGERPRINT_HEX}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('a link code (the offer or answer of a table without internet)', () => {
  it('keeps what the other device cannot guess: the ICE credentials, the certificate fingerprint and the UDP addresses, once each', () => {
    const description = describeSdp(CHROMIUM_OFFER)!;
    expect(description.ufrag).toBe('Wq7x');
    expect(description.pwd).toBe('k3B+/TmQ0xW8rL1fJ2pZs9Yv');
    // 32 bytes of SHA-256 in base64url, no padding.
    expect(description.fingerprint).toMatch(/^[\w-]{43}$/);
    expect(description.candidates).toEqual([
      { address: '3f1c2a7e-9b7d-4c55-8d13-2b1c0e9b5a11.local', port: 49203 },
      { address: '10.77.0.1', port: 51730 },
    ]);
  });

  it('is refused when a description lacks its credentials or fingerprint', () => {
    expect(describeSdp(CHROMIUM_OFFER.replace(/a=ice-pwd:.*\r\n/, ''))).toBeNull();
    expect(describeSdp(CHROMIUM_OFFER.replace(/a=fingerprint:.*\r\n/, ''))).toBeNull();
  });

  it('reads back as it was written', () => {
    const description = describeSdp(CHROMIUM_OFFER)!;
    expect(decodeDescription(encodeDescription(description))).toEqual(description);
  });

  it('expands to a session description with the same credentials, fingerprint and addresses, in the role of its side', () => {
    const description = describeSdp(CHROMIUM_OFFER)!;
    const offer = expand(description, 'offer');
    expect(offer).toContain('a=ice-ufrag:Wq7x\r\n');
    expect(offer).toContain('a=ice-pwd:k3B+/TmQ0xW8rL1fJ2pZs9Yv\r\n');
    expect(offer).toContain(`a=fingerprint:sha-256 ${FINGERPRINT_HEX}\r\n`);
    expect(offer).toContain(' 10.77.0.1 51730 typ host');
    expect(offer).toContain('a=setup:actpass\r\n');
    expect(offer).toMatch(/^m=application 9 UDP\/DTLS\/SCTP webrtc-datachannel$/m);
    expect(expand(description, 'answer')).toContain('a=setup:active\r\n');
    expect(describeSdp(offer)).toEqual(description);
  });

  it('refuses text that is not one: another QR code, a cut-off code, an address that is a host name, a port out of range, a short fingerprint, five addresses', () => {
    const good = encodeDescription(describeSdp(CHROMIUM_OFFER)!);
    expect(decodeDescription('https://databook.example/join#t=ABCD-EFGH-JKMN')).toBeNull();
    expect(decodeDescription(good.slice(0, 40))).toBeNull();
    expect(decodeDescription(good.replace('10.77.0.1', 'evil.example'))).toBeNull();
    expect(decodeDescription(good.replace('_51730', '_70000'))).toBeNull();
    const cut = good.split('*');
    cut[2] = cut[2]!.slice(0, 20);
    expect(decodeDescription(cut.join('*'))).toBeNull();
    const five: LinkDescription = { ...describeSdp(CHROMIUM_OFFER)!, candidates: Array.from({ length: 5 }, (_, index) => ({ address: `10.0.0.${index + 1}`, port: 5000 })) };
    expect(decodeDescription(encodeDescription(five))).toBeNull();
  });

  it('fits the GM\'s link in a QR code read at arm\'s length: under 331 characters (version 13 at level M) with four mDNS addresses', () => {
    const uuid = '3f1c2a7e-9b7d-4c55-8d13-2b1c0e9b5a11.local';
    const widest: LinkDescription = { ...describeSdp(CHROMIUM_OFFER)!, candidates: Array.from({ length: 2 }, (_, index) => ({ address: uuid.replace('3f1c', `3f1${index}`), port: 65535 })) };
    const link = localTableLink('https://databook.example.org', 'ABCDEFGHJKMN', 'AbCdEfGhIjKlMnOpQrSt_-', encodeDescription(widest));
    expect(link.length).toBeLessThan(331);
    const read = parseTableLink(new URL(link).hash);
    expect(read).toMatchObject({ code: 'ABCDEFGHJKMN', gmKey: 'AbCdEfGhIjKlMnOpQrSt_-', signaling: null });
    expect(decodeDescription(read!.offer!)).toEqual(widest);
  });

  it('is dropped from a link when it is not one', () => {
    expect(parseTableLink('#t=ABCD-EFGH-JKMN&o=nonsense')?.offer).toBeNull();
  });
});
