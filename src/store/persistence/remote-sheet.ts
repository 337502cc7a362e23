import type { LogEntry, Sheet } from '../types';
import type { SyncState } from './persistence';
import { addNotice, type LostAction } from './status';

const sameEntry = (a: LogEntry, b: LogEntry) =>
  a.at === b.at && a.action === b.action && a.undo === b.undo && a.events.length === b.events.length
  && a.events.every((event, i) => event.type === b.events[i]?.type);

/**
 * This tab's log entries that the other tab's copy does not have: the two logs share what was
 * stored before both changed, and what follows in this tab's log is what is about to be lost.
 */
export function lostActions(local: LogEntry[], remote: LogEntry[]): LostAction[] {
  let shared = 0;
  const end = Math.min(local.length, remote.length);
  while (shared < end && sameEntry(local[shared]!, remote[shared]!)) shared++;
  return local.slice(shared).map(({ action, at, undo }) => ({ action, at, ...(undo ? { undo } : {}) }));
}

/** Undo entries that touch a sheet replaced from outside would undo someone else's change. */
function forgetHistory(draft: { history: { past: { changes: { sheetId: string }[] }[]; future: { changes: { sheetId: string }[] }[] } }, id: string) {
  const keep = (entry: { changes: { sheetId: string }[] }) => !entry.changes.some((change) => change.sheetId === id);
  draft.history.past = draft.history.past.filter(keep);
  draft.history.future = draft.history.future.filter(keep);
}

/**
 * Merges a sheet another tab stored. The later revision wins; on a tie the stored one wins
 * (it was written first), so every tab ends with the same sheet. When this tab loses changes
 * it had not stored yet, the user is told (storage-banner.tsx). Returns 'local-wins' when this
 * tab's copy is later and must be written.
 */
export function applyRemoteSheet(sync: SyncState, remote: Sheet): 'adopted' | 'local-wins' | 'same' {
  const local = sync.store.getState().sheets[remote.id];
  const base = sync.known.get(remote.id);
  const localDirty = local ? base !== local.revision : base !== undefined;
  if (local && remote.revision < local.revision) {
    sync.known.set(remote.id, remote.revision);
    return 'local-wins';
  }
  sync.known.set(remote.id, remote.revision);
  if (local && !localDirty && remote.revision === local.revision) return 'same';
  sync.store.setState((draft) => {
    draft.sheets[remote.id] = remote;
    forgetHistory(draft, remote.id);
  });
  if (localDirty) {
    const lost = local ? lostActions(local.log, remote.log) : [];
    addNotice(sync.status, { kind: 'changed-elsewhere', sheetName: remote.creature.name, lost });
  }
  return 'adopted';
}

/** Another tab deleted a sheet: gone here too, unless this tab has changes to it not yet stored. */
export function removeSheetLocally(sync: SyncState, id: string) {
  const local = sync.store.getState().sheets[id];
  const base = sync.known.get(id);
  sync.known.delete(id);
  if (!local || base !== local.revision) return;
  sync.store.setState((draft) => {
    delete draft.sheets[id];
    forgetHistory(draft, id);
  });
}
