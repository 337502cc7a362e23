import { z } from 'zod/mini';
import { creatureProblems } from '../../rules';
import type { Encounter } from '../encounter-types';
import type { LogEntry, Settings, Sheet } from '../types';
import { toDataIssues, formatPath, type DataIssue } from './data-issues';
import { creaturesSchema } from './creatures-schema';
import { encountersSchema } from './encounters-schema';
import type { LibraryCreature } from '../../features/gm/library/library-types';
import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION, migrate, type DocumentKind } from './migrations';

export {
  KEY_PREFIX, SETTINGS_KEY, ENCOUNTERS_KEY, CREATURES_KEY, PROBE_KEY, sheetKey, chunkKey, chunkKeyPrefix, journalKey, parseKey, type ParsedKey,
} from './layout';
import { expandLine, idText, logChunkSchema, settingsSchema, sheetIdText, sheetSchema, storedSheetSchema } from './sheet-schema';
import { revision, timestamp } from './schema-helpers';
import { findStructureProblem, MAX_DEPTH } from './unsafe-keys';

/** The GM's encounters as one document. */
export interface EncountersDoc {
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
}

/** The GM's own creatures as one document. */
export interface CreaturesDoc {
  creatures: LibraryCreature[];
}

/** What each kind of document decodes to. */
export interface DocumentValues {
  sheet: Sheet;
  settings: Settings;
  encounters: EncountersDoc;
  log: LogEntry[];
  creatures: CreaturesDoc;
}

const envelopeSchema = z.object({ schemaVersion: z.int().check(z.minimum(FIRST_SCHEMA_VERSION)), revision, data: z.unknown() });

export type Decoded<T> =
  /** `archive`: for a sheet entry, the tags of its archive chunks (its `log` is the recent part only). */
  | { status: 'ok'; value: T; revision: number; migratedFrom?: number; archive?: (string | null)[] }
  /** Written by a newer build: this code must neither read nor overwrite it. */
  | { status: 'newer'; schemaVersion: number }
  | { status: 'unreadable'; reason: 'parse' | 'invalid'; issues: DataIssue[] };

const schemas = { sheet: sheetSchema, settings: settingsSchema, encounters: encountersSchema, log: logChunkSchema, creatures: creaturesSchema };

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

type Envelope = { schemaVersion: number; revision: number; data: unknown };

/** An entry's envelope, of a version this build reads; otherwise why not. */
function openEnvelope(raw: string): { status: 'ok'; envelope: Envelope } | Exclude<Decoded<never>, { status: 'ok' }> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'unreadable', reason: 'parse', issues: [] };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { status: 'unreadable', reason: 'invalid', issues: toDataIssues(envelope.error, json) };
  const { schemaVersion } = envelope.data;
  if (schemaVersion > SCHEMA_VERSION) return { status: 'newer', schemaVersion };
  return { status: 'ok', envelope: envelope.data as Envelope };
}

/** Reads one stored entry's text. Never throws. */
export function decodeEntry<K extends DocumentKind>(kind: K, raw: string, expectedId?: string): Decoded<DocumentValues[K]> {
  const opened = openEnvelope(raw);
  if (opened.status !== 'ok') return opened;
  const { schemaVersion, revision, data } = opened.envelope;
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

/**
 * The JSON text of a value the store will never change again, written once. The store's
 * state is frozen (immer), and a sheet's origin and its logged entries never change: a GM's
 * save of 200 sheets then writes out only what did change (the creature, the counters),
 * not every entry of every log again. An object that is not frozen is written each time.
 */
const written = new WeakMap<object, string>();
function frozenText<T extends object>(value: T, write: (value: T) => string): string {
  if (!Object.isFrozen(value)) return write(value);
  let text = written.get(value);
  if (text === undefined) {
    text = write(value);
    written.set(value, text);
  }
  return text;
}

const entryText = (line: LogEntry) => frozenText(line, (entry) => JSON.stringify(compactEntry(entry)));
const listText = (log: LogEntry[]) => `[${log.map(entryText).join(',')}]`;

/**
 * The text of each sheet's recent entries as last written, with the very lines it was written
 * from: a save that only appended lines (the usual one) adds their text to it, instead of
 * looking up and joining every line's text again. One per sheet, so nothing piles up.
 */
const recentTexts = new Map<string, { lines: readonly LogEntry[]; text: string }>();

/** A deleted sheet's text is not kept. */
export const forgetRecentText = (id: string) => recentTexts.delete(id);

function recentText(id: string, log: LogEntry[]): string {
  const known = recentTexts.get(id);
  let text: string;
  if (known && known.lines.length > 0 && known.lines.length <= log.length && known.lines.every((line, i) => line === log[i])) {
    const added = log.slice(known.lines.length);
    text = added.length === 0 ? known.text : `${known.text.slice(0, -1)},${added.map(entryText).join(',')}]`;
  } else {
    text = listText(log);
  }
  // Only frozen lines: their text is the one written (frozenText).
  if (log.every((line) => Object.isFrozen(line))) recentTexts.set(id, { lines: log, text });
  else recentTexts.delete(id);
  return text;
}

/**
 * A sheet entry: the sheet with `log` (its recent entries) and the tags of its archive chunks.
 * The very text `envelope` would write for `{ ...sheet, log: log.map(compactEntry), archive }`,
 * put together from the parts (the tests hold it to that).
 */
export function encodeSheetEntry(sheet: Sheet, log: LogEntry[], archive: (string | null)[]): string {
  const { origin, log: _whole, ...rest } = sheet;
  const head = JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision: sheet.revision, data: rest });
  const tail = archive.length > 0 ? `,"archive":${JSON.stringify(archive)}` : '';
  // `head` ends with the two braces of `data` and of the envelope.
  return `${head.slice(0, -2)},"origin":${frozenText(origin, JSON.stringify)},"log":${recentText(sheet.id, log)}${tail}}}`;
}

/** An archive chunk. Chunks have no revision of their own: the sheet entry lists them by tag. */
export function encodeChunk(entries: LogEntry[]): string {
  return `{"schemaVersion":${SCHEMA_VERSION},"revision":0,"data":${listText(entries)}}`;
}

/** Any document, whole (a sheet's whole log in its own entry, as tests and seeds write it). */
export function encodeEntry(revision: number, data: Sheet | Settings | EncountersDoc | CreaturesDoc): string {
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

/** A journal's part for one sheet: the lines appended to its log since its entry was written. */
export interface JournalSheet {
  id: string;
  epoch: string;
  lines: LogEntry[];
}

/** A journal entry (journal.ts): `at`, when it was written. */
export function encodeJournal(at: number, sheets: readonly JournalSheet[]): string {
  const parts = sheets.map(({ id, epoch, lines }) => `{"id":${JSON.stringify(id)},"epoch":${JSON.stringify(epoch)},"lines":${listText(lines)}}`);
  return `{"schemaVersion":${SCHEMA_VERSION},"revision":0,"data":{"at":${at},"sheets":[${parts.join(',')}]}}`;
}

const journalSchema = z.object({
  at: timestamp,
  sheets: z.array(z.object({ id: sheetIdText, epoch: idText, lines: z.array(z.unknown()) })).check(z.maxLength(100_000)),
});

/** Reads a journal entry's text, each sheet's lines as an archive chunk's are read. Never throws. */
export function decodeJournal(raw: string): Decoded<{ at: number; sheets: JournalSheet[] }> {
  const opened = openEnvelope(raw);
  if (opened.status !== 'ok') return opened;
  const { schemaVersion, data } = opened.envelope;
  // The lines are checked as a chunk's are (decodeData: depth, unsafe keys, schema); around
  // them, only the fields named here are kept.
  const parsed = journalSchema.safeParse(data);
  if (!parsed.success) return { status: 'unreadable', reason: 'invalid', issues: toDataIssues(parsed.error, data, ['data']) };
  const sheets: JournalSheet[] = [];
  for (const [index, sheet] of parsed.data.sheets.entries()) {
    const lines = decodeData('log', sheet.lines, schemaVersion, ['data', 'sheets', index, 'lines']);
    if (!lines.ok) return { status: 'unreadable', reason: 'invalid', issues: lines.issues };
    sheets.push({ id: sheet.id, epoch: sheet.epoch, lines: lines.value });
  }
  return { status: 'ok', value: { at: parsed.data.at, sheets }, revision: 0 };
}
