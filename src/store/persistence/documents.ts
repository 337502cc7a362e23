import { z } from 'zod/mini';
import { creatureProblems } from '../../rules';
import type { Encounter } from '../encounter-types';
import type { LogEntry, Settings, Sheet } from '../types';
import { toDataIssues, formatPath, type DataIssue } from './data-issues';
import { encountersSchema } from './encounters-schema';
import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION, migrate, type DocumentKind } from './migrations';
import { expandLine, logChunkSchema, settingsSchema, sheetSchema, storedSheetSchema } from './sheet-schema';
import { revision } from './schema-helpers';
import { findStructureProblem, MAX_DEPTH } from './unsafe-keys';

// Storage layout: one entry per sheet, one for settings, one for the GM's encounters, so
// that two tabs editing different sheets never write the same entry. Each entry is a small
// envelope:
//   databook:sheet:<id>     → { "schemaVersion": 4, "revision": 7, "data": Sheet + { archive } }
//   databook:log:<id>:<n>   → { "schemaVersion": 4, "revision": 0, "data": [LogEntry × 200] }
//   databook:settings       → { "schemaVersion": 4, "revision": 3, "data": Settings }
//   databook:encounters     → { "schemaVersion": 4, "revision": 9, "data": { encounters, activeEncounterId } }
// A sheet entry holds the creature (the fold of its entries, kept so that nothing needs
// folding at boot), its origin and the recent log lines, each with its entry; the older lines
// live in archive chunks written once (log-archive.ts), so that saving a long campaign
// writes a few KB, not the lot. A late entry from another tab rewrites the chunks from
// where it falls.

export const KEY_PREFIX = 'databook:';
export const SETTINGS_KEY = `${KEY_PREFIX}settings`;
export const ENCOUNTERS_KEY = `${KEY_PREFIX}encounters`;
/** Written and removed at start to learn whether the storage takes writes (never read). */
export const PROBE_KEY = `${KEY_PREFIX}probe`;
const SHEET_PREFIX = `${KEY_PREFIX}sheet:`;
const LOG_PREFIX = `${KEY_PREFIX}log:`;

export const sheetKey = (id: string) => `${SHEET_PREFIX}${id}`;
export const chunkKey = (id: string, index: number) => `${LOG_PREFIX}${id}:${index}`;
/** The common start of every archive chunk key of a sheet. */
export const chunkKeyPrefix = (id: string) => `${LOG_PREFIX}${id}:`;

export type ParsedKey =
  | { kind: 'sheet'; id: string }
  | { kind: 'log'; id: string; index: number }
  | { kind: 'settings' }
  | { kind: 'encounters' };

/** What an entry's key says it holds; null for keys that are not ours. */
export function parseKey(key: string): ParsedKey | null {
  if (key === SETTINGS_KEY) return { kind: 'settings' };
  if (key === ENCOUNTERS_KEY) return { kind: 'encounters' };
  if (key.startsWith(SHEET_PREFIX) && key.length > SHEET_PREFIX.length) return { kind: 'sheet', id: key.slice(SHEET_PREFIX.length) };
  const chunk = key.startsWith(LOG_PREFIX) ? /^([\w-]+):(\d{1,6})$/.exec(key.slice(LOG_PREFIX.length)) : null;
  if (chunk?.[1] && chunk[2]) return { kind: 'log', id: chunk[1], index: Number(chunk[2]) };
  return null;
}

/** The GM's encounters as one document. */
export interface EncountersDoc {
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
}

/** What each kind of document decodes to. */
export interface DocumentValues {
  sheet: Sheet;
  settings: Settings;
  encounters: EncountersDoc;
  log: LogEntry[];
}

const envelopeSchema = z.object({ schemaVersion: z.int().check(z.minimum(FIRST_SCHEMA_VERSION)), revision, data: z.unknown() });

export type Decoded<T> =
  /** `archive`: for a sheet entry, the tags of its archive chunks (its `log` is the recent part only). */
  | { status: 'ok'; value: T; revision: number; migratedFrom?: number; archive?: (string | null)[] }
  /** Written by a newer build: this code must neither read nor overwrite it. */
  | { status: 'newer'; schemaVersion: number }
  | { status: 'unreadable'; reason: 'parse' | 'invalid'; issues: DataIssue[] };

const schemas = { sheet: sheetSchema, settings: settingsSchema, encounters: encountersSchema, log: logChunkSchema };

/** Validates (and migrates) a document's data of a given version; shared by storage reads and imports. */
export function decodeData<K extends DocumentKind>(
  kind: K, data: unknown, schemaVersion: number, prefix: readonly PropertyKey[] = [], schema: z.ZodMiniType = schemas[kind],
): { ok: true; value: DocumentValues[K] } | { ok: false; issues: DataIssue[] } {
  const problem = findStructureProblem(data);
  if (problem) return { ok: false, issues: [{ path: formatPath([...prefix, ...problem.path]), code: problem.code, ...(problem.code === 'tooDeep' ? { limit: MAX_DEPTH } : {}) }] };
  const migrated = migrate(kind, data, schemaVersion);
  const parsed = schema.safeParse(migrated);
  if (!parsed.success) return { ok: false, issues: toDataIssues(parsed.error, migrated, prefix) };
  if (kind === 'sheet') (parsed.data as Sheet).log.forEach(expandLine);
  if (kind === 'log') (parsed.data as LogEntry[]).forEach(expandLine);
  // The shape is right; now the creature as the rules see it ("HP 500 of 20" has the right shape).
  if (kind === 'sheet') {
    for (const field of ['creature', 'origin'] as const) {
      const problems = creatureProblems((parsed.data as Sheet)[field]).slice(0, 5);
      if (problems.length > 0) {
        return { ok: false, issues: problems.map(({ path, code }) => ({ path: formatPath([...prefix, field, ...(path ? path.split('.') : [])]), code: 'rule', rule: code })) };
      }
    }
  }
  return { ok: true, value: parsed.data as DocumentValues[K] };
}

/**
 * The version and revision at the start of an entry this build wrote, without parsing the
 * rest: what a flush compares before writing (other tabs may have written since). Null when
 * the text does not start as encodeEntry writes it.
 */
export function peekHeader(raw: string): { schemaVersion: number; revision: number } | null {
  const match = /^\{"schemaVersion":(\d{1,9}),"revision":(\d{1,15}),/.exec(raw.slice(0, 64));
  return match ? { schemaVersion: Number(match[1]), revision: Number(match[2]) } : null;
}

/** Reads one stored entry's text. Never throws. */
export function decodeEntry<K extends DocumentKind>(kind: K, raw: string, expectedId?: string): Decoded<DocumentValues[K]> {
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
  const decoded = decodeData(kind, data, schemaVersion, ['data'], kind === 'sheet' ? storedSheetSchema : schemas[kind]);
  if (!decoded.ok) return { status: 'unreadable', reason: 'invalid', issues: decoded.issues };
  const migratedFrom = schemaVersion < SCHEMA_VERSION ? { migratedFrom: schemaVersion } : {};
  if (kind !== 'sheet') return { status: 'ok', value: decoded.value, revision, ...migratedFrom };
  const { archive = [], ...sheet } = decoded.value as Sheet & { archive?: (string | null)[] };
  if (expectedId !== undefined && sheet.id !== expectedId) {
    return { status: 'unreadable', reason: 'invalid', issues: [{ path: 'data.id', code: 'other' }] };
  }
  // The envelope's revision is the one tabs compare; the copy inside follows it.
  sheet.revision = revision;
  return { status: 'ok', value: sheet as DocumentValues[K], revision, archive, ...migratedFrom };
}

/**
 * A log line as stored: events without values leave `values` out (read back as {}), and a line
 * with an entry leaves out what its entry says (expandLine in sheet-schema.ts puts it back).
 */
function compactEntry(line: LogEntry): Partial<LogEntry> {
  let stored: Partial<LogEntry> = line;
  if (!line.events.every((event) => Object.keys(event.values).length > 0)) {
    stored = { ...line, events: line.events.map((event) => (Object.keys(event.values).length > 0 ? event : { type: event.type })) as LogEntry['events'] };
  }
  const entry = line.entry;
  if (!entry || line.at !== entry.at) return stored;
  if (entry.change.kind === 'act' && line.action === entry.change.action.type && !line.undo) {
    const { at: _at, action: _action, ...rest } = stored;
    return rest;
  }
  if (entry.change.kind !== 'act' && line.undo === entry.change.kind) {
    // The target's action type stays: the target may sit in another chunk.
    const { at: _at, undo: _undo, ...rest } = stored;
    return rest;
  }
  return stored;
}

const envelope = (revision: number, data: unknown) => JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision, data });

/** A sheet entry: the sheet with `log` (its recent entries) and the tags of its archive chunks. */
export function encodeSheetEntry(sheet: Sheet, log: LogEntry[], archive: (string | null)[]): string {
  const data = { ...sheet, log: log.map(compactEntry), ...(archive.length > 0 ? { archive } : {}) };
  return envelope(sheet.revision, data);
}

/** An archive chunk. Chunks have no revision of their own: the sheet entry lists them by tag. */
export function encodeChunk(entries: LogEntry[]): string {
  return envelope(0, entries.map(compactEntry));
}

/** Any document, whole (a sheet's whole log in its own entry, as tests and seeds write it). */
export function encodeEntry(revision: number, data: Sheet | Settings | EncountersDoc): string {
  if ('log' in data) return encodeSheetEntry({ ...data, revision }, data.log, []);
  return envelope(revision, data);
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
