import './global-shim';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { createStore } from 'zustand/vanilla';
import { deviceId, tableAuthor } from '../../store/identity';
import { appStore, type AppStore } from '../../store/store';
import { isMonster } from '../../store/monsters';
import type { PublicView } from './public-view';
import { connectStore, type Bridge } from './table-bridge';
import { DEFAULT_ICE_SERVERS, roomOf, tableIdOf } from './table-code';
import { closeTableDoc, readMembers, readView, removeMember, setMember, shareSheet, tableMaps, unshareSheet, type Member } from './table-doc';
import { readTableRecord, writeTableRecord, type TableRecord } from './table-record';
import { hasTurn, toRtcIceServers, watchNetwork } from './table-network';

// The one open table of this tab: its Yjs document, the bridge that keeps it and the store in
// step (table-bridge.ts), and the y-webrtc provider that carries it between devices (peer to
// peer, encrypted with the table's code; tabs of one browser meet over a BroadcastChannel).
// Loaded only when a table is opened or resumed, never on the first route.

export interface TableMember extends Member {
  device: string;
  /** Connected now (its awareness is heard). */
  online: boolean;
}

export interface TableSessionState {
  record: TableRecord | null;
  /** A signaling server answers. */
  signaling: boolean;
  /** Devices this tab is connected to (other browsers, and other tabs of this one). */
  peers: number;
  members: TableMember[];
  view: PublicView | null;
  /** Entries or sheets from the table that did not validate: never applied. */
  invalid: number;
  /** The GM closed the table; shown until dismissed. */
  ended: 'closed' | null;
  /** The last thing another device did to a sheet here. */
  lastRemote: { sheetName: string; by: string; action: string; at: number } | null;
}

const initial: TableSessionState = { record: null, signaling: false, peers: 0, members: [], view: null, invalid: 0, ended: null, lastRemote: null };

export const tableSession = createStore<TableSessionState>(() => initial);

interface Live {
  doc: Y.Doc;
  bridge: Bridge;
  provider: WebrtcProvider | null;
  stop: () => void;
}

let live: Live | null = null;
/** Sessions ending (their last change still on its way): stopped at once if a table opens meanwhile. */
const ending = new Set<Live>();
/** A table being opened (its keys are derived asynchronously): a resume meanwhile must not open a second one. */
let opening: Promise<Y.Doc> | null = null;

export interface OpenOptions {
  store?: AppStore;
  /** false: the document is not connected to any network (tests). */
  connect?: boolean;
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

async function open(record: TableRecord, options: OpenOptions): Promise<Y.Doc> {
  // y-webrtc keeps one provider per room: a table left a moment ago must be gone before it is joined again.
  for (const session of ending) session.stop();
  ending.clear();
  live?.stop();
  live = null;
  const store = options.store ?? appStore;
  const [room, tableId] = await Promise.all([roomOf(record.code), tableIdOf(record.code)]);
  writeTableRecord(record);
  const me = deviceId();
  const doc = new Y.Doc();
  setMember(doc, me, { name: record.name, role: record.role });
  tableAuthor.set(record.name);
  tableSession.setState({ ...initial, record });

  const bridge = connectStore({
    doc, store, record, device: me, tableId,
    events: {
      invalid: (count) => tableSession.setState((state) => ({ invalid: state.invalid + count })),
      closed: () => endHere('closed'),
      remote: (sheet, entry) => {
        if (entry.change.kind !== 'act') return;
        tableSession.setState({ lastRemote: { sheetName: sheet.creature.name, by: entry.by ?? '?', action: entry.change.action.type, at: entry.at } });
      },
      unshared: (id) => updateRecord({ sheets: bridge.record().sheets.filter((other) => other !== id) }),
    },
  });

  const { members, view } = tableMaps(doc);
  const onMembers = () => refreshMembers();
  const onView = () => tableSession.setState({ view: readView(doc) });
  members.observe(onMembers);
  view.observe(onView);

  let provider: WebrtcProvider | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let stopNetwork = () => {};
  if (options.connect !== false) {
    const ice = store.getState().settings.iceServers ?? DEFAULT_ICE_SERVERS;
    provider = new WebrtcProvider(room, doc, {
      signaling: record.signaling,
      password: record.code,
      peerOpts: { config: { iceServers: toRtcIceServers(ice) } },
    });
    provider.awareness.setLocalStateField('member', { device: me });
    provider.awareness.on('change', onMembers);
    const checkSignaling = () => {
      const signaling = provider?.signalingConns.some((conn) => conn.connected) ?? false;
      if (tableSession.getState().signaling !== signaling) tableSession.setState({ signaling });
    };
    poll = setInterval(checkSignaling, 1000);
    // The signaling servers' and peer connections' state, for the bar (table-network.ts).
    const gmReached = () => tableSession.getState().members.some((member) => member.role === 'gm' && member.online && member.device !== me);
    // It also counts the devices connected (peer connections formed, not only announced).
    stopNetwork = watchNetwork(provider, { gm: record.role === 'gm', gmReached, turn: hasTurn(ice), onPeers: (peers) => tableSession.setState({ peers }) });
  }

  live = {
    doc, bridge, provider,
    stop: () => {
      bridge.stop();
      if (poll) clearInterval(poll);
      stopNetwork();
      members.unobserve(onMembers);
      view.unobserve(onView);
      provider?.destroy();
      doc.destroy();
    },
  };
  refreshMembers();
  onView();
  return doc;
}

function refreshMembers() {
  if (!live) return;
  const online = new Set<string>([deviceId()]);
  for (const value of live.provider?.awareness.getStates().values() ?? []) {
    const device = (value as { member?: { device?: unknown } }).member?.device;
    if (typeof device === 'string') online.add(device);
  }
  const members = [...readMembers(live.doc)].map(([device, member]) => ({ device, ...member, online: online.has(device) }));
  const rank = { gm: 0, player: 1, viewer: 2 } as const;
  members.sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
  tableSession.setState({ members });
}

function updateRecord(patch: Partial<TableRecord>) {
  if (!live) return;
  const record = { ...live.bridge.record(), ...patch };
  live.bridge.setRecord(record);
  writeTableRecord(record);
  tableSession.setState({ record });
}

/** Brings more of this device's own sheets to the open table. */
export function bringSheets(ids: readonly string[], store: AppStore = appStore) {
  if (!live) return;
  const { doc, bridge } = live;
  const record = bridge.record();
  const { sheets, encounters } = store.getState();
  const fresh = ids.filter((id) => sheets[id] && !sheets[id].table && !isMonster(sheets[id], encounters) && !record.sheets.includes(id));
  if (fresh.length === 0) return;
  updateRecord({ sheets: [...record.sheets, ...fresh] });
  doc.transact(() => {
    for (const id of fresh) shareSheet(doc, sheets[id]!, deviceId(), record.name);
  });
}

/** Takes one brought sheet off the table; it stays on this device. */
export function takeBack(id: string) {
  if (!live) return;
  unshareSheet(live.doc, id);
  updateRecord({ sheets: live.bridge.record().sheets.filter((other) => other !== id) });
}

/** GM: whether the table view shows exact HP of the GM's own creatures. */
export function setShowNumbers(on: boolean) {
  if (!live) return;
  updateRecord({ showNumbers: on });
  live.bridge.publish();
}

/** Leaves the table: this device's sheets go off it and stay here. */
export function leaveTable() {
  if (!live) return;
  const { doc, bridge } = live;
  doc.transact(() => {
    for (const id of bridge.record().sheets) unshareSheet(doc, id);
    removeMember(doc, deviceId());
  });
  endHere(null);
}

/** GM: ends the table for everyone; every sheet stays with the device that brought it. */
export function closeTable() {
  if (!live) return;
  closeTableDoc(live.doc);
  endHere(null);
}

/** Ends the table in this tab: copies of others' sheets go, this device's own stay. */
function endHere(reason: TableSessionState['ended']) {
  if (!live) return;
  const session = live;
  live = null;
  session.bridge.dropCopies();
  session.bridge.stop();
  // The last change (a leave, the close) reaches the peers before the connection goes.
  ending.add(session);
  setTimeout(() => {
    if (ending.delete(session)) session.stop();
  }, 1500);
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

export const dismissEnded = () => tableSession.setState({ ended: null });
