// Concentration (shared/RULES.md "Conditions and concentration"), and what every action's
// result must keep true about conditions and concentration (`settle`, run by dispatch).
import { isIncapacitated, rollSave } from './conditions';
import { legendaryOutcome, spendLegendaryResistance } from './counters';
import type { Rng } from './dice';
import { event, refuse, type Outcome } from './events';
import { cloneCreature, isInPlay } from './hp';
import { LIMITS } from './limits';
import type { Action, Condition, Creature, RulesEvent } from './types';
import { parseName } from './validate';
import { saveBonus } from './sheet-numbers';

/** The Constitution save DC for damage taken: 10 or half the damage (rounded down), whichever is higher, up to 30. */
export function concentrationDc(damage: number): number {
  return Math.min(LIMITS.saveDc, Math.max(10, Math.floor(damage / 2)));
}

export function concentrate(c: Creature, a: { on: unknown }): Outcome {
  const on = parseName(a.on);
  if (on === null) return refuse('invalid-name');
  if (c.status !== 'alive' || c.hp.current === 0 || isIncapacitated(c)) return refuse('cannot-concentrate');
  const n = cloneCreature(c);
  const replaced = c.concentration?.on;
  // A new effect: a save still due for the old one is dropped with it.
  n.concentration = { on, dc: null };
  return { creature: n, events: [event('concentration-started', { on, replaced })] };
}

export function endConcentration(c: Creature): Outcome {
  if (!c.concentration) return refuse('not-concentrating');
  const n = cloneCreature(c);
  n.concentration = null;
  return { creature: n, events: [event('concentration-ended', { on: c.concentration.on, reason: 'by-hand' })] };
}

export function concentrationSave(c: Creature, a: { roll?: unknown; bonus?: unknown; legendaryResistance?: unknown }, rng?: Rng): Outcome {
  const due = c.concentration;
  if (!due || due.dc === null) return refuse('no-save-due');
  const rolled = rollSave(a, rng, saveBonus(c, 'con'));
  if ('error' in rolled) return refuse(rolled.error);
  const legendary = legendaryOutcome(c, a, rolled.total >= due.dc);
  if (typeof legendary === 'string') return refuse(legendary);
  const n = cloneCreature(c);
  const passed = rolled.total >= due.dc || legendary;
  const events = [event('concentration-save', {
    on: due.on, roll: rolled.roll, bonus: rolled.bonus, bonusFrom: rolled.bonusFrom, total: rolled.total, dc: due.dc, passed,
    legendaryResistance: legendary || undefined,
  })];
  if (legendary) spendLegendaryResistance(n, events);
  if (passed) {
    n.concentration = { on: due.on, dc: null };
  } else {
    n.concentration = null;
    events.push(event('concentration-ended', { on: due.on, reason: 'failed-save' }));
  }
  return { creature: n, events };
}

/** Why the creature can no longer concentrate, or null. */
function concentrationBreaker(n: Creature, events: readonly RulesEvent[]): string | null {
  if (!isInPlay(n)) return 'not-alive';
  // Dropping to 0 HP ends it even when a resource brings the creature straight back up.
  if (events.some((e) => e.type === 'dropped-to-zero')) return 'zero-hp';
  if (n.hp.current === 0 || n.status !== 'alive') return 'zero-hp';
  if (isIncapacitated(n)) return 'incapacitated';
  return null;
}

/** The damage the creature took (after defenses, temporary HP included), from the action's events. */
function damageTaken(events: readonly RulesEvent[]): number {
  const taken = events.find((e) => e.type === 'damage-taken');
  return taken && typeof taken.values.amount === 'number' ? taken.values.amount : 0;
}

/**
 * What every result keeps true, whatever the action (a fresh copy, changed in place):
 * - an Unconscious that ends leaves the creature Prone (it was included, and stays);
 * - a condition no longer there has no duration left;
 * - a creature out of play keeps no condition given by hand;
 * - concentration ends on Incapacitated, 0 HP, dying and death; otherwise damage taken calls
 *   for a Constitution save, the higher DC kept when one is still due.
 */
export function settle(before: Creature, n: Creature, action: Action, events: RulesEvent[]): void {
  if (!isInPlay(n)) {
    n.conditions = n.conditions.filter((condition) => !(condition in n.durations) || condition === 'unconscious');
    n.durations = {};
  } else if (before.conditions.includes('unconscious') && !n.conditions.includes('unconscious') && !n.conditions.includes('prone')
    // Prone stays as it was included: not for a creature immune to Prone, which never had it.
    && !n.conditionImmunities.includes('prone')) {
    n.conditions.push('prone');
    events.push(event('condition-added', { condition: 'prone', until: 'until-removed', cause: 'unconscious-ended' }));
  }
  for (const condition in n.durations) {
    if (!n.conditions.includes(condition as Condition)) delete n.durations[condition as keyof Creature['durations']];
  }
  if (!n.concentration) return;
  const breaker = concentrationBreaker(n, events);
  if (breaker !== null) {
    events.push(event('concentration-ended', { on: n.concentration.on, reason: breaker }));
    n.concentration = null;
    return;
  }
  const damage = action.type === 'damage' ? damageTaken(events) : 0;
  if (damage > 0) {
    const dc = Math.max(n.concentration.dc ?? 0, concentrationDc(damage));
    n.concentration = { on: n.concentration.on, dc };
    events.push(event('concentration-check', { on: n.concentration.on, dc, damage }));
  }
}
