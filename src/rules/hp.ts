// Small helpers every rule uses: the effective maximum, copying, conditions, resources.
import { event } from './events';
import { USES_FIELD, type SpendableResource } from './presets';
import type { Condition, Creature, ResourceId, RulesEvent, Status } from './types';

/** RULES.md "Creatures": effective maximum = max − maxReduction, never below 0. */
export function effectiveMax(c: Creature): number {
  return Math.max(0, c.hp.max - c.hp.maxReduction);
}

/** A deep copy made of explicit spreads: handlers change the copy, never the input. */
export function cloneCreature(c: Creature): Creature {
  const copy: Creature = {
    ...c,
    hp: { ...c.hp },
    deathSaves: { ...c.deathSaves },
    conditions: [...c.conditions],
    defenses: {
      resistances: [...c.defenses.resistances],
      vulnerabilities: [...c.defenses.vulnerabilities],
      immunities: [...c.defenses.immunities],
    },
    resources: { ...c.resources },
    options: { ...c.options },
    record: { ...c.record },
    // Creatures stored before conditions had durations and concentration read as having none.
    durations: { ...(c.durations ?? {}) },
    concentration: c.concentration ? { ...c.concentration } : null,
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
