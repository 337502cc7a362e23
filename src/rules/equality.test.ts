// The two checks dispatch makes on every action, against what they stand for: sameData is
// "JSON.stringify writes them alike, key order aside"; readCreature copies what it reads.
import fc from 'fast-check';
import { readCreature } from './creature-shape';
import { createCreature } from './create-creature';
import { dispatch } from './dispatch';
import { sameData } from './validate';
import { actionArb, combos, initArb } from './test-arbitraries';

/** JSON text with every object's keys sorted: equal texts mean the same data, key order aside. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value);
}

const data = fc.jsonValue({ maxDepth: 3 });

describe('sameData', () => {
  it('agrees with comparing canonical JSON texts', () => {
    fc.assert(fc.property(data, data, (a, b) => {
      expect(sameData(a, b)).toBe(canonical(a) === canonical(b));
    }), { seed: 14, numRuns: 400 });
  });

  it('finds a value the same as its copy, keys in another order', () => {
    fc.assert(fc.property(data, (a) => {
      const reordered = JSON.parse(canonical(a)) as unknown;
      expect(sameData(a, reordered)).toBe(true);
      expect(sameData(reordered, structuredClone(a))).toBe(true);
    }), { seed: 15, numRuns: 200 });
  });

  it('counts a key holding undefined as left out, as JSON does', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1, b: null })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});

describe('readCreature', () => {
  it('copies every creature the rules make: the same data, no object shared with the input', () => {
    fc.assert(fc.property(
      fc.constantFrom(...combos).chain((combo) => fc.tuple(initArb(combo.preset, combo.nature, combo.role), fc.array(actionArb, { maxLength: 12 }))),
      ([init, actions]) => {
        let c = createCreature(init);
        for (const action of actions) c = dispatch(c, action as never).creature;
        const copy = readCreature(c);
        expect(copy).not.toBeNull();
        expect(canonical(copy)).toBe(canonical(c));
        expect(copy).not.toBe(c);
        for (const field of ['hp', 'deathSaves', 'conditions', 'defenses', 'resources', 'options', 'record', 'durations'] as const) {
          expect(copy?.[field]).not.toBe(c[field]);
        }
        expect(copy?.defenses.resistances).not.toBe(c.defenses.resistances);
      },
    ), { seed: 16, numRuns: 150 });
  });

  it('reads nothing it cannot use: a wrong type anywhere, deep or shallow, gives null', () => {
    const c = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 });
    expect(readCreature({ ...c, hp: { ...c.hp, temp: '3' } })).toBeNull();
    expect(readCreature({ ...c, conditions: ['poisoned', 'sleepy'] })).toBeNull();
    expect(readCreature({ ...c, defenses: { ...c.defenses, immunities: [1] } })).toBeNull();
    expect(readCreature({ ...c, resources: { ...c.resources, extraDie: 5 } })).toBeNull();
    expect(readCreature({ ...c, concentration: { on: '', dc: null } })).toBeNull();
    expect(readCreature({ ...c, recuo: { cause: 'failures', exhaustionGained: 1 } })).toBeNull();
    expect(readCreature(Object.defineProperty({ ...c }, 'status', { get() { throw new Error('no'); }, enumerable: true }))).toBeNull();
  });

  it('keeps a field it does not know, and only then carries more than the known fields', () => {
    const c = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 });
    expect(Object.keys(readCreature(c) ?? {}).sort()).toEqual(Object.keys(c).sort());
    expect(readCreature({ ...c, futureField: { note: 'kept' } })).toMatchObject({ futureField: { note: 'kept' } });
  });
});
