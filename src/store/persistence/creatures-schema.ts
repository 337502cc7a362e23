import { z } from 'zod/mini';
import { CREATURE_TYPES } from '../../features/gm/library/library-types';
import { ABILITIES, DAMAGE_TYPES, LIMITS, STANDARD_CONDITIONS } from '../../rules';
import { ARMOR_CLASS_MAX, INITIATIVE_LIMIT } from '../encounter-types';
import { nameSchema } from './creature-schema';
import { monsterActionsSchema } from './monster-action-schema';
import { integer } from './schema-helpers';

// Mirrors src/features/gm/library/library-types.ts `LibraryCreature`, as the GM's own creatures
// are stored (`databook:creatures`) and exported. Loose objects keep what a newer build added
// (STYLE.md 5); every bound is what quick-add itself accepts.

/** More own creatures than any GM keeps: the list only stops absurd data. */
export const MAX_OWN_CREATURES = 5_000;

const modifier = integer(LIMITS.abilityMin, LIMITS.abilityMax);
const defenses = z.array(z.enum([...DAMAGE_TYPES, 'all'])).check(z.maxLength(LIMITS.defenses));

export const ownCreatureSchema = z.looseObject({
  id: z.string().check(z.minLength(5), z.maxLength(100), z.startsWith('own:')),
  name: nameSchema,
  source: z.literal('own'),
  type: z.nullable(z.enum(CREATURE_TYPES)),
  cr: z.nullable(z.string().check(z.regex(/^(0|1\/8|1\/4|1\/2|[1-9]|[12]\d|30)$/))),
  armorClass: z.nullable(integer(0, ARMOR_CLASS_MAX)),
  hp: integer(1, LIMITS.maxHp),
  hpFormula: z.nullable(z.string().check(z.regex(/^\d{1,2}d\d{1,3}([+-]\d{1,4})?$/))),
  initiative: integer(-INITIATIVE_LIMIT, INITIATIVE_LIMIT),
  abilities: z.looseObject({ str: modifier, dex: modifier, con: modifier, int: modifier, wis: modifier, cha: modifier }),
  saves: z.partialRecord(z.enum(ABILITIES), integer(LIMITS.saveMin, LIMITS.saveMax)),
  resistances: defenses,
  vulnerabilities: defenses,
  immunities: defenses,
  conditionImmunities: z.array(z.enum(STANDARD_CONDITIONS)).check(z.maxLength(STANDARD_CONDITIONS.length)),
  // Since stat blocks: the actions the GM gave the creature (absent in creatures stored before).
  actions: z.optional(monsterActionsSchema),
});

/** The GM's own creatures as one document (storage and the export file). */
export const creaturesSchema = z.looseObject({
  creatures: z.array(ownCreatureSchema).check(z.maxLength(MAX_OWN_CREATURES)),
});
