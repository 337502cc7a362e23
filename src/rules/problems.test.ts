// @vitest-environment node
// creatureProblems: what the rules could never produce, field by field (issue "Nothing lost,
// nothing hidden", 8). Each case starts from a creature the rules did produce and breaks one
// thing the rule text forbids; the property tests prove the other half (never a false alarm).
import { describe, expect, it } from 'vitest';
import { CREATURE_PROBLEM_CODES, LIMITS, createCreature, creatureProblems } from './index';
import type { Creature, CreatureProblemCode } from './index';
import { act, dying, make, run, saves } from './test-helpers';

const alive = (): Creature => make('srd-2024', { maxHp: 20 });
const dead = (): Creature => run(dying('srd-2024'), saves(1, 1)).creature;
const stable = (): Creature => act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
const knockedOut = (): Creature => act(make('srd-2024', { maxHp: 10, currentHp: 2 }), { type: 'damage', amount: 5, melee: true, knockOut: true }).creature;
const inRecuo = (): Creature => run(dying('plano-espiritual', { nature: 'desencarnado' }), saves(5, 5, 5)).creature;
const hp = (c: Creature, patch: Partial<Creature['hp']>): Creature => ({ ...c, hp: { ...c.hp, ...patch } });
const rage = { id: 'rage', name: 'Rage', max: 2, used: 0, recovers: 'long' as const };

describe('creatures the rules produce have no problems', () => {
  it.each([
    ['alive at full HP', alive],
    ['dying', () => dying('databook')],
    ['stable', stable],
    ['dead', dead],
    ['knocked out at 1 HP', knockedOut],
    ['in Recuo', inRecuo],
    ['a databook creature alive again with its failures kept', () => act(run(dying('databook'), saves(5)).creature, { type: 'heal', amount: 3 }).creature],
    ['a minion dead at 0 HP', () => act(make('srd-2024', { role: 'minion', maxHp: 7 }), { type: 'damage', amount: 9 }).creature],
    ['asleep by hand at full HP (a Sleep effect), concentrating elsewhere', () => act(make('srd-2024', { maxHp: 20 }), { type: 'addCondition', condition: 'unconscious' }).creature],
    ['prone after waking, concentrating with a save due', () => act(act(act(dying('srd-2024'), { type: 'heal', amount: 3 }).creature, { type: 'concentrate', on: 'Bless' }).creature, { type: 'damage', amount: 1 }).creature],
    ['with modifiers, saves, Hit Point Dice and condition immunities', () => make('srd-2024', { abilities: { con: 10, str: -5 }, saves: { con: 30, dex: -20 }, hitDice: { d8: 40, d6: 1 }, conditionImmunities: ['charmed'] })],
    ['61 emoji as a name', () => createCreature({ name: '🐉'.repeat(61), preset: 'srd-2024', maxHp: 20 })],
    ['with an Armor Class, counters and Undead Fortitude (RULES.md "Armor Class, attacks, counters and monster traits")', () => make('srd-2024', {
      ac: LIMITS.ac, traits: ['undead-fortitude'],
      counters: [{ id: 'slots-1', name: 'Spell slots', max: LIMITS.counterMax, used: LIMITS.counterMax, recovers: 'long', level: 9 }],
    })],
  ])('%s', (_name, creature) => {
    expect(creatureProblems(creature())).toEqual([]);
  });
});

const cases: Array<[rule: string, creature: () => unknown, path: string, code: CreatureProblemCode]> = [
  ['issue: HP 500 with Max HP 20 (RULES.md: current 0..effective maximum)', () => hp(alive(), { current: 500 }), 'hp.current', 'hp-above-max'],
  ['current above max − maxReduction', () => hp(alive(), { current: 20, maxReduction: 5 }), 'hp.current', 'hp-above-max'],
  ['issue: a maximum-HP reduction of 1,000,000 on a 20 HP creature', () => hp(alive(), { maxReduction: 1_000_000 }), 'hp.maxReduction', 'reduction-above-max'],
  ['a reduction equal to the maximum on a creature in play (srd-2024: maximum 0 kills)', () => hp(dying('srd-2024'), { maxReduction: 20 }), 'hp.maxReduction', 'reduction-above-max'],
  ['temporary HP above the cap', () => hp(alive(), { temp: LIMITS.tempHp + 1 }), 'hp.temp', 'out-of-range'],
  ['maximum HP above 100,000', () => hp(alive(), { max: LIMITS.maxHp + 1, current: 1 }), 'hp.max', 'out-of-range'],
  ['issue: "dead" at full HP (dying, death and Recuo all leave 0 HP)', () => ({ ...dead(), hp: { ...dead().hp, current: 20 } }), 'hp.current', 'hp-while-down'],
  ['dying with HP above 0', () => hp(dying('srd-2024'), { current: 4 }), 'hp.current', 'hp-while-down'],
  ['stable with HP above 0', () => hp(stable(), { current: 1 }), 'hp.current', 'hp-while-down'],
  ['issue: alive at 0 HP (0 HP makes it dying, stable or dead)', () => hp(alive(), { current: 0 }), 'status', 'alive-at-zero-hp'],
  ['temporary HP on the dead (they leave play with none)', () => hp(dead(), { temp: 5 }), 'hp.temp', 'temp-hp-while-out'],
  ['issue: 10 failures on a creature in play (3 kill)', () => ({ ...dying('srd-2024'), deathSaves: { successes: 0, failures: 10 } }), 'deathSaves.failures', 'failures-over-limit'],
  ['3 successes while dying (3 stabilize)', () => ({ ...dying('srd-2024'), deathSaves: { successes: 3, failures: 0 } }), 'deathSaves.successes', 'successes-over-limit'],
  ['successes kept by a stable creature (they reset)', () => ({ ...stable(), deathSaves: { successes: 1, failures: 0 } }), 'deathSaves.successes', 'successes-while-not-dying'],
  ['Exhaustion 6 on a living creature (6 kills)', () => ({ ...alive(), exhaustion: 6 }), 'exhaustion', 'exhaustion-deadly'],
  ['Exhaustion 7', () => ({ ...dead(), exhaustion: 7 }), 'exhaustion', 'out-of-range'],
  ['more Recuo levels than Exhaustion levels', () => ({ ...alive(), exhaustion: 1, exhaustionNeedsLight: 2 }), 'exhaustionNeedsLight', 'light-above-exhaustion'],
  ['dying without Unconscious', () => ({ ...dying('srd-2024'), conditions: [] }), 'conditions', 'unconscious-missing'],
  ['knocked out without Unconscious', () => ({ ...knockedOut(), conditions: [] }), 'conditions', 'unconscious-missing'],
  ['alive, not knocked out, Unconscious', () => ({ ...alive(), conditions: ['unconscious'] }), 'conditions', 'unconscious-unexplained'],
  ['a condition twice', () => ({ ...dying('srd-2024'), conditions: ['unconscious', 'unconscious'] }), 'conditions', 'duplicate-condition'],
  ['knocked out while dead', () => ({ ...dead(), knockedOut: true }), 'knockedOut', 'knocked-out-not-alive'],
  ['a stable creature\'s wake timer on a living one', () => ({ ...alive(), stableHoursUntilWake: 3 }), 'stableHoursUntilWake', 'wake-timer-not-stable'],
  ['status Recuo without its data', () => { const { recuo: _recuo, ...rest } = inRecuo(); return rest; }, 'status', 'recuo-mismatch'],
  ['Recuo data on a living creature', () => ({ ...alive(), recuo: { cause: 'failures', exhaustionGained: 1, captivityDays: 0 } }), 'recuo', 'recuo-mismatch'],
  ['rounds toward Revivify on a living creature', () => ({ ...alive(), roundsSinceDeath: 3 }), 'roundsSinceDeath', 'rounds-while-not-dead'],
  ['Revivify\'s rounds past "the minute has passed" (11)', () => ({ ...inRecuo(), roundsSinceDeath: LIMITS.revivifyRounds + 2 }), 'roundsSinceDeath', 'out-of-range'],
  ['captivity past its limit', () => ({ ...inRecuo(), recuo: { ...inRecuo().recuo!, captivityDays: LIMITS.captivityDays + 1 } }), 'recuo.captivityDays', 'out-of-range'],
  ['uses of a resource past their limit', () => ({ ...alive(), resources: { ...alive().resources, regainOnDropUses: LIMITS.resourceUses + 1 } }), 'resources.regainOnDropUses', 'out-of-range'],
  ['issue: a name of zero-width spaces only', () => ({ ...alive(), name: '\u200B\u200B\u200B' }), 'name', 'invalid-name'],
  ['a name of 121 code points', () => ({ ...alive(), name: '🐉'.repeat(121) }), 'name', 'invalid-name'],
  ['a name the rules would have trimmed', () => ({ ...alive(), name: ' Ana ' }), 'name', 'invalid-name'],
  ['a duration kept for a condition the creature does not have', () => ({ ...alive(), durations: { prone: { kind: 'rounds', rounds: 2 } } }), 'durations.prone', 'duration-without-condition'],
  ['RULES.md: concentration ends at 0 HP and on dying', () => ({ ...dying('srd-2024'), concentration: { on: 'Bless', dc: null } }), 'concentration', 'concentration-impossible'],
  ['RULES.md: Incapacitated ends concentration', () => ({ ...alive(), conditions: ['stunned'], durations: { stunned: { kind: 'until-removed' } }, concentration: { on: 'Bless', dc: null } }), 'concentration', 'concentration-impossible'],
  ['RULES.md: a concentration DC above 30', () => ({ ...alive(), concentration: { on: 'Bless', dc: 31 } }), 'concentration.dc', 'out-of-range'],
  ['RULES.md: a modifier outside −5..+10', () => ({ ...alive(), abilities: { ...alive().abilities, con: 11 } }), 'abilities.con', 'out-of-range'],
  ['RULES.md: a save bonus outside −20..+30', () => ({ ...alive(), saves: { wis: -21 } }), 'saves.wis', 'out-of-range'],
  ['RULES.md: Hit Point Dice max above 40', () => ({ ...alive(), hitDice: { d8: { max: 41, spent: 0 } } }), 'hitDice.d8.max', 'out-of-range'],
  ['RULES.md: spent never above max', () => ({ ...alive(), hitDice: { d10: { max: 3, spent: 4 } } }), 'hitDice.d10.spent', 'hit-dice-spent-above-max'],
  ['a condition immunity twice', () => ({ ...alive(), conditionImmunities: ['charmed', 'charmed'] }), 'conditionImmunities', 'duplicate-immunity'],
  ['RULES.md: "ac … an integer 0..99"', () => ({ ...alive(), ac: LIMITS.ac + 1 }), 'ac', 'out-of-range'],
  ['RULES.md: a counter\'s "max 1..99"', () => ({ ...alive(), counters: [{ ...rage, max: LIMITS.counterMax + 1 }] }), 'counters[0].max', 'out-of-range'],
  ['RULES.md: spell slots "level 1..9"', () => ({ ...alive(), counters: [{ ...rage, level: 10 }] }), 'counters[0].level', 'out-of-range'],
  ['RULES.md: "used 0..max"', () => ({ ...alive(), counters: [{ ...rage, used: 3 }] }), 'counters[0].used', 'counter-used-above-max'],
  ['two counters with one id', () => ({ ...alive(), counters: [rage, { ...rage, name: 'Rage again' }] }), 'counters[1].id', 'duplicate-counter'],
  ['a counter id with a space in it', () => ({ ...alive(), counters: [{ ...rage, id: 'rage 1' }] }), 'counters[0].id', 'invalid-id'],
  ['a counter name of spaces', () => ({ ...alive(), counters: [{ ...rage, name: '   ' }] }), 'counters[0].name', 'invalid-name'],
  ['more counters than LIMITS.counters', () => ({ ...alive(), counters: Array.from({ length: LIMITS.counters + 1 }, (_, i) => ({ ...rage, id: `c${i}` })) }), 'counters', 'out-of-range'],
  ['a trait twice', () => ({ ...alive(), traits: ['undead-fortitude', 'undead-fortitude'] }), 'traits', 'duplicate-trait'],
  ['an unknown trait', () => ({ ...alive(), traits: ['regeneration'] }), '', 'unreadable'],
  ['a creature without hp', () => { const { hp: _hp, ...rest } = alive(); return rest; }, '', 'unreadable'],
  ['hp.current as a string', () => ({ ...alive(), hp: { ...alive().hp, current: '5' } }), '', 'unreadable'],
];

describe('each problem is found, at its field', () => {
  it.each(cases)('%s → %s %s', (_rule, creature, path, code) => {
    expect(creatureProblems(creature() as Creature)).toContainEqual({ path, code });
  });

  it('every code in CREATURE_PROBLEM_CODES has a case above', () => {
    expect(new Set(cases.map(([, , , code]) => code))).toEqual(new Set(CREATURE_PROBLEM_CODES));
  });

  it('the issue\'s "alive at 0 HP with 10 failures" names both fields', () => {
    const c = { ...hp(alive(), { current: 0 }), deathSaves: { successes: 0, failures: 10 } };
    expect(creatureProblems(c)).toEqual(expect.arrayContaining([
      { path: 'status', code: 'alive-at-zero-hp' },
      { path: 'deathSaves.failures', code: 'failures-over-limit' },
    ]));
  });

  it('a dead creature keeps the failures that killed it: no problem', () => {
    const c = dead();
    expect(c.deathSaves.failures).toBe(3);
    expect(creatureProblems(c)).toEqual([]);
  });
});
