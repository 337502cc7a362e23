// shared/RULES.md "Hit Point Dice, saving throws and condition immunities (D&D 2024, all
// presets)": each test names the line it checks.
import {
  conditionsWithIncluded, createCreature, dispatch, hitDiceLeft, isIncapacitated, resolveAction, saveBonus, type Creature, type HitDieSize,
} from './index';
import { act, dice, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

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

describe('spendHitDie: "roll the die (or type it), add the Constitution modifier (abilities.con), regain that many HP, at least 1"', () => {
  const hurt = (init: Parameters<typeof make>[1] = {}): Creature =>
    make('srd-2024', { maxHp: 40, currentHp: 10, hitDice: { d6: 1, d8: 1, d10: 5, d12: 1 }, ...init });

  it.each([6, 8, 10, 12] as HitDieSize[])('"each die is its own action": a typed d%i spends one die of that size', (die) => {
    const r = act(hurt({ abilities: { con: 2 } }), { type: 'spendHitDie', die, roll: die });
    const key = `d${die}` as const;
    expect(r.creature.hitDice[key]!.spent).toBe(1);
    expect(r.creature.hp.current).toBe(10 + die + 2);
    // Only that size is spent.
    for (const other of ['d6', 'd8', 'd10', 'd12'] as const) if (other !== key) expect(r.creature.hitDice[other]!.spent).toBe(0);
  });

  it('hitDiceLeft: "d10: … 4 of 5 d10 left" by size, smallest first; a size the creature has none of is not listed', () => {
    const spent = act(act(hurt(), { type: 'spendHitDie', die: 10, roll: 3 }).creature, { type: 'spendHitDie', die: 12, roll: 3 }).creature;
    expect(hitDiceLeft(spent.hitDice)).toEqual([
      { die: 'd6', left: 1, max: 1 }, { die: 'd8', left: 1, max: 1 }, { die: 'd10', left: 4, max: 5 }, { die: 'd12', left: 0, max: 1 },
    ]);
    expect(hitDiceLeft(make('srd-2024', { maxHp: 10, hitDice: { d8: 2 } }).hitDice)).toEqual([{ die: 'd8', left: 2, max: 2 }]);
    expect(hitDiceLeft(make('srd-2024', { maxHp: 10 }).hitDice)).toEqual([]);
  });

  it('the event says "d10: 7 + 2 = 9 HP, 4 of 5 d10 left", then the usual healing event', () => {
    const r = act(hurt({ abilities: { con: 2 } }), { type: 'spendHitDie', die: 10, roll: 7 });
    expect(r.events[0]).toEqual({ type: 'hit-die-spent', key: 'events.hit-die-spent', values: { die: 10, roll: 7, con: 2, healed: 9, left: 4, max: 5 } });
    expect(eventOf(r.events, 'healed')?.values).toEqual({ amount: 9, gained: 9, current: 19 });
    expect(r.creature.hp.current).toBe(19);
  });

  it('"at least 1": a roll of 1 with Constitution −3 heals 1', () => {
    const r = act(hurt({ abilities: { con: -3 } }), { type: 'spendHitDie', die: 8, roll: 1 });
    expect(eventOf(r.events, 'hit-die-spent')?.values).toMatchObject({ roll: 1, con: -3, healed: 1 });
    expect(r.creature.hp.current).toBe(11);
  });

  it('"capped at the effective maximum": 12 + 5 at 30/40 with 5 of maximum reduced → 35', () => {
    const c = act(hurt({ currentHp: 30, abilities: { con: 5 } }), { type: 'reduceMaxHp', amount: 5 }).creature;
    const r = act(c, { type: 'spendHitDie', die: 12, roll: 12 });
    expect(r.creature.hp.current).toBe(35);
    expect(eventOf(r.events, 'healed')?.values).toEqual({ amount: 17, gained: 5, current: 35 });
  });

  it('at full HP the die is still spent (the player decides), and nothing is healed', () => {
    const r = act(hurt({ currentHp: 40 }), { type: 'spendHitDie', die: 10, roll: 4 });
    expect(r.creature.hitDice.d10!.spent).toBe(1);
    expect(types(r.events)).toEqual(['hit-die-spent']);
  });

  it('"a stable creature at 0 HP wakes"', () => {
    const stable = act(dying('srd-2024', { hitDice: { d8: 2 } }), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    const r = act(stable, { type: 'spendHitDie', die: 8, roll: 3 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(3);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(types(r.events)).toEqual(expect.arrayContaining(['hit-die-spent', 'healed', 'regained-consciousness']));
  });

  it('rolled with rng when absent, and resolveAction types the rolled die for the log', () => {
    const c = hurt();
    const resolved = resolveAction(c, { type: 'spendHitDie', die: 10 }, dice([6, 10]).rng!);
    expect(resolved).toEqual({ type: 'spendHitDie', die: 10, roll: 6 });
    const rolled = dispatch(c, { type: 'spendHitDie', die: 10 }, dice([6, 10]));
    expect(rolled.creature).toEqual(dispatch(c, resolved).creature);
    expect(eventOf(rolled.events, 'hit-die-spent')?.values.roll).toBe(6);
  });

  it('no rng and no typed roll: refused as a missing die', () => {
    expectRefused(hurt(), { type: 'spendHitDie', die: 10 }, 'invalid-roll');
  });

  it('"a size the creature has none of, or none left" → no-hit-dice', () => {
    expectRefused(make('srd-2024', { currentHp: 5 }), { type: 'spendHitDie', die: 8, roll: 3 }, 'no-hit-dice');
    const one = act(hurt(), { type: 'spendHitDie', die: 12, roll: 3 }).creature;
    expectRefused(one, { type: 'spendHitDie', die: 12, roll: 3 }, 'no-hit-dice');
  });

  it.each([
    ['0 on a d8', 8, 0], ['9 on a d8', 8, 9], ['7 on a d6', 6, 7], ['13 on a d12', 12, 13], ['2.5', 10, 2.5],
  ])('"a roll outside 1..die": %s → invalid-roll', (_name, die, roll) => {
    expectRefused(hurt(), { type: 'spendHitDie', die, roll }, 'invalid-roll');
  });

  it('a die that is not a Hit Point Die (d4, d20) is not an action the rules know', () => {
    expectRefused(hurt(), { type: 'spendHitDie', die: 4, roll: 1 }, 'unknown-action');
    expectRefused(hurt(), { type: 'spendHitDie', die: 20, roll: 1 }, 'unknown-action');
  });

  it('"spending while dying (not yet stable)" → still-dying', () => {
    expectRefused(dying('srd-2024', { hitDice: { d8: 2 } }), { type: 'spendHitDie', die: 8, roll: 3 }, 'still-dying');
  });

  it.each([
    ['dead', () => run(dying('srd-2024', { hitDice: { d8: 2 } }), saves(1, 1)).creature],
    ['in Recuo', () => run(dying('plano-espiritual', { nature: 'desencarnado', hitDice: { d8: 2 } }), saves(5, 5, 5)).creature],
    ['dispersed', () => act(make('plano-espiritual', { nature: 'desencarnado', role: 'minion', hitDice: { d8: 2 } }), { type: 'damage', amount: 25 }).creature],
    ['dissolved', () => act(make('plano-espiritual', { nature: 'thought-form', hitDice: { d8: 2 } }), { type: 'damage', amount: 25 }).creature],
  ])('"spending while … %s" is refused like healing the dead', (name, creature) => {
    const c = creature();
    expect(c.status).toBe(name === 'in Recuo' ? 'recuo' : name);
    expectRefused(c, { type: 'spendHitDie', die: 8, roll: 3 }, 'cannot-heal-dead');
  });
});

describe('Long Rest: "A Long Rest regains all spent Hit Point Dice (2024)"', () => {
  it('every size comes back, and the long-rest event says how many', () => {
    const c = make('srd-2024', { maxHp: 40, currentHp: 5, hitDice: { d8: 3, d10: 2 } });
    const spent = run(c, [
      { type: 'spendHitDie', die: 8, roll: 1 }, { type: 'spendHitDie', die: 8, roll: 1 }, { type: 'spendHitDie', die: 10, roll: 1 },
    ]).creature;
    expect(spent.hitDice).toEqual({ d8: { max: 3, spent: 2 }, d10: { max: 2, spent: 1 } });
    const r = act(spent, { type: 'longRest' });
    expect(r.creature.hitDice).toEqual({ d8: { max: 3, spent: 0 }, d10: { max: 2, spent: 0 } });
    expect(eventOf(r.events, 'long-rest')?.values).toEqual({ exhaustionRemoved: 0, lit: false, hitDiceRegained: 3 });
    expect(r.creature.hp.current).toBe(40);
  });

  it('nothing spent: 0 come back', () => {
    const r = act(make('srd-2024', { currentHp: 5, hitDice: { d8: 3 } }), { type: 'longRest' });
    expect(eventOf(r.events, 'long-rest')?.values.hitDiceRegained).toBe(0);
  });

  it('a Short Rest regains none', () => {
    const spent = act(make('srd-2024', { currentHp: 5, hitDice: { d8: 3 } }), { type: 'spendHitDie', die: 8, roll: 2 }).creature;
    expect(act(spent, { type: 'shortRest' }).creature.hitDice.d8).toEqual({ max: 3, spent: 1 });
  });
});

describe('saves: "A concentration save without bonus adds saves.con; a condition save without bonus adds the save bonus of its ability; a typed bonus replaces it"', () => {
  /** Concentrating on Bless with DC 13 due (27 damage). */
  const concentrating = (init: Parameters<typeof make>[1]): Creature =>
    run(make('srd-2024', { maxHp: 100, ...init }), [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 27 }]).creature;

  it.each([
    ['saves.con set: 8 + 5 = 13 passes DC 13', { abilities: { con: 1 }, saves: { con: 5 } }, 8, undefined, 5, 'sheet', 13, true],
    ['no save set: the modifier, 8 + 2 = 10 fails', { abilities: { con: 2 } }, 8, undefined, 2, 'sheet', 10, false],
    ['a typed bonus replaces it: 8 + 0 = 8 fails', { saves: { con: 9 } }, 8, 0, 0, 'typed', 8, false],
    ['a typed bonus replaces it: 12 + 1 = 13 passes', { saves: { con: -3 } }, 12, 1, 1, 'typed', 13, true],
  ] as const)('concentration: %s', (_name, init, roll, bonus, used, from, total, passed) => {
    const r = act(concentrating(init), { type: 'concentrationSave', roll, ...(bonus === undefined ? {} : { bonus }) });
    expect(eventOf(r.events, 'concentration-save')?.values).toEqual({ on: 'Bless', roll, bonus: used, bonusFrom: from, total, dc: 13, passed });
  });

  /** Restrained until a Strength save DC 14, or another ability. */
  const held = (init: Parameters<typeof make>[1], ability: 'str' | 'wis' = 'str'): Creature =>
    act(make('srd-2024', init), { type: 'addCondition', condition: 'restrained', duration: { kind: 'save', ability, dc: 14 } }).creature;

  it.each([
    ['the Strength save set: 10 + 4 = 14 passes', { saves: { str: 4 } }, 'str', undefined, 4, 'sheet', 14, true],
    ['the Wisdom modifier, no save set: 10 + 3 = 13 fails', { abilities: { wis: 3, str: 9 } }, 'wis', undefined, 3, 'sheet', 13, false],
    ['the save of the duration\'s ability, not another: Str +0 while Con +8 → 10 fails', { saves: { con: 8 } }, 'str', undefined, 0, 'sheet', 10, false],
    ['a typed bonus replaces it: 10 + 4 = 14 passes with a sheet save of −2', { saves: { str: -2 } }, 'str', 4, 4, 'typed', 14, true],
  ] as const)('condition save: %s', (_name, init, ability, bonus, used, from, total, passed) => {
    const r = act(held(init, ability), { type: 'conditionSave', condition: 'restrained', roll: 10, ...(bonus === undefined ? {} : { bonus }) });
    expect(eventOf(r.events, 'condition-save')?.values).toEqual({ condition: 'restrained', ability, roll: 10, bonus: used, bonusFrom: from, total, dc: 14, passed });
  });

  it('"Death saves add none of these": a roll of 9 is a failure with Con +10 and every save +30', () => {
    const strong = { abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, saves: { str: 30, dex: 30, con: 30, int: 30, wis: 30, cha: 30 } };
    const r = act(dying('srd-2024', strong), { type: 'deathSave', roll: 9 });
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ roll: 9, total: 9, result: 'failure' });
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it('"Death saves add none of these": the databook test and the Salvaguarda de Ancoragem too', () => {
    const strong = { abilities: { con: 10 }, saves: { con: 30, wis: 30 } };
    for (const c of [dying('databook', strong), dying('plano-espiritual', { nature: 'desencarnado', ...strong })]) {
      expect(eventOf(act(c, { type: 'deathSave', roll: 9 }).events, 'death-save')?.values).toMatchObject({ total: 9, result: 'failure' });
    }
  });
});

describe('immunities: "Adding a condition the creature is immune to is refused (condition-immune), and a condition that includes it still applies the rest"', () => {
  const immune = (...conditionImmunities: string[]): Creature => make('srd-2024', { conditionImmunities });

  it.each(['charmed', 'frightened', 'poisoned', 'prone', 'unconscious'])('immune to %s: adding it is refused', (condition) => {
    expectRefused(immune(condition), { type: 'addCondition', condition }, 'condition-immune');
  });

  it('another condition still applies', () => {
    expect(act(immune('charmed'), { type: 'addCondition', condition: 'frightened' }).creature.conditions).toEqual(['frightened']);
  });

  it('"a creature immune to Incapacitated that is Stunned is Stunned", not Incapacitated', () => {
    const r = act(immune('incapacitated'), { type: 'addCondition', condition: 'stunned' });
    expect(r.creature.conditions).toEqual(['stunned']);
    expect(isIncapacitated(r.creature)).toBe(false);
    expect(conditionsWithIncluded(r.creature)).toEqual([{ condition: 'stunned', includedBy: null }]);
    expectRefused(r.creature, { type: 'addCondition', condition: 'incapacitated' }, 'condition-immune');
  });

  it('without the immunity, Stunned includes Incapacitated (RULES.md "Conditions and concentration")', () => {
    const stunned = act(make('srd-2024'), { type: 'addCondition', condition: 'stunned' }).creature;
    expect(isIncapacitated(stunned)).toBe(true);
    expect(conditionsWithIncluded(stunned)).toContainEqual({ condition: 'incapacitated', includedBy: 'stunned' });
  });

  it('concentration ends on Incapacitated, so not on Stunned for a creature immune to Incapacitated; it may concentrate while Stunned', () => {
    const concentrating = act(immune('incapacitated'), { type: 'concentrate', on: 'Bless' }).creature;
    const stunned = act(concentrating, { type: 'addCondition', condition: 'stunned' });
    expect(stunned.creature.concentration).toEqual({ on: 'Bless', dc: null });
    expect(types(stunned.events)).not.toContain('concentration-ended');
    const paralyzed = act(immune('incapacitated'), { type: 'addCondition', condition: 'paralyzed' }).creature;
    expect(act(paralyzed, { type: 'concentrate', on: 'Haste' }).creature.concentration?.on).toBe('Haste');
    // Still ended at 0 HP.
    expect(act(stunned.creature, { type: 'damage', amount: 25 }).creature.concentration).toBeNull();
  });

  it('immune to Prone: Unconscious by hand includes no Prone, and leaves none when it ends', () => {
    const asleep = act(immune('prone'), { type: 'addCondition', condition: 'unconscious' }).creature;
    expect(conditionsWithIncluded(asleep).map((item) => item.condition)).toEqual(['unconscious', 'incapacitated']);
    const awake = act(asleep, { type: 'removeCondition', condition: 'unconscious' });
    expect(awake.creature.conditions).toEqual([]);
  });

  it("immune to Unconscious: dropping to 0 HP still gives the rules' own Unconscious (it comes with 0 HP, it is not given)", () => {
    const c = act(immune('unconscious'), { type: 'damage', amount: 20 }).creature;
    expect(c.status).toBe('dying');
    expect(c.conditions).toContain('unconscious');
  });

  it('Petrified\'s immunity to Poisoned is the same refusal', () => {
    const stone = act(make('srd-2024'), { type: 'addCondition', condition: 'petrified' }).creature;
    expectRefused(stone, { type: 'addCondition', condition: 'poisoned' }, 'condition-immune');
  });

  it('becoming immune by configure leaves a condition it has until removed by hand', () => {
    const charmed = act(make('srd-2024'), { type: 'addCondition', condition: 'charmed' }).creature;
    const c = act(charmed, { type: 'configure', patch: { conditionImmunities: ['charmed'] } }).creature;
    expect(c.conditions).toEqual(['charmed']);
    expect(act(c, { type: 'removeCondition', condition: 'charmed' }).creature.conditions).toEqual([]);
  });
});
