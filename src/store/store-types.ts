import type { EncounterSlice } from './encounter-slice';
import type { LibrarySlice } from './library-slice';
import type { SettingsSlice } from './settings-slice';
import type { SheetsSlice } from './sheets-slice';
import type { Language } from './types';

export type AppState = SheetsSlice & SettingsSlice & EncounterSlice & LibrarySlice;

/** What the store needs from the outside world; tests pass their own. */
export interface StoreDeps {
  rng: () => number;
  now: () => number;
  language: Language;
  /** Who makes entries here: this browser and this tab (identity.ts). */
  who: () => { device: string; tab: string };
  /** The name entries carry at a shared table (identity.ts `tableAuthor`); undefined elsewhere. */
  author: () => string | undefined;
}

/**
 * What the slices of one store share besides: the order this page load made its entries and turn
 * changes in (its undo history orders steps of one millisecond by it: undo-history.ts).
 */
export interface SliceDeps extends StoreDeps {
  made: Map<string, number>;
}
