import { z } from 'zod/mini';
import { ACTION_KINDS } from '../../features/gm/library/library-types';
import { ABILITIES, DAMAGE_TYPES, LIMITS } from '../../rules';
import { nameSchema } from './creature-schema';
import { bounded, integer } from './schema-helpers';

// Mirrors `MonsterAction` (src/features/gm/library/library-types.ts) as the GM's own creatures and
// an encounter's creatures keep it. Loose objects keep what a newer build added (STYLE.md 5); the
// bounds are what the actions editor accepts, and far beyond any stat block.

/** More parts, actions or feet than any stat block has: the bounds only stop absurd data. */
export const MAX_ACTIONS = 50;
export const MAX_DAMAGE_PARTS = 6;
const feet = integer(0, 10_000);

const damagePart = z.looseObject({
  count: integer(0, 99),
  sides: z.union([z.literal(0), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12), z.literal(20), z.literal(100)]),
  bonus: integer(-LIMITS.amount, LIMITS.amount),
  damageType: z.optional(z.enum(DAMAGE_TYPES)),
});

export const monsterActionSchema = z.looseObject({
  name: nameSchema,
  kind: z.enum(ACTION_KINDS),
  text: bounded(4_000),
  attack: z.optional(z.looseObject({
    mode: z.enum(['melee', 'ranged', 'melee-or-ranged']),
    bonus: integer(-30, 50),
    reach: z.optional(feet),
    range: z.optional(z.union([z.tuple([feet]), z.tuple([feet, feet])])),
  })),
  save: z.optional(z.looseObject({
    ability: z.enum(ABILITIES),
    dc: integer(1, LIMITS.saveDc),
    success: z.optional(z.enum(['half', 'none'])),
  })),
  damage: z.optional(z.array(damagePart).check(z.maxLength(MAX_DAMAGE_PARTS))),
  recharge: z.optional(integer(2, 6)),
  perDay: z.optional(integer(1, 99)),
  area: z.optional(z.looseObject({
    shape: z.enum(['cone', 'line', 'sphere', 'cube', 'cylinder', 'emanation']), size: feet, width: z.optional(feet), height: z.optional(feet),
  })),
  cost: z.optional(integer(1, 3)),
});

export const monsterActionsSchema = z.array(monsterActionSchema).check(z.maxLength(MAX_ACTIONS));
