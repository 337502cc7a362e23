// The checks dispatch makes on every action, against what they stand for: sameData is
// "JSON.stringify writes them alike, key order aside", and sameCreature finds what sameData
// finds; readCreature copies what it reads; plainAction copies an action into plain data;
// an event keeps no undefined value.
import fc from 'fast-check';
import { plainAction, readCreature } from './creature-shape';
import { event } from './events';
import { sameCreature } from './hp';
import { createCreature } from './create-creature';
import { dispatch } from './dispatch';
import { sameData } from './validate';
import { actionArb, combos, conditionActionArb, initArb } from './test-arbitraries';
import type { Creature } from './types';
import { mulberry32 } from './test-helpers';

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

/** A creature reached by random play: conditions, concentration and a Recuo come up along the way. */
const playedArb = fc.constantFrom(...combos).chain((combo) =>
  fc.tuple(initArb(combo.preset, combo.nature, combo.role), fc.array(fc.oneof(actionArb, conditionActionArb), { maxLength: 14 })),
).map(([init, actions]) => {
  let c = createCreature(init);
  for (const action of actions) c = dispatch(c, action as never).creature;
  return c;
});

/** Every path to a number, string, boolean or null inside `x`, and to each list's length. */
function leaves(x: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof x !== 'object' || x === null) return [path];
  if (Array.isArray(x)) return [[...path, 'length'], ...x.flatMap((item, i) => leaves(item, [...path, i]))];
  return Object.entries(x).flatMap(([key, value]) => leaves(value, [...path, key]));
}

/** A copy of `c` with the value at `path` replaced by another of the same kind. */
function changedAt(c: Creature, path: (string | number)[]): Creature {
  const copy = structuredClone(c) as unknown as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  const value = parent[last];
  if (last === 'length' && Array.isArray(parent)) parent.push(parent[0] ?? 'fire');
  else parent[last] = typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : typeof value === 'string' ? `${value}x` : 0;
  return copy as unknown as Creature;
}

describe('sameCreature', () => {
  it('agrees with sameData on creatures reached by play, alike or not', () => {
    fc.assert(fc.property(playedArb, playedArb, (a, b) => {
      expect(sameCreature(a, b)).toBe(sameData(a, b));
      expect(sameCreature(a, structuredClone(a))).toBe(true);
    }), { seed: 17, numRuns: 300 });
  });

  it('finds a change in any one field, however deep', () => {
    const c: Creature = {
      ...createCreature({ name: 'Aria', preset: 'plano-espiritual', maxHp: 20, resistances: ['fire'], vulnerabilities: ['cold'], immunities: ['psychic'] }),
      conditions: ['poisoned', 'prone'],
      durations: { poisoned: { kind: 'rounds', rounds: 3 }, prone: { kind: 'save', ability: 'con', dc: 12 } },
      concentration: { on: 'Bless', dc: 10 },
      recuo: { cause: 'failures', exhaustionGained: 1, zone: 'densa', zoneRoll: 4, captivityDays: 0 },
      stableHoursUntilWake: 2,
      fixacaoDc: 15,
      saves: { con: 5 },
      hitDice: { d8: { max: 5, spent: 2 } },
      conditionImmunities: ['charmed'],
    };
    const paths = leaves(c);
    // Every field of the creature is reached, down to the resources and each duration's fields.
    expect(new Set(paths.map((path) => path[0]))).toEqual(new Set(Object.keys(c)));
    for (const path of paths) {
      const changed = changedAt(c, path);
      expect(sameData(changed, c), path.join('.')).toBe(false);
      expect(sameCreature(changed, c), path.join('.')).toBe(false);
      expect(sameCreature(c, changed), path.join('.')).toBe(false);
    }
  });
});

describe('plainAction', () => {
  it('copies an action into plain data: its own string keys, functions and symbols left out', () => {
    const nested = { resistances: ['fire'], note: () => 'no' };
    const action = { type: 'configure', patch: { defenses: nested }, hook: () => 1, [Symbol('tag')]: 'x', odd: Symbol('y') };
    const copy = plainAction(action) as Record<string, unknown>;
    expect(copy).toEqual({ type: 'configure', patch: { defenses: { resistances: ['fire'], note: undefined } }, hook: undefined, odd: undefined });
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect((copy.patch as { defenses: unknown }).defenses).not.toBe(nested);
    expect(plainAction({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: undefined } } } });
  });

  it('leaves out an own `__proto__` key and keeps the plain prototype', () => {
    const hostile = JSON.parse('{"type":"heal","amount":3,"__proto__":{"polluted":true}}') as object;
    const copy = plainAction(hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['type', 'amount']);
    expect(copy.polluted).toBeUndefined();
  });

  it('leaves an inherited key out', () => {
    const action = Object.create({ amount: 99 }) as Record<string, unknown>;
    action.type = 'heal';
    expect(plainAction(action)).toEqual({ type: 'heal' });
  });
});

describe('event', () => {
  it('keeps every value but the undefined ones, under its translation key', () => {
    expect(event('damage-taken', { amount: 5, critical: false, damageType: undefined })).toEqual({
      type: 'damage-taken', key: 'events.damage-taken', values: { amount: 5, critical: false },
    });
    expect(Object.keys(event('damage-taken', { damageType: undefined, amount: 1 }).values)).toEqual(['amount']);
    expect(event('stabilized')).toEqual({ type: 'stabilized', key: 'events.stabilized', values: {} });
  });
});

describe('a creature dispatch returned', () => {
  /** Random play from a creature; `fresh` passes a structured copy of each result instead of the result itself. */
  const play = (init: Parameters<typeof createCreature>[0], actions: unknown[], fresh: boolean) => {
    let c: Creature = { ...createCreature(init), futureField: { note: 'kept' } } as Creature;
    const seen: { creature: string; events: string; error?: string }[] = [];
    for (const action of actions) {
      const result = dispatch(fresh ? structuredClone(c) : c, action as never, { rng: mulberry32(3) });
      seen.push({ creature: canonical(result.creature), events: canonical(result.events), error: result.error?.code });
      c = result.creature;
    }
    return seen;
  };

  it('comes back to the same rules as a copy of it would: each action gives the same creature, events and refusals', () => {
    fc.assert(fc.property(
      fc.constantFrom(...combos).chain((combo) => fc.tuple(initArb(combo.preset, combo.nature, combo.role), fc.array(fc.oneof(actionArb, conditionActionArb), { maxLength: 16 }))),
      ([init, actions]) => {
        const passed = play(init, actions, false);
        expect(passed).toEqual(play(init, actions, true));
        // A field the rules do not know goes along the whole way.
        for (const step of passed) expect(JSON.parse(step.creature)).toMatchObject({ futureField: { note: 'kept' } });
      },
    ), { seed: 18, numRuns: 200 });
  });

  it('is frozen in development and tests, every part of it, so that code changing one in place throws', () => {
    const start = { ...createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 }), futureField: { note: 'theirs' } } as Creature;
    const { creature } = dispatch(start, { type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds: 2 } });
    const hit = dispatch(creature, { type: 'damage', amount: 3 }).creature;
    for (const part of [hit, hit.hp, hit.deathSaves, hit.conditions, hit.defenses, hit.defenses.resistances, hit.resources, hit.options, hit.record, hit.durations, hit.durations.poisoned]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => { hit.hp.current = 99; }).toThrow(TypeError);
    // What the caller handed in stays theirs: the unknown field's value is not frozen, nor the input.
    expect(Object.isFrozen((hit as unknown as { futureField: object }).futureField)).toBe(false);
    expect(Object.isFrozen(start)).toBe(false);
    expect(Object.isFrozen(start.hp)).toBe(false);
  });

  it('changed into a copy, is read and checked like any creature from outside', () => {
    const { creature } = dispatch(createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 }), { type: 'damage', amount: 3 });
    const broken = { ...creature, hp: { ...creature.hp, current: 'many' } } as unknown as Creature;
    expect(dispatch(broken, { type: 'heal', amount: 1 }).error).toEqual({ code: 'invalid-creature' });
    expect(dispatch(creature, { type: 'heal', amount: 1 }).creature.hp.current).toBe(18);
  });
});
