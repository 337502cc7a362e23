import type { Action, Creature, RulesEvent, StandardCondition, Status } from '../rules';
import type { Combatant, OngoingEffect } from './encounter-types';

/** Statuses that take a creature out of the turn order. */
export const OUT_OF_FIGHT: ReadonlySet<Status> = new Set<Status>(['dead', 'recuo', 'dispersed', 'dissolved']);

export function rollD20(rng: () => number): number {
  return Math.floor(rng() * 20) + 1;
}

/** Higher initiative first; a tie goes to the higher modifier, then to the higher tie-break d20. */
export function compareCombatants(a: Combatant, b: Combatant): number {
  return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || b.modifier - a.modifier || b.tiebreak - a.tiebreak;
}

/** The next index after `from` that is still in the fight (or `from + 1` when nobody is); whether it wrapped to a new round. */
export function nextInFight(length: number, from: number, inFight: (index: number) => boolean): { index: number; wrapped: boolean } {
  for (let step = 1; step <= length; step++) {
    const raw = from + step;
    if (inFight(raw % length)) return { index: raw % length, wrapped: raw >= length };
  }
  const raw = from + 1;
  return { index: raw % length, wrapped: raw >= length };
}

/**
 * actMany reads each sheet once before writing, so one sheet twice in a call would keep only
 * the last result: split the items into calls that touch each sheet at most once.
 */
export function splitPerSheet<T extends { sheetId: string; action: Action }>(items: T[]): T[][] {
  const batches: T[][] = [];
  for (const item of items) {
    let batch = batches.find((b) => !b.some((other) => other.sheetId === item.sheetId));
    if (!batch) {
      batch = [];
      batches.push(batch);
    }
    batch.push(item);
  }
  return batches;
}

/** Torpor: a desencarnado character at 0 HP, dying or stable (plano-espiritual seed). */
export function isInTorpor(creature: Creature): boolean {
  return isDesencarnadoCharacter(creature) && creature.hp.current === 0 && (creature.status === 'dying' || creature.status === 'stable');
}

export function isDesencarnadoCharacter(creature: Creature): boolean {
  return creature.preset === 'plano-espiritual' && creature.role === 'character' && creature.nature === 'desencarnado';
}

/** Every desencarnado player character of the encounter (at least one) is in Torpor. */
export function caravanDue(creatures: Creature[]): boolean {
  const party = creatures.filter((c) => isDesencarnadoCharacter(c) && !OUT_OF_FIGHT.has(c.status));
  return party.length > 0 && party.every(isInTorpor);
}

/** Whether the concentration an effect is tied to still holds (an effect tied to none always holds). */
export function concentrationHolds(effect: OngoingEffect, creatureOf: (sheetId: string) => Creature | undefined): boolean {
  if (!effect.concentration) return true;
  return creatureOf(effect.concentration.sheetId)?.concentration?.on === effect.concentration.on;
}

/** The conditions that ended by their duration (the rules' events), sheet by sheet. */
export function endedByDuration(sheetIds: string[], results: ({ events: RulesEvent[] } | undefined)[]): { sheetId: string; condition: StandardCondition }[] {
  return results.flatMap((result, i) => (result?.events ?? [])
    .filter((e) => e.type === 'condition-removed' && e.values.reason === 'duration')
    .map((e) => ({ sheetId: sheetIds[i]!, condition: e.values.condition as StandardCondition })));
}
