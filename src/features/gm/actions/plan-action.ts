import {
  attackOutcome, automaticCritical, rollDamage, saveBonus, type Action, type Creature, type DamageAction,
} from '../../../rules';
import { rollD20 } from '../../../store/encounter-helpers';
import type { MonsterAction, SaveSuccess } from '../library/library-types';
import { perDayCounterId } from './action-text';

// What resolving a stat block's action does to its targets, worked out from what the GM rolled
// or typed: pure, so the panel, its preview and its tests agree. The rules decide every outcome
// (attackOutcome, the damage pipeline); this file only gathers the dice into actions.

export type Advantage = 'normal' | 'advantage' | 'disadvantage';

/** What the GM rolled or typed for one target. */
export interface TargetDice {
  /** The natural d20 kept (the attack roll, or the target's save), as typed. */
  d20: string;
  /** With Advantage or Disadvantage, the two d20s the app rolled (d20 is the one kept). */
  pair?: [number, number];
  /** The GM's word when the target's Armor Class is unknown. */
  verdict?: 'hit' | 'miss';
  /** Each damage part's amount, as typed or rolled (attacks: this target's own roll). */
  damage: string[];
  /** Undead Fortitude's natural d20, typed (rolled on Apply when empty). */
  fortitude: string;
  /** A failed save turned into a success with a Legendary Resistance use. */
  legendary: boolean;
  /** The save was asked on the player's phone (a shared table): its ask. */
  askId?: string;
}

/** A target as the action panel reads it. */
export interface TargetInfo {
  sheetId: string;
  creature: Creature;
  /** The Armor Class attacks compare with; null when unknown (the GM says hit or miss). */
  ac: number | null;
}

export const NO_DICE: TargetDice = { d20: '', damage: [], fortitude: '', legendary: false };

/** A typed whole number within [min, max], or null. */
export function typedInt(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export type AttackVerdict = 'critical' | 'hit' | 'miss' | 'unknown';

/**
 * An attack's result against one target: the rules' attackOutcome (RULES.md: a natural 20 is a
 * critical hit, a natural 1 misses, else d20 + bonus ≥ AC), the GM's word when the AC is unknown,
 * and a melee hit on a Paralyzed or Unconscious target within 5 ft a critical hit (srd-2024).
 * Null before the d20 is in.
 */
export function attackVerdict(action: MonsterAction, dice: TargetDice, ac: number | null, target: Creature | undefined): AttackVerdict | null {
  const d20 = typedInt(dice.d20, 1, 20);
  if (d20 === null || !action.attack) return null;
  let outcome: AttackVerdict = attackOutcome({ d20, bonus: action.attack.bonus, ...(ac === null ? {} : { ac }) });
  if (outcome === 'unknown' && dice.verdict) outcome = dice.verdict;
  if (outcome === 'hit' && action.attack.mode === 'melee' && target && automaticCritical(target)) outcome = 'critical';
  return outcome;
}

export interface SaveVerdict {
  total: number;
  /** The save succeeded on its own. */
  passed: boolean;
  /** It failed and a Legendary Resistance use makes it a success. */
  legendary: boolean;
}

/** A target's save against the action's DC: the natural d20 plus its own bonus. Null before the d20 is in. */
export function saveVerdict(action: MonsterAction, dice: TargetDice, bonus: number): SaveVerdict | null {
  const d20 = typedInt(dice.d20, 1, 20);
  if (d20 === null || !action.save) return null;
  const total = d20 + bonus;
  const passed = total >= action.save.dc;
  return { total, passed, legendary: !passed && dice.legendary };
}

/** Two d20s with Advantage (the higher kept) or Disadvantage (the lower), one otherwise. */
export function rollD20s(advantage: Advantage, rng: () => number): Pick<TargetDice, 'd20' | 'pair'> {
  const roll = () => rollD20(rng);
  if (advantage === 'normal') return { d20: String(roll()) };
  const pair: [number, number] = [roll(), roll()];
  const kept = advantage === 'advantage' ? Math.max(...pair) : Math.min(...pair);
  return { d20: String(kept), pair };
}

/** The action's damage rolled with the app's dice (a critical hit rolls the dice twice), as texts for the fields. */
export function rolledDamage(action: MonsterAction, critical: boolean, rng: () => number): string[] {
  return rollDamage(action.damage ?? [], { critical }, rng).map((part) => String(part.amount));
}

/** The damage parts as typed, with the action's types; null while one is missing or not a whole number. */
export function typedParts(action: MonsterAction, texts: readonly string[]): DamageAction['parts'] | null {
  const parts = action.damage ?? [];
  if (parts.length === 0) return null;
  const amounts = parts.map((_, i) => typedInt(texts[i] ?? '', 0, 100_000));
  if (amounts.some((a) => a === null)) return null;
  return parts.map((part, i) => ({ amount: amounts[i]!, ...(part.damageType ? { damageType: part.damageType } : {}) }));
}

/** What a target gets from a save action: full damage on a failure, half or none on a success. */
export function saveDamage(success: SaveSuccess | undefined, verdict: SaveVerdict): 'full' | 'half' | 'none' {
  if (!verdict.passed && !verdict.legendary) return 'full';
  return success === 'half' ? 'half' : 'none';
}

export interface TargetPlan {
  sheetId: string;
  /** The damage action, or null when this target takes none (a miss, a save with no damage on success). */
  damage: DamageAction | null;
  /** The target spends a Legendary Resistance use. */
  legendary: boolean;
}

/** The damage action one target receives, its Undead Fortitude d20 included when typed. */
export function damageFor(parts: NonNullable<DamageAction['parts']>, options: { critical?: boolean; half?: boolean; fortitude?: string }): DamageAction {
  const fortitudeRoll = typedInt(options.fortitude ?? '', 1, 20);
  return {
    type: 'damage',
    parts,
    ...(options.critical ? { critical: true } : {}),
    ...(options.half ? { halfOnSave: true } : {}),
    ...(fortitudeRoll === null ? {} : { fortitudeRoll }),
  };
}

/**
 * Every entry Apply writes, as one group (one Undo): each target's Legendary Resistance use and
 * damage, and the X/Day use the attacker spends. A Recharge or legendary action is the encounter's
 * bookkeeping (useMonsterAction), not a sheet's.
 */
export function applyItems(attacker: string, action: MonsterAction, plans: readonly TargetPlan[], attackerCreature: Creature | undefined): { sheetId: string; action: Action }[] {
  const items: { sheetId: string; action: Action }[] = [];
  for (const plan of plans) {
    if (plan.legendary) items.push({ sheetId: plan.sheetId, action: { type: 'useCounter', id: 'legendary-resistance' } });
    if (plan.damage) items.push({ sheetId: plan.sheetId, action: plan.damage });
  }
  if (action.perDay !== undefined && attackerCreature?.counters.some((c) => c.id === perDayCounterId(action))) {
    items.push({ sheetId: attacker, action: { type: 'useCounter', id: perDayCounterId(action) } });
  }
  return items;
}

/**
 * What Apply would do to each target, or null while a die the outcome needs is missing (a d20,
 * the GM's word on an unknown AC, a damage part of a target that is hit).
 */
export function planTargets(action: MonsterAction, infos: readonly TargetInfo[], dice: Readonly<Record<string, TargetDice>>, shared: readonly string[]): TargetPlan[] | null {
  const plans: TargetPlan[] = [];
  for (const { sheetId, creature, ac } of infos) {
    const own = dice[sheetId] ?? NO_DICE;
    if (action.attack) {
      const verdict = attackVerdict(action, own, ac, creature);
      if (verdict === null || verdict === 'unknown') return null;
      if (verdict === 'miss') { plans.push({ sheetId, damage: null, legendary: false }); continue; }
      const parts = typedParts(action, own.damage);
      if (!parts) {
        if ((action.damage?.length ?? 0) > 0) return null;
        plans.push({ sheetId, damage: null, legendary: false });
        continue;
      }
      plans.push({ sheetId, damage: damageFor(parts, { critical: verdict === 'critical', fortitude: own.fortitude }), legendary: false });
    } else if (action.save) {
      const verdict = saveVerdict(action, own, saveBonus(creature, action.save.ability));
      if (verdict === null) return null;
      const parts = typedParts(action, shared);
      const effect = saveDamage(action.save.success, verdict);
      if ((action.damage?.length ?? 0) > 0 && !parts) return null;
      const damage = parts && effect !== 'none' ? damageFor(parts, { half: effect === 'half', fortitude: own.fortitude }) : null;
      plans.push({ sheetId, damage, legendary: verdict.legendary });
    } else {
      const parts = typedParts(action, shared);
      if (!parts) return null;
      plans.push({ sheetId, damage: damageFor(parts, { fortitude: own.fortitude }), legendary: false });
    }
  }
  return plans;
}

