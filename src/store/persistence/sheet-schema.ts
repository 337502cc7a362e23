import { z } from 'zod/mini';
import { LANGUAGES } from '../types';
import { creatureSchema } from './creature-schema';
import { ERROR_CODES, PRESET_IDS } from '../../rules';
import { bounded, integer, MAX_REVISION, revision, timestamp } from './schema-helpers';

/** Notes are free text; the limit only stops absurd files (the sheet UI should use it as maxLength). */
export const MAX_NOTES_LENGTH = 20_000;

/** Far above what one action yields (a damage that fells a desencarnado: a handful of events). */
export const MAX_EVENTS_PER_ENTRY = 50;
const MAX_EVENT_VALUES = 32;

const eventValues = z.record(bounded(60), z.union([z.number(), bounded(200), z.boolean()]))
  .check(z.refine((values) => Object.keys(values).length <= MAX_EVENT_VALUES));

/** An id made by identity.ts (or a sheet's UUID): short, and safe in a storage key. */
export const idText = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));
/** A sheet's id: as idText, or longer (a UUID from an older build). */
export const sheetIdText = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w-]+$/));

/** A logical clock counts entries: bounded like a revision. */
const clock = integer(0, MAX_REVISION);

/**
 * An action as an entry holds it. The rules check its fields when it is folded (a bad one is
 * refused there and changes nothing); here only its size is bounded, so that a hostile file
 * cannot hide megabytes in one entry.
 */
export const MAX_ACTION_LENGTH = 4_000;
const actionSchema = z.looseObject({ type: bounded(40, 1) })
  .check(z.refine((action) => JSON.stringify(action).length <= MAX_ACTION_LENGTH, { error: 'too-large' }));

export const sheetEntrySchema = z.looseObject({
  id: idText,
  device: idText,
  tab: idText,
  clock,
  at: timestamp,
  by: z.optional(bounded(60, 1)),
  group: z.optional(idText),
  undoable: z.optional(z.literal(false)),
  change: z.union([
    z.looseObject({ kind: z.literal('act'), action: actionSchema }),
    z.looseObject({ kind: z.enum(['undo', 'redo']), target: idText }),
  ]),
});

const stampSchema = z.looseObject({ clock, device: idText, tab: idText });

/**
 * A log line. Stored lines with an entry leave out what the entry says (`at`, the action's
 * type, undo or redo): a third of a long campaign's bytes. `expandLine` puts them back.
 */
export const logEntrySchema = z.looseObject({
  at: z.optional(timestamp),
  action: z.optional(bounded(40, 1)),
  // Bounded, so that zod refuses a hostile list before it reads (and reports) every element.
  events: z.array(z.looseObject({
    type: bounded(60, 1),
    // Stored entries omit empty values (most events carry none): read back as {}.
    values: z._default(eventValues, () => ({})),
  })).check(z.maxLength(MAX_EVENTS_PER_ENTRY)),
  undo: z.optional(z.enum(['undo', 'redo'])),
  entry: z.optional(sheetEntrySchema),
  refused: z.optional(z.enum(ERROR_CODES)),
  undone: z.optional(z.literal(true)),
}).check(z.refine((line) => line.entry !== undefined || (line.at !== undefined && line.action !== undefined), { error: 'line-without-entry' }));

/** A line as read (logEntrySchema's output) made whole again: see logEntrySchema. Mutates and returns it. */
export function expandLine<T extends { at?: number; action?: string; undo?: 'undo' | 'redo'; entry?: { at: number; change: { kind: string; action?: { type: string } } } }>(line: T): T {
  const { entry } = line;
  if (!entry) return line;
  line.at ??= entry.at;
  if (entry.change.kind === 'act') line.action ??= entry.change.action?.type;
  else line.undo ??= entry.change.kind as 'undo' | 'redo';
  return line;
}

const sheetShape = {
  id: sheetIdText,
  creature: creatureSchema,
  origin: creatureSchema,
  epoch: idText,
  followLanguage: z.boolean(),
  notes: bounded(MAX_NOTES_LENGTH),
  stamps: z.optional(z.looseObject({ notes: z.optional(stampSchema), followLanguage: z.optional(stampSchema) })),
  log: z.array(logEntrySchema),
  table: z.optional(z.looseObject({ id: idText, owner: idText, ownerName: bounded(60, 1) })),
  // Since v6: a creature of that encounter, not a sheet of the list (src/store/monsters.ts).
  encounterId: z.optional(sheetIdText),
  revision,
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A sheet as the store keeps it (src/store/types.ts `Sheet`), at the current schema version. */
export const sheetSchema = z.looseObject(sheetShape);

/** One archive chunk's tag as a sheet entry lists it; null marks a chunk that is gone (log-archive.ts). */
export const chunkTagSchema = z.nullable(bounded(16));

/**
 * A sheet's stored entry: the sheet whose `log` holds only the recent entries, and `archive`,
 * the tags of the chunks that hold the older ones, oldest first (absent: the log is all here).
 */
export const storedSheetSchema = z.looseObject({ ...sheetShape, archive: z.optional(z.array(chunkTagSchema).check(z.maxLength(100_000))) });

/** An archive chunk: log entries, oldest first. */
export const logChunkSchema = z.array(logEntrySchema);

export const settingsSchema = z.looseObject({
  language: z.enum(LANGUAGES),
  presetPin: z.nullable(z.enum(PRESET_IDS)),
  keepAwake: z.boolean(),
  signaling: z.optional(z.array(bounded(300, 1)).check(z.maxLength(20))),
  // An address, or (since TURN servers with credentials) a TURN server with its username and credential.
  iceServers: z.optional(z.array(z.union([bounded(300, 1), z.object({ urls: bounded(300, 1), username: bounded(200, 1), credential: bounded(200, 1) })])).check(z.maxLength(20))),
});
