import { createStore } from 'zustand/vanilla';
import type { DataIssue } from './data-issues';
import type { DocumentKind } from './migrations';

/** A stored entry that did not parse or validate: kept as it is in storage, and here for download. */
export interface UnreadableEntry {
  key: string;
  kind: DocumentKind;
  /** The sheet's name when the text still shows it. */
  name: string | null;
  raw: string;
  reason: 'parse' | 'invalid';
  issues: DataIssue[];
}

/** Something the user must hear about (storage-banner.tsx). */
export interface StorageNotice {
  id: number;
  /** A sheet this tab had changed was changed in another tab, whose later revision won. */
  kind: 'changed-elsewhere';
  sheetName: string;
}

/**
 * Why the screen and the storage may disagree: 'quota' (full), 'unavailable' (blocked or
 * private browsing), 'newer' (a newer build wrote some entries; this tab leaves them alone).
 */
export type StorageProblem = 'quota' | 'unavailable' | 'newer';

export interface PersistenceStatus {
  /** Stored data has been read (or found unavailable). */
  ready: boolean;
  problems: StorageProblem[];
  unreadable: UnreadableEntry[];
  /** The user chose to go on with the sheets that could be read. */
  recoveryDismissed: boolean;
  notices: StorageNotice[];
}

export const initialStatus = (): PersistenceStatus => ({
  ready: false, problems: [], unreadable: [], recoveryDismissed: false, notices: [],
});

export const createStatusStore = () => createStore<PersistenceStatus>()(initialStatus);
export type StatusStore = ReturnType<typeof createStatusStore>;

export function setProblem(status: StatusStore, problem: StorageProblem, on: boolean) {
  const { problems } = status.getState();
  if (on === problems.includes(problem)) return;
  status.setState({ problems: on ? [...problems, problem] : problems.filter((p) => p !== problem) });
}

let nextNoticeId = 1;
export function addNotice(status: StatusStore, notice: Omit<StorageNotice, 'id'>) {
  status.setState((state) => ({ notices: [...state.notices, { ...notice, id: nextNoticeId++ }] }));
}

export function dismissNotice(status: StatusStore, id: number) {
  status.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}
