import { decodeDescription } from './local-link';
import { FINGERPRINT } from './table-crypto';

// A shared table is known by one short code: the key that encrypts everything its devices
// say to each other, and (hashed) the room the signaling server introduces them in. The link
// and the QR code carry the code after `#`, which no server ever receives.

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters, 60 bits: shown as XXXX-XXXX-XXXX. */
export const CODE_LENGTH = 12;

/**
 * Public signaling servers (y-webrtc's own, and the one its README names), tried together: the
 * default until Settings name others, after this app's own origin's /signal when it has one
 * (defaultSignaling in table-network.ts). Neither is promised to stay up.
 */
export const DEFAULT_SIGNALING = ['wss://y-webrtc-eu.fly.dev', 'wss://signaling.yjs.dev'];
/** A public STUN server, so that phones on mobile data find a way to the tablet; Settings may clear it. */
export const DEFAULT_ICE_SERVERS = ['stun:stun.l.google.com:19302'];

export function newTableCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return code;
}

/** A typed code: any case, spaces and dashes allowed, O read as 0 and I or L as 1. Null if it is not one. */
export function normalizeCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}

export const formatCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

const hex = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The room the signaling server introduces devices in, which it sees: a hash of the code's
 * first four characters only, so that the server learns at most 20 of the key's 60 bits. A
 * code wrong after those four meets the table's devices there and still connects to none:
 * every signaling message is encrypted with the whole code (y-webrtc's password).
 */
export async function roomOf(code: string): Promise<string> {
  return `databook-${(await hex(`databook-room:${code.slice(0, 4)}`)).slice(0, 24)}`;
}

/** The table's id, which marks the copies of sheets brought to it: a hash of the whole code. */
export async function tableIdOf(code: string): Promise<string> {
  return `t${(await hex(`databook-table:${code}`)).slice(0, 31)}`;
}

/** The signaling "server" of a table without internet, the GM's page (local-hub.ts): an address no network answers (.invalid). */
export const HUB_URL = 'ws://databook-hub.invalid/';

/** Whether a table's signaling list is the hub alone: its devices meet by QR codes. */
export const isLocalTable = (signaling: readonly string[]) => signaling.length === 1 && signaling[0] === HUB_URL;

/** ws:// or wss:// only: anything else is not a signaling server. */
export function isSignalingUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && text.length <= 300;
  } catch {
    return false;
  }
}

/** stun:, turn: or turns: followed by a host. */
export const isIceUrl = (text: string) => /^(stun|turns?):[^\s]{1,290}$/.test(text);

/** turn: or turns: followed by a host: a server that relays when no direct path exists. */
export const isTurnUrl = (text: string) => /^turns?:[^\s]{1,290}$/.test(text);

/** A TURN username or credential as Settings keep it: 1 to 200 characters, no control characters. */
export const isTurnSecret = (text: string) => text.length >= 1 && text.length <= 200 && [...text].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f);

/**
 * The link a player opens (or the QR code holds): this app's /join, the code, the signaling
 * servers and the fingerprint of the GM's signing key (`k`), so that the players know which
 * member is the GM (table-crypto.ts).
 */
export function tableLink(origin: string, code: string, signaling: readonly string[], gmKey?: string): string {
  const params = new URLSearchParams({ t: formatCode(code) });
  if (signaling.length > 0) params.set('s', signaling.join(' '));
  if (gmKey) params.set('k', gmKey);
  return `${origin}/join#${params.toString()}`;
}

/**
 * The link of a table without internet (the GM's QR code, local-invite.tsx): the code, the GM's
 * key and the GM's offer (`o`, local-link.ts) instead of signaling servers.
 */
export function localTableLink(origin: string, code: string, gmKey: string | undefined, offer: string): string {
  const params = new URLSearchParams({ t: formatCode(code), ...(gmKey ? { k: gmKey } : {}), o: offer });
  return `${origin}/join#${params.toString()}`;
}

export interface TableLink {
  code: string;
  signaling: string[] | null;
  gmKey: string | null;
  /** A table without internet: the GM's offer, which the phone answers (local-link.ts). */
  offer: string | null;
}

/** What a /join link's fragment says; null when it names no valid code. Unusable servers, and a key that is none, are dropped. */
export function parseTableLink(hash: string): TableLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = normalizeCode(params.get('t') ?? '');
  if (!code) return null;
  const listed = params.get('s');
  const signaling = listed === null ? null : listed.split(/\s+/).filter(isSignalingUrl).slice(0, 20);
  const gmKey = params.get('k');
  const offer = params.get('o');
  return {
    code, signaling: signaling && signaling.length > 0 ? signaling : null, gmKey: gmKey && FINGERPRINT.test(gmKey) ? gmKey : null,
    offer: offer && decodeDescription(offer) ? offer : null,
  };
}

/**
 * Every peer connection's data channel is agreed beforehand (the same id on both devices), not
 * announced by the device that offers. When two devices offer to each other at once, y-webrtc
 * 10.3.0 may answer the other's offer with the connection it began itself: with announced
 * channels each device then writes to its own channel and the other never reads it (both say
 * "connected", and no change crosses). With one agreed channel it is the same either way.
 */
export const PEER_CHANNEL = { negotiated: true, id: 0 } as const;
