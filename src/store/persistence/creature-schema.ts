import { z } from 'zod';
import {
  CONDITIONS, DAMAGE_TYPES, NATURES, PRESET_IDS, ROLES, STATUSES, ZONES,
} from '../../rules';

// Mirrors src/rules/types.ts `Creature`. Objects are `.loose()`: a field this version does
// not know (written by a newer build, or added later) is kept, never deleted (STYLE.md 5).
// The bounds are the rules' own (src/rules/validate.ts: names ≤ 120 characters, maximum HP
// ≤ 100 000): what the rules can produce always validates, absurd input never does.

export const MAX_NAME_LENGTH = 120;
export const MAX_HP = 100_000;
const count = z.int().min(0).max(1_000_000);
const hp = z.int().min(0).max(MAX_HP * 10);
const defense = z.enum([...DAMAGE_TYPES, 'all']);

const resources = z.object({
  advantage: z.boolean(),
  disadvantage: z.boolean(),
  bonus: z.int().min(-20).max(20),
  extraDie: z.union([z.literal(0), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]),
  failuresToDie: z.int().min(1).max(10),
  successesToStabilize: z.int().min(1).max(10),
  failureToSuccessUses: count,
  autoStabilizeUses: count,
  regainOnDropUses: count,
  regainOnDropAmount: hp,
  ignoreDamageAtZeroUses: count,
  preventInstantDeathUses: count,
}).loose();

const recuo = z.object({
  cause: z.enum(['failures', 'massive', 'max-hp-zero', 'exhaustion']),
  exhaustionGained: count,
  zone: z.enum(ZONES).optional(),
  zoneRoll: z.int().min(1).max(6).optional(),
  outcome: z.enum(['posto', 'perdido', 'capturado']).optional(),
  hoursUntilWake: count.optional(),
  distanceKm: count.optional(),
  captivityDays: count,
}).loose();

export const creatureSchema = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  preset: z.enum(PRESET_IDS),
  role: z.enum(ROLES),
  nature: z.enum(NATURES),
  hp: z.object({ current: hp, max: z.int().min(1).max(MAX_HP), temp: hp, maxReduction: hp }).loose(),
  deathSaves: z.object({ successes: z.int().min(0).max(10), failures: z.int().min(0).max(10) }).loose(),
  status: z.enum(STATUSES),
  conditions: z.array(z.enum(CONDITIONS)).max(CONDITIONS.length),
  exhaustion: z.int().min(0).max(6),
  exhaustionNeedsLight: z.int().min(0).max(6),
  defenses: z.object({
    resistances: z.array(defense).max(20),
    vulnerabilities: z.array(defense).max(20),
    immunities: z.array(defense).max(20),
  }).loose(),
  resources,
  options: z.object({ tempHpAbsorbCountsAtZero: z.boolean() }).loose(),
  record: z.object({ damageAtZero: z.boolean(), resourceAltered: z.string().max(40).nullable() }).loose(),
  knockedOut: z.boolean(),
  stableHoursUntilWake: count.nullable(),
  fixacaoDc: z.int().min(1).max(40).nullable(),
  recuo: recuo.optional(),
}).loose();
