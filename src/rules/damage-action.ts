// The `damage` action: RULES.md "Damage" 1–6, damage of several types from one source, and
// Undead Fortitude ("Armor Class, attacks, counters and monster traits").
import { computeDamage, damageActionProblem } from './damage';
import { event, refuse, unchanged, type Outcome } from './events';
import { fall } from './fall';
import { fortitudeDc, rollFortitude } from './fortitude';
import { addCondition, endRulesUnconscious, cloneCreature, effectiveMax, hasUses, isInPlay, spendResource } from './hp';
import { allowsKnockOut, natureOf } from './presets';
import type { Creature, DamageAction, DamageBreakdown, RulesEvent } from './types';
import { becomeDying, becomeStable } from './zero-hp';
import { dieValue, type Rng } from './dice';

export function applyDamage(c: Creature, a: DamageAction, rng?: Rng): Outcome {
  const invalid = damageActionProblem(a);
  if (invalid) return refuse(invalid);
  if (!isInPlay(c)) return refuse('not-alive');
  // srd-2024 "Omráčení tvora" needs an attack "na blízko"; the databook has no such rule.
  if (a.knockOut && (!allowsKnockOut(c.preset) || !a.melee)) return refuse('knock-out-unavailable');
  const b = computeDamage(c, a);
  if (b.immune) return unchanged(c, [event('damage-immune', typesOf(a, b, true))]);
  // RULES.md Damage 3: damage that comes to 0 is no damage (no failure, nothing recorded).
  if (b.total === 0) return unchanged(c, [event('damage-none')]);
  // Undead Fortitude's save comes before anything 0 HP would do: its die is the first drawn.
  const dc = fortitudeDc(c, a, b);
  const fortitude = dc === null ? null : rollFortitude(c, a, dc, rng);
  if (dc !== null && fortitude === null) return refuse('invalid-roll');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  n.hp.temp -= b.tempAbsorbed;
  const hpDamage = b.total - b.tempAbsorbed;
  if (fortitude?.passed) {
    // "On a success it drops to 1 HP instead, and nothing that 0 HP would do happens."
    n.hp.current = 1;
    events.push(taken(n, a, b, c.hp.current - 1), fortitude.said);
  } else if (c.status === 'alive') {
    damageWithHp(n, a, b, hpDamage, events, fortitude?.said, rng);
  } else {
    damageAtZero(n, a, b, hpDamage, events);
  }
  return { creature: n, events };
}

/**
 * The damage type(s) an event names: the action's one type; with parts, the type of each part
 * that did damage (of every part, for immunity), as one type when they share it, else as a
 * comma-separated list ('untyped' for a part without a type). One part reads as one amount.
 */
function typesOf(a: DamageAction, b: DamageBreakdown, all = false): { damageType?: string; damageTypes?: string } {
  if (!b.parts) return { damageType: a.damageType };
  const types = [...new Set(b.parts.filter((part) => all || part.total > 0).map((part) => part.damageType ?? 'untyped'))];
  if (types.length > 1) return { damageTypes: types.join(',') };
  return { damageType: types[0] === 'untyped' ? undefined : types[0] };
}

function taken(n: Creature, a: DamageAction, b: DamageBreakdown, hpLost: number): RulesEvent {
  return event('damage-taken', {
    amount: b.total, tempAbsorbed: b.tempAbsorbed, hpLost, current: n.hp.current,
    critical: b.critical, ongoing: a.ongoing === true, ...typesOf(a, b),
  });
}

/** `fortitude`: the event of an Undead Fortitude save that failed, said after the damage. */
function damageWithHp(
  n: Creature, a: DamageAction, b: DamageBreakdown, hpDamage: number, events: RulesEvent[], fortitude: RulesEvent | undefined, rng?: Rng,
): void {
  const before = n.hp.current;
  if (hpDamage < before) {
    n.hp.current -= hpDamage;
    events.push(taken(n, a, b, hpDamage));
    return;
  }
  // srd-2024 "Masivní zranění": the damage left after reaching 0.
  const overflow = hpDamage - before;
  if (a.knockOut) {
    // The attacker chose not to drop it to 0, so massive damage does not apply.
    n.hp.current = 1;
    n.knockedOut = true;
    addCondition(n, 'unconscious');
    events.push(taken(n, a, b, before - 1), event('knocked-out'));
    return;
  }
  n.hp.current = 0;
  n.knockedOut = false;
  n.record = { damageAtZero: false, resourceAltered: null };
  events.push(taken(n, a, b, before), ...(fortitude ? [fortitude] : []), event('dropped-to-zero', { overflow }));
  // srd-2024 "Smrt nestvůry"; databook: common enemies "podem simplesmente morrer".
  if (n.role === 'minion' || natureOf(n) === 'thought-form') return fall(n, 'minion', events);
  const effMax = effectiveMax(n);
  if (overflow >= effMax) {
    events.push(event('massive-damage', { overflow, effectiveMax: effMax }));
    if (!hasUses(n, 'preventInstantDeath')) return fall(n, 'massive', events);
    spendResource(n, 'preventInstantDeath', events);
  }
  // databook resource "recuperar PV ao cair a 0".
  if (hasUses(n, 'regainOnDrop')) {
    spendResource(n, 'regainOnDrop', events);
    n.hp.current = Math.max(1, Math.min(n.resources.regainOnDropAmount, effMax));
    // It never stays at 0 HP, so nothing leaves it Unconscious (and a knock-out it was under
    // ends: srd-2024 "Stav končí předčasně, pokud tvor získá zpět nějaké Životy").
    endRulesUnconscious(n);
    return;
  }
  becomeDying(n, events);
  // databook resource "estabilizar automaticamente"; srd-2024 then counts its 1d4 hours
  // (the typed `wakeRoll`, else rolled; with neither, the creature is stable with no timer).
  if (hasUses(n, 'autoStabilize')) {
    spendResource(n, 'autoStabilize', events);
    becomeStable(n, 'resource', dieValue(a.wakeRoll, 4, rng), events);
  }
}

/**
 * srd-2024 "Zranění při 0 Životech" / databook "Dano enquanto está a 0 PV": a failure, two
 * on a critical hit, death if the damage ≥ the maximum. A stable creature stops being stable.
 */
function damageAtZero(
  n: Creature, a: DamageAction, b: DamageBreakdown, hpDamage: number, events: RulesEvent[],
): void {
  n.record.damageAtZero = true;
  events.push(taken(n, a, b, 0));
  if (hpDamage >= effectiveMax(n)) {
    if (!hasUses(n, 'preventInstantDeath')) return fall(n, 'damage-at-zero', events);
    spendResource(n, 'preventInstantDeath', events);
  }
  // No HP was lost: no failure unless the table reads "any damage" literally (RULES.md 6).
  if (hpDamage === 0 && !n.options.tempHpAbsorbCountsAtZero) {
    events.push(event('temp-absorbed-at-zero'));
    return;
  }
  if (hasUses(n, 'ignoreDamageAtZero')) {
    spendResource(n, 'ignoreDamageAtZero', events);
    events.push(event('damage-ignored-at-zero'));
    return;
  }
  const count = b.critical ? 2 : 1;
  const needed = n.resources.failuresToDie;
  n.deathSaves.failures = Math.min(needed, n.deathSaves.failures + count);
  events.push(event('failures-added', {
    count, failures: n.deathSaves.failures, cause: b.critical ? 'critical' : 'damage',
  }));
  if (n.status === 'stable') {
    n.status = 'dying';
    n.stableHoursUntilWake = null;
    events.push(event('stability-lost'));
  }
  if (n.deathSaves.failures >= needed) fall(n, 'failures', events);
}
