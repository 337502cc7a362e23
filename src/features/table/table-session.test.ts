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
import { writeMember, type Signer } from './table-doc';
import type { TableRecord } from './table-record';
import { leaveTable, openTable, tableIdle, tableSession } from './table-session';

const CODE = 'ABCDEFGHJKMN';
const signerOf = (device: string, keys: DeviceKeys): Signer => ({ device, sign: (value) => signValue(keys.sign.privateKey, value) });

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
    await fromPeer(doc, (peer) => writeMember(peer, table, signerOf('gmtablet', gm), { name: 'GM', role: 'gm', sign: gm.signPublic, agree: gm.agreePublic }));
    expect(tableSession.getState().record?.gmKey).toBe(gm.fingerprint);
    expect(tableSession.getState().members.map((member) => `${member.name}:${member.role}`)).toEqual(['GM:gm', 'Ana:player']);

    await fromPeer(doc, (peer) => writeMember(peer, table, signerOf('evesdevice', eve), { name: 'Eve', role: 'gm', sign: eve.signPublic, agree: eve.agreePublic }));
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
  });
});
