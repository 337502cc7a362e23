import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab, sharedStorage } from '../../../test/helpers/storage';
import { ENCOUNTERS_KEY, encodeEntry } from './documents';
import { SCHEMA_VERSION } from './migrations';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Tab = Awaited<ReturnType<typeof openTab>>;

function fight(tab: Tab) {
  const state = () => tab.store.getState();
  const aria = state().createSheet({ name: 'Aria', maxHp: 20 });
  const bram = state().createSheet({ name: 'Bram', maxHp: 12 });
  state().createEncounter('Bridge');
  state().addCombatants([aria, bram]);
  state().setInitiative(aria, 15);
  state().setInitiative(bram, 9);
  state().sortByInitiative();
  state().addEffect({ sheetId: bram, kind: 'burning', label: '', timing: 'start', amount: 2, roundsLeft: 3 });
  state().nextTurn();
  return { aria, bram };
}

const stored = (adapter: ReturnType<typeof createMemoryAdapter>) => JSON.parse(adapter.data.get(ENCOUNTERS_KEY) ?? 'null');

describe('the GM’s encounters are stored too', () => {
  it('in one versioned entry, read back as they were', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    fight(tab);
    vi.advanceTimersByTime(100);
    expect(stored(adapter)).toMatchObject({ schemaVersion: SCHEMA_VERSION, revision: 1, data: { activeEncounterId: expect.any(String) } });
    const reopened = await openTab(adapter);
    const { encounters, activeEncounterId } = tab.store.getState();
    expect(reopened.store.getState().encounters).toEqual(encounters);
    expect(reopened.store.getState().activeEncounterId).toBe(activeEncounterId);
  });

  it('an initiative or modifier the screen refuses (1e400 typed is Infinity) never reaches storage; what is stored reads back', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const { aria } = fight(tab);
    tab.store.getState().setInitiative(aria, Number('1e400'));
    tab.store.getState().setModifier(aria, Number('1e400'));
    tab.store.getState().setInitiative(aria, 2_000_000);
    tab.store.getState().addCombatants([tab.store.getState().createSheet({ name: 'Cid', maxHp: 5 })], Number.NaN);
    tab.persistence.flush();
    const reopened = await openTab(adapter);
    expect(reopened.status.getState().unreadable).toEqual([]);
    expect(reopened.store.getState().encounters).toEqual(tab.store.getState().encounters);
    const combatants = Object.values(reopened.store.getState().encounters)[0]?.combatants ?? [];
    expect(combatants.map((c) => [c.initiative, c.modifier])).toEqual([[15, 0], [9, 0], [null, 0]]);
  });

  it('nothing is written for someone who never opens the GM screen, nor when nothing changed', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.persistence.flush();
    expect(adapter.data.has(ENCOUNTERS_KEY)).toBe(false);
    fight(tab);
    tab.persistence.flush();
    const writes = adapter.writes;
    tab.store.getState().setKeepAwake(true);
    tab.persistence.flush();
    expect(adapter.writes).toBe(writes + 1); // the settings only
  });

  it('follow in another tab, by revision', async () => {
    const storage = sharedStorage();
    const a = await storage.open();
    const b = await storage.open();
    fight(a);
    a.persistence.flush();
    storage.deliver();
    expect(b.store.getState().encounters).toEqual(a.store.getState().encounters);
    b.store.getState().nextTurn();
    b.persistence.flush();
    storage.deliver();
    expect(a.store.getState().encounters).toEqual(b.store.getState().encounters);
    expect(stored(storage.shared).revision).toBe(2);
  });

  it('a write from another tab not yet reported wins over this tab’s unsaved change, so both tabs agree', async () => {
    const storage = sharedStorage();
    const a = await storage.open();
    fight(a);
    a.persistence.flush();
    const b = await storage.open();
    a.store.getState().nextTurn();
    b.store.getState().previousTurn();
    a.persistence.flush();
    b.persistence.flush(); // before a's storage event arrives
    storage.deliver();
    expect(b.store.getState().encounters).toEqual(a.store.getState().encounters);
  });

  it('a sheet deleted while in an encounter leaves it harmless', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const { bram } = fight(tab);
    tab.store.getState().deleteSheet(bram);
    tab.persistence.flush();
    const reopened = await openTab(adapter);
    const state = reopened.store.getState();
    expect(reopened.status.getState().unreadable).toEqual([]);
    for (let i = 0; i < 4; i++) state.nextTurn(); // the burning effect's target is gone: nothing applies, nothing throws
    expect(Object.keys(reopened.store.getState().sheets)).toHaveLength(1);
  });

  it('unreadable encounters are kept for recovery and never overwritten; the sheets load', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    fight(tab);
    tab.persistence.flush();
    const bad = (adapter.data.get(ENCOUNTERS_KEY) ?? '').replace('"round":1', '"round":-1');
    adapter.data.set(ENCOUNTERS_KEY, bad);
    const reopened = await openTab(adapter);
    expect(reopened.status.getState().unreadable).toEqual([expect.objectContaining({ key: ENCOUNTERS_KEY, kind: 'encounters', raw: bad })]);
    expect(Object.keys(reopened.store.getState().sheets)).toHaveLength(2);
    reopened.store.getState().createEncounter('Again');
    reopened.persistence.flush();
    expect(adapter.data.get(ENCOUNTERS_KEY)).toBe(bad);
  });

  it('from a newer build: left alone', async () => {
    const newer = JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, revision: 4, data: {} });
    const adapter = createMemoryAdapter({ [ENCOUNTERS_KEY]: newer });
    const tab = await openTab(adapter);
    expect(tab.status.getState().problems).toEqual(['newer']);
    tab.store.getState().createEncounter('Mine');
    tab.persistence.flush();
    expect(adapter.data.get(ENCOUNTERS_KEY)).toBe(newer);
  });

  it('are part of "Export all" (issue 34), not of a file of sheets', async () => {
    const { buildExport, buildFullExport } = await import('./transfer');
    const tab = await openTab(createMemoryAdapter());
    fight(tab);
    const sheets = buildExport(Object.values(tab.store.getState().sheets), new Date(0));
    expect(Object.keys(sheets)).toEqual(['format', 'fileVersion', 'schemaVersion', 'appVersion', 'exportedAt', 'sheets']);
    const all = buildFullExport(tab.store.getState(), new Date(0));
    // Each as stored, but for its turn changes: this device's Undo stays here.
    const stored = Object.values(tab.store.getState().encounters).map(({ turnSteps: _steps, ...encounter }) => encounter);
    expect(all.encounters!.map(({ creatures: _creatures, ...encounter }) => encounter)).toEqual(stored);
    expect(all.activeEncounterId).toBe(tab.store.getState().activeEncounterId);
    expect(encodeEntry(1, { encounters: {}, activeEncounterId: null })).toContain('"encounters":{}');
  });
});
