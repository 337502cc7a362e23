// The shelf: what the sheet list shows before the engine loads (a defensive read of the stored
// entries) must be what it shows after (the validated store), and anything the read is not sure
// of must send the boot to the full start, whose validation decides.
import fc from 'fast-check';
import { everyActionArb } from '../rules/test-arbitraries';
import type { Action } from '../rules';
import { createMemoryAdapter, openTab } from '../../test/helpers/storage';
import { chunkKey, ENCOUNTERS_KEY, SCHEMA_VERSION, SETTINGS_KEY, sheetKey } from './persistence/layout';
import { readShelf, shelf } from './shelf';
import { bindShelf } from './shelf-binding';
import type { AppStore } from './store';

/** What the shelf shows once the engine follows `store`. */
function projected(store: AppStore) {
  shelf.setState({ sheets: [], live: false });
  const stop = bindShelf(store);
  const { sheets, language, keepAwake } = shelf.getState();
  stop();
  return { sheets, language, keepAwake };
}

/** A storage with sheets written by the real persistence, and the tab that wrote them. */
async function written() {
  const adapter = createMemoryAdapter();
  const tab = await openTab(adapter);
  const { createSheet, act, setLanguage } = tab.store.getState();
  const aria = createSheet({ name: 'Aria', maxHp: 20 });
  const bram = createSheet({ name: 'Bram', maxHp: 12, preset: 'plano-espiritual', nature: 'desencarnado' });
  act(aria, { type: 'damage', amount: 7 });
  act(aria, { type: 'reduceMaxHp', amount: 3 });
  act(bram, { type: 'damage', amount: 12 });
  setLanguage('cs');
  tab.store.setState((state) => { state.settings.keepAwake = true; });
  expect(tab.persistence.flush()).toBe(true);
  return { adapter, tab, aria, bram };
}

/** A stored entry as far as these tests change it (settings entries too: they have none of `data`'s fields but language). */
interface Stored {
  schemaVersion: number;
  data: {
    id: string;
    language: string;
    table?: unknown;
    creature: { name: string; status: string; preset: string; hp: { current: number; max: number; maxReduction: number } };
  };
}

/** A stored entry with its data changed by `change`. */
function rewrite(adapter: ReturnType<typeof createMemoryAdapter>, key: string, change: (entry: Stored) => void) {
  const entry = JSON.parse(adapter.data.get(key)!) as Stored;
  change(entry);
  adapter.data.set(key, JSON.stringify(entry));
}

describe('readShelf', () => {
  it('shows what the validated store shows: names, HP of the effective maximum, states, presets, words, settings', async () => {
    const { adapter, tab, aria, bram } = await written();
    const read = readShelf(adapter, 'en');
    expect(read).toEqual(projected(tab.store));
    // Spelled out, from the rules: 20 − 7 = 13 of 20 − 3 = 17; a desencarnado character at 0
    // HP is in Torpor (plano-espiritual), with the Salvaguarda de Ancoragem's words.
    expect(read?.sheets.map(({ id, name, current, max, preset, context }) => ({ id, name, current, max, preset, context }))).toEqual([
      { id: aria, name: 'Aria', current: 13, max: 17, preset: 'srd-2024', context: 'srd-2024' },
      { id: bram, name: 'Bram', current: 0, max: 12, preset: 'plano-espiritual', context: 'plano-espiritual-desencarnado' },
    ]);
    expect(read?.sheets[1]?.status).toBe(tab.store.getState().sheets[bram]!.creature.status);
    expect(read).toMatchObject({ language: 'cs', keepAwake: true });
  });

  it('agrees with the store after any play the rules allow', async () => {
    await fc.assert(fc.asyncProperty(fc.array(everyActionArb, { maxLength: 12 }), fc.constantFrom('databook', 'srd-2024', 'plano-espiritual' as const), async (actions, preset) => {
      const adapter = createMemoryAdapter();
      const tab = await openTab(adapter);
      const { createSheet, act } = tab.store.getState();
      const id = createSheet({ name: 'Cora', maxHp: 15, preset, nature: 'desencarnado' });
      createSheet({ name: 'Dax', maxHp: 8, role: 'minion' });
      for (const action of actions) act(id, action as Action);
      expect(tab.persistence.flush()).toBe(true);
      expect(readShelf(adapter, 'en')).toEqual(projected(tab.store));
    }), { seed: 14, numRuns: 60 });
  });

  it('uses the guessed language and keeps the screen free to sleep when no settings are stored', () => {
    expect(readShelf(createMemoryAdapter(), 'pt-BR')).toEqual({ sheets: [], language: 'pt-BR', keepAwake: false });
  });

  it('leaves the archived logs and the encounters to the full start, readable or not', async () => {
    const { adapter, tab } = await written();
    adapter.data.set(chunkKey('x', 0), '{not json');
    adapter.data.set(ENCOUNTERS_KEY, '{not json');
    expect(readShelf(adapter, 'en')).toEqual(projected(tab.store));
  });

  describe('sends the boot to the full start', () => {
    const cases: [string, (adapter: ReturnType<typeof createMemoryAdapter>, ids: { aria: string }) => void][] = [
      ['a sheet entry that is not JSON', (adapter, { aria }) => adapter.data.set(sheetKey(aria), '{"schemaVersion":5,')],
      ['settings that are not JSON', (adapter) => adapter.data.set(SETTINGS_KEY, 'nope')],
      ['a sheet of an older version (to migrate)', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.schemaVersion = SCHEMA_VERSION - 1; })],
      ['a sheet a newer build wrote', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.schemaVersion = SCHEMA_VERSION + 1; })],
      ['settings a newer build wrote', (adapter) => rewrite(adapter, SETTINGS_KEY, (entry) => { entry.schemaVersion = SCHEMA_VERSION + 1; })],
      ['HP below 0', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.hp.current = -4; })],
      ['HP above the effective maximum', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.hp.current = 18; })],
      ['HP that is not an integer', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.hp.current = 2.5; })],
      ['a maximum of 0', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.hp.max = 0; entry.data.creature.hp.maxReduction = 0; entry.data.creature.hp.current = 0; })],
      ['a reduction above the maximum', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.hp.maxReduction = 21; })],
      ['a name nobody can see', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.name = '\u200b '; })],
      ['an unknown state', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.status = 'asleep'; })],
      ['an unknown preset', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.creature.preset = 'pathfinder'; })],
      ['a sheet stored under another id', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.id = 'other'; })],
      ['a table copy without its owner', (adapter, { aria }) => rewrite(adapter, sheetKey(aria), (entry) => { entry.data.table = { ownerName: 3 }; })],
      ['an unknown language', (adapter) => rewrite(adapter, SETTINGS_KEY, (entry) => { entry.data.language = 'de'; })],
      ['a storage that refuses to be read', (adapter) => { adapter.unavailable = true; }],
    ];
    it.each(cases)('%s', async (_name, spoil) => {
      const { adapter, aria } = await written();
      expect(readShelf(adapter, 'en')).not.toBeNull();
      spoil(adapter, { aria });
      expect(readShelf(adapter, 'en')).toBeNull();
    });

    it('no storage at all', () => {
      expect(readShelf(null, 'en')).toBeNull();
    });
  });
});

describe('bindShelf', () => {
  it('keeps a row\'s summary while what it shows is unchanged, and follows every change', async () => {
    const { tab, aria, bram } = await written();
    shelf.setState({ sheets: [], live: false });
    const stop = bindShelf(tab.store);
    const before = shelf.getState().sheets;
    expect(shelf.getState().live).toBe(true);

    tab.store.getState().setNotes(aria, 'A note the list does not show');
    expect(shelf.getState().sheets).toBe(before);

    tab.store.getState().act(aria, { type: 'heal', amount: 2 });
    const after = shelf.getState().sheets;
    expect(after.find((summary) => summary.id === aria)?.current).toBe(15);
    expect(after.find((summary) => summary.id === bram)).toBe(before.find((summary) => summary.id === bram));

    tab.store.getState().setLanguage('pt-BR');
    expect(shelf.getState().language).toBe('pt-BR');
    tab.store.getState().deleteSheet(bram);
    expect(shelf.getState().sheets.map((summary) => summary.id)).toEqual([aria]);
    stop();
  });
});
