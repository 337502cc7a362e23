import type { WebrtcProvider } from 'y-webrtc';
import { createStore } from 'zustand/vanilla';
import type { IceServer } from '../../store/types';
import type { PagePeers } from './page-peers';
import { DEFAULT_SIGNALING, HUB_URL } from './table-code';

// How a table reaches the other devices, and what this device can say when it does not: the
// default signaling list (this app's own origin first when it serves /signal), the STUN/TURN
// servers handed to the peer connections, and the state of each signaling server and of the
// peer connections that the table bar words (table-bar.tsx).

/** The path where `npm start` (server/signaling.mjs) serves signaling on the app's own origin. */
export const SIGNAL_PATH = '/signal';
/** What that endpoint answers a plain GET with (server/signaling.mjs, PROBE_ANSWER). */
const PROBE_ANSWER = 'databook-signaling';
/** A device known to be in the room with no connection formed after this long: the bar says why. */
export const STALL_MS = 8000;
/** A connection that failed is remembered this long (y-webrtc tries again, and may fail again). */
const FAILED_MS = 30_000;

/** This origin's signaling address: wss:// on an https:// page, ws:// on http:// (localhost). */
export function ownSignalingUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SIGNAL_PATH}`;
}

let probing: Promise<boolean> | null = null;

/**
 * Whether this app's origin serves signaling: a plain GET of /signal answers the probe's word
 * (a static host answers index.html or 404 instead). Asked once per page, within two seconds.
 */
export function ownOriginSignals(): Promise<boolean> {
  probing ??= fetch(SIGNAL_PATH, { cache: 'no-store', signal: AbortSignal.timeout(2000) })
    .then(async (response) => response.ok && (await response.text()).trim() === PROBE_ANSWER)
    .catch(() => false);
  return probing;
}

/**
 * The signaling servers a table uses when Settings name none: this origin's own /signal first
 * when it has one, then the public servers, all tried together (y-webrtc connects to every
 * one at once, and devices meet through whichever answers).
 */
export async function defaultSignaling(): Promise<string[]> {
  return (await ownOriginSignals()) ? [ownSignalingUrl(), ...DEFAULT_SIGNALING] : [...DEFAULT_SIGNALING];
}

/** The ICE servers as RTCPeerConnection takes them (a TURN server with its username and credential). */
export function toRtcIceServers(servers: readonly IceServer[]): RTCIceServer[] {
  return servers.map((server) => (typeof server === 'string' ? { urls: server } : { urls: server.urls, username: server.username, credential: server.credential }));
}

/** Whether a list of ICE servers has a TURN server (which relays when no direct path exists). */
export const hasTurn = (servers: readonly IceServer[]) => servers.some((server) => /^turns?:/.test(typeof server === 'string' ? server : server.urls));

export interface SignalingServerState {
  url: string;
  /** The host name (and port) as the bar shows it. */
  host: string;
  connected: boolean;
}

/**
 * Why no peer connection forms, when that is so:
 * - `peerUnreachable`: another device answered through signaling (the two exchanged offer and
 *   answer) and no connection to it has formed for STALL_MS, or such a connection failed;
 * - `gmUnreached`: a player's or viewer's device reaches a signaling server and has not reached
 *   the GM's device for STALL_MS.
 */
export type NetworkTrouble = 'peerUnreachable' | 'gmUnreached' | null;

export interface TableNetworkState {
  servers: SignalingServerState[];
  trouble: NetworkTrouble;
  /** This device's ICE list has a TURN server (the advice then is the same Wi-Fi, or the TURN server's own state). */
  turn: boolean;
}

export const tableNetwork = createStore<TableNetworkState>(() => ({ servers: [], trouble: null, turn: false }));

export const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

interface WatchOptions {
  /** This device is the GM's (it waits for no one). */
  gm: boolean;
  /** The GM's device is connected now (its presence is heard). */
  gmReached: () => boolean;
  turn: boolean;
  /** The devices connected by WebRTC or BroadcastChannel (a table that counts presence otherwise leaves it out). */
  onPeers?: (count: number) => void;
  /** Which device each peer id is, from the presences heard (page-peers.ts): a page gone is no device out of reach. */
  pages?: Pick<PagePeers, 'deviceOf' | 'departed'>;
  now?: () => number;
}

interface PeerConnection {
  connected: boolean;
  peer?: { _pc?: { signalingState?: string; remoteDescription?: unknown } | null } | null;
}

/**
 * Whether a connection's offer and answer have both arrived: the other device is there and
 * answers through signaling. Only then does a connection that does not form say something
 * about the network (an offer left unanswered is stalled-offers.ts's to withdraw). Even then
 * the page may have gone: one that closes or reloads announces itself once more as it goes,
 * and may answer the offer that brings before it is gone (page-peers.ts tells those apart).
 */
const negotiated = (conn: PeerConnection) => {
  const pc = conn.peer?._pc;
  return pc != null && pc.signalingState === 'stable' && pc.remoteDescription != null;
};

/**
 * Watches an open table's provider once a second: each signaling server's state (y-webrtc's
 * `signalingConns`) and the peer connections (`room.webrtcConns`: a device announced through
 * signaling is there from its first message, `connected` once the WebRTC connection forms).
 * Returns the function that stops watching.
 */
export function watchNetwork(provider: WebrtcProvider, { gm, gmReached, turn, onPeers, pages, now = Date.now }: WatchOptions): () => void {
  const opened = now();
  /** Devices that answered through signaling and are not connected: since when. */
  const pending = new Map<string, number>();
  /** Devices whose connection closed after they answered, before it ever formed: when. */
  const failed = new Map<string, number>();
  let gmSeen = opened;
  let peers = -1;

  const check = () => {
    const at = now();
    // A table without internet's hub (the GM's page, local-hub.ts) is no server to name.
    const conns = ((provider.signalingConns ?? []) as { url: string; connected: boolean }[]).filter((conn) => conn.url !== HUB_URL);
    const servers = conns.map((conn) => ({ url: conn.url, host: hostOf(conn.url), connected: Boolean(conn.connected) }));
    const webrtc = (provider.room?.webrtcConns ?? new Map()) as Map<string, PeerConnection>;
    // y-webrtc's 'peers' event lists a device from its first signaling message on, connected or not.
    const connected = new Set([...webrtc].filter(([, conn]) => conn.connected).map(([peer]) => peer));
    for (const peer of provider.room?.bcConns ?? []) connected.add(peer);
    if (connected.size !== peers) onPeers?.((peers = connected.size));
    const connectedDevices = new Set([...connected].map((peer) => pages?.deviceOf(peer)));
    /** A page that closed or reloaded (its device left, or is connected under its new peer id). */
    const gone = (peer: string) => {
      if (!pages) return false;
      const device = pages.deviceOf(peer);
      return pages.departed(peer) || (device !== undefined && !connected.has(peer) && connectedDevices.has(device));
    };
    for (const [peer, conn] of webrtc) {
      if (conn.connected) {
        pending.delete(peer);
        failed.delete(peer);
      } else if (!negotiated(conn) || gone(peer)) pending.delete(peer);
      else if (!pending.has(peer)) pending.set(peer, at);
    }
    for (const [peer, since] of pending) {
      if (webrtc.has(peer)) continue;
      pending.delete(peer);
      // Gone without connecting: it failed, unless it left at once (a device closing its tab).
      if (at - since >= 2000 && !gone(peer)) failed.set(peer, at);
    }
    for (const [peer, when] of failed) if (at - when > FAILED_MS || webrtc.get(peer)?.connected || gone(peer)) failed.delete(peer);

    const signaling = servers.some((server) => server.connected);
    let trouble: NetworkTrouble = null;
    if ([...pending.values()].some((since) => at - since >= STALL_MS) || failed.size > 0) trouble = 'peerUnreachable';
    else if (!gm) {
      if (gmReached() || !signaling) gmSeen = at;
      else if (at - gmSeen >= STALL_MS) trouble = 'gmUnreached';
    }
    const state = tableNetwork.getState();
    if (state.trouble !== trouble || state.turn !== turn || JSON.stringify(state.servers) !== JSON.stringify(servers)) tableNetwork.setState({ servers, trouble, turn });
  };
  check();
  const timer = setInterval(check, 1000);
  provider.on('peers', check);
  return () => {
    clearInterval(timer);
    provider.off('peers', check);
    tableNetwork.setState({ servers: [], trouble: null, turn: false });
  };
}
