import { z } from 'zod/mini';
import {
  CONDITIONS, DAMAGE_TYPES, NATURES, PRESET_IDS, ROLES, STATUSES, ZONES,
} from '../../rules';
import { bounded, integer } from './schema-helpers';

// Mirrors src/rules/types.ts `Creature`. Objects are loose: a field this version does not
// know (written by a newer build, or added later) is kept, never deleted (STYLE.md 5).
// The bounds are the rules' own (src/rules/validate.ts: names ≤ 120 characters, maximum HP
// ≤ 100 000): what the rules can produce always validates, absurd input never does.
// zod/mini (functional checks) rather than classic zod: same validation, a fraction of the
// bytes on the first route, which reads and validates the stored sheets at boot.

export const MAX_NAME_LENGTH = 120;
export const MAX_HP = 100_000;
const count = integer(0, 1_000_000);
const hp = integer(0, MAX_HP * 10);
const defense = z.enum([...DAMAGE_TYPES, 'all']);
const defenses = z.array(defense).check(z.maxLength(20));

const resources = z.looseObject({
  advantage: z.boolean(),
  disadvantage: z.boolean(),
  bonus: integer(-20, 20),
  extraDie: z.union([z.literal(0), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]),
  failuresToDie: integer(1, 10),
  successesToStabilize: integer(1, 10),
  failureToSuccessUses: count,
  autoStabilizeUses: count,
  regainOnDropUses: count,
  regainOnDropAmount: hp,
  ignoreDamageAtZeroUses: count,
  preventInstantDeathUses: count,
});

const recuo = z.looseObject({
  cause: z.enum(['failures', 'massive', 'max-hp-zero', 'exhaustion']),
  exhaustionGained: count,
  zone: z.optional(z.enum(ZONES)),
  zoneRoll: z.optional(integer(1, 6)),
  outcome: z.optional(z.enum(['posto', 'perdido', 'capturado'])),
  hoursUntilWake: z.optional(count),
  distanceKm: z.optional(count),
  captivityDays: count,
});

export const creatureSchema = z.looseObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
  preset: z.enum(PRESET_IDS),
  role: z.enum(ROLES),
  nature: z.enum(NATURES),
  hp: z.looseObject({ current: hp, max: integer(1, MAX_HP), temp: hp, maxReduction: hp }),
  deathSaves: z.looseObject({ successes: integer(0, 10), failures: integer(0, 10) }),
  status: z.enum(STATUSES),
  conditions: z.array(z.enum(CONDITIONS)).check(z.maxLength(CONDITIONS.length)),
  exhaustion: integer(0, 6),
  exhaustionNeedsLight: integer(0, 6),
  defenses: z.looseObject({ resistances: defenses, vulnerabilities: defenses, immunities: defenses }),
  resources,
  options: z.looseObject({ tempHpAbsorbCountsAtZero: z.boolean() }),
  record: z.looseObject({ damageAtZero: z.boolean(), resourceAltered: z.nullable(bounded(40)) }),
  knockedOut: z.boolean(),
  stableHoursUntilWake: z.nullable(count),
  fixacaoDc: z.nullable(integer(1, 40)),
  recuo: z.optional(recuo),
});
