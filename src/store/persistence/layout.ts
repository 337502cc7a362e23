// Storage layout: one entry per sheet, one for settings, one for the GM's encounters, so
// that two tabs editing different sheets never write the same entry. Each entry is a small
// envelope:
//   databook:sheet:<id>     → { "schemaVersion": 6, "revision": 7, "data": Sheet + { archive } }
//   databook:log:<id>:<n>   → { "schemaVersion": 6, "revision": 0, "data": [LogEntry × 200] }
//   databook:settings       → { "schemaVersion": 6, "revision": 3, "data": Settings }
//   databook:encounters     → { "schemaVersion": 6, "revision": 9, "data": { encounters, activeEncounterId } }
//   databook:creatures      → { "schemaVersion": 6, "revision": 2, "data": { creatures: [LibraryCreature] } } (the GM's own)
//   databook:journal:<tab>  → { "schemaVersion": 6, "revision": 0, "data": { at, sheets: [{ id, epoch, lines }] } }
// A sheet entry holds the creature (the fold of its entries, kept so that nothing needs
// folding at boot), its origin and the recent log lines, each with its entry; the older lines
// live in archive chunks written once (log-archive.ts), so that saving a long campaign
// writes a few KB, not the lot. A late entry from another tab rewrites the chunks from
// where it falls.
// A journal holds, for a moment, the log lines a change to many sheets at once appended (a
// GM's damage to 200 creatures): written as one entry before the paint, while the sheets'
// own entries are written after it, and removed once they are (journal.ts). A tab that
// starts reads any journal left by a tab that closed in between into its sheets.
//
// This file has no imports: the first screen (src/store/shelf.ts) reads the layout without
// loading the schemas that validate it (documents.ts).

/** The version this build writes. Bump it together with a new step in migrations.ts. */
export const SCHEMA_VERSION = 6;
/** The first version that ever shipped. */
export const FIRST_SCHEMA_VERSION = 1;

export const KEY_PREFIX = 'databook:';
export const SETTINGS_KEY = `${KEY_PREFIX}settings`;
export const ENCOUNTERS_KEY = `${KEY_PREFIX}encounters`;
/** The GM's own creatures (quick-add's library), one entry for all of them. */
export const CREATURES_KEY = `${KEY_PREFIX}creatures`;
/** Written and removed at start to learn whether the storage takes writes (never read). */
export const PROBE_KEY = `${KEY_PREFIX}probe`;
export const SHEET_PREFIX = `${KEY_PREFIX}sheet:`;
const LOG_PREFIX = `${KEY_PREFIX}log:`;
const JOURNAL_PREFIX = `${KEY_PREFIX}journal:`;

export const sheetKey = (id: string) => `${SHEET_PREFIX}${id}`;
export const chunkKey = (id: string, index: number) => `${LOG_PREFIX}${id}:${index}`;
export const journalKey = (writer: string) => `${JOURNAL_PREFIX}${writer}`;
/** The common start of every archive chunk key of a sheet. */
export const chunkKeyPrefix = (id: string) => `${LOG_PREFIX}${id}:`;

export type ParsedKey =
  | { kind: 'sheet'; id: string }
  | { kind: 'log'; id: string; index: number }
  | { kind: 'settings' }
  | { kind: 'encounters' }
  | { kind: 'creatures' }
  | { kind: 'journal' };

/** What an entry's key says it holds; null for keys that are not ours. */
export function parseKey(key: string): ParsedKey | null {
  if (key === SETTINGS_KEY) return { kind: 'settings' };
  if (key === ENCOUNTERS_KEY) return { kind: 'encounters' };
  if (key === CREATURES_KEY) return { kind: 'creatures' };
  if (key.startsWith(SHEET_PREFIX) && key.length > SHEET_PREFIX.length) return { kind: 'sheet', id: key.slice(SHEET_PREFIX.length) };
  if (key.startsWith(JOURNAL_PREFIX) && /^[\w-]{1,64}$/.test(key.slice(JOURNAL_PREFIX.length))) return { kind: 'journal' };
  const chunk = key.startsWith(LOG_PREFIX) ? /^([\w-]+):(\d{1,6})$/.exec(key.slice(LOG_PREFIX.length)) : null;
  if (chunk?.[1] && chunk[2]) return { kind: 'log', id: chunk[1], index: Number(chunk[2]) };
  return null;
}
