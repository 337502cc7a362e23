// @vitest-environment node
// Bad input never corrupts a creature (RULES.md "The rules module's public surface"): dispatch
// returns the same creature object, no events, and an error code from ERROR_CODES.
import { describe, expect, it } from 'vitest';
import { createCreature, dispatch, ERROR_CODES, LIMITS, PRESET_IDS } from './index';
import type { Action, Creature } from './index';
import { act, dying, expectRefused, make, run, saves } from './test-helpers';

const badAmounts = [-1, -0.5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
const amountActions = ['damage', 'heal', 'tempHp', 'reduceMaxHp', 'restoreMaxHp'] as const;

describe('invalid amounts → invalid-amount', () => {
  const cases = amountActions.flatMap((type) => badAmounts.map((amount) => ({ type, amount })));
  it.each(cases)('RULES.md "a negative, fractional or non-finite amount": $type $amount → invalid-amount', ({ type, amount }) => {
    expectRefused(make('srd-2024', { currentHp: 10 }), { type, amount }, 'invalid-amount');
  });

  it.each(amountActions)('%s with a string amount "5" → invalid-amount', (type) => {
    expectRefused(make('srd-2024', { currentHp: 10 }), { type, amount: '5' }, 'invalid-amount');
  });

  it.each(amountActions)('%s with no amount → invalid-amount', (type) => {
    expectRefused(make('srd-2024', { currentHp: 10 }), { type }, 'invalid-amount');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('decision "exhaustion.delta a finite integer": delta %s → invalid-amount', (delta) => {
    expectRefused(make('srd-2024'), { type: 'exhaustion', delta }, 'invalid-amount');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('passTime hours %s → invalid-amount', (hours) => {
    const stable = act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    expectRefused(stable, { type: 'passTime', hours }, 'invalid-amount');
  });

  it.each([-1, Number.NaN, Number.NEGATIVE_INFINITY])('revivify minutesSinceRecuo %s → invalid-amount', (minutesSinceRecuo) => {
    const dead = run(dying('srd-2024'), saves(1, 1)).creature;
    expectRefused(dead, { type: 'revivify', minutesSinceRecuo }, 'invalid-amount');
  });

  it.each([-1, 1.5, Number.NaN])('removeFailures count %s → invalid-amount', (count) => {
    expectRefused(run(dying('databook'), saves(5)).creature, { type: 'removeFailures', count }, 'invalid-amount');
  });

  it('a damage adjustment that is not finite → invalid-amount', () => {
    expectRefused(make('srd-2024'), { type: 'damage', amount: 5, adjustment: Number.NaN }, 'invalid-amount');
  });
});

describe('invalid rolls → invalid-roll', () => {
  it.each([0, 21, 1.5, -3, Number.NaN, Number.POSITIVE_INFINITY])('srd-2024 "Hoď 1d20": a death save roll of %s → invalid-roll', (roll) => {
    expectRefused(dying('srd-2024'), { type: 'deathSave', roll }, 'invalid-roll');
  });

  it.each(PRESET_IDS)('decision "dispatch must require a roll": %s death save with no roll and no rng → invalid-roll', (preset) => {
    expectRefused(dying(preset), { type: 'deathSave' }, 'invalid-roll');
  });

  it('decision: an rng that returns values outside [0, 1) does not make a d20 of 21', () => {
    const c = dying('srd-2024');
    const r = dispatch(c, { type: 'deathSave' }, { rng: () => 1 });
    if (r.error) {
      expect(r.creature).toBe(c);
    } else {
      const save = r.events.find((e) => e.type === 'death-save');
      expect(save?.values.roll).toBeLessThanOrEqual(20);
    }
  });

  it.each([0, 5, 2.5])('srd-2024 "po 1d4 hodinách": a stabilize wakeRoll of %s → invalid-roll', (wakeRoll) => {
    expectRefused(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll }, 'invalid-roll');
  });

  it('decision "if a die is needed and neither a typed value nor ctx.rng is given, refuse with invalid-roll": srd-2024 stabilizing with no wake d4 and no rng → invalid-roll', () => {
    // srd-2024 "Stabilizovaný tvor, který není léčen, získá zpět 1 Život po 1d4 hodinách": the d4 is needed.
    expectRefused(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit' }, 'invalid-roll');
  });

  it('decision "dispatch must require a roll": srd-2024 third success with no wake d4 and no rng → invalid-roll', () => {
    const c = run(dying('srd-2024'), saves(12, 12)).creature;
    expectRefused(c, { type: 'deathSave', roll: 12 }, 'invalid-roll');
  });

  it.each<[string, Record<string, unknown>]>([
    ['the kept roll is not one of the two', { roll: 12, rolls: [3, 4] }],
    ['a d20 of 21', { roll: 3, rolls: [3, 21] }],
    ['a d20 of 0', { roll: 3, rolls: [0, 3] }],
    ['a fractional d20', { roll: 3, rolls: [3, 1.5] }],
    ['one die', { roll: 3, rolls: [3] }],
    ['three dice', { roll: 3, rolls: [3, 4, 5] }],
    ['a string', { roll: 3, rolls: '3,15' }],
    ['no kept roll', { rolls: [3, 15] }],
  ])('databook "Vantagem" / "Desvantagem": a death save whose two d20s (rolls) are bad (%s) → invalid-roll', (_name, fields) => {
    // Refused whatever the dice: an rng does not make up the kept roll either.
    expectRefused(dying('databook', { resources: { advantage: true } }), { type: 'deathSave', ...fields }, 'invalid-roll');
    expectRefused(dying('databook', { resources: { advantage: true } }), { type: 'deathSave', ...fields }, 'invalid-roll', { rng: () => 0.5 });
  });

  it.each([0, 5, 2.5])('srd-2024 "po 1d4 hodinách": a damage wakeRoll of %s (the autoStabilize die) → invalid-roll', (wakeRoll) => {
    expectRefused(make('srd-2024', { currentHp: 5, resources: { autoStabilizeUses: 1 } }), { type: 'damage', amount: 7, wakeRoll }, 'invalid-roll');
  });

  it.each([0, 5])('srd-2024 "po 1d4 hodinách": a death-save wakeRoll of %s → invalid-roll', (wakeRoll) => {
    const c = run(dying('srd-2024'), saves(12, 12)).creature;
    expectRefused(c, { type: 'deathSave', roll: 12, wakeRoll }, 'invalid-roll');
  });
});

describe('invalid checks → invalid-check', () => {
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('Wisdom (Medicine) check %s → invalid-check', (check) => {
    expectRefused(dying('srd-2024'), { type: 'stabilize', method: 'medicine', check, wakeRoll: 1 }, 'invalid-check');
  });

  it.each([1.5, Number.NaN])('first aid check %s → invalid-check', (check) => {
    const ko = act(make('srd-2024', { maxHp: 10, currentHp: 2 }), { type: 'damage', amount: 5, melee: true, knockOut: true }).creature;
    expectRefused(ko, { type: 'firstAid', check }, 'invalid-check');
  });

  it.each([1.5, Number.NaN])('captivity save %s → invalid-check', (save) => {
    let c = make('plano-espiritual', { nature: 'desencarnado', maxHp: 12, currentHp: 6 });
    c = run(c, [{ type: 'damage', amount: 18 }, { type: 'resolveRecuo', zone: 'abismal' }]).creature;
    expectRefused(c, { type: 'captivityDay', save }, 'invalid-check');
  });
});

describe('unknown actions → unknown-action', () => {
  it.each([{ type: 'fly' }, { type: 'DAMAGE', amount: 3 }, {}, { type: 42 }])('%o → unknown-action', (action) => {
    expectRefused(make('srd-2024'), action, 'unknown-action');
  });

  it.each([null, undefined, 42, 'damage', []])('decision "guard against a non-object": %o is refused, creature untouched', (action) => {
    const c = make('srd-2024');
    const r = dispatch(c, action as never);
    expect(r.error?.code).toBe('unknown-action');
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });
});

describe('actions that do not fit the creature', () => {
  const dead = (): Creature => run(dying('databook'), saves(1, 1)).creature;

  it.each(PRESET_IDS)('RULES.md "a death save for a creature that is not dying": %s alive → not-dying', (preset) => {
    expectRefused(make(preset), { type: 'deathSave', roll: 10 }, 'not-dying');
  });

  it.each(PRESET_IDS)('RULES.md "healing the dead": %s → cannot-heal-dead', (preset) => {
    expectRefused(run(dying(preset), saves(1, 1)).creature, { type: 'heal', amount: 10 }, 'cannot-heal-dead');
  });

  it('decision: damage or temporary HP on the dead → not-alive', () => {
    expectRefused(dead(), { type: 'damage', amount: 1 }, 'not-alive');
    expectRefused(dead(), { type: 'tempHp', amount: 1 }, 'not-alive');
  });

  it('decision: stabilizing the living → not-at-zero', () => {
    expectRefused(make('databook'), { type: 'stabilize', method: 'effect' }, 'not-at-zero');
  });

  it('decision: Passe (Amparo) outside plano-espiritual → method-unavailable', () => {
    expectRefused(dying('databook'), { type: 'stabilize', method: 'passe-amparo' }, 'method-unavailable');
  });

  it('decision: an unknown stabilize method is refused, creature untouched', () => {
    const c = dying('databook');
    const r = dispatch(c, { type: 'stabilize', method: 'prayer' } as never);
    expect(r.error).toBeDefined();
    expect(r.creature).toBe(c);
  });

  it('decision: Medicine without a check → check-required', () => {
    expectRefused(dying('databook'), { type: 'stabilize', method: 'medicine' }, 'check-required');
  });

  it('decision: a Long Rest at 0 HP → long-rest-needs-hp', () => {
    expectRefused(dying('databook'), { type: 'longRest' }, 'long-rest-needs-hp');
  });

  it('decision: Recuo actions outside Recuo → not-in-recuo', () => {
    expectRefused(make('plano-espiritual', { nature: 'desencarnado' }), { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 }, 'not-in-recuo');
  });

  it('decision: an unknown zone is refused, creature untouched', () => {
    let c = make('plano-espiritual', { nature: 'desencarnado', maxHp: 12, currentHp: 6 });
    c = act(c, { type: 'damage', amount: 18 }).creature;
    const r = dispatch(c, { type: 'resolveRecuo', zone: 'lunar' } as never);
    expect(r.error).toBeDefined();
    expect(r.creature).toBe(c);
  });

  it('decision: rescue of a creature that is not Capturado → not-captured', () => {
    let c = make('plano-espiritual', { nature: 'desencarnado', maxHp: 12, currentHp: 6 });
    c = run(c, [{ type: 'damage', amount: 18 }, { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 }]).creature;
    expectRefused(c, { type: 'rescue' }, 'not-captured');
  });

  it('decision: raise dead on the living → not-dead', () => {
    expectRefused(make('databook'), { type: 'raiseDead', spell: 'resurrection' }, 'not-dead');
  });

  it('decision: first aid on a creature that is not knocked out → not-knocked-out', () => {
    expectRefused(dying('srd-2024'), { type: 'firstAid', check: 20 }, 'not-knocked-out');
  });
});

describe('configure → invalid-patch', () => {
  it.each([
    { name: '' },
    { name: '   ' },
    { name: 'x'.repeat(121) },
    { maxHp: 0 },
    { maxHp: -5 },
    { maxHp: 2.5 },
    { maxHp: Number.NaN },
    { maxHp: 100001 },
    { preset: 'pathfinder' },
    { role: 'boss' },
    { nature: 'ghost' },
    { defenses: { resistances: ['sonic'] } },
    { resources: { failuresToDie: 0 } },
    { resources: { successesToStabilize: 11 } },
    { resources: { extraDie: 5 } },
    { resources: { bonus: 21 } },
    { resources: { failureToSuccessUses: -1 } },
    { resources: { regainOnDropUses: 1.5 } },
  ])('decision "configure: validate": %o → invalid-patch', (patch) => {
    expectRefused(make('srd-2024'), { type: 'configure', patch }, 'invalid-patch');
  });

  it('decision configure: lowering the maximum keeps current ≤ maximum (20/20 → max 12 → 12/12)', () => {
    const r = act(make('srd-2024'), { type: 'configure', patch: { maxHp: 12 } });
    expect(r.creature.hp.max).toBe(12);
    expect(r.creature.hp.current).toBe(12);
  });

  it('decision configure: raising the maximum gives no HP (20/20 → max 30 → 20/30)', () => {
    const r = act(make('srd-2024'), { type: 'configure', patch: { maxHp: 30 } });
    expect(r.creature.hp.current).toBe(20);
  });
});

describe('createCreature validates its init (decision: throws a RangeError)', () => {
  it.each([
    { maxHp: 0 },
    { maxHp: -1 },
    { maxHp: 1.5 },
    { maxHp: Number.NaN },
    { maxHp: Number.POSITIVE_INFINITY },
    { name: '' },
    { currentHp: -1 },
    { currentHp: 21 },
    { tempHp: -2 },
    { resistances: ['sonic'] },
    { immunities: ['everything'] },
    { preset: 'pathfinder' },
  ])('%o → RangeError', (bad) => {
    expect(() => createCreature({ name: 'Caio', preset: 'srd-2024', maxHp: 20, ...bad } as never)).toThrow(RangeError);
  });

  it('decision "defaults": character, incarnate, full HP, no temp, 3/3, counts 0, alive, awake', () => {
    const c = createCreature({ name: 'Ana', preset: 'databook', maxHp: 15 });
    expect(c).toMatchObject({
      name: 'Ana',
      preset: 'databook',
      role: 'character',
      nature: 'incarnate',
      hp: { current: 15, max: 15, temp: 0, maxReduction: 0 },
      deathSaves: { successes: 0, failures: 0 },
      status: 'alive',
      conditions: [],
      exhaustion: 0,
      exhaustionNeedsLight: 0,
      knockedOut: false,
      stableHoursUntilWake: null,
      record: { damageAtZero: false, resourceAltered: null },
      options: { tempHpAbsorbCountsAtZero: false },
    });
    expect(c.resources).toMatchObject({ failuresToDie: 3, successesToStabilize: 3, advantage: false, disadvantage: false, bonus: 0, extraDie: 0 });
    expect(c.recuo).toBeUndefined();
  });

  it('decision: a character created at 0 HP is dying; a minion created at 0 HP is dead', () => {
    expect(createCreature({ name: 'x', preset: 'srd-2024', maxHp: 10, currentHp: 0 }).status).toBe('dying');
    expect(createCreature({ name: 'x', preset: 'srd-2024', maxHp: 10, currentHp: 0, role: 'minion' }).status).toBe('dead');
  });

  it('RULES.md: a creature is plain data: it survives a JSON round trip', () => {
    const c = dying('plano-espiritual', { nature: 'desencarnado' });
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});

describe('conditions and concentration (RULES.md "Conditions and concentration": "Refusals (same creature, no events, a code)")', () => {
  const given = (...actions: Action[]): Creature => run(make('srd-2024', { maxHp: 40 }), actions).creature;
  const concentrating = (): Creature => given({ type: 'concentrate', on: 'Bless' });

  it.each(['blinded', 'prone', 'incapacitated', 'unconscious'])('"removing a condition the creature does not have": %s → no-such-condition', (condition) => {
    expectRefused(given({ type: 'addCondition', condition: 'poisoned' }), { type: 'removeCondition', condition }, 'no-such-condition');
  });

  it('Incapacitated that Stunned includes is derived, not a condition it has: removing it → no-such-condition', () => {
    expectRefused(given({ type: 'addCondition', condition: 'stunned' }), { type: 'removeCondition', condition: 'incapacitated' }, 'no-such-condition');
  });

  it.each<[string, unknown]>([
    ['an unknown id', 'sleepy'],
    ['a capitalised id', 'Poisoned'],
    ['the empty string', ''],
    ['a number', 3],
    ['no condition', undefined],
    ['Exhaustion (the number exhaustion, not a condition id)', 'exhaustion'],
    ['plano-espiritual Dispersão (the rules\' own)', 'dispersao'],
    ['plano-espiritual Fixação Monoideica (the rules\' own)', 'fixacao-monoideica'],
  ])('condition ids: %s → invalid-condition, on adding, removing and saving', (_name, condition) => {
    const c = given({ type: 'addCondition', condition: 'poisoned' });
    expectRefused(c, { type: 'addCondition', condition }, 'invalid-condition');
    expectRefused(c, { type: 'removeCondition', condition }, 'invalid-condition');
    expectRefused(c, { type: 'conditionSave', condition, roll: 10 }, 'invalid-condition');
  });

  it.each<[string, unknown]>([
    ['0 rounds', { kind: 'rounds', rounds: 0 }],
    ['−1 rounds', { kind: 'rounds', rounds: -1 }],
    ['1.5 rounds', { kind: 'rounds', rounds: 1.5 }],
    [`${LIMITS.rounds + 1} rounds`, { kind: 'rounds', rounds: LIMITS.rounds + 1 }],
    ['rounds as a string', { kind: 'rounds', rounds: '3' }],
    ['a save DC of 31', { kind: 'save', ability: 'con', dc: 31 }],
    ['a save DC of 0', { kind: 'save', ability: 'con', dc: 0 }],
    ['a save DC of 12.5', { kind: 'save', ability: 'con', dc: 12.5 }],
    ['an unknown ability', { kind: 'save', ability: 'luck', dc: 12 }],
    ['a save with no ability', { kind: 'save', dc: 12 }],
    ['a turn with an empty name', { kind: 'turn', edge: 'start', of: 'ogre', name: '' }],
    ['a turn with a blank name', { kind: 'turn', edge: 'start', of: 'ogre', name: '   ' }],
    ['a turn with an over-long name', { kind: 'turn', edge: 'start', of: 'ogre', name: 'x'.repeat(LIMITS.nameLength + 1) }],
    ['a turn of nobody', { kind: 'turn', edge: 'start', of: '', name: 'Ogre' }],
    ['a turn key over the id length', { kind: 'turn', edge: 'start', of: 'k'.repeat(LIMITS.idLength + 1), name: 'Ogre' }],
    ['a turn with an unknown edge', { kind: 'turn', edge: 'middle', of: 'ogre', name: 'Ogre' }],
    ['an unknown kind', { kind: 'forever' }],
    ['no kind', { rounds: 3 }],
    ['null', null],
    ['a string', 'rounds'],
  ])('invalid durations: %s → invalid-duration', (_name, duration) => {
    expectRefused(make('srd-2024'), { type: 'addCondition', condition: 'poisoned', duration }, 'invalid-duration');
  });

  it.each([1, LIMITS.rounds])('the bounds of a rounds duration are kept: %i rounds is accepted', (rounds) => {
    expect(dispatch(make('srd-2024'), { type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds } }).error).toBeUndefined();
  });

  it.each([1, LIMITS.saveDc])('the bounds of a save DC are kept: DC %i is accepted', (dc) => {
    expect(dispatch(make('srd-2024'), { type: 'addCondition', condition: 'poisoned', duration: { kind: 'save', ability: 'wis', dc } }).error).toBeUndefined();
  });

  const outOfPlay: Array<[string, () => Creature]> = [
    ['dead', () => run(dying('srd-2024'), saves(1, 1)).creature],
    ['in Recuo', () => run(dying('plano-espiritual', { nature: 'desencarnado' }), saves(1, 1)).creature],
    ['dispersed', () => act(make('plano-espiritual', { nature: 'desencarnado', role: 'minion', currentHp: 3 }), { type: 'damage', amount: 5 }).creature],
    ['dissolved', () => act(make('plano-espiritual', { nature: 'thought-form', currentHp: 3 }), { type: 'damage', amount: 5 }).creature],
  ];

  it.each(outOfPlay)('"adding or removing conditions on a creature that is not alive, stable or dying": %s → not-alive', (_name, out) => {
    const c = out();
    expectRefused(c, { type: 'addCondition', condition: 'poisoned' }, 'not-alive');
    expectRefused(c, { type: 'addCondition', condition: 'prone', duration: { kind: 'rounds', rounds: 2 } }, 'not-alive');
    expectRefused(c, { type: 'removeCondition', condition: 'unconscious' }, 'not-alive');
  });

  it.each<[string, () => Creature]>([
    ['Incapacitated', () => given({ type: 'addCondition', condition: 'incapacitated' })],
    ['Paralyzed', () => given({ type: 'addCondition', condition: 'paralyzed' })],
    ['Petrified', () => given({ type: 'addCondition', condition: 'petrified' })],
    ['Stunned', () => given({ type: 'addCondition', condition: 'stunned' })],
    ['Unconscious (a Sleep effect)', () => given({ type: 'addCondition', condition: 'unconscious' })],
    ['knocked out', () => act(make('srd-2024', { currentHp: 3 }), { type: 'damage', amount: 5, melee: true, knockOut: true }).creature],
    ['dying at 0 HP', () => dying('srd-2024')],
    ['stable at 0 HP', () => act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }).creature],
    ['dead', () => run(dying('srd-2024'), saves(1, 1)).creature],
    ['in Recuo', () => run(dying('plano-espiritual', { nature: 'desencarnado' }), saves(1, 1)).creature],
  ])('"concentrate while Incapacitated, at 0 HP or not alive": %s → cannot-concentrate', (_name, creature) => {
    expectRefused(creature(), { type: 'concentrate', on: 'Bless' }, 'cannot-concentrate');
  });

  it.each(['', '   ', '\u200B', 'x'.repeat(LIMITS.nameLength + 1), 42, undefined])('concentrate needs "a non-empty name": %j → invalid-name', (on) => {
    expectRefused(make('srd-2024'), { type: 'concentrate', on }, 'invalid-name');
  });

  it('"endConcentration when not concentrating" → not-concentrating', () => {
    expectRefused(make('srd-2024'), { type: 'endConcentration' }, 'not-concentrating');
  });

  it.each<[string, () => Creature]>([
    ['not concentrating', () => make('srd-2024')],
    ['concentrating, no damage taken', concentrating],
    ['a save already passed', () => run(concentrating(), [{ type: 'damage', amount: 12 }, { type: 'concentrationSave', roll: 15 }]).creature],
  ])('"concentrationSave: refused when no save is due": %s → no-save-due', (_name, creature) => {
    expectRefused(creature(), { type: 'concentrationSave', roll: 15 }, 'no-save-due');
  });

  it.each([0, 21, 1.5, Number.NaN, '12'])('concentrationSave "roll (the natural d20, 1..20)": %s → invalid-roll', (roll) => {
    expectRefused(run(concentrating(), [{ type: 'damage', amount: 12 }]).creature, { type: 'concentrationSave', roll }, 'invalid-roll');
  });

  it('concentrationSave with no roll and no rng → invalid-roll (dispatch must be given the die)', () => {
    expectRefused(run(concentrating(), [{ type: 'damage', amount: 12 }]).creature, { type: 'concentrationSave' }, 'invalid-roll');
  });

  it.each([Number.NaN, 1.5, Number.POSITIVE_INFINITY])('concentrationSave and conditionSave with a bonus of %s → invalid-amount', (bonus) => {
    expectRefused(run(concentrating(), [{ type: 'damage', amount: 12 }]).creature, { type: 'concentrationSave', roll: 10, bonus }, 'invalid-amount');
    const held = given({ type: 'addCondition', condition: 'restrained', duration: { kind: 'save', ability: 'str', dc: 12 } });
    expectRefused(held, { type: 'conditionSave', condition: 'restrained', roll: 10, bonus }, 'invalid-amount');
  });

  it.each<[string, Action[]]>([
    ['a condition it does not have', []],
    ['a condition that lasts until removed', [{ type: 'addCondition', condition: 'restrained' }]],
    ['a condition that lasts 2 rounds', [{ type: 'addCondition', condition: 'restrained', duration: { kind: 'rounds', rounds: 2 } }]],
  ])('conditionSave for %s → no-save-due', (_name, setup) => {
    expectRefused(given(...setup), { type: 'conditionSave', condition: 'restrained', roll: 20 }, 'no-save-due');
  });

  it.each([0, 21, 2.5])('conditionSave with a roll of %s → invalid-roll', (roll) => {
    const held = given({ type: 'addCondition', condition: 'restrained', duration: { kind: 'save', ability: 'str', dc: 12 } });
    expectRefused(held, { type: 'conditionSave', condition: 'restrained', roll }, 'invalid-roll');
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown edge', { edge: 'middle', of: 'ogre', self: false }],
    ['nobody\'s turn', { edge: 'start', of: '', self: false }],
    ['a key over the id length', { edge: 'start', of: 'k'.repeat(LIMITS.idLength + 1), self: false }],
    ['self not a boolean', { edge: 'end', of: 'ogre', self: 'yes' }],
    ['no self', { edge: 'end', of: 'ogre' }],
  ])('turnEdge with %s → unknown-action', (_name, fields) => {
    expectRefused(given({ type: 'addCondition', condition: 'poisoned', duration: { kind: 'rounds', rounds: 1 } }), { type: 'turnEdge', ...fields }, 'unknown-action');
  });
});

describe('error codes', () => {
  it('every refusal code used in these tests is one of ERROR_CODES', () => {
    const used = [
      'invalid-amount', 'invalid-roll', 'invalid-check', 'unknown-action', 'not-dying', 'cannot-heal-dead', 'not-alive',
      'not-at-zero', 'method-unavailable', 'check-required', 'long-rest-needs-hp', 'not-in-recuo', 'not-captured',
      'not-dead', 'not-knocked-out', 'invalid-patch', 'invalid-condition', 'invalid-duration', 'no-such-condition',
      'unconscious-at-zero', 'not-concentrating', 'cannot-concentrate', 'no-save-due', 'invalid-name',
    ];
    for (const code of used) expect(ERROR_CODES).toContain(code);
  });
});
