import { z } from 'zod';
import type { Settings, Sheet } from '../types';
import { toDataIssues, formatPath, type DataIssue } from './data-issues';
import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION, migrate, type DocumentKind } from './migrations';
import { settingsSchema, sheetSchema } from './sheet-schema';
import { findUnsafeKey } from './unsafe-keys';

// Storage layout: one entry per sheet and one for settings, so that two tabs editing
// different sheets never write the same entry. Each entry is a small envelope:
//   databook:sheet:<id>  → { "schemaVersion": 2, "revision": 7, "data": Sheet }
//   databook:settings    → { "schemaVersion": 2, "revision": 3, "data": Settings }

export const KEY_PREFIX = 'databook:';
export const SETTINGS_KEY = `${KEY_PREFIX}settings`;
const SHEET_PREFIX = `${KEY_PREFIX}sheet:`;

export const sheetKey = (id: string) => `${SHEET_PREFIX}${id}`;

/** What an entry's key says it holds; null for keys that are not ours. */
export function parseKey(key: string): { kind: 'sheet'; id: string } | { kind: 'settings' } | null {
  if (key === SETTINGS_KEY) return { kind: 'settings' };
  if (key.startsWith(SHEET_PREFIX) && key.length > SHEET_PREFIX.length) return { kind: 'sheet', id: key.slice(SHEET_PREFIX.length) };
  return null;
}

const envelopeSchema = z.object({ schemaVersion: z.int().min(FIRST_SCHEMA_VERSION), revision: z.int().min(0), data: z.unknown() });

export type Decoded<T> =
  | { status: 'ok'; value: T; revision: number; migratedFrom?: number }
  /** Written by a newer build: this code must neither read nor overwrite it. */
  | { status: 'newer'; schemaVersion: number }
  | { status: 'unreadable'; reason: 'parse' | 'invalid'; issues: DataIssue[] };

const schemas = { sheet: sheetSchema, settings: settingsSchema };

/** Validates (and migrates) a document's data of a given version; shared by storage reads and imports. */
export function decodeData<K extends DocumentKind>(
  kind: K, data: unknown, schemaVersion: number, prefix: readonly PropertyKey[] = [],
): { ok: true; value: K extends 'sheet' ? Sheet : Settings } | { ok: false; issues: DataIssue[] } {
  const unsafe = findUnsafeKey(data);
  if (unsafe) return { ok: false, issues: [{ path: formatPath([...prefix, ...unsafe]), code: 'unsafeKey' }] };
  const migrated = migrate(kind, data, schemaVersion);
  const parsed = schemas[kind].safeParse(migrated);
  if (!parsed.success) return { ok: false, issues: toDataIssues(parsed.error, migrated, prefix) };
  return { ok: true, value: parsed.data as unknown as K extends 'sheet' ? Sheet : Settings };
}

/** Reads one stored entry's text. Never throws. */
export function decodeEntry<K extends DocumentKind>(kind: K, raw: string, expectedId?: string): Decoded<K extends 'sheet' ? Sheet : Settings> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'unreadable', reason: 'parse', issues: [] };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { status: 'unreadable', reason: 'invalid', issues: toDataIssues(envelope.error, json) };
  const { schemaVersion, revision, data } = envelope.data;
  if (schemaVersion > SCHEMA_VERSION) return { status: 'newer', schemaVersion };
  const decoded = decodeData(kind, data, schemaVersion, ['data']);
  if (!decoded.ok) return { status: 'unreadable', reason: 'invalid', issues: decoded.issues };
  const value = decoded.value;
  if (kind === 'sheet') {
    const sheet = value as Sheet;
    if (expectedId !== undefined && sheet.id !== expectedId) {
      return { status: 'unreadable', reason: 'invalid', issues: [{ path: 'data.id', code: 'other' }] };
    }
    // The envelope's revision is the one tabs compare; the copy inside follows it.
    sheet.revision = revision;
  }
  return schemaVersion < SCHEMA_VERSION ? { status: 'ok', value, revision, migratedFrom: schemaVersion } : { status: 'ok', value, revision };
}

export function encodeEntry(revision: number, data: Sheet | Settings): string {
  return JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision, data });
}

/** Best effort: the sheet's name from text that did not validate, for the recovery screen. */
export function guessName(raw: string): string | null {
  try {
    const json = JSON.parse(raw) as { data?: { creature?: { name?: unknown } } };
    const name = json?.data?.creature?.name;
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : null;
  } catch {
    return null;
  }
}
