// Undead Fortitude (shared/RULES.md "Armor Class, attacks, counters and monster traits"; SRD 5.2.1
// Zombie): "If damage reduces the zombie to 0 Hit Points, it makes a Constitution saving throw
// (DC 5 plus the damage taken) unless the damage is Radiant or from a Critical Hit. On a
// successful save, the zombie drops to 1 Hit Point instead."
import { computeDamage, damageActionProblem } from './damage';
import { dieValue, type Rng } from './dice';
import { event } from './events';
import type { Creature, DamageAction, DamageBreakdown, RulesEvent } from './types';
import { saveBonus } from './sheet-numbers';

/** Any of the damage is Radiant: its one type, or any part's (RULES.md "unless any of it is Radiant"). */
const isRadiant = (a: DamageAction): boolean =>
  a.parts === undefined ? a.damageType === 'radiant' : a.parts.some((part) => part.damageType === 'radiant');

/**
 * The DC of the save when this damage (already worked out: `b`) calls for one, else null: the
 * creature has the trait, has HP, is not knocked out instead, and the damage takes it to 0 HP
 * without being Radiant or a critical hit. "The damage taken" is what the instance removed: the
 * temporary HP and the HP down to 0 (RULES.md), not what is left over past 0.
 */
export function fortitudeDc(c: Creature, a: DamageAction, b: DamageBreakdown): number | null {
  if (!c.traits.includes('undead-fortitude') || c.status !== 'alive' || a.knockOut === true) return null;
  if (b.immune || b.critical || isRadiant(a)) return null;
  const hpDamage = b.total - b.tempAbsorbed;
  if (b.total === 0 || hpDamage < c.hp.current) return null;
  return 5 + b.tempAbsorbed + c.hp.current;
}

/**
 * Whether dispatching this damage makes the creature roll Undead Fortitude, and against which
 * DC: the GM's preview asks it before applying (and resolveAction, to roll the die only then).
 * Null when the action would be refused, or no save is due.
 */
export function fortitudeDue(c: Creature, a: DamageAction): { dc: number } | null {
  if (damageActionProblem(a) !== null) return null;
  const dc = fortitudeDc(c, a, computeDamage(c, a));
  return dc === null ? null : { dc };
}

/**
 * The save: the typed `fortitudeRoll` (else rolled) plus the Constitution save bonus, and the
 * event that says it; null when no die is to be had (no roll typed, no rng). There is no natural
 * 1 or 20 on a 2024 saving throw: the total against the DC decides.
 */
export function rollFortitude(c: Creature, a: DamageAction, dc: number, rng: Rng | undefined): { passed: boolean; said: RulesEvent } | null {
  const roll = dieValue(a.fortitudeRoll, 20, rng);
  if (roll === null) return null;
  const bonus = saveBonus(c, 'con');
  const total = roll + bonus;
  const passed = total >= dc;
  return { passed, said: event('undead-fortitude', { dc, roll, bonus, total, passed }) };
}
