// Every stored document carries the schema version it was written with (STYLE.md 5). A
// document from an older version is moved forward one step at a time, in order; one from a
// newer version is never touched (documents.ts). Each step has a test, and
// migrations.test.ts fails when a step listed here has none.

import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION } from './layout';

// The version this build writes lives in layout.ts (the first screen reads it without this
// file): bump it there together with a new step below.
export { FIRST_SCHEMA_VERSION, SCHEMA_VERSION };

/**
 * What a stored entry holds: a sheet, the settings, the GM's encounters (since v3), or a
 * chunk of a sheet's archived log (since v3; its data is an array of log entries).
 */
export type DocumentKind = 'sheet' | 'settings' | 'encounters' | 'log' | 'creatures';

export interface MigrationStep {
  /** Moves a document from this version to the next one. */
  from: number;
  why: string;
  sheet: (data: unknown) => unknown;
  settings: (data: unknown) => unknown;
  /** Documents that did not exist yet at `from` pass through unchanged (`same`). */
  encounters: (data: unknown) => unknown;
  log: (data: unknown) => unknown;
  /** The GM's own creatures (since v6, no step has changed them yet): absent passes them through. */
  creatures?: (data: unknown) => unknown;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (data: unknown) => data;

/** Applies `change` to every event of every entry of a log (an array of entries). */
const eachEvent = (change: (event: Record<string, unknown>) => unknown) => (log: unknown): unknown => {
  if (!Array.isArray(log)) return log;
  return log.map((entry: unknown) => {
    if (!isRecord(entry) || !Array.isArray(entry.events)) return entry;
    return { ...entry, events: entry.events.map((event: unknown) => (isRecord(event) ? change(event) : event)) };
  });
};

/** The same change on a sheet's own log. */
const onSheetLog = (change: (log: unknown) => unknown) => (data: unknown): unknown =>
  isRecord(data) && Array.isArray(data.log) ? { ...data, log: change(data.log) } : data;

/** v1 → v2: log events kept `key`, which is always `events.<type>`; long campaigns filled storage with it. */
const dropEventKey = eachEvent(({ key: _key, ...rest }) => rest);

/**
 * v2 → v3: most events carry no values; `"values":{}` was a fifth of a long log. Omitted now,
 * and read back as {} (sheet-schema.ts). v3 also moved the older log entries of a sheet out of
 * its entry into archive chunks (log-archive.ts): that needs no step, a sheet entry without
 * `archive` simply holds its whole log, and is split the next time it is written.
 */
const omitEmptyValues = eachEvent((event) => {
  const values = event.values;
  if (!isRecord(values) || Object.keys(values).length > 0) return event;
  const { values: _values, ...rest } = event;
  return rest;
});

/**
 * v3 → v4: a sheet is its entries folded from an origin (src/store/entries). What happened
 * before cannot be re-derived (the old log kept results, not actions with their dice), so
 * today's creature becomes the origin, and the old log stays as history: shown, never
 * folded. Every copy migrates a sheet to the same origin and life ('v3'), so tabs that each
 * migrated it merge their new entries as usual.
 */
const startEntries = (data: unknown): unknown =>
  isRecord(data) && !('origin' in data) ? { ...data, origin: data.creature, epoch: 'v3' } : data;

/** A creature stored before conditions had durations and concentration: none of either. */
const withoutConditionState = (creature: unknown): unknown =>
  isRecord(creature) ? { durations: {}, concentration: null, ...creature } : creature;

/**
 * v4 → v5: creatures gain `durations` (how long each condition given by hand lasts) and
 * `concentration` (RULES.md "Conditions and concentration"). A v4 creature had neither: its
 * conditions were all the rules' own (Unconscious at 0 HP...), which keep no duration. The
 * origin gets them too, so that folding the entries again gives the same creature.
 */
const startConditionState = (data: unknown): unknown => {
  if (!isRecord(data)) return data;
  const next = { ...data };
  for (const field of ['creature', 'origin'] as const) if (field in next) next[field] = withoutConditionState(next[field]);
  return next;
};

/** v4 → v5: encounters gain `pendingSaves`, the condition saves the GM screen asks; none were due. */
const startPendingSaves = (data: unknown): unknown => {
  if (!isRecord(data) || !isRecord(data.encounters)) return data;
  const encounters = Object.fromEntries(Object.entries(data.encounters).map(([id, encounter]) =>
    [id, isRecord(encounter) && !('pendingSaves' in encounter) ? { ...encounter, pendingSaves: [] } : encounter]));
  return { ...data, encounters };
};

export const MIGRATIONS: readonly MigrationStep[] = [
  { from: 1, why: 'compact log: drop the derivable event key', sheet: onSheetLog(dropEventKey), settings: same, encounters: same, log: dropEventKey },
  { from: 2, why: 'compact log: omit empty event values', sheet: onSheetLog(omitEmptyValues), settings: same, encounters: same, log: omitEmptyValues },
  { from: 3, why: 'sheets as logs of actions: the creature becomes the origin, the log history', sheet: startEntries, settings: same, encounters: same, log: same },
  {
    from: 4, why: 'conditions with durations and concentration: creatures gain durations {} and concentration null, encounters pendingSaves []',
    sheet: startConditionState, settings: same, encounters: startPendingSaves, log: same,
  },
  /**
   * v5 → v6: a creature quick-added on the GM screen is no longer a sheet but its encounter's
   * (`encounterId`, src/store/monsters.ts). No document changes on its own: which sheets were
   * quick-added is decided across documents, once all are read (`claimQuickAdded`, run by
   * persistence.ts on the sheets read at an older version and by an import of an older file).
   */
  { from: 5, why: 'quick-added creatures belong to their encounter: claimed across documents after the read', sheet: same, settings: same, encounters: same, log: same },
];

/**
 * Moves `data` of `kind` from `fromVersion` to SCHEMA_VERSION. Throws for a version that is
 * unknown or newer (the caller keeps such data as it is). `onStep` reports each step run.
 */
export function migrate(kind: DocumentKind, data: unknown, fromVersion: number, onStep?: (step: MigrationStep) => void): unknown {
  if (!Number.isInteger(fromVersion) || fromVersion < FIRST_SCHEMA_VERSION || fromVersion > SCHEMA_VERSION) {
    throw new RangeError(`No migration from schema version ${fromVersion}`);
  }
  let current = data;
  for (let version = fromVersion; version < SCHEMA_VERSION; version++) {
    const step = MIGRATIONS.find((candidate) => candidate.from === version);
    if (!step) throw new RangeError(`Missing migration step from schema version ${version}`);
    current = (step[kind] ?? same)(current);
    onStep?.(step);
  }
  return current;
}
