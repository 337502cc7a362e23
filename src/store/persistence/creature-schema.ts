import { z } from 'zod/mini';
import {
  ABILITIES, CONDITIONS, COUNTER_RECOVERIES, CREATURE_TRAITS, DAMAGE_TYPES, GENDERS, HIT_DIE_KEYS, LIMITS, NATURES, PRESET_IDS, ROLES,
  STANDARD_CONDITIONS, STATUSES, TURN_EDGES, ZONES, nameLength, parseName,
} from '../../rules';
import { bounded, integer } from './schema-helpers';

// Mirrors src/rules/types.ts `Creature`. Objects are loose: a field this version does not
// know (written by a newer build, or added later) is kept, never deleted (STYLE.md 5).
// Every bound is the rules' own (src/rules/limits.ts, one source of truth): what the rules
// can produce always validates, absurd input never does. Whether the fields fit together
// (current HP ≤ the maximum, "dead" at 0 HP...) is the rules' creatureProblems.
// zod/mini (functional checks) rather than classic zod: same validation, a fraction of the
// bytes on the first route, which reads and validates the stored sheets at boot.

/** The message of the issue for a name with nothing visible in it (zero-width spaces only...). */
export const INVISIBLE_NAME = 'invisible-name';

/**
 * Counted as the rules count it (code points: 61 emoji are 61, not 122), and refused when the
 * rules' parseName would refuse it, so a stored name can always be edited again.
 */
export const nameSchema = z.string().check(
  z.trim(),
  z.superRefine((value: string, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value });
    } else if (nameLength(value) > LIMITS.nameLength) {
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: LIMITS.nameLength, inclusive: true, input: value });
    } else if (parseName(value) === null) {
      ctx.addIssue({ code: 'custom', message: INVISIBLE_NAME, input: value });
    }
  }),
);
const name = nameSchema;
const hp = integer(0, LIMITS.hp);
const uses = integer(0, LIMITS.resourceUses);
const wakeHours = integer(0, LIMITS.wakeHours);
const defense = z.enum([...DAMAGE_TYPES, 'all']);
const defenses = z.array(defense).check(z.maxLength(LIMITS.defenses));
const deathSaveCount = integer(0, LIMITS.deathSaveCount);
const deathSaveNeed = integer(1, LIMITS.deathSaveCount);
const exhaustion = integer(0, LIMITS.exhaustion);

const resources = z.looseObject({
  advantage: z.boolean(),
  disadvantage: z.boolean(),
  bonus: integer(-LIMITS.deathSaveBonus, LIMITS.deathSaveBonus),
  extraDie: z.union([z.literal(0), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]),
  failuresToDie: deathSaveNeed,
  successesToStabilize: deathSaveNeed,
  failureToSuccessUses: uses,
  autoStabilizeUses: uses,
  regainOnDropUses: uses,
  regainOnDropAmount: hp,
  ignoreDamageAtZeroUses: uses,
  preventInstantDeathUses: uses,
});

const recuo = z.looseObject({
  cause: z.enum(['failures', 'massive', 'max-hp-zero', 'exhaustion']),
  exhaustionGained: integer(0, LIMITS.recuoExhaustion),
  zone: z.optional(z.enum(ZONES)),
  zoneRoll: z.optional(integer(1, 6)),
  outcome: z.optional(z.enum(['posto', 'perdido', 'capturado'])),
  hoursUntilWake: z.optional(wakeHours),
  distanceKm: z.optional(integer(1, LIMITS.distanceKm)),
  captivityDays: integer(0, LIMITS.captivityDays),
});

/**
 * How long a condition given by hand lasts: the rules' ConditionDuration, bounded as their
 * parseDuration bounds it (schema-fits-rules.test.ts proves the two agree). A turn's `started`
 * is the rules' own bookkeeping (turnEdge sets it), so it is kept too.
 */
/** The concentration that sustains a condition (optional: a creature stored before had none). */
const sustainedBy = z.optional(z.looseObject({ of: bounded(LIMITS.idLength, 1), on: name, name }));
const duration = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('until-removed'), sustainedBy }),
  z.looseObject({ kind: z.literal('rounds'), rounds: integer(1, LIMITS.rounds), sustainedBy }),
  z.looseObject({
    kind: z.literal('turn'),
    edge: z.enum(TURN_EDGES),
    of: bounded(LIMITS.idLength, 1),
    name,
    started: z.optional(z.boolean()),
    sustainedBy,
  }),
  // `rounds`: at most that many rounds as well (Hold Person); absent, until the save only.
  z.looseObject({ kind: z.literal('save'), ability: z.enum(ABILITIES), dc: integer(1, LIMITS.saveDc), rounds: z.optional(integer(1, LIMITS.rounds)), sustainedBy }),
]);

/** Only the conditions a creature can be given have durations; an unknown key is refused (data-issues.ts). */
const durations = z.partialRecord(z.enum(STANDARD_CONDITIONS), duration);

/** What the creature concentrates on, and the Constitution save DC due (10..30: concentrationDc's range). */
const concentration = z.nullable(z.looseObject({ on: name, dc: z.nullable(integer(10, LIMITS.saveDc)) }));

const modifier = integer(LIMITS.abilityMin, LIMITS.abilityMax);
const abilities = z.looseObject({ str: modifier, dex: modifier, con: modifier, int: modifier, wis: modifier, cha: modifier });
/** Only the saves set explicitly; the others follow their modifier (src/rules/types.ts `Saves`). */
const saves = z.partialRecord(z.enum(ABILITIES), integer(LIMITS.saveMin, LIMITS.saveMax));
/** `spent` never above `max` is the rules' creatureProblems ('hit-dice-spent-above-max'). */
const hitDiePool = z.looseObject({ max: integer(1, LIMITS.hitDice), spent: integer(0, LIMITS.hitDice) });
const hitDice = z.partialRecord(z.enum(HIT_DIE_KEYS), hitDiePool);
const conditionImmunities = z.array(z.enum(STANDARD_CONDITIONS)).check(z.maxLength(STANDARD_CONDITIONS.length));

/**
 * A counter (RULES.md "Armor Class, attacks, counters and monster traits"): an id as the rules'
 * isCounterId reads it, the player's name, max 1..99, used 0..99. `used` never above `max`, and
 * each id once, are the rules' creatureProblems ('counter-used-above-max', 'duplicate-counter').
 */
const counter = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(LIMITS.idLength), z.regex(/^[\w-]+$/)),
  name,
  max: integer(1, LIMITS.counterMax),
  used: integer(0, LIMITS.counterMax),
  recovers: z.enum(COUNTER_RECOVERIES),
  level: z.optional(integer(1, LIMITS.spellLevel)),
});
const counters = z.array(counter).check(z.maxLength(LIMITS.counters));
const traits = z.array(z.enum(CREATURE_TRAITS)).check(z.maxLength(CREATURE_TRAITS.length));

export const creatureSchema = z.looseObject({
  name,
  preset: z.enum(PRESET_IDS),
  role: z.enum(ROLES),
  nature: z.enum(NATURES),
  hp: z.looseObject({ current: hp, max: integer(1, LIMITS.maxHp), temp: integer(0, LIMITS.tempHp), maxReduction: hp }),
  deathSaves: z.looseObject({ successes: deathSaveCount, failures: deathSaveCount }),
  status: z.enum(STATUSES),
  conditions: z.array(z.enum(CONDITIONS)).check(z.maxLength(CONDITIONS.length)),
  exhaustion,
  exhaustionNeedsLight: exhaustion,
  defenses: z.looseObject({ resistances: defenses, vulnerabilities: defenses, immunities: defenses }),
  resources,
  options: z.looseObject({ tempHpAbsorbCountsAtZero: z.boolean() }),
  record: z.looseObject({ damageAtZero: z.boolean(), resourceAltered: z.nullable(bounded(LIMITS.idLength)) }),
  knockedOut: z.boolean(),
  stableHoursUntilWake: z.nullable(wakeHours),
  fixacaoDc: z.nullable(integer(1, LIMITS.saveDc)),
  recuo: z.optional(recuo),
  // Revivify's minute in rounds; creatures stored before it read as none counted.
  roundsSinceDeath: z.optional(integer(0, LIMITS.revivifyRounds + 1)),
  // Since schema v5 (migrations.ts gives older creatures {} and null).
  durations,
  concentration,
  // The sheet's own numbers (RULES.md "Hit Point Dice, saving throws and condition immunities").
  // No schema version for them: a creature stored before reads with the rules' defaults
  // (modifiers 0, saves following them, no Hit Point Dice, no immunity), filled in here, and a
  // build that does not know them keeps them (loose objects) and its rules carry them along.
  abilities: z._default(abilities, () => ({ str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 })),
  saves: z._default(saves, () => ({})),
  hitDice: z._default(hitDice, () => ({})),
  conditionImmunities: z._default(conditionImmunities, () => []),
  // Armor Class, counters and traits, the same way: a creature stored before reads with no Armor
  // Class (unknown), no counter and no trait; no schema version for them.
  ac: z.optional(integer(0, LIMITS.ac)),
  counters: z._default(counters, () => []),
  traits: z._default(traits, () => []),
  // The words' gender (female, male, neuter), presentational only: a creature stored before reads
  // as not saying it; no schema version for it.
  gender: z.optional(z.enum(GENDERS)),
});
