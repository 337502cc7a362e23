import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCHEMA_VERSION, MIGRATIONS, SCHEMA_VERSION, migrate, type MigrationStep } from './migrations';
import { settingsSchema, sheetSchema } from './sheet-schema';
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
    const migrated = migrate('sheet', v1, 1, track);
    expect(migrated).toEqual(sheet);
    expect(sheetSchema.safeParse(migrated).success).toBe(true);
    expect(migrate('settings', settings, 1, track)).toEqual(settings);
    expect(settingsSchema.safeParse(settings).success).toBe(true);
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
