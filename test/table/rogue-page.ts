// A hostile member's page for rogue-member.table.ts: the app's own Yjs, y-webrtc and table
// modules, bundled by the test and driven from it through `window.rogue`. It knows the table's
// code (so it is in the table's room and holds the table's document) and does what a member
// who misbehaves could: write in other devices' names, unsigned or signed with its own key, in
// the table's document and in its own (legitimate) private channel with the GM, and try to
// reach another player's channel.
import '../../src/features/table/global-shim';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { loadDeviceKeys, memoryKeyStore, type DeviceKeys } from '../../src/features/table/device-keys';
import { PEER_CHANNEL, roomOf, tableIdOf } from '../../src/features/table/table-code';
import { pairChannel, signValue } from '../../src/features/table/table-crypto';
import { orderClock } from '../../src/features/table/table-order';
import { pairMaps, signed, tableMaps, writeMember, type Member, type SharedSheet, type Signer } from '../../src/features/table/table-doc';
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
    const signer: Signer = { device, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(1) };
    joined = { doc, provider, tableId, keys, signer, signaling };
    await writeMember(doc, tableId, signer, { name: 'Eve', role: 'player', sign: keys.signPublic, agree: keys.agreePublic });
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
