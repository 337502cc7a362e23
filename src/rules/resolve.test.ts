// @vitest-environment node
// resolveAction: every die an action may use, rolled once and typed in, so that a sheet's log
// folds to the same creature on every device (STYLE.md practice 10: "dice are resolved before
// an entry is written"; practice 4: "every roll can also be typed in"). Expected dice and
// outcomes are worked by hand from the seeds and RULES.md, not read off the code.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCreature, dispatch, LIMITS, PRESET_IDS, resolveAction, STABILIZE_METHODS, ZONES } from './index';
import type { Action, Creature, CreatureInit, DeathSaveResources, DispatchResult, PresetId, RulesEvent } from './index';
import { amount, combos, die, everyActionArb, hostileActionArb, initArb, opt, resourcesArb } from './test-arbitraries';
import { act, deepFreeze, diceRng, dying, eventOf, make, mulberry32, run, saves } from './test-helpers';

const NUM_RUNS = 1000;

/** Dice planned in order (as test-helpers' dice), counting how many resolveAction drew. */
function plan(...dice: Array<[value: number, sides: number]>): { rng: () => number; drawn: () => number } {
  const next = diceRng(...dice);
  let drawn = 0;
  return { rng: () => { drawn += 1; return next(); }, drawn: () => drawn };
}

/** An rng that must not be called: a resolved action needs no dice. */
const noDice = (): number => {
  throw new Error('a die was rolled');
};

const withRes = (resources: Partial<DeathSaveResources>, preset: PresetId = 'databook'): Creature => dying(preset, { resources });
const desencarnado = (init: Partial<CreatureInit> = {}): Creature => make('plano-espiritual', { nature: 'desencarnado', ...init });
/** plano-espiritual "Com três falhas, sofre Recuo": a desencarnado character in Recuo, zone not yet chosen. */
const inRecuo = (): Creature => run(dying('plano-espiritual', { nature: 'desencarnado' }), saves(5, 5, 5)).creature;
/** "Abismal (abismo, Trevas). Capturado." */
const captive = (): Creature => act(inRecuo(), { type: 'resolveRecuo', zone: 'abismal' }).creature;
const saveEvent = (events: RulesEvent[]) => eventOf(events, 'death-save')?.values;

describe('death saves: the d20, the two d20s of advantage or disadvantage, the extra die, the wake d4', () => {
  it('databook "Testes de Morte", no resource: one d20 (14), then the wake d4 (3), in that order', () => {
    const dice = plan([14, 20], [3, 4]);
    expect(resolveAction(withRes({}), { type: 'deathSave' }, dice.rng)).toEqual({ type: 'deathSave', roll: 14, wakeRoll: 3 });
    expect(dice.drawn()).toBe(2);
  });

  it('databook "Vantagem em Testes de Morte": two d20 (3 and 15), the higher is kept, both recorded; the event reads as when dispatch rolled', () => {
    const c = withRes({ advantage: true });
    const resolved = resolveAction(c, { type: 'deathSave' }, plan([3, 20], [15, 20], [2, 4]).rng);
    expect(resolved).toEqual({ type: 'deathSave', roll: 15, rolls: [3, 15], wakeRoll: 2 });
    const folded = dispatch(c, resolved);
    expect(saveEvent(folded.events)).toMatchObject({ roll: 15, rolls: '3,15', result: 'success' });
    expect(folded).toEqual(dispatch(c, { type: 'deathSave' }, { rng: diceRng([3, 20], [15, 20]) }));
  });

  it('databook "Desvantagem em Testes de Morte": two d20 (15 and 3), the lower is kept, in the order rolled', () => {
    const c = withRes({ disadvantage: true });
    const resolved = resolveAction(c, { type: 'deathSave' }, plan([15, 20], [3, 20], [2, 4]).rng);
    expect(resolved).toEqual({ type: 'deathSave', roll: 3, rolls: [15, 3], wakeRoll: 2 });
    const folded = dispatch(c, resolved);
    expect(saveEvent(folded.events)).toMatchObject({ roll: 3, rolls: '15,3', result: 'failure' });
    expect(folded).toEqual(dispatch(c, { type: 'deathSave' }, { rng: diceRng([15, 20], [3, 20]) }));
  });

  it('D&D 2024: advantage and disadvantage cancel, one d20 and no rolls', () => {
    const dice = plan([9, 20], [1, 4]);
    expect(resolveAction(withRes({ advantage: true, disadvantage: true }), { type: 'deathSave' }, dice.rng))
      .toEqual({ type: 'deathSave', roll: 9, wakeRoll: 1 });
    expect(dice.drawn()).toBe(2);
  });

  it('databook "rolar dado extra" (+1d6): d20 8, extra 4, wake 1 → the fold totals 12, a success', () => {
    const c = withRes({ extraDie: 6 });
    const resolved = resolveAction(c, { type: 'deathSave' }, plan([8, 20], [4, 6], [1, 4]).rng);
    expect(resolved).toEqual({ type: 'deathSave', roll: 8, extraRoll: 4, wakeRoll: 1 });
    expect(saveEvent(dispatch(c, resolved).events)).toMatchObject({ roll: 8, extra: 4, total: 12, result: 'success' });
  });

  it('advantage and an extra d4: both d20s first, then the extra die, then the wake die', () => {
    const resolved = resolveAction(withRes({ advantage: true, extraDie: 4 }), { type: 'deathSave' }, plan([6, 20], [2, 20], [3, 4], [4, 4]).rng);
    expect(resolved).toEqual({ type: 'deathSave', roll: 6, rolls: [6, 2], extraRoll: 3, wakeRoll: 4 });
  });

  it('no extra die on the creature: no extraRoll is made up', () => {
    expect(resolveAction(withRes({}), { type: 'deathSave' }, plan([10, 20], [2, 4]).rng)).not.toHaveProperty('extraRoll');
  });

  it('srd-2024 "Stabilizovaný tvor ... získá zpět 1 Život po 1d4 hodinách": the third success, resolved (d20 15, d4 3), folds with no rng to Stable, waking in 3 hours', () => {
    const c = run(dying('srd-2024'), saves(12, 12)).creature;
    const r = dispatch(c, resolveAction(c, { type: 'deathSave' }, plan([15, 20], [3, 4]).rng));
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('stable');
    expect(r.creature.stableHoursUntilWake).toBe(3);
  });

  it.each<[string, Partial<DeathSaveResources>, Record<string, unknown>, Array<[number, number]>, Record<string, unknown>]>([
    ['a typed roll with advantage is the kept die: only the wake die is rolled', { advantage: true }, { roll: 7 }, [[2, 4]], { roll: 7, wakeRoll: 2 }],
    ['two d20s and the kept one', { advantage: true }, { roll: 15, rolls: [3, 15] }, [[2, 4]], { roll: 15, rolls: [3, 15], wakeRoll: 2 }],
    ['every die typed: nothing is rolled', { advantage: true, extraDie: 6 }, { roll: 7, extraRoll: 2, wakeRoll: 4 }, [], { roll: 7, extraRoll: 2, wakeRoll: 4 }],
    ['a typed roll and an extra d6 to roll', { extraDie: 6 }, { roll: 7 }, [[5, 6], [1, 4]], { roll: 7, extraRoll: 5, wakeRoll: 1 }],
    ['an invalid roll', { advantage: true }, { roll: 25 }, [[1, 4]], { roll: 25, wakeRoll: 1 }],
    ['an invalid extra die', { extraDie: 4 }, { roll: 5, extraRoll: 9 }, [[1, 4]], { roll: 5, extraRoll: 9, wakeRoll: 1 }],
    ['an invalid wake die', {}, { wakeRoll: 0 }, [[11, 20]], { roll: 11, wakeRoll: 0 }],
    ['two d20s without the kept one: no d20 is made up', { advantage: true }, { rolls: [3, 15] }, [[1, 4]], { rolls: [3, 15], wakeRoll: 1 }],
  ])('typed values are kept, even invalid ones (%s)', (_name, resources, typed, dice, filled) => {
    const planned = plan(...dice);
    expect(resolveAction(withRes(resources), { type: 'deathSave', ...typed } as Action, planned.rng)).toEqual({ type: 'deathSave', ...filled });
    expect(planned.drawn()).toBe(dice.length);
  });

  it('a typed bad roll stays bad: the fold refuses it with invalid-roll, as dispatch with an rng does', () => {
    const c = withRes({ advantage: true });
    for (const bad of [{ roll: 25 }, { rolls: [3, 15] }, { roll: 12, rolls: [3, 4] }]) {
      const action = { type: 'deathSave', ...bad } as Action;
      expect(dispatch(c, resolveAction(c, action, mulberry32(7))).error?.code).toBe('invalid-roll');
      expect(dispatch(c, action, { rng: mulberry32(7) }).error?.code).toBe('invalid-roll');
    }
  });
});

describe('stabilizing and damage: the srd-2024 wake d4', () => {
  it('srd-2024 healer\'s kit: the 1d4 hours (2) are filled; the fold is Stable, waking in 2 hours', () => {
    const c = dying('srd-2024');
    const resolved = resolveAction(c, { type: 'stabilize', method: 'healers-kit' }, plan([2, 4]).rng);
    expect(resolved).toEqual({ type: 'stabilize', method: 'healers-kit', wakeRoll: 2 });
    expect(dispatch(c, resolved).creature.stableHoursUntilWake).toBe(2);
  });

  it('a typed wake die is kept, nothing rolled', () => {
    expect(resolveAction(dying('srd-2024'), { type: 'stabilize', method: 'medicine', check: 12, wakeRoll: 4 }, noDice))
      .toEqual({ type: 'stabilize', method: 'medicine', check: 12, wakeRoll: 4 });
  });

  it('databook "não recupera PV automaticamente": the die is filled all the same, and the fold ignores it', () => {
    const c = dying('databook');
    const r = dispatch(c, resolveAction(c, { type: 'stabilize', method: 'effect' }, plan([3, 4]).rng));
    expect(r.creature.status).toBe('stable');
    expect(r.creature.stableHoursUntilWake).toBeNull();
  });

  it('databook "estabilizar automaticamente" in srd-2024: damage 7 at 5 HP resolves its wake d4 (2); the fold is Stable for 2 hours', () => {
    const c = make('srd-2024', { currentHp: 5, resources: { autoStabilizeUses: 1 } });
    const resolved = resolveAction(c, { type: 'damage', amount: 7 }, plan([2, 4]).rng);
    expect(resolved).toEqual({ type: 'damage', amount: 7, wakeRoll: 2 });
    const r = dispatch(c, resolved);
    expect(r.creature.status).toBe('stable');
    expect(r.creature.stableHoursUntilWake).toBe(2);
  });

  it('damage that stabilizes nothing: the filled die changes nothing', () => {
    const c = make('srd-2024', { currentHp: 15 });
    const resolved = resolveAction(c, { type: 'damage', amount: 7, damageType: 'fire' }, plan([4, 4]).rng);
    expect(dispatch(c, resolved)).toEqual(dispatch(c, { type: 'damage', amount: 7, damageType: 'fire' }));
  });
});

describe('Recuo (plano-espiritual "Recuo Perispiritual"): the zone\'s dice, in the order the zone rolls them', () => {
  it('Leve "após 1d4 dias": the d4 (3) only → the fold wakes at a post in 72 hours', () => {
    const c = inRecuo();
    const dice = plan([3, 4]);
    const resolved = resolveAction(c, { type: 'resolveRecuo', zone: 'leve' }, dice.rng);
    expect(resolved).toEqual({ type: 'resolveRecuo', zone: 'leve', wakeRoll: 3 });
    expect(dice.drawn()).toBe(1);
    expect(dispatch(c, resolved).creature.recuo).toMatchObject({ outcome: 'posto', hoursUntilWake: 72 });
  });

  it('Moderada "1d4 horas depois, Perdido ... a 1d6 km": d4 2 then d6 5', () => {
    const c = inRecuo();
    const resolved = resolveAction(c, { type: 'resolveRecuo', zone: 'moderada' }, plan([2, 4], [5, 6]).rng);
    expect(resolved).toEqual({ type: 'resolveRecuo', zone: 'moderada', wakeRoll: 2, distanceRoll: 5 });
    expect(dispatch(c, resolved).creature.recuo).toMatchObject({ outcome: 'perdido', hoursUntilWake: 2, distanceKm: 5 });
  });

  it('Densa, the seed\'s example "Rola 5 no d6: uma falange o captura": the zone d6 first; the Perdido dice are filled after it', () => {
    const c = inRecuo();
    const resolved = resolveAction(c, { type: 'resolveRecuo', zone: 'densa' }, plan([5, 6], [1, 4], [2, 6]).rng);
    expect(resolved).toEqual({ type: 'resolveRecuo', zone: 'densa', roll: 5, wakeRoll: 1, distanceRoll: 2 });
    expect(dispatch(c, resolved).creature.recuo).toMatchObject({ outcome: 'capturado', zoneRoll: 5 });
  });

  it('Densa "1–3 Perdido (como acima)": d6 2, d4 4, d6 3 → Perdido, 4 hours, 3 km', () => {
    const c = inRecuo();
    const resolved = resolveAction(c, { type: 'resolveRecuo', zone: 'densa' }, plan([2, 6], [4, 4], [3, 6]).rng);
    expect(dispatch(c, resolved).creature.recuo).toMatchObject({ outcome: 'perdido', zoneRoll: 2, hoursUntilWake: 4, distanceKm: 3 });
  });

  it('Densa with the zone d6 typed (5): only the other two are rolled', () => {
    expect(resolveAction(inRecuo(), { type: 'resolveRecuo', zone: 'densa', roll: 5 }, plan([1, 4], [2, 6]).rng))
      .toEqual({ type: 'resolveRecuo', zone: 'densa', roll: 5, wakeRoll: 1, distanceRoll: 2 });
  });

  it('Abismal "Capturado": no die', () => {
    expect(resolveAction(inRecuo(), { type: 'resolveRecuo', zone: 'abismal' }, noDice)).toEqual({ type: 'resolveRecuo', zone: 'abismal' });
  });

  it('an unknown zone: nothing filled (dispatch refuses it)', () => {
    expect(resolveAction(inRecuo(), { type: 'resolveRecuo', zone: 'lunar' } as never, noDice)).toEqual({ type: 'resolveRecuo', zone: 'lunar' });
  });
});

describe('a day of captivity (Abismal "salvaguarda de Sabedoria CD 13")', () => {
  it('d20 9 + bonus 3 = 12: the save total is filled; the fold fails it and gives Fixação Monoideica', () => {
    const c = captive();
    const resolved = resolveAction(c, { type: 'captivityDay', bonus: 3 }, plan([9, 20]).rng);
    expect(resolved).toEqual({ type: 'captivityDay', bonus: 3, save: 12 });
    const r = dispatch(c, resolved);
    expect(eventOf(r.events, 'captivity-day')?.values).toMatchObject({ save: 12, dc: 13, passed: false });
    expect(r.creature.conditions).toContain('fixacao-monoideica');
  });

  it('no bonus: d20 13 → save 13, passed', () => {
    const c = captive();
    const resolved = resolveAction(c, { type: 'captivityDay' }, plan([13, 20]).rng);
    expect(resolved).toEqual({ type: 'captivityDay', save: 13 });
    expect(eventOf(dispatch(c, resolved).events, 'captivity-day')?.values).toMatchObject({ save: 13, passed: true });
  });

  it('a typed save is kept', () => {
    expect(resolveAction(captive(), { type: 'captivityDay', save: 4, bonus: 2 }, noDice)).toEqual({ type: 'captivityDay', save: 4, bonus: 2 });
  });

  it.each([1.5, Number.NaN, LIMITS.amount + 1, LIMITS.amount - 19])('a bonus dispatch would refuse for a rolled save (%s): no save is made up, and the fold refuses as dispatch does', (bonus) => {
    const c = captive();
    const resolved = resolveAction(c, { type: 'captivityDay', bonus }, noDice);
    expect(resolved).toEqual({ type: 'captivityDay', bonus });
    const folded = dispatch(c, resolved);
    expect(folded.error).toBeDefined();
    expect(folded).toEqual(dispatch(c, { type: 'captivityDay', bonus }, { rng: mulberry32(1) }));
  });
});

/** RULES.md "Conditions and concentration": concentrating on Bless with DC 13 due (27 damage taken). */
const saveDue = (): Creature => run(make('srd-2024', { maxHp: 100 }), [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 27 }]).creature;
/** issue 13 "until a successful save (ability and DC) made at the end of the creature's turn": Restrained, Strength DC 14. */
const held = (): Creature => act(make('srd-2024'), { type: 'addCondition', condition: 'restrained', duration: { kind: 'save', ability: 'str', dc: 14 } }).creature;

describe('RULES.md "concentrationSave: roll (the natural d20)" and issue 13 condition saves: the d20', () => {
  it('concentrationSave: the d20 (13) is filled; the fold passes DC 13 and keeps Bless, as dispatch with the same dice does', () => {
    const c = saveDue();
    const dice = plan([13, 20]);
    const resolved = resolveAction(c, { type: 'concentrationSave' }, dice.rng);
    expect(resolved).toEqual({ type: 'concentrationSave', roll: 13 });
    expect(dice.drawn()).toBe(1);
    const folded = dispatch(c, resolved);
    expect(eventOf(folded.events, 'concentration-save')?.values).toEqual({ on: 'Bless', roll: 13, bonus: 0, bonusFrom: 'sheet', total: 13, dc: 13, passed: true });
    expect(folded).toEqual(dispatch(c, { type: 'concentrationSave' }, { rng: diceRng([13, 20]) }));
  });

  it('concentrationSave with a bonus: d20 9 + 3 = 12 fails DC 13; the fold ends concentration', () => {
    const c = saveDue();
    const resolved = resolveAction(c, { type: 'concentrationSave', bonus: 3 }, plan([9, 20]).rng);
    expect(resolved).toEqual({ type: 'concentrationSave', bonus: 3, roll: 9 });
    expect(dispatch(c, resolved).creature.concentration).toBeNull();
  });

  it('conditionSave: the d20 (15) is filled; the fold passes DC 14 and ends Restrained, as dispatch with the same dice does', () => {
    const c = held();
    const dice = plan([15, 20]);
    const resolved = resolveAction(c, { type: 'conditionSave', condition: 'restrained' }, dice.rng);
    expect(resolved).toEqual({ type: 'conditionSave', condition: 'restrained', roll: 15 });
    expect(dice.drawn()).toBe(1);
    const folded = dispatch(c, resolved);
    expect(folded.creature.conditions).toEqual([]);
    expect(folded).toEqual(dispatch(c, { type: 'conditionSave', condition: 'restrained' }, { rng: diceRng([15, 20]) }));
  });

  it.each<[string, Record<string, unknown>]>([
    ['concentrationSave, a typed roll', { type: 'concentrationSave', roll: 4 }],
    ['concentrationSave, a typed bad roll', { type: 'concentrationSave', roll: 25 }],
    ['conditionSave, a typed roll', { type: 'conditionSave', condition: 'restrained', roll: 4, bonus: 2 }],
    ['conditionSave, a typed bad roll', { type: 'conditionSave', condition: 'restrained', roll: 0 }],
  ])('typed values are kept, nothing rolled (%s)', (_name, action) => {
    expect(resolveAction(held(), action as Action, noDice)).toEqual(action);
  });

  it('no save due: the d20 is filled all the same, and the fold is refused (no-save-due) as dispatch with an rng is', () => {
    const c = make('srd-2024');
    for (const action of [{ type: 'concentrationSave' }, { type: 'conditionSave', condition: 'prone' }] as Action[]) {
      const resolved = resolveAction(c, action, plan([7, 20]).rng);
      expect(resolved).toMatchObject({ roll: 7 });
      expect(dispatch(c, resolved)).toEqual(dispatch(c, action, { rng: mulberry32(3) }));
      expect(dispatch(c, resolved).error?.code).toBe('no-save-due');
    }
  });

  it.each<Action>([
    { type: 'addCondition', condition: 'prone', duration: { kind: 'rounds', rounds: 2 } },
    { type: 'removeCondition', condition: 'restrained' },
    { type: 'concentrate', on: 'Bless' },
    { type: 'endConcentration' },
    { type: 'turnEdge', edge: 'end', of: 'ogre', self: true },
  ])('$type rolls nothing: a plain copy', (action) => {
    const resolved = resolveAction(held(), action, noDice);
    expect(resolved).toEqual(action);
    expect(resolved).not.toBe(action);
  });
});

describe('everything else comes back as it is (a plain copy): nothing to roll', () => {
  const c = make('srd-2024', { currentHp: 10 });
  it.each<Action>([
    { type: 'heal', amount: 5 },
    { type: 'tempHp', amount: 4, keep: 'new' },
    { type: 'firstAid', check: 12 },
    { type: 'removeFailures', count: 1 },
    { type: 'reduceMaxHp', amount: 3 },
    { type: 'restoreMaxHp', amount: 3 },
    { type: 'exhaustion', delta: 1 },
    { type: 'shortRest' },
    { type: 'longRest', lit: true },
    { type: 'passTime', hours: 4 },
    { type: 'revivify', minutesSinceRecuo: 1 },
    { type: 'raiseDead', spell: 'resurrection' },
    { type: 'rescue' },
    { type: 'rescueCaravan' },
    { type: 'configure', patch: { name: 'Ana', defenses: { resistances: ['fire'] } } },
  ])('$type', (action) => {
    const resolved = resolveAction(c, action, noDice);
    expect(resolved).toEqual(action);
    expect(resolved).not.toBe(action);
  });
});

describe('resolveAction never throws: what it cannot use, it leaves for dispatch to refuse', () => {
  const c = withRes({ advantage: true });
  const action: Action = { type: 'deathSave', bonus: 1 };

  it.each<[string, () => unknown]>([
    ['throws', () => { throw new Error('broken dice'); }],
    ['returns 1', () => 1],
    ['returns NaN', () => Number.NaN],
    ['returns −0.1', () => -0.1],
    ['returns a string', () => '0.5'],
  ])('an rng that %s: the action comes back with no die filled (none rather than some)', (_name, rng) => {
    const resolved = resolveAction(c, action, rng as () => number);
    expect(resolved).toEqual(action);
    expect(dispatch(c, resolved).error?.code).toBe('invalid-roll');
  });

  it('an rng that fails on the third die: none of the first two is kept', () => {
    let calls = 0;
    const rng = () => { calls += 1; if (calls === 3) throw new Error('broken'); return 0.5; };
    expect(resolveAction(withRes({ advantage: true, extraDie: 4 }), action, rng)).toEqual(action);
  });

  it('no rng at all', () => {
    expect(resolveAction(c, action, undefined as never)).toEqual(action);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an empty object', {}],
    ['a creature with no resources', { ...withRes({}), resources: undefined }],
    ['a creature whose getter throws', Object.defineProperty({ ...withRes({}) }, 'hp', { get() { throw new Error('boom'); }, enumerable: true })],
  ])('a creature the rules cannot read (%s): nothing filled', (_name, creature) => {
    expect(resolveAction(creature as Creature, action, noDice)).toEqual(action);
  });

  it.each<[string, unknown]>([['null', null], ['a number', 42], ['a string', 'damage'], ['undefined', undefined]])('an action that is not an object (%s) comes back as it is', (_name, bad) => {
    expect(resolveAction(c, bad as Action, noDice)).toBe(bad);
  });

  it('an action whose getter throws comes back as it is; dispatch refuses it', () => {
    const hostile = Object.defineProperty({ type: 'deathSave' }, 'roll', { get() { throw new Error('boom'); }, enumerable: true }) as Action;
    expect(resolveAction(c, hostile, noDice)).toBe(hostile);
    expect(dispatch(c, hostile).error?.code).toBe('unknown-action');
  });

  it('a getter is read once, as dispatch reads it, and the copy is plain data', () => {
    let reads = 0;
    const action = Object.defineProperty({ type: 'stabilize', method: 'effect' }, 'wakeRoll', { get() { reads += 1; return 2; }, enumerable: true }) as Action;
    const resolved = resolveAction(dying('srd-2024'), action, noDice);
    expect(reads).toBe(1);
    expect(Object.getOwnPropertyDescriptor(resolved, 'wakeRoll')?.value).toBe(2);
  });
});

// ---- properties ---------------------------------------------------------------------------

/** The rng a seeded sequence of numbers in [0, 1) makes, taken in order (round again if used up). */
function rngFrom(seq: readonly number[]): () => number {
  let i = 0;
  return () => {
    const value = seq[i % seq.length] ?? 0;
    i += 1;
    return value;
  };
}
const seqArb = fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32), { minLength: 1, maxLength: 8 });

/** Every death-save resource, with the thresholds initArb gives. */
const fullResources = resourcesArb.chain((r) =>
  fc.record({ failuresToDie: fc.integer({ min: 1, max: 5 }), successesToStabilize: fc.integer({ min: 1, max: 5 }) }).map((t) => ({ ...r, ...t })),
);

/** Creatures where each die matters: dying with any resources, about to auto-stabilize, in Recuo, captive in Densa or Abismal. */
const diceStates: fc.Arbitrary<Creature> = fc.oneof(
  { arbitrary: fc.record({ preset: fc.constantFrom(...PRESET_IDS), resources: fullResources, currentHp: fc.constantFrom(0, 0, 3) })
    .map(({ preset, resources, currentHp }) => createCreature({ name: 'Caio', preset, maxHp: 20, currentHp, resources })), weight: 4 },
  { arbitrary: fc.record({ resources: fullResources }).map(({ resources }) => desencarnado({ currentHp: 0, resources })), weight: 1 },
  // databook "estabilizar automaticamente": the next drop to 0 rolls the srd wake die.
  { arbitrary: fc.constantFrom(...PRESET_IDS).map((preset) => make(preset, { currentHp: 3, resources: { autoStabilizeUses: 1 } })), weight: 2 },
  { arbitrary: fc.constant(inRecuo()), weight: 2 },
  { arbitrary: fc.constantFrom(captive(), act(inRecuo(), { type: 'resolveRecuo', zone: 'densa', roll: 5 }).creature), weight: 3 },
  // RULES.md "Conditions and concentration": a Constitution save due, a condition that lasts until a save.
  { arbitrary: fc.constantFrom(saveDue(), held(), act(saveDue(), { type: 'addCondition', condition: 'poisoned', duration: { kind: 'save', ability: 'con', dc: 20 } }).creature), weight: 3 },
);

/** Random creatures along random histories, for every preset × nature × role (the invariant tests' generators). */
const historyStates: fc.Arbitrary<Creature> = fc.constantFrom(...combos)
  .chain(({ preset, nature, role }) => fc.tuple(initArb(preset, nature, role), fc.array(everyActionArb, { maxLength: 12 }), fc.integer()))
  .map(([init, actions, seed]) => actions.reduce<Creature>(
    (c, action, i) => dispatch(c, action as Action, { rng: mulberry32(seed + i) }).creature,
    createCreature(init),
  ));

const creatureArb = fc.oneof({ arbitrary: diceStates, weight: 2 }, { arbitrary: historyStates, weight: 1 });

/** A die more often left to roll than typed. */
const rolled = (sides: number) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: die(sides), weight: 1 });
const bonusArb = fc.constantFrom(undefined, 0, 5, -3, LIMITS.amount - 20, LIMITS.amount - 19, LIMITS.amount, -LIMITS.amount, 2.5);

/** The actions that roll, with the fields this change added: two d20s and the kept one (or bad ones), damage's wake die. */
const diceActionArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.record({
    type: fc.constant('deathSave'), roll: rolled(20), extraRoll: rolled(6), wakeRoll: rolled(4),
    bonus: opt(fc.integer({ min: -3, max: 3 })), useFailureToSuccess: opt(fc.boolean()),
  }), weight: 2 },
  { arbitrary: fc.record({
    type: fc.constant('deathSave'),
    dice: fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.boolean()),
    bad: fc.constantFrom(undefined, 'kept-elsewhere', 'no-kept', 'out-of-range', 'one-die'),
    extraRoll: rolled(6),
    wakeRoll: rolled(4),
  }).map(({ dice: [a, b, keepFirst], bad, ...rest }) => {
    const kept = keepFirst ? a : b;
    const elsewhere = [1, 2, 3].find((x) => x !== a && x !== b);
    const fields = bad === 'kept-elsewhere' ? { roll: elsewhere, rolls: [a, b] }
      : bad === 'no-kept' ? { rolls: [a, b] }
        : bad === 'out-of-range' ? { roll: a, rolls: [a, 21] }
          : bad === 'one-die' ? { roll: a, rolls: [a] }
            : { roll: kept, rolls: [a, b] };
    return { ...rest, ...fields };
  }), weight: 2 },
  { arbitrary: fc.record({
    type: fc.constant('stabilize'), method: fc.constantFrom(...STABILIZE_METHODS), check: opt(fc.integer({ min: 0, max: 25 })), wakeRoll: rolled(4),
  }), weight: 1 },
  { arbitrary: fc.record({
    type: fc.constant('damage'), amount: amount(30), melee: opt(fc.boolean()), critical: opt(fc.boolean()), wakeRoll: rolled(4),
  }), weight: 2 },
  { arbitrary: fc.record({
    type: fc.constant('resolveRecuo'), zone: fc.constantFrom(...ZONES), roll: rolled(6), wakeRoll: rolled(4), distanceRoll: rolled(6),
  }), weight: 1 },
  { arbitrary: fc.record({
    type: fc.constant('captivityDay'),
    save: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 25 }), weight: 1 }),
    bonus: bonusArb,
  }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('concentrationSave'), roll: rolled(20), bonus: bonusArb }), weight: 2 },
  { arbitrary: fc.record({
    type: fc.constant('conditionSave'), condition: fc.constantFrom('restrained', 'poisoned', 'prone', 'dispersao'), roll: rolled(20), bonus: bonusArb,
  }), weight: 2 },
);

const anyAction: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: diceActionArb, weight: 4 },
  { arbitrary: everyActionArb, weight: 3 },
  { arbitrary: hostileActionArb, weight: 1 },
) as fc.Arbitrary<Action>;

/** An rng that counts its calls. */
function counted(rng: () => number): { rng: () => number; calls: () => number } {
  let calls = 0;
  return { rng: () => { calls += 1; return rng(); }, calls: () => calls };
}

const BLOCKED = ['invalid-roll', 'rng-failed'];

describe('properties of resolveAction (seeded, fast-check)', () => {
  it('(a) dispatching the resolved action with no rng = dispatching the action with the same rng: same creature, events and error; dispatch uses no more dice than were resolved', () => {
    // What the runs reached, so that the property is not true for want of cases.
    const reached = new Set<string>();
    fc.assert(
      fc.property(creatureArb, anyAction, seqArb, (c, action, seq) => {
        const viaRng = counted(rngFrom(seq));
        const expected = dispatch(c, action, { rng: viaRng.rng });
        const viaResolve = counted(rngFrom(seq));
        const resolved = resolveAction(c, action, viaResolve.rng);
        const folded: DispatchResult = dispatch(c, resolved);
        expect(folded).toEqual(expected);
        expect(viaResolve.calls()).toBeGreaterThanOrEqual(viaRng.calls());
        if (viaRng.calls() > 0 && !expected.error) {
          for (const e of expected.events) reached.add(e.type === 'death-save' && e.values.rolls ? 'death-save with rolls' : e.type);
        }
      }),
      {
        numRuns: 3 * NUM_RUNS,
        // The rarest paths, always tried as well: random runs alone reach a condition save or a
        // Recuo zone only a few times in 3,000, and sometimes not at all.
        examples: [
          [held(), { type: 'conditionSave', condition: 'restrained' }, [0.9]],
          [saveDue(), { type: 'concentrationSave' }, [0.1]],
          [inRecuo(), { type: 'resolveRecuo', zone: 'densa' }, [0.5, 0.5, 0.5]],
          [captive(), { type: 'captivityDay' }, [0.5]],
        ],
      },
    );
    for (const path of [
      'death-save', 'death-save with rolls', 'stabilized', 'dropped-to-zero', 'recuo-resolved', 'captivity-day', 'concentration-save', 'condition-save',
    ]) expect(reached).toContain(path);
  });

  it('(b) the resolved action needs no rng (an rng that throws changes nothing), and is never refused for a die when dispatch with an rng was not', () => {
    fc.assert(
      fc.property(creatureArb, anyAction, seqArb, seqArb, (c, action, seqA, seqB) => {
        const resolved = resolveAction(c, action, rngFrom(seqA));
        const folded = dispatch(c, resolved);
        expect(dispatch(c, resolved, { rng: noDice })).toEqual(folded);
        const withRng = dispatch(c, action, { rng: rngFrom(seqB) });
        if (!BLOCKED.includes(withRng.error?.code ?? '')) expect(BLOCKED).not.toContain(folded.error?.code);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('(c) idempotent: resolving a resolved action with another rng rolls nothing and returns an equal action', () => {
    fc.assert(
      fc.property(creatureArb, anyAction, seqArb, seqArb, (c, action, seqA, seqB) => {
        const once = resolveAction(c, action, rngFrom(seqA));
        const other = counted(rngFrom(seqB));
        expect(resolveAction(c, once, other.rng)).toEqual(once);
        expect(other.calls()).toBe(0);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('(d) never mutates its inputs: deep-frozen inputs give what fresh copies give, and the copies are left as they were', () => {
    fc.assert(
      fc.property(creatureArb, anyAction, seqArb, (c, action, seq) => {
        const frozen = { c: deepFreeze(structuredClone(c)), action: deepFreeze(structuredClone(action)) };
        const fresh = { c: structuredClone(c), action: structuredClone(action) };
        const fromFrozen = resolveAction(frozen.c, frozen.action, rngFrom(seq));
        expect(fromFrozen).toEqual(resolveAction(fresh.c, fresh.action, rngFrom(seq)));
        expect(fresh).toEqual({ c, action });
        if (typeof action === 'object' && action !== null) expect(fromFrozen).not.toBe(frozen.action);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
