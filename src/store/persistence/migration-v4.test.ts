// Data stored by the build before conditions had durations and concentration (schema v4), read
// by this one. The fixture is what that build wrote to localStorage and the export file it made
// (test/fixtures/storage-v4/README.md says how); expected.json is what that build's store held.
// Nothing the user saw may change; creatures only gain `durations: {}` and `concentration: null`, and the sheet's own numbers at their defaults.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Creature } from '../../rules';
import type { Encounter } from '../encounter-types';
import { refold } from '../entries/fold';
import type { LogEntry, Settings, Sheet } from '../types';
import { expectLongHistoryActsAndUndoes, openTab, storedSheet } from '../../../test/helpers/storage';
import { withSheetNumbers } from '../../../test/helpers/sheet-numbers';
import { applyImport } from './apply-import';
import type { DataIssue } from './data-issues';
import { ENCOUNTERS_KEY, SETTINGS_KEY, sheetKey } from './documents';
import { createMemoryAdapter } from './memory-adapter';
import { SCHEMA_VERSION } from './migrations';
import { parseImport } from './parse-import';
import { buildExport, exportText } from './transfer';

const fixture = (name: string) => join(process.cwd(), 'test/fixtures/storage-v4', name);
const stored = JSON.parse(gunzipSync(readFileSync(fixture('storage.json.gz'))).toString('utf8')) as Record<string, string>;
const exportFile = gunzipSync(readFileSync(fixture('export.json.gz'))).toString('utf8');

/** A v4 creature: what the v4 build kept, without the fields v5 adds. */
type V4Creature = Omit<Creature, 'durations' | 'concentration'>;
type ExpectedSheet = Omit<Sheet, 'log' | 'creature' | 'origin'> & {
  creature: V4Creature;
  origin: V4Creature;
  logLength: number;
  /** sha256 of the log as canonical JSON (keys sorted), as the v4 store held it. */
  logSha256: string;
  logFirst: LogEntry | null;
  logLast: LogEntry | null;
  /** The whole log, for the sheets with a short one. */
  log?: LogEntry[];
};
const expected = JSON.parse(readFileSync(fixture('expected.json'), 'utf8')) as {
  settings: Settings;
  sheets: Record<string, ExpectedSheet>;
  activeEncounterId: string;
  encounters: Record<string, Omit<Encounter, 'pendingSaves'>>;
};

/** JSON with keys sorted at every level: the v4 store and this one may set a line's keys in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
const digest = (log: LogEntry[]) => createHash('sha256').update(canonical(log)).digest('hex');

/** What a v4 creature is in v5: the same, with no condition durations and no concentration. */
const inV5 = (creature: V4Creature): Creature => withSheetNumbers({ ...creature, durations: {}, concentration: null });

const byName = (name: string) => Object.values(expected.sheets).find((sheet) => sheet.creature.name === name)!.id;
const IARA = byName('Iara Moç-Tupã');
const ANSELMO = byName('Irmão Anselmo');
const TOMAS = byName('Brother Tomas');
const LENA = byName('Lena Dvořáková');
const CAMPAIGN = byName('Campanha longa — Ravena');
const XAMA = byName('Goblin Xamã');
const LANCEIRO = byName('Goblin Lanceiro');

const open = () => openTab(createMemoryAdapter({ ...stored }));

describe('storage written by the v4 build opens whole in this one', () => {
  it('the fixture is what v4 wrote: every key at schema version 4, creatures without durations or concentration', () => {
    expect(Object.keys(stored)).toHaveLength(35);
    for (const value of Object.values(stored)) expect(JSON.parse(value)).toMatchObject({ schemaVersion: 4 });
    expect(Object.keys(stored).filter((key) => key.startsWith('databook:log:'))).toHaveLength(25);
    for (const id of Object.keys(expected.sheets)) {
      const { data } = JSON.parse(stored[sheetKey(id)]!) as { data: Record<string, Record<string, unknown>> };
      for (const field of ['creature', 'origin'] as const) {
        expect(data[field]).not.toHaveProperty('durations');
        expect(data[field]).not.toHaveProperty('concentration');
      }
    }
    const encounters = JSON.parse(stored[ENCOUNTERS_KEY]!) as { data: { encounters: Record<string, object> } };
    for (const encounter of Object.values(encounters.data.encounters)) expect(encounter).not.toHaveProperty('pendingSaves');
    expect(JSON.parse(exportFile)).toMatchObject({ format: 'databook-export', schemaVersion: 4 });
  });

  it('every sheet shows what it showed: creature, origin, notes, preset choice, stamps and its whole log', async () => {
    const { store, status } = await open();
    expect(status.getState().unreadable).toEqual([]);
    expect(status.getState().notices).toEqual([]);
    const { sheets } = store.getState();
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(expected.sheets).sort());
    for (const [id, want] of Object.entries(expected.sheets)) {
      const { log, creature, origin, ...sheet } = sheets[id]!;
      const { logLength, logSha256, logFirst, logLast, log: wantLog, creature: wantCreature, origin: wantOrigin, ...wantSheet } = want;
      expect(creature).toEqual(inV5(wantCreature));
      expect(origin).toEqual(inV5(wantOrigin));
      // id, epoch, followLanguage, notes, stamps, revision, createdAt, updatedAt: all as they were;
      // the three goblins the GM made for the encounter are that encounter's since v6 (monsters.ts).
      const goblin = want.creature.name.startsWith('Goblin ');
      expect(sheet).toEqual(goblin ? { ...wantSheet, encounterId: expected.activeEncounterId } : wantSheet);
      expect(log).toHaveLength(logLength);
      expect(canonical(log[0] ?? null)).toBe(canonical(logFirst));
      expect(canonical(log.at(-1) ?? null)).toBe(canonical(logLast));
      if (wantLog) expect(canonical(log)).toBe(canonical(wantLog));
      expect(digest(log)).toBe(logSha256);
    }
  });

  it('the session as the v4 build left it: dying, Recuo, stable, undone and redone, the long campaign', async () => {
    const { store } = await open();
    const { sheets } = store.getState();
    expect(sheets[IARA]!.creature).toMatchObject({ preset: 'databook', status: 'dying', deathSaves: { successes: 2, failures: 1 }, conditions: ['unconscious'] });
    expect(sheets[IARA]!.followLanguage).toBe(false);
    expect(sheets[IARA]!.notes).toContain('🐉 → pôção de cura ×2');
    expect(sheets[ANSELMO]!.creature).toMatchObject({ preset: 'plano-espiritual', nature: 'desencarnado', status: 'recuo', recuo: { zone: 'densa', outcome: 'perdido' } });
    expect(sheets[TOMAS]!.creature).toMatchObject({ preset: 'srd-2024', status: 'stable', stableHoursUntilWake: 2 });
    // Lena: the cold damage undone, the temporary HP undone and redone, then the language's preset.
    const lena = sheets[LENA]!;
    expect(lena.log.map((line) => [line.action, line.undo ?? null, line.undone ?? false])).toEqual([
      ['damage', null, false], ['heal', null, false], ['tempHp', null, false], ['damage', null, true],
      ['damage', 'undo', false], ['tempHp', 'undo', false], ['tempHp', 'redo', false], ['exhaustion', null, false], ['configure', null, false],
    ]);
    expect(lena.creature).toMatchObject({ preset: 'databook', hp: { current: 26, temp: 6 }, exhaustion: 1 });
    expect(lena.followLanguage).toBe(true);
    expect(sheets[XAMA]!.followLanguage).toBe(false);
    expect(sheets[XAMA]!.stamps?.followLanguage).toBeDefined();
    expect(sheets[CAMPAIGN]!.log).toHaveLength(5000);
    expect(sheets[CAMPAIGN]!.log.every((line) => line.entry)).toBe(true);
  });

  it('folding the entries again from the origin gives the same creature, and no entry is refused', async () => {
    const { store } = await open();
    for (const sheet of Object.values(store.getState().sheets)) {
      const again = refold(sheet.origin, sheet.log, 0);
      expect(again.creature).toEqual(sheet.creature);
      expect(again.log.map((line) => line.refused ?? null)).toEqual(sheet.log.map((line) => line.refused ?? null));
      expect(again.log.map((line) => line.undone ?? false)).toEqual(sheet.log.map((line) => line.undone ?? false));
    }
  });

  it('settings and the GM encounter come across as they were, with no condition saves due and their effects', async () => {
    const { store } = await open();
    const state = store.getState();
    expect(state.settings).toEqual(expected.settings);
    expect(state.activeEncounterId).toBe(expected.activeEncounterId);
    expect(Object.keys(state.encounters)).toEqual(Object.keys(expected.encounters));
    for (const [id, want] of Object.entries(expected.encounters)) {
      expect(state.encounters[id]).toEqual({ ...want, pendingSaves: [] });
    }
    const encounter = state.encounters[expected.activeEncounterId]!;
    expect({ round: encounter.round, pendingDeathSave: encounter.pendingDeathSave }).toEqual({ round: 2, pendingDeathSave: IARA });
    expect(encounter.combatants[encounter.turn]!.sheetId).toBe(IARA);
    expect(encounter.effects.map((effect) => [effect.sheetId, effect.kind, effect.timing, effect.roundsLeft])).toEqual([
      [XAMA, 'burning', 'start', 1], [LANCEIRO, 'jutsu', 'end', null],
    ]);
    expect(encounter.effects[1]!.label).toBe('Katon: Gōkakyū no Jutsu 🔥');
  });

  it('is written back at the current version, and reads back the same', async () => {
    const adapter = createMemoryAdapter({ ...stored });
    const first = await openTab(adapter);
    expect(first.persistence.flush()).toBe(true);
    for (const key of adapter.keys()) {
      if (key.startsWith('databook:sheet:') || key === SETTINGS_KEY || key === ENCOUNTERS_KEY) {
        expect(JSON.parse(adapter.getItem(key)!)).toMatchObject({ schemaVersion: SCHEMA_VERSION });
      }
    }
    for (const id of Object.keys(expected.sheets)) {
      expect(storedSheet(adapter, id)?.data).toMatchObject({ creature: { durations: {}, concentration: null }, origin: { durations: {}, concentration: null } });
    }
    const encounters = JSON.parse(adapter.getItem(ENCOUNTERS_KEY)!) as { data: { encounters: Record<string, Encounter> } };
    for (const encounter of Object.values(encounters.data.encounters)) expect(encounter.pendingSaves).toEqual([]);
    const again = await openTab(adapter);
    expect(again.status.getState().unreadable).toEqual([]);
    expect(again.store.getState().sheets).toEqual(first.store.getState().sheets);
    expect(again.store.getState().settings).toEqual(first.store.getState().settings);
    expect(again.store.getState().encounters).toEqual(first.store.getState().encounters);
    expect(again.store.getState().activeEncounterId).toBe(first.store.getState().activeEncounterId);
  });

  it('a migrated sheet takes a condition with a duration and concentration, kept after it is written and read again', async () => {
    const adapter = createMemoryAdapter({ ...stored });
    const { store, persistence } = await openTab(adapter);
    expect(store.getState().act(LENA, { type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds: 3 } })?.error).toBeUndefined();
    expect(store.getState().act(LENA, { type: 'concentrate', on: 'Bless' })?.error).toBeUndefined();
    const lena = store.getState().sheets[LENA]!;
    expect(lena.creature).toMatchObject({ conditions: ['poisoned'], durations: { poisoned: { kind: 'rounds', rounds: 3 } }, concentration: { on: 'Bless', dc: null } });
    expect(lena.log).toHaveLength(expected.sheets[LENA]!.logLength + 2);
    persistence.flush();
    const again = await openTab(adapter);
    expect(again.store.getState().sheets[LENA]).toEqual(lena);
  });

  it('the GM screen goes on from where it stood: the next turns apply the stored effects', async () => {
    const { store } = await open();
    const encounterId = expected.activeEncounterId;
    const hp = (id: string) => store.getState().sheets[id]!.creature.hp.current;
    const lanceiro = hp(LANCEIRO);
    const xama = hp(XAMA);
    store.getState().clearDeathSavePrompt();
    store.getState().nextTurn(); // round 3: Goblin Arqueiro
    store.getState().nextTurn(); // Goblin Lanceiro
    store.getState().nextTurn(); // Lanceiro's turn ends (the jutsu, 1 fire); Goblin Xamã's starts (burning, 2 fire, its last)
    const encounter = store.getState().encounters[encounterId]!;
    expect({ round: encounter.round, turn: encounter.combatants[encounter.turn]!.sheetId }).toEqual({ round: 3, turn: XAMA });
    expect(hp(LANCEIRO)).toBe(lanceiro - 1);
    expect(hp(XAMA)).toBe(xama - 2);
    expect(encounter.effects.map((effect) => effect.kind)).toEqual(['jutsu']);
    expect(encounter.pendingSaves).toEqual([]);
  });

  it('the 5,000-entry campaign takes new actions as entries after its history, and undoes them', async () => {
    const { store } = await open();
    expectLongHistoryActsAndUndoes(store, CAMPAIGN);
  });

  it('the v4 export file still imports, every sheet as it was', async () => {
    const parsed = parseImport(exportFile, Buffer.byteLength(exportFile));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.sheets).toHaveLength(Object.keys(expected.sheets).length);
    const { store } = await openTab(createMemoryAdapter());
    expect(applyImport(store, parsed.file.sheets, { choice: 'keep-both', newId: () => 'unused' })).toEqual({ added: 8, replaced: 0 });
    for (const [id, want] of Object.entries(expected.sheets)) {
      const got = store.getState().sheets[id]!;
      expect(got.creature).toEqual(inV5(want.creature));
      expect(got.origin).toEqual(inV5(want.origin));
      expect({ notes: got.notes, followLanguage: got.followLanguage, epoch: got.epoch, revision: got.revision }).toEqual({
        notes: want.notes, followLanguage: want.followLanguage, epoch: want.epoch, revision: want.revision,
      });
      expect(got.log).toHaveLength(want.logLength);
      expect(digest(got.log)).toBe(want.logSha256);
    }
  });
});

describe('a v5 creature whose durations or concentration the rules could not have made is a data issue', () => {
  /** Lena as this build writes her, with `change` made to her creature. */
  const lenaWith = (change: (creature: Record<string, unknown>) => void) => {
    const raw = JSON.parse(stored[sheetKey(LENA)]!) as { revision: number; data: { creature: Record<string, unknown>; origin: Record<string, unknown> } };
    const data = { ...raw.data, creature: { ...inV5(raw.data.creature as unknown as V4Creature) }, origin: inV5(raw.data.origin as unknown as V4Creature) };
    change(data.creature);
    return { revision: raw.revision, data };
  };
  const withPoisoned = (duration: unknown) => (creature: Record<string, unknown>) => {
    creature.conditions = ['poisoned'];
    creature.durations = { poisoned: duration };
  };

  const cases: { what: string; change: (creature: Record<string, unknown>) => void; issue: DataIssue }[] = [
    { what: 'a duration of 0 rounds', change: withPoisoned({ kind: 'rounds', rounds: 0 }), issue: { path: 'creature.durations.poisoned.rounds', code: 'min', limit: 1 } },
    { what: 'a save on an ability there is not', change: withPoisoned({ kind: 'save', ability: 'luck', dc: 12 }), issue: { path: 'creature.durations.poisoned.ability', code: 'choice' } },
    { what: 'a duration of a kind there is not', change: withPoisoned({ kind: 'forever' }), issue: { path: 'creature.durations.poisoned.kind', code: 'choice' } },
    {
      what: 'a duration for a condition no one gives by hand (Dispersão)',
      change: (creature) => { creature.durations = { dispersao: { kind: 'until-removed' } }; },
      issue: { path: 'creature.durations.dispersao', code: 'choice' },
    },
    {
      what: 'a duration for no condition at all',
      change: (creature) => { creature.durations = { flying: { kind: 'rounds', rounds: 2 } }; },
      issue: { path: 'creature.durations.flying', code: 'choice' },
    },
    {
      what: 'a duration for a condition the creature does not have',
      change: (creature) => { creature.durations = { poisoned: { kind: 'until-removed' } }; },
      issue: { path: 'creature.durations.poisoned', code: 'rule', rule: 'duration-without-condition' },
    },
    {
      what: 'a concentration save of DC 5 (the DC is at least 10)',
      change: (creature) => { creature.concentration = { on: 'Bless', dc: 5 }; },
      issue: { path: 'creature.concentration.dc', code: 'min', limit: 10 },
    },
  ];

  it.each(cases)('stored: $what — the entry is kept for recovery, named and unread; every other sheet loads', async ({ change, issue }) => {
    const { revision, data } = lenaWith(change);
    const raw = JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision, data });
    const adapter = createMemoryAdapter({ ...stored, [sheetKey(LENA)]: raw });
    const { store, status, persistence } = await openTab(adapter);
    expect(status.getState().unreadable).toEqual([
      expect.objectContaining({ key: sheetKey(LENA), name: 'Lena Dvořáková', raw, reason: 'invalid', issues: [{ ...issue, path: `data.${issue.path}` }] }),
    ]);
    expect(Object.keys(store.getState().sheets).sort()).toEqual(Object.keys(expected.sheets).filter((id) => id !== LENA).sort());
    persistence.flush();
    expect(adapter.getItem(sheetKey(LENA))).toBe(raw);
  });

  it.each(cases)('imported: $what — the file is refused, the issue named', ({ change, issue }) => {
    const { data } = lenaWith(change);
    const text = exportText(buildExport([data as unknown as Sheet], new Date(Date.UTC(2027, 2, 7))));
    expect(parseImport(text, text.length)).toEqual({ ok: false, error: { code: 'invalid', issues: [{ ...issue, path: `sheets[0].${issue.path}` }] } });
  });

  it('the same sheet with a well-formed duration and concentration reads and imports', async () => {
    const { revision, data } = lenaWith((creature) => {
      withPoisoned({ kind: 'save', ability: 'con', dc: 12 })(creature);
      creature.concentration = { on: 'Bless', dc: 10 };
    });
    const raw = JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision, data });
    const { store, status } = await openTab(createMemoryAdapter({ ...stored, [sheetKey(LENA)]: raw }));
    expect(status.getState().unreadable).toEqual([]);
    expect(store.getState().sheets[LENA]!.creature).toMatchObject({ durations: { poisoned: { kind: 'save', ability: 'con', dc: 12 } }, concentration: { on: 'Bless', dc: 10 } });
    const text = exportText(buildExport([data as unknown as Sheet], new Date(Date.UTC(2027, 2, 7))));
    expect(parseImport(text, text.length).ok).toBe(true);
  });
});
