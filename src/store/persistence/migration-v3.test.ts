// Data stored by the build before sheets became logs of actions (schema v3), read by this one.
// The fixture is what that build wrote to localStorage (test/fixtures/storage-v3/README.md says
// how it was made); expected.json is what that build showed the user. Nothing of it may change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from './memory-adapter';
import { expectLongHistoryActsAndUndoes, openTab, sharedStorage, storedSheet } from '../../../test/helpers/storage';
import { SCHEMA_VERSION } from './migrations';
import { ENCOUNTERS_KEY, SETTINGS_KEY } from './documents';
import { parseImport } from './parse-import';
import { applyImport } from './apply-import';
import { EXPORT_FORMAT } from './transfer';

const fixture = (name: string) => join(process.cwd(), 'test/fixtures/storage-v3', name);
const stored = JSON.parse(gunzipSync(readFileSync(fixture('storage.json.gz'))).toString('utf8')) as Record<string, string>;
const expected = JSON.parse(readFileSync(fixture('expected.json'), 'utf8')) as {
  settings: Record<string, unknown>;
  sheets: Record<string, {
    name: string; preset: string; role: string; nature: string; hp: object; maxReduction: number; deathSaves: object;
    status: string; conditions: string[]; exhaustion: number; stableHoursUntilWake: number | null; recuo: object | null;
    followLanguage: boolean; notes: string; revision: number; logLength: number; lastLogAction: string; lastLogUndo?: string | null;
  }>;
  activeEncounterId: string;
  encounters: { id: string; name: string; combatantSheetIds: string[]; initiatives: number[]; round: number; turn: number }[];
};
const LONG = Object.entries(expected.sheets).find(([, sheet]) => sheet.logLength === 5000)![0];

const open = () => openTab(createMemoryAdapter({ ...stored }));

describe('storage written by the v3 build opens whole in this one', () => {
  it('the fixture is what v3 wrote: every key at schema version 3', () => {
    for (const value of Object.values(stored)) expect(JSON.parse(value)).toMatchObject({ schemaVersion: 3 });
    expect(Object.keys(stored).filter((key) => key.startsWith('databook:log:'))).toHaveLength(25);
  });

  it('every sheet shows what it showed before: creature, notes, preset choice and its whole log', async () => {
    const { store, status } = await open();
    expect(status.getState().unreadable).toEqual([]);
    expect(status.getState().notices).toEqual([]);
    const { sheets } = store.getState();
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(expected.sheets).sort());
    for (const [id, want] of Object.entries(expected.sheets)) {
      const sheet = sheets[id]!;
      const { followLanguage, notes, logLength, lastLogAction, lastLogUndo, recuo, maxReduction, revision, ...creature } = want;
      expect(sheet.creature).toMatchObject(creature);
      expect(sheet.creature.hp.maxReduction).toBe(maxReduction);
      expect(sheet.revision).toBe(revision);
      if (recuo) expect(sheet.creature.recuo).toMatchObject(recuo);
      else expect(sheet.creature.recuo).toBeUndefined();
      expect(sheet.followLanguage).toBe(followLanguage);
      expect(sheet.notes).toBe(notes);
      expect(sheet.log).toHaveLength(logLength);
      if (logLength > 0) expect(sheet.log.at(-1)).toMatchObject({ action: lastLogAction, ...(lastLogUndo ? { undo: lastLogUndo } : {}) });
      // The past cannot be folded again: today's creature is where the entries start.
      expect(sheet.origin).toEqual(sheet.creature);
      expect(sheet.log.every((line) => line.entry === undefined)).toBe(true);
    }
  });

  it('settings and the GM encounter come across as they were', async () => {
    const { store } = await open();
    const state = store.getState();
    expect(state.settings).toMatchObject(expected.settings);
    expect(state.activeEncounterId).toBe(expected.activeEncounterId);
    for (const want of expected.encounters) {
      const encounter = state.encounters[want.id]!;
      expect(encounter.name).toBe(want.name);
      expect(encounter.combatants.map((c) => c.sheetId)).toEqual(want.combatantSheetIds);
      expect(encounter.combatants.map((c) => c.initiative)).toEqual(want.initiatives);
      expect({ round: encounter.round, turn: encounter.turn }).toEqual({ round: want.round, turn: want.turn });
    }
  });

  it('is written back at the current version, and reads back the same', async () => {
    const adapter = createMemoryAdapter({ ...stored });
    const first = await openTab(adapter);
    first.persistence.flush();
    for (const key of adapter.keys()) {
      if (key.startsWith('databook:sheet:') || key === SETTINGS_KEY || key === ENCOUNTERS_KEY) {
        expect(JSON.parse(adapter.getItem(key)!)).toMatchObject({ schemaVersion: SCHEMA_VERSION });
      }
    }
    expect(storedSheet(adapter, LONG)?.data.origin).toEqual(first.store.getState().sheets[LONG]!.creature);
    const again = await openTab(adapter);
    expect(again.store.getState().sheets).toEqual(first.store.getState().sheets);
    expect(again.store.getState().encounters).toEqual(first.store.getState().encounters);
  });

  it('the 5,000-entry campaign takes new actions as entries after its history, and undoes them', async () => {
    const { store } = await open();
    expectLongHistoryActsAndUndoes(store, LONG);
  });

  it('two tabs that each migrated the same storage merge what they do next', async () => {
    const storage = sharedStorage(createMemoryAdapter({ ...stored }));
    const a = await storage.open();
    const b = await storage.open();
    const id = Object.keys(expected.sheets)[0]!;
    const hp = a.store.getState().sheets[id]!.creature.hp.current;
    a.store.getState().act(id, { type: 'damage', amount: 2 });
    b.store.getState().act(id, { type: 'heal', amount: 5 });
    a.persistence.flush();
    b.persistence.flush();
    storage.deliver();
    a.persistence.flush();
    storage.deliver();
    for (const tab of [a, b]) {
      const sheet = tab.store.getState().sheets[id]!;
      // Iara: 9 of 24 HP and 1 temporary HP. In either order the 2 damage costs 1 temporary
      // HP and 1 HP, and the 5 healing fits under the maximum: 13.
      expect(hp).toBe(9);
      expect(sheet.creature.hp.current).toBe(13);
      expect(sheet.log.filter((line) => line.entry)).toHaveLength(2);
    }
    expect(a.store.getState().sheets[id]).toEqual(b.store.getState().sheets[id]);
  });

  it('an export file of the v3 build imports, every sheet as it was', async () => {
    // The v3 build exported each sheet as its entry held it (whole log, no archive).
    const sheets = Object.entries(stored)
      .filter(([key]) => key.startsWith('databook:sheet:'))
      .map(([, value]) => (JSON.parse(value) as { data: Record<string, unknown> }).data)
      .filter((data) => !('archive' in data));
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify({ format: EXPORT_FORMAT, schemaVersion: 3, appVersion: '0.3.0', exportedAt: '2026-11-30T20:00:00.000Z', sheets });
    const parsed = parseImport(text, text.length);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { store } = await openTab(createMemoryAdapter());
    applyImport(store, parsed.file.sheets, { choice: 'keep-both', newId: () => 'unused' });
    for (const sheet of sheets) {
      const id = sheet.id as string;
      const want = expected.sheets[id]!;
      const got = store.getState().sheets[id]!;
      expect(got.creature.name).toBe(want.name);
      expect(got.creature.hp).toMatchObject(want.hp);
      expect(got.creature.status).toBe(want.status);
      expect(got.notes).toBe(want.notes);
      expect(got.log).toHaveLength(want.logLength);
      expect(got.origin).toEqual(got.creature);
    }
  });
});
