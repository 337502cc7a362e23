import { holdMessages, type HeldChannel, type LinkChannel } from './link-channel';

// The one connection a table without internet makes by hand: the GM's tablet offers, a player's
// phone answers, each by showing the other a QR code (or its text). It carries nothing but the
// signaling the GM's hub relays (local-hub.ts); everything else forms over it by itself.
//
// An offer or answer is cut to what the two devices cannot guess: the ICE username fragment and
// password, the DTLS certificate's SHA-256 fingerprint (32 bytes, in base64url), and the
// addresses and ports to try. The rest of the session description is the same for every data
// channel, and is written back around them (`expand`), so that the QR code stays small enough
// to read at arm's length.

/** How long to wait for the addresses of this device (no STUN server: a few milliseconds, usually). */
const GATHER_MS = 4000;
/** At most this many addresses go into a code. */
const MAX_CANDIDATES = 4;
/** The channel both sides agree on beforehand (no announcement to wait for). */
const LINK_CHANNEL = { negotiated: true, id: 0 } as const;

/** A link's channel on `pc`: the one both sides agree on, its messages held for their reader. */
export const linkChannel = (pc: RTCPeerConnection): HeldChannel => holdMessages(pc.createDataChannel('hub', LINK_CHANNEL) as LinkChannel & RTCDataChannel);

export interface LinkDescription {
  ufrag: string;
  pwd: string;
  /** The certificate's SHA-256 fingerprint, base64url. */
  fingerprint: string;
  candidates: { address: string; port: number }[];
}

const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/;
const BASE64URL = /^[\w-]{43}$/;
/** An IPv4 or IPv6 address, or an mDNS name (a UUID and .local). */
const ADDRESS = /^(?:[\d.]{7,15}|[\da-fA-F:]{2,39}|[\da-fA-F-]{36}\.local)$/;

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** A SHA-256 fingerprint as SDP writes it (32 hex pairs and colons) in base64url. */
export const fingerprintFromHex = (hex: string) => toBase64Url(Uint8Array.from(hex.split(':'), (pair) => parseInt(pair, 16)));

/** The parts of a session description that a code carries; null when it lacks one. */
export function describe(sdp: string): LinkDescription | null {
  const ufrag = /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1];
  const pwd = /^a=ice-pwd:(\S+)/m.exec(sdp)?.[1];
  const hex = /^a=fingerprint:sha-256 ([\dA-Fa-f:]+)/m.exec(sdp)?.[1];
  if (!ufrag || !pwd || !hex) return null;
  const fingerprint = fingerprintFromHex(hex);
  const candidates: LinkDescription['candidates'] = [];
  for (const [, address, port] of sdp.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (?:host|srflx)/gim)) {
    if (address && ADDRESS.test(address) && !candidates.some((other) => other.address === address && other.port === Number(port))) candidates.push({ address, port: Number(port) });
  }
  return { ufrag, pwd, fingerprint, candidates: candidates.slice(0, MAX_CANDIDATES) };
}

/**
 * A description as a code's text: fields joined by "*", each address and its port by "_" (two
 * characters a URL's fragment keeps as they are, so that the link stays short).
 */
export function encodeDescription(description: LinkDescription): string {
  return [description.ufrag, description.pwd, description.fingerprint, ...description.candidates.map(({ address, port }) => `${address}_${port}`)].join('*');
}

/** A code's text read back; null for anything that is not one (a typo, another QR code). */
export function decodeDescription(text: string): LinkDescription | null {
  const [ufrag = '', pwd = '', fingerprint = '', ...rest] = text.trim().split('*');
  if (!ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd) || !BASE64URL.test(fingerprint) || rest.length === 0 || rest.length > MAX_CANDIDATES) return null;
  const candidates: LinkDescription['candidates'] = [];
  for (const part of rest) {
    const [address = '', port = ''] = part.split('_');
    const number = Number(port);
    if (!ADDRESS.test(address) || !/^\d{1,5}$/.test(port) || number < 1 || number > 65535) return null;
    candidates.push({ address, port: number });
  }
  return { ufrag, pwd, fingerprint, candidates };
}

/** The whole session description of a data channel around a code's parts. */
export function expand(description: LinkDescription, type: 'offer' | 'answer'): string {
  const hex = [...fromBase64Url(description.fingerprint)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...description.candidates.map(({ address, port }, index) => `a=candidate:${index + 1} 1 udp ${2122260223 - index} ${address} ${port} typ host generation 0`),
    `a=ice-ufrag:${description.ufrag}`,
    `a=ice-pwd:${description.pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${hex}`,
    `a=setup:${type === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Waits until the connection has its addresses (or GATHER_MS: then what it has). */
export function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_MS);
  });
}

export interface Link {
  /** The code to show the other device. */
  text: string;
  /** Its messages wait for `release` (local-spares.ts `linked`). */
  channel: HeldChannel;
  /** Resolves when the channel opens. */
  opened: Promise<void>;
  close(): void;
}

export class LinkError extends Error {
  constructor(readonly reason: 'unreadable' | 'noAddress') {
    super(reason);
  }
}

function start(iceServers: RTCIceServer[]) {
  const pc = new RTCPeerConnection({ iceServers });
  const channel = linkChannel(pc);
  const opened = new Promise<void>((resolve, reject) => {
    channel.addEventListener('open', () => resolve());
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') reject(new Error(pc.connectionState));
    });
  });
  opened.catch(() => undefined);
  // Once open, a failed connection closes the channel, so the hub and the uplink see it go.
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed') channel.close();
  });
  return { pc, channel, opened, close: () => pc.close() };
}

async function ownCode(pc: RTCPeerConnection): Promise<string> {
  await gathered(pc);
  const description = describe(pc.localDescription?.sdp ?? '');
  if (!description || description.candidates.length === 0) throw new LinkError('noAddress');
  return encodeDescription(description);
}

/** The GM's side: an offer to show; `accept` takes the player's answer. */
export async function offerLink(iceServers: RTCIceServer[] = []): Promise<Link & { accept(answer: string): Promise<void> }> {
  const link = start(iceServers);
  try {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const text = await ownCode(link.pc);
    return {
      ...link,
      text,
      accept: async (answer: string) => {
        const description = decodeDescription(answer);
        if (!description) throw new LinkError('unreadable');
        await link.pc.setRemoteDescription({ type: 'answer', sdp: expand(description, 'answer') });
      },
    };
  } catch (error) {
    link.close();
    throw error;
  }
}

/** A player's side: the answer to the GM's offer, to show the GM. */
export async function answerLink(offer: string, iceServers: RTCIceServer[] = []): Promise<Link> {
  const description = decodeDescription(offer);
  if (!description) throw new LinkError('unreadable');
  const link = start(iceServers);
  try {
    await link.pc.setRemoteDescription({ type: 'offer', sdp: expand(description, 'offer') });
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    return { ...link, text: await ownCode(link.pc) };
  } catch (error) {
    link.close();
    throw error;
  }
}
