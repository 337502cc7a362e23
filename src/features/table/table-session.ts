import './global-shim';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { createStore } from 'zustand/vanilla';
import { deviceId, tableAuthor } from '../../store/identity';
import { appStore, type AppStore } from '../../store/store';
import { isMonster } from '../../store/monsters';
import { deviceKeys, type DeviceKeys } from './device-keys';
import { publicView, type PublicView } from './public-view';
import { connectAsks, type AskBridge } from './ask-bridge';
import { saveAsks } from './save-asks';
import { connectStore, dropCopies, type Bridge } from './table-bridge';
import { DEFAULT_ICE_SERVERS, PEER_CHANNEL, roomOf, tableIdOf } from './table-code';
import { canonical, fingerprintOf, pairChannel, signValue } from './table-crypto';
import {
  closeTableDoc, memberIds, publishView, rawMember, readClosed, readMember, readView, removeMember, tableMaps, writeMember,
  type Member, type Signer,
} from './table-doc';
import { TABLE_KEY } from './table-presence';
import { readTableRecord, writeTableRecord, type TableRecord } from './table-record';
import { healStalledOffers } from './stalled-offers';
import { hasTurn, toRtcIceServers, watchNetwork } from './table-network';
import { watchPagePeers } from './page-peers';

// The one open table of this tab. The table's Yjs document (members, the GM's view, the end)
// goes to every member through one y-webrtc room encrypted with the table's code; each player's
// sheets go through a pair document that only that player's device and the GM's hold, in a room
// whose name and password the two derive from their keys (table-doc.ts, table-crypto.ts). The
// bridges (table-bridge.ts) keep the pair documents and the store in step, and carry the saves
// the GM asks on a player's phone (ask-bridge.ts, save-asks.ts). Tabs of one browser
// meet over a BroadcastChannel. Loaded only when a table is opened or resumed, never on the first route.

export interface TableMember extends Member {
  device: string;
  /** Connected now (its presence is heard). */
  online: boolean;
}

export interface TableSessionState {
  record: TableRecord | null;
  /** A signaling server answers. */
  signaling: boolean;
  /** Other devices at the table connected now (each device once, however many tabs or reloads). */
  peers: number;
  members: TableMember[];
  view: PublicView | null;
  /** Entries or sheets from the table that did not validate: never applied. */
  invalid: number;
  /** Things another device sent that it was not allowed to (unsigned, or signed by the wrong device): never applied. */
  refused: number;
  /** Messages in this table's room that this table's code does not open: a device with a wrong code. */
  wrongCode: number;
  /** This browser keeps its table keys (IndexedDB); false: they last as long as the page. */
  keysKept: boolean;
  /** The GM closed the table; shown until dismissed. */
  ended: 'closed' | null;
  /** The last thing another device did to a sheet here. */
  lastRemote: { sheetName: string; by: string; action: string; at: number } | null;
  /** Player: the brought sheets the GM's device has acknowledged holding (the others are on their way). */
  held: string[];
}

const initial: TableSessionState = {
  record: null, signaling: false, peers: 0, members: [], view: null, invalid: 0, refused: 0, wrongCode: 0, keysKept: true, ended: null, lastRemote: null, held: [],
};

export const tableSession = createStore<TableSessionState>(() => initial);

/** A presence not renewed for this long no longer counts (each device renews its own every 3 s). */
const PRESENCE_TIMEOUT = 8000;
const HEARTBEAT = 3000;

interface Pair {
  doc: Y.Doc;
  bridge: Bridge;
  /** The saves the GM asks on this pair's sheets, and their answers. */
  asks: AskBridge;
  provider: WebrtcProvider | null;
  /** Stops withdrawing the provider's unanswered offers (stalled-offers.ts). */
  stopHealing: () => void;
  /** The other device's ECDH key the channel was agreed with. */
  agree: string;
}

interface Live {
  doc: Y.Doc;
  provider: WebrtcProvider | null;
  pairs: Map<string, Pair>;
  /** Stops the listeners; `pending` (the last signed change) is waited for before the documents go. */
  stop: () => void;
  /** Stops the table's bridges and listeners now, leaving the documents up for the last change to leave. */
  quiet: () => void;
  idle: () => Promise<void>;
}

let live: Live | null = null;
/** What the open session does for the exported actions below. */
let actions: {
  leave: () => Promise<void>;
  close: () => Promise<void>;
  showNumbers: (on: boolean) => void;
  bring: (ids: string[]) => void;
  takeBack: (id: string) => void;
  record: () => TableRecord;
  tableId: string;
  store: AppStore;
} | null = null;
/** Sessions ending (their last change still on its way): stopped at once if a table opens meanwhile. */
const ending = new Set<Live>();
/** A table being opened (its keys are derived asynchronously): a resume meanwhile must not open a second one. */
let opening: Promise<Y.Doc> | null = null;

export interface OpenOptions {
  store?: AppStore;
  /** false: the documents are not connected to any network (tests). */
  connect?: boolean;
  /** The keys to act with (tests); this browser's otherwise. */
  keys?: DeviceKeys;
}

/** Opens the table the record names (and stores the record), replacing any table open here. */
export function openTable(record: TableRecord, options: OpenOptions = {}): Promise<Y.Doc> {
  const next = (opening ?? Promise.resolve(null)).catch(() => null).then(() => open(record, options));
  opening = next;
  void next.finally(() => {
    if (opening === next) opening = null;
  }).catch(() => undefined);
  return next;
}

/** The fingerprint of this device's key when it is the GM (for the invitation). */
export async function gmFingerprint(): Promise<string> {
  return (await deviceKeys()).fingerprint;
}

const isWrongKey = (reason: unknown) => typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'OperationError';
/**
 * y-webrtc 10.3.0 reads every "answer" in the room before it checks whom it is for, and throws
 * when it has no connection with the device that answered (two other devices negotiating): a
 * message not for this device, dropped.
 */
const isOthersAnswer = (reason: unknown) => reason instanceof TypeError && reason.message.includes('glareToken');

async function open(first: TableRecord, options: OpenOptions): Promise<Y.Doc> {
  // y-webrtc keeps one provider per room: a table left a moment ago must be gone before it is joined again.
  for (const session of ending) session.stop();
  ending.clear();
  live?.stop();
  live = null;
  const store = options.store ?? appStore;
  const [room, tableId, keys] = await Promise.all([roomOf(first.code), tableIdOf(first.code), options.keys ?? deviceKeys()]);
  const me = deviceId();
  const signer: Signer = { device: me, sign: (value) => signValue(keys.sign.privateKey, value) };
  let record: TableRecord = { ...first, ...(first.role === 'gm' ? { gmKey: keys.fingerprint } : {}) };
  writeTableRecord(record);
  const doc = new Y.Doc();
  tableAuthor.set(record.name);
  tableSession.setState({ ...initial, record, keysKept: keys.persistent });

  let stopped = false;
  const setRecord = (patch: Partial<TableRecord>) => {
    record = { ...record, ...patch };
    writeTableRecord(record);
    tableSession.setState({ record });
  };
  const connect = options.connect !== false;
  const ice = store.getState().settings.iceServers ?? DEFAULT_ICE_SERVERS;
  const providerFor = (name: string, pairDoc: Y.Doc, password: string) => new WebrtcProvider(name, pairDoc, {
    signaling: record.signaling,
    password,
    peerOpts: { config: { iceServers: toRtcIceServers(ice) }, channelConfig: PEER_CHANNEL },
  });

  // ---- Members: each signed by its own key; the GM's pinned, the others' first seen wins ----
  const own: Member = { name: record.name, role: record.role, sign: keys.signPublic, agree: keys.agreePublic };
  const trusted = new Map<string, Member>([[me, own]]);
  let gm: string | null = record.role === 'gm' ? me : null;
  const keyOf = (device: string) => trusted.get(device)?.sign;
  const gmKey = () => (gm ? keyOf(gm) : undefined);
  const seenRefused = new Set<string>();
  const refuse = (what: string, raw: unknown) => {
    const mark = `${what}\u0000${canonical(raw)}`;
    if (seenRefused.has(mark)) return;
    seenRefused.add(mark);
    tableSession.setState((state) => ({ refused: state.refused + 1 }));
  };

  let leaving = false;
  const announce = () => writeMember(doc, tableId, signer, own);

  const pairs = new Map<string, Pair>();
  const bridgeEvents = {
    invalid: (count: number) => tableSession.setState((state) => ({ invalid: state.invalid + count })),
    refused: (count: number) => tableSession.setState((state) => ({ refused: state.refused + count })),
    remote: (sheet: { creature: { name: string } }, entry: { by?: string; at: number; change: { kind: string; action?: { type: string } } }) => {
      if (entry.change.kind !== 'act' || !entry.change.action) return;
      tableSession.setState({ lastRemote: { sheetName: sheet.creature.name, by: entry.by ?? '?', action: entry.change.action.type, at: entry.at } });
    },
    unshared: (id: string) => setRecord(takenBack(record, id)),
    acknowledged: ({ held, left }: { held: string[]; left: string[] }) => {
      if (stopped) return;
      if (left.length > 0) setRecord({ leaving: (record.leaving ?? []).filter((id) => !left.includes(id)) });
      if (canonical(tableSession.getState().held) !== canonical(held)) tableSession.setState({ held });
    },
  };

  /** The private channel with `peer` (a player, on the GM's device; the GM, on a player's). */
  const openPair = async (peer: string, member: Member) => {
    const current = pairs.get(peer);
    if (current?.agree === member.agree) return;
    const channel = await pairChannel(keys.agree.privateKey, member.agree, tableId, [me, peer]);
    if (stopped || pairs.get(peer)?.agree === member.agree) return;
    closePair(peer);
    const pairDoc = new Y.Doc();
    const bridge = connectStore({ doc: pairDoc, store, record: () => record, signer, peer, keyOf, tableId, events: bridgeEvents });
    const asks = connectAsks({ doc: pairDoc, store, asks: saveAsks.store, record: () => record, signer, peer, keyOf, tableId, events: bridgeEvents });
    const provider = connect ? providerFor(channel.room, pairDoc, channel.password) : null;
    pairs.set(peer, { doc: pairDoc, bridge, asks, agree: member.agree, provider, stopHealing: provider ? healStalledOffers(provider) : () => {} });
    askPlayers();
  };
  /** GM: the players an ask can reach now (their pair is open). */
  const askPlayers = () => {
    if (!stopped) saveAsks.setPlayers(record.role === 'gm' ? [...pairs.keys()].sort() : []);
  };
  const closePair = (peer: string) => {
    const pair = pairs.get(peer);
    if (!pair) return;
    pairs.delete(peer);
    pair.bridge.stop();
    pair.asks.stop();
    askPlayers();
    pair.stopHealing();
    pair.provider?.destroy();
    pair.doc.destroy();
  };

  // ---- What the table's document says, checked in order: members, pairs, the view, the end ----
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = checking.then(async () => {
      if (stopped) return;
      await checkMembers();
      if (stopped) return;
      await checkView();
      if (stopped) return;
      const closed = await readClosed(doc, tableId, gmKey());
      if (stopped) return;
      if (closed.ok && record.role !== 'gm') endHere('closed');
      else if (!closed.ok && closed.why !== 'absent' && gm) refuse('closed', tableMaps(doc).meta.get('closed'));
    }).catch((error: unknown) => console.warn('[table]', error));
    return checking;
  };

  const checkMembers = async () => {
    const present = new Set<string>();
    for (const device of memberIds(doc)) {
      const raw = rawMember(doc, device);
      if (device === me) continue;
      const read = await readMember(doc, tableId, device);
      if (stopped) return;
      if (!read.ok) {
        if (read.why !== 'absent') refuse(`member:${device}`, raw);
        // The last record of it this device trusted stands.
        if (trusted.has(device)) present.add(device);
        continue;
      }
      const member = read.value;
      if (member.role === 'gm') {
        const fingerprint = await fingerprintOf(member.sign);
        if (record.gmKey && fingerprint !== record.gmKey) {
          refuse(`member:${device}`, raw);
          if (trusted.has(device)) present.add(device);
          continue;
        }
        // A table joined by its typed code: the first GM heard is the GM.
        if (!record.gmKey) setRecord({ gmKey: fingerprint });
        gm = device;
      }
      const pinned = record.pins?.[device] ?? trusted.get(device)?.sign;
      if (pinned && pinned !== member.sign) {
        refuse(`member:${device}`, raw);
        if (trusted.has(device)) present.add(device);
        continue;
      }
      if (member.role === 'gm' && device !== gm) continue;
      if (!pinned) setRecord({ pins: { ...record.pins, [device]: member.sign } });
      trusted.set(device, member);
      present.add(device);
    }
    // Someone overwrote or removed this device's record: it says again who it is.
    const mine = await readMember(doc, tableId, me);
    if (!leaving && !stopped && (!mine.ok || canonical(mine.value) !== canonical(own))) await announce();
    present.add(me);
    for (const device of [...trusted.keys()]) if (!present.has(device)) trusted.delete(device);

    // The pairs: the GM's with each player; a player's with the GM; a viewer's none.
    const wanted = new Map<string, Member>();
    for (const [device, member] of trusted) {
      if (device === me) continue;
      if (record.role === 'gm' && member.role === 'player') wanted.set(device, member);
      if (record.role === 'player' && device === gm) wanted.set(device, member);
    }
    for (const peer of [...pairs.keys()]) if (!wanted.has(peer)) closePair(peer);
    for (const [peer, member] of wanted) await openPair(peer, member);
    refreshMembers();
  };

  const checkView = async () => {
    if (record.role === 'gm') {
      // Another device wrote over the GM's view: the GM's goes back (another tab of this device may write the same).
      const read = await readView(doc, tableId, keys.signPublic);
      const raw = tableMaps(doc).view.get('now') as { view?: unknown } | undefined;
      if (!read.ok || canonical(raw?.view) !== published) {
        if (!read.ok && read.why !== 'absent') refuse('view', raw);
        await publish(true);
      }
      return;
    }
    const raw = tableMaps(doc).view.get('now');
    const read = await readView(doc, tableId, gmKey());
    if (stopped) return;
    if (read.ok) tableSession.setState({ view: read.value });
    else if (read.why === 'absent') tableSession.setState({ view: null });
    else if (gm) refuse('view', raw);
  };

  // ---- The GM's view, signed, whenever the encounter changes ----
  let published = '';
  let viewTimer: ReturnType<typeof setTimeout> | null = null;
  const publish = async (force = false) => {
    if (viewTimer) clearTimeout(viewTimer);
    viewTimer = null;
    if (stopped || record.role !== 'gm') return;
    const next = publicView(store.getState(), record.showNumbers);
    const text = canonical(next);
    if (!force && text === published) return;
    published = text;
    await publishView(doc, tableId, signer, next);
    tableSession.setState({ view: next });
  };
  const unsubscribe = store.subscribe((state, prev) => {
    const changed = state.sheets !== prev.sheets || state.encounters !== prev.encounters || state.activeEncounterId !== prev.activeEncounterId;
    if (record.role === 'gm' && changed) viewTimer ??= setTimeout(() => void publish(), 50);
  });

  const { members, view, meta } = tableMaps(doc);
  const onTable = (_event: unknown, transaction: Y.Transaction) => {
    if (!transaction.local) void check();
  };
  members.observe(onTable);
  view.observe(onTable);
  meta.observe(onTable);

  // ---- Presence: each device once, renewed every few seconds, gone on leaving the page ----
  let provider: WebrtcProvider | null = null;
  const timers: ReturnType<typeof setInterval>[] = [];
  let stopNetwork = () => {};
  let stopHealing = () => {};
  const onAwareness = () => refreshMembers();
  const presence = { device: me };
  const onPageHide = () => provider?.awareness.setLocalState(null);
  // Another tab of this browser brought or took back a sheet: this one follows, so that the two
  // never re-assert opposite records (each tab's bridge writes what its record says).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TABLE_KEY || stopped) return;
    const stored = readTableRecord();
    if (!stored || stored.code !== record.code || stored.role !== record.role) return;
    if (canonical([stored.sheets, stored.leaving ?? []]) === canonical([record.sheets, record.leaving ?? []])) return;
    record = { ...record, sheets: stored.sheets, leaving: stored.leaving };
    tableSession.setState({ record });
    for (const pair of pairs.values()) {
      pair.bridge.refresh();
      pair.asks.refresh();
    }
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) provider?.awareness.setLocalState({ member: presence, beat: Date.now() });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    // y-webrtc decrypts every message of the room with this table's code: a device with a
    // wrong code (the same first four characters) sends what it cannot open. Counted, not thrown.
    if (isOthersAnswer(event.reason)) {
      event.preventDefault();
      return;
    }
    if (!isWrongKey(event.reason)) return;
    event.preventDefault();
    tableSession.setState((state) => ({ wrongCode: state.wrongCode + 1 }));
  };
  if (connect) {
    provider = providerFor(room, doc, record.code);
    stopHealing = healStalledOffers(provider);
    const awareness = provider.awareness;
    awareness.setLocalState({ member: presence, beat: Date.now() });
    awareness.on('change', onAwareness);
    timers.push(setInterval(() => {
      if (awareness.getLocalState()) awareness.setLocalStateField('beat', Date.now());
      refreshMembers();
    }, HEARTBEAT));
    const checkSignaling = () => {
      const signaling = provider?.signalingConns.some((conn) => conn.connected) ?? false;
      if (tableSession.getState().signaling !== signaling) tableSession.setState({ signaling });
    };
    timers.push(setInterval(checkSignaling, 1000));
    globalThis.addEventListener?.('pagehide', onPageHide);
    globalThis.addEventListener?.('pageshow', onPageShow);
    globalThis.addEventListener?.('storage', onStorage);
    globalThis.addEventListener?.('unhandledrejection', onRejection);
    // The signaling servers' and peer connections' state, for the bar (table-network.ts).
    const gmReached = () => tableSession.getState().members.some((member) => member.role === 'gm' && member.online && member.device !== me);
    // Which device each peer id is (page-peers.ts): an offer to a page that went away is no device out of reach.
    const pages = watchPagePeers(provider);
    const stopWatching = watchNetwork(provider, { gm: record.role === 'gm', gmReached, turn: hasTurn(ice), pages });
    stopNetwork = () => {
      stopWatching();
      pages.stop();
    };
  }

  function refreshMembers() {
    if (stopped) return;
    const online = new Set<string>([me]);
    if (provider) {
      const now = Date.now();
      for (const [client, value] of provider.awareness.getStates()) {
        const device = (value as { member?: { device?: unknown } }).member?.device;
        const heard = provider.awareness.meta.get(client)?.lastUpdated ?? 0;
        if (typeof device === 'string' && (client === provider.awareness.clientID || now - heard < PRESENCE_TIMEOUT)) online.add(device);
      }
    }
    const list = [...trusted].map(([device, member]) => ({ device, ...member, online: online.has(device) }));
    const rank = { gm: 0, player: 1, viewer: 2 } as const;
    list.sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
    const peers = list.filter((member) => member.device !== me && member.online).length;
    tableSession.setState({ members: list, peers });
  }

  let quieted = false;
  const session: Live = {
    doc, provider, pairs,
    quiet: () => {
      if (quieted) return;
      quieted = true;
      stopped = true;
      unsubscribe();
      if (viewTimer) clearTimeout(viewTimer);
      for (const timer of timers) clearInterval(timer);
      members.unobserve(onTable);
      view.unobserve(onTable);
      meta.unobserve(onTable);
      provider?.awareness.off('change', onAwareness);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      globalThis.removeEventListener?.('pageshow', onPageShow);
      globalThis.removeEventListener?.('storage', onStorage);
      for (const pair of pairs.values()) {
        pair.bridge.stop();
        pair.asks.stop();
      }
      unlinkAsks();
    },
    stop: () => {
      session.quiet();
      stopNetwork();
      stopHealing();
      globalThis.removeEventListener?.('unhandledrejection', onRejection);
      for (const peer of [...pairs.keys()]) closePair(peer);
      provider?.destroy();
      doc.destroy();
    },
    idle: async () => {
      await checking;
      for (const pair of pairs.values()) {
        await pair.bridge.idle();
        await pair.asks.idle();
      }
    },
  };
  live = session;
  const unlinkAsks = saveAsks.link({ tableId, role: record.role, device: me, store, channel: (peer) => pairs.get(peer)?.asks });
  askPlayers();
  actions = {
    leave: async () => {
      leaving = true;
      await Promise.all([...pairs.values()].map((pair) => pair.bridge.takeBack(record.sheets)));
      removeMember(doc, me);
    },
    close: () => closeTableDoc(doc, tableId, signer),
    showNumbers: (on) => {
      setRecord({ showNumbers: on });
      void publish();
    },
    bring: (ids) => {
      setRecord({ sheets: [...record.sheets, ...ids], leaving: (record.leaving ?? []).filter((id) => !ids.includes(id)) });
      for (const pair of pairs.values()) {
        pair.bridge.refresh();
        pair.asks.refresh();
      }
    },
    takeBack: (id) => {
      setRecord(takenBack(record, id));
      for (const pair of pairs.values()) {
        void pair.bridge.takeBack([id]);
        pair.asks.refresh();
      }
    },
    record: () => record,
    tableId,
    store,
  };
  await announce();
  await check();
  await publish(true);
  refreshMembers();
  return doc;
}


/** A player's record once `id` is taken back: no longer brought, and leaving until the GM's device acknowledges it. */
const takenBack = (record: TableRecord, id: string): Partial<TableRecord> => ({
  sheets: record.sheets.filter((other) => other !== id),
  leaving: [...(record.leaving ?? []).filter((other) => other !== id), id],
});

/** Brings more of this device's own sheets to the open table. */
export function bringSheets(ids: readonly string[], store: AppStore = appStore) {
  if (!live || !actions) return;
  const record = actions.record();
  const { sheets, encounters } = store.getState();
  const fresh = ids.filter((id) => sheets[id] && !sheets[id].table && !isMonster(sheets[id], encounters) && !record.sheets.includes(id));
  if (fresh.length > 0) actions.bring(fresh);
}

/** Takes one brought sheet off the table; it stays on this device. */
export function takeBack(id: string) {
  actions?.takeBack(id);
}

/** GM: whether the table view shows exact HP of the GM's own creatures. */
export function setShowNumbers(on: boolean) {
  actions?.showNumbers(on);
}

/** Leaves the table: this device's sheets go off it (signed) and stay here. */
export function leaveTable(): Promise<void> {
  if (!live || !actions) return Promise.resolve();
  const last = actions.leave();
  endHere(null, last);
  return last.catch(() => undefined);
}

/** GM: ends the table for everyone (signed); every sheet stays with the device that brought it. */
export function closeTable(): Promise<void> {
  if (!live || !actions) return Promise.resolve();
  const last = actions.close();
  endHere(null, last);
  return last.catch(() => undefined);
}

/** Ends the table in this tab: copies of others' sheets go, this device's own stay. */
function endHere(reason: TableSessionState['ended'], last: Promise<unknown> = Promise.resolve()) {
  if (!live || !actions) return;
  const session = live;
  const { store, tableId } = actions;
  live = null;
  actions = null;
  // The asks and their prompts end with the table here.
  saveAsks.reset();
  dropCopies(store, tableId);
  // The last change (a leave, the close) reaches the peers before the connections go.
  ending.add(session);
  void last.catch(() => undefined).then(() => {
    session.quiet();
    setTimeout(() => {
      if (ending.delete(session)) session.stop();
    }, 1500);
  });
  writeTableRecord(null);
  tableAuthor.set(undefined);
  tableSession.setState({ ...initial, ended: reason });
}

/** Reopens the stored table after a reload (after the first paint). */
export async function resumeTable(): Promise<boolean> {
  const record = readTableRecord();
  if (!record || live || opening) return false;
  await openTable(record);
  return true;
}

/** Resolves once the open table's signing and checking are done (tests). */
export const tableIdle = () => live?.idle() ?? Promise.resolve();

export const dismissEnded = () => tableSession.setState({ ended: null });
