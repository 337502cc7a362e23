import { compareStamps, mergeLogs, refold } from '../entries/fold';
import type { Sheet } from '../types';
import type { SyncState } from './persistence-types';
import { addNotice } from './status';

const later = <T>(a: T, b: T, order: number) => (order > 0 ? a : b);

/**
 * Merges a copy of a sheet that another tab stored. Within one life of the sheet (`epoch`)
 * nothing wins over anything: the entries of both copies are united and folded in their one
 * order, and notes and followLanguage take the later stamp, so that every tab ends with the
 * same sheet whatever order the writes arrived in. Between lives (an import replaced the
 * sheet) the later revision wins whole. Returns 'local-wins' when this tab's copy holds
 * something storage lacks and must be written.
 */
export function applyRemoteSheet(sync: SyncState, remote: Sheet): 'adopted' | 'local-wins' | 'same' {
  const state = sync.store.getState();
  const local = state.sheets[remote.id];
  const known = sync.known.get(remote.id);
  sync.known.set(remote.id, remote.revision);
  if (!local) {
    // Deleted in this tab and not yet removed from storage: the deletion stands.
    if (sync.held.has(remote.id) && known !== undefined) return 'local-wins';
    sync.store.setState((draft) => { draft.sheets[remote.id] = remote; });
    return 'adopted';
  }
  if (local.epoch !== remote.epoch) {
    if (remote.revision < local.revision) return 'local-wins';
    sync.store.setState((draft) => {
      draft.sheets[remote.id] = remote;
    });
    return 'adopted';
  }
  const merged = mergeLogs(local.log, remote.log);
  const notesOrder = compareStamps(remote.stamps?.notes, local.stamps?.notes);
  const followOrder = compareStamps(remote.stamps?.followLanguage, local.stamps?.followLanguage);
  const localHasMore = merged.missing > 0 || notesOrder < 0 || followOrder < 0;
  const remoteHasMore = merged.added > 0 || notesOrder > 0 || followOrder > 0;
  if (!remoteHasMore) {
    if (!localHasMore) {
      // The same sheet: this tab holds what storage holds.
      if (local.revision !== remote.revision) sync.store.setState((draft) => { draft.sheets[remote.id]!.revision = remote.revision; });
      return 'same';
    }
    // Storage lacks some of this copy: a revision above the stored one has it written.
    if (local.revision <= remote.revision) sync.store.setState((draft) => { draft.sheets[remote.id]!.revision = remote.revision + 1; });
    return 'local-wins';
  }
  const folded = merged.from < merged.log.length ? refold(local.origin, merged.log, merged.from) : { log: merged.log, creature: local.creature };
  const sheet: Sheet = {
    ...local,
    creature: folded.creature,
    log: folded.log,
    notes: later(remote, local, notesOrder).notes,
    followLanguage: later(remote, local, followOrder).followLanguage,
    stamps: { notes: later(remote, local, notesOrder).stamps?.notes, followLanguage: later(remote, local, followOrder).stamps?.followLanguage },
    revision: localHasMore ? Math.max(local.revision, remote.revision) + 1 : remote.revision,
    createdAt: Math.min(local.createdAt, remote.createdAt),
    updatedAt: Math.max(local.updatedAt, remote.updatedAt),
  };
  if (!sheet.stamps?.notes && !sheet.stamps?.followLanguage) delete sheet.stamps;
  sync.store.setState((draft) => { draft.sheets[remote.id] = sheet; });
  return localHasMore ? 'local-wins' : 'adopted';
}

/**
 * Another tab deleted a sheet: the deletion stands here too. When this tab had acted on it
 * (since it was loaded: entries of this page load) or held changes not yet stored, the user is
 * told, and may keep this tab's copy as a new sheet.
 */
export function removeSheetLocally(sync: SyncState, id: string) {
  const state = sync.store.getState();
  const local = state.sheets[id];
  const known = sync.known.get(id);
  sync.known.delete(id);
  sync.written.delete(id);
  if (!local) return;
  const here = state.identity();
  const actedHere = known !== local.revision || local.log.some(({ entry }) => entry?.tab === here.tab && entry.device === here.device);
  sync.store.setState((draft) => {
    delete draft.sheets[id];
  });
  if (actedHere) addNotice(sync.status, { kind: 'deleted-elsewhere', sheetName: local.creature.name, copy: local });
}
