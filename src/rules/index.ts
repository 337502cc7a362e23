// The one public door of the rules module (shared/RULES.md). Pure: no React, no storage,
// no clock and no random source of its own: randomness comes in through ctx.rng.
export * from './types';
import type { PresetId } from './types';
export { createCreature } from './create-creature';
export { dispatch, freezeDispatchResults } from './dispatch';
/** Every die an action may use, rolled now and typed in: dispatch then needs no rng (a sheet's log). */
export { resolveAction } from './resolve';
export { computeDamage } from './damage';
/** Every bound a creature's numbers and strings have; storage and forms read them from here. */
export { LIMITS } from './limits';
/** Names as the rules take them (trimmed, something visible, ≤ LIMITS.nameLength code points). */
export { parseName, nameLength, isMaxHp } from './validate';
/** Plain data frozen all the way down: what the store keeps, and what dispatch returns in development. */
export { freezeData } from './validate';
/** What the rules could never produce in a creature, field by field (for storage and import). */
export { creatureProblems, CREATURE_PROBLEM_CODES, type CreatureProblem, type CreatureProblemCode } from './problems';
export {
  effectiveMax,
  isBloodied,
  hasBloodied,
  deathSaveNeeds,
  canDispatch,
  isDeathSaveDue,
  terminologyContext,
} from './queries';
/** Whether a preset has a rule the widgets show or hide (the death-save table's rows). */
export { tracksStableWake as wakesWhenStable, allowsKnockOut, keepsFailures } from './presets';
/** A preset whose creatures have a meaningful nature (plano-espiritual). */
export const usesNature = (preset: PresetId): boolean => preset === 'plano-espiritual';
/** plano-espiritual: a Long Rest in a Local Iluminado is the one that lifts a Recuo's Exhaustion. */
export const hasLitRest = (preset: PresetId): boolean => preset === 'plano-espiritual';
/** Conditions: what they include, what a turn edge ends or asks, and why a melee hit is critical. */
export { conditionsWithIncluded, isIncapacitated, parseDuration, turnDue, type TurnMoment } from './conditions';
export { automaticCritical } from './damage';
/** Revivify's minute in rounds of game time: rounds counted and left, and the minutes the action states. */
export { revivifyWindow, revivifyMinutes } from './revival';
/** The Constitution save DC for damage taken while concentrating. */
export { concentrationDc } from './concentration';
/** The sheet's own numbers: the save bonus a save uses (set, else the modifier), and condition immunity. */
export { saveBonus, isImmuneTo, hitDieKey } from './sheet-numbers';
/** The Hit Point Dice left to spend, by size. */
export { hitDiceLeft } from './hit-dice';
/** Armor Class, attacks, counters and monster traits (RULES.md): the attack roll against an Armor Class. */
export { attackOutcome, type AttackOutcome } from './attack';
/** Damage dice: average, rolling (critical: the dice twice), reading and writing "1d6+2 piercing, 2d6 poison". */
export {
  damageAverage, rollDamage, parseDamageFormula, formatDamageDice, formatDamageFormula, isDamageDice,
  type DamageDice, type RolledDamage,
} from './damage-dice';
/** Undead Fortitude: whether this damage calls for the save, and its DC, before it is applied. */
export { fortitudeDue } from './fortitude';
/** A counter's id as the rules keep it; an Armor Class in range. */
export { isCounterId, isArmorClass } from './counters';
