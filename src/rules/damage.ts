// The damage pipeline, shared by the preview and by dispatch (srd-2024 "Pořadí aplikace").
import { LIMITS } from './limits';
import {
  DAMAGE_TYPES,
  type Creature, type DamageAction, type DamageBreakdown, type DamagePart, type DamagePartBreakdown, type DamageStep, type Defense,
  type DamageType, type ErrorCode,
} from './types';
import { amountProblem, isDie, isOneOf, isPlainObject, signedProblem } from './validate';

/**
 * Why a damage action is refused, or null. Bounded so that every number the damage events carry
 * stays exact (src/rules/limits.ts). One amount is checked in the order it always was: amount,
 * adjustment, multiplier, damage type, wake die; then the Undead Fortitude die.
 */
export function damageActionProblem(a: DamageAction): ErrorCode | null {
  const amount = a.parts === undefined ? amountProblem(a.amount) : partsProblem(a);
  const invalid = amount ?? (a.adjustment === undefined ? null : signedProblem(a.adjustment, 'invalid-amount'));
  if (invalid) return invalid;
  if (a.multiplier !== undefined) {
    if (typeof a.multiplier !== 'number' || !(Number.isFinite(a.multiplier) && a.multiplier >= 0)) return 'invalid-amount';
    if (a.multiplier > LIMITS.multiplier) return 'amount-too-large';
  }
  const types = a.parts === undefined ? [a.damageType] : a.parts.map((part) => part.damageType);
  if (types.some((type) => type !== undefined && !isOneOf(DAMAGE_TYPES, type))) return 'unknown-action';
  if (a.wakeRoll !== undefined && !isDie(a.wakeRoll, 4)) return 'invalid-roll';
  if (a.fortitudeRoll !== undefined && !isDie(a.fortitudeRoll, 20)) return 'invalid-roll';
  return null;
}

/**
 * `parts` replace `amount` and `damageType` (RULES.md: "not with amount"): both, or an empty
 * list, are refused 'invalid-amount' (the refusal of an amount that cannot be read); each part's
 * amount as an amount is; the parts together at most LIMITS.amount, LIMITS.damageParts of them.
 * Their types are checked where one amount's type is, so one part is refused as one amount is.
 */
function partsProblem(a: DamageAction): ErrorCode | null {
  const parts: unknown = a.parts;
  if (a.amount !== undefined || a.damageType !== undefined || !Array.isArray(parts) || parts.length === 0) return 'invalid-amount';
  if (parts.length > LIMITS.damageParts) return 'amount-too-large';
  let sum = 0;
  for (const part of parts as unknown[]) {
    if (!isPlainObject(part)) return 'invalid-amount';
    const invalid = amountProblem(part.amount);
    if (invalid) return invalid;
    sum += part.amount as number;
  }
  return sum > LIMITS.amount ? 'amount-too-large' : null;
}

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

/** What one amount of one type goes through, up to Vulnerability; `adjust`: whether the flat adjustment is applied here. */
function throughDefenses(
  c: Creature, action: DamageAction, amount: number, type: DamageType | undefined, adjust: boolean,
): { steps: DamageStep[]; value: number; immune: boolean } {
  const steps: DamageStep[] = [{ step: 'base', value: amount }];
  const { vulnerabilities, immunities } = c.defenses;
  // srd-2024 Petrified: "Resistance to all damage".
  const resistances: readonly Defense[] = c.conditions.includes('petrified') ? ['all'] : c.defenses.resistances;
  if (applies(immunities, type)) {
    steps.push({ step: 'immune', value: 0 });
    return { steps, value: 0, immune: true };
  }
  let value = amount;
  if (action.halfOnSave) {
    value = Math.floor(value / 2);
    steps.push({ step: 'half', value });
  }
  if (adjust && action.adjustment !== undefined && action.adjustment !== 0) {
    value = Math.max(0, value + action.adjustment);
    steps.push({ step: 'adjustment', value });
  }
  if (action.multiplier !== undefined && action.multiplier !== 1) {
    value = Math.floor(value * action.multiplier);
    steps.push({ step: 'multiplier', value });
  }
  if (applies(resistances, type)) {
    value = Math.floor(value / 2);
    steps.push({ step: 'resistance', value });
  }
  if (applies(vulnerabilities, type)) {
    value *= 2;
    steps.push({ step: 'vulnerability', value });
  }
  return { steps, value, immune: false };
}

/** Temporary HP absorb first ("Nejprve ztrať Dočasné Životy"), then HP; the two last steps. */
function absorb(c: Creature, steps: DamageStep[], total: number): { tempAbsorbed: number; hpLost: number } {
  const tempAbsorbed = Math.min(c.hp.temp, total);
  const hpLost = Math.min(c.hp.current, total - tempAbsorbed);
  if (tempAbsorbed > 0) steps.push({ step: 'temp', value: tempAbsorbed });
  if (total > 0) steps.push({ step: 'hp', value: hpLost });
  return { tempAbsorbed, hpLost };
}

/**
 * srd-2024: Immunity → no damage. Then adjustments (half on a save, flat bonus/penalty never
 * below 0 — "je možné udělit 0 zranění, ale ne záporné" — then multipliers), Resistance
 * (halve, round down), Vulnerability (double); each defense counts once ("Neseskupování").
 * Seed example: 28 Fire, aura −5, resistant to all, vulnerable to Fire → 23 → 11 → 22.
 * Then temporary HP absorb first ("Nejprve ztrať Dočasné Životy"). Assumes a valid action.
 * With `parts`, see damagePartsBreakdown: the preview shows what dispatch applies.
 */
export function computeDamage(c: Creature, action: DamageAction): DamageBreakdown {
  if (action.parts !== undefined) return damagePartsBreakdown(c, action, action.parts);
  const critical = isCriticalHit(c, action);
  const amount = action.amount ?? 0;
  const { steps, value, immune } = throughDefenses(c, action, amount, action.damageType, true);
  if (immune) return { steps, total: 0, tempAbsorbed: 0, hpLost: 0, immune: true, critical };
  return { steps, total: value, ...absorb(c, steps, value), immune: false, critical };
}

/**
 * RULES.md "Damage of several types from one source": each part goes through immunity, half on a
 * save (each part rounded down), the flat adjustment, resistance and vulnerability on its own;
 * the sum is then one instance (temporary HP absorb the sum first). The adjustment is applied
 * once, on the first part that is not zero after immunity; when every part is (or is immune),
 * on the first part that is not immune, so that one part is exactly the single amount it stands for.
 */
function damagePartsBreakdown(c: Creature, action: DamageAction, parts: readonly DamagePart[]): DamageBreakdown {
  const critical = isCriticalHit(c, action);
  const open = (part: DamagePart) => !applies(c.defenses.immunities, part.damageType);
  let adjusted = parts.findIndex((part) => open(part) && part.amount > 0);
  if (adjusted < 0) adjusted = parts.findIndex(open);
  const results: DamagePartBreakdown[] = parts.map((part, index) => {
    const { steps, value, immune } = throughDefenses(c, action, part.amount, part.damageType, index === adjusted);
    const result: DamagePartBreakdown = { steps, total: value, immune };
    if (part.damageType !== undefined) result.damageType = part.damageType;
    return result;
  });
  const total = results.reduce((sum, part) => sum + part.total, 0);
  const steps: DamageStep[] = [{ step: 'base', value: total }];
  if (results.every((part) => part.immune)) {
    return { steps: [...steps, { step: 'immune', value: 0 }], total: 0, tempAbsorbed: 0, hpLost: 0, immune: true, critical, parts: results };
  }
  return { steps, total, ...absorb(c, steps, total), immune: false, critical, parts: results };
}
