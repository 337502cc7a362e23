import { z } from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { hub, setUplink } from './local-hub';
import type { HeldChannel, LinkChannel } from './link-channel';
import { decodeDescription, describe, encodeDescription, expand, fingerprintFromHex, gathered, linkChannel } from './local-link';

// Coming back without scanning: a table without internet has no server that remembers where a
// device is, and a page cannot listen for a connection. So while two devices are linked, each
// prepares the next link with the other beforehand, for the day it reloads:
//
// 1. Device A (either side) sends over the live link an "ask": the fingerprint of its own
//    certificate (kept in IndexedDB, the same after a reload) and an ICE username fragment and
//    password it picks for its next connection.
// 2. Device B makes a connection that waits for A: an offer, with A's future answer already set
//    as the remote description (A's credentials and fingerprint, no address: A's checks will
//    say where it is). B sends the offer back, and keeps that connection open.
// 3. A stores the offer with the credentials it picked.
// 4. After A reloads, it answers that stored offer with its stored certificate and credentials:
//    its connectivity checks reach B's waiting connection, which knows them, and the two are
//    linked again, as by the QR codes. The new link prepares its own spares at once.
//
// Both directions are prepared, so a phone that reloads comes back to the GM's tablet, and a
// GM's tablet that reloads comes back to every phone still at the table.

const DB = 'databook-links';
const STORE = 'certificate';
const SPARES_KEY = 'databook:table-spares';
/** How long a device that reloaded tries a stored spare before it offers the QR codes again. */
const SPARE_MS = 20_000;

type Side = 'hub' | 'spoke';

const ICE = /^[A-Za-z0-9+/]{4,256}$/;
const askSchema = z.object({ type: z.literal('spare-ask'), from: z.string().check(z.regex(/^[\w-]{8,40}$/)), ufrag: z.string().check(z.regex(ICE)), pwd: z.string().check(z.regex(ICE)), fingerprint: z.string().check(z.regex(/^[\w-]{43}$/)) });
const offerSchema = z.object({ type: z.literal('spare-offer'), from: z.string().check(z.regex(/^[\w-]{8,40}$/)), offer: z.string().check(z.maxLength(2000)) });
const storedSchema = z.object({
  code: z.string(),
  spares: z.record(z.string(), z.object({ offer: z.string(), ufrag: z.string(), pwd: z.string() })),
});

/** This page's name on the links (a reload keeps it: the other side keys its spare by it). */
function linkId(): string {
  const key = 'databook:link-id';
  let id = localStorage.getItem(key);
  if (!id || !/^[\w-]{8,40}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}

let certificate: Promise<RTCCertificate> | null = null;

/** This device's link certificate: made once, kept in IndexedDB (it is a structured-clonable object), made again when it expires. */
function linkCertificate(): Promise<RTCCertificate> {
  certificate ??= (async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const kept = await new Promise<RTCCertificate | undefined>((resolve) => {
      const request = db.transaction(STORE).objectStore(STORE).get('own');
      request.onsuccess = () => resolve(request.result as RTCCertificate | undefined);
      request.onerror = () => resolve(undefined);
    });
    // A day's margin: a spare prepared now must still hold tomorrow.
    if (kept && kept.expires > Date.now() + 86_400_000) return kept;
    const made = await RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams);
    await new Promise<void>((resolve) => {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(made, 'own');
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
    });
    return made;
  })();
  certificate.catch(() => (certificate = null));
  return certificate;
}

const fingerprintOf = (cert: RTCCertificate) => fingerprintFromHex(cert.getFingerprints().find((print) => print.algorithm === 'sha-256')?.value ?? '');

const randomIce = (length: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  return [...crypto.getRandomValues(new Uint8Array(length))].map((byte) => alphabet[byte % 64]).join('');
};

/** The spares this device stored for its own reload, for the table `code`. */
function readSpares(code: string): z.infer<typeof storedSchema>['spares'] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(SPARES_KEY) ?? 'null'));
    return parsed.success && parsed.data.code === code ? parsed.data.spares : {};
  } catch {
    return {};
  }
}

function writeSpares(code: string, spares: z.infer<typeof storedSchema>['spares']) {
  try {
    localStorage.setItem(SPARES_KEY, JSON.stringify({ code, spares }));
  } catch {
    // Storage full or refused: a reload then asks for the QR codes again.
  }
}

/** The table ended here: its spares go (the connections waiting for others close with the page's table). */
export function forgetSpares() {
  try {
    localStorage.removeItem(SPARES_KEY);
  } catch {
    // Nothing stored.
  }
  for (const pc of waiting.values()) pc.close();
  waiting.clear();
}

/** Connections this device keeps waiting for another's return, by that device's link id. */
const waiting = new Map<string, RTCPeerConnection>();

/** A link is open: it joins the hub or becomes the uplink, and the two devices prepare their spares; then what arrived before is read. */
export function linked(channel: HeldChannel, side: Side, code: string) {
  if (side === 'hub') hub.attach(channel);
  else setUplink(channel);
  const me = linkId();
  let asked: { ufrag: string; pwd: string } | null = null;
  channel.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data !== 'string' || !event.data.startsWith('{"type":"spare-')) return;
    let message: unknown;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    const ask = askSchema.safeParse(message);
    if (ask.success) return void prepareFor(ask.data, channel, side, code, me);
    const offer = offerSchema.safeParse(message);
    if (offer.success && asked && decodeDescription(offer.data.offer)) {
      writeSpares(code, { ...readSpares(code), [offer.data.from]: { offer: offer.data.offer, ...asked } });
    }
  });
  channel.release();
  void linkCertificate().then((cert) => {
    if (channel.readyState !== 'open') return;
    asked = { ufrag: randomIce(8), pwd: randomIce(24) };
    channel.send(JSON.stringify({ type: 'spare-ask', from: me, ...asked, fingerprint: fingerprintOf(cert) }));
  }, () => undefined);
}

/** Device B's side: a connection that waits for the asker's return; its offer goes back over the link. */
async function prepareFor(ask: z.infer<typeof askSchema>, channel: LinkChannel, side: Side, code: string, me: string) {
  waiting.get(ask.from)?.close();
  const pc = new RTCPeerConnection({ iceServers: [] });
  waiting.set(ask.from, pc);
  const spare = linkChannel(pc);
  spare.addEventListener('open', () => {
    if (waiting.get(ask.from) === pc) waiting.delete(ask.from);
    linked(spare, side, code);
  });
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const own = describe(pc.localDescription?.sdp ?? '');
    if (!own || own.candidates.length === 0) return pc.close();
    await pc.setRemoteDescription({ type: 'answer', sdp: expand({ ufrag: ask.ufrag, pwd: ask.pwd, fingerprint: ask.fingerprint, candidates: [] }, 'answer') });
    if (channel.readyState === 'open') channel.send(JSON.stringify({ type: 'spare-offer', from: me, offer: encodeDescription(own) }));
  } catch {
    pc.close();
    if (waiting.get(ask.from) === pc) waiting.delete(ask.from);
  }
}

/** Whether this page is trying its stored spares now (the table bar waits before it offers the QR codes). */
export const returning = createStore<{ now: boolean }>(() => ({ now: false }));

/**
 * After a reload: answers every spare stored for this table with the credentials prepared for it.
 * Resolves with how many links opened (within SPARE_MS).
 */
export async function returnBySpares(side: Side, code: string): Promise<number> {
  const spares = Object.entries(readSpares(code));
  if (spares.length === 0) return 0;
  returning.setState({ now: true });
  try {
    return await answerSpares(side, code, spares);
  } finally {
    returning.setState({ now: false });
  }
}

async function answerSpares(side: Side, code: string, spares: [string, z.infer<typeof storedSchema>['spares'][string]][]): Promise<number> {
  const cert = await linkCertificate().catch(() => null);
  if (!cert) return 0;
  const opened = await Promise.all(spares.map(async ([peer, spare]) => {
    const offer = decodeDescription(spare.offer);
    if (!offer) return false;
    const pc = new RTCPeerConnection({ iceServers: [], certificates: [cert] });
    const channel = linkChannel(pc);
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: expand(offer, 'offer') });
      const answer = await pc.createAnswer();
      const sdp = (answer.sdp ?? '').replace(/^a=ice-ufrag:.*$/m, `a=ice-ufrag:${spare.ufrag}`).replace(/^a=ice-pwd:.*$/m, `a=ice-pwd:${spare.pwd}`);
      await pc.setLocalDescription({ type: 'answer', sdp });
    } catch {
      pc.close();
      return false;
    }
    const open = await new Promise<boolean>((resolve) => {
      channel.addEventListener('open', () => resolve(true));
      pc.addEventListener('connectionstatechange', () => pc.connectionState === 'failed' && resolve(false));
      setTimeout(() => resolve(false), SPARE_MS);
    });
    if (!open) {
      pc.close();
      const left = readSpares(code);
      delete left[peer];
      writeSpares(code, left);
      return false;
    }
    pc.addEventListener('connectionstatechange', () => pc.connectionState === 'failed' && channel.close());
    linked(channel, side, code);
    return true;
  }));
  return opened.filter(Boolean).length;
}
