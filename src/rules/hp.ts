// Small helpers every rule uses: the effective maximum, copying, conditions, resources.
import { effectiveMax } from './effective-max';
import { event } from './events';
import { USES_FIELD, type SpendableResource } from './presets';
import type { Condition, Creature, ResourceId, RulesEvent, Status } from './types';
import { sameData } from './validate';

export { effectiveMax };

/**
 * A deep copy: handlers change the copy, never the input. Every field is named, in one order,
 * so every copy has the same shape whatever handler made its input (a spread of inputs of
 * varying shapes is the slow path of the engine, and this runs on every dispatch).
 */
export function cloneCreature(c: Creature): Creature {
  const { hp, deathSaves, resources: r, record } = c;
  const copy: Creature = {
    name: c.name,
    preset: c.preset,
    role: c.role,
    nature: c.nature,
    hp: { current: hp.current, max: hp.max, temp: hp.temp, maxReduction: hp.maxReduction },
    deathSaves: { successes: deathSaves.successes, failures: deathSaves.failures },
    status: c.status,
    conditions: c.conditions.slice(),
    exhaustion: c.exhaustion,
    exhaustionNeedsLight: c.exhaustionNeedsLight,
    // No rule changes these in place (configure replaces them whole; the property tests
    // deep-freeze every input to hold that): shared with the input.
    defenses: c.defenses,
    resources: {
      advantage: r.advantage,
      disadvantage: r.disadvantage,
      bonus: r.bonus,
      extraDie: r.extraDie,
      failuresToDie: r.failuresToDie,
      successesToStabilize: r.successesToStabilize,
      failureToSuccessUses: r.failureToSuccessUses,
      autoStabilizeUses: r.autoStabilizeUses,
      regainOnDropUses: r.regainOnDropUses,
      regainOnDropAmount: r.regainOnDropAmount,
      ignoreDamageAtZeroUses: r.ignoreDamageAtZeroUses,
      preventInstantDeathUses: r.preventInstantDeathUses,
    },
    options: c.options,
    record: { damageAtZero: record.damageAtZero, resourceAltered: record.resourceAltered },
    knockedOut: c.knockedOut,
    stableHoursUntilWake: c.stableHoursUntilWake,
    fixacaoDc: c.fixacaoDc,
    // Creatures stored before conditions had durations and concentration read as having none.
    durations: copyDurations(c.durations),
    concentration: c.concentration ? { on: c.concentration.on, dc: c.concentration.dc } : null,
    // Replaced whole by the rules that change them (configure, spendHitDie, longRest): shared.
    abilities: c.abilities,
    saves: c.saves,
    hitDice: c.hitDice,
    conditionImmunities: c.conditionImmunities,
    // Replaced whole by the rules that change them (configure, the counter actions, rests, saves).
    counters: c.counters,
    traits: c.traits,
  };
  if (c.ac !== undefined) copy.ac = c.ac;
  if (c.gender !== undefined) copy.gender = c.gender;
  if (c.recuo) copy.recuo = { ...c.recuo };
  if (c.roundsSinceDeath !== undefined) copy.roundsSinceDeath = c.roundsSinceDeath;
  return copy;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * cloneCreature's pair: two creatures hold the same data (what sameData finds), compared field by
 * field. Dispatch asks it on every action that made a copy, to drop a copy equal to its input:
 * named fields read in one order are many times faster than a generic walk of keys.
 * The optional and open-ended parts (durations, a Recuo) go to sameData.
 */
export function sameCreature(a: Creature, b: Creature): boolean {
  if (a === b) return true;
  const { hp, deathSaves, resources: r, record } = a;
  const s = b.resources;
  return a.name === b.name && a.preset === b.preset && a.role === b.role && a.nature === b.nature
    && hp.current === b.hp.current && hp.max === b.hp.max && hp.temp === b.hp.temp && hp.maxReduction === b.hp.maxReduction
    && deathSaves.successes === b.deathSaves.successes && deathSaves.failures === b.deathSaves.failures
    && a.status === b.status && sameList(a.conditions, b.conditions)
    && a.exhaustion === b.exhaustion && a.exhaustionNeedsLight === b.exhaustionNeedsLight
    && (a.defenses === b.defenses || (sameList(a.defenses.resistances, b.defenses.resistances)
      && sameList(a.defenses.vulnerabilities, b.defenses.vulnerabilities)
      && sameList(a.defenses.immunities, b.defenses.immunities)))
    && r.advantage === s.advantage && r.disadvantage === s.disadvantage && r.bonus === s.bonus && r.extraDie === s.extraDie
    && r.failuresToDie === s.failuresToDie && r.successesToStabilize === s.successesToStabilize
    && r.failureToSuccessUses === s.failureToSuccessUses && r.autoStabilizeUses === s.autoStabilizeUses
    && r.regainOnDropUses === s.regainOnDropUses && r.regainOnDropAmount === s.regainOnDropAmount
    && r.ignoreDamageAtZeroUses === s.ignoreDamageAtZeroUses && r.preventInstantDeathUses === s.preventInstantDeathUses
    && a.options.tempHpAbsorbCountsAtZero === b.options.tempHpAbsorbCountsAtZero
    && record.damageAtZero === b.record.damageAtZero && record.resourceAltered === b.record.resourceAltered
    && a.knockedOut === b.knockedOut && a.stableHoursUntilWake === b.stableHoursUntilWake && a.fixacaoDc === b.fixacaoDc
    && (a.concentration === b.concentration || (a.concentration !== null && b.concentration !== null
      && a.concentration.on === b.concentration.on && a.concentration.dc === b.concentration.dc))
    && a.roundsSinceDeath === b.roundsSinceDeath && sameData(a.durations, b.durations) && sameData(a.recuo, b.recuo)
    && (a.abilities === b.abilities || sameData(a.abilities, b.abilities))
    && (a.saves === b.saves || sameData(a.saves, b.saves))
    && (a.hitDice === b.hitDice || sameData(a.hitDice, b.hitDice))
    && sameList(a.conditionImmunities, b.conditionImmunities)
    && a.ac === b.ac && a.gender === b.gender && sameList(a.traits, b.traits)
    && (a.counters === b.counters || sameData(a.counters, b.counters));
}

/** A copy of the durations (most creatures have none: no spread of an empty object then). */
function copyDurations(durations: Creature['durations'] | undefined): Creature['durations'] {
  const copy: Creature['durations'] = {};
  for (const condition in durations) copy[condition as keyof Creature['durations']] = durations[condition as keyof Creature['durations']];
  return copy;
}

/** Statuses in which the creature is still in play (has HP or is at 0 HP making saves). */
export const IN_PLAY: readonly Status[] = ['alive', 'dying', 'stable'];
export const isInPlay = (c: Creature): boolean => IN_PLAY.includes(c.status);

export function addCondition(n: Creature, condition: Condition): void {
  if (!n.conditions.includes(condition)) n.conditions.push(condition);
}

export function removeCondition(n: Creature, condition: Condition): void {
  n.conditions = n.conditions.filter((c) => c !== condition);
}

/**
 * The Unconscious the rules gave ends (HP regained, a knock-out over); an Unconscious given
 * by hand (a Sleep effect) ends only by hand or by its duration (RULES.md "Conditions").
 */
export function endRulesUnconscious(n: Creature): void {
  if (!n.durations.unconscious) removeCondition(n, 'unconscious');
}

/** Notes that a resource altered a test or a drop (databook "Registro": "se algum recurso alterou o teste"). */
export function markResource(n: Creature, resource: ResourceId, events: RulesEvent[]): void {
  n.record.resourceAltered = resource;
  events.push(event('resource-used', { resource }));
}

/** Spends one use of a charged resource and records it. */
export function spendResource(n: Creature, resource: SpendableResource, events: RulesEvent[]): void {
  n.resources[USES_FIELD[resource]] -= 1;
  markResource(n, resource, events);
}

export const hasUses = (c: Creature, resource: SpendableResource): boolean => c.resources[USES_FIELD[resource]] > 0;
