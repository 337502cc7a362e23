// Every bound a creature's stored numbers and strings have, in one place: the rules enforce
// them, the storage schema (src/store/persistence/creature-schema.ts) and the forms read them
// from here, so a value one of them accepts is never refused by another (issue "Nothing lost,
// nothing hidden", 2).

import { DAMAGE_TYPES } from './types';

export const LIMITS = {
  /** Name length, in Unicode code points (see nameLength in validate.ts). */
  nameLength: 120,
  /** hp.max is 1..maxHp. */
  maxHp: 100_000,
  /** hp.current, hp.maxReduction and regainOnDropAmount are 0..hp (never above hp.max anyway). */
  hp: 100_000,
  /** hp.temp: temporary HP do not stack, so no real effect comes near this. */
  tempHp: 100_000,
  /** Exhaustion levels, 0..6 (RULES.md "Rests and Exhaustion"); at 6 a creature dies. */
  exhaustion: 6,
  /** Exhaustion one Recuo can give: 1, or 2 when the maximum HP reached 0. */
  recuoExhaustion: 2,
  /** failuresToDie and successesToStabilize are 1..deathSaveCount; the counts 0..deathSaveCount. */
  deathSaveCount: 10,
  /** The death-save resource bonus, −deathSaveBonus..deathSaveBonus. */
  deathSaveBonus: 20,
  /** Uses left of each charged death-save resource. */
  resourceUses: 1_000,
  /** Wake timers, in hours: a stable creature's 1d4 hours, a Recuo's 1d4 days (Leve). */
  wakeHours: 4 * 24,
  /** Perdido: 1d6 km from the group. */
  distanceKm: 6,
  /** Days of captivity counted (about 27 years). */
  captivityDays: 10_000,
  /** A save DC the creature keeps (Fixação Monoideica's end-of-Long-Rest save). */
  saveDc: 30,
  /** A condition lasting N rounds: 1..rounds (a day is 14,400 rounds). */
  rounds: 10_000,
  /**
   * Revivify works "até 1 minuto após o Recuo" (plano-espiritual seed; D&D's Revivify: within
   * 1 minute of death), and a minute is 10 rounds of about 6 seconds. roundsSinceDeath is 0..revivifyRounds + 1, the last "the minute
   * has passed".
   */
  revivifyRounds: 10,
  /** The longest id string kept (record.resourceAltered, a turn duration's key). */
  idLength: 40,
  /** Each defense list: the thirteen damage types and 'all', each once. */
  defenses: DAMAGE_TYPES.length + 1,
  /**
   * What an action may bring: damage, healing, maximum-HP reduction, failures removed, hours
   * passed; and, either way, a flat damage adjustment, a bonus or a check total. Far above any
   * real table, far below where arithmetic stops being exact.
   */
  amount: 1_000_000,
  /** A damage multiplier (×2, ×0.5 ...) is 0..multiplier. */
  multiplier: 10,
  /** Ability modifiers, abilityMin..abilityMax (RULES.md "Hit Point Dice, saving throws…"). */
  abilityMin: -5,
  abilityMax: 10,
  /** Saving-throw bonuses, saveMin..saveMax. */
  saveMin: -20,
  saveMax: 30,
  /** Hit Point Dice of one size: max 1..hitDice (0 is no entry), spent 0..max. */
  hitDice: 40,
  /** Armor Class, 0..ac (RULES.md "Armor Class, attacks, counters and monster traits"). */
  ac: 99,
  /** A counter's uses: max 1..counterMax, used 0..max. */
  counterMax: 99,
  /** Counters a creature keeps: a full caster's nine spell-slot levels and its features fit many times. */
  counters: 30,
  /** A spell slot's level, 1..spellLevel. */
  spellLevel: 9,
  /** Parts of one damage (a bite's Piercing plus Poison): one per type and then some. */
  damageParts: 20,
  /** Damage dice: count 0..damageDice (0 is a flat amount), sides 1..damageDieSides, bonus ±damageBonus. */
  damageDice: 100,
  damageDieSides: 100,
  damageBonus: 1_000,
} as const;
