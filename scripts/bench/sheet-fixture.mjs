// Bundled by build.mjs from the app's source and run in node: a sheet whose log holds N
// entries, made by the app's own store (act → rules → log) so every entry is one the app
// writes, then encoded with the app's own storage format (documents.ts) and read back with
// its own validation, so the page is sure to accept it.
import { createAppStore } from '../../src/store/store';
import { compareEntries, mergeLogs, refold } from '../../src/store/entries/fold';
import { decodeEntry, encodeEntry, SETTINGS_KEY, sheetKey } from '../../src/store/persistence/documents';
import { mulberry32 } from './seeded-rng.mjs';

export const SHEET_NAME = 'Bench hero';
const TYPES = ['slashing', 'fire', 'cold', 'piercing', 'necrotic'];

/** The next action of a long campaign: mostly damage and healing, some temp HP and rests. */
function nextAction(creature, rng) {
  const roll = rng();
  if (creature.status !== 'alive') return { type: 'heal', amount: 10 + Math.floor(rng() * 10) };
  if (creature.hp.current < 20) return { type: 'heal', amount: 10 + Math.floor(rng() * 20) };
  if (roll < 0.6) return { type: 'damage', amount: 1 + Math.floor(rng() * 12), damageType: TYPES[Math.floor(rng() * TYPES.length)] };
  if (roll < 0.8) return { type: 'heal', amount: 1 + Math.floor(rng() * 8) };
  if (roll < 0.95) return { type: 'tempHp', amount: 1 + Math.floor(rng() * 5) };
  return { type: 'shortRest' };
}

/** A sheet of `entries` entries, each made by the store's act() (rules, dice resolved, entry). */
function playedSheet(entries, seed) {
  const rng = mulberry32(seed);
  let clock = Date.UTC(2025, 0, 1);
  const store = createAppStore({ language: 'en', rng, now: () => (clock += 6000), who: () => ({ device: 'benchdevice', tab: 'benchtab' }) }, undefined);
  const id = store.getState().createSheet({ name: SHEET_NAME, maxHp: 80 });
  let guard = 0;
  while (store.getState().sheets[id].log.length < entries && guard++ < entries * 3) {
    store.getState().act(id, nextAction(store.getState().sheets[id].creature, rng));
  }
  return { id, store, sheet: store.getState().sheets[id] };
}

export function makeSheetEntries(entries, seed = 42) {
  const { id, store, sheet } = playedSheet(entries, seed);
  const value = encodeEntry(sheet.revision, sheet);
  const emptyValue = encodeEntry(sheet.revision, { ...sheet, log: [] });
  for (const raw of [value, emptyValue]) {
    const decoded = decodeEntry('sheet', raw, id);
    if (decoded.status !== 'ok') throw new Error(`the fixture does not validate: ${JSON.stringify(decoded).slice(0, 300)}`);
  }
  return {
    id,
    logLength: sheet.log.length,
    key: sheetKey(id),
    value,
    emptyValue,
    settingsKey: SETTINGS_KEY,
    settingsValue: encodeEntry(1, store.getState().settings),
  };
}

/**
 * A device with `count` sheets (a GM's bestiary), each played for `entries` entries, stored as
 * the app stores them: one entry per sheet, and the settings. [key, value] pairs.
 */
export function makeManySheets(count, entries, seed = 7) {
  const pairs = [];
  let settings = null;
  for (let i = 0; i < count; i++) {
    const { id, store, sheet } = playedSheet(entries, seed + i);
    const named = { ...sheet, creature: { ...sheet.creature, name: `${SHEET_NAME} ${i + 1}` }, origin: { ...sheet.origin, name: `${SHEET_NAME} ${i + 1}` } };
    const value = encodeEntry(named.revision, named);
    if (decodeEntry('sheet', value, id).status !== 'ok') throw new Error('a many-sheets fixture sheet does not validate');
    pairs.push([sheetKey(id), value]);
    settings ??= encodeEntry(1, store.getState().settings);
  }
  pairs.push([SETTINGS_KEY, settings]);
  return pairs;
}

/**
 * The fold in node: the whole log folded from the origin with no checkpoint (what the first
 * late entry after a boot costs), and a late entry from another device merged the way a tab
 * merges another's copy (mergeLogs, then refold from where it falls, from the nearest
 * checkpoint), landing `back` entries before the end. Times in ms, one per run.
 */
export function measureFold(entries, runs, back = 50) {
  const { sheet } = playedSheet(entries, 42);
  const full = [];
  const late = [];
  for (let i = 0; i < runs; i++) {
    const copy = structuredClone(sheet.log);
    const t0 = performance.now();
    const folded = refold(sheet.origin, copy, 0);
    full.push(performance.now() - t0);
    if (JSON.stringify(folded.creature) !== JSON.stringify(sheet.creature)) throw new Error('the full fold differs from the sheet the store made');
    // The log as this tab holds it after that fold (checkpoints in place), and a late entry.
    const before = copy[copy.length - back - 1].entry;
    const entry = { id: `late${i}`, device: 'zzzzlate', tab: 'latetab', clock: before.clock, at: before.at, change: { kind: 'act', action: { type: 'heal', amount: 1 } } };
    const remote = [...folded.log, { at: entry.at, action: 'heal', events: [], entry }].sort((a, b) => compareEntries(a.entry, b.entry));
    const t1 = performance.now();
    const merged = mergeLogs(folded.log, remote);
    refold(sheet.origin, merged.log, merged.from);
    late.push(performance.now() - t1);
  }
  return { entries: sheet.log.length, full, late, back };
}
