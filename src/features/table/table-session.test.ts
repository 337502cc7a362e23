// @vitest-environment node
// A table opened before tables were signed (a stored record of the previous shape: no GM key,
// no pins) resumes: the player's sheets stay where they are, the first GM heard is pinned, a
// second "GM" is refused, and leaving keeps every sheet. Also the GM's side: its own key is
// the one the invitation pins, and the copies it kept stay until their owners are heard.
// No network here (connect: false): the test writes into the table's document as a peer would.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createAppStore } from '../../store/store';
import { loadDeviceKeys, memoryKeyStore, type DeviceKeys } from './device-keys';
import { tableIdOf } from './table-code';
import { signValue } from './table-crypto';
import { orderClock } from './table-order';
import { publishView, readView, tableMaps, writeMember, type Signer } from './table-doc';
import { compareOrders } from './table-order';
import type { PublicRow, PublicView } from './public-view';
import type { TableRecord } from './table-record';
import { leaveTable, openTable, tableIdle, tableSession } from './table-session';

const CODE = 'ABCDEFGHJKMN';
const signerOf = (device: string, keys: DeviceKeys): Signer => ({ device, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(1) });

/** A peer's change arriving in the session's document. */
async function fromPeer(doc: Y.Doc, write: (peer: Y.Doc) => Promise<void>) {
  const peer = new Y.Doc();
  Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
  await write(peer);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer, Y.encodeStateVector(doc)), 'peer');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await tableIdle();
}

afterEach(async () => {
  await leaveTable();
});

describe('a table opened before tables were signed', () => {
  it('resumes on a player\'s phone: its sheet stays, the first GM heard is pinned, another "GM" is refused', async () => {
    const store = createAppStore({ language: 'en' });
    const sheet = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const previous = { code: CODE, role: 'player', name: 'Ana', sheets: [sheet], signaling: ['wss://signal.example'], showNumbers: false } as TableRecord;
    const keys = await loadDeviceKeys(memoryKeyStore());
    const doc = await openTable(previous, { store, connect: false, keys });
    expect(tableSession.getState().record).toMatchObject({ ...previous });
    expect(tableSession.getState().record?.gmKey).toBeUndefined();
    expect(store.getState().sheets[sheet]?.creature.name).toBe('Aria');

    const table = await tableIdOf(CODE);
    const [gm, eve] = await Promise.all([loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore())]);
    await fromPeer(doc, async (peer) => void await writeMember(peer, table, signerOf('gmtablet', gm), { name: 'GM', role: 'gm', sign: gm.signPublic, agree: gm.agreePublic }));
    expect(tableSession.getState().record?.gmKey).toBe(gm.fingerprint);
    expect(tableSession.getState().members.map((member) => `${member.name}:${member.role}`)).toEqual(['GM:gm', 'Ana:player']);

    await fromPeer(doc, async (peer) => void await writeMember(peer, table, signerOf('evesdevice', eve), { name: 'Eve', role: 'gm', sign: eve.signPublic, agree: eve.agreePublic }));
    expect(tableSession.getState().refused).toBe(1);
    expect(tableSession.getState().members.map((member) => member.name)).not.toContain('Eve');

    await leaveTable();
    expect(tableSession.getState().record).toBeNull();
    expect(store.getState().sheets[sheet]?.creature.name).toBe('Aria');
  });

  it('resumes on the GM\'s tablet: its key is pinned, and a copy it kept stays until its owner is heard', async () => {
    const store = createAppStore({ language: 'en' });
    const id = store.getState().createSheet({ name: 'Borin', maxHp: 30 });
    const table = await tableIdOf(CODE);
    store.getState().adoptTableSheet({ ...store.getState().sheets[id]!, table: { id: table, owner: 'brunophone', ownerName: 'Bruno' } });
    const previous = { code: CODE, role: 'gm', name: 'GM', sheets: [], signaling: ['wss://signal.example'], showNumbers: false } as TableRecord;
    const keys = await loadDeviceKeys(memoryKeyStore());
    await openTable(previous, { store, connect: false, keys });
    await tableIdle();
    expect(tableSession.getState().record?.gmKey).toBe(keys.fingerprint);
    expect(store.getState().sheets[id]?.table?.owner).toBe('brunophone');
    // The copy names its owner: the sheet id stays Bruno's for the table's life, kept with the table (issue 37).
    expect(tableSession.getState().record?.owners).toEqual({ [id]: 'brunophone' });
    expect(tableSession.getState().record?.session).toBeGreaterThan(0);
  });
});

/** Lets the GM's view (published 50 ms after a change) be signed and checked. */
async function published() {
  await new Promise((resolve) => setTimeout(resolve, 120));
  await tableIdle();
}

describe('a signed value sent again (issue 37)', () => {
  async function gmTable() {
    const store = createAppStore({ language: 'en' });
    store.getState().createEncounter('Ambush');
    const [ogre] = store.getState().addCreatures([{ name: 'Ogre', maxHp: 60 }]) as [string];
    const record = { code: CODE, role: 'gm', name: 'GM', sheets: [], signaling: ['wss://signal.example'], showNumbers: false } as TableRecord;
    const keys = await loadDeviceKeys(memoryKeyStore());
    const doc = await openTable(record, { store, connect: false, keys });
    await tableIdle();
    return { store, ogre, keys, doc, table: await tableIdOf(CODE) };
  }
  const rowState = (view: { rows: { name: string; state: string }[] } | null | undefined, name: string) => view?.rows.find((row) => row.name === name)?.state;

  it('a player\'s phone keeps the newest of the GM\'s views when an older one comes again, and counts it', async () => {
    const store = createAppStore({ language: 'en' });
    const record = { code: CODE, role: 'player', name: 'Ana', sheets: [], signaling: ['wss://signal.example'], showNumbers: false } as TableRecord;
    const doc = await openTable(record, { store, connect: false, keys: await loadDeviceKeys(memoryKeyStore()) });
    const table = await tableIdOf(CODE);
    const gmKeys = await loadDeviceKeys(memoryKeyStore());
    const gm = signerOf('gmtablet', gmKeys);
    await fromPeer(doc, async (peer) => void await writeMember(peer, table, gm, { name: 'GM', role: 'gm', sign: gmKeys.signPublic, agree: gmKeys.agreePublic }));
    const row: PublicRow = { id: 'ogre1', name: 'Ogre', player: false, state: 'hurt', status: 'alive', conditions: [] };
    const hurt: PublicView = { encounter: 'Ambush', round: 1, turn: null, rows: [row] };
    const bloodied: PublicView = { ...hurt, rows: [{ ...row, state: 'bloodied' }] };
    await fromPeer(doc, async (peer) => void await publishView(peer, table, gm, hurt));
    const kept = structuredClone(tableMaps(doc).view.get('now'));
    await fromPeer(doc, async (peer) => void await publishView(peer, table, gm, bloodied));
    expect(rowState(tableSession.getState().view, 'Ogre')).toBe('bloodied');
    expect(tableSession.getState().refused).toBe(0);
    // A member who kept the GM's earlier view sends it again, twice.
    for (let i = 0; i < 2; i++) {
      await fromPeer(doc, (peer) => Promise.resolve(void tableMaps(peer).view.set('now', structuredClone(kept))));
      expect(rowState(tableSession.getState().view, 'Ogre')).toBe('bloodied');
    }
    expect(tableSession.getState().refused).toBe(1);
  });

  it('the GM\'s tablet counts its own older view sent again and puts the newest back', async () => {
    const { store, ogre, keys, doc, table } = await gmTable();
    store.getState().act(ogre, { type: 'damage', amount: 10 });
    await published();
    const kept = structuredClone(tableMaps(doc).view.get('now'));
    store.getState().act(ogre, { type: 'damage', amount: 25 });
    await published();
    expect(tableSession.getState().refused).toBe(0);
    await fromPeer(doc, (peer) => Promise.resolve(void tableMaps(peer).view.set('now', structuredClone(kept))));
    expect(tableSession.getState().refused).toBe(1);
    const now = await readView(doc, table, keys.signPublic);
    expect(now.ok && rowState(now.value, 'Ogre')).toBe('bloodied');
  });

  it('after the GM reloads, its views are newer than every one before, and a copy of its view from before is put back without a count', async () => {
    const { store, ogre, keys, doc, table } = await gmTable();
    store.getState().act(ogre, { type: 'damage', amount: 10 });
    await published();
    const before = await readView(doc, table, keys.signPublic);
    const stored = tableSession.getState().record!;
    expect(stored.session).toBeGreaterThan(0);
    // The reload: the table opens again from its stored record, in a new document.
    const reopened = await openTable(stored, { store, connect: false, keys });
    await tableIdle();
    const after = await readView(reopened, table, keys.signPublic);
    expect(before.ok && after.ok && compareOrders(after.order, before.order)).toBeGreaterThan(0);
    // A phone still holds the view from before the reload and brings it back.
    await fromPeer(reopened, (peer) => Promise.resolve(void tableMaps(peer).view.set('now', structuredClone(tableMaps(doc).view.get('now')))));
    const now = await readView(reopened, table, keys.signPublic);
    expect(now.ok && after.ok && compareOrders(now.order, after.order)).toBeGreaterThan(0);
    expect(tableSession.getState().refused).toBe(0);
  });

  it('refuses a member\'s record older than one it read from that device, and the very one put back after it was removed', async () => {
    const store = createAppStore({ language: 'en' });
    const record = { code: CODE, role: 'player', name: 'Ana', sheets: [], signaling: ['wss://signal.example'], showNumbers: false } as TableRecord;
    const doc = await openTable(record, { store, connect: false, keys: await loadDeviceKeys(memoryKeyStore()) });
    const table = await tableIdOf(CODE);
    const brunoKeys = await loadDeviceKeys(memoryKeyStore());
    const bruno = signerOf('brunophone', brunoKeys);
    const member = { name: 'Bruno', role: 'player', sign: brunoKeys.signPublic, agree: brunoKeys.agreePublic } as const;
    await fromPeer(doc, async (peer) => void await writeMember(peer, table, bruno, member));
    const first = structuredClone(tableMaps(doc).members.get('brunophone'));
    await fromPeer(doc, async (peer) => void await writeMember(peer, table, bruno, { ...member, name: 'Bruno B' }));
    await fromPeer(doc, (peer) => Promise.resolve(void tableMaps(peer).members.set('brunophone', structuredClone(first))));
    expect(tableSession.getState().members.map((one) => one.name)).toContain('Bruno B');
    expect(tableSession.getState().refused).toBe(1);
    // Bruno leaves (his record goes); his last record sent again does not bring him back.
    await fromPeer(doc, async (peer) => void await writeMember(peer, table, bruno, { ...member, name: 'Bruno C' }));
    const latest = structuredClone(tableMaps(doc).members.get('brunophone'));
    await fromPeer(doc, (peer) => Promise.resolve(void tableMaps(peer).members.delete('brunophone')));
    expect(tableSession.getState().members.map((one) => one.name)).not.toContain('Bruno C');
    await fromPeer(doc, (peer) => Promise.resolve(void tableMaps(peer).members.set('brunophone', latest)));
    expect(tableSession.getState().members.map((one) => one.name)).not.toContain('Bruno C');
    expect(tableSession.getState().refused).toBe(2);
  });
});
