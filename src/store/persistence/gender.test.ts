// The words' gender (src/rules/types.ts `Creature.gender`) in storage: kept in a sheet's log and
// folded, exported and imported inside the creature; a creature stored before it was kept reads
// with none, and the v5 build's stored sheets load unchanged; an unknown value is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTab } from '../../../test/helpers/storage';
import { createCreature } from '../../rules';
import { refold } from '../entries/fold';
import { createAppStore } from '../store';
import { applyImport } from './apply-import';
import { creatureSchema } from './creature-schema';
import { createMemoryAdapter } from './memory-adapter';
import { parseImport } from './parse-import';
import { sheetSchema } from './sheet-schema';
import { buildExport } from './transfer';

const newStore = () => createAppStore({ language: 'cs', now: () => 1_700_000_000_000, rng: () => 0.5 });
const text = (file: unknown) => JSON.stringify(file);
const parse = (file: unknown) => parseImport(text(file), text(file).length);

function jana() {
  const store = newStore();
  const id = store.getState().createSheet({ name: 'Jana', maxHp: 12 });
  store.getState().act(id, { type: 'configure', patch: { gender: 'female' } });
  return { store, id };
}

describe('the words\' gender is stored, folded, exported and imported', () => {
  it('a configure entry sets it; the fold gives it back and the stored sheet validates', () => {
    const { store, id } = jana();
    const sheet = store.getState().sheets[id]!;
    expect(sheet.creature.gender).toBe('female');
    expect(refold(sheet.origin, sheet.log, 0).creature).toEqual(sheet.creature);
    expect(sheetSchema.safeParse(JSON.parse(JSON.stringify(sheet))).error?.issues ?? []).toEqual([]);
  });

  it('an export carries it inside the creature and imports back whole', () => {
    const { store, id } = jana();
    const file = buildExport(Object.values(store.getState().sheets), new Date(0));
    expect(file.sheets[0]!.creature.gender).toBe('female');
    const result = parse(file);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
    const other = newStore();
    applyImport(other, result.file.sheets, { choice: 'replace', newId: () => 'new' });
    expect(other.getState().sheets[id]!.creature.gender).toBe('female');
  });

  it('an import with a gender outside female / male / neuter is refused, naming the field', () => {
    const { store } = jana();
    const file = structuredClone(buildExport(Object.values(store.getState().sheets), new Date(0))) as unknown as { sheets: { creature: Record<string, unknown> }[] };
    file.sheets[0]!.creature.gender = 'f';
    expect(parse(file)).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[0].creature.gender' }] } });
  });
});

describe('a creature stored before the gender was kept', () => {
  it('reads with none', () => {
    const old = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 });
    expect(old).not.toHaveProperty('gender');
    const read = creatureSchema.parse(old);
    expect(read).not.toHaveProperty('gender');
    expect(read).toEqual(old);
  });

  it('the v5 build\'s stored sheets load unchanged, none with a gender', async () => {
    const stored = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/storage-v5/storage.json'), 'utf8')) as Record<string, string>;
    expect(Object.values(stored).join('')).not.toContain('"gender"');
    const adapter = createMemoryAdapter({ ...stored });
    const first = await openTab(adapter);
    expect(first.status.getState().unreadable).toEqual([]);
    const sheets = Object.values(first.store.getState().sheets);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet.creature).not.toHaveProperty('gender');
    // Written back and read again: the same sheets, still none with a gender.
    expect(first.persistence.flush()).toBe(true);
    first.persistence.stop();
    const again = await openTab(adapter);
    expect(again.store.getState().sheets).toEqual(first.store.getState().sheets);
  });
});
