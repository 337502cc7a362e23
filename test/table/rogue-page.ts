// A hostile member's page for rogue-member.table.ts: the app's own Yjs, y-webrtc and table
// modules, bundled by the test and driven from it through `window.rogue`. It knows the table's
// code (so it is in the table's room and holds the table's document) and does what a member
// who misbehaves could: write in other devices' names, unsigned or signed with its own key, in
// the table's document and in its own (legitimate) private channel with the GM, and try to
// reach another player's channel. Then (issue 37) what a member who keeps what it heard could
// do: send one of the GM's earlier views again, bring a record of its own under the id of a
// sheet a player took back, and (from a second page that knows only the code) make a device
// whose page is closed look present, claiming its id or sending its heartbeats again.
import '../../src/features/table/global-shim';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { loadDeviceKeys, memoryKeyStore, type DeviceKeys } from '../../src/features/table/device-keys';
import { PEER_CHANNEL, roomOf, tableIdOf } from '../../src/features/table/table-code';
import { pairChannel, signValue } from '../../src/features/table/table-crypto';
import { orderClock } from '../../src/features/table/table-order';
import { heartbeat } from '../../src/features/table/device-presence';
import { pairMaps, shareSheet, signed, tableMaps, writeMember, type Member, type SharedSheet, type Signer } from '../../src/features/table/table-doc';
import type { SheetEntry } from '../../src/store/types';

interface Joined {
  doc: Y.Doc;
  provider: WebrtcProvider;
  tableId: string;
  keys: DeviceKeys;
  signer: Signer;
  signaling: string[];
}

let joined: Joined | null = null;
let pair: { doc: Y.Doc; provider: WebrtcProvider } | null = null;
let reach: { doc: Y.Doc; provider: WebrtcProvider } | null = null;
/** What it kept: one of the GM's signed views, and the last presence heard from a device. */
let keptView: unknown = null;
const keptPresence = new Map<string, unknown>();
/** The second page's claim of another device's presence. */
let claim: { doc: Y.Doc; provider: WebrtcProvider; timer: ReturnType<typeof setInterval> } | null = null;

// The app's own connection settings: a member who misbehaves runs what the app runs.
const peerOpts = { config: { iceServers: [] }, channelConfig: PEER_CHANNEL };
const need = () => {
  if (!joined) throw new Error('not joined');
  return joined;
};
const sign = (value: unknown) => signValue(need().keys.sign.privateKey, value);
const members = () => tableMaps(need().doc).members.toJSON() as Record<string, Member & { sig: string }>;
const gmOf = () => Object.entries(members()).find(([, member]) => member.role === 'gm');

function entry(device: string, id: string, amount: number): SheetEntry {
  return { id, device, tab: `${device}tab`, clock: 900, at: Date.now(), by: 'Ana', change: { kind: 'act', action: { type: 'damage', amount } } };
}

const rogue = {
  async join(code: string, signaling: string[], device: string) {
    const [room, tableId, keys] = await Promise.all([roomOf(code), tableIdOf(code), loadDeviceKeys(memoryKeyStore())]);
    const doc = new Y.Doc();
    const provider = new WebrtcProvider(room, doc, { signaling, password: code, peerOpts });
    provider.awareness.setLocalState({ member: { device } });
    const signer: Signer = { device, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(Date.now()) };
    joined = { doc, provider, tableId, keys, signer, signaling };
    await writeMember(doc, tableId, signer, { name: 'Eve', role: 'player', sign: keys.signPublic, agree: keys.agreePublic });
    // Its own presence, as the app signs it; and it keeps the last presence it hears from every device.
    const session = Date.now();
    let seq = 0;
    const beat = async () => provider.awareness.setLocalState(await heartbeat(tableId, signer, { session, seq: ++seq }));
    await beat();
    setInterval(() => void beat(), 3000);
    provider.awareness.on('change', () => {
      for (const state of provider.awareness.getStates().values()) {
        const claimed = (state as { member?: { device?: unknown } }).member?.device;
        if (typeof claimed === 'string' && claimed !== device) keptPresence.set(claimed, JSON.parse(JSON.stringify(state)));
      }
    });
  },
  /** The table's members as its document holds them (names and roles). */
  members: () => Object.fromEntries(Object.entries(joined ? members() : {}).map(([device, member]) => [device, { name: member.name, role: member.role }])),
  /** Its own private channel with the GM: the GM opens one with every player. */
  async pairWithGm() {
    const { keys, tableId, signer, signaling } = need();
    const [gm, member] = gmOf()!;
    const channel = await pairChannel(keys.agree.privateKey, member.agree, tableId, [signer.device, gm]);
    const doc = new Y.Doc();
    pair = { doc, provider: new WebrtcProvider(channel.room, doc, { signaling, password: channel.password, peerOpts }) };
  },
  pairPeers: () => (pair ? pair.provider.room?.webrtcConns.size ?? 0 : 0),
  /** In its own channel with the GM: entries on Aria in Ana's name (signed by itself, and unsigned), Aria's record replaced, Aria "left". */
  async attackThroughPair(aria: string, ana: string, origin: unknown) {
    const { tableId, signer } = need();
    const { entries, sheets } = pairMaps(pair!.doc);
    const forged = entry(ana, 'forgedentry1', 2);
    entries.set(`${aria}/forgedentry1`, { entry: forged, by: ana, sig: await sign(signed.entry(tableId, aria, forged)) });
    const asItself = entry(signer.device, 'forgedentry2', 3);
    entries.set(`${aria}/forgedentry2`, { entry: asItself, by: signer.device, sig: await sign(signed.entry(tableId, aria, asItself)) });
    entries.set(`${aria}/unsigned0001`, { entry: entry(ana, 'unsigned0001', 4), by: ana });
    const impostor = { owner: signer.device, ownerName: 'Eve', epoch: 'pwned1', origin, followLanguage: false } as unknown as SharedSheet;
    sheets.set(aria, { sheet: impostor, sig: await sign(signed.sheet(tableId, aria, impostor)) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const inAnasName = { ...impostor, owner: ana, ownerName: 'Ana' };
    sheets.set(aria, { sheet: inAnasName, sig: await sign(signed.sheet(tableId, aria, inAnasName)) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const left: SharedSheet = { ...impostor, owner: ana, ownerName: 'Ana', left: true };
    sheets.set(aria, { sheet: left, sig: await sign(signed.sheet(tableId, aria, left)) });
  },
  /** In the table's document: Ana's member record taken over, a GM claimed, the table "closed", the view forged, entries and a "left" in the old places. */
  async attackThroughTable(aria: string, ana: string) {
    const { doc, tableId, keys, signer } = need();
    const maps = tableMaps(doc);
    const takeover: Member = { name: 'Pwned', role: 'player', sign: keys.signPublic, agree: keys.agreePublic };
    maps.members.set(ana, { ...takeover, sig: await sign(signed.member(tableId, ana, takeover)) });
    const claim: Member = { name: 'Eve', role: 'gm', sign: keys.signPublic, agree: keys.agreePublic };
    maps.members.set(signer.device, { ...claim, sig: await sign(signed.member(tableId, signer.device, claim)) });
    maps.meta.set('closed', { sig: await sign(signed.closed(tableId)) });
    const view = { encounter: 'Pwned', round: 1, turn: null, rows: [] };
    maps.view.set('now', { view, sig: await sign(signed.view(tableId, view)) });
    // The previous version's places: nobody reads them any more.
    doc.getMap('entries').set(`${aria}/oldplace0001`, entry(ana, 'oldplace0001', 5));
    doc.getMap('sheets').set(aria, { owner: ana, ownerName: 'Ana', left: true });
  },
  /** The state the GM's current view (as the table's document holds it) gives the creature `name`. */
  viewState: (name: string) => {
    const now = tableMaps(need().doc).view.get('now') as { view?: { rows?: { name: string; state: string }[] } } | undefined;
    return now?.view?.rows?.find((row) => row.name === name)?.state ?? null;
  },
  /** Keeps the GM's current signed view, as it is. */
  keepView: () => {
    keptView = JSON.parse(JSON.stringify(tableMaps(need().doc).view.get('now') ?? null));
  },
  /** Sends the kept view again. */
  replayView: () => {
    tableMaps(need().doc).view.set('now', JSON.parse(JSON.stringify(keptView)));
  },
  /**
   * In its own channel with the GM, with the app's own code: brings a sheet of its own under
   * `sheetId` (a sheet a player took back: its id is public in the view), signed as itself.
   */
  async bringUnder(sheetId: string, origin: unknown) {
    const { tableId, signer } = need();
    const sheet = { id: sheetId, epoch: 'squatted1', origin, followLanguage: false, log: [] } as unknown as Parameters<typeof shareSheet>[3];
    await shareSheet(pair!.doc, tableId, signer, sheet, 'Eve');
  },
  /** The last presence it heard from `device` (to send again later), as JSON. */
  keptPresenceOf: (device: string) => JSON.stringify(keptPresence.get(device) ?? null),
  /**
   * A second page that knows only the code: in the table's room, it claims `device`'s presence
   * every two seconds, in turn unsigned, signed with a key of its own in that device's name, and
   * as the kept heartbeat of that device (`kept`, JSON) sent again.
   */
  async claimPresence(code: string, signaling: string[], device: string, kept: string) {
    const [room, tableId, keys] = await Promise.all([roomOf(code), tableIdOf(code), loadDeviceKeys(memoryKeyStore())]);
    const doc = new Y.Doc();
    const provider = new WebrtcProvider(room, doc, { signaling, password: code, peerOpts });
    const asThat: Signer = { device, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(Date.now()) };
    let turn = 0;
    const again = JSON.parse(kept) as Record<string, unknown> | null;
    const next = async () => {
      const kind = turn++ % 3;
      if (kind === 0) provider.awareness.setLocalState({ member: { device }, beat: Date.now() });
      if (kind === 1) provider.awareness.setLocalState(await heartbeat(tableId, asThat, asThat.clock.next()));
      if (kind === 2 && again) provider.awareness.setLocalState(again);
    };
    await next();
    claim = { doc, provider, timer: setInterval(() => void next(), 2000) };
  },
  /** How many devices the second page's claim reaches. */
  claimPeers: () => (claim ? claim.provider.room?.webrtcConns.size ?? 0 : 0),
  /** Everything this page holds of the table: the table's document and its own channel. */
  held: () => JSON.stringify({ table: joined?.doc.toJSON(), pair: pair?.doc.toJSON(), reach: reach?.doc.toJSON() }),
  /** Tries to join the channel of `player` and the GM: without either private key, it derives another room. */
  async reachPairOf(player: string) {
    const { keys, tableId, signaling } = need();
    const [gm, member] = gmOf()!;
    const channel = await pairChannel(keys.agree.privateKey, member.agree, tableId, [player, gm]);
    const doc = new Y.Doc();
    reach = { doc, provider: new WebrtcProvider(channel.room, doc, { signaling, password: channel.password, peerOpts }) };
  },
};

(globalThis as typeof globalThis & { rogue?: typeof rogue }).rogue = rogue;
