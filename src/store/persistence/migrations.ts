// Every stored document carries the schema version it was written with (STYLE.md 5). A
// document from an older version is moved forward one step at a time, in order; one from a
// newer version is never touched (documents.ts). Each step has a test, and
// migrations.test.ts fails when a step listed here has none.

/** The version this build writes. Bump it together with a new step below. */
export const SCHEMA_VERSION = 2;
/** The first version that ever shipped. */
export const FIRST_SCHEMA_VERSION = 1;

export type DocumentKind = 'sheet' | 'settings';

export interface MigrationStep {
  /** Moves a document from this version to the next one. */
  from: number;
  why: string;
  sheet: (data: unknown) => unknown;
  settings: (data: unknown) => unknown;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (data: unknown) => data;

/** v1 → v2: log events kept `key`, which is always `events.<type>`; long campaigns filled storage with it. */
function compactLog(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.log)) return data;
  return {
    ...data,
    log: data.log.map((entry: unknown) => {
      if (!isRecord(entry) || !Array.isArray(entry.events)) return entry;
      return {
        ...entry,
        events: entry.events.map((event: unknown) => {
          if (!isRecord(event)) return event;
          const { key: _key, ...rest } = event;
          return rest;
        }),
      };
    }),
  };
}

export const MIGRATIONS: readonly MigrationStep[] = [
  { from: 1, why: 'compact log: drop the derivable event key', sheet: compactLog, settings: same },
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
    current = step[kind](current);
    onStep?.(step);
  }
  return current;
}
