import { firstEntryIndex, orderedLog, refold } from '../entries/fold';
import type { Encounter } from '../encounter-types';
import type { Sheet } from '../types';
import { MAX_REVISION } from './schema-helpers';

// What every part of an import shares (apply-import.ts for the sheets, import-encounters.ts for
// the GM's encounters and their creatures): the user's choice, and how a record from a file
// becomes one here.

export type ImportChoice = 'replace' | 'keep-both';

export interface ImportOptions {
  /** For a sheet whose id is already here: replace it, or keep both (the imported one gets a new id). */
  choice: ImportChoice;
  newId: () => string;
  /** Ids whose stored entries must not be touched (kept for recovery). */
  isBlocked?: (id: string) => boolean;
  /**
   * The file's schema version: a file from before v6 held quick-added creatures as sheets, and
   * those that an encounter here lists land in it, not in the list (monsters.ts claimQuickAdded).
   */
  fromVersion?: number;
}

/** The part of the store's state an import writes (an immer draft of it). */
export interface ImportDraft {
  sheets: Record<string, Sheet>;
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
}

/**
 * The highest revision an imported sheet keeps. A revision counts a sheet's changes, so the
 * file's is kept (an export imported into a fresh browser comes back identical), but never
 * near MAX_REVISION, the most storage accepts: a file at 2^53−1 (or at the cap) would make
 * the very next action unstorable. Half the cap leaves 2^39 actions of room.
 */
export const MAX_IMPORTED_REVISION = MAX_REVISION / 2;

export const importedRevision = (sheet: Sheet) => Math.min(sheet.revision, MAX_IMPORTED_REVISION);

/**
 * The revision of a sheet replaced from a file. Other tabs hold the copy here and keep the
 * later revision, so one above it wins in all of them; the file's, when larger, is kept as
 * far as MAX_IMPORTED_REVISION (a count that never goes back). MAX_REVISION bounds it even
 * when the copy here already sits there.
 */
export const replacedRevision = (existing: Sheet, incoming: Sheet) =>
  Math.min(Math.max(existing.revision, importedRevision(incoming)) + 1, MAX_REVISION);

/** The file's creature is what its entries fold to: folded again, whatever the file says. */
export function folded(sheet: Sheet): Sheet {
  const log = orderedLog(sheet.log) ?? sheet.log;
  if (firstEntryIndex(log) === log.length) return sheet;
  return { ...sheet, ...refold(sheet.origin, log, 0) };
}
