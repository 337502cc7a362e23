import { z } from 'zod';
import { LANGUAGES } from '../types';
import { creatureSchema } from './creature-schema';
import { PRESET_IDS } from '../../rules';

/** Notes are free text; the limit only stops absurd files (the sheet UI should use it as maxLength). */
export const MAX_NOTES_LENGTH = 20_000;

const timestamp = z.int().min(0).max(8.64e15);

const logEntry = z.object({
  at: timestamp,
  action: z.string().min(1).max(40),
  events: z.array(z.object({
    type: z.string().min(1).max(60),
    values: z.record(z.string().max(60), z.union([z.number(), z.string().max(200), z.boolean()])),
  }).loose()),
  undo: z.enum(['undo', 'redo']).optional(),
}).loose();

/** A sheet as the store keeps it (src/store/types.ts `Sheet`), at the current schema version. */
export const sheetSchema = z.object({
  id: z.string().min(1).max(100).regex(/^[\w-]+$/),
  creature: creatureSchema,
  followLanguage: z.boolean(),
  notes: z.string().max(MAX_NOTES_LENGTH),
  log: z.array(logEntry),
  revision: z.int().min(0),
  createdAt: timestamp,
  updatedAt: timestamp,
}).loose();

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  presetPin: z.enum(PRESET_IDS).nullable(),
  keepAwake: z.boolean(),
}).loose();
