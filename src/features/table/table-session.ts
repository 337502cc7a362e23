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
import { heartbeat, presence as presenceOf } from './device-presence';
import { compareOrders, judge, nextSession, orderClock, type Order } from './table-order';
import { healStalledOffers } from './stalled-offers';
import { isLocalTable, setHubRole } from './local-hub';
import { forgetSpares, returnBySpares } from './local-spares';
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

/** A presence whose signed heartbeat has not moved on for this long no longer counts (each device signs a new one every 3 s). */
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
  // Every opening is a later session: what this tab signs is ordered after all this device signed before (table-order.ts).
  const opened = nextSession(first.session, Date.now());
  const signer: Signer = { device: me, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(opened) };
  let record: TableRecord = { ...first, session: opened, ...(first.role === 'gm' ? { gmKey: keys.fingerprint } : {}) };
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
  // A table without internet: the GM's page is the signaling server (local-hub.ts), and no STUN server answers.
  const local = isLocalTable(record.signaling);
  if (connect) setHubRole(local ? (record.role === 'gm' ? 'hub' : 'spoke') : null);
  // Back after a reload: the links prepared with the other devices beforehand (local-spares.ts).
  if (connect && local) void returnBySpares(record.role === 'gm' ? 'hub' : 'spoke', record.code);
  const ice = local ? [] : store.getState().settings.iceServers ?? DEFAULT_ICE_SERVERS;
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
  /** The order of this device's member record as this tab last wrote it. */
  let announced: Order | null = null;
  const announce = async () => {
    announced = await writeMember(doc, tableId, signer, own);
  };
  /** Per device, the order of the newest member record read, and whether it has been removed since. */
  const memberOrders = new Map<string, { order: Order; removed: boolean }>();

  const pairs = new Map<string, Pair>();
  /** GM: which device first brought each sheet id, kept with the table. */
  const owners = {
    of: (id: string) => record.owners?.[id],
    claim: (id: string, device: string) => setRecord({ owners: { ...record.owners, [id]: device } }),
  };
  if (record.role === 'gm') {
    // A table from before kept no owners: the copies this device holds name theirs.
    const copies = Object.values(store.getState().sheets).filter((sheet) => sheet.table?.id === tableId && !record.owners?.[sheet.id]);
    if (copies.length > 0) setRecord({ owners: { ...record.owners, ...Object.fromEntries(copies.map((sheet) => [sheet.id, sheet.table!.owner])) } });
  }
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
    const bridge = connectStore({ doc: pairDoc, store, record: () => record, signer, peer, keyOf, tableId, owners, events: bridgeEvents });
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
    const listed = new Set(memberIds(doc));
    for (const [device, last] of memberOrders) if (!listed.has(device)) last.removed = true;
    for (const device of listed) {
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
      // Signed by its own key, but older than the newest record read from that device (or the very
      // one, after it was removed): sent again, not applied.
      const last = memberOrders.get(device);
      const verdict = judge(read.order, last?.order);
      if (verdict === 'replayed' || (verdict === 'same' && last?.removed)) refuse(`member:${device}`, raw);
      if (verdict === 'replayed' || verdict === 'stale' || (verdict === 'same' && last?.removed)) {
        if (trusted.has(device)) present.add(device);
        continue;
      }
      if (member.role === 'gm' && device !== gm) continue;
      if (!pinned) setRecord({ pins: { ...record.pins, [device]: member.sign } });
      memberOrders.set(device, { order: read.order, removed: false });
      trusted.set(device, member);
      present.add(device);
    }
    // Someone overwrote or removed this device's record, or put an older one of its own back: it
    // says again who it is (another tab of this device writing the same, later, is left be).
    const mine = await readMember(doc, tableId, me);
    if (mine.ok && canonical(mine.value) === canonical(own)) signer.clock.saw(mine.order);
    const older = mine.ok && announced !== null && compareOrders(mine.order, announced) < 0;
    if (!leaving && !stopped && (!mine.ok || canonical(mine.value) !== canonical(own) || older)) await announce();
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

  /** The order of the newest view read (a player's) or published (the GM's). */
  let lastView: Order | undefined;
  const checkView = async () => {
    if (record.role === 'gm') {
      // Another device wrote over the GM's view, or sent an older one of the GM's again: the GM's
      // goes back. A later one signed here comes from another tab of this device: it stands if it is the same.
      const read = await readView(doc, tableId, keys.signPublic);
      const raw = tableMaps(doc).view.get('now') as { view?: unknown } | undefined;
      if (!read.ok) {
        if (read.why !== 'absent') refuse('view', raw);
        await publish(true);
        return;
      }
      const verdict = judge(read.order, lastView);
      if (verdict === 'newer') {
        signer.clock.saw(read.order);
        lastView = read.order;
      }
      if (verdict === 'replayed') refuse('view', raw);
      if (verdict === 'replayed' || verdict === 'stale' || canonical(raw?.view) !== published) await publish(true);
      return;
    }
    const raw = tableMaps(doc).view.get('now');
    const read = await readView(doc, tableId, gmKey());
    if (stopped) return;
    if (read.ok) {
      // Only a view newer than the one shown is shown; an older one sent again is refused.
      const verdict = judge(read.order, lastView);
      if (verdict === 'newer') {
        lastView = read.order;
        tableSession.setState({ view: read.value });
      } else if (verdict === 'replayed') refuse('view', raw);
    } else if (read.why === 'absent') tableSession.setState({ view: null });
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
    lastView = (await publishView(doc, tableId, signer, next)) ?? lastView;
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

  // ---- Presence: each device once, a heartbeat signed with its own key every few seconds, gone on leaving the page ----
  let provider: WebrtcProvider | null = null;
  const timers: ReturnType<typeof setInterval>[] = [];
  let stopNetwork = () => {};
  let stopHealing = () => {};
  const heard = presenceOf({ table: tableId, keyOf, timeout: PRESENCE_TIMEOUT });
  /** Reads every awareness state (signatures checked once per state), then counts who is present. */
  let hearing: Promise<void> = Promise.resolve();
  const hearAll = () => {
    hearing = hearing.then(async () => {
      const awareness = provider?.awareness;
      if (!awareness || stopped) return;
      for (const [client, value] of [...awareness.getStates()]) {
        if (client === awareness.clientID) continue;
        const { heard: what, device } = await heard.hear(client, value, Date.now());
        // A claim of a member's device without its key, or its newest heartbeat sent again by another client.
        if (what === 'refused' || what === 'replayed') refuse(`presence:${what}:${client}:${device ?? ''}`, null);
      }
      refreshMembers();
    }).catch((error: unknown) => console.warn('[table]', error));
  };
  // This tab's own heartbeats: its session, and a sequence of their own (other tabs of this device beat in theirs).
  let beats = 0;
  /** Signs the next heartbeat; a page that withdrew its presence stays withdrawn unless `resume` (it is shown again). */
  const beat = async (resume = false) => {
    const state = await heartbeat(tableId, signer, { session: opened, seq: ++beats });
    if (!stopped && (resume || provider?.awareness.getLocalState() !== null)) provider?.awareness.setLocalState(withPeer(state));
  };
  // The page's y-webrtc peer id rides beside the heartbeat (page-peers.ts), unsigned: it only tells
  // the bar which page an offer went to, never who is present.
  const withPeer = (state: object) => (provider?.room?.peerId ? { ...state, peer: provider.room.peerId } : state);
  // A device heard for the first time counts from its second heartbeat: a new one goes at once, so a
  // device that joins is counted within a moment.
  const onAwareness = ({ added }: { added: number[] }) => {
    if (added.length > 0) void beat();
    hearAll();
  };
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
    if (event.persisted) void beat(true);
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
    void beat();
    awareness.on('change', onAwareness);
    timers.push(setInterval(() => {
      void beat();
      hearAll();
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
    const online = heard.present(Date.now());
    online.add(me);
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
      if (local) {
        setHubRole(null);
        forgetSpares();
      }
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
