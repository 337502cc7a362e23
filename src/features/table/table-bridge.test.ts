// @vitest-environment node
// A shared table without a network (issue "The connected table"): each device is a store and
// a Yjs document joined by a bridge, and the test carries the documents' updates between them
// by hand, in whatever order it likes, as y-webrtc would (late, duplicated, out of order).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { mulberry32 } from '../../rules/test-helpers';
import type { Action } from '../../rules';
import { createAppStore, type AppStore } from '../../store/store';
import type { Language } from '../../store/types';
import { publicView } from './public-view';
import { connectStore, type Bridge } from './table-bridge';
import { closeTableDoc, readView, tableMaps, unshareSheet } from './table-doc';
import type { TableRecord, TableRole } from './table-record';

const TABLE = 'databook-test-table';
const SEED = 20_261_202;

interface Device {
  id: string;
  name: string;
  store: AppStore;
  doc: Y.Doc;
  bridge: Bridge;
  /** Updates this device made that others have not had yet (delivered by the test). */
  outbox: Uint8Array[];
  events: { invalid: number; closed: number; remote: string[] };
}

function device(id: string, name: string, role: TableRole, options: { language?: Language; sheet?: { name: string; maxHp: number; preset?: 'databook' | 'srd-2024' | 'plano-espiritual' } } = {}): Device {
  let clock = 1_780_000_000_000;
  const store = createAppStore({
    language: options.language ?? 'en', rng: mulberry32(id.length * 7 + name.length), now: () => (clock += 1000),
    who: () => ({ device: id, tab: `${id}tab` }), author: () => name,
  });
  const sheets = options.sheet ? [store.getState().createSheet(options.sheet)] : [];
  const record: TableRecord = { code: 'ABCDEFGHJKMN', role, name, sheets, signaling: ['ws://localhost:4444'], showNumbers: false };
  const doc = new Y.Doc();
  const outbox: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'peer') outbox.push(update);
  });
  const events: Device['events'] = { invalid: 0, closed: 0, remote: [] };
  const bridge = connectStore({
    doc, store, record, device: id, tableId: TABLE,
    events: {
      invalid: (count) => { events.invalid += count; },
      closed: () => { events.closed++; },
      remote: (_sheet, entry) => { events.remote.push(entry.by ?? '?'); },
    },
  });
  return { id, name, store, doc, bridge, outbox, events };
}

/** Lets the bridges' microtasks run (they apply what arrived after the current task). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every device's pending updates to every other device, then again until nothing moves. */
async function syncAll(devices: Device[]) {
  for (let round = 0; round < 10; round++) {
    const moving = devices.flatMap((from) => from.outbox.splice(0).map((update) => ({ from, update })));
    if (moving.length === 0) return;
    for (const { from, update } of moving) {
      for (const to of devices) if (to !== from) Y.applyUpdate(to.doc, update, 'peer');
    }
    await settle();
  }
  throw new Error('the table did not settle');
}

/** A sheet as every copy must agree on it: the creature, and the entries in their order. */
function snapshot(store: AppStore, sheetId: string) {
  const sheet = store.getState().sheets[sheetId]!;
  return { creature: sheet.creature, order: sheet.log.map((line) => line.entry?.id), refused: sheet.log.map((line) => line.refused ?? null) };
}

async function table(language: { a?: Language; b?: Language; gm?: Language } = {}) {
  const gm = device('gmtablet', 'GM', 'gm', { language: language.gm });
  const ana = device('anaphone', 'Ana', 'player', { language: language.a, sheet: { name: 'Aria', maxHp: 20 } });
  const bruno = device('brunophone', 'Bruno', 'player', { language: language.b, sheet: { name: 'Borin', maxHp: 30, preset: 'databook' } });
  const devices = [gm, ana, bruno];
  await syncAll(devices);
  const aria = ana.bridge.record().sheets[0]!;
  const borin = bruno.bridge.record().sheets[0]!;
  return { gm, ana, bruno, devices, aria, borin };
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

  it('gives a player none of the other players\' sheets', async () => {
    const { ana, borin } = await table();
    expect(ana.store.getState().sheets[borin]).toBeUndefined();
    expect(Object.keys(ana.store.getState().sheets)).toHaveLength(1);
  });

  it('carries the GM\'s group damage to both phones, and their logs say the GM did it', async () => {
    const { gm, ana, bruno, devices, aria, borin } = await table();
    gm.store.getState().actMany([
      { sheetId: aria, action: { type: 'damage', amount: 21, damageType: 'fire', halfOnSave: true } },
      { sheetId: borin, action: { type: 'damage', amount: 21, damageType: 'fire' } },
    ]);
    await syncAll(devices);
    // Half of 21, rounded down (RULES.md damage: a save for half), from 20 HP.
    expect(ana.store.getState().sheets[aria]!.creature.hp.current).toBe(10);
    expect(bruno.store.getState().sheets[borin]!.creature.hp.current).toBe(9);
    const line = ana.store.getState().sheets[aria]!.log.at(-1)!;
    expect(line.entry?.by).toBe('GM');
    expect(line.entry?.device).toBe('gmtablet');
    expect(ana.events.remote).toEqual(['GM']);
  });

  it('lets a death save made on a phone answer the GM screen\'s prompt for that turn', async () => {
    const { gm, ana, devices, aria } = await table();
    gm.store.getState().act(aria, { type: 'damage', amount: 20 });
    gm.store.getState().rollInitiative();
    gm.store.getState().setInitiative(aria, 30);
    gm.store.getState().sortByInitiative();
    gm.store.getState().nextTurn();
    expect(gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!.pendingDeathSave).toBe(aria);
    await syncAll(devices);
    expect(ana.store.getState().sheets[aria]!.creature.status).toBe('dying');
    ana.store.getState().act(aria, { type: 'deathSave', roll: 14 });
    await syncAll(devices);
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
          // Each device keeps its own outbox; some updates are delivered early, to some devices,
          // out of order; the rest arrive at the end. Nothing is lost, so all must agree.
          for (const { move, deliver } of script) {
            const actor = byName[move.by];
            actor.store.getState().act(ids[move.target], move.action);
            for (const pick of deliver) {
              const from = t.devices[pick % 3]!;
              const to = t.devices[(pick + 1 + (pick % 2)) % 3]!;
              const update = from.outbox[pick % Math.max(1, from.outbox.length)];
              if (update && to !== from) Y.applyUpdate(to.doc, update, 'peer');
            }
            await settle();
          }
          await syncAll(t.devices);
          expect(snapshot(t.gm.store, t.aria)).toEqual(snapshot(t.ana.store, t.aria));
          expect(snapshot(t.gm.store, t.borin)).toEqual(snapshot(t.bruno.store, t.borin));
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('both land when the GM and the player act on one sheet at the same moment', async () => {
    const { gm, ana, devices, aria } = await table();
    gm.store.getState().act(aria, { type: 'damage', amount: 7 });
    ana.store.getState().act(aria, { type: 'heal', amount: 3 });
    ana.store.getState().act(aria, { type: 'tempHp', amount: 5 });
    await syncAll(devices);
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
    const { gm, ana, devices, aria } = await table();
    const before = ana.store.getState().sheets[aria]!.creature;
    const { entries } = tableMaps(gm.doc);
    gm.doc.transact(() => {
      // A well-formed entry whose action the rules refuse (negative damage).
      entries.set(`${aria}/badamount001`, { id: 'badamount001', device: 'gmtablet', tab: 'x', clock: 5, at: 1, change: { kind: 'act', action: { type: 'damage', amount: -5 } } });
      // Entries that do not read: a clock that is no number, an id that is not its key.
      entries.set(`${aria}/badclock0001`, { id: 'badclock0001', device: 'gmtablet', tab: 'x', clock: 'soon', at: 1, change: { kind: 'act', action: { type: 'heal', amount: 5 } } });
      entries.set(`${aria}/notitsid0001`, { id: 'otherid00001', device: 'gmtablet', tab: 'x', clock: 6, at: 1, change: { kind: 'act', action: { type: 'heal', amount: 5 } } });
    });
    await syncAll(devices);
    const sheet = ana.store.getState().sheets[aria]!;
    expect(sheet.creature).toEqual(before);
    const refused = sheet.log.filter((line) => line.refused);
    expect(refused.map((line) => line.entry?.id)).toEqual(['badamount001']);
    expect(sheet.log.some((line) => line.entry?.id === 'badclock0001' || line.entry?.id === 'otherid00001')).toBe(false);
    expect(ana.events.invalid).toBe(2);
  });

  it('refuses a brought sheet whose creature does not read', async () => {
    const { gm, devices } = await table();
    tableMaps(devices[1]!.doc).sheets.set('hostile', { owner: 'x', ownerName: 'Eve', epoch: 'e1', origin: { name: 'Eve', hp: 'lots' }, followLanguage: false });
    await syncAll(devices);
    expect(gm.store.getState().sheets.hostile).toBeUndefined();
    expect(gm.events.invalid).toBeGreaterThan(0);
  });
});

describe('joining, leaving and closing', () => {
  it('a player who leaves keeps the sheet; the GM\'s copy and its place in the encounter go', async () => {
    const { gm, ana, devices, aria } = await table();
    unshareSheet(ana.doc, aria);
    await syncAll(devices);
    expect(ana.store.getState().sheets[aria]?.creature.name).toBe('Aria');
    expect(gm.store.getState().sheets[aria]).toBeUndefined();
    const encounter = gm.store.getState().encounters[gm.store.getState().activeEncounterId!]!;
    expect(encounter.combatants.map((c) => c.sheetId)).not.toContain(aria);
  });

  it('a GM who reopens the table keeps the copies until their owners are heard, then merges what they did meanwhile', async () => {
    const { gm, ana, aria } = await table();
    gm.bridge.stop();
    ana.bridge.stop();
    ana.store.getState().act(aria, { type: 'damage', amount: 4 });
    // A new document on both sides, rebuilt from each store.
    const gm2 = { ...gm, doc: new Y.Doc(), outbox: [] as Uint8Array[] };
    const ana2 = { ...ana, doc: new Y.Doc(), outbox: [] as Uint8Array[] };
    for (const d of [gm2, ana2]) d.doc.on('update', (update: Uint8Array, origin: unknown) => { if (origin !== 'peer') d.outbox.push(update); });
    gm2.bridge = connectStore({ doc: gm2.doc, store: gm.store, record: gm.bridge.record(), device: 'gmtablet', tableId: TABLE });
    await settle();
    expect(gm.store.getState().sheets[aria]?.creature.hp.current).toBe(20);
    ana2.bridge = connectStore({ doc: ana2.doc, store: ana.store, record: ana.bridge.record(), device: 'anaphone', tableId: TABLE });
    await syncAll([gm2, ana2]);
    expect(gm.store.getState().sheets[aria]?.creature.hp.current).toBe(16);
  });

  it('closing ends the table for every device; each keeps only its own sheets', async () => {
    const { gm, ana, bruno, devices, aria, borin } = await table();
    closeTableDoc(gm.doc);
    gm.bridge.dropCopies();
    await syncAll(devices);
    expect(ana.events.closed).toBe(1);
    expect(bruno.events.closed).toBe(1);
    expect(Object.keys(gm.store.getState().sheets)).toEqual([]);
    expect(ana.store.getState().sheets[aria]).toBeDefined();
    expect(bruno.store.getState().sheets[borin]).toBeDefined();
  });
});

describe('the table view', () => {
  it('shows the GM\'s creatures in words only, and exact HP only of the players\' sheets, unless the GM shows numbers', async () => {
    const { gm, ana, devices, aria } = await table();
    const goblin = gm.store.getState().createSheet({ name: 'Goblin', maxHp: 10 });
    gm.store.getState().addCombatants([goblin]);
    gm.store.getState().act(goblin, { type: 'damage', amount: 6 });
    gm.bridge.publish();
    await syncAll(devices);
    const view = readView(ana.doc)!;
    const goblinRow = view.rows.find((row) => row.id === goblin)!;
    // 4 of 10 HP: at half or less, "bloodied"; no number leaves the GM's device.
    expect(goblinRow).toMatchObject({ name: 'Goblin', state: 'bloodied', player: false });
    expect(goblinRow.hp).toBeUndefined();
    expect(JSON.stringify(tableMaps(ana.doc).view.toJSON())).not.toMatch(/"current":4\b/);
    expect(view.rows.find((row) => row.id === aria)?.hp).toEqual({ current: 20, max: 20, temp: 0 });
    gm.bridge.setRecord({ ...gm.bridge.record(), showNumbers: true });
    gm.bridge.publish();
    await syncAll(devices);
    expect(readView(ana.doc)!.rows.find((row) => row.id === goblin)?.hp).toEqual({ current: 4, max: 10, temp: 0 });
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
