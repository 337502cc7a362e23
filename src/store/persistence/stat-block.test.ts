// Armor Class, counters and traits (RULES.md "Armor Class, attacks, counters and monster traits")
// in storage: kept in a sheet's log, folded, exported and imported; a creature stored before they
// were kept reads with none; an import with one out of its bounds is refused naming the field.
import { describe, expect, it } from 'vitest';
import { createCreature, LIMITS } from '../../rules';
import { createAppStore } from '../store';
import { refold } from '../entries/fold';
import { applyImport } from './apply-import';
import { creatureSchema } from './creature-schema';
import { parseImport } from './parse-import';
import { sheetSchema } from './sheet-schema';
import { buildExport, type ExportFile } from './transfer';

function played() {
  // rng 0.5: a d20 is 11, a d4 is 3.
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000, rng: () => 0.5 });
  const id = store.getState().createSheet({ name: 'Zombie', maxHp: 15, role: 'minion' });
  const { act } = store.getState();
  act(id, {
    type: 'configure',
    patch: {
      ac: 8, abilities: { con: 3 }, traits: ['undead-fortitude'],
      counters: [{ id: 'legendary-resistance', name: 'Legendary Resistance', max: 3, recovers: 'long' }, { id: 'slots-1', name: 'Spell slots', max: 2, recovers: 'long', level: 1 }],
    },
  });
  act(id, { type: 'useCounter', id: 'slots-1' });
  // A bite: 6 Piercing + 3 Poison at 15 HP leaves 6.
  act(id, { type: 'damage', parts: [{ amount: 6, damageType: 'piercing' }, { amount: 3, damageType: 'poison' }] });
  // 10 Slashing at 6 HP: Undead Fortitude DC 11, the store rolls 11 + 3 = 14: 1 HP.
  act(id, { type: 'damage', amount: 10, damageType: 'slashing' });
  return { store, id };
}

const text = (file: unknown) => JSON.stringify(file);
const parse = (file: unknown) => parseImport(text(file), text(file).length);

describe('Armor Class, counters and traits are stored, folded, exported and imported', () => {
  it('they fold into the creature, and the log keeps the Undead Fortitude d20 the store rolled', () => {
    const { store, id } = played();
    const sheet = store.getState().sheets[id]!;
    expect(sheet.creature.ac).toBe(8);
    expect(sheet.creature.traits).toEqual(['undead-fortitude']);
    expect(sheet.creature.counters.map((counter) => [counter.id, counter.used])).toEqual([['legendary-resistance', 0], ['slots-1', 1]]);
    expect(sheet.creature.hp.current).toBe(1);
    expect(JSON.stringify(sheet)).toContain('"fortitudeRoll":11');
    expect(refold(sheet.origin, sheet.log, 0).creature).toEqual(sheet.creature);
    expect(sheetSchema.safeParse(JSON.parse(JSON.stringify(sheet))).error?.issues ?? []).toEqual([]);
  });

  it('an export imports back whole', () => {
    const { store, id } = played();
    const file = buildExport(Object.values(store.getState().sheets), new Date(0));
    const result = parse(file);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
    const other = createAppStore({ language: 'en', now: () => 1_700_000_000_000, rng: () => 0.5 });
    applyImport(other, result.file.sheets, { choice: 'replace', newId: () => 'new' });
    expect(other.getState().sheets[id]!.creature).toEqual(store.getState().sheets[id]!.creature);
  });

  it('a creature stored before they were kept reads with no Armor Class, no counter and no trait', () => {
    const { ac: _ac, counters: _counters, traits: _traits, ...old } = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20, ac: 12 });
    const read = creatureSchema.parse(old);
    expect(read).not.toHaveProperty('ac');
    expect(read.counters).toEqual([]);
    expect(read.traits).toEqual([]);
  });

  it('a counter named with 120 emoji is logged and stored (its events carry the name)', () => {
    const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000, rng: () => 0.5 });
    const id = store.getState().createSheet({ name: 'Aria', maxHp: 20, counters: [{ id: 'ki', name: '🐉'.repeat(LIMITS.nameLength), max: 2, recovers: 'short' }] });
    store.getState().act(id, { type: 'useCounter', id: 'ki' });
    const sheet = store.getState().sheets[id]!;
    expect(sheet.creature.counters[0]!.used).toBe(1);
    expect(sheetSchema.safeParse(JSON.parse(JSON.stringify(sheet))).error?.issues ?? []).toEqual([]);
  });
});

describe('an import with one of them out of its bounds is refused, naming the field', () => {
  const valid = (): ExportFile => buildExport(Object.values(played().store.getState().sheets), new Date(0));
  type Loose = { sheets: { creature: Record<string, unknown> }[] };
  const broken = (edit: (creature: Record<string, unknown>) => void) => {
    const copy = structuredClone(valid()) as unknown as Loose;
    edit(copy.sheets[0]!.creature);
    return copy;
  };
  const counters = (c: Record<string, unknown>) => c.counters as Record<string, unknown>[];

  it.each<[string, (c: Record<string, unknown>) => void, string, Record<string, unknown>]>([
    ['an Armor Class of 100', (c) => { c.ac = 100; }, 'sheets[0].creature.ac', { code: 'max', limit: 99 }],
    ['a counter max of 100', (c) => { counters(c)[0]!.max = 100; }, 'sheets[0].creature.counters[0].max', { code: 'max', limit: 99 }],
    ['a counter max of 0', (c) => { counters(c)[0]!.max = 0; }, 'sheets[0].creature.counters[0].max', { code: 'min', limit: 1 }],
    ['a spell level of 10', (c) => { counters(c)[1]!.level = 10; }, 'sheets[0].creature.counters[1].level', { code: 'max', limit: 9 }],
    ['a used of −1', (c) => { counters(c)[1]!.used = -1; }, 'sheets[0].creature.counters[1].used', { code: 'min', limit: 0 }],
  ])('%s', (_name, edit, path, issue) => {
    expect(parse(broken(edit))).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path, ...issue }] } });
  });

  it('more uses spent than the counter has: the rules\' problem, at its field', () => {
    expect(parse(broken((c) => { counters(c)[1]!.used = 3; }))).toMatchObject({
      ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[0].creature.counters[1].used', code: 'rule', rule: 'counter-used-above-max' }] },
    });
  });

  it('two counters with one id: the rules\' problem', () => {
    expect(parse(broken((c) => { counters(c)[1]!.id = 'legendary-resistance'; }))).toMatchObject({
      ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[0].creature.counters[1].id', code: 'rule', rule: 'duplicate-counter' }] },
    });
  });

  it('an unknown trait', () => {
    const result = parse(broken((c) => { c.traits = ['regeneration']; }));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!result.ok && result.error.code === 'invalid') expect(result.error.issues[0]!.path).toBe('sheets[0].creature.traits[0]');
  });

  it('a counter id with a space in it', () => {
    const result = parse(broken((c) => { counters(c)[0]!.id = 'legendary resistance'; }));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!result.ok && result.error.code === 'invalid') expect(result.error.issues[0]!.path).toBe('sheets[0].creature.counters[0].id');
  });
});
