import { createStore } from 'zustand/vanilla';
import type { DataIssue } from './data-issues';
import type { DocumentKind } from './migrations';
import type { Sheet } from '../types';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A stored entry that did not parse or validate: kept as it is in storage, and here for download. */
export interface UnreadableEntry {
  key: string;
  kind: DocumentKind | 'journal';
  /** The sheet's name when the text still shows it. */
  name: string | null;
  raw: string;
  reason: 'parse' | 'invalid';
  issues: DataIssue[];
}

/** Something the user must hear about (storage-banner.tsx). */
export type StorageNotice = { id: number } & (
  /** A sheet this tab had acted on was deleted in another tab; `copy` is this tab's, to keep as a new sheet. */
  | { kind: 'deleted-elsewhere'; sheetName: string; copy: Sheet }
  /** Archive chunks a sheet entry lists were missing: `count` older log entries are gone, the rest is kept. */
  | { kind: 'log-missing'; sheetName: string; count: number }
);

/**
 * Why the screen and the storage may disagree: 'quota' (full), 'unavailable' (blocked or
 * private browsing), 'newer' (a newer build wrote some entries; this tab leaves them alone),
 * 'readFailed' (the browser refused to read what is stored; this tab writes nothing).
 */
export type StorageProblem = 'quota' | 'unavailable' | 'newer' | 'readFailed';

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
export function addNotice(status: StatusStore, notice: DistributiveOmit<StorageNotice, 'id'>) {
  status.setState((state) => ({ notices: [...state.notices, { ...notice, id: nextNoticeId++ } as StorageNotice] }));
}

export function dismissNotice(status: StatusStore, id: number) {
  status.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}

/**
 * The app's status (store.ts hands it to the app's persistence): here, apart from persistence,
 * so that the first screen's banner and recovery gate read it without loading persistence.
 */
export const appStatus = createStatusStore();

/** The storage banner has something to say. */
export const hasTrouble = (status: PersistenceStatus) => status.problems.length > 0 || status.notices.length > 0 || status.unreadable.length > 0;

/** The recovery screen holds the app: stored entries could not be read and the user has not decided yet. */
export const isHeld = (status: PersistenceStatus) => status.unreadable.length > 0 && !status.recoveryDismissed;
