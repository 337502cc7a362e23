// @vitest-environment node
// shared/RULES.md "Armor Class, attacks, counters and monster traits": Armor Class, counters
// (spell slots and limited-use features), traits, what rests bring back, and Legendary
// Resistance. Each test quotes the line it checks.
import { describe, expect, it } from 'vitest';
import { createCreature, dispatch, LIMITS, type Counter, type CounterInit, type Creature, type CreatureInit } from './index';
import { act, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const rage: CounterInit = { id: 'rage', name: 'Rage', max: 3, recovers: 'long' };
const secondWind: CounterInit = { id: 'second-wind', name: 'Second Wind', max: 2, recovers: 'short' };
const slots1: CounterInit = { id: 'slots-1', name: 'Spell slots', max: 4, recovers: 'long', level: 1 };
const pact: CounterInit = { id: 'pact', name: 'Pact Magic', max: 2, recovers: 'short', level: 3 };
const channel: CounterInit = { id: 'channel', name: 'Channel Divinity', max: 1, recovers: 'dawn' };
const wish: CounterInit = { id: 'wish', name: 'Wish stress', max: 1, recovers: 'never' };
const legendary: CounterInit = { id: 'legendary-resistance', name: 'Legendary Resistance', max: 3, recovers: 'long' };

const withCounters = (counters: CounterInit[], init: Partial<CreatureInit> = {}): Creature => make('srd-2024', { maxHp: 30, counters, ...init });
const used = (c: Creature, id: string): number | undefined => c.counters.find((counter) => counter.id === id)?.used;

describe('createCreature: "createCreature accepts ac, counters and traits too"', () => {
  it('defaults: no Armor Class ("absent (unknown)"), no counter, no trait', () => {
    const c = make('srd-2024');
    expect(c).not.toHaveProperty('ac');
    expect(c.counters).toEqual([]);
    expect(c.traits).toEqual([]);
  });

  it('"ac … an integer 0..99", counters as given with used 0 unless said, traits', () => {
    const c = make('srd-2024', { ac: 15, counters: [rage, { ...slots1, used: 2 }], traits: ['undead-fortitude'] });
    expect(c.ac).toBe(15);
    expect(c.counters).toEqual<Counter[]>([{ ...rage, used: 0 } as Counter, { ...slots1, used: 2 } as Counter]);
    expect(c.traits).toEqual(['undead-fortitude']);
  });

  it.each<[string, Partial<CreatureInit>]>([
    ['an Armor Class of 100', { ac: 100 }],
    ['a negative Armor Class', { ac: -1 }],
    ['a fractional Armor Class', { ac: 12.5 }],
    ['"max 1..99": a counter max of 0', { counters: [{ ...rage, max: 0 }] }],
    ['"max 1..99": a counter max of 100', { counters: [{ ...rage, max: 100 }] }],
    ['a negative used', { counters: [{ ...rage, used: -1 }] }],
    ['"level 1..9": level 10', { counters: [{ ...slots1, level: 10 }] }],
    ['an unknown recovery', { counters: [{ ...rage, recovers: 'weekly' as never }] }],
    ['two counters with one id', { counters: [rage, { ...rage, name: 'Rage (again)' }] }],
    ['an id with a space', { counters: [{ ...rage, id: 'rage 2' }] }],
    ['an empty name', { counters: [{ ...rage, name: '  ' }] }],
    ['an unknown trait', { traits: ['regeneration'] }],
  ])('refuses %s with a RangeError', (_name, init) => {
    expect(() => createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20, ...init })).toThrow(RangeError);
  });
});

describe('configure: "also ac, counters (the whole list, replacing it), traits"', () => {
  it('sets the Armor Class, and null makes it unknown again', () => {
    const set = act(make('srd-2024'), { type: 'configure', patch: { ac: 17 } });
    expect(set.creature.ac).toBe(17);
    expect(set.events).toEqual([{ type: 'configured', key: 'events.configured', values: { fields: 'ac' } }]);
    const cleared = act(set.creature, { type: 'configure', patch: { ac: null } }).creature;
    expect(cleared).not.toHaveProperty('ac');
  });

  it('"the whole list, replacing it": a counter left out is gone; a used left out is kept by id; used never above max', () => {
    const c = act(withCounters([rage, slots1]), { type: 'useCounter', id: 'slots-1', count: 3 }).creature;
    const r = act(c, { type: 'configure', patch: { counters: [{ ...slots1, max: 2 }, secondWind] } });
    expect(r.creature.counters).toEqual([{ ...slots1, max: 2, used: 2 }, { ...secondWind, used: 0 }]);
    expect(r.events[0]!.values).toEqual({ fields: 'counters' });
  });

  it('traits replace the list', () => {
    const c = act(make('srd-2024'), { type: 'configure', patch: { traits: ['undead-fortitude'] } }).creature;
    expect(c.traits).toEqual(['undead-fortitude']);
    expect(act(c, { type: 'configure', patch: { traits: [] } }).creature.traits).toEqual([]);
  });

  it('changing nothing returns the same creature', () => {
    const c = withCounters([rage], { ac: 12 });
    expect(dispatch(c, { type: 'configure', patch: { ac: 12, counters: [rage], traits: [] } }).creature).toBe(c);
  });

  it.each<[string, unknown]>([
    ['"ac out of range": 100', { ac: 100 }],
    ['"ac out of range": −1', { ac: -1 }],
    ['an Armor Class that is a string', { ac: '15' }],
    ['"a max … out of range": 100', { counters: [{ ...rage, max: 100 }] }],
    ['"a max … out of range": 0', { counters: [{ ...rage, max: 0 }] }],
    ['a used of 1.5', { counters: [{ ...rage, used: 1.5 }] }],
    ['a spell level of 0', { counters: [{ ...slots1, level: 0 }] }],
    ['two counters with one id', { counters: [rage, rage] }],
    ['a counter without a name', { counters: [{ id: 'x', max: 1, recovers: 'long' }] }],
    ['more counters than LIMITS.counters', { counters: Array.from({ length: LIMITS.counters + 1 }, (_, i) => ({ ...rage, id: `c${i}` })) }],
    ['an unknown trait', { traits: ['regeneration'] }],
  ])('refuses %s with invalid-patch', (_name, patch) => {
    expectRefused(withCounters([rage]), { type: 'configure', patch }, 'invalid-patch');
  });
});

describe('useCounter: "id, count? (default 1; refused no-uses-left when fewer remain)"', () => {
  it('one use by default; the event says how many, how many are spent and the max', () => {
    const r = act(withCounters([rage]), { type: 'useCounter', id: 'rage' });
    expect(used(r.creature, 'rage')).toBe(1);
    expect(r.events).toEqual([{ type: 'counter-used', key: 'events.counter-used', values: { id: 'rage', name: 'Rage', count: 1, used: 1, max: 3 } }]);
  });

  it('a count of 2 spends two; a spell slot names its level', () => {
    const r = act(withCounters([slots1]), { type: 'useCounter', id: 'slots-1', count: 2 });
    expect(eventOf(r.events, 'counter-used')?.values).toEqual({ id: 'slots-1', name: 'Spell slots', count: 2, used: 2, max: 4, level: 1 });
  });

  it('the last uses can be spent; then "refused no-uses-left when fewer remain"', () => {
    const c = act(withCounters([rage]), { type: 'useCounter', id: 'rage', count: 3 }).creature;
    expect(used(c, 'rage')).toBe(3);
    expectRefused(c, { type: 'useCounter', id: 'rage' }, 'no-uses-left');
    expectRefused(act(withCounters([rage]), { type: 'useCounter', id: 'rage', count: 2 }).creature, { type: 'useCounter', id: 'rage', count: 2 }, 'no-uses-left');
  });

  it('counters are bookkeeping: a creature at 0 HP may still have its uses counted (no refusal of its own)', () => {
    expect(used(act(dying('srd-2024', { counters: [rage] }), { type: 'useCounter', id: 'rage' }).creature, 'rage')).toBe(1);
  });
});

describe('restoreCounter: "id, count? (default: all back; used never below 0)"', () => {
  const spent = (): Creature => act(withCounters([rage, slots1]), { type: 'useCounter', id: 'slots-1', count: 3 }).creature;

  it('all back by default', () => {
    const r = act(spent(), { type: 'restoreCounter', id: 'slots-1' });
    expect(used(r.creature, 'slots-1')).toBe(0);
    expect(eventOf(r.events, 'counter-restored')?.values).toEqual({ id: 'slots-1', name: 'Spell slots', count: 3, used: 0, max: 4, level: 1 });
  });

  it('a count gives back that many', () => {
    expect(used(act(spent(), { type: 'restoreCounter', id: 'slots-1', count: 1 }).creature, 'slots-1')).toBe(2);
  });

  it('"used never below 0": 5 back of 3 spent gives back 3', () => {
    const r = act(spent(), { type: 'restoreCounter', id: 'slots-1', count: 5 });
    expect(used(r.creature, 'slots-1')).toBe(0);
    expect(eventOf(r.events, 'counter-restored')?.values.count).toBe(3);
  });

  it('nothing spent: nothing changes, the same creature, no event', () => {
    const c = spent();
    const r = dispatch(c, { type: 'restoreCounter', id: 'rage' });
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
    expect(r.error).toBeUndefined();
  });
});

describe('refusals: "an unknown counter id (unknown-counter), a count that is not a positive integer"', () => {
  it.each(['useCounter', 'restoreCounter'] as const)('%s', (type) => {
    const c = withCounters([rage]);
    expectRefused(c, { type, id: 'ki' }, 'unknown-counter');
    expectRefused(c, { type }, 'unknown-counter');
    for (const count of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2']) expectRefused(c, { type, id: 'rage', count }, 'invalid-amount');
    expectRefused(c, { type, id: 'rage', count: LIMITS.amount + 1 }, 'amount-too-large');
  });
});

describe('rests: "recovers one of short (back after a Short or a Long Rest), long (after a Long Rest), dawn (treated as a Long Rest), never (only by hand)"', () => {
  const all = [secondWind, pact, rage, slots1, channel, wish];
  const everythingSpent = (): Creature => run(withCounters(all), all.map((counter) => ({ type: 'useCounter' as const, id: counter.id, count: counter.max }))).creature;

  it('a Short Rest brings back short ones only ("Pact Magic slots recover on a Short Rest")', () => {
    const r = act(everythingSpent(), { type: 'shortRest' });
    expect(Object.fromEntries(r.creature.counters.map((counter) => [counter.id, counter.used]))).toEqual({
      'second-wind': 0, pact: 0, rage: 3, 'slots-1': 4, channel: 1, wish: 1,
    });
  });

  it('a Long Rest brings back everything but never; dawn counts as a Long Rest', () => {
    const r = act(everythingSpent(), { type: 'longRest' });
    expect(Object.fromEntries(r.creature.counters.map((counter) => [counter.id, counter.used]))).toEqual({
      'second-wind': 0, pact: 0, rage: 0, 'slots-1': 0, channel: 0, wish: 1,
    });
  });

  it('"Rests report what came back in their events": one per counter, with its count and the rest', () => {
    const r = act(everythingSpent(), { type: 'shortRest' });
    expect(r.events.filter((e) => e.type === 'counter-restored').map((e) => e.values)).toEqual([
      { id: 'second-wind', name: 'Second Wind', count: 2, used: 0, max: 2, rest: 'short' },
      { id: 'pact', name: 'Pact Magic', count: 2, used: 0, max: 2, level: 3, rest: 'short' },
    ]);
  });

  it('a counter with nothing spent is not reported', () => {
    const r = act(withCounters(all), { type: 'longRest' });
    expect(types(r.events)).not.toContain('counter-restored');
  });
});

describe('Legendary Resistance: "concentrationSave and condition saves take legendaryResistance?: true"', () => {
  const lich = (init: Partial<CreatureInit> = {}): Creature => withCounters([legendary], { maxHp: 100, abilities: { con: 3 }, ...init });
  /** Concentrating on Bless, a DC 15 save due. */
  const concentrating = (c: Creature): Creature => run(c, [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 30 }]).creature;
  /** Paralyzed until a Wisdom save DC 15 succeeds. */
  const held = (c: Creature): Creature => act(c, { type: 'addCondition', condition: 'paralyzed', duration: { kind: 'save', ability: 'wis', dc: 15 } }).creature;

  it('"when the save fails, one use is spent and it succeeds instead (the event says so)": a concentration save of 5 + 3 against DC 15', () => {
    const r = act(concentrating(lich()), { type: 'concentrationSave', roll: 5, legendaryResistance: true });
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: null });
    expect(used(r.creature, 'legendary-resistance')).toBe(1);
    expect(eventOf(r.events, 'concentration-save')?.values).toMatchObject({ total: 8, dc: 15, passed: true, legendaryResistance: true });
    expect(eventOf(r.events, 'counter-used')?.values).toEqual({ id: 'legendary-resistance', name: 'Legendary Resistance', count: 1, used: 1, max: 3 });
  });

  it('a condition save: the failure becomes a success, and the condition ends', () => {
    const r = act(held(lich()), { type: 'conditionSave', condition: 'paralyzed', roll: 4, legendaryResistance: true });
    expect(r.creature.conditions).not.toContain('paralyzed');
    expect(used(r.creature, 'legendary-resistance')).toBe(1);
    expect(types(r.events)).toEqual(['condition-save', 'counter-used', 'condition-removed']);
  });

  it('"when it succeeds on its own, nothing is spent"', () => {
    const r = act(concentrating(lich()), { type: 'concentrationSave', roll: 15, legendaryResistance: true });
    expect(used(r.creature, 'legendary-resistance')).toBe(0);
    expect(eventOf(r.events, 'concentration-save')?.values).not.toHaveProperty('legendaryResistance');
    expect(types(r.events)).not.toContain('counter-used');
  });

  it('without legendaryResistance a failed save fails as always', () => {
    const r = act(concentrating(lich()), { type: 'concentrationSave', roll: 5 });
    expect(r.creature.concentration).toBeNull();
    expect(used(r.creature, 'legendary-resistance')).toBe(0);
  });

  it('"refused with no-uses-left when the save fails and none remain": all three spent, or no such counter', () => {
    const spent = act(lich(), { type: 'useCounter', id: 'legendary-resistance', count: 3 }).creature;
    expectRefused(concentrating(spent), { type: 'concentrationSave', roll: 5, legendaryResistance: true }, 'no-uses-left');
    expectRefused(held(spent), { type: 'conditionSave', condition: 'paralyzed', roll: 5, legendaryResistance: true }, 'no-uses-left');
    expectRefused(concentrating(make('srd-2024', { maxHp: 100 })), { type: 'concentrationSave', roll: 5, legendaryResistance: true }, 'no-uses-left');
  });

  it('with none left a save that succeeds on its own is not refused', () => {
    const spent = act(lich(), { type: 'useCounter', id: 'legendary-resistance', count: 3 }).creature;
    expect(dispatch(concentrating(spent), { type: 'concentrationSave', roll: 15, legendaryResistance: true }).error).toBeUndefined();
  });

  it('"(recovers: long)": a Long Rest brings the uses back', () => {
    const c = act(concentrating(lich()), { type: 'concentrationSave', roll: 5, legendaryResistance: true }).creature;
    expect(used(act(c, { type: 'longRest' }).creature, 'legendary-resistance')).toBe(0);
  });

  it('legendaryResistance that is not a boolean is refused unknown-action', () => {
    expectRefused(concentrating(lich()), { type: 'concentrationSave', roll: 5, legendaryResistance: 'yes' }, 'unknown-action');
  });

  it('a death save is not a saving throw Legendary Resistance can change (it takes no such field)', () => {
    const c = dying('srd-2024', { counters: [legendary] });
    const r = act(c, { type: 'deathSave', roll: 5, legendaryResistance: true } as never);
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(used(r.creature, 'legendary-resistance')).toBe(0);
  });
});

describe('Armor Class on a dying, dead or any creature stays as it is: no rule changes it but configure', () => {
  it('damage, death saves and rests keep ac', () => {
    const c = run(make('databook', { ac: 14, maxHp: 10 }), [{ type: 'damage', amount: 12 }, ...saves(12)]).creature;
    expect(c.ac).toBe(14);
  });
});
