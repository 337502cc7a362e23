import { z } from 'zod/mini';
import type { LibraryCreature } from '../../features/gm/library/library-types';
import type { Encounter } from '../encounter-types';
import type { Sheet } from '../types';
import { formatPath, toDataIssues, type DataIssue } from './data-issues';
import { decodeData } from './documents';
import { encounterSchema, MAX_COMBATANTS, MAX_ENCOUNTERS } from './encounters-schema';
import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION, migrate } from './migrations';
import { expandLine, logEntrySchema } from './sheet-schema';
import {
  EXPORT_FILE_VERSION, EXPORT_FORMAT, MAX_IMPORT_BYTES, MAX_IMPORT_SHEETS,
  type ExportedEncounter, type ExportFile, type ImportError, type ImportProgress, type ImportResult,
} from './transfer';
import { findStructureProblem, MAX_DEPTH } from './unsafe-keys';

// Checks an import file completely before anything changes, as a sequence of small steps
// (a generator), so that the same check runs at once in a test (parseImport) and, in the
// page, a slice at a time between which the page stays responsive (parseImportInSteps).

/**
 * The refusal shows this many issues, and the check stops when it has them: zod would
 * otherwise collect one issue per bad element of a large array (150,000 bad log entries
 * overflowed the stack when it spread them into one list), so the file's two large arrays,
 * its sheets and each sheet's log, are checked one element at a time.
 */
const MAX_ISSUES = 5;
/** Log entries checked between two reports of progress. */
const ENTRIES_PER_STEP = 250;

const headerSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  // Since encounters travelled (2); a file from before has none and is version 1.
  fileVersion: z.optional(z.int().check(z.minimum(1), z.maximum(EXPORT_FILE_VERSION))),
  schemaVersion: z.int().check(z.minimum(FIRST_SCHEMA_VERSION)),
  appVersion: z.string().check(z.maxLength(40)),
  exportedAt: z.string().check(z.maxLength(40)),
  sheets: z.array(z.unknown()).check(z.maxLength(MAX_IMPORT_SHEETS)),
  // Since the creature library; a file from before has none.
  ownCreatures: z.optional(z.unknown()),
  // Since file version 2: the GM's encounters, each checked below with its creatures.
  encounters: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_ENCOUNTERS))),
  activeEncounterId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});

/** The file's own creatures, checked as stored ones are (creatures-schema.ts); [] when it has none. */
function checkOwnCreatures(raw: unknown, schemaVersion: number): { ok: true; value: LibraryCreature[] } | { ok: false; issues: DataIssue[] } {
  if (raw === undefined) return { ok: true, value: [] };
  const decoded = guarded(['ownCreatures'], MAX_ISSUES, () => decodeData('creatures', { creatures: raw }, schemaVersion));
  if (!decoded.ok) {
    // Said at the file's own field: "ownCreatures.2.hp", not the document's "creatures.2.hp".
    return { ok: false, issues: decoded.issues.map((issue) => ({ ...issue, path: issue.path.replace(/^creatures/, 'ownCreatures') })) };
  }
  return { ok: true, value: decoded.value.creatures };
}

const refuse = (error: ImportError): ImportResult => ({ ok: false, error });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const logOf = (raw: unknown): unknown[] => (isRecord(raw) && Array.isArray(raw.log) ? raw.log : []);
/** An encounter's creatures as the file holds them ([] when they are not a list: the check says so). */
const creaturesOf = (raw: unknown): unknown[] => (isRecord(raw) && Array.isArray(raw.creatures) ? raw.creatures : []);
/** What the check of a list of sheet records counts: each record and each of its log entries. */
const work = (raws: unknown[]) => raws.reduce<number>((total, raw) => total + 1 + logOf(raw).length, 0);

/** Where JSON.parse stopped, from the engine's message ("... at position 12"), as line and column. */
function jsonErrorAt(text: string, error: unknown): { line?: number; column?: number } {
  const match = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  if (!match) return {};
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * What `check` finds wrong with one element, at most `max` issues. A check that throws all the
 * same (zod spreading the issues of one log entry with 150,000 bad events) is an issue at that
 * element rather than a crash.
 */
function guarded<T>(path: readonly PropertyKey[], max: number, check: () => { ok: true; value: T } | { ok: false; issues: DataIssue[] }) {
  try {
    const result = check();
    return result.ok ? result : { ok: false as const, issues: result.issues.slice(0, max) };
  } catch {
    return { ok: false as const, issues: [{ path: formatPath(path), code: 'other' as const }] };
  }
}

/** One log entry, migrated like a stored log entry, then checked. */
function checkLogEntry(entry: unknown, schemaVersion: number, path: readonly PropertyKey[], max: number) {
  return guarded(path, max, () => {
    const [migrated] = migrate('log', [entry], schemaVersion) as unknown[];
    const parsed = logEntrySchema.safeParse(migrated);
    return parsed.success ? { ok: true, value: expandLine(parsed.data) } : { ok: false, issues: toDataIssues(parsed.error, migrated, path, max) };
  });
}

/**
 * One sheet: its log entry by entry (migrated as a stored log is, with the same schema), then,
 * when the log holds no issue, the rest of the sheet through decodeData like a stored sheet,
 * and the checked entries put back: each entry is checked once, and a long log never becomes
 * one long task. Adds what is wrong to `issues`.
 */
function* checkSheet(
  raw: unknown, at: readonly PropertyKey[], schemaVersion: number, issues: DataIssue[], progress: ImportProgress,
): Generator<ImportProgress, Sheet | null, void> {
  const log = logOf(raw);
  const before = issues.length;
  const entries: Sheet['log'] = [];
  for (let j = 0; j < log.length && issues.length < MAX_ISSUES; j++) {
    const entry = checkLogEntry(log[j], schemaVersion, [...at, 'log', j], MAX_ISSUES - issues.length);
    if (entry.ok) entries.push(entry.value as Sheet['log'][number]);
    else issues.push(...entry.issues);
    progress.done++;
    if (j % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield { ...progress };
  }
  progress.done++;
  if (issues.length > before) return null;
  const rest = isRecord(raw) && Array.isArray(raw.log) ? { ...raw, log: [] } : raw;
  const decoded = guarded(at, MAX_ISSUES - issues.length, () => decodeData('sheet', rest, schemaVersion, at));
  if (decoded.ok) return rest === raw ? decoded.value : { ...decoded.value, log: entries };
  issues.push(...decoded.issues);
  return null;
}

/**
 * The whole check of a file of `size` bytes, as steps: yields how far it has come after
 * each sheet and every few hundred log entries, and returns the result.
 */
export function* importSteps(text: string, size: number): Generator<ImportProgress, ImportResult, void> {
  if (size > MAX_IMPORT_BYTES) return refuse({ code: 'tooLarge', size, limit: MAX_IMPORT_BYTES });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse({ code: 'json', ...jsonErrorAt(text, error) });
  }
  // Iterative, and before anything that recurses: refuses unsafe keys and absurd nesting.
  const problem = findStructureProblem(json);
  if (problem) {
    return refuse({ code: 'invalid', issues: [{ path: formatPath(problem.path), code: problem.code, ...(problem.code === 'tooDeep' ? { limit: MAX_DEPTH } : {}) }] });
  }
  if (!isRecord(json) || json.format !== EXPORT_FORMAT) return refuse({ code: 'notExport' });
  // A newer build's layout: refused as newer, whatever else it holds.
  if (typeof json.fileVersion === 'number' && json.fileVersion > EXPORT_FILE_VERSION) {
    return refuse({ code: 'newer', schemaVersion: typeof json.schemaVersion === 'number' ? json.schemaVersion : SCHEMA_VERSION, fileVersion: json.fileVersion });
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) return refuse({ code: 'invalid', issues: toDataIssues(header.error, json, [], MAX_ISSUES) });
  const { schemaVersion } = header.data;
  if (schemaVersion > SCHEMA_VERSION) return refuse({ code: 'newer', schemaVersion });

  const raws = header.data.sheets;
  const rawEncounters = header.data.encounters ?? [];
  const progress: ImportProgress = { done: 0, total: work(raws) + rawEncounters.reduce<number>((total, raw) => total + work(creaturesOf(raw)), 0) };
  yield { ...progress };
  const sheets: Sheet[] = [];
  const issues: DataIssue[] = [];
  /** Where each record's id first appears: a sheet and an encounter's creature share one space of ids. */
  const firstAt = new Map<string, string>();
  const unique = (id: string, at: readonly PropertyKey[]) => {
    const first = firstAt.get(id);
    if (first !== undefined) issues.push({ path: formatPath([...at, 'id']), code: 'duplicate', limit: first });
    else firstAt.set(id, formatPath([...at, 'id']));
    return first === undefined;
  };
  for (let index = 0; index < raws.length && issues.length < MAX_ISSUES; index++) {
    const sheet = yield* checkSheet(raws[index], ['sheets', index], schemaVersion, issues, progress);
    yield { ...progress };
    if (sheet && unique(sheet.id, ['sheets', index])) sheets.push(sheet);
  }
  const encounters: ExportedEncounter[] = [];
  const encounterAt = new Map<string, string>();
  for (let index = 0; index < rawEncounters.length && issues.length < MAX_ISSUES; index++) {
    const encounter = yield* checkEncounter(rawEncounters[index], index, schemaVersion, issues, progress, unique);
    if (!encounter) continue;
    const first = encounterAt.get(encounter.id);
    if (first !== undefined) issues.push({ path: formatPath(['encounters', index, 'id']), code: 'duplicate', limit: first });
    else encounterAt.set(encounter.id, formatPath(['encounters', index, 'id']));
    encounters.push(encounter);
  }
  if (issues.length > 0) return refuse({ code: 'invalid', issues });
  const own = checkOwnCreatures(header.data.ownCreatures, schemaVersion);
  if (!own.ok) return refuse({ code: 'invalid', issues: own.issues });
  const { ownCreatures: _raw, encounters: _encounters, activeEncounterId, fileVersion = 1, ...rest } = header.data;
  const file: ExportFile = {
    ...rest, format: EXPORT_FORMAT, fileVersion, sheets,
    ...(own.value.length > 0 ? { ownCreatures: own.value } : {}),
    ...(encounters.length > 0 ? { encounters, activeEncounterId: activeEncounterId ?? null } : {}),
  };
  return { ok: true, file };
}

/** The encounter without its creatures, migrated as the stored document is, then checked. */
function checkEncounterRecord(raw: unknown, schemaVersion: number, at: readonly PropertyKey[], max: number) {
  return guarded(at, max, () => {
    const document = migrate('encounters', { encounters: { [String(at.at(-1))]: raw }, activeEncounterId: null }, schemaVersion);
    const migrated = isRecord(document) && isRecord(document.encounters) ? document.encounters[String(at.at(-1))] : raw;
    const parsed = encounterSchema.safeParse(migrated);
    return parsed.success ? { ok: true as const, value: parsed.data as Encounter } : { ok: false as const, issues: toDataIssues(parsed.error, migrated, at, max) };
  });
}

/**
 * One encounter of the file: its creatures, each a sheet record checked as the file's sheets
 * are (log entry by entry), then the encounter itself. Adds what is wrong to `issues`.
 */
function* checkEncounter(
  raw: unknown, index: number, schemaVersion: number, issues: DataIssue[], progress: ImportProgress,
  unique: (id: string, at: readonly PropertyKey[]) => boolean,
): Generator<ImportProgress, ExportedEncounter | null, void> {
  const at = ['encounters', index];
  if (!isRecord(raw)) {
    issues.push({ path: formatPath(at), code: 'type', limit: 'object' });
    return null;
  }
  const { creatures: rawCreatures = [], ...rest } = raw;
  if (!Array.isArray(rawCreatures) || rawCreatures.length > MAX_COMBATANTS) {
    issues.push(Array.isArray(rawCreatures)
      ? { path: formatPath([...at, 'creatures']), code: 'tooLong', limit: MAX_COMBATANTS }
      : { path: formatPath([...at, 'creatures']), code: 'type', limit: 'array' });
    return null;
  }
  const before = issues.length;
  const creatures: Sheet[] = [];
  for (let j = 0; j < rawCreatures.length && issues.length < MAX_ISSUES; j++) {
    const creature = yield* checkSheet(rawCreatures[j], [...at, 'creatures', j], schemaVersion, issues, progress);
    yield { ...progress };
    if (creature && unique(creature.id, [...at, 'creatures', j])) creatures.push(creature);
  }
  const encounter = checkEncounterRecord(rest, schemaVersion, at, MAX_ISSUES - issues.length);
  if (!encounter.ok) issues.push(...encounter.issues);
  return issues.length > before || !encounter.ok ? null : { ...encounter.value, creatures };
}

/** The whole check at once: for tests, and for callers that hold a small file. */
export function parseImport(text: string, size: number): ImportResult {
  const steps = importSteps(text, size);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface StepOptions {
  /** Called whenever the check gives the page back: what to show meanwhile. */
  onProgress?: (progress: ImportProgress) => void;
  /** How long a slice of work may hold the page (RAIL's 50 ms long task, with room to render). */
  sliceMs?: number;
}

/**
 * Gives the event loop back. A timer rather than `scheduler.yield()`: that one is made to
 * resume ahead of other queued tasks, React's render of the progress among them, which could
 * then wait for the whole check.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same check in slices of about `sliceMs`, giving the page back between them, so that a
 * big file never freezes it. Measured in Chromium: the 2.4 MB "export all" of 2,000 sheets
 * is previewed in 0.3 s and holds the page about 50 ms at most (470 ms unsliced). JSON.parse with the
 * structure check is one step, and so is decodeData of one sheet: 0.7 s for a 64 MB file,
 * 80 ms for a sheet with 5,000 actions.
 */
export async function parseImportInSteps(text: string, size: number, { onProgress, sliceMs = 40 }: StepOptions = {}): Promise<ImportResult> {
  const steps = importSteps(text, size);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      onProgress?.(step.value);
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
