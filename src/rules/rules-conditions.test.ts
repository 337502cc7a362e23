// @vitest-environment node
// Conditions, their durations and concentration, from shared/RULES.md "Conditions and
// concentration" and issue 13 ("Conditions, durations and concentration"). Expected values are
// worked by hand from those texts; every creature handed to dispatch is deep-frozen.
import { describe, expect, it } from 'vitest';
import {
  automaticCritical, computeDamage, concentrationDc, conditionsWithIncluded, creatureProblems, dispatch, isIncapacitated,
  STANDARD_CONDITIONS, turnDue,
} from './index';
import type {
  Action, ConditionDuration, Creature, CreatureInit, DispatchResult, RulesContext, RulesEvent, StandardCondition, TurnEdge,
} from './index';
import { deepFreeze, dice, dying, eventOf, make, types } from './test-helpers';

// ---- helpers -----------------------------------------------------------------------------

/** An srd-2024 character with plenty of HP (40), deep-frozen. */
const hero = (init: Partial<CreatureInit> = {}): Creature => deepFreeze(make('srd-2024', { maxHp: 40, ...init }));

/**
 * Dispatches each action on a deep-frozen creature (so a write to the input throws), fails at
 * the first refusal, and checks that nothing the rules return is a creature they could never
 * produce (creatureProblems).
 */
function play(creature: Creature, actions: Action[], ctx?: RulesContext): { creature: Creature; events: RulesEvent[]; last: DispatchResult } {
  let c = deepFreeze(creature);
  const events: RulesEvent[] = [];
  let last: DispatchResult = { creature: c, events: [] };
  for (const action of actions) {
    last = dispatch(c, action, ctx);
    if (last.error) throw new Error(`${JSON.stringify(action)} refused: ${last.error.code}`);
    expect(creatureProblems(last.creature), JSON.stringify(action)).toEqual([]);
    c = deepFreeze(last.creature);
    events.push(...last.events);
  }
  return { creature: c, events, last };
}

const add = (condition: StandardCondition, duration?: ConditionDuration): Action =>
  (duration ? { type: 'addCondition', condition, duration } : { type: 'addCondition', condition });
const remove = (condition: StandardCondition): Action => ({ type: 'removeCondition', condition });
const concentrate = (on: string): Action => ({ type: 'concentrate', on });
const damage = (amount: number, extra: Record<string, unknown> = {}): Action => ({ type: 'damage', amount, ...extra });

/** The one creature whose durations these tests follow has the key HERO; OGRE and GOBLIN are others in the turn order. */
const HERO = 'hero';
const OGRE = 'ogre';
const GOBLIN = 'goblin';
const moment = (edge: TurnEdge, of: string) => ({ edge, of, self: of === HERO });
const edge = (e: TurnEdge, of: string): Action => ({ type: 'turnEdge', ...moment(e, of) });
const turnOf = (e: TurnEdge, of: string, name = 'Ogre'): ConditionDuration => ({ kind: 'turn', edge: e, of, name });

const INCLUDING: StandardCondition[] = ['paralyzed', 'petrified', 'stunned', 'unconscious'];
const NOT_INCAPACITATING = STANDARD_CONDITIONS.filter((c) => c !== 'incapacitated' && !INCLUDING.includes(c));

// ---- the conditions ------------------------------------------------------------------------

describe('RULES.md "Conditions and concentration": the fourteen condition ids', () => {
  it.each(STANDARD_CONDITIONS)('adding %s: the creature has it until removed, told by a condition-added event', (condition) => {
    const r = play(hero(), [add(condition)]).last;
    expect(r.creature.conditions).toEqual([condition]);
    expect(r.creature.durations).toEqual({ [condition]: { kind: 'until-removed' } });
    expect(r.events).toEqual([{ type: 'condition-added', key: 'events.condition-added', values: { condition, until: 'until-removed' } }]);
  });

  it.each(STANDARD_CONDITIONS)('"Adding a condition it already has changes nothing, without an error": %s twice → the same creature, no events', (condition) => {
    const once = play(hero(), [add(condition, { kind: 'rounds', rounds: 3 })]).creature;
    for (const again of [add(condition), add(condition, { kind: 'save', ability: 'con', dc: 12 })]) {
      const r = dispatch(once, again);
      expect(r.error).toBeUndefined();
      expect(r.creature).toBe(once);
      expect(r.events).toEqual([]);
    }
  });

  it.each(STANDARD_CONDITIONS)('removing %s by hand: gone, with its duration, reason by-hand', (condition) => {
    const given = play(hero(), [add(condition, { kind: 'rounds', rounds: 2 })]).creature;
    const r = play(given, [remove(condition)]).last;
    expect(r.creature.conditions).not.toContain(condition);
    expect(r.creature.durations).toEqual({});
    expect(r.events[0]).toMatchObject({ type: 'condition-removed', values: { condition, reason: 'by-hand' } });
  });

  it.each<[StandardCondition, StandardCondition[]]>([
    ['paralyzed', ['incapacitated']],
    ['petrified', ['incapacitated']],
    ['stunned', ['incapacitated']],
    ['unconscious', ['incapacitated', 'prone']],
  ])('"what a condition includes is derived, not stored twice": %s stores itself only and includes %j', (condition, included) => {
    const c = play(hero(), [add(condition)]).creature;
    expect(c.conditions).toEqual([condition]);
    expect(conditionsWithIncluded(c)).toEqual([
      { condition, includedBy: null },
      ...included.map((x) => ({ condition: x, includedBy: condition })),
    ]);
    expect(isIncapacitated(c)).toBe(true);
  });

  it.each(NOT_INCAPACITATING)('%s includes nothing and does not make the creature Incapacitated', (condition) => {
    const c = play(hero(), [add(condition)]).creature;
    expect(conditionsWithIncluded(c)).toEqual([{ condition, includedBy: null }]);
    expect(isIncapacitated(c)).toBe(false);
  });

  it('Incapacitated given by hand is Incapacitated', () => {
    expect(isIncapacitated(play(hero(), [add('incapacitated')]).creature)).toBe(true);
  });

  it('"not stored twice": Stunned and Incapacitated given by hand list Incapacitated once, as given', () => {
    const c = play(hero(), [add('stunned'), add('incapacitated')]).creature;
    const listed = conditionsWithIncluded(c).filter((x) => x.condition === 'incapacitated');
    expect(listed).toEqual([{ condition: 'incapacitated', includedBy: null }]);
  });

  it('"not stored twice": Paralyzed and Stunned together include Incapacitated once', () => {
    const c = play(hero(), [add('paralyzed'), add('stunned')]).creature;
    expect(c.conditions).toEqual(['paralyzed', 'stunned']);
    expect(conditionsWithIncluded(c).filter((x) => x.condition === 'incapacitated')).toHaveLength(1);
  });

  it('conditions on a dying creature (in play): Poisoned can be given at 0 HP', () => {
    const r = play(deepFreeze(dying('srd-2024')), [add('poisoned')]).creature;
    expect(r.conditions).toEqual(expect.arrayContaining(['unconscious', 'poisoned']));
  });
});

// ---- Unconscious -----------------------------------------------------------------------------

describe('RULES.md "an Unconscious given by hand at more than 0 HP ends only by hand"; "when Unconscious ends the creature stays Prone"', () => {
  const asleep = (): Creature => play(hero({ currentHp: 10 }), [add('unconscious')]).creature;

  it('a Sleep effect at 10/40 HP: Unconscious and alive, with a duration (given by hand)', () => {
    const c = asleep();
    expect(c.status).toBe('alive');
    expect(c.hp.current).toBe(10);
    expect(c.conditions).toEqual(['unconscious']);
    expect(c.durations.unconscious).toEqual({ kind: 'until-removed' });
  });

  it('healing (5) does not end it: 15 HP and still Unconscious', () => {
    const r = play(asleep(), [{ type: 'heal', amount: 5 }]).last;
    expect(r.creature.hp.current).toBe(15);
    expect(r.creature.conditions).toEqual(['unconscious']);
    expect(types(r.events)).not.toContain('regained-consciousness');
  });

  it('a Short Rest does not end it either', () => {
    expect(play(asleep(), [{ type: 'shortRest' }]).creature.conditions).toEqual(['unconscious']);
  });

  it('removing it by hand ends it and leaves the creature Prone', () => {
    const r = play(asleep(), [remove('unconscious')]).last;
    expect(r.creature.conditions).toEqual(['prone']);
    expect(r.events).toEqual([
      { type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'unconscious', reason: 'by-hand' } },
      { type: 'condition-added', key: 'events.condition-added', values: { condition: 'prone', until: 'until-removed', cause: 'unconscious-ended' } },
    ]);
  });

  it('already Prone by hand: removing Unconscious keeps one Prone, with its own duration', () => {
    const c = play(asleep(), [add('prone', { kind: 'rounds', rounds: 2 })]).creature;
    const r = play(c, [remove('unconscious')]).creature;
    expect(r.conditions).toEqual(['prone']);
    expect(r.durations).toEqual({ prone: { kind: 'rounds', rounds: 2 } });
  });

  it('Prone for 1 round and a Sleep for 1 round end at the same end of turn: Unconscious goes, the creature stays Prone (until removed), and turnDue names only Unconscious', () => {
    const c = deepFreeze(play(hero({ currentHp: 10 }), [
      add('prone', { kind: 'rounds', rounds: 1 }), add('unconscious', { kind: 'rounds', rounds: 1 }),
    ]).creature);
    expect(turnDue(c, moment('end', HERO)).ending).toEqual(['unconscious']);
    const r = dispatch(c, edge('end', HERO));
    expect(r.creature.conditions).toEqual(['prone']);
    expect(r.creature.durations).toEqual({});
    expect(r.events).toEqual([
      { type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'unconscious', reason: 'duration' } },
    ]);
  });

  it.each(['dying', 'stable'] as const)('removing Unconscious while %s at 0 HP is refused: unconscious-at-zero', (status) => {
    let c = dying('srd-2024');
    if (status === 'stable') c = play(c, [{ type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }]).creature;
    c = deepFreeze(c);
    expect(c.status).toBe(status);
    const r = dispatch(c, remove('unconscious'));
    expect(r.error?.code).toBe('unconscious-at-zero');
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it('0 HP gives Unconscious without a duration (the rules gave it, not a hand)', () => {
    const c = dying('srd-2024');
    expect(c.conditions).toContain('unconscious');
    expect(c.durations).toEqual({});
  });

  it.each<[string, () => Creature, Action[]]>([
    ['healed from 0 HP', () => dying('srd-2024'), [{ type: 'heal', amount: 3 }]],
    ['a natural 20 on a death save', () => dying('srd-2024'), [{ type: 'deathSave', roll: 20 }]],
    ['a knock-out ended by first aid (Medicine 10)', () => play(hero({ currentHp: 4 }), [damage(9, { melee: true, knockOut: true })]).creature, [{ type: 'firstAid', check: 10 }]],
    ['a knock-out ended by a Short Rest', () => play(hero({ currentHp: 4 }), [damage(9, { melee: true, knockOut: true })]).creature, [{ type: 'shortRest' }]],
    ['a knock-out ended by healing', () => play(hero({ currentHp: 4 }), [damage(9, { melee: true, knockOut: true })]).creature, [{ type: 'heal', amount: 2 }]],
  ])('a creature that wakes (%s) is Prone', (_how, start, actions) => {
    const c = start();
    expect(c.conditions).toContain('unconscious');
    const r = play(c, actions).creature;
    expect(r.status).toBe('alive');
    expect(r.conditions).toEqual(['prone']);
  });

  it('dropped to 0 HP while under a Sleep effect: healing wakes it only when the Sleep is removed by hand', () => {
    const down = play(asleep(), [damage(15)]).creature;
    expect(down.status).toBe('dying');
    const healed = play(down, [{ type: 'heal', amount: 3 }]).creature;
    expect(healed.status).toBe('alive');
    expect(healed.conditions).toEqual(['unconscious']);
    expect(play(healed, [remove('unconscious')]).creature.conditions).toEqual(['prone']);
  });

  // The Sleep effect's duration ending does not end an Unconscious that 0 HP or a knock-out
  // also give: that one ends by regaining HP (or first aid, or a Short Rest), never by the Sleep.
  it('a Sleep lasting 1 round that runs out at 0 HP: still Unconscious and dying; healing wakes it Prone', () => {
    const down = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'rounds', rounds: 1 }), damage(15)]).creature;
    const r = play(down, [edge('end', HERO)]).creature;
    expect(r.status).toBe('dying');
    expect(r.conditions).toContain('unconscious');
    expect(r.durations.unconscious).toBeUndefined();
    expect(play(r, [{ type: 'heal', amount: 3 }]).creature.conditions).toEqual(['prone']);
  });

  it('turnDue does not name that Unconscious among the conditions that end then (it stays), though the turn edge changes something', () => {
    const down = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'rounds', rounds: 1 }), damage(15)]).creature;
    const due = turnDue(down, moment('end', HERO));
    expect(due.changes).toBe(true);
    expect(due.ending).not.toContain('unconscious');
  });

  it('a Sleep lasting until a save, saved at 0 HP: still Unconscious and dying (only its duration ends)', () => {
    const down = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'save', ability: 'wis', dc: 12 }), damage(15)]).creature;
    const r = dispatch(down, { type: 'conditionSave', condition: 'unconscious', roll: 15 });
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('dying');
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.durations.unconscious).toBeUndefined();
    expect(creatureProblems(r.creature)).toEqual([]);
  });

  it('a Sleep lasting 1 round that runs out while knocked out (srd-2024 "Omráčení tvora"): still Unconscious until the knock-out ends', () => {
    const ko = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'rounds', rounds: 1 }), damage(15, { melee: true, knockOut: true })]).creature;
    expect(ko.knockedOut).toBe(true);
    const r = dispatch(ko, edge('end', HERO));
    expect(r.error).toBeUndefined();
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.knockedOut).toBe(true);
    expect(creatureProblems(r.creature)).toEqual([]);
  });

  it('a Sleep lasting until a save, saved while knocked out: still Unconscious until the knock-out ends', () => {
    const ko = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'save', ability: 'wis', dc: 12 }), damage(15, { melee: true, knockOut: true })]).creature;
    const r = dispatch(ko, { type: 'conditionSave', condition: 'unconscious', roll: 15 });
    expect(r.error).toBeUndefined();
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.knockedOut).toBe(true);
    expect(creatureProblems(r.creature)).toEqual([]);
  });
});

// ---- Petrified -------------------------------------------------------------------------------

describe('RULES.md "Petrified gives Resistance to all damage and immunity to the Poisoned condition"', () => {
  const stone = (init: Partial<CreatureInit> = {}): Creature => play(hero(init), [add('petrified')]).creature;

  it.each<[string, number, Record<string, unknown>]>([
    ['21 Fire', 10, { damageType: 'fire' }],
    ['21 untyped', 10, {}],
    ['21 Slashing', 10, { damageType: 'slashing' }],
  ])('Resistance to all damage: %s → %i', (_name, taken, extra) => {
    const r = play(stone(), [damage(21, extra)]).last;
    expect(r.creature.hp.current).toBe(40 - taken);
    expect(eventOf(r.events, 'damage-taken')?.values.amount).toBe(taken);
    expect(computeDamage(stone(), { type: 'damage', amount: 21, ...extra }).total).toBe(taken);
  });

  it('Resistance counts once with a Resistance it already had (srd-2024 "Neseskupování"): 21 Fire, resistant to Fire → 10', () => {
    expect(play(stone({ resistances: ['fire'] }), [damage(21, { damageType: 'fire' })]).creature.hp.current).toBe(30);
  });

  it('once Petrified is removed the Resistance goes with it: 21 Fire → 21', () => {
    expect(play(stone(), [remove('petrified'), damage(21, { damageType: 'fire' })]).creature.hp.current).toBe(19);
  });

  it('immune to Poisoned: adding Poisoned is refused with condition-immune (RULES.md: "Petrified\'s immunity to Poisoned … is the same rule")', () => {
    const c = stone();
    const r = dispatch(c, add('poisoned', { kind: 'rounds', rounds: 3 }));
    expect(r.error).toEqual({ code: 'condition-immune' });
    expect(r.creature).toBe(c);
    expect(r.creature.conditions).toEqual(['petrified']);
    expect(r.events).toEqual([]);
  });

  it('Petrified removes a Poisoned it had (reason petrified), and its duration', () => {
    const poisoned = play(hero(), [add('poisoned', { kind: 'rounds', rounds: 3 })]).creature;
    const r = play(poisoned, [add('petrified')]).last;
    expect(r.creature.conditions).toEqual(['petrified']);
    expect(r.creature.durations).toEqual({ petrified: { kind: 'until-removed' } });
    expect(r.events).toContainEqual({ type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'poisoned', reason: 'petrified' } });
  });

  it('Poisoned can be given again once Petrified ends', () => {
    expect(play(stone(), [remove('petrified'), add('poisoned')]).creature.conditions).toEqual(['poisoned']);
  });
});

// ---- automatic critical hits -----------------------------------------------------------------

describe('RULES.md "A melee attack from within 1.5 m / 5 ft that hits a Paralyzed or Unconscious creature is a critical hit"', () => {
  it.each<[string, boolean, StandardCondition | null, boolean | undefined, 'paralyzed' | 'unconscious' | null]>([
    ['Paralyzed, melee', true, 'paralyzed', true, 'paralyzed'],
    ['Unconscious (a Sleep effect), melee', true, 'unconscious', true, 'unconscious'],
    ['Paralyzed, ranged', false, 'paralyzed', false, 'paralyzed'],
    ['Paralyzed, melee not said', false, 'paralyzed', undefined, 'paralyzed'],
    ['Stunned, melee (not one of the two)', false, 'stunned', true, null],
    ['Restrained, melee', false, 'restrained', true, null],
    ['no condition, melee', false, null, true, null],
  ])('%s → critical: %s', (_name, critical, condition, melee, why) => {
    const c = condition ? play(hero(), [add(condition)]).creature : hero();
    expect(automaticCritical(c)).toBe(why);
    const r = play(c, [damage(5, melee === undefined ? {} : { melee })]).last;
    expect(eventOf(r.events, 'damage-taken')?.values.critical).toBe(critical);
    // The critical hit's dice are the attacker's: the amount typed in is what is taken.
    expect(r.creature.hp.current).toBe(35);
  });

  it.each<[string, boolean, number]>([
    ['a melee hit on a Paralyzed creature at 0 HP: two failures', true, 2],
    ['a ranged hit on a Paralyzed creature at 0 HP: one failure', false, 1],
  ])('srd-2024 "Zranění při 0 Životech": %s', (_name, melee, failures) => {
    const c = play(dying('srd-2024', { maxHp: 40, currentHp: 5 }), [add('paralyzed')]).creature;
    const r = play(c, [damage(3, { melee })]).last;
    expect(r.creature.deathSaves.failures).toBe(failures);
    expect(eventOf(r.events, 'damage-taken')?.values.critical).toBe(melee);
    expect(eventOf(r.events, 'failures-added')?.values).toMatchObject({ count: failures, cause: melee ? 'critical' : 'damage' });
  });

  it('as on an Unconscious one: a melee hit on a dying creature is two failures, a ranged one is one', () => {
    expect(play(dying('srd-2024', { maxHp: 40 }), [damage(3, { melee: true })]).creature.deathSaves.failures).toBe(2);
    expect(play(dying('srd-2024', { maxHp: 40 }), [damage(3)]).creature.deathSaves.failures).toBe(1);
  });
});

// ---- concentration ---------------------------------------------------------------------------

describe('issue 13 "Concentration": DC 10 or half the damage taken (rounded down), whichever is higher, up to DC 30', () => {
  it.each([
    [1, 10], [12, 10], [20, 10], [21, 10], [22, 11], [27, 13], [59, 29], [60, 30], [61, 30], [70, 30], [1000, 30],
  ])('concentrationDc(%i) = %i', (taken, dc) => {
    expect(concentrationDc(taken)).toBe(dc);
  });

  it.each([[12, 10], [27, 13], [70, 30], [1, 10]])('concentrating on Bless at 100 HP, %i damage → a Constitution save at DC %i is due', (amount, dc) => {
    const c = play(hero({ maxHp: 100 }), [concentrate('Bless')]).creature;
    const r = play(c, [damage(amount)]).last;
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc });
    expect(eventOf(r.events, 'concentration-check')?.values).toEqual({ on: 'Bless', dc, damage: amount });
  });

  it.each<[string, number, Partial<CreatureInit>, Record<string, unknown>, number]>([
    ['Resistance to Fire: 60 Fire → 30 taken', 15, { resistances: ['fire'] }, { damageType: 'fire' }, 60],
    ['Vulnerability to Fire: 14 Fire → 28 taken', 14, { vulnerabilities: ['fire'] }, { damageType: 'fire' }, 14],
    ['Resistance to all: 27 → 13 taken', 10, { resistances: ['all'] }, {}, 27],
    ['half on a save: 50 → 25 taken', 12, {}, { halfOnSave: true }, 50],
    ['an aura of −5: 31 → 26 taken', 13, {}, { adjustment: -5 }, 31],
  ])('"after immunity, resistance and vulnerability": %s → DC %i', (_name, dc, init, extra, amount) => {
    const c = play(hero({ maxHp: 100, ...init }), [concentrate('Bless')]).creature;
    expect(play(c, [damage(amount, extra)]).creature.concentration).toEqual({ on: 'Bless', dc });
  });

  it.each<[string, Partial<CreatureInit>, Record<string, unknown>, number]>([
    ['Immunity to Poison: 40 Poison', { immunities: ['poison'] }, { damageType: 'poison' }, 40],
    ['0 damage', {}, {}, 0],
    ['an aura of −5 on 4 damage (0 taken)', {}, { adjustment: -5 }, 4],
  ])('"0 is not" damage taken: %s → no save, the same creature', (_name, init, extra, amount) => {
    const c = play(hero({ maxHp: 100, ...init }), [concentrate('Bless')]).creature;
    const r = dispatch(c, damage(amount, extra));
    expect(r.error).toBeUndefined();
    expect(r.creature).toBe(c);
    expect(types(r.events)).not.toContain('concentration-check');
  });

  it('"damage that temporary HP absorb is still taken": 30 temporary HP absorb 24 → DC 12, no HP lost', () => {
    const c = play(hero({ maxHp: 100, tempHp: 30 }), [concentrate('Bless')]).creature;
    const r = play(c, [damage(24)]).last;
    expect(r.creature.hp).toMatchObject({ current: 100, temp: 6 });
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: 12 });
  });

  it.each([[40, 12, 20], [12, 40, 20], [27, 30, 15], [70, 2, 30]])(
    '"a second damage instance while a save is still due keeps the higher DC due": %i then %i → DC %i',
    (first, second, dc) => {
      const c = play(hero({ maxHp: 200 }), [concentrate('Bless'), damage(first)]).creature;
      expect(play(c, [damage(second)]).creature.concentration).toEqual({ on: 'Bless', dc });
    },
  );

  it('no save is due for damage while not concentrating', () => {
    const r = play(hero(), [damage(12)]).last;
    expect(r.creature.concentration).toBeNull();
    expect(types(r.events)).not.toContain('concentration-check');
  });
});

describe('RULES.md "A failed save ends concentration": concentrationSave (the natural d20 + bonus against the DC due)', () => {
  /** Concentrating on Bless with DC 13 due (27 damage). */
  const due = (): Creature => play(hero({ maxHp: 100 }), [concentrate('Bless'), damage(27)]).creature;

  it.each([[13, 0, 13], [10, 3, 13], [20, 0, 20], [8, 7, 15]])('passes at total ≥ DC 13: roll %i + %i = %i keeps Bless, no save due', (roll, bonus, total) => {
    const r = play(due(), [{ type: 'concentrationSave', roll, bonus }]).last;
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: null });
    expect(r.events).toEqual([
      { type: 'concentration-save', key: 'events.concentration-save', values: { on: 'Bless', roll, bonus, bonusFrom: 'typed', total, dc: 13, passed: true } },
    ]);
  });

  it.each([[12, 0, 12], [9, 3, 12], [1, 0, 1], [5, -2, 3]])('fails below DC 13: roll %i + %i = %i ends Bless (failed-save)', (roll, bonus, total) => {
    const r = play(due(), [{ type: 'concentrationSave', roll, bonus }]).last;
    expect(r.creature.concentration).toBeNull();
    expect(r.events).toEqual([
      { type: 'concentration-save', key: 'events.concentration-save', values: { on: 'Bless', roll, bonus, bonusFrom: 'typed', total, dc: 13, passed: false } },
      { type: 'concentration-ended', key: 'events.concentration-ended', values: { on: 'Bless', reason: 'failed-save' } },
    ]);
  });

  it('the d20 is rolled when it is not typed in (13 rolled → passes DC 13)', () => {
    const r = play(due(), [{ type: 'concentrationSave' }], dice([13, 20])).last;
    expect(eventOf(r.events, 'concentration-save')?.values).toMatchObject({ roll: 13, total: 13, passed: true });
  });

  it('a natural 20 is no success by itself: 20 + 5 against DC 30 (70 damage) fails', () => {
    const c = play(hero({ maxHp: 100 }), [concentrate('Bless'), damage(70)]).creature;
    expect(play(c, [{ type: 'concentrationSave', roll: 20, bonus: 5 }]).creature.concentration).toBeNull();
  });

  it('issue 13 example: 12 damage, DC 10, a roll of 9 with no bonus fails and ends the effect', () => {
    const c = play(hero({ maxHp: 100 }), [concentrate('Hunter\'s Mark'), damage(12)]).creature;
    const r = play(c, [{ type: 'concentrationSave', roll: 9 }]).last;
    expect(r.creature.concentration).toBeNull();
    expect(eventOf(r.events, 'concentration-ended')?.values).toEqual({ on: 'Hunter\'s Mark', reason: 'failed-save' });
  });
});

describe('RULES.md concentration: "one thing at a time", and what ends it', () => {
  it('concentrate: the creature concentrates on the name, with no save due', () => {
    const r = play(hero(), [concentrate('Bless')]).last;
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: null });
    expect(r.events).toEqual([{ type: 'concentration-started', key: 'events.concentration-started', values: { on: 'Bless' } }]);
  });

  it('a second concentrate replaces the first (the event says which)', () => {
    const r = play(hero(), [concentrate('Bless'), concentrate('Haste')]).last;
    expect(r.creature.concentration).toEqual({ on: 'Haste', dc: null });
    expect(r.events).toEqual([{ type: 'concentration-started', key: 'events.concentration-started', values: { on: 'Haste', replaced: 'Bless' } }]);
  });

  it('"concentrate while a save is due drops it (a new effect)": no save due, and concentrationSave is refused', () => {
    const c = play(hero({ maxHp: 100 }), [concentrate('Bless'), damage(40)]).creature;
    expect(c.concentration?.dc).toBe(20);
    const after = play(c, [concentrate('Haste')]).creature;
    expect(after.concentration).toEqual({ on: 'Haste', dc: null });
    expect(dispatch(after, { type: 'concentrationSave', roll: 20 }).error?.code).toBe('no-save-due');
  });

  it('endConcentration ends it by hand', () => {
    const r = play(hero(), [concentrate('Bless'), { type: 'endConcentration' }]).last;
    expect(r.creature.concentration).toBeNull();
    expect(r.events).toEqual([{ type: 'concentration-ended', key: 'events.concentration-ended', values: { on: 'Bless', reason: 'by-hand' } }]);
  });

  it.each(['incapacitated', ...INCLUDING] as StandardCondition[])('"Incapacitated (and every condition that includes it)": %s ends concentration', (condition) => {
    const r = play(hero(), [concentrate('Bless'), add(condition)]).last;
    expect(r.creature.concentration).toBeNull();
    expect(r.events).toContainEqual({ type: 'concentration-ended', key: 'events.concentration-ended', values: { on: 'Bless', reason: 'incapacitated' } });
  });

  it.each(NOT_INCAPACITATING)('%s does not end concentration', (condition) => {
    expect(play(hero(), [concentrate('Bless'), add(condition)]).creature.concentration).toEqual({ on: 'Bless', dc: null });
  });

  it('"0 HP, dying": dropping to 0 HP ends it (zero-hp), and no save is asked', () => {
    const r = play(hero({ currentHp: 5 }), [concentrate('Bless'), damage(8)]).last;
    expect(r.creature.status).toBe('dying');
    expect(r.creature.concentration).toBeNull();
    expect(eventOf(r.events, 'concentration-ended')?.values).toEqual({ on: 'Bless', reason: 'zero-hp' });
    expect(types(r.events)).not.toContain('concentration-check');
  });

  it('dropping to 0 HP and stabilizing at once (autoStabilize) ends it too', () => {
    const r = play(hero({ currentHp: 5, resources: { autoStabilizeUses: 1 } }), [concentrate('Bless'), damage(8, { wakeRoll: 2 })]).last;
    expect(r.creature.status).toBe('stable');
    expect(r.creature.concentration).toBeNull();
  });

  it('a knock-out (1 HP and Unconscious) ends it: Unconscious includes Incapacitated', () => {
    const r = play(hero({ currentHp: 5 }), [concentrate('Bless'), damage(8, { melee: true, knockOut: true })]).last;
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.concentration).toBeNull();
    expect(eventOf(r.events, 'concentration-ended')?.values).toEqual({ on: 'Bless', reason: 'incapacitated' });
  });

  it.each<[string, Partial<CreatureInit>, Action]>([
    ['massive damage (srd-2024 "Okamžitá smrt")', { maxHp: 20 }, damage(40)],
    ['a minion at 0 HP', { maxHp: 20, role: 'minion' }, damage(20)],
    ['Exhaustion 6', { maxHp: 20 }, { type: 'exhaustion', delta: 6 }],
  ])('"and death": %s ends it', (_name, init, action) => {
    const r = play(hero(init), [concentrate('Bless'), action]).last;
    expect(r.creature.status).toBe('dead');
    expect(r.creature.concentration).toBeNull();
    expect(eventOf(r.events, 'concentration-ended')?.values).toEqual({ on: 'Bless', reason: 'not-alive' });
  });

  it('"a Long Rest does not end concentration"', () => {
    const r = play(hero({ currentHp: 10 }), [concentrate('Bless'), { type: 'longRest' }]).last;
    expect(r.creature.hp.current).toBe(40);
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: null });
    expect(types(r.events)).not.toContain('concentration-ended');
  });

  it('a Short Rest, healing and temporary HP do not end it', () => {
    const r = play(hero({ currentHp: 10 }), [concentrate('Bless'), { type: 'shortRest' }, { type: 'heal', amount: 5 }, { type: 'tempHp', amount: 5 }]);
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: null });
  });
});

// ---- durations -------------------------------------------------------------------------------

describe('durations follow the turn order (issue 13 "Durations"; turnEdge / turnDue)', () => {
  it.each([1, 2, 3])('N rounds (%i): one is spent at the end of the creature\'s own turn only; it ends at 0', (rounds) => {
    let c = play(hero(), [add('poisoned', { kind: 'rounds', rounds })]).creature;
    for (let left = rounds; left > 0; left -= 1) {
      // Other creatures' turns, and the start of its own, spend nothing.
      for (const other of [edge('start', OGRE), edge('end', OGRE), edge('start', HERO)]) {
        const same = dispatch(c, other);
        expect(same.creature).toBe(c);
        expect(same.events).toEqual([]);
      }
      const r = play(c, [edge('end', HERO)]).last;
      c = r.creature;
      if (left > 1) {
        expect(c.durations.poisoned).toEqual({ kind: 'rounds', rounds: left - 1 });
        expect(r.events).toEqual([{ type: 'condition-rounds', key: 'events.condition-rounds', values: { condition: 'poisoned', rounds: left - 1 } }]);
      } else {
        expect(c.conditions).toEqual([]);
        expect(c.durations).toEqual({});
        expect(r.events).toEqual([{ type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'poisoned', reason: 'duration' } }]);
      }
    }
  });

  /**
   * Each row: the duration, the turn edges that follow its giving, and the index of the edge
   * that ends it (every edge before it changes nothing the creature shows).
   */
  it.each<[string, ConditionDuration, Action[], number]>([
    ['until the start of the Ogre\'s next turn', turnOf('start', OGRE), [edge('end', HERO), edge('start', GOBLIN), edge('end', GOBLIN), edge('end', OGRE), edge('start', OGRE)], 4],
    ['until the start of its own next turn (\'self\')', turnOf('start', 'self'), [edge('end', HERO), edge('start', OGRE), edge('end', OGRE), edge('start', HERO)], 3],
    ['until the end of the Ogre\'s next turn, given before it', turnOf('end', OGRE), [edge('end', HERO), edge('start', OGRE), edge('end', OGRE)], 2],
    ['until the end of the Ogre\'s next turn, given during it: lasts through its next turn',
      turnOf('end', OGRE), [edge('end', OGRE), edge('start', GOBLIN), edge('end', GOBLIN), edge('start', HERO), edge('end', HERO), edge('start', OGRE), edge('end', OGRE)], 6],
    ['until the end of its own next turn, given during it (\'self\')',
      turnOf('end', 'self'), [edge('end', HERO), edge('start', OGRE), edge('end', OGRE), edge('start', HERO), edge('end', HERO)], 4],
  ])('%s', (_name, duration, edges, endsAt) => {
    let c = play(hero(), [add('frightened', duration)]).creature;
    edges.forEach((e, i) => {
      const r = play(c, [e]).last;
      if (i < endsAt) {
        expect(r.creature.conditions, `edge ${i}`).toEqual(['frightened']);
        expect(r.events, `edge ${i}`).toEqual([]);
      } else {
        expect(r.creature.conditions).toEqual([]);
        expect(r.events).toEqual([{ type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'frightened', reason: 'duration' } }]);
      }
      c = r.creature;
    });
  });

  it('turnDue names what ends at an edge, and says it changes something', () => {
    const c = play(hero(), [add('frightened', turnOf('start', OGRE)), add('poisoned', { kind: 'rounds', rounds: 1 }), add('prone', { kind: 'rounds', rounds: 2 })]).creature;
    expect(turnDue(c, moment('start', OGRE))).toEqual({ ending: ['frightened'], saves: [], changes: true });
    expect(turnDue(c, moment('end', HERO))).toEqual({ ending: ['poisoned'], saves: [], changes: true });
  });

  it('an end-of-turn duration given during that turn: the next start marks it started (a change, nothing shown), the end after that ends it', () => {
    const c = play(hero(), [add('frightened', turnOf('end', OGRE))]).creature;
    expect(turnDue(c, moment('end', OGRE))).toEqual({ ending: [], saves: [], changes: false });
    expect(turnDue(c, moment('start', OGRE)).changes).toBe(true);
    const started = play(c, [edge('start', OGRE)]).creature;
    expect(turnDue(started, moment('end', OGRE))).toEqual({ ending: ['frightened'], saves: [], changes: true });
  });

  it('a turn duration always starts not started: "started: true" given with it is not kept, so given during the Ogre\'s turn it lasts through the next', () => {
    const c = play(hero(), [add('frightened', { kind: 'turn', edge: 'end', of: OGRE, name: 'Ogre', started: true })]).creature;
    expect(c.durations.frightened).toEqual(turnOf('end', OGRE));
    expect(play(c, [edge('end', OGRE)]).creature.conditions).toEqual(['frightened']);
  });

  it('a Sleep (Unconscious) for 1 round at 10 HP ends at the end of its turn and leaves it Prone', () => {
    const c = play(hero({ currentHp: 10 }), [add('unconscious', { kind: 'rounds', rounds: 1 })]).creature;
    expect(play(c, [edge('end', HERO)]).creature.conditions).toEqual(['prone']);
  });
});

describe('issue 13 "until a successful save (ability and DC) made at the end of the creature\'s turn"', () => {
  const held = (): Creature => play(hero(), [add('restrained', { kind: 'save', ability: 'str', dc: 14 })]).creature;

  it('turnDue asks for the save at the end of the creature\'s own turn only; asking changes nothing by itself', () => {
    const c = held();
    expect(turnDue(c, moment('end', HERO))).toEqual({ ending: [], saves: [{ condition: 'restrained', ability: 'str', dc: 14 }], changes: false });
    for (const m of [moment('start', HERO), moment('start', OGRE), moment('end', OGRE)]) {
      expect(turnDue(c, m)).toEqual({ ending: [], saves: [], changes: false });
    }
  });

  it('the condition stays through any number of turn edges until the save', () => {
    let c = held();
    for (const e of [edge('end', HERO), edge('start', OGRE), edge('end', OGRE), edge('start', HERO), edge('end', HERO)]) c = play(c, [e]).creature;
    expect(c.conditions).toEqual(['restrained']);
  });

  it.each([[14, 0, 14], [11, 3, 14], [20, 0, 20]])('a save of %i + %i = %i against DC 14 succeeds: the condition ends (reason save)', (roll, bonus, total) => {
    const r = play(held(), [{ type: 'conditionSave', condition: 'restrained', roll, bonus }]).last;
    expect(r.creature.conditions).toEqual([]);
    expect(r.creature.durations).toEqual({});
    expect(r.events).toEqual([
      { type: 'condition-save', key: 'events.condition-save', values: { condition: 'restrained', ability: 'str', roll, bonus, bonusFrom: 'typed', total, dc: 14, passed: true } },
      { type: 'condition-removed', key: 'events.condition-removed', values: { condition: 'restrained', reason: 'save' } },
    ]);
  });

  it.each([[13, 0, 13], [10, 3, 13], [1, 0, 1]])('a save of %i + %i = %i against DC 14 fails: the condition and its duration stay', (roll, bonus, total) => {
    const c = held();
    const r = play(c, [{ type: 'conditionSave', condition: 'restrained', roll, bonus }]).last;
    expect(r.creature.conditions).toEqual(['restrained']);
    expect(r.creature.durations).toEqual(c.durations);
    expect(r.events).toEqual([
      { type: 'condition-save', key: 'events.condition-save', values: { condition: 'restrained', ability: 'str', roll, bonus, bonusFrom: 'typed', total, dc: 14, passed: false } },
    ]);
  });

  it('the d20 is rolled when it is not typed in (15 rolled → passes DC 14)', () => {
    const r = play(held(), [{ type: 'conditionSave', condition: 'restrained' }], dice([15, 20])).last;
    expect(eventOf(r.events, 'condition-save')?.values).toMatchObject({ roll: 15, passed: true });
  });
});

describe('"a turn edge with nothing to do is not recorded": turnDue.changes false ⇒ turnEdge returns the very same creature, no events', () => {
  it.each<[string, Action[], ReturnType<typeof moment>]>([
    ['no conditions', [], moment('end', HERO)],
    ['until removed', [add('blinded')], moment('end', HERO)],
    ['rounds, at the end of another\'s turn', [add('blinded', { kind: 'rounds', rounds: 2 })], moment('end', OGRE)],
    ['rounds, at the start of its own turn', [add('blinded', { kind: 'rounds', rounds: 2 })], moment('start', HERO)],
    ['a save, at the end of its own turn', [add('blinded', { kind: 'save', ability: 'con', dc: 12 })], moment('end', HERO)],
    ['the Ogre\'s turn start, at the Goblin\'s', [add('blinded', turnOf('start', OGRE))], moment('start', GOBLIN)],
    ['the Ogre\'s turn end, not yet started', [add('blinded', turnOf('end', OGRE))], moment('end', OGRE)],
    ['its own turn start (\'self\'), at another\'s start', [add('blinded', turnOf('start', 'self'))], moment('start', OGRE)],
  ])('%s', (_name, setup, m) => {
    const c = play(hero(), setup).creature;
    expect(turnDue(c, m).changes).toBe(false);
    const r = dispatch(c, { type: 'turnEdge', ...m });
    expect(r.error).toBeUndefined();
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it('a creature that is not in play has nothing due: its durations stop, only Revivify\'s rounds count at its own turn end', () => {
    const dead = deepFreeze(play(hero({ currentHp: 5 }), [add('blinded', { kind: 'rounds', rounds: 1 }), damage(50)]).creature);
    expect(dead.status).toBe('dead');
    expect(turnDue(dead, moment('end', OGRE))).toEqual({ ending: [], saves: [], changes: false });
    expect(turnDue(dead, moment('start', HERO))).toEqual({ ending: [], saves: [], changes: false });
    expect(dispatch(dead, edge('end', OGRE)).creature).toBe(dead);
    expect(turnDue(dead, moment('end', HERO))).toEqual({ ending: [], saves: [], changes: true });
    const r = dispatch(dead, edge('end', HERO));
    expect(r.creature.durations).toEqual(dead.durations);
    expect(r.creature.conditions).toEqual(dead.conditions);
    expect(r.creature.roundsSinceDeath).toBe(1);
    expect(r.events.map((e) => e.type)).toEqual(['revivify-rounds']);
  });
});
