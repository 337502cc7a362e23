import pkg from '../../../package.json';
import type { LibraryCreature } from '../../features/gm/library/library-types';
import type { Encounter } from '../encounter-types';
import { listedSheets, monstersOf } from '../monsters';
import type { Sheet } from '../types';
import type { DataIssue } from './data-issues';
import { SCHEMA_VERSION } from './migrations';

// Export and import: a JSON file that carries the schema version, so that a file exported
// by an older build is migrated like a stored entry, and a newer build's file is refused.
// The file is checked in parse-import.ts.

export const EXPORT_FORMAT = 'databook-export';

/**
 * The file's own layout, apart from the schema version of the data inside it. 1 (no
 * `fileVersion`): sheets, and since the creature library the GM's own creatures. 2: also the
 * GM's encounters, each with its quick-added creatures (issue 34). A newer one is refused.
 */
export const EXPORT_FILE_VERSION = 2;

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

/** An encounter as the file carries it: the stored encounter and its own (quick-added) creatures. */
export interface ExportedEncounter extends Encounter {
  /** The records of the creatures quick-added to it (sheets marked with `encounterId`), with their logs. */
  creatures: Sheet[];
}

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  /** 1 for a file written before encounters travelled (it has no such field). */
  fileVersion: number;
  schemaVersion: number;
  appVersion: string;
  exportedAt: string;
  sheets: Sheet[];
  /** The GM's own creatures (quick-add's library); absent in a file of one sheet, or from before they existed. */
  ownCreatures?: LibraryCreature[];
  /** The GM's encounters (since file version 2); absent in a file of one sheet, or from before. */
  encounters?: ExportedEncounter[];
  /** The encounter the GM had open: it opens first on a device that had none. */
  activeEncounterId?: string | null;
}

/** The GM's screen as a file carries it: every encounter and the one open. */
export interface GmExport {
  encounters: ExportedEncounter[];
  activeEncounterId: string | null;
}

export function buildExport(sheets: Sheet[], now: Date, ownCreatures: readonly LibraryCreature[] = [], gm?: GmExport): ExportFile {
  return {
    format: EXPORT_FORMAT, fileVersion: EXPORT_FILE_VERSION, schemaVersion: SCHEMA_VERSION, appVersion: pkg.version, exportedAt: now.toISOString(), sheets,
    ...(ownCreatures.length > 0 ? { ownCreatures: [...ownCreatures] } : {}),
    ...(gm && gm.encounters.length > 0 ? { encounters: gm.encounters, activeEncounterId: gm.activeEncounterId } : {}),
  };
}

/** What "Export all" reads: the sheets, the GM's encounters and own creatures. */
export interface ExportedState {
  sheets: Readonly<Record<string, Sheet>>;
  encounters: Readonly<Record<string, Encounter>>;
  activeEncounterId: string | null;
  ownCreatures: readonly LibraryCreature[];
}

/**
 * "Export all": the sheets of the list, every encounter with its own creatures (which the list
 * leaves out: src/store/monsters.ts), and the GM's own creatures. The GM's work travels whole.
 */
export function buildFullExport(state: ExportedState, now: Date): ExportFile {
  // Its turn changes (`turnSteps`) are this device's Undo, not the GM's work: they stay here.
  const encounters = Object.values(state.encounters).map(({ turnSteps: _steps, ...encounter }) => ({
    ...encounter, creatures: monstersOf(state, encounter.id).map((id) => state.sheets[id]!),
  }));
  return buildExport(listedSheets(state), now, state.ownCreatures, { encounters, activeEncounterId: state.activeEncounterId });
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
  /** Written by a newer build: its data's schema version, or its file version (`fileVersion`). */
  | { code: 'newer'; schemaVersion: number; fileVersion?: number }
  | { code: 'invalid'; issues: DataIssue[] };

export type ImportResult = { ok: true; file: ExportFile } | { ok: false; error: ImportError };

/** How far the check of a file has come: sheets (encounters' creatures included) and log entries checked, of all in the file. */
export interface ImportProgress {
  done: number;
  total: number;
}
