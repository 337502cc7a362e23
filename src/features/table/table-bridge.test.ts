// @vitest-environment node
// A shared table without a network (issues "The connected table" and "A table you can trust"):
// each device is a store with its own keys; a player's phone and the GM's tablet share a pair
// document, one copy on each side joined by a bridge, and the test carries the documents'
// updates between the two copies by hand, in whatever order it likes, as y-webrtc would (late,
// duplicated, out of order). A rogue is a member with its own keys and its own pair with the GM,
// or a writer into a pair's document (as if it had got in) that signs with its own key.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { mulberry32 } from '../../rules/test-helpers';
import type { Action } from '../../rules';
import { createAppStore, type AppStore } from '../../store/store';
import type { Language, SheetEntry } from '../../store/types';
import { loadDeviceKeys, memoryKeyStore, type DeviceKeys } from './device-keys';
import { publicView } from './public-view';
import { connectStore, dropCopies, ownersInMemory, type Bridge, type SheetOwners } from './table-bridge';
import { signValue } from './table-crypto';
import { orderClock } from './table-order';
import { closeTableDoc, pairMaps, publishView, readClosed, readView, signed, type SharedSheet, type Signer } from './table-doc';
import type { TableRecord, TableRole } from './table-record';

const TABLE = 'databook-test-table';
const SEED = 20_261_202;

interface Device {
  id: string;
  name: string;
  store: AppStore;
  keys: DeviceKeys;
  signer: Signer;
  record: TableRecord;
  /** GM: which device first brought each sheet id (one for all of the GM's pairs, as the session keeps it). */
  owners: SheetOwners;
  events: { invalid: number; refused: number; remote: string[]; held: string[] };
}

/** One side of a pair: a device's copy of the pair's document and its bridge. */
interface End {
  device: Device;
  doc: Y.Doc;
  bridge: Bridge;
  /** Updates this side made that the other has not had yet (delivered by the test). */
  outbox: Uint8Array[];
}
type Pair = [End, End];

/** The signing keys every device trusts (as the session does once members are checked). */
const known = new Map<string, string>();
const keyOf = (device: string) => known.get(device);

async function device(id: string, name: string, role: TableRole, options: { language?: Language; sheet?: { name: string; maxHp: number; preset?: 'databook' | 'srd-2024' | 'plano-espiritual' } } = {}): Promise<Device> {
  let clock = 1_780_000_000_000;
  const store = createAppStore({
    language: options.language ?? 'en', rng: mulberry32(id.length * 7 + name.length), now: () => (clock += 1000),
    who: () => ({ device: id, tab: `${id}tab` }), author: () => name,
  });
  const sheets = options.sheet ? [store.getState().createSheet(options.sheet)] : [];
  const keys = await loadDeviceKeys(memoryKeyStore());
  known.set(id, keys.signPublic);
  const record: TableRecord = { code: 'ABCDEFGHJKMN', role, name, sheets, signaling: ['ws://localhost:4444'], showNumbers: false };
  return { id, name, store, keys, signer: { device: id, sign: (value) => signValue(keys.sign.privateKey, value), clock: orderClock(1) }, record, owners: ownersInMemory(), events: { invalid: 0, refused: 0, remote: [], held: [] } };
}

function end(device: Device, peer: string, doc = new Y.Doc()): End {
  const outbox: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'peer') outbox.push(update);
  });
  const { events } = device;
  const bridge = connectStore({
    doc, store: device.store, record: () => device.record, signer: device.signer, peer, keyOf, tableId: TABLE, owners: device.owners,
    events: {
      invalid: (count) => { events.invalid += count; },
      refused: (count) => { events.refused += count; },
      remote: (_sheet, entry) => { events.remote.push(entry.by ?? '?'); },
      unshared: (sheetId) => { device.record = { ...device.record, sheets: device.record.sheets.filter((other) => other !== sheetId) }; },
      // As the session does: a take-back the GM acknowledged is no longer re-asserted.
      acknowledged: ({ held, left }) => {
        events.held = held;
        device.record = { ...device.record, leaving: (device.record.leaving ?? []).filter((id) => !left.includes(id)) };
      },
    },
  });
  return { device, doc, bridge, outbox };
}

const pair = (gm: Device, player: Device): Pair => [end(gm, player.id), end(player, gm.id)];

/** A document whose writes carry this Yjs client id (which decides which of two unaware writes to one key stays). */
function withClientId(clientID: number): Y.Doc {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return doc;
}

/** Lets the bridges sign, check and apply what is under way. */
async function settle(pairs: Pair[]) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const [a, b] of pairs) {
    await a.bridge.idle();
    await b.bridge.idle();
  }
}

/** Every side's pending updates to the other side of its pair, then again until nothing moves. */
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

/** Two copies meet (y-webrtc's first sync: each sends what the other lacks), then every update until nothing moves. */
async function connectAll(pairs: Pair[]) {
  await settle(pairs);
  for (const [a, b] of pairs) {
    for (const [from, to] of [[a, b], [b, a]] as const) Y.applyUpdate(to.doc, Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc)), 'peer');
  }
  await syncAll(pairs);
}

/** A sheet as every copy must agree on it: the creature, and the entries in their order. */
function snapshot(store: AppStore, sheetId: string) {
  const sheet = store.getState().sheets[sheetId]!;
  return { creature: sheet.creature, order: sheet.log.map((line) => line.entry?.id), refused: sheet.log.map((line) => line.refused ?? null) };
}

async function table(language: { a?: Language; b?: Language; gm?: Language } = {}) {
  const gm = await device('gmtablet', 'GM', 'gm', { language: language.gm });
  const ana = await device('anaphone', 'Ana', 'player', { language: language.a, sheet: { name: 'Aria', maxHp: 20 } });
  const bruno = await device('brunophone', 'Bruno', 'player', { language: language.b, sheet: { name: 'Borin', maxHp: 30, preset: 'databook' } });
  const withAna = pair(gm, ana);
  const withBruno = pair(gm, bruno);
  const pairs = [withAna, withBruno];
  await syncAll(pairs);
  return { gm, ana, bruno, withAna, withBruno, pairs, aria: ana.record.sheets[0]!, borin: bruno.record.sheets[0]! };
}

/** An entry as a device would make it on `sheetId`, with a fresh id. */
function entry(device: string, id: string, action: Action, clock = 50): SheetEntry {
  return { id, device, tab: `${device}tab`, clock, at: 1, change: { kind: 'act', action } };
}

/** Writes into a pair's document from outside (as a device that got into it would): a remote change on both sides. */
function inject(target: Pair, write: (doc: Y.Doc) => void) {
  const outsider = new Y.Doc();
  Y.applyUpdate(outsider, Y.encodeStateAsUpdate(target[0].doc));
  Y.applyUpdate(outsider, Y.encodeStateAsUpdate(target[1].doc));
  write(outsider);
  for (const side of target) Y.applyUpdate(side.doc, Y.encodeStateAsUpdate(outsider, Y.encodeStateVector(side.doc)), 'peer');
}

/** An entry as a device writes it into a pair's document, signed with its key. */
async function signedEntry(by: Device, sheetId: string, made: SheetEntry) {
  return { entry: made, by: by.id, sig: await signValue(by.keys.sign.privateKey, signed.entry(TABLE, sheetId, made)) };
}

describe('a table of a GM and two players', () => {
  it('puts the sheets the players brought into the GM\'s encounter, as copies that name their owner', async () => {
    const { gm, aria, borin } = await table();
    const sheets = gm.store.getState().sheets;
    expect(sheets[aria]?.creature.name).toBe('Aria');
    expect(sheets[aria]?.table).toEqual({ id: TABLE, owner: 'anaphone', ownerName: 'Ana' });
    expect(sheets[borin]?.table?.ownerName).toBe('Bruno');
    const encounter = gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!;
    expect(encounter.combatants.map((c) => c.sheetId).sort()).toEqual([aria, borin].sort());
  });

  it('gives a player none of the other players\' sheets, in storage or in what it receives', async () => {
    const { gm, ana, withAna, aria, borin, pairs } = await table();
    gm.store.getState().act(borin, { type: 'damage', amount: 3 });
    await syncAll(pairs);
    expect(ana.store.getState().sheets[borin]).toBeUndefined();
    expect(Object.keys(ana.store.getState().sheets)).toHaveLength(1);
    // Ana's phone holds only its pair with the GM: Aria's record and entries, nothing of Borin.
    const held = withAna[1].doc;
    expect([...pairMaps(held).sheets.keys()]).toEqual([aria]);
    expect([...pairMaps(held).entries.keys()].every((key) => key.startsWith(`${aria}/`))).toBe(true);
    expect(JSON.stringify(held.toJSON())).not.toContain('Borin');
  });

  it('carries the GM\'s group damage to both phones, and their logs say the GM did it', async () => {
    const { gm, ana, bruno, pairs, aria, borin } = await table();
    gm.store.getState().actMany([
      { sheetId: aria, action: { type: 'damage', amount: 21, damageType: 'fire', halfOnSave: true } },
      { sheetId: borin, action: { type: 'damage', amount: 21, damageType: 'fire' } },
    ]);
    await syncAll(pairs);
    // Half of 21, rounded down (RULES.md damage: a save for half), from 20 HP.
    expect(ana.store.getState().sheets[aria]!.creature.hp.current).toBe(10);
    expect(bruno.store.getState().sheets[borin]!.creature.hp.current).toBe(9);
    const line = ana.store.getState().sheets[aria]!.log.at(-1)!;
    expect(line.entry?.by).toBe('GM');
    expect(line.entry?.device).toBe('gmtablet');
    expect(ana.events.remote).toEqual(['GM']);
  });

  it('lets a death save made on a phone answer the GM screen\'s prompt for that turn', async () => {
    const { gm, ana, pairs, aria } = await table();
    gm.store.getState().act(aria, { type: 'damage', amount: 20 });
    gm.store.getState().rollInitiative();
    gm.store.getState().setInitiative(aria, 30);
    gm.store.getState().sortByInitiative();
    gm.store.getState().nextTurn();
    expect(gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!.pendingDeathSave).toBe(aria);
    await syncAll(pairs);
    expect(ana.store.getState().sheets[aria]!.creature.status).toBe('dying');
    ana.store.getState().act(aria, { type: 'deathSave', roll: 14 });
    await syncAll(pairs);
    const copy = gm.store.getState().sheets[aria]!.creature;
    // RULES.md death saves: 10 or higher is a success.
    expect(copy.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!.pendingDeathSave).toBeNull();
    expect(gm.events.remote).toEqual(['Ana']);
  });

  it('keeps each side\'s preset: a cs GM does not turn a pt-BR player\'s databook sheet into srd-2024', async () => {
    const { gm, bruno, borin } = await table({ gm: 'cs', b: 'pt-BR' });
    expect(bruno.store.getState().sheets[borin]!.creature.preset).toBe('databook');
    gm.store.getState().setLanguage('en');
    expect(gm.store.getState().sheets[borin]!.creature.preset).toBe('databook');
  });
});

/** Something a device does at the table: the GM on either copy, a player on their own sheet. */
type Move = { by: 'gm' | 'ana' | 'bruno'; target: 'aria' | 'borin'; action: Action };
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.integer({ min: 1, max: 25 }).map((amount): Action => ({ type: 'damage', amount })),
  fc.integer({ min: 1, max: 15 }).map((amount): Action => ({ type: 'heal', amount })),
  fc.integer({ min: 1, max: 8 }).map((amount): Action => ({ type: 'tempHp', amount })),
  fc.integer({ min: 1, max: 20 }).map((roll): Action => ({ type: 'deathSave', roll })),
  fc.constant<Action>({ type: 'shortRest' }),
);
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  actionArb.map((action): Move => ({ by: 'gm', target: 'aria', action })),
  actionArb.map((action): Move => ({ by: 'gm', target: 'borin', action })),
  actionArb.map((action): Move => ({ by: 'ana', target: 'aria', action })),
  actionArb.map((action): Move => ({ by: 'bruno', target: 'borin', action })),
);

describe('entries from three devices, delivered in any order', () => {
  it('give every device the same creatures and the same log order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ move: moveArb, deliver: fc.array(fc.nat(20), { maxLength: 3 }) }), { minLength: 1, maxLength: 14 }),
        async (script) => {
          const t = await table();
          const byName = { gm: t.gm, ana: t.ana, bruno: t.bruno };
          const ids = { aria: t.aria, borin: t.borin };
          const ends = t.pairs.flat();
          // Each side keeps its own outbox; some updates are delivered early, out of order; the
          // rest arrive at the end. Nothing is lost, so all must agree.
          for (const { move, deliver } of script) {
            byName[move.by].store.getState().act(ids[move.target], move.action);
            await settle(t.pairs);
            for (const pick of deliver) {
              const from = ends[pick % ends.length]!;
              const to = t.pairs.find((p) => p.includes(from))!.find((side) => side !== from)!;
              const update = from.outbox[pick % Math.max(1, from.outbox.length)];
              if (update) Y.applyUpdate(to.doc, update, 'peer');
            }
            await settle(t.pairs);
          }
          await syncAll(t.pairs);
          expect(snapshot(t.gm.store, t.aria)).toEqual(snapshot(t.ana.store, t.aria));
          expect(snapshot(t.gm.store, t.borin)).toEqual(snapshot(t.bruno.store, t.borin));
        },
      ),
      { seed: SEED, numRuns: 25 },
    );
  });

  it('both land when the GM and the player act on one sheet at the same moment', async () => {
    const { gm, ana, pairs, aria } = await table();
    gm.store.getState().act(aria, { type: 'damage', amount: 7 });
    ana.store.getState().act(aria, { type: 'heal', amount: 3 });
    ana.store.getState().act(aria, { type: 'tempHp', amount: 5 });
    await syncAll(pairs);
    const expected = snapshot(ana.store, aria);
    expect(snapshot(gm.store, aria)).toEqual(expected);
    // Healing at full HP changes nothing and is no entry. The temporary HP and the damage were
    // both each device's first entry (clock 1): the device id orders them ("anaphone" first),
    // so the 5 temporary HP take the first 5 of the 7 damage (RULES.md temporary HP) on every device.
    expect(expected.creature.hp).toMatchObject({ current: 18, temp: 0 });
    expect(expected.order).toHaveLength(2);
  });
});

describe('what arrives from the table is validated', () => {
  it('keeps an entry the rules refuse as refused, changing nothing, and never applies one that does not read', async () => {
    const { gm, ana, pairs, withAna, aria } = await table();
    const before = ana.store.getState().sheets[aria]!.creature;
    const { entries } = pairMaps(withAna[0].doc);
    // A well-formed entry whose action the rules refuse (negative damage), signed by the GM.
    const bad = await signedEntry(gm, aria, entry('gmtablet', 'badamount001', { type: 'damage', amount: -5 }, 5));
    // Entries that do not read, signed by the GM: a clock that is no number, an id that is not its key.
    const badClock = await signedEntry(gm, aria, { ...entry('gmtablet', 'badclock0001', { type: 'heal', amount: 5 }), clock: 'soon' as unknown as number });
    const notItsId = await signedEntry(gm, aria, entry('gmtablet', 'otherid00001', { type: 'heal', amount: 5 }, 6));
    withAna[0].doc.transact(() => {
      entries.set(`${aria}/badamount001`, bad);
      entries.set(`${aria}/badclock0001`, badClock);
      entries.set(`${aria}/notitsid0001`, notItsId);
    });
    await syncAll(pairs);
    const sheet = ana.store.getState().sheets[aria]!;
    expect(sheet.creature).toEqual(before);
    const refused = sheet.log.filter((line) => line.refused);
    expect(refused.map((line) => line.entry?.id)).toEqual(['badamount001']);
    expect(sheet.log.some((line) => line.entry?.id === 'badclock0001' || line.entry?.id === 'otherid00001')).toBe(false);
    expect(ana.events.invalid).toBe(2);
    expect(ana.events.refused).toBe(0);
  });

  it('refuses a brought sheet whose creature does not read', async () => {
    const { gm, ana, withAna, pairs } = await table();
    const hostile = { owner: 'anaphone', ownerName: 'Eve', epoch: 'e1', origin: { name: 'Eve', hp: 'lots' }, followLanguage: false } as unknown as SharedSheet;
    pairMaps(withAna[1].doc).sheets.set('hostile', { sheet: hostile, sig: await signValue(ana.keys.sign.privateKey, signed.sheet(TABLE, 'hostile', hostile)) });
    await syncAll(pairs);
    expect(gm.store.getState().sheets.hostile).toBeUndefined();
    expect(gm.events.invalid).toBeGreaterThan(0);
  });
});

describe('a device acts only as itself', () => {
  /** A rogue member: a player with its own keys and its own pair with the GM, who brought a sheet of its own. */
  async function withRogue() {
    const t = await table();
    const rogue = await device('roguephone', 'Eve', 'player', { sheet: { name: 'Shade', maxHp: 5 } });
    const withRogue = pair(t.gm, rogue);
    const pairs = [...t.pairs, withRogue];
    await syncAll(pairs);
    t.gm.store.getState().act(t.aria, { type: 'damage', amount: 2 });
    await syncAll(pairs);
    const before = { gm: snapshot(t.gm.store, t.aria), ana: snapshot(t.ana.store, t.aria), bruno: snapshot(t.bruno.store, t.borin) };
    return { ...t, rogue, withRogue, pairs, before };
  }

  const expectUnchanged = (t: Awaited<ReturnType<typeof withRogue>>) => {
    expect(snapshot(t.gm.store, t.aria)).toEqual(t.before.gm);
    expect(snapshot(t.ana.store, t.aria)).toEqual(t.before.ana);
    expect(snapshot(t.bruno.store, t.borin)).toEqual(t.before.bruno);
    expect(t.gm.store.getState().sheets[t.aria]!.table).toEqual({ id: TABLE, owner: 'anaphone', ownerName: 'Ana' });
  };

  it('never applies an entry forged in another device\'s name, nor an unsigned one', async () => {
    const t = await withRogue();
    const { entries } = pairMaps(t.withRogue[1].doc);
    // In its own pair with the GM: an entry on Aria in Ana's name, signed with its own key; and one unsigned.
    const forged = entry('anaphone', 'forged000001', { type: 'damage', amount: 2 }, 9);
    entries.set(`${t.aria}/forged000001`, { entry: forged, by: 'anaphone', sig: await signValue(t.rogue.keys.sign.privateKey, signed.entry(TABLE, t.aria, forged)) });
    entries.set(`${t.aria}/unsigned0001`, { entry: entry('anaphone', 'unsigned0001', { type: 'damage', amount: 3 }, 10), by: 'anaphone' });
    // The same, as if it had got into Ana's pair: its signature is not Ana's or the GM's.
    const forged2 = entry('gmtablet', 'forged000002', { type: 'damage', amount: 4 }, 11);
    const sig2 = await signValue(t.rogue.keys.sign.privateKey, signed.entry(TABLE, t.aria, forged2));
    inject(t.withAna, (doc) => {
      pairMaps(doc).entries.set(`${t.aria}/forged000002`, { entry: forged2, by: 'gmtablet', sig: sig2 });
      pairMaps(doc).entries.set(`${t.aria}/unsigned0002`, { entry: entry('gmtablet', 'unsigned0002', { type: 'damage', amount: 3 }, 12), by: 'gmtablet', sig: 'x' });
    });
    // And an entry the rogue signs as itself, on Borin: not its sheet.
    const own = entry('roguephone', 'ownsigned001', { type: 'damage', amount: 5 }, 13);
    entries.set(`${t.borin}/ownsigned001`, { entry: own, by: 'roguephone', sig: await signValue(t.rogue.keys.sign.privateKey, signed.entry(TABLE, t.borin, own)) });
    await syncAll(t.pairs);
    expectUnchanged(t);
    for (const device of [t.gm, t.ana, t.bruno]) {
      for (const sheet of Object.values(device.store.getState().sheets)) {
        expect(sheet.log.map((line) => line.entry?.id)).not.toEqual(expect.arrayContaining(['forged000001']));
        expect(sheet.log.some((line) => /forged|unsigned|ownsigned/.test(line.entry?.id ?? ''))).toBe(false);
      }
    }
    // The GM refused the rogue's three and the two inside Ana's pair; Ana those two.
    expect(t.gm.events.refused).toBe(5);
    expect(t.ana.events.refused).toBe(2);
  });

  it('refuses a sheet record put in the place of another device\'s sheet, and a "left" set by anyone but its owner', async () => {
    const t = await withRogue();
    const aria = t.gm.store.getState().sheets[t.aria]!;
    const impostor: SharedSheet = { owner: 'roguephone', ownerName: 'Eve', epoch: 'pwned', origin: { ...aria.origin, name: 'Pwned Impostor', hp: { ...aria.origin.hp, max: 1, current: 1 } }, followLanguage: false };
    const sign = (id: string, sheet: SharedSheet) => signValue(t.rogue.keys.sign.privateKey, signed.sheet(TABLE, id, sheet));
    // In its own pair: a record under Aria's id (its own signature, as itself), then a "left" for Aria.
    pairMaps(t.withRogue[1].doc).sheets.set(t.aria, { sheet: impostor, sig: await sign(t.aria, impostor) });
    await syncAll(t.pairs);
    const left: SharedSheet = { owner: 'roguephone', ownerName: 'Eve', epoch: aria.epoch, origin: aria.origin, followLanguage: aria.followLanguage, left: true };
    pairMaps(t.withRogue[1].doc).sheets.set(t.aria, { sheet: left, sig: await sign(t.aria, left) });
    // As if inside Ana's pair: a "left" in Ana's name, signed by the rogue; and a replacement record.
    const asAna: SharedSheet = { ...left, owner: 'anaphone', ownerName: 'Ana' };
    const asAnaSig = await sign(t.aria, asAna);
    inject(t.withAna, (doc) => pairMaps(doc).sheets.set(t.aria, { sheet: asAna, sig: asAnaSig }));
    await syncAll(t.pairs);
    expectUnchanged(t);
    const encounter = t.gm.store.getState().encounters[t.gm.store.getState().activeEncounterId!]!;
    expect(encounter.combatants.map((c) => c.sheetId)).toContain(t.aria);
    expect(Object.values(t.gm.store.getState().sheets).some((sheet) => sheet.creature.name === 'Pwned Impostor')).toBe(false);
    expect(t.gm.events.refused).toBeGreaterThanOrEqual(3);
    // Ana's phone wrote its own record again over the one put in its place.
    await syncAll(t.pairs);
    expect((pairMaps(t.withAna[0].doc).sheets.get(t.aria) as { sheet: SharedSheet }).sheet.left).toBeUndefined();
  });

  it('keeps a sheet id with the device that first brought it: another cannot bring a record under it after it was taken back; its owner can', async () => {
    const t = await withRogue();
    const aria = t.ana.store.getState().sheets[t.aria]!;
    // Ana takes Aria back: the GM's copy goes.
    t.ana.record = { ...t.ana.record, sheets: [] };
    await t.withAna[1].bridge.takeBack([t.aria]);
    await syncAll(t.pairs);
    expect(t.gm.store.getState().sheets[t.aria]).toBeUndefined();
    const refusedBefore = t.gm.events.refused;
    // The rogue brings a record of its own under Aria's id (public in the view), signed and ordered as itself.
    const squat: SharedSheet = { owner: 'roguephone', ownerName: 'Eve', epoch: 'squat1', origin: { ...aria.origin, name: 'Brundar Quillfeather', hp: { ...aria.origin.hp, max: 1, current: 1 } }, followLanguage: false };
    const order = t.rogue.signer.clock.next();
    pairMaps(t.withRogue[1].doc).sheets.set(t.aria, { sheet: squat, order, sig: await signValue(t.rogue.keys.sign.privateKey, signed.sheet(TABLE, t.aria, squat, order)) });
    await syncAll(t.pairs);
    expect(t.gm.store.getState().sheets[t.aria]).toBeUndefined();
    expect(Object.values(t.gm.store.getState().sheets).some((sheet) => sheet.creature.name === 'Brundar Quillfeather')).toBe(false);
    expect(t.gm.events.refused).toBe(refusedBefore + 1);
    // Ana brings Aria again: the GM takes it, as Ana's, with Ana's HP; nothing is counted against Ana.
    t.ana.record = { ...t.ana.record, sheets: [t.aria] };
    t.withAna[1].bridge.refresh();
    await syncAll(t.pairs);
    expect(t.gm.store.getState().sheets[t.aria]?.table).toEqual({ id: TABLE, owner: 'anaphone', ownerName: 'Ana' });
    expect(snapshot(t.gm.store, t.aria)).toEqual(snapshot(t.ana.store, t.aria));
    expect(t.gm.store.getState().sheets[t.aria]!.creature.hp.current).toBe(18);
    expect(t.gm.events.refused).toBe(refusedBefore + 1);
    // Also on a reopened pair (a GM that reloaded keeps the owners with its table).
    pairMaps(t.withRogue[1].doc).sheets.set(t.aria, { sheet: squat, order: t.rogue.signer.clock.next(), sig: 'x' });
    const again = end(t.gm, t.rogue.id, t.withRogue[0].doc);
    await settle([[again, again]]);
    expect(t.gm.store.getState().sheets[t.aria]?.table?.owner).toBe('anaphone');
  });

  it('refuses a sheet\'s record its owner signed earlier and that is sent again: a "left" does not take a sheet brought back off the table', async () => {
    const t = await withRogue();
    t.ana.record = { ...t.ana.record, sheets: [] };
    await t.withAna[1].bridge.takeBack([t.aria]);
    await syncAll(t.pairs);
    const left = structuredClone(pairMaps(t.withAna[1].doc).sheets.get(t.aria)) as { sheet: SharedSheet };
    expect(left.sheet.left).toBe(true);
    t.ana.record = { ...t.ana.record, sheets: [t.aria] };
    t.withAna[1].bridge.refresh();
    await syncAll(t.pairs);
    expect(t.gm.store.getState().sheets[t.aria]).toBeDefined();
    const refusedBefore = t.gm.events.refused;
    // Someone who kept Ana's signed "left" puts it back into her channel. (Ana's phone writes
    // its record again at once, so the GM's copy must never have gone meanwhile.)
    let dropped = false;
    const unsubscribe = t.gm.store.subscribe((state) => {
      if (!state.sheets[t.aria]) dropped = true;
    });
    inject(t.withAna, (doc) => pairMaps(doc).sheets.set(t.aria, left));
    await syncAll(t.pairs);
    unsubscribe();
    expect(dropped).toBe(false);
    expect(t.gm.store.getState().sheets[t.aria]?.table?.owner).toBe('anaphone');
    expect(t.gm.events.refused).toBe(refusedBefore + 1);
  });

  it('lets the GM be the only one to close the table or publish its view', async () => {
    const t = await withRogue();
    const doc = new Y.Doc();
    await closeTableDoc(doc, TABLE, t.rogue.signer);
    expect(await readClosed(doc, TABLE, t.gm.keys.signPublic)).toEqual({ ok: false, why: 'refused' });
    await closeTableDoc(doc, TABLE, t.gm.signer);
    expect(await readClosed(doc, TABLE, t.gm.keys.signPublic)).toEqual({ ok: true, value: true });
    // Signed for another table, it closes nothing here.
    expect((await readClosed(doc, 'another-table', t.gm.keys.signPublic)).ok).toBe(false);
    const view = publicView(t.gm.store.getState(), false)!;
    await publishView(doc, TABLE, t.rogue.signer, { ...view, round: 99 });
    expect((await readView(doc, TABLE, t.gm.keys.signPublic)).ok).toBe(false);
    const order = await publishView(doc, TABLE, t.gm.signer, view);
    expect(await readView(doc, TABLE, t.gm.keys.signPublic)).toEqual({ ok: true, value: view, order });
  });
});

describe('joining, leaving and closing', () => {
  it('a player who leaves keeps the sheet; the GM\'s copy and its place in the encounter go', async () => {
    const { gm, ana, withAna, pairs, aria } = await table();
    await withAna[1].bridge.takeBack([aria]);
    await syncAll(pairs);
    expect(ana.store.getState().sheets[aria]?.creature.name).toBe('Aria');
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    const encounter = gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!;
    expect(encounter.combatants.map((c) => c.sheetId)).not.toContain(aria);
  });

  it('a take-back made just after a reload, before the pair synced, reaches the GM even when the GM\'s older record wins the merge', async () => {
    // Yjs keeps one value per key: of two records written without knowing each other, the one
    // with the higher client id stays. The phone's first document (a high client id) brought
    // Aria; after a reload its new document (a low one) writes "left" before it has heard the GM.
    const gm = await device('gmtablet', 'GM', 'gm');
    const ana = await device('anaphone', 'Ana', 'player', { sheet: { name: 'Aria', maxHp: 20 } });
    const aria = ana.record.sheets[0]!;
    const first: Pair = [end(gm, ana.id), end(ana, gm.id, withClientId(2_000_000_000))];
    await syncAll([first]);
    expect(gm.store.getState().sheets[aria]).toBeDefined();
    first[1].bridge.stop();
    const reloaded = end(ana, gm.id, withClientId(7));
    await settle([[reloaded, reloaded]]);
    ana.record = { ...ana.record, sheets: [], leaving: [aria] };
    await reloaded.bridge.takeBack([aria]);
    await settle([[reloaded, reloaded]]);
    // Until the GM's device acknowledges it, the take-back stays pending.
    expect(ana.record.leaving).toEqual([aria]);
    await connectAll([[first[0], reloaded]]);
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    const encounter = gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!;
    expect(encounter.combatants.map((c) => c.sheetId)).not.toContain(aria);
    expect((pairMaps(first[0].doc).sheets.get(aria) as { sheet: SharedSheet }).sheet.left).toBe(true);
    expect(ana.record.leaving).toEqual([]);
    expect(ana.store.getState().sheets[aria]?.creature.name).toBe('Aria');
  });

  it('keeps a take-back pending while the only acknowledgement is not the GM\'s', async () => {
    const { gm, ana, withAna, aria } = await table();
    const rogue = await device('roguephone', 'Eve', 'player');
    ana.record = { ...ana.record, sheets: [], leaving: [aria] };
    await withAna[1].bridge.takeBack([aria]);
    await settle([withAna]);
    const left = (pairMaps(withAna[1].doc).sheets.get(aria) as { sig: string }).sig;
    // "Let go", naming the phone's very record: signed by another member, then by the phone itself.
    for (const by of [rogue, ana]) {
      const ack = { epoch: ana.store.getState().sheets[aria]!.epoch, left: true, of: left };
      const sig = await signValue(by.keys.sign.privateKey, signed.ack(TABLE, aria, ack));
      inject([withAna[1], withAna[1]], (doc) => pairMaps(doc).acks.set(aria, { ack, sig }));
      await settle([withAna]);
      expect(ana.record.leaving).toEqual([aria]);
    }
    expect(gm.store.getState().sheets[aria]).toBeDefined();
  });

  it('a take-back made before the pair even opened (no record in it yet) reaches the GM once it opens', async () => {
    const gm = await device('gmtablet', 'GM', 'gm');
    const ana = await device('anaphone', 'Ana', 'player', { sheet: { name: 'Aria', maxHp: 20 } });
    const aria = ana.record.sheets[0]!;
    const first: Pair = [end(gm, ana.id), end(ana, gm.id, withClientId(2_000_000_000))];
    await syncAll([first]);
    first[1].bridge.stop();
    ana.record = { ...ana.record, sheets: [], leaving: [aria] };
    const reloaded = end(ana, gm.id, withClientId(7));
    await connectAll([[first[0], reloaded]]);
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    expect(ana.record.leaving).toEqual([]);
  });

  it('a sheet brought just after a reload joins the GM\'s encounter, and the phone knows once the GM holds it', async () => {
    const gm = await device('gmtablet', 'GM', 'gm');
    const ana = await device('anaphone', 'Ana', 'player', { sheet: { name: 'Aria', maxHp: 20 } });
    const aria = ana.record.sheets[0]!;
    const first: Pair = [end(gm, ana.id), end(ana, gm.id, withClientId(2_000_000_000))];
    await syncAll([first]);
    expect(ana.events.held).toEqual([aria]);
    await first[1].bridge.takeBack([aria]);
    ana.record = { ...ana.record, sheets: [], leaving: [aria] };
    await syncAll([first]);
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    first[1].bridge.stop();
    const reloaded = end(ana, gm.id, withClientId(7));
    ana.record = { ...ana.record, sheets: [aria], leaving: [] };
    reloaded.bridge.refresh();
    await settle([[reloaded, reloaded]]);
    expect(ana.events.held).toEqual([]);
    await connectAll([[first[0], reloaded]]);
    expect(gm.store.getState().sheets[aria]?.creature.name).toBe('Aria');
    expect(ana.events.held).toEqual([aria]);
  });

  it('a GM who reopens the table keeps the copies until their owners are heard, then merges what they did meanwhile', async () => {
    const { gm, ana, withAna, aria } = await table();
    // Stopping twice (a table ending, then its documents going) stops each listener once: yjs
    // says "[yjs] Tried to remove event handler that doesn't exist." for a second time.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withAna[0].bridge.stop();
    withAna[1].bridge.stop();
    withAna[0].bridge.stop();
    withAna[1].bridge.stop();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    ana.store.getState().act(aria, { type: 'damage', amount: 4 });
    // A new document on both sides, rebuilt from each store.
    const gmSide = end(gm, ana.id);
    await settle([[gmSide, gmSide]]);
    expect(gm.store.getState().sheets[aria]?.creature.hp.current).toBe(20);
    const again: Pair = [gmSide, end(ana, gm.id)];
    await syncAll([again]);
    expect(gm.store.getState().sheets[aria]?.creature.hp.current).toBe(16);
  });

  it('closing ends the table for every device; each keeps only its own sheets', async () => {
    const { gm, ana, bruno, aria, borin } = await table();
    dropCopies(gm.store, TABLE);
    expect(Object.keys(gm.store.getState().sheets)).toEqual([]);
    expect(ana.store.getState().sheets[aria]).toBeDefined();
    expect(bruno.store.getState().sheets[borin]).toBeDefined();
  });
});

describe('the table view', () => {
  it('shows the GM\'s creatures in words only, and exact HP only of the players\' sheets, unless the GM shows numbers', async () => {
    const { gm, aria } = await table();
    // Quick-added: a creature of the GM's encounter, not a sheet.
    const [goblin] = gm.store.getState().addCreatures([{ name: 'Goblin', maxHp: 10 }]) as [string];
    gm.store.getState().act(goblin, { type: 'damage', amount: 6 });
    const view = publicView(gm.store.getState(), false)!;
    const goblinRow = view.rows.find((row) => row.id === goblin)!;
    // 4 of 10 HP: at half or less, "bloodied"; no number leaves the GM's device.
    expect(goblinRow).toMatchObject({ name: 'Goblin', state: 'bloodied', player: false });
    expect(goblinRow.hp).toBeUndefined();
    expect(JSON.stringify(view)).not.toMatch(/"current":4\b/);
    expect(view.rows.find((row) => row.id === aria)?.hp).toEqual({ current: 20, max: 20, temp: 0 });
    expect(publicView(gm.store.getState(), true)!.rows.find((row) => row.id === goblin)?.hp).toEqual({ current: 4, max: 10, temp: 0 });
  });

  it('describes a creature\'s state from its HP and status', () => {
    const store = createAppStore({ language: 'en' });
    const id = store.getState().createSheet({ name: 'Orc', maxHp: 15 });
    store.getState().createEncounter('x');
    store.getState().addCombatants([id]);
    const state = () => publicView(store.getState(), false)!.rows[0]!.state;
    expect(state()).toBe('unhurt');
    store.getState().act(id, { type: 'damage', amount: 1 });
    expect(state()).toBe('hurt');
    store.getState().act(id, { type: 'damage', amount: 7 });
    expect(state()).toBe('bloodied');
    store.getState().act(id, { type: 'damage', amount: 7 });
    expect(state()).toBe('down');
    store.getState().act(id, { type: 'damage', amount: 15 });
    expect(state()).toBe('dead');
  });
});
