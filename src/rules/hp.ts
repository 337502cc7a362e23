// Small helpers every rule uses: the effective maximum, copying, conditions, resources.
import { effectiveMax } from './effective-max';
import { event } from './events';
import { USES_FIELD, type SpendableResource } from './presets';
import type { Condition, Creature, ResourceId, RulesEvent, Status } from './types';

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
    durations: { ...(c.durations ?? {}) },
    concentration: c.concentration ? { on: c.concentration.on, dc: c.concentration.dc } : null,
  };
  if (c.recuo) copy.recuo = { ...c.recuo };
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
