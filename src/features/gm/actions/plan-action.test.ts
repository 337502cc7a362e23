// The action panel's arithmetic, checked against RULES.md "Armor Class, attacks, counters and
// monster traits" and the SRD 5.2.1 stat blocks it quotes (Ogre, Red Dragon Wyrmling).
import { describe, expect, it } from 'vitest';
import { createCreature, dispatch, type Creature } from '../../../rules';
import type { MonsterAction } from '../library/library-types';
import {
  applyItems, attackVerdict, NO_DICE, planTargets, rollD20s, rolledDamage, saveDamage, saveVerdict, typedParts, type TargetDice, type TargetInfo,
} from './plan-action';

// SRD 5.2.1 Ogre: "Greatclub. Melee Attack Roll: +6, reach 5 ft. 13 (2d8 + 4) Bludgeoning damage."
const GREATCLUB: MonsterAction = {
  name: 'Greatclub', kind: 'action', text: 'Melee Attack Roll: +6, reach 5 ft. 13 (2d8 + 4) Bludgeoning damage.',
  attack: { mode: 'melee', bonus: 6, reach: 5 }, damage: [{ count: 2, sides: 8, bonus: 4, damageType: 'bludgeoning' }],
};
// SRD 5.2.1 Red Dragon Wyrmling: "Fire Breath (Recharge 5–6). Dexterity Saving Throw: DC 13 … Failure: 24 (7d6) Fire damage. Success: Half damage."
const FIRE_BREATH: MonsterAction = {
  name: 'Fire Breath', kind: 'action', text: '…', recharge: 5,
  save: { ability: 'dex', dc: 13, success: 'half' }, damage: [{ count: 7, sides: 6, bonus: 0, damageType: 'fire' }],
};
// A bite's Piercing plus Poison (RULES.md: damage of several types from one source).
const BITE: MonsterAction = {
  name: 'Bite', kind: 'action', text: '…', attack: { mode: 'melee', bonus: 4 },
  damage: [{ count: 1, sides: 6, bonus: 2, damageType: 'piercing' }, { count: 2, sides: 6, bonus: 0, damageType: 'poison' }],
};

const dice = (change: Partial<TargetDice>): TargetDice => ({ ...NO_DICE, ...change });
const creature = (init: Partial<Parameters<typeof createCreature>[0]> = {}): Creature =>
  createCreature({ name: 'Target', preset: 'srd-2024', maxHp: 30, ...init });
/** An rng whose every die comes up `face` of `sides`. */
const always = (face: number, sides: number) => () => (face - 0.5) / sides;

describe('attack outcome against Armor Class (RULES.md "Attack outcome")', () => {
  it('"hits when d20 + bonus ≥ ac": a natural 9 with +6 is 15, which hits AC 15 and misses AC 16', () => {
    expect(attackVerdict(GREATCLUB, dice({ d20: '9' }), 15, creature())).toBe('hit');
    expect(attackVerdict(GREATCLUB, dice({ d20: '9' }), 16, creature())).toBe('miss');
  });
  it('"A natural 20 always hits and is a critical hit"; "a natural 1 always misses"', () => {
    expect(attackVerdict(GREATCLUB, dice({ d20: '20' }), 40, creature())).toBe('critical');
    expect(attackVerdict({ ...GREATCLUB, attack: { mode: 'melee', bonus: 30 } }, dice({ d20: '1' }), 5, creature())).toBe('miss');
  });
  it('"With no ac, the query answers unknown and the GM says hit or miss"', () => {
    expect(attackVerdict(GREATCLUB, dice({ d20: '12' }), null, creature())).toBe('unknown');
    expect(attackVerdict(GREATCLUB, dice({ d20: '12', verdict: 'miss' }), null, creature())).toBe('miss');
    expect(attackVerdict(GREATCLUB, dice({ d20: '12', verdict: 'hit' }), null, creature())).toBe('hit');
  });
  it('srd-2024 Unconscious: a melee hit from within 5 ft on an Unconscious target is a critical hit', () => {
    const down = dispatch(creature(), { type: 'addCondition', condition: 'unconscious' }).creature;
    expect(attackVerdict(GREATCLUB, dice({ d20: '10' }), 12, down)).toBe('critical');
    expect(attackVerdict({ ...GREATCLUB, attack: { mode: 'ranged', bonus: 6 } }, dice({ d20: '10' }), 12, down)).toBe('hit');
  });
  it('waits for the d20: nothing is decided from an empty or impossible die', () => {
    for (const d20 of ['', '0', '21', '4.5']) expect(attackVerdict(GREATCLUB, dice({ d20 }), 15, creature())).toBeNull();
  });
  it('Advantage keeps the higher of two d20s, Disadvantage the lower', () => {
    const faces = [3, 17];
    const rng = () => (faces.shift()! - 0.5) / 20;
    expect(rollD20s('advantage', rng)).toEqual({ d20: '17', pair: [3, 17] });
    const again = [3, 17];
    expect(rollD20s('disadvantage', () => (again.shift()! - 0.5) / 20)).toEqual({ d20: '3', pair: [3, 17] });
  });
});

describe('damage dice (RULES.md "Damage dice")', () => {
  it('"On a critical hit the dice are rolled twice (2N dice) and B is added once": 2d8+4 at most 20, critical at most 36', () => {
    expect(rolledDamage(GREATCLUB, false, always(8, 8))).toEqual(['20']);
    expect(rolledDamage(GREATCLUB, true, always(8, 8))).toEqual(['36']);
    expect(rolledDamage(GREATCLUB, true, always(1, 8))).toEqual(['8']);
  });
  it('each part keeps its type; a typed total replaces the roll', () => {
    expect(typedParts(BITE, ['5', '7'])).toEqual([{ amount: 5, damageType: 'piercing' }, { amount: 7, damageType: 'poison' }]);
    expect(typedParts(BITE, ['5'])).toBeNull();
    expect(typedParts(BITE, ['5', '-1'])).toBeNull();
  });
});

describe('save actions', () => {
  it('the target\'s d20 plus its own bonus against the DC; a success halves or zeroes the damage as the action says', () => {
    expect(saveVerdict(FIRE_BREATH, dice({ d20: '8' }), 5)).toEqual({ total: 13, passed: true, legendary: false });
    expect(saveVerdict(FIRE_BREATH, dice({ d20: '12' }), 0)).toEqual({ total: 12, passed: false, legendary: false });
    expect(saveDamage('half', { total: 13, passed: true, legendary: false })).toBe('half');
    expect(saveDamage('none', { total: 13, passed: true, legendary: false })).toBe('none');
    expect(saveDamage('half', { total: 12, passed: false, legendary: false })).toBe('full');
  });
  it('"spending it turns a failed saving throw into a success" (Legendary Resistance)', () => {
    const verdict = saveVerdict(FIRE_BREATH, dice({ d20: '2', legendary: true }), 0)!;
    expect(verdict).toEqual({ total: 2, passed: false, legendary: true });
    expect(saveDamage('half', verdict)).toBe('half');
  });
});

describe('what Apply writes', () => {
  const info = (sheetId: string, ac: number | null, init: Partial<Parameters<typeof createCreature>[0]> = {}): TargetInfo =>
    ({ sheetId, ac, creature: creature({ name: sheetId, ...init }) });

  it('an attack: a miss takes nothing, a hit its parts, a critical hit is marked critical (2 failures at 0 HP)', () => {
    const plans = planTargets(GREATCLUB, [info('a', 15), info('b', 16), info('c', 10)], {
      a: dice({ d20: '9', damage: ['13'] }), b: dice({ d20: '9' }), c: dice({ d20: '20', damage: ['30'] }),
    }, []);
    expect(plans).toEqual([
      { sheetId: 'a', damage: { type: 'damage', parts: [{ amount: 13, damageType: 'bludgeoning' }] }, legendary: false },
      { sheetId: 'b', damage: null, legendary: false },
      { sheetId: 'c', damage: { type: 'damage', parts: [{ amount: 30, damageType: 'bludgeoning' }], critical: true }, legendary: false },
    ]);
  });
  it('is not ready while a target that is hit has no damage, or a d20 is missing', () => {
    expect(planTargets(GREATCLUB, [info('a', 15)], { a: dice({ d20: '15' }) }, [])).toBeNull();
    expect(planTargets(GREATCLUB, [info('a', 15), info('b', 15)], { a: dice({ d20: '15', damage: ['9'] }) }, [])).toBeNull();
  });
  it('a save: one damage roll for all, full on a failure, half on a success, and the Legendary Resistance use', () => {
    const plans = planTargets(FIRE_BREATH, [info('a', null), info('b', null, { saves: { dex: 5 } }), info('c', null)], {
      a: dice({ d20: '10' }), b: dice({ d20: '8' }), c: dice({ d20: '3', legendary: true }),
    }, ['24'])!;
    expect(plans.map((p) => [p.sheetId, p.damage?.halfOnSave ?? false, p.legendary])).toEqual([['a', false, false], ['b', true, false], ['c', true, true]]);
    const items = applyItems('dragon', FIRE_BREATH, plans, undefined);
    expect(items.map((i) => [i.sheetId, i.action.type])).toEqual([['a', 'damage'], ['b', 'damage'], ['c', 'useCounter'], ['c', 'damage']]);
  });
  it('a typed Undead Fortitude d20 goes with the damage', () => {
    const plans = planTargets(GREATCLUB, [info('z', 8)], { z: dice({ d20: '15', damage: ['9'], fortitude: '14' }) }, []);
    expect(plans?.[0]?.damage).toMatchObject({ fortitudeRoll: 14 });
  });
  it('an X/Day action spends one use of the attacker\'s counter', () => {
    const perDay: MonsterAction = { ...FIRE_BREATH, recharge: undefined, perDay: 2 };
    const attacker = createCreature({ name: 'Mage', preset: 'srd-2024', maxHp: 40, counters: [{ id: 'per-day-fire-breath', name: 'Fire Breath', max: 2, used: 0, recovers: 'dawn' }] });
    const items = applyItems('mage', perDay, [], attacker);
    expect(items).toEqual([{ sheetId: 'mage', action: { type: 'useCounter', id: 'per-day-fire-breath' } }]);
  });
});
