import type { PersistStorage } from 'zustand/middleware';
import type { AppStore } from '../app-store';
import type { Sheet } from '../types';
import type { KnownChunk } from './log-archive';
import type { PersistedState } from './persisted-state';
import type { StatusStore } from './status';
import type { StorageAdapter } from './storage-adapter';

// The persistence layer's shapes, in a file of their own: persistence.ts and the helpers it
// uses (journal.ts, sheet-entries.ts, remote-sheet.ts, encounters-entry.ts) all read them here,
// so none of them imports persistence.ts back (a one-way stack, issue 34).

export interface StartOptions {
  adapter: StorageAdapter | null;
  /** Where `storage`, `visibilitychange` and `pagehide` come from; absent in unit tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Pick<Document, 'visibilityState'> };
  /** navigator.storage.persist(); asked once, the first time a sheet is saved. */
  requestPersist?: () => Promise<boolean>;
  /**
   * Absent (the app): every change is written at the end of the task that made it, so a
   * browser killed a moment later has it; a burst in one task (a GM's action over 200
   * sheets) is still one write. A number batches writes over that many ms (tests).
   */
  flushDelayMs?: number;
  /**
   * Calls `write` once the next frame has painted (the app: requestAnimationFrame, then a task).
   * Given, a change to many sheets at once is journaled before the paint and the sheets are
   * written after it (journal.ts); absent (unit tests), every change is written at once.
   */
  afterPaint?: (write: () => void) => void;
}

/** Shared between this file and the helpers it uses: what this tab believes each entry holds. */
export interface SyncState {
  store: AppStore;
  status: StatusStore;
  /** Sheet id → the revision stored (as far as this tab knows). */
  known: Map<string, number>;
  /** Every sheet id this tab's state has held: a known sheet missing from the state was deleted only if it is here. */
  held: Set<string>;
  /** Sheet id → the life (epoch) this tab last wrote or read of it: kept after a deletion here. */
  epochs: Map<string, string>;
  /** Sheet id → its stored archive chunks (as far as this tab knows). */
  archives: Map<string, KnownChunk[]>;
  /** Keys this tab must never write: unreadable, or written by a newer build. */
  blocked: Set<string>;
  /** Sheets to write again though unchanged: read at an older version or layout, or a chunk gone. */
  rewrite: Set<string>;
  /** Sheet id → the sheet as this tab last wrote or read it, while that is the stored one (journal.ts). */
  written: Map<string, Sheet>;
}

export interface Persistence {
  /** For zustand's persist middleware (store.ts). */
  storage: PersistStorage<PersistedState>;
  status: StatusStore;
  /** Reads the stored data into the store, then keeps the two in step. */
  start(store: AppStore, options: StartOptions): Promise<void>;
  /** Writes every unsaved change now; false when something could not be stored. */
  flush(): boolean;
  /** Another tab wrote `key` (what the `storage` event reports). */
  onExternalChange(key: string | null, newValue: string | null): void;
  stop(): void;
  /** Deletes the unreadable entries the user chose to give up (after downloading them). */
  discardUnreadable(): void;
  /** A sheet id whose entry is kept for recovery (or is a newer build's): not to be reused. */
  isBlockedSheet(id: string): boolean;
}
