import type { AppStore } from '../app-store';
import { shortId } from '../identity';
import type { Sheet } from '../types';
import { claimQuickAdded, withClaims } from '../monsters';
import { importEncounters, type EncountersImported } from './import-encounters';
import { folded, importedRevision, replacedRevision, type ImportDraft, type ImportOptions } from './imported-records';
import type { ExportFile } from './transfer';

export type { ImportChoice, ImportOptions } from './imported-records';

/** Which of the file's sheets have an id that already exists here. */
export function conflicts(store: AppStore, sheets: Sheet[]): Set<string> {
  const current = store.getState().sheets;
  return new Set(sheets.filter((sheet) => current[sheet.id]).map((sheet) => sheet.id));
}

/** Which of the file's encounters have an id that already exists here. */
export function encounterConflicts(store: AppStore, file: Pick<ExportFile, 'encounters'>): Set<string> {
  const current = store.getState().encounters;
  return new Set((file.encounters ?? []).filter((encounter) => current[encounter.id]).map((encounter) => encounter.id));
}

/** What an import changed, for the user: the sheets, and the GM's encounters. */
export interface ImportCounts {
  added: number;
  replaced: number;
}

/**
 * The file's sheets into the state being drafted. Returns the counts and, for each sheet of the
 * file, its id here (a copy kept beside one already here has a new id).
 */
function importSheets(draft: ImportDraft, sheets: Sheet[], options: ImportOptions, claims: ReadonlyMap<string, string>) {
  let added = 0;
  let replaced = 0;
  const ids = new Map<string, string>();
  for (const file of sheets) {
    const incoming = withClaims(file, claims);
    const existing = draft.sheets[incoming.id];
    const blocked = options.isBlocked?.(incoming.id) ?? false;
    const copy = { ...folded(structuredClone(incoming)), revision: importedRevision(incoming) };
    if (!existing && !blocked) {
      draft.sheets[incoming.id] = copy;
      ids.set(file.id, file.id);
      added++;
    } else if (existing && options.choice === 'replace') {
      // A new life: other tabs take it whole rather than merging the old entries back in.
      draft.sheets[incoming.id] = { ...copy, epoch: shortId(), revision: replacedRevision(existing, incoming) };
      ids.set(file.id, file.id);
      replaced++;
    } else {
      const id = options.newId();
      // A copy under a new id no encounter lists: a sheet of the list.
      const { encounterId: _encounterId, ...sheet } = copy;
      draft.sheets[id] = { ...sheet, id };
      ids.set(file.id, id);
      added++;
    }
  }
  return { added, replaced, ids };
}

/** Older files held quick-added creatures as sheets: those an encounter here lists land in it. */
function claimsFor(store: AppStore, sheets: Sheet[], options: ImportOptions) {
  const older = options.fromVersion !== undefined && options.fromVersion < 6;
  // Claimed by their id: a copy kept beside the one here gets a new id, which no encounter lists.
  return older ? claimQuickAdded(sheets, store.getState().encounters) : new Map<string, string>();
}

/**
 * Adds the file's sheets to the store. Only sheets the file names are touched: nothing is
 * ever deleted. A replaced sheet takes a revision above the copy here, so that it wins in
 * every other open tab too.
 */
export function applyImport(store: AppStore, sheets: Sheet[], options: ImportOptions): ImportCounts {
  const claims = claimsFor(store, sheets, options);
  let counts: ImportCounts = { added: 0, replaced: 0 };
  store.setState((draft) => {
    const { added, replaced } = importSheets(draft, sheets, options, claims);
    counts = { added, replaced };
  });
  return counts;
}

/**
 * The whole file, sheets and the GM's encounters, in one store update: if anything in it
 * throws, nothing has changed. The same choice holds for both (replace, or keep both), and an
 * encounter's combatants follow its sheets wherever they land (a copy's new id included).
 * The GM's own creatures are imported by the caller (the library slice's own update).
 */
export function applyImportFile(store: AppStore, file: ExportFile, options: ImportOptions): ImportCounts & { encounters: EncountersImported } {
  const claims = claimsFor(store, file.sheets, options);
  let result: ImportCounts & { encounters: EncountersImported } = { added: 0, replaced: 0, encounters: { added: 0, replaced: 0, missing: [] } };
  store.setState((draft) => {
    const { added, replaced, ids } = importSheets(draft, file.sheets, options, claims);
    const encounters = importEncounters(draft, file, options, ids);
    result = { added, replaced, encounters };
  });
  return result;
}
