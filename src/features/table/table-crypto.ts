// What a shared table signs and agrees on, with Web Crypto only: ECDSA P-256 signatures over a
// canonical serialization (so every device signs and checks the very same bytes), short
// fingerprints of public keys (the table link pins the GM's), and the room and password of the
// private channel between two devices, derived (HKDF) from their ECDH P-256 agreement.
// Public keys travel as the raw point (65 bytes), base64url; signatures as 64 bytes (r‖s).

const SIGN = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN_WITH = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** A raw P-256 public key, base64url (65 bytes → 87 characters). */
export const PUBLIC_KEY = /^[\w-]{87}$/;
/** A P-256 signature, base64url (64 bytes → 86 characters). */
export const SIGNATURE = /^[\w-]{86}$/;
/** A key's fingerprint as the link carries it: 22 base64url characters of its SHA-256 (132 bits). */
export const FINGERPRINT = /^[\w-]{22}$/;

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * JSON with every object's keys in order and undefined members left out: the bytes a value is
 * signed as, the same on every device whatever order its keys were written or merged in.
 */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonical(item))).join(',')}]`;
  const keys = Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

const encode = (value: unknown) => new TextEncoder().encode(canonical(value));

export const newSigningPair = () => crypto.subtle.generateKey(SIGN, false, ['sign', 'verify']);
export const newAgreementPair = () => crypto.subtle.generateKey(DH, false, ['deriveBits']);

export async function exportPublic(key: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

export async function signValue(privateKey: CryptoKey, value: unknown): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign(SIGN_WITH, privateKey, encode(value))));
}

const verifiers = new Map<string, Promise<CryptoKey>>();

/** Whether `signature` is `publicKey`'s over `value`. Anything malformed is simply false. */
export async function verifyValue(publicKey: string, value: unknown, signature: unknown): Promise<boolean> {
  if (!PUBLIC_KEY.test(publicKey) || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
  try {
    let key = verifiers.get(publicKey);
    if (!key) {
      key = crypto.subtle.importKey('raw', fromBase64Url(publicKey), SIGN, false, ['verify']);
      verifiers.set(publicKey, key);
      key.catch(() => verifiers.delete(publicKey));
    }
    return await crypto.subtle.verify(SIGN_WITH, await key, fromBase64Url(signature), encode(value));
  } catch {
    return false;
  }
}

export async function fingerprintOf(publicKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64Url(publicKey)));
  return toBase64Url(digest).slice(0, 22);
}

export interface PairChannel {
  /** The room the signaling server introduces the two devices in (it sees this, nothing more). */
  room: string;
  /** y-webrtc's password: every message between the two is encrypted with it. */
  password: string;
}

/**
 * The private channel of two devices at a table: both derive the same room and password from
 * their ECDH agreement (each with its own private key and the other's public one), salted with
 * the table's id and bound to the two device ids. Nobody else can derive them.
 */
export async function pairChannel(ownPrivate: CryptoKey, otherPublic: string, tableId: string, devices: [string, string]): Promise<PairChannel> {
  const other = await crypto.subtle.importKey('raw', fromBase64Url(otherPublic), DH, false, []);
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: other }, ownPrivate, 256);
  const base = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  const info = new TextEncoder().encode(`databook-pair:${[...devices].sort().join(':')}`);
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(tableId), info }, base, 384));
  const hex = [...bits.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { room: `databook-pair-${hex}`, password: toBase64Url(bits.slice(16)) };
}
