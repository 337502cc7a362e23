// The sheet's own numbers (RULES.md "Hit Point Dice, saving throws and condition immunities")
// in storage: configure and spendHitDie are kept in a sheet's log, folded, exported and imported,
// and an import with a number out of its bounds is refused naming the field.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import { refold } from '../entries/fold';
import { applyImport } from './apply-import';
import { parseImport } from './parse-import';
import { buildExport, type ExportFile } from './transfer';

function played() {
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000, rng: () => 0.5 });
  const id = store.getState().createSheet({ name: 'Aria', maxHp: 30 });
  const { act } = store.getState();
  act(id, { type: 'configure', patch: { abilities: { con: 2 }, saves: { wis: 4 }, hitDice: { d10: { max: 3 } }, conditionImmunities: ['charmed'] } });
  act(id, { type: 'damage', amount: 20 });
  act(id, { type: 'spendHitDie', die: 10, roll: 7 });
  // Rolled by the store's rng (0.5 → 6 on a d10) and kept typed in the log.
  act(id, { type: 'spendHitDie', die: 10 });
  return { store, id };
}

const text = (file: unknown) => JSON.stringify(file);
const parse = (file: unknown) => parseImport(text(file), text(file).length);

describe('the sheet\'s own numbers are stored, folded, exported and imported', () => {
  it('configure and spendHitDie fold into the creature, and the log keeps the rolled die', () => {
    const { store, id } = played();
    const sheet = store.getState().sheets[id]!;
    expect(sheet.creature.abilities.con).toBe(2);
    expect(sheet.creature.saves).toEqual({ wis: 4 });
    expect(sheet.creature.conditionImmunities).toEqual(['charmed']);
    expect(sheet.creature.hitDice).toEqual({ d10: { max: 3, spent: 2 } });
    // 30 − 20 = 10, + (7 + 2) = 19, + (6 + 2) = 27.
    expect(sheet.creature.hp.current).toBe(27);
    expect(JSON.stringify(sheet)).toContain('"type":"spendHitDie","die":10,"roll":6');
    expect(refold(sheet.origin, sheet.log, 0).creature).toEqual(sheet.creature);
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
});

describe('an import with a number out of its bounds is refused, naming the field', () => {
  const valid = (): ExportFile => buildExport(Object.values(played().store.getState().sheets), new Date(0));
  type Loose = { sheets: { creature: Record<string, Record<string, unknown>> }[] };
  const broken = (edit: (creature: Record<string, Record<string, unknown>>) => void) => {
    const copy = structuredClone(valid()) as unknown as Loose;
    edit(copy.sheets[0]!.creature);
    return copy;
  };

  it.each([
    ['a modifier above +10', (c: Record<string, Record<string, unknown>>) => { c.abilities!.con = 11; }, 'sheets[0].creature.abilities.con', { code: 'max', limit: 10 }],
    ['a modifier below −5', (c: Record<string, Record<string, unknown>>) => { c.abilities!.str = -6; }, 'sheets[0].creature.abilities.str', { code: 'min', limit: -5 }],
    ['a save above +30', (c: Record<string, Record<string, unknown>>) => { c.saves!.wis = 31; }, 'sheets[0].creature.saves.wis', { code: 'max', limit: 30 }],
    ['a save below −20', (c: Record<string, Record<string, unknown>>) => { c.saves!.con = -21; }, 'sheets[0].creature.saves.con', { code: 'min', limit: -20 }],
    ['Hit Point Dice max above 40', (c: Record<string, Record<string, unknown>>) => { c.hitDice!.d8 = { max: 41, spent: 0 }; }, 'sheets[0].creature.hitDice.d8.max', { code: 'max', limit: 40 }],
  ])('%s', (_name, edit, path, issue) => {
    expect(parse(broken(edit))).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path, ...issue }] } });
  });

  it('more dice spent than the size has: the rules\' problem, at its field', () => {
    expect(parse(broken((c) => { c.hitDice!.d10 = { max: 3, spent: 4 }; }))).toMatchObject({
      ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[0].creature.hitDice.d10.spent', code: 'rule', rule: 'hit-dice-spent-above-max' }] },
    });
  });

  it('an unknown condition immunity', () => {
    const result = parse(broken((c) => { (c as Record<string, unknown>).conditionImmunities = ['sleepy']; }));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!result.ok && result.error.code === 'invalid') expect(result.error.issues[0]!.path).toBe('sheets[0].creature.conditionImmunities[0]');
  });
});
