// Bundled by build.mjs from the app's source and run in node: a sheet whose log holds N
// entries, made by the app's own store (act → rules → log) so every entry is one the app
// writes, then encoded with the app's own storage format (documents.ts) and read back with
// its own validation, so the page is sure to accept it.
import { createAppStore } from '../../src/store/store';
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

export function makeSheetEntries(entries, seed = 42) {
  const rng = mulberry32(seed);
  let clock = Date.UTC(2025, 0, 1);
  const store = createAppStore({ language: 'en', rng, now: () => (clock += 6000) });
  const id = store.getState().createSheet({ name: SHEET_NAME, maxHp: 80 });
  // The log is moved aside every few hundred entries: immer copies the whole array on every
  // action, which would make building 5,000 entries quadratic for no benefit here.
  const log = [];
  const setAside = () => {
    log.push(...store.getState().sheets[id].log);
    store.setState((draft) => { draft.sheets[id].log = []; });
  };
  let guard = 0;
  while (log.length + store.getState().sheets[id].log.length < entries && guard++ < entries * 3) {
    store.getState().act(id, nextAction(store.getState().sheets[id].creature, rng));
    if (store.getState().sheets[id].log.length >= 250) setAside();
  }
  setAside();
  const sheet = { ...store.getState().sheets[id], log };
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
