import pkg from '../../../package.json';
import type { LibraryCreature } from '../../features/gm/library/library-types';
import type { Sheet } from '../types';
import type { DataIssue } from './data-issues';
import { SCHEMA_VERSION } from './migrations';

// Export and import: a JSON file that carries the schema version, so that a file exported
// by an older build is migrated like a stored entry, and a newer build's file is refused.
// The file is checked in parse-import.ts.

export const EXPORT_FORMAT = 'databook-export';

// The import limits only stop hostile files; they must sit far above anything the app can
// write (issue 10: its own backups were refused). Everything the app holds lives in
// localStorage, at most about 5–10 MB of text per site, whatever the browser. Its export is
// at most a few times that: events without values, left out in storage, are written out;
// earlier builds pretty-printed (a 10 MB campaign is about 20 MB then); a character of a name
// or a note may take 3 bytes in the UTF-8 file. A sheet takes at least about 950 characters
// in storage, so storage holds at most some 10,000 sheets. Hence 64 MB and 100,000 sheets:
// room to spare, and still bounded work (desktop Chromium checks 64 MB in about 3 s, holding
// the page 0.7 s at most, in JSON.parse: parse-import.ts works in slices; a phone is slower).

/** Larger files are refused before a byte of them is read. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
/** More sheets than storage could ever hold: refused before any of them is checked. */
export const MAX_IMPORT_SHEETS = 100_000;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  schemaVersion: number;
  appVersion: string;
  exportedAt: string;
  sheets: Sheet[];
  /** The GM's own creatures (quick-add's library); absent in a file of one sheet, or from before they existed. */
  ownCreatures?: LibraryCreature[];
}

export function buildExport(sheets: Sheet[], now: Date, ownCreatures: readonly LibraryCreature[] = []): ExportFile {
  return {
    format: EXPORT_FORMAT, schemaVersion: SCHEMA_VERSION, appVersion: pkg.version, exportedAt: now.toISOString(), sheets,
    ...(ownCreatures.length > 0 ? { ownCreatures: [...ownCreatures] } : {}),
  };
}

/**
 * The file's text. Compact, not pretty-printed: indentation doubled a long campaign's file
 * (a sheet with 5,000 actions: 0.7 MB instead of 1.7 MB) and helps no one who opens it in
 * an editor, which can format JSON itself.
 */
export const exportText = (file: ExportFile): string => JSON.stringify(file);

export type ImportError =
  | { code: 'tooLarge'; size: number; limit: number }
  | { code: 'json'; line?: number; column?: number }
  | { code: 'notExport' }
  | { code: 'newer'; schemaVersion: number }
  | { code: 'invalid'; issues: DataIssue[] };

export type ImportResult = { ok: true; file: ExportFile } | { ok: false; error: ImportError };

/** How far the check of a file has come: sheets and log entries checked, of all in the file. */
export interface ImportProgress {
  done: number;
  total: number;
}
