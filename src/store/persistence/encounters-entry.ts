import { decodeEntry, encodeEntry, ENCOUNTERS_KEY, peekHeader, type EncountersDoc } from './documents';
import { SCHEMA_VERSION } from './migrations';
import type { SyncState } from './persistence-types';
import type { StorageAdapter } from './storage-adapter';

/**
 * The GM's encounters, one entry for all of them. What this tab stored last: the state's
 * own objects (compared by identity, so a flush that finds them unchanged costs nothing),
 * and the revision. `revision` -1: the entry was read at an older version, write it back.
 */
export interface EncountersStored {
  encounters: EncountersDoc['encounters'] | null;
  activeEncounterId: string | null;
  revision: number;
}

export const encountersOf = (sync: SyncState): EncountersDoc => {
  const { encounters, activeEncounterId } = sync.store.getState();
  return { encounters, activeEncounterId };
};

/** Takes a stored encounters document into the store; returns what is now stored. */
export function adoptEncounters(sync: SyncState, doc: EncountersDoc, revision: number): EncountersStored {
  sync.store.setState((draft) => {
    draft.encounters = doc.encounters;
    const active = doc.activeEncounterId;
    draft.activeEncounterId = active && doc.encounters[active] ? active : Object.keys(doc.encounters)[0] ?? null;
  });
  const now = encountersOf(sync);
  return { ...now, revision };
}

export type EncountersFlush =
  | { status: 'unchanged' | 'written' | 'blocked' | 'failed' }
  | { status: 'adopted'; stored: EncountersStored }
  | { status: 'newer' | 'unreadable'; raw: string; decoded: ReturnType<typeof decodeEntry<'encounters'>> };

/**
 * Writes the encounters if they changed. Another tab's write since this tab last looked (a
 * different stored revision) wins, as a sheet's stored copy does on a tie: both tabs end the same.
 */
export function flushEncounters(
  sync: SyncState, adapter: StorageAdapter, stored: EncountersStored, write: (key: string, value: string) => boolean,
): EncountersFlush {
  if (sync.blocked.has(ENCOUNTERS_KEY)) return { status: 'blocked' };
  const doc = encountersOf(sync);
  if (doc.encounters === stored.encounters && doc.activeEncounterId === stored.activeEncounterId) return { status: 'unchanged' };
  const raw = adapter.getItem(ENCOUNTERS_KEY);
  const header = raw === null ? null : peekHeader(raw);
  if (raw !== null && !(header?.schemaVersion === SCHEMA_VERSION && header.revision === stored.revision)) {
    const decoded = decodeEntry('encounters', raw);
    if (decoded.status !== 'ok') return { status: decoded.status, raw, decoded };
    if (stored.revision >= 0 && decoded.revision !== stored.revision) {
      return { status: 'adopted', stored: adoptEncounters(sync, decoded.value, decoded.revision) };
    }
  }
  const revision = Math.max(stored.revision, header?.revision ?? 0) + 1;
  if (!write(ENCOUNTERS_KEY, encodeEntry(revision, doc))) return { status: 'failed' };
  Object.assign(stored, doc, { revision });
  return { status: 'written' };
}
