// @vitest-environment node
// A save the GM asks on a player's phone, without a network (as table-bridge.test.ts does): each
// device is a store with its own keys and its own asks (save-asks.ts); the GM's tablet and each
// player's phone share a pair document, one copy on each side joined by the sheets' bridge and the
// asks' bridge, and the test carries the updates between the copies by hand. The GM's side is
// this module's own `saveAsks`, linked as the table's session links it, so askSave and the
// answer the GM screen reads are the ones the app uses.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mulberry32 } from '../../rules/test-helpers';
import { createAppStore, type AppStore } from '../../store/store';
import type { NewSheet } from '../../store/sheets-slice';
import { connectAsks, type AskBridge } from './ask-bridge';
import { askKey } from './ask-doc';
import { loadDeviceKeys, memoryKeyStore, type DeviceKeys } from './device-keys';
import { createSaveAsks, saveAsks, type SaveAnswer, type SaveAsk, type SaveAsks } from './save-asks';
import { connectStore, type Bridge } from './table-bridge';
import { signValue } from './table-crypto';
import { orderClock } from './table-order';
import { pairMaps, signed, type Signer } from './table-doc';
import type { TableRecord, TableRole } from './table-record';

const TABLE = 'databook-test-table';
/** Fire Breath of a Red Dragon Wyrmling (SRD 5.2.1): Dexterity saving throw DC 13. */
const FIRE_BREATH: SaveAsk = { ability: 'dex', dc: 13, label: 'Fire Breath', from: 'Red Dragon Wyrmling' };

interface Device {
  id: string;
  store: AppStore;
  keys: DeviceKeys;
  signer: Signer;
  record: TableRecord;
  asks: SaveAsks;
  events: { invalid: number; refused: number };
}

interface End {
  device: Device;
  doc: Y.Doc;
  bridge: Bridge;
  asks: AskBridge;
  outbox: Uint8Array[];
}
type Pair = [End, End];

const known = new Map<string, string>();
const keyOf = (device: string) => known.get(device);

async function device(id: string, name: string, role: TableRole, sheets: NewSheet[] = [], asks = createSaveAsks()): Promise<Device> {
  let clock = 1_780_000_000_000;
  const store = createAppStore({
    language: 'en', rng: mulberry32(id.length), now: () => (clock += 1000), who: () => ({ device: id, tab: `${id}tab` }), author: () => name,
  });
  const ids = sheets.map((sheet) => store.getState().createSheet(sheet));
  const keys = await loadDeviceKeys(memoryKeyStore());
  known.set(id, keys.signPublic);
  const record: TableRecord = { code: 'ABCDEFGHJKMN', role, name, sheets: ids, signaling: ['ws://localhost:4444'], showNumbers: false };
  return { id, store, keys, signer: { device: id, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(1) }, record, asks, events: { invalid: 0, refused: 0 } };
}

function end(device: Device, peer: string): End {
  const doc = new Y.Doc();
  const outbox: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'peer') outbox.push(update);
  });
  const events = {
    invalid: (count: number) => { device.events.invalid += count; },
    refused: (count: number) => { device.events.refused += count; },
  };
  const options = { doc, store: device.store, record: () => device.record, signer: device.signer, peer, keyOf, tableId: TABLE, events };
  return { device, doc, bridge: connectStore(options), asks: connectAsks({ ...options, asks: device.asks.store }), outbox };
}

async function settle(pairs: Pair[]) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const pair of pairs) {
    for (const side of pair) {
      await side.bridge.idle();
      await side.asks.idle();
    }
  }
}

async function syncAll(pairs: Pair[]) {
  for (let round = 0; round < 20; round++) {
    await settle(pairs);
    let moved = 0;
    for (const [a, b] of pairs) {
      for (const [from, to] of [[a, b], [b, a]] as const) {
        for (const update of from.outbox.splice(0)) {
          Y.applyUpdate(to.doc, update, 'peer');
          moved++;
        }
      }
    }
    if (moved === 0) return;
  }
  throw new Error('the table did not settle');
}

/** Writes into a pair's document from outside (as a device that got into it would). */
function inject(target: Pair, write: (doc: Y.Doc) => void) {
  const outsider = new Y.Doc();
  for (const side of target) Y.applyUpdate(outsider, Y.encodeStateAsUpdate(side.doc));
  write(outsider);
  for (const side of target) Y.applyUpdate(side.doc, Y.encodeStateAsUpdate(outsider, Y.encodeStateVector(side.doc)), 'peer');
}

/** Links a device's asks to its pairs, as the table's session does. */
function link(device: Device, pairs: Pair[]) {
  const mine = new Map(pairs.map((pair) => {
    const side = pair.find((one) => one.device === device)!;
    const other = pair.find((one) => one.device !== device)!;
    return [other.device.id, side.asks] as const;
  }));
  device.asks.link({ tableId: TABLE, role: device.record.role, device: device.id, store: device.store, channel: (peer) => mine.get(peer) });
  if (device.record.role === 'gm') device.asks.setPlayers([...mine.keys()]);
}

/** A GM (this module's own asks), Ana with two sheets, Bruno with one, and a goblin of the GM's. */
async function table() {
  const gm = await device('gmtablet', 'GM', 'gm', [], saveAsks);
  // Aria's Dexterity save is +5 (RULES.md: a save set on the sheet replaces the modifier).
  const ana = await device('anaphone', 'Ana', 'player', [{ name: 'Aria', maxHp: 20, abilities: { dex: 3 }, saves: { dex: 5 } }, { name: 'Lyra', maxHp: 12 }]);
  const bruno = await device('brunophone', 'Bruno', 'player', [{ name: 'Borin', maxHp: 30 }]);
  const [aria, lyra] = ana.record.sheets as [string, string];
  const borin = bruno.record.sheets[0]!;
  const withAna: Pair = [end(gm, ana.id), end(ana, gm.id)];
  const withBruno: Pair = [end(gm, bruno.id), end(bruno, gm.id)];
  const pairs = [withAna, withBruno];
  for (const one of [gm, ana, bruno]) link(one, pairs.filter((pair) => pair.some((side) => side.device === one)));
  await syncAll(pairs);
  const goblin = gm.store.getState().createSheet({ name: 'Goblin', maxHp: 7 });
  return { gm, ana, bruno, withAna, withBruno, pairs, aria, lyra, borin, goblin };
}

afterEach(() => saveAsks.reset());

async function signedAsk(by: Device, sheetId: string, askId: string, ask: SaveAsk, table = TABLE) {
  return { ask, by: by.id, sig: await signValue(by.keys.sign.privateKey, signed.ask(table, sheetId, askId, ask)) };
}
async function signedAnswer(signer: DeviceKeys, by: string, sheetId: string, askId: string, answer: SaveAnswer) {
  return { answer, by, sig: await signValue(signer.sign.privateKey, signed.answer(TABLE, sheetId, askId, answer)) };
}

describe('a save the GM asks on a player\'s phone', () => {
  it('reaches the phone that owns the sheet, and the phone\'s roll reaches the GM', async () => {
    const { gm, ana, bruno, pairs, aria } = await table();
    expect(saveAsks.canAskOnPhone(gm.store.getState(), aria)).toBe(true);
    const id = saveAsks.askSave(aria, { ...FIRE_BREATH, label: '  Fire Breath ' })!;
    expect(id).toMatch(/^[\w-]+$/);
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toEqual([{ id, sheetId: aria, ask: FIRE_BREATH, via: gm.id }]);
    // Bruno's phone holds no pair with Ana's sheets: nothing of it.
    expect(bruno.asks.store.getState().open).toEqual([]);
    expect(saveAsks.saveAnswer(id)).toBeNull();

    // Ana rolled an 8 at the table; Aria's Dexterity save is +5: 13, which meets DC 13.
    expect(ana.asks.answerAsk(id, { roll: 8, bonus: 5 })).toBe(true);
    expect(ana.asks.store.getState().open).toEqual([]);
    await syncAll(pairs);
    expect(saveAsks.saveAnswer(id)).toEqual({ roll: 8, bonus: 5, total: 13 });
    expect(saveAsks.store.getState().asked[id]).toMatchObject({ sheetId: aria, owner: ana.id, ask: FIRE_BREATH });
    // The ask with its answer is done: the phone does not ask again.
    expect(ana.asks.store.getState().open).toEqual([]);
    expect([gm.events, ana.events]).toEqual([{ invalid: 0, refused: 0 }, { invalid: 0, refused: 0 }]);
  });

  it('asks only a player\'s sheet at the table, and only what the rules could ask', async () => {
    const { gm, ana, aria, goblin } = await table();
    const state = gm.store.getState();
    expect(saveAsks.canAskOnPhone(state, goblin)).toBe(false);
    expect(saveAsks.askSave(goblin, FIRE_BREATH)).toBeNull();
    expect(saveAsks.askSave(aria, { ...FIRE_BREATH, dc: 31 })).toBeNull();
    expect(saveAsks.askSave(aria, { ...FIRE_BREATH, dc: 0 })).toBeNull();
    expect(saveAsks.askSave(aria, { ...FIRE_BREATH, label: '   ' })).toBeNull();
    expect(saveAsks.askSave(aria, { ...FIRE_BREATH, from: 'x'.repeat(121) })).toBeNull();
    expect(saveAsks.askSave(aria, { ...FIRE_BREATH, ability: 'luck' as 'dex' })).toBeNull();
    // Not on a player's phone, nor once the player's pair is gone.
    expect(ana.asks.canAskOnPhone(ana.store.getState(), aria)).toBe(false);
    expect(ana.asks.askSave(aria, FIRE_BREATH)).toBeNull();
    saveAsks.setPlayers([]);
    expect(saveAsks.canAskOnPhone(state, aria)).toBe(false);
    expect(saveAsks.askSave(aria, FIRE_BREATH)).toBeNull();
    saveAsks.reset();
    expect(saveAsks.canAskOnPhone(state, aria)).toBe(false);
  });

  it('leaves the phone when the GM closes the panel', async () => {
    const { ana, pairs, aria } = await table();
    const id = saveAsks.askSave(aria, FIRE_BREATH)!;
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toHaveLength(1);
    saveAsks.cancelAsk(id);
    expect(saveAsks.store.getState().asked[id]).toBeUndefined();
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toEqual([]);
    expect(ana.asks.answerAsk(id, { roll: 8, bonus: 5 })).toBe(false);
  });

  it('leaves the phone when its sheet leaves the table', async () => {
    const { ana, pairs, withAna, aria } = await table();
    saveAsks.askSave(aria, FIRE_BREATH);
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toHaveLength(1);
    ana.record = { ...ana.record, sheets: ana.record.sheets.filter((id) => id !== aria) };
    withAna[1].asks.refresh();
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toEqual([]);
  });
});

describe('an ask is the GM\'s, an answer the sheet\'s owner\'s', () => {
  it('refuses an ask signed by a player, in its own name or the GM\'s', async () => {
    const { ana, withAna, pairs, aria } = await table();
    const own = await signedAsk(ana, aria, 'forgedask001', FIRE_BREATH);
    const asGm = { ...(await signedAsk(ana, aria, 'forgedask002', FIRE_BREATH)), by: 'gmtablet' };
    inject(withAna, (doc) => {
      pairMaps(doc).asks.set(askKey(aria, 'forgedask001'), own);
      pairMaps(doc).asks.set(askKey(aria, 'forgedask002'), asGm);
      pairMaps(doc).asks.set(askKey(aria, 'unsigned0001'), { ask: FIRE_BREATH, by: 'gmtablet' });
    });
    await syncAll(pairs);
    expect(ana.asks.store.getState().open).toEqual([]);
    expect(ana.events.refused).toBe(3);
  });

  it('refuses an ask moved to another sheet\'s key, or signed for another table', async () => {
    const { gm, ana, withAna, pairs, aria, lyra } = await table();
    const id = saveAsks.askSave(aria, FIRE_BREATH)!;
    await syncAll(pairs);
    const written = pairMaps(withAna[0].doc).asks.get(askKey(aria, id));
    const elsewhere = await signedAsk(gm, lyra, 'othertable01', FIRE_BREATH, 'another-table');
    inject(withAna, (doc) => {
      // The GM's own signed ask on Aria, copied under Lyra (Ana's other sheet), and under another id.
      pairMaps(doc).asks.set(askKey(lyra, id), written);
      pairMaps(doc).asks.set(askKey(aria, 'anotherid001'), written);
      pairMaps(doc).asks.set(askKey(lyra, 'othertable01'), elsewhere);
    });
    await syncAll(pairs);
    expect(ana.asks.store.getState().open.map((ask) => `${ask.sheetId}/${ask.id}`)).toEqual([askKey(aria, id)]);
    expect(ana.events.refused).toBe(3);
  });

  it('refuses an answer signed by the GM or by another device, and keeps asking the phone', async () => {
    const { gm, ana, withAna, pairs, aria } = await table();
    const rogue = await device('roguephone', 'Eve', 'player');
    const id = saveAsks.askSave(aria, FIRE_BREATH)!;
    await syncAll(pairs);
    const twenty: SaveAnswer = { roll: 20, bonus: 5, total: 25 };
    const byGm = await signedAnswer(gm.keys, gm.id, aria, id, twenty);
    const asAna = await signedAnswer(rogue.keys, ana.id, aria, id, twenty);
    const asItself = await signedAnswer(rogue.keys, rogue.id, aria, id, twenty);
    for (const forged of [byGm, asAna, asItself]) {
      inject(withAna, (doc) => pairMaps(doc).answers.set(askKey(aria, id), forged));
      await syncAll(pairs);
      expect(saveAsks.saveAnswer(id)).toBeNull();
      expect(ana.asks.store.getState().open.map((ask) => ask.id)).toEqual([id]);
    }
    expect(gm.events.refused).toBe(3);
    expect(ana.events.refused).toBe(3);
    // Ana's own answer still lands.
    ana.asks.answerAsk(id, { roll: 3, bonus: 5 });
    await syncAll(pairs);
    expect(saveAsks.saveAnswer(id)).toEqual({ roll: 3, bonus: 5, total: 8 });
  });

  it('refuses an answer whose total is not the roll plus the bonus, or whose die or bonus is impossible', async () => {
    const { gm, ana, withAna, pairs, aria } = await table();
    const id = saveAsks.askSave(aria, FIRE_BREATH)!;
    await syncAll(pairs);
    const wrong: SaveAnswer[] = [
      { roll: 8, bonus: 5, total: 23 },
      { roll: 21, bonus: 5, total: 26 },
      { roll: 0, bonus: 5, total: 5 },
      { roll: 8.5, bonus: 5, total: 13.5 },
      { roll: 8, bonus: 31, total: 39 },
    ];
    for (const answer of wrong) {
      const value = await signedAnswer(ana.keys, ana.id, aria, id, answer);
      inject(withAna, (doc) => pairMaps(doc).answers.set(askKey(aria, id), value));
      await syncAll(pairs);
      expect(saveAsks.saveAnswer(id), JSON.stringify(answer)).toBeNull();
    }
    expect(gm.events.invalid).toBe(wrong.length);
    expect(gm.events.refused).toBe(0);
    // And the app never sends one: an impossible die is refused before it leaves.
    expect(ana.asks.answerAsk(id, { roll: 21, bonus: 5 })).toBe(false);
    expect(ana.asks.answerAsk(id, { roll: 8, bonus: 31 })).toBe(false);
  });

  it('ignores the answer to an ask on a sheet the GM no longer holds', async () => {
    const { gm, ana, withAna, pairs, aria } = await table();
    const id = saveAsks.askSave(aria, FIRE_BREATH)!;
    await syncAll(pairs);
    // Aria leaves the table (the GM's copy goes), though the phone still answers.
    await withAna[1].bridge.takeBack([aria]);
    await syncAll(pairs);
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    const value = await signedAnswer(ana.keys, ana.id, aria, id, { roll: 8, bonus: 5, total: 13 });
    inject(withAna, (doc) => pairMaps(doc).answers.set(askKey(aria, id), value));
    await syncAll(pairs);
    expect(saveAsks.saveAnswer(id)).toBeNull();
  });
});
