import { z } from 'zod/mini';
import { DAMAGE_TYPES, STANDARD_CONDITIONS } from '../../rules';
import { ARMOR_CLASS_MAX, EFFECT_KINDS, STORED_INITIATIVE_LIMIT } from '../encounter-types';
import { nameSchema } from './creature-schema';
import { monsterActionsSchema } from './monster-action-schema';
import { bounded, integer, timestamp } from './schema-helpers';

// Mirrors src/store/encounter-types.ts. Loose objects keep what a newer build added (STYLE.md 5);
// the bounds stop absurd data, never what the GM screen can produce.

const id = z.string().check(z.minLength(1), z.maxLength(100));
/** What the GM types (initiative, modifiers): a finite number within what the screen accepts. */
const number = z.number();
const initiative = z.number().check(z.minimum(-STORED_INITIATIVE_LIMIT), z.maximum(STORED_INITIATIVE_LIMIT));
const count = integer(0, Number.MAX_SAFE_INTEGER);
/** More combatants than any table: the lists below only stop absurd data. */
export const MAX_COMBATANTS = 10_000;
/** More encounters than any campaign: an export file with more is refused. */
export const MAX_ENCOUNTERS = 10_000;

const effect = z.looseObject({
  id,
  sheetId: id,
  kind: z.enum(EFFECT_KINDS),
  label: bounded(120),
  timing: z.enum(['start', 'end']),
  amount: number,
  damageType: z.optional(z.enum(DAMAGE_TYPES)),
  roundsLeft: z.nullable(number),
  // Since v5: ends when that creature stops concentrating on `on` (a name as the rules keep it).
  concentration: z.optional(z.looseObject({ sheetId: id, on: nameSchema })),
});
const effects = z.array(effect).check(z.maxLength(10_000));
const pendingSaves = z.array(z.looseObject({ sheetId: id, condition: z.enum(STANDARD_CONDITIONS) }))
  .check(z.maxLength(MAX_COMBATANTS * STANDARD_CONDITIONS.length));
const recharging = z.array(z.looseObject({ name: nameSchema, from: integer(2, 6) })).check(z.maxLength(50));

// Since the GM's Undo took turn changes (turn-steps.ts): optional, so encounters stored before read as they were.
const turnState = z.looseObject({
  round: count, turn: count, current: z.optional(id), effects, pendingDeathSave: z.nullable(id), pendingSaves,
  starting: z.optional(z.looseObject({ sheetId: id, recharging: z.optional(recharging), legendaryUsed: z.optional(integer(0, 10)) })),
});
const turnStep = z.union([
  z.looseObject({ kind: z.literal('act'), id, device: id, at: timestamp, move: z.enum(['start', 'next', 'previous']), before: turnState, after: turnState }),
  z.looseObject({ kind: z.enum(['undo', 'redo']), id, device: id, at: timestamp, target: id }),
]);

const encounter = z.looseObject({
  id,
  // The encounter-name field has no maxLength (encounter-bar.tsx): only absurd lengths are refused.
  name: bounded(10_000),
  combatants: z.array(z.looseObject({
    sheetId: id, initiative: z.nullable(initiative), modifier: initiative, tiebreak: number,
    // Since the creature library: optional, so encounters stored before it read as they were.
    armorClass: z.optional(integer(0, ARMOR_CLASS_MAX)),
    // Since stat blocks: all optional, so encounters stored before them read as they were.
    libraryId: z.optional(bounded(100, 1)),
    actions: z.optional(monsterActionsSchema),
    recharging: z.optional(recharging),
    legendaryUsed: z.optional(integer(0, 10)),
    joinedAt: z.optional(timestamp),
  })).check(z.maxLength(MAX_COMBATANTS)),
  round: count,
  turn: count,
  effects,
  pendingDeathSave: z.nullable(id),
  // Since v5 (migrations.ts gives older encounters []): at most one save per condition per combatant.
  pendingSaves,
  turnHistory: z.array(z.looseObject({ round: count, turn: count, effects })).check(z.maxLength(1000)),
  turnSteps: z.optional(z.array(turnStep).check(z.maxLength(1000))),
  missionFailedAt: z.nullable(timestamp),
  createdAt: timestamp,
  // Since issue 34: optional, so encounters stored before them read as they were.
  hideOut: z.optional(z.literal(true)),
  rollFor: z.optional(z.literal('monsters')),
});

/** One encounter, as stored and as an export file carries it (without its `creatures`). */
export const encounterSchema = encounter;

/** The GM's encounters as stored in `databook:encounters`. */
export const encountersSchema = z.looseObject({
  encounters: z.record(id, encounter),
  activeEncounterId: z.nullable(id),
});
