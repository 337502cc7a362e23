import type { AppStore } from '../store';
import type { Sheet } from '../types';

export type ImportChoice = 'replace' | 'keep-both';

export interface ImportOptions {
  /** For a sheet whose id is already here: replace it, or keep both (the imported one gets a new id). */
  choice: ImportChoice;
  newId: () => string;
  /** Ids whose stored entries must not be touched (kept for recovery). */
  isBlocked?: (id: string) => boolean;
}

/** Which of the file's sheets have an id that already exists here. */
export function conflicts(store: AppStore, sheets: Sheet[]): Set<string> {
  const current = store.getState().sheets;
  return new Set(sheets.filter((sheet) => current[sheet.id]).map((sheet) => sheet.id));
}

/**
 * Adds the file's sheets to the store. Only sheets the file names are touched: nothing is
 * ever deleted. A replaced sheet takes a revision above both copies, so that it wins in
 * every other open tab too.
 */
export function applyImport(store: AppStore, sheets: Sheet[], options: ImportOptions): { added: number; replaced: number } {
  let added = 0;
  let replaced = 0;
  store.setState((draft) => {
    for (const incoming of sheets) {
      const existing = draft.sheets[incoming.id];
      const blocked = options.isBlocked?.(incoming.id) ?? false;
      if (!existing && !blocked) {
        draft.sheets[incoming.id] = structuredClone(incoming);
        added++;
      } else if (existing && options.choice === 'replace') {
        draft.sheets[incoming.id] = { ...structuredClone(incoming), revision: Math.max(existing.revision, incoming.revision) + 1 };
        const keep = (entry: { changes: { sheetId: string }[] }) => !entry.changes.some((change) => change.sheetId === incoming.id);
        draft.history.past = draft.history.past.filter(keep);
        draft.history.future = draft.history.future.filter(keep);
        replaced++;
      } else {
        const id = options.newId();
        draft.sheets[id] = { ...structuredClone(incoming), id };
        added++;
      }
    }
  });
  return { added, replaced };
}
