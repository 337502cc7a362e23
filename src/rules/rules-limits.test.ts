// @vitest-environment node
// One source of truth for limits, names counted one way, and a dispatch that never throws
// (issue "Nothing lost, nothing hidden", items 2, 8 and "Also"). Expected values come from
// src/rules/limits.ts and the issue text, not from running the code.
import { describe, expect, it } from 'vitest';
import {
  DAMAGE_TYPES, LIMITS, createCreature, creatureProblems, dispatch, nameLength, parseName,
} from './index';
import type { Action, Creature } from './index';
import { act, deepFreeze, dying, expectRefused, make, run, saves } from './test-helpers';

const big = LIMITS.amount + 1;

describe('LIMITS', () => {
  it('has the bounds the issue names: maximum HP 100,000, temporary HP capped at the same, names of 120, Exhaustion 0..6', () => {
    expect(LIMITS.maxHp).toBe(100_000);
    expect(LIMITS.tempHp).toBe(100_000);
    expect(LIMITS.nameLength).toBe(120);
    expect(LIMITS.exhaustion).toBe(6);
  });

  it('a defense list holds each of the thirteen damage types and "all" once', () => {
    expect(LIMITS.defenses).toBe(DAMAGE_TYPES.length + 1);
    expect(LIMITS.defenses).toBe(14);
  });
});

describe('the rules never keep a value outside LIMITS', () => {
  it('issue: 2,000,000 temporary HP are refused with temp-hp-too-large, not stored', () => {
    expectRefused(make('srd-2024'), { type: 'tempHp', amount: 2_000_000 }, 'temp-hp-too-large');
  });

  it('temporary HP up to the cap are kept; one more is refused', () => {
    expect(act(make('srd-2024'), { type: 'tempHp', amount: LIMITS.tempHp }).creature.hp.temp).toBe(100_000);
    expectRefused(make('srd-2024'), { type: 'tempHp', amount: LIMITS.tempHp + 1 }, 'temp-hp-too-large');
    // Even when the current ones would be kept: the action itself is out of bounds.
    const withTemp = act(make('srd-2024'), { type: 'tempHp', amount: 5 }).creature;
    expectRefused(withTemp, { type: 'tempHp', amount: Number.MAX_SAFE_INTEGER, keep: 'current' }, 'temp-hp-too-large');
  });

  it('createCreature refuses temporary HP above the cap (RangeError, as for every bad init)', () => {
    expect(() => createCreature({ name: 'Caio', preset: 'srd-2024', maxHp: 20, tempHp: LIMITS.tempHp + 1 })).toThrow(RangeError);
    expect(createCreature({ name: 'Caio', preset: 'srd-2024', maxHp: 20, tempHp: LIMITS.tempHp }).hp.temp).toBe(100_000);
  });

  const tooLarge: Array<[string, () => Creature, Action]> = [
    ['damage amount', () => make('srd-2024'), { type: 'damage', amount: big }],
    ['damage amount 2^53 − 1', () => make('srd-2024'), { type: 'damage', amount: Number.MAX_SAFE_INTEGER }],
    ['damage adjustment', () => make('srd-2024'), { type: 'damage', amount: 5, adjustment: big }],
    ['negative damage adjustment', () => make('srd-2024'), { type: 'damage', amount: 5, adjustment: -big }],
    ['damage multiplier above 10', () => make('srd-2024'), { type: 'damage', amount: 5, multiplier: LIMITS.multiplier + 1 }],
    ['damage multiplier 1e300', () => make('srd-2024'), { type: 'damage', amount: Number.MAX_SAFE_INTEGER - 1, multiplier: 1e300 }],
    ['healing', () => make('srd-2024', { currentHp: 3 }), { type: 'heal', amount: big }],
    ['maximum-HP reduction', () => make('srd-2024'), { type: 'reduceMaxHp', amount: big }],
    ['maximum-HP restoration', () => make('srd-2024'), { type: 'restoreMaxHp', amount: big }],
    ['failures removed', () => dying('databook'), { type: 'removeFailures', count: big }],
    ['hours passed', () => dying('srd-2024'), { type: 'passTime', hours: big }],
    ['death-save bonus', () => dying('srd-2024'), { type: 'deathSave', roll: 10, bonus: big }],
    ['Medicine check total', () => dying('srd-2024'), { type: 'stabilize', method: 'medicine', check: big, wakeRoll: 1 }],
    ['first-aid check total', () => make('srd-2024'), { type: 'firstAid', check: -big }],
  ];

  it.each(tooLarge)('%s beyond ±1,000,000 → amount-too-large, creature untouched', (_name, creature, action) => {
    expectRefused(creature(), action, 'amount-too-large');
  });

  it('1,000,000 damage is still damage: a character drops, with exact numbers in the events', () => {
    const r = act(make('srd-2024'), { type: 'damage', amount: LIMITS.amount });
    expect(r.creature.status).toBe('dead');
    const taken = r.events.find((e) => e.type === 'damage-taken');
    expect(taken?.values.amount).toBe(1_000_000);
    const overflow = r.events.find((e) => e.type === 'dropped-to-zero')?.values.overflow;
    expect(overflow).toBe(1_000_000 - 20);
  });

  it('a multiplier of 10 on 1,000,000 with Vulnerability stays exact (20,000,000), within what a number holds', () => {
    const c = make('srd-2024', { vulnerabilities: ['fire'] });
    const r = act(c, { type: 'damage', amount: LIMITS.amount, multiplier: LIMITS.multiplier, damageType: 'fire' });
    expect(r.events.find((e) => e.type === 'damage-taken')?.values.amount).toBe(20_000_000);
  });

  /** A Capturado creature in the Abismal zone (plano-espiritual "Abismal: Capturado"). */
  const captured = (): Creature => {
    const torpor = dying('plano-espiritual', { nature: 'desencarnado' });
    return run(torpor, [...saves(5, 5, 5), { type: 'resolveRecuo', zone: 'abismal' }]).creature;
  };

  it(`days of captivity are counted up to ${LIMITS.captivityDays}, then refused with captivity-limit`, () => {
    const base = captured();
    // The count the rules would reach after 9,999 days; a passed save changes nothing else.
    const almost: Creature = { ...base, recuo: { ...base.recuo!, captivityDays: LIMITS.captivityDays - 1 } };
    const last = act(almost, { type: 'captivityDay', save: 20 }).creature;
    expect(last.recuo?.captivityDays).toBe(10_000);
    expectRefused(last, { type: 'captivityDay', save: 20 }, 'captivity-limit');
  });

  it(`a rolled captivity save stays within ±${LIMITS.amount}, like a typed one: a bonus above LIMITS.amount − 20 is refused when the save is rolled`, () => {
    const c = captured();
    // d20 + bonus ≤ LIMITS.amount: the largest bonus that always fits is LIMITS.amount − 20.
    expect(act(c, { type: 'captivityDay', bonus: LIMITS.amount - 20 }, { rng: () => 0.99 }).events[0]?.values.save).toBe(LIMITS.amount);
    expectRefused(c, { type: 'captivityDay', bonus: LIMITS.amount - 19 }, 'amount-too-large', { rng: () => 0 });
    expectRefused(c, { type: 'captivityDay', bonus: LIMITS.amount }, 'amount-too-large');
    // A typed save needs no bonus room: the bonus is then only checked as a bonus.
    expect(act(c, { type: 'captivityDay', save: 14, bonus: LIMITS.amount }).events[0]?.values.save).toBe(14);
  });

  it('a maximum lowered under its reduction while in Recuo: waking restores it, never alive with HP above the maximum', () => {
    // A Recuo by failures with 5 of the maximum reduced, then the sheet's maximum edited to 3.
    let c = make('plano-espiritual', { nature: 'desencarnado', maxHp: 20, currentHp: 5 });
    c = run(c, [{ type: 'reduceMaxHp', amount: 5 }, { type: 'damage', amount: 50 }]).creature;
    expect(c.status).toBe('recuo');
    c = run(c, [{ type: 'configure', patch: { maxHp: 3 } }, { type: 'resolveRecuo', zone: 'abismal' }, { type: 'rescue' }]).creature;
    expect(c.status).toBe('alive');
    expect(c.hp).toEqual({ current: 1, max: 3, temp: 0, maxReduction: 0 });
    expect(creatureProblems(c)).toEqual([]);
  });
});

describe('names: something visible, at most 120 code points, counted the same everywhere', () => {
  it.each([
    ['only spaces', '     '],
    ['zero-width space, non-joiner, joiner (U+200B–U+200D)', '\u200B\u200C\u200D'],
    ['word joiner (U+2060)', '\u2060'],
    ['byte-order mark (U+FEFF) between spaces', ' \uFEFF '],
    ['soft hyphen (a format character)', '\u00AD\u00AD'],
    ['control characters', '\u0000\u0007'],
    ['Hangul filler (default-ignorable)', '\u3164'],
    ['blank Braille pattern', '\u2800'],
    ['nothing at all', ''],
  ])('refuses a name of %s', (_name, name) => {
    expect(parseName(name)).toBeNull();
  });

  it.each([
    ['Ana', 'Ana'],
    ['  Caio  ', 'Caio'],
    ['Zabuza\u200B', 'Zabuza\u200B'],
    ['👨‍👩‍👧', '👨‍👩‍👧'],
    ['Ñandú', 'Ñandú'],
  ])('keeps %j as %j', (input, expected) => {
    expect(parseName(input)).toBe(expected);
  });

  it('counts code points: 61 dragons are 61 characters (122 UTF-16 units) and accepted', () => {
    const name = '🐉'.repeat(61);
    expect(name.length).toBe(122);
    expect(nameLength(name)).toBe(61);
    expect(parseName(name)).toBe(name);
  });

  it('120 code points are accepted, 121 refused, emoji or letters alike', () => {
    expect(parseName('a'.repeat(120))).not.toBeNull();
    expect(parseName('a'.repeat(121))).toBeNull();
    expect(parseName('🐉'.repeat(120))).not.toBeNull();
    expect(parseName('🐉'.repeat(121))).toBeNull();
  });

  it('issue: a sheet named with 61 emoji can still be edited (every edit used to fail)', () => {
    const c = createCreature({ name: '🐉'.repeat(61), preset: 'srd-2024', maxHp: 20 });
    const r = dispatch(c, { type: 'configure', patch: { name: c.name, maxHp: 25 } });
    expect(r.error).toBeUndefined();
    expect(r.creature.hp.max).toBe(25);
  });

  it('configure and createCreature refuse a name of zero-width spaces', () => {
    expectRefused(make('srd-2024'), { type: 'configure', patch: { name: '\u200B\u200B' } }, 'invalid-patch');
    expect(() => createCreature({ name: '\u200B', preset: 'srd-2024', maxHp: 20 })).toThrow(RangeError);
  });
});

describe('dispatch never throws, whatever the caller sends (issue "Also": refuse with a code)', () => {
  const dyingSrd = () => dying('srd-2024');

  it.each<[string, () => unknown]>([
    ['throws', () => { throw new Error('broken dice'); }],
    ['returns NaN', () => Number.NaN],
    ['returns 1', () => 1],
    ['returns a negative number', () => -0.25],
    ['returns Infinity', () => Number.POSITIVE_INFINITY],
    ['returns a string', () => '0.5'],
    ['returns nothing', () => undefined],
  ])('an rng that %s → rng-failed when a die is needed', (_name, rng) => {
    expectRefused(dyingSrd(), { type: 'deathSave' }, 'rng-failed', { rng: rng as () => number });
  });

  it('an rng that fails is never called when every die is typed in', () => {
    const r = dispatch(dyingSrd(), { type: 'deathSave', roll: 12 }, { rng: () => { throw new Error('not needed'); } });
    expect(r.error).toBeUndefined();
    expect(r.creature.deathSaves.successes).toBe(1);
  });

  it('a context whose rng getter throws → rng-failed', () => {
    const ctx = Object.defineProperty({}, 'rng', { get() { throw new Error('no dice'); } });
    expectRefused(dyingSrd(), { type: 'deathSave' }, 'rng-failed', ctx);
  });

  const broken: Array<[string, (c: Creature) => unknown]> = [
    ['without hp', ({ hp: _hp, ...rest }) => rest],
    ['with hp null', (c) => ({ ...c, hp: null })],
    ['with hp.current a string', (c) => ({ ...c, hp: { ...c.hp, current: '5' } })],
    ['with hp.max NaN', (c) => ({ ...c, hp: { ...c.hp, max: Number.NaN } })],
    ['with hp.temp 1.5', (c) => ({ ...c, hp: { ...c.hp, temp: 1.5 } })],
    ['with conditions not a list', (c) => ({ ...c, conditions: 'unconscious' })],
    ['with defenses missing', ({ defenses: _defenses, ...rest }) => rest],
    ['with an unknown status', (c) => ({ ...c, status: 'undead' })],
    ['with resources.extraDie 7', (c) => ({ ...c, resources: { ...c.resources, extraDie: 7 } })],
    ['with recuo not an object', (c) => ({ ...c, recuo: 'leve' })],
    ['null', () => null],
    ['a number', () => 42],
    ['whose hp getter throws', (c) => Object.defineProperty({ ...c }, 'hp', { get() { throw new Error('hp'); }, enumerable: true })],
    ['a revoked proxy', (c) => { const { proxy, revoke } = Proxy.revocable({ ...c }, {}); revoke(); return proxy; }],
  ];

  it.each(broken)('a creature %s → invalid-creature, the same value back, no events', (_name, breakIt) => {
    const bad = breakIt(make('srd-2024', { currentHp: 10 }));
    for (const action of [{ type: 'damage', amount: 3 }, { type: 'heal', amount: 3 }, { type: 'configure', patch: { maxHp: 30 } }] as Action[]) {
      const r = dispatch(bad as Creature, action, { rng: () => 0.5 });
      expect(r.error?.code).toBe('invalid-creature');
      expect(r.creature).toBe(bad);
      expect(r.events).toEqual([]);
    }
  });

  it('an action whose getter throws → unknown-action', () => {
    const action = Object.defineProperty({ type: 'damage' }, 'amount', { get() { throw new Error('amount'); }, enumerable: true });
    expectRefused(make('srd-2024'), action, 'unknown-action');
  });

  it('an action that is a revoked proxy → unknown-action', () => {
    const { proxy, revoke } = Proxy.revocable({ type: 'heal', amount: 2 }, {});
    revoke();
    expectRefused(make('srd-2024', { currentHp: 5 }), proxy, 'unknown-action');
  });

  it('a getter is read once: the amount checked is the amount used', () => {
    let reads = 0;
    const action = Object.defineProperty({ type: 'damage' }, 'amount', {
      get() { reads += 1; return reads === 1 ? 5 : 1e308; },
      enumerable: true,
    });
    const r = dispatch(make('srd-2024'), action as Action);
    expect(r.creature.hp.current).toBe(15);
    expect(reads).toBe(1);
  });

  it('a frozen creature with an unknown extra field (written by a newer build) is still played, and the field kept', () => {
    const c = deepFreeze({ ...make('srd-2024'), futureField: { note: 'kept' } });
    const r = dispatch(c, { type: 'damage', amount: 4 });
    expect(r.creature.hp.current).toBe(16);
    expect((r.creature as typeof c).futureField).toEqual({ note: 'kept' });
  });
});
