// What the rules consider impossible in a creature (issue "Nothing lost, nothing hidden", 8):
// storage and import call this to refuse "HP 500, Max HP 20", "dead at full HP" and the like,
// and the property tests prove that nothing dispatch produces is ever refused.
import { isReadableCreature } from './creature-shape';
import { effectiveMax, isInPlay } from './hp';
import { LIMITS } from './limits';
import { isIncapacitated } from './conditions';
import { isCounterId } from './counters';
import {
  ABILITIES, CONDITIONS, CREATURE_TRAITS, HIT_DIE_KEYS, STANDARD_CONDITIONS, type Condition, type Creature, type Status,
} from './types';
import { parseName } from './validate';

export const CREATURE_PROBLEM_CODES = [
  'unreadable',                // a field is missing or of the wrong type: nothing else can be checked
  'out-of-range',              // a number outside src/rules/limits.ts, or a list longer than it allows
  'invalid-name',              // a name parseName refuses (nothing visible, too long) or does not keep as is
  'hp-above-max',              // current HP above the effective maximum (max − maxReduction)
  'reduction-above-max',       // maxReduction above the maximum, or leaving nothing to a creature in play
  'alive-at-zero-hp',          // alive at 0 HP: at 0 a creature is dying, stable or out of play
  'hp-while-down',             // dying, stable, dead, in Recuo, dispersed or dissolved with HP above 0
  'temp-hp-while-out',         // temporary HP on a creature that is dead, in Recuo, dispersed or dissolved
  'failures-over-limit',       // a creature in play with the failures that kill it
  'successes-over-limit',      // a creature in play with the successes that stabilize it
  'successes-while-not-dying', // successes kept by a creature that is alive or stable (they reset)
  'exhaustion-deadly',         // Exhaustion 6 on a creature in play or in Recuo (6 kills; Recuo stops at 5)
  'light-above-exhaustion',    // more Recuo Exhaustion levels than Exhaustion levels
  'unconscious-missing',       // dying, stable, in Recuo or knocked out without Unconscious
  'unconscious-unexplained',   // alive, not knocked out, and Unconscious
  'knocked-out-not-alive',     // knocked out but not alive
  'wake-timer-not-stable',     // a stable creature's wake timer on a creature that is not stable
  'recuo-mismatch',            // Recuo data without the status, or the status without the data
  'rounds-while-not-dead',     // rounds counted toward Revivify's minute on a creature that is not dead or in Recuo
  'duplicate-condition',       // a condition listed twice
  'duration-without-condition', // a duration kept for a condition the creature does not have
  'concentration-impossible',   // concentrating while Incapacitated, at 0 HP or not alive
  'hit-dice-spent-above-max',   // more Hit Point Dice of a size spent than it has
  'duplicate-immunity',         // a condition immunity listed twice
  'counter-used-above-max',     // a counter with more uses spent than it has
  'duplicate-counter',          // two counters with one id
  'invalid-id',                 // a counter id that is not a key (1..40 letters, digits, '_' or '-')
  'duplicate-trait',            // a trait listed twice
] as const;
export type CreatureProblemCode = (typeof CREATURE_PROBLEM_CODES)[number];

export interface CreatureProblem {
  /** Relative to the creature, like 'hp.current'. */
  path: string;
  code: CreatureProblemCode;
}

type Range = readonly [path: string, value: number | null | undefined, min: number, max: number];

/** Every stored number and its bounds (null / undefined: an optional field that is absent). */
function ranges(c: Creature): Range[] {
  const { hp, deathSaves, resources: r, recuo } = c;
  const list: Range[] = [
    ['hp.max', hp.max, 1, LIMITS.maxHp],
    ['hp.current', hp.current, 0, LIMITS.hp],
    ['hp.temp', hp.temp, 0, LIMITS.tempHp],
    ['hp.maxReduction', hp.maxReduction, 0, LIMITS.hp],
    ['deathSaves.successes', deathSaves.successes, 0, LIMITS.deathSaveCount],
    ['deathSaves.failures', deathSaves.failures, 0, LIMITS.deathSaveCount],
    ['exhaustion', c.exhaustion, 0, LIMITS.exhaustion],
    ['exhaustionNeedsLight', c.exhaustionNeedsLight, 0, LIMITS.exhaustion],
    ['resources.bonus', r.bonus, -LIMITS.deathSaveBonus, LIMITS.deathSaveBonus],
    ['resources.failuresToDie', r.failuresToDie, 1, LIMITS.deathSaveCount],
    ['resources.successesToStabilize', r.successesToStabilize, 1, LIMITS.deathSaveCount],
    ['resources.failureToSuccessUses', r.failureToSuccessUses, 0, LIMITS.resourceUses],
    ['resources.autoStabilizeUses', r.autoStabilizeUses, 0, LIMITS.resourceUses],
    ['resources.regainOnDropUses', r.regainOnDropUses, 0, LIMITS.resourceUses],
    ['resources.regainOnDropAmount', r.regainOnDropAmount, 0, LIMITS.hp],
    ['resources.ignoreDamageAtZeroUses', r.ignoreDamageAtZeroUses, 0, LIMITS.resourceUses],
    ['resources.preventInstantDeathUses', r.preventInstantDeathUses, 0, LIMITS.resourceUses],
    ['stableHoursUntilWake', c.stableHoursUntilWake, 0, LIMITS.wakeHours],
    ['fixacaoDc', c.fixacaoDc, 1, LIMITS.saveDc],
    ['roundsSinceDeath', c.roundsSinceDeath, 0, LIMITS.revivifyRounds + 1],
    ['concentration.dc', c.concentration?.dc, 10, LIMITS.saveDc],
    ['conditions', c.conditions.length, 0, CONDITIONS.length],
    ['defenses.resistances', c.defenses.resistances.length, 0, LIMITS.defenses],
    ['defenses.vulnerabilities', c.defenses.vulnerabilities.length, 0, LIMITS.defenses],
    ['defenses.immunities', c.defenses.immunities.length, 0, LIMITS.defenses],
  ];
  for (const ability of ABILITIES) {
    list.push([`abilities.${ability}`, c.abilities[ability], LIMITS.abilityMin, LIMITS.abilityMax]);
    list.push([`saves.${ability}`, c.saves[ability], LIMITS.saveMin, LIMITS.saveMax]);
  }
  for (const key of HIT_DIE_KEYS) {
    const pool = c.hitDice[key];
    if (pool) list.push([`hitDice.${key}.max`, pool.max, 1, LIMITS.hitDice], [`hitDice.${key}.spent`, pool.spent, 0, LIMITS.hitDice]);
  }
  list.push(['conditionImmunities', c.conditionImmunities.length, 0, STANDARD_CONDITIONS.length]);
  list.push(['ac', c.ac, 0, LIMITS.ac], ['counters', c.counters.length, 0, LIMITS.counters], ['traits', c.traits.length, 0, CREATURE_TRAITS.length]);
  c.counters.forEach((counter, i) => {
    list.push(
      [`counters[${i}].max`, counter.max, 1, LIMITS.counterMax],
      [`counters[${i}].used`, counter.used, 0, LIMITS.counterMax],
      [`counters[${i}].level`, counter.level, 1, LIMITS.spellLevel],
    );
  });
  if (recuo) {
    list.push(
      ['recuo.exhaustionGained', recuo.exhaustionGained, 0, LIMITS.recuoExhaustion],
      ['recuo.captivityDays', recuo.captivityDays, 0, LIMITS.captivityDays],
      ['recuo.zoneRoll', recuo.zoneRoll, 1, 6],
      ['recuo.hoursUntilWake', recuo.hoursUntilWake, 0, LIMITS.wakeHours],
      ['recuo.distanceKm', recuo.distanceKm, 1, LIMITS.distanceKm],
    );
  }
  return list;
}

/** Statuses at 0 HP, and those out of play (RULES.md "Creatures", "Damage" 5–7). */
const AT_ZERO: readonly Status[] = ['dying', 'stable', 'dead', 'recuo', 'dispersed', 'dissolved'];
const OUT_OF_PLAY: readonly Status[] = ['dead', 'recuo', 'dispersed', 'dissolved'];

/** How HP, status and counts fit together: what every rule keeps true after every action. */
function inconsistencies(c: Creature): CreatureProblem[] {
  const { hp, deathSaves, status, resources } = c;
  const found: CreatureProblem[] = [];
  const add = (path: string, code: CreatureProblemCode) => found.push({ path, code });
  const inPlay = isInPlay(c);
  const unconscious = c.conditions.includes('unconscious');

  // Effective maximum = max − maxReduction; in play it never reaches 0 (that kills: srd-2024
  // "Maximum Životů 0", and an edit keeps at least 1: configure.ts).
  if (hp.maxReduction > hp.max || (inPlay && hp.maxReduction >= hp.max)) add('hp.maxReduction', 'reduction-above-max');
  if (hp.current > effectiveMax(c)) add('hp.current', 'hp-above-max');
  // Dropping to 0 always makes a creature dying, stable or out of play; knock-outs leave 1 HP.
  if (status === 'alive' && hp.current === 0) add('status', 'alive-at-zero-hp');
  if (AT_ZERO.includes(status) && hp.current > 0) add('hp.current', 'hp-while-down');
  if (OUT_OF_PLAY.includes(status) && hp.temp > 0) add('hp.temp', 'temp-hp-while-out');

  // Reaching the threshold kills or stabilizes at once; successes reset on stabilizing or waking.
  if (inPlay && deathSaves.failures >= resources.failuresToDie) add('deathSaves.failures', 'failures-over-limit');
  if (inPlay && deathSaves.successes >= resources.successesToStabilize) add('deathSaves.successes', 'successes-over-limit');
  else if ((status === 'alive' || status === 'stable') && deathSaves.successes > 0) add('deathSaves.successes', 'successes-while-not-dying');

  // Exhaustion 6 kills; in Recuo it stays at 5 (plano-espiritual "Exaustão nível 6").
  if ((inPlay || status === 'recuo') && c.exhaustion >= LIMITS.exhaustion) add('exhaustion', 'exhaustion-deadly');
  if (c.exhaustionNeedsLight > c.exhaustion) add('exhaustionNeedsLight', 'light-above-exhaustion');

  // Unconscious comes with 0 HP (dying, stable, Torpor, Recuo) and with a knock-out, and ends with them.
  const needsUnconscious = status === 'dying' || status === 'stable' || status === 'recuo' || c.knockedOut;
  if (needsUnconscious && !unconscious) add('conditions', 'unconscious-missing');
  // ... or was given by hand (a Sleep effect), which keeps a duration.
  if (status === 'alive' && !c.knockedOut && unconscious && !c.durations.unconscious) add('conditions', 'unconscious-unexplained');
  for (const condition of Object.keys(c.durations)) {
    if (!c.conditions.includes(condition as Condition)) add(`durations.${condition}`, 'duration-without-condition');
  }
  // Concentration ends on Incapacitated, 0 HP, dying and death (RULES.md "Conditions and concentration").
  if (c.concentration && (status !== 'alive' || hp.current === 0 || isIncapacitated(c))) add('concentration', 'concentration-impossible');
  if (new Set(c.conditions).size !== c.conditions.length) add('conditions', 'duplicate-condition');
  if (c.knockedOut && status !== 'alive') add('knockedOut', 'knocked-out-not-alive');
  for (const key of HIT_DIE_KEYS) {
    const pool = c.hitDice[key];
    if (pool && pool.spent > pool.max) add(`hitDice.${key}.spent`, 'hit-dice-spent-above-max');
  }
  if (new Set(c.conditionImmunities).size !== c.conditionImmunities.length) add('conditionImmunities', 'duplicate-immunity');
  c.counters.forEach((counter, i) => {
    if (!isCounterId(counter.id)) add(`counters[${i}].id`, 'invalid-id');
    else if (c.counters.findIndex((other) => other.id === counter.id) !== i) add(`counters[${i}].id`, 'duplicate-counter');
    if (parseName(counter.name) !== counter.name) add(`counters[${i}].name`, 'invalid-name');
    if (counter.used > counter.max) add(`counters[${i}].used`, 'counter-used-above-max');
  });
  if (new Set(c.traits).size !== c.traits.length) add('traits', 'duplicate-trait');
  if (c.stableHoursUntilWake !== null && status !== 'stable') add('stableHoursUntilWake', 'wake-timer-not-stable');
  if ((c.recuo !== undefined) !== (status === 'recuo')) add(c.recuo ? 'recuo' : 'status', 'recuo-mismatch');
  if (c.roundsSinceDeath !== undefined && status !== 'dead' && status !== 'recuo') add('roundsSinceDeath', 'rounds-while-not-dead');
  return found;
}

/**
 * Everything in `c` that the rules could never have produced, each with the field it is about
 * (relative to the creature, like 'hp.current'); [] for every creature dispatch returns.
 */
export function creatureProblems(c: Creature): CreatureProblem[] {
  // Known ids, whole numbers, lists where lists belong (extraDie one of the dice) come first.
  if (!isReadableCreature(c)) return [{ path: '', code: 'unreadable' }];
  const found: CreatureProblem[] = [];
  if (parseName(c.name) !== c.name) found.push({ path: 'name', code: 'invalid-name' });
  for (const [path, value, min, max] of ranges(c)) {
    if (value !== null && value !== undefined && (value < min || value > max)) found.push({ path, code: 'out-of-range' });
  }
  return [...found, ...inconsistencies(c)];
}
