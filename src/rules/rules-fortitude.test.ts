// @vitest-environment node
// shared/RULES.md "Armor Class, attacks, counters and monster traits", Undead Fortitude (SRD 5.2.1
// Zombie): "if damage reduces the creature to 0 HP, unless any of it is Radiant or it is a
// critical hit, it makes a Constitution save, DC 5 + the damage taken (the HP and temporary HP
// that instance removed); on a success it drops to 1 HP instead, and nothing that 0 HP would do
// happens. The save is the damage action's fortitudeRoll? (natural d20, rolled with rng when
// absent) plus its Constitution save bonus." The SRD Zombie: 15 HP, Constitution +3.
import { describe, expect, it } from 'vitest';
import { dispatch, fortitudeDue, resolveAction, type Creature, type CreatureInit, type DamageAction, type PresetId } from './index';
import { act, diceRng, dice, eventOf, expectRefused, make, types } from './test-helpers';

const zombie = (init: Partial<CreatureInit> = {}, preset: PresetId = 'srd-2024'): Creature =>
  make(preset, { name: 'Zombie', role: 'minion', maxHp: 15, abilities: { con: 3 }, traits: ['undead-fortitude'], ...init });
const hit = (amount: number, extra: Partial<DamageAction> = {}): DamageAction => ({ type: 'damage', amount, ...extra } as DamageAction);
const fortitude = (c: Creature, action: DamageAction) => eventOf(dispatch(c, action).events, 'undead-fortitude')?.values;

describe('"it makes a Constitution save, DC 5 + the damage taken … plus its Constitution save bonus"', () => {
  it('6 HP, 10 Slashing: the damage taken is the 6 HP removed, DC 11; 8 + 3 = 11 succeeds: "it drops to 1 HP instead"', () => {
    const r = act(zombie({ currentHp: 6 }), hit(10, { damageType: 'slashing', fortitudeRoll: 8 }));
    expect(eventOf(r.events, 'undead-fortitude')?.values).toEqual({ dc: 11, roll: 8, bonus: 3, total: 11, passed: true });
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.status).toBe('alive');
    expect(eventOf(r.events, 'damage-taken')?.values).toMatchObject({ amount: 10, hpLost: 5, current: 1 });
  });

  it('"the HP and temporary HP that instance removed": 6 HP and 4 temporary HP, 12 damage → DC 5 + 4 + 6 = 15', () => {
    expect(fortitude(zombie({ currentHp: 6, tempHp: 4 }), hit(12, { fortitudeRoll: 12 }))).toMatchObject({ dc: 15, total: 15, passed: true });
  });

  it('what is left over past 0 is not "damage taken": 6 HP, 40 damage is still DC 11', () => {
    expect(fortitudeDue(zombie({ currentHp: 6 }), hit(40))).toEqual({ dc: 11 });
  });

  it('"plus its Constitution save bonus": a save bonus set on the sheet replaces the modifier (saves.con +5)', () => {
    expect(fortitude(zombie({ currentHp: 6, saves: { con: 5 } }), hit(10, { fortitudeRoll: 6 }))).toEqual({ dc: 11, roll: 6, bonus: 5, total: 11, passed: true });
  });

  it('a failed save: 2 + 3 = 5 against DC 11, and the minion dies as 0 HP would have it', () => {
    const r = act(zombie({ currentHp: 6 }), hit(10, { fortitudeRoll: 2 }));
    expect(eventOf(r.events, 'undead-fortitude')?.values).toMatchObject({ total: 5, passed: false });
    expect(types(r.events)).toEqual(['damage-taken', 'undead-fortitude', 'dropped-to-zero', 'died']);
    expect(r.creature.status).toBe('dead');
  });

  it('"fortitudeRoll? (natural d20, rolled with rng when absent)": a d20 of 15 from the rng', () => {
    const r = act(zombie({ currentHp: 6 }), hit(10), dice([15, 20]));
    expect(eventOf(r.events, 'undead-fortitude')?.values).toMatchObject({ roll: 15, total: 18, passed: true });
  });
});

describe('"on a success it drops to 1 HP instead, and nothing that 0 HP would do happens"', () => {
  it('a character zombie: no dropping to 0, no dying, no Unconscious, no death-save counts', () => {
    const r = act(zombie({ role: 'character', currentHp: 6 }), hit(10, { fortitudeRoll: 20 }));
    expect(types(r.events)).toEqual(['damage-taken', 'undead-fortitude']);
    expect(r.creature.conditions).toEqual([]);
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('no massive damage: 6 HP and 30 damage would leave 24 over (≥ 15), yet it stands at 1 HP', () => {
    const r = act(zombie({ role: 'character', currentHp: 6 }), hit(30, { fortitudeRoll: 10 }));
    expect(r.creature.hp.current).toBe(1);
    expect(types(r.events)).not.toContain('massive-damage');
  });

  it('concentration does not end on 0 HP; the damage still calls for its save', () => {
    const c = act(zombie({ role: 'character', currentHp: 6 }), { type: 'concentrate', on: 'Darkness' }).creature;
    const r = act(c, hit(10, { fortitudeRoll: 10 }));
    expect(r.creature.concentration).toEqual({ on: 'Darkness', dc: 10 });
  });

  it('at 1 HP it can save again: 1 HP, 4 damage → DC 6', () => {
    const c = act(zombie({ currentHp: 6 }), hit(10, { fortitudeRoll: 10 })).creature;
    expect(fortitude(c, hit(4, { fortitudeRoll: 3 }))).toEqual({ dc: 6, roll: 3, bonus: 3, total: 6, passed: true });
  });
});

describe('"unless any of it is Radiant or it is a critical hit": no save, 0 HP as usual', () => {
  it.each<[string, () => Creature, DamageAction]>([
    ['Radiant damage', () => zombie({ currentHp: 6 }), hit(10, { damageType: 'radiant', fortitudeRoll: 20 })],
    ['"any of it": a part of Radiant among Slashing', () => zombie({ currentHp: 6 }), { type: 'damage', parts: [{ amount: 5, damageType: 'slashing' }, { amount: 5, damageType: 'radiant' }], fortitudeRoll: 20 }],
    ['a critical hit', () => zombie({ currentHp: 6 }), hit(10, { critical: true, fortitudeRoll: 20 })],
    ['a melee hit on it asleep (Unconscious: a critical hit, RULES.md "Conditions")',
      () => act(zombie({ currentHp: 6 }), { type: 'addCondition', condition: 'unconscious' }).creature, hit(10, { melee: true, fortitudeRoll: 20 })],
  ])('%s', (_name, creature, action) => {
    const c = creature();
    expect(fortitudeDue(c, action)).toBeNull();
    const r = act(c, action);
    expect(types(r.events)).not.toContain('undead-fortitude');
    expect(r.creature.status).toBe('dead');
  });
});

describe('no save when the damage does not reduce it to 0 HP', () => {
  it.each<[string, () => Creature, DamageAction]>([
    ['damage that leaves HP', () => zombie({ currentHp: 6 }), hit(5)],
    ['damage the temporary HP absorb', () => zombie({ currentHp: 6, tempHp: 8 }), hit(8)],
    ['a creature without the trait', () => make('srd-2024', { maxHp: 15, currentHp: 6 }), hit(10)],
    ['damage it is immune to', () => zombie({ currentHp: 6, immunities: ['poison'] }), hit(10, { damageType: 'poison' })],
    ['a knock-out: 1 HP and Unconscious, not 0 HP', () => zombie({ currentHp: 6 }), hit(10, { melee: true, knockOut: true })],
    ['a character zombie already at 0 HP (dying): it is not reduced to 0', () => act(zombie({ role: 'character', currentHp: 2 }), hit(5, { damageType: 'radiant' })).creature, hit(3)],
  ])('%s', (_name, creature, action) => {
    const c = creature();
    expect(fortitudeDue(c, action)).toBeNull();
    expect(types(dispatch(c, action, dice()).events)).not.toContain('undead-fortitude');
  });
});

describe('fortitudeDue: the GM preview knows the save and its DC before applying', () => {
  it('the DC it says is the DC the save is made against', () => {
    const c = zombie({ currentHp: 9, tempHp: 2 });
    const action = hit(14, { fortitudeRoll: 11 });
    expect(fortitudeDue(c, action)).toEqual({ dc: 16 });
    expect(fortitude(c, action)?.dc).toBe(16);
  });

  it('null for an action dispatch would refuse', () => {
    expect(fortitudeDue(zombie(), hit(-3))).toBeNull();
    expect(fortitudeDue(zombie(), { type: 'damage', amount: 20, parts: [{ amount: 1 }] })).toBeNull();
  });
});

describe('resolveAction rolls the save\'s d20 only when it is due, before the srd wake d4 (resolve.ts: dice dispatch may not need come last)', () => {
  it('due: the d20 (13) first, then the wake d4 (2); the fold needs no rng and gives what dispatch with the rng gives', () => {
    const c = zombie({ currentHp: 6 });
    const resolved = resolveAction(c, hit(10), diceRng([13, 20], [2, 4]));
    expect(resolved).toEqual({ type: 'damage', amount: 10, fortitudeRoll: 13, wakeRoll: 2 });
    expect(dispatch(c, resolved)).toEqual(dispatch(c, hit(10), { rng: diceRng([13, 20], [2, 4]) }));
  });

  it('not due (Radiant): no d20 is made up, the first die is the wake d4', () => {
    expect(resolveAction(zombie({ currentHp: 6 }), hit(10, { damageType: 'radiant' }), diceRng([3, 4]))).toEqual({ type: 'damage', amount: 10, damageType: 'radiant', wakeRoll: 3 });
  });

  it('a typed d20 is kept', () => {
    expect(resolveAction(zombie({ currentHp: 6 }), hit(10, { fortitudeRoll: 4 }), diceRng([1, 4]))).toEqual({ type: 'damage', amount: 10, fortitudeRoll: 4, wakeRoll: 1 });
  });
});

describe('refusals', () => {
  it.each([0, 21, 1.5, Number.NaN])('a fortitudeRoll outside 1..20 (%s) is refused invalid-roll, due or not', (roll) => {
    expectRefused(zombie({ currentHp: 6 }), hit(10, { fortitudeRoll: roll }), 'invalid-roll');
    expectRefused(zombie(), hit(1, { fortitudeRoll: roll }), 'invalid-roll');
  });

  it('no d20 typed and no rng when the save is due: refused invalid-roll, nothing made up', () => {
    expectRefused(zombie({ currentHp: 6 }), hit(10), 'invalid-roll');
  });
});
