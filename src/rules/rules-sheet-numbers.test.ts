// shared/RULES.md "Hit Point Dice, saving throws and condition immunities (D&D 2024, all
// presets)": each test names the line it checks.
import { createCreature, dispatch, saveBonus, type Creature } from './index';
import { act, expectRefused, make } from './test-helpers';

describe('createCreature: "createCreature accepts abilities, saves, hitDice (as { d8: 5 }: five unspent d8) and conditionImmunities"', () => {
  it('defaults: "modifiers … default 0", "saves … default: the ability modifier", "a creature without any has {}"', () => {
    const c = make('srd-2024');
    expect(c.abilities).toEqual({ str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 });
    expect(c.saves).toEqual({});
    expect(c.hitDice).toEqual({});
    expect(c.conditionImmunities).toEqual([]);
    expect(saveBonus(c, 'con')).toBe(0);
  });

  it('"{ d8: 5 }: five unspent d8"; modifiers, saves and immunities as given', () => {
    const c = make('srd-2024', {
      abilities: { con: 2, wis: -1 }, saves: { con: 5 }, hitDice: { d8: 5, d10: 2 }, conditionImmunities: ['poisoned', 'charmed'],
    });
    expect(c.hitDice).toEqual({ d8: { max: 5, spent: 0 }, d10: { max: 2, spent: 0 } });
    expect(c.abilities).toEqual({ str: 0, dex: 0, con: 2, int: 0, wis: -1, cha: 0 });
    expect(saveBonus(c, 'con')).toBe(5);
    expect(saveBonus(c, 'wis')).toBe(-1);
    expect([...c.conditionImmunities].sort()).toEqual(['charmed', 'poisoned']);
  });

  it.each([
    ['a modifier above +10', { abilities: { str: 11 } }],
    ['a modifier below −5', { abilities: { dex: -6 } }],
    ['a fractional modifier', { abilities: { dex: 1.5 } }],
    ['a save above +30', { saves: { con: 31 } }],
    ['a save below −20', { saves: { wis: -21 } }],
    ['more than 40 dice of a size', { hitDice: { d8: 41 } }],
    ['a size that is not a Hit Point Die', { hitDice: { d4: 2 } }],
    ['an unknown condition', { conditionImmunities: ['sleepy'] }],
  ])('refuses %s ("a modifier or bonus outside −5..+10 (abilities) or −20..+30 (saves); max above 40 per size")', (_name, init) => {
    expect(() => createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20, ...init } as never)).toThrow(RangeError);
  });

  it('accepts the bounds themselves: −5 and +10, −20 and +30, 40 dice', () => {
    const c = make('srd-2024', { abilities: { str: -5, cha: 10 }, saves: { str: -20, cha: 30 }, hitDice: { d12: 40 } });
    expect(saveBonus(c, 'str')).toBe(-20);
    expect(c.hitDice.d12).toEqual({ max: 40, spent: 0 });
  });
});

describe('configure: "also abilities, saves, hitDice (max per size; spent never above max), conditionImmunities"', () => {
  const base = (): Creature => make('srd-2024', { hitDice: { d10: 5 } });

  it('a save never set follows its modifier when the modifier changes ("default: the ability modifier")', () => {
    const c = act(base(), { type: 'configure', patch: { abilities: { con: 3 } } }).creature;
    expect(saveBonus(c, 'con')).toBe(3);
    const set = act(c, { type: 'configure', patch: { saves: { con: 6 } } }).creature;
    expect(saveBonus(set, 'con')).toBe(6);
    // An explicit save stays when the modifier changes; null lets it follow the modifier again.
    const moved = act(set, { type: 'configure', patch: { abilities: { con: 1 } } }).creature;
    expect(saveBonus(moved, 'con')).toBe(6);
    const cleared = act(moved, { type: 'configure', patch: { saves: { con: null } } }).creature;
    expect(saveBonus(cleared, 'con')).toBe(1);
    expect(cleared.saves).toEqual({});
  });

  it('"spent never above max": lowering max clamps spent', () => {
    const spent = act(base(), { type: 'configure', patch: { hitDice: { d10: { max: 5, spent: 4 } } } }).creature;
    expect(spent.hitDice.d10).toEqual({ max: 5, spent: 4 });
    const lowered = act(spent, { type: 'configure', patch: { hitDice: { d10: { max: 2 } } } }).creature;
    expect(lowered.hitDice.d10).toEqual({ max: 2, spent: 2 });
    const typedHigh = act(base(), { type: 'configure', patch: { hitDice: { d10: { max: 3, spent: 9 } } } }).creature;
    expect(typedHigh.hitDice.d10).toEqual({ max: 3, spent: 3 });
  });

  it('"a multiclass character has several sizes": another size is added, max 0 removes one', () => {
    const multi = act(base(), { type: 'configure', patch: { hitDice: { d6: { max: 2 } } } }).creature;
    expect(multi.hitDice).toEqual({ d6: { max: 2, spent: 0 }, d10: { max: 5, spent: 0 } });
    const none = act(multi, { type: 'configure', patch: { hitDice: { d6: { max: 0 }, d10: { max: 0 } } } }).creature;
    expect(none.hitDice).toEqual({});
  });

  it('tells which fields changed', () => {
    const r = act(base(), { type: 'configure', patch: { abilities: { con: 2 }, conditionImmunities: ['frightened'] } });
    expect(r.events).toEqual([{ type: 'configured', key: 'events.configured', values: { fields: 'abilities,conditionImmunities' } }]);
    expect(r.creature.conditionImmunities).toEqual(['frightened']);
  });

  it.each([
    ['a modifier above +10', { abilities: { con: 11 } }],
    ['a modifier below −5', { abilities: { con: -6 } }],
    ['an unknown ability', { abilities: { luck: 1 } }],
    ['a save above +30', { saves: { dex: 31 } }],
    ['a save below −20', { saves: { dex: -21 } }],
    ['max above 40', { hitDice: { d8: { max: 41 } } }],
    ['a negative spent', { hitDice: { d8: { max: 4, spent: -1 } } }],
    ['a d4', { hitDice: { d4: { max: 1 } } }],
    ['an unknown condition immunity', { conditionImmunities: ['dispersao'] }],
  ])('refuses %s ("a modifier or bonus outside −5..+10 (abilities) or −20..+30 (saves); max above 40 per size")', (_name, patch) => {
    expectRefused(base(), { type: 'configure', patch }, 'invalid-patch');
  });

  it('changing nothing returns the same creature', () => {
    const c = base();
    expect(dispatch(c, { type: 'configure', patch: { abilities: { con: 0 }, hitDice: { d10: { max: 5 } } } }).creature).toBe(c);
  });
});
