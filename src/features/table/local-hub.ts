// A table with no internet: the GM's device is the signaling server.
//
// y-webrtc finds the other devices through signaling servers over WebSocket. A table whose
// signaling list is HUB_URL alone reaches none: every device's signaling goes to the GM's page
// instead. There, a hub speaks the signaling server's protocol (subscribe, publish to every
// subscriber of a topic, ping → pong; server/signaling.mjs) between the GM's own provider and
// one data channel per player's phone, each made by scanning two QR codes (local-link.ts). Over
// it y-webrtc does the rest by itself: the players' devices announce, offer and answer as
// through any server (still encrypted with the table's code), and form their own connections.
//
// lib0's WebSocket client (under y-webrtc) opens `new WebSocket(url)`; for HUB_URL this module
// hands it a socket of its own instead, and any other address a real WebSocket.

import type { LinkChannel } from './link-channel';
import { HUB_URL } from './table-code';

export { HUB_URL, isLocalTable } from './table-code';

/** The largest signaling message relayed (an encrypted offer is a few kilobytes), as server/signaling.mjs. */
const MAX_MESSAGE = 256 * 1024;
const MAX_TOPICS = 100;

interface HubClient {
  send: (text: string) => void;
  topics: Set<string>;
}

const parse = (text: unknown): { type?: unknown; topics?: unknown; topic?: unknown } | null => {
  if (typeof text !== 'string' || text.length > MAX_MESSAGE) return null;
  try {
    const message: unknown = JSON.parse(text);
    return message && typeof message === 'object' ? message : null;
  } catch {
    return null;
  }
};

const topicsOf = (message: { topics?: unknown }) => (Array.isArray(message.topics) ? message.topics.filter((topic): topic is string => typeof topic === 'string' && topic.length > 0) : []);

/** The relay on the GM's page. */
class Hub {
  private readonly topics = new Map<string, Set<HubClient>>();
  private readonly links = new Set<LinkChannel>();
  private listeners = new Set<() => void>();

  receive(client: HubClient, text: unknown) {
    const message = parse(text);
    if (!message) return;
    switch (message.type) {
      case 'subscribe':
        for (const topic of topicsOf(message)) {
          if (client.topics.size >= MAX_TOPICS) break;
          client.topics.add(topic);
          let receivers = this.topics.get(topic);
          if (!receivers) this.topics.set(topic, (receivers = new Set()));
          receivers.add(client);
        }
        break;
      case 'unsubscribe':
        for (const topic of topicsOf(message)) this.leave(client, topic);
        break;
      case 'publish': {
        if (typeof message.topic !== 'string') return;
        const receivers = this.topics.get(message.topic);
        if (!receivers) return;
        const out = JSON.stringify({ ...message, clients: receivers.size });
        for (const receiver of receivers) receiver.send(out);
        break;
      }
      case 'ping':
        client.send(JSON.stringify({ type: 'pong' }));
        break;
    }
  }

  drop(client: HubClient) {
    for (const topic of [...client.topics]) this.leave(client, topic);
  }

  private leave(client: HubClient, topic: string) {
    client.topics.delete(topic);
    const receivers = this.topics.get(topic);
    receivers?.delete(client);
    if (receivers?.size === 0) this.topics.delete(topic);
  }

  /** A player's phone linked by QR codes: a client of the hub while its channel is open. */
  attach(channel: LinkChannel) {
    const client: HubClient = {
      topics: new Set(),
      send: (text) => {
        if (channel.readyState === 'open') channel.send(text);
      },
    };
    this.links.add(channel);
    channel.addEventListener('message', (event) => this.receive(client, event.data));
    channel.addEventListener('close', () => {
      this.drop(client);
      this.links.delete(channel);
      this.changed();
    });
    this.changed();
  }

  /** The phones linked now. */
  get linked() {
    return [...this.links].filter((channel) => channel.readyState === 'open').length;
  }

  closeLinks() {
    for (const channel of this.links) channel.close();
    this.links.clear();
    this.topics.clear();
    this.changed();
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}

export const hub = new Hub();

/** What this page is to a table without internet: its hub (the GM), a device linked to one, or neither. */
let role: 'hub' | 'spoke' | null = null;
/** A player's phone: its channel to the GM's hub. */
let uplink: LinkChannel | null = null;
const sockets = new Set<HubSocket>();
const uplinkListeners = new Set<() => void>();

/** The GM's page serves the hub; a player's page waits for its link. Null: no table without internet here. */
export function setHubRole(next: 'hub' | 'spoke' | null) {
  if (role === next) return;
  role = next;
  // A socket open in the old role closes (lib0 opens another); one still waiting opens in the new role.
  for (const socket of [...sockets]) if (socket.readyState === 1) socket.drop();
  if (next !== 'hub') hub.closeLinks();
  if (next !== 'spoke') {
    uplink?.close();
    uplink = null;
  }
  for (const socket of sockets) socket.connect();
}

/** A player's phone: the channel to the GM's device, once it is open (local-link.ts). */
export function setUplink(channel: LinkChannel) {
  uplink?.close();
  uplink = channel;
  channel.addEventListener('message', (event) => {
    for (const socket of sockets) socket.deliverFromUplink(channel, event.data);
  });
  channel.addEventListener('close', () => {
    if (uplink === channel) uplink = null;
    for (const socket of [...sockets]) socket.uplinkClosed(channel);
    notifyUplink();
  });
  for (const socket of sockets) socket.connect();
  notifyUplink();
}

/** Whether this phone has its channel to the GM's device now. */
export const uplinkOpen = () => uplink?.readyState === 'open';

export function subscribeUplink(listener: () => void) {
  uplinkListeners.add(listener);
  return () => void uplinkListeners.delete(listener);
}

function notifyUplink() {
  for (const listener of uplinkListeners) listener();
}

/**
 * What lib0's WebSocket client gets for HUB_URL: on the GM's page a client of the hub at once;
 * on a player's page the uplink, opened once there is one (until then it waits, connecting).
 */
class HubSocket {
  binaryType: BinaryType = 'blob';
  readyState: number = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private client: HubClient | null = null;
  private via: LinkChannel | null = null;

  constructor() {
    sockets.add(this);
    // Opened after lib0 has set its handlers.
    setTimeout(() => this.connect(), 0);
  }

  connect() {
    if (this.readyState !== 0) return;
    if (role === 'hub') {
      this.client = { topics: new Set(), send: (text) => setTimeout(() => this.readyState === 1 && this.onmessage?.({ data: text }), 0) };
    } else if (role === 'spoke' && uplink?.readyState === 'open') {
      this.via = uplink;
    } else return;
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  send(text: string) {
    if (this.readyState !== 1) return;
    if (this.client) hub.receive(this.client, text);
    else if (this.via?.readyState === 'open') this.via.send(text);
  }

  deliverFromUplink(channel: LinkChannel, data: unknown) {
    if (this.readyState === 1 && this.via === channel && typeof data === 'string') this.onmessage?.({ data });
  }

  uplinkClosed(channel: LinkChannel) {
    if (this.via === channel) this.drop();
  }

  /** Closed from this side: lib0 sees a close and opens another socket after its back-off. */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    if (this.client) hub.drop(this.client);
    sockets.delete(this);
    this.onclose?.(new Event('close'));
  }

  close() {
    this.drop();
  }
}

/** Installs the WebSocket that knows HUB_URL (once per page; every other address is a real WebSocket). */
function install() {
  const scope = globalThis as typeof globalThis & { __databookHub?: boolean };
  const Native = scope.WebSocket;
  if (scope.__databookHub || typeof Native !== 'function') return;
  scope.__databookHub = true;
  function HubAwareWebSocket(url: string | URL, protocols?: string | string[]) {
    return String(url) === HUB_URL ? new HubSocket() : new Native(url, protocols);
  }
  Object.assign(HubAwareWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  HubAwareWebSocket.prototype = Native.prototype;
  scope.WebSocket = HubAwareWebSocket as unknown as typeof WebSocket;
}
install();
