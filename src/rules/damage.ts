// The damage pipeline, shared by the preview and by dispatch (srd-2024 "Pořadí aplikace").
import type { Creature, DamageAction, DamageBreakdown, DamageStep, Defense, DamageType } from './types';

/** Untyped damage: only 'all' defenses apply to it. */
function applies(list: readonly Defense[], type: DamageType | undefined): boolean {
  return list.includes('all') || (type !== undefined && list.includes(type));
}

/**
 * Why a melee hit from within 1.5 m / 5 ft is a critical hit by itself: the target is
 * Unconscious (databook "Ataques contra criatura Inconsciente": "qualquer ataque que acerte a
 * criatura a até 1,5 metro") or Paralyzed (srd-2024 conditions); null when neither.
 */
export function automaticCritical(c: Pick<Creature, 'conditions'>): 'unconscious' | 'paralyzed' | null {
  if (c.conditions.includes('unconscious')) return 'unconscious';
  if (c.conditions.includes('paralyzed')) return 'paralyzed';
  return null;
}

export function isCriticalHit(c: Creature, action: DamageAction): boolean {
  return action.critical === true || (action.melee === true && automaticCritical(c) !== null);
}

/**
 * srd-2024: Immunity → no damage. Then adjustments (half on a save, flat bonus/penalty never
 * below 0 — "je možné udělit 0 zranění, ale ne záporné" — then multipliers), Resistance
 * (halve, round down), Vulnerability (double); each defense counts once ("Neseskupování").
 * Seed example: 28 Fire, aura −5, resistant to all, vulnerable to Fire → 23 → 11 → 22.
 * Then temporary HP absorb first ("Nejprve ztrať Dočasné Životy"). Assumes a valid action.
 */
export function computeDamage(c: Creature, action: DamageAction): DamageBreakdown {
  const critical = isCriticalHit(c, action);
  const steps: DamageStep[] = [{ step: 'base', value: action.amount }];
  const { vulnerabilities, immunities } = c.defenses;
  // srd-2024 Petrified: "Resistance to all damage".
  const resistances: readonly Defense[] = c.conditions.includes('petrified') ? ['all'] : c.defenses.resistances;
  if (applies(immunities, action.damageType)) {
    steps.push({ step: 'immune', value: 0 });
    return { steps, total: 0, tempAbsorbed: 0, hpLost: 0, immune: true, critical };
  }
  let value = action.amount;
  if (action.halfOnSave) {
    value = Math.floor(value / 2);
    steps.push({ step: 'half', value });
  }
  if (action.adjustment !== undefined && action.adjustment !== 0) {
    value = Math.max(0, value + action.adjustment);
    steps.push({ step: 'adjustment', value });
  }
  if (action.multiplier !== undefined && action.multiplier !== 1) {
    value = Math.floor(value * action.multiplier);
    steps.push({ step: 'multiplier', value });
  }
  if (applies(resistances, action.damageType)) {
    value = Math.floor(value / 2);
    steps.push({ step: 'resistance', value });
  }
  if (applies(vulnerabilities, action.damageType)) {
    value *= 2;
    steps.push({ step: 'vulnerability', value });
  }
  const tempAbsorbed = Math.min(c.hp.temp, value);
  const hpLost = Math.min(c.hp.current, value - tempAbsorbed);
  if (tempAbsorbed > 0) steps.push({ step: 'temp', value: tempAbsorbed });
  if (value > 0) steps.push({ step: 'hp', value: hpLost });
  return { steps, total: value, tempAbsorbed, hpLost, immune: false, critical };
}
