import type { AppStore } from '../app-store';
import { firstEntryIndex, orderedLog, refold } from '../entries/fold';
import { shortId } from '../identity';
import type { Sheet } from '../types';
import { MAX_REVISION } from './schema-helpers';
import { claimQuickAdded, withClaims } from '../monsters';

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

/** Which of the file's sheets have an id that already exists here. */
export function conflicts(store: AppStore, sheets: Sheet[]): Set<string> {
  const current = store.getState().sheets;
  return new Set(sheets.filter((sheet) => current[sheet.id]).map((sheet) => sheet.id));
}

/**
 * The highest revision an imported sheet keeps. A revision counts a sheet's changes, so the
 * file's is kept (an export imported into a fresh browser comes back identical), but never
 * near MAX_REVISION, the most storage accepts: a file at 2^53−1 (or at the cap) would make
 * the very next action unstorable. Half the cap leaves 2^39 actions of room.
 */
export const MAX_IMPORTED_REVISION = MAX_REVISION / 2;

const importedRevision = (sheet: Sheet) => Math.min(sheet.revision, MAX_IMPORTED_REVISION);

/**
 * The revision of a sheet replaced from a file. Other tabs hold the copy here and keep the
 * later revision, so one above it wins in all of them; the file's, when larger, is kept as
 * far as MAX_IMPORTED_REVISION (a count that never goes back). MAX_REVISION bounds it even
 * when the copy here already sits there.
 */
const replacedRevision = (existing: Sheet, incoming: Sheet) =>
  Math.min(Math.max(existing.revision, importedRevision(incoming)) + 1, MAX_REVISION);

/** The file's creature is what its entries fold to: folded again, whatever the file says. */
function folded(sheet: Sheet): Sheet {
  const log = orderedLog(sheet.log) ?? sheet.log;
  if (firstEntryIndex(log) === log.length) return sheet;
  return { ...sheet, ...refold(sheet.origin, log, 0) };
}

/**
 * Adds the file's sheets to the store. Only sheets the file names are touched: nothing is
 * ever deleted. A replaced sheet takes a revision above the copy here, so that it wins in
 * every other open tab too.
 */
export function applyImport(store: AppStore, sheets: Sheet[], options: ImportOptions): { added: number; replaced: number } {
  let added = 0;
  let replaced = 0;
  const older = options.fromVersion !== undefined && options.fromVersion < 6;
  // Claimed by their id: a copy kept beside the one here gets a new id, which no encounter lists.
  const claims = older ? claimQuickAdded(sheets, store.getState().encounters) : new Map<string, string>();
  store.setState((draft) => {
    for (const file of sheets) {
      const incoming = withClaims(file, claims);
      const existing = draft.sheets[incoming.id];
      const blocked = options.isBlocked?.(incoming.id) ?? false;
      const copy = { ...folded(structuredClone(incoming)), revision: importedRevision(incoming) };
      if (!existing && !blocked) {
        draft.sheets[incoming.id] = copy;
        added++;
      } else if (existing && options.choice === 'replace') {
        // A new life: other tabs take it whole rather than merging the old entries back in.
        draft.sheets[incoming.id] = { ...copy, epoch: shortId(), revision: replacedRevision(existing, incoming) };
        replaced++;
      } else {
        const id = options.newId();
        // A copy under a new id no encounter lists: a sheet of the list.
        const { encounterId: _encounterId, ...sheet } = copy;
        draft.sheets[id] = { ...sheet, id };
        added++;
      }
    }
  });
  return { added, replaced };
}
