import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCHEMA_VERSION, MIGRATIONS, SCHEMA_VERSION, migrate, type MigrationStep } from './migrations';
import { logChunkSchema, settingsSchema, sheetSchema } from './sheet-schema';
import { createAppStore } from '../store';

// tldraw's rule: every migration step is tested, and the suite fails when one was never run.
const exercised = new Set<MigrationStep>();
const track = (step: MigrationStep) => exercised.add(step);

function currentSheet() {
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000 });
  const id = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  store.getState().act(id, { type: 'damage', amount: 25 });
  const sheet = store.getState().sheets[id];
  if (!sheet) throw new Error('no sheet');
  return { sheet: structuredClone(sheet), settings: structuredClone(store.getState().settings) };
}

describe('migration steps', () => {
  it('the steps go from the first version to the current one, one version at a time', () => {
    expect(MIGRATIONS.map((step) => step.from)).toEqual(
      Array.from({ length: SCHEMA_VERSION - FIRST_SCHEMA_VERSION }, (_, i) => FIRST_SCHEMA_VERSION + i),
    );
  });

  it('v1 → v2: log events lose the derivable `key`, nothing else changes', () => {
    const { sheet, settings } = currentSheet();
    const v1 = {
      ...sheet,
      log: sheet.log.map((entry) => ({ ...entry, events: entry.events.map((event) => ({ ...event, key: `events.${event.type}` })) })),
    };
    const step = MIGRATIONS.find((candidate) => candidate.from === 1);
    expect(step?.sheet(v1)).toEqual(sheet);
    const migrated = migrate('sheet', v1, 1, track);
    expect(sheetSchema.parse(migrated)).toEqual(sheet);
    expect(migrate('settings', settings, 1, track)).toEqual(settings);
    expect(settingsSchema.safeParse(settings).success).toBe(true);
  });

  it('v2 → v3: events with no values leave `values` out (read back as {}), in a sheet and in an archive chunk', () => {
    const { sheet, settings } = currentSheet();
    const empty = sheet.log.flatMap((entry) => entry.events).filter((event) => Object.keys(event.values).length === 0);
    expect(empty.length).toBeGreaterThan(0); // the seed has some: the case is exercised
    const migrated = migrate('sheet', sheet, 2, track) as typeof sheet;
    const events = migrated.log.flatMap((entry) => entry.events);
    expect(events.filter((event) => !('values' in event))).toHaveLength(empty.length);
    expect(events.filter((event) => 'values' in event).every((event) => Object.keys(event.values).length > 0)).toBe(true);
    expect(sheetSchema.parse(migrated)).toEqual(sheet);
    expect(logChunkSchema.parse(migrate('log', sheet.log, 2, track))).toEqual(sheet.log);
    expect(migrate('settings', settings, 2, track)).toEqual(settings);
    expect(migrate('encounters', { encounters: {}, activeEncounterId: null }, 2, track)).toEqual({ encounters: {}, activeEncounterId: null });
  });

  it('v5 → v6: no document changes on its own (quick-added creatures are claimed across documents: migration-v5.test.ts)', () => {
    const { sheet, settings } = currentSheet();
    const encounters = { encounters: {}, activeEncounterId: null };
    expect(migrate('sheet', sheet, 5, track)).toBe(sheet);
    expect(migrate('settings', settings, 5, track)).toBe(settings);
    expect(migrate('encounters', encounters, 5, track)).toBe(encounters);
    expect(migrate('log', sheet.log, 5, track)).toBe(sheet.log);
  });

  it('data at the current version goes through unchanged', () => {
    const { sheet } = currentSheet();
    expect(migrate('sheet', sheet, SCHEMA_VERSION)).toBe(sheet);
  });

  it('refuses versions it does not know', () => {
    expect(() => migrate('sheet', {}, SCHEMA_VERSION + 1)).toThrow(RangeError);
    expect(() => migrate('sheet', {}, 0)).toThrow(RangeError);
  });

  afterAll(() => {
    const never = MIGRATIONS.filter((step) => !exercised.has(step)).map((step) => `v${step.from} (${step.why})`);
    // A failure here means a step in migrations.ts has no test above.
    expect(never, 'migration steps never exercised').toEqual([]);
  });
});
