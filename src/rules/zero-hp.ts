// Entering and leaving 0 HP: dying, stable, and regaining HP. These change a working copy.
import { event } from './events';
import { addCondition, endRulesUnconscious } from './hp';
import { keepsFailures, tracksStableWake } from './presets';
import type { Creature, RulesEvent } from './types';

/**
 * srd-2024 "Upadnutí do Bezvědomí": 0 HP, Unconscious, death saves. Successes start from 0;
 * databook failures persist from before ("permanecem registradas até ... Descanso Curto").
 */
export function becomeDying(n: Creature, events: RulesEvent[]): void {
  n.status = 'dying';
  n.hp.current = 0;
  n.knockedOut = false;
  n.stableHoursUntilWake = null;
  addCondition(n, 'unconscious');
  n.deathSaves.successes = 0;
  if (!keepsFailures(n.preset)) n.deathSaves.failures = 0;
  events.push(event('dying'));
}

/**
 * Stable: no death saves, still 0 HP and Unconscious. srd-2024: "Počet obou se vynuluje ...
 * se staneš Stabilizovaným"; databook: successes reset, "falhas não são zeradas apenas por
 * ficar estável". `wakeHours` is the srd 1d4, or null when no die was available.
 */
export function becomeStable(
  n: Creature, method: string, wakeHours: number | null, events: RulesEvent[],
): void {
  n.status = 'stable';
  n.deathSaves.successes = 0;
  if (!keepsFailures(n.preset)) n.deathSaves.failures = 0;
  n.stableHoursUntilWake = tracksStableWake(n.preset) ? wakeHours : null;
  events.push(event('stabilized', { method, wakeHours: n.stableHoursUntilWake ?? undefined }));
}

/**
 * Regaining any HP at 0 ends dying/stable and the Unconscious caused by 0 HP (srd-2024
 * "dokud nezískáš zpět nějaké Životy"; databook "Cura verdadeira"). The caller has already
 * set hp.current > 0. Counts: srd/plano both reset; databook only successes.
 */
export function regainFromZero(n: Creature, events: RulesEvent[]): void {
  const before = { ...n.deathSaves };
  n.status = 'alive';
  n.knockedOut = false;
  n.stableHoursUntilWake = null;
  endRulesUnconscious(n);
  n.record = { damageAtZero: false, resourceAltered: null };
  n.deathSaves.successes = 0;
  if (!keepsFailures(n.preset)) n.deathSaves.failures = 0;
  events.push(event('regained-consciousness'));
  if (before.successes !== n.deathSaves.successes || before.failures !== n.deathSaves.failures) {
    events.push(event('counts-reset', { ...n.deathSaves }));
  }
}

/** srd-2024 "Omráčení tvora": the knock-out ends (Short Rest, regaining HP, first aid). */
export function endKnockOut(n: Creature, events: RulesEvent[]): void {
  if (!n.knockedOut) return;
  n.knockedOut = false;
  endRulesUnconscious(n);
  events.push(event('regained-consciousness'));
}
