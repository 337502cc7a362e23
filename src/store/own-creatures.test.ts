// The GM's own creatures (issue 28): saved from quick-add or a row, kept in `databook:creatures`
// (checked on load: a damaged entry is kept for recovery and nothing else is lost), and carried
// by the "export all" file; an older file without them imports as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter, openTab } from '../../test/helpers/storage';
import type { LibraryCreature } from '../features/gm/library/library-types';
import { CREATURES_KEY, encodeEntry, sheetKey } from './persistence/documents';
import { SCHEMA_VERSION } from './persistence/migrations';
import { parseImport } from './persistence/parse-import';
import { buildExport, exportText } from './persistence/transfer';
import type { OwnCreatureInit } from './library-slice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bandit = (over: Partial<OwnCreatureInit> = {}): OwnCreatureInit => ({
  name: 'Bandit Captain', type: 'humanoid', cr: '2', armorClass: 15, hp: 52, hpFormula: '8d8+16', initiative: 3,
  abilities: { str: 2, dex: 3, con: 2, int: 2, wis: 0, cha: 2 }, saves: { str: 4, dex: 5, wis: 2 },
  resistances: [], vulnerabilities: [], immunities: [], conditionImmunities: [], ...over,
});

describe('own creatures in the store', () => {
  it('are saved with an "own:" id, replaced when saved again under the same name (any case or accents), deleted and restored in place', async () => {
    const { store } = await openTab(null);
    const first = store.getState().saveOwnCreature(bandit());
    expect(first.replaced).toBe(false);
    expect(first.creature).toMatchObject({ source: 'own', name: 'Bandit Captain' });
    expect(first.creature.id).toMatch(/^own:[0-9a-f-]{36}$/);
    store.getState().saveOwnCreature(bandit({ name: 'Zabuzá', hp: 40 }));
    const again = store.getState().saveOwnCreature(bandit({ name: 'bandit captain', hp: 60 }));
    expect(again).toMatchObject({ replaced: true, creature: { id: first.creature.id, hp: 60 } });
    expect(store.getState().ownCreatures.map((c) => c.name)).toEqual(['bandit captain', 'Zabuzá']);
    expect(store.getState().saveOwnCreature(bandit({ name: 'Zabuza', hp: 41 })).replaced).toBe(true);

    const deleted = store.getState().deleteOwnCreature(first.creature.id)!;
    expect(store.getState().ownCreatures.map((c) => c.name)).toEqual(['Zabuza']);
    store.getState().restoreOwnCreature(deleted.creature, deleted.index);
    store.getState().restoreOwnCreature(deleted.creature, deleted.index);
    expect(store.getState().ownCreatures.map((c) => c.name)).toEqual(['bandit captain', 'Zabuza']);
  });
});

describe('own creatures in storage', () => {
  it('are written to their own entry and read back after a reload', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    tab.store.getState().saveOwnCreature(bandit());
    vi.advanceTimersByTime(100);
    expect(JSON.parse(adapter.data.get(CREATURES_KEY)!)).toMatchObject({ schemaVersion: SCHEMA_VERSION, data: { creatures: [{ name: 'Bandit Captain' }] } });
    const reopened = await openTab(adapter);
    expect(reopened.store.getState().ownCreatures).toEqual(tab.store.getState().ownCreatures);
  });

  it('a damaged entry is kept as it is and named for recovery; the sheets and the rest still load', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.persistence.flush();
    const bad = encodeEntry(1, { creatures: [{ ...bandit(), id: 'own:1', source: 'own', hp: 0 }] as LibraryCreature[] });
    adapter.setItem(CREATURES_KEY, bad);
    const reopened = await openTab(adapter);
    expect(Object.values(reopened.store.getState().sheets).map((s) => s.creature.name)).toEqual(['Aria']);
    expect(reopened.store.getState().ownCreatures).toEqual([]);
    expect(reopened.status.getState().unreadable).toMatchObject([{ key: CREATURES_KEY, kind: 'creatures', reason: 'invalid' }]);
    // Saving a new creature never overwrites what could not be read.
    reopened.store.getState().saveOwnCreature(bandit({ name: 'Ogre Chief' }));
    reopened.persistence.flush();
    expect(adapter.data.get(CREATURES_KEY)).toBe(bad);
    expect(adapter.data.get(sheetKey(Object.keys(reopened.store.getState().sheets)[0]!))).toBeTruthy();
  });

  it('another tab\'s save arrives in this one', async () => {
    const adapter = createMemoryAdapter();
    const a = await openTab(adapter);
    const b = await openTab(adapter);
    a.store.getState().saveOwnCreature(bandit());
    a.persistence.flush();
    b.persistence.onExternalChange(CREATURES_KEY, adapter.data.get(CREATURES_KEY)!);
    expect(b.store.getState().ownCreatures.map((c) => c.name)).toEqual(['Bandit Captain']);
  });
});

describe('own creatures in the export file', () => {
  it('travel with "export all" and come back through import; an id already here takes the file\'s version', async () => {
    const { store } = await openTab(null);
    const { creature } = store.getState().saveOwnCreature(bandit());
    const file = buildExport([], new Date('2026-01-02T03:04:05Z'), store.getState().ownCreatures);
    const text = exportText(file);
    const parsed = parseImport(text, text.length);
    expect(parsed.ok && parsed.file.ownCreatures).toEqual([creature]);

    const other = await openTab(null);
    other.store.getState().saveOwnCreature(bandit({ name: 'Skeleton Archer' }));
    expect(other.store.getState().importOwnCreatures(parsed.ok ? parsed.file.ownCreatures! : [])).toEqual({ added: 1, replaced: 0 });
    expect(other.store.getState().importOwnCreatures([{ ...creature, hp: 70 }])).toEqual({ added: 0, replaced: 1 });
    expect(other.store.getState().ownCreatures.map((c) => [c.name, c.hp])).toEqual([['Skeleton Archer', 52], ['Bandit Captain', 70]]);
  });

  it('a file from before own creatures existed (or a one-sheet file) imports as before', () => {
    const text = JSON.stringify({ format: 'databook-export', schemaVersion: 5, appVersion: '0.9.0', exportedAt: '2025-01-01T00:00:00Z', sheets: [] });
    const parsed = parseImport(text, text.length);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.file).not.toHaveProperty('ownCreatures');
    expect(buildExport([], new Date(0))).not.toHaveProperty('ownCreatures');
  });

  it('a file with a wrong own creature is refused and says where', () => {
    const file = buildExport([], new Date(0), [{ ...bandit(), id: 'own:x1', source: 'own', armorClass: 120 }]);
    const text = exportText(file);
    expect(parseImport(text, text.length)).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path: 'ownCreatures[0].armorClass', code: 'max' }] } });
  });
});
