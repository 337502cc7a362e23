import { asHistory, orderedLog, refold } from '../entries/fold';
import type { Sheet } from '../types';
import { chunkKey, chunkKeyPrefix, decodeEntry, encodeSheetEntry, forgetRecentText, peekHeader, sheetKey, type Decoded } from './documents';
import { readArchive, joinLog, planArchive, CHUNK_SIZE, type ChunkProblem, type KnownChunk } from './log-archive';
import { SCHEMA_VERSION } from './migrations';
import type { SyncState } from './persistence-types';
import type { StorageAdapter } from './storage-adapter';

/** What reading a sheet's stored entries gave. */
export type SheetRead =
  /** `missingEntries`: older log entries the entry lists whose chunks are gone from storage. */
  /** `migratedFrom`: the older schema version the entry was written at. */
  | { status: 'ok'; sheet: Sheet; revision: number; chunks: KnownChunk[]; rewrite: boolean; problems: ChunkProblem[]; missingEntries: number; migratedFrom?: number }
  | Exclude<Decoded<Sheet>, { status: 'ok' }>
  /** Its chunks do not match it yet (another tab is between writes): try again later. */
  | { status: 'pending' };

/**
 * Reads a sheet entry and the archive it lists, into the whole sheet. `strict` (reading at
 * start): a chunk that does not read is a problem to report, and the rest is used; otherwise
 * (another tab just wrote) it may be a write still under way, so nothing is taken yet.
 */
export function readSheet(sync: SyncState, adapter: StorageAdapter, id: string, raw: string, strict: boolean): SheetRead {
  const decoded = decodeEntry('sheet', raw, id);
  if (decoded.status !== 'ok') return decoded;
  const archive = readArchive((key) => adapter.getItem(key), id, decoded.archive ?? [], sync.archives.get(id));
  if (!strict && (archive.problems.length > 0 || archive.gaps)) return { status: 'pending' };
  let sheet: Sheet = { ...decoded.value, log: joinLog(archive.chunks, decoded.value.log) };
  const reordered = orderedLog(sheet.log);
  if (archive.gaps) {
    // Entries are missing: what is left cannot be folded again from the origin.
    sheet = { ...sheet, origin: sheet.creature, log: asHistory(sheet.log) };
  } else if (reordered) {
    sheet = { ...sheet, ...refold(sheet.origin, reordered, 0) };
  }
  // Older versions, a long log all in the sheet entry (written whole), a missing chunk, a log out of order: laid out again soon.
  const rewrite = decoded.migratedFrom !== undefined || decoded.value.log.length >= CHUNK_SIZE || archive.gaps || reordered !== null;
  return {
    status: 'ok', sheet, revision: decoded.revision, chunks: archive.chunks, rewrite, problems: archive.problems,
    missingEntries: archive.missing * CHUNK_SIZE, ...(decoded.migratedFrom === undefined ? {} : { migratedFrom: decoded.migratedFrom }),
  };
}

/**
 * Whether the stored entry is still the revision this tab last read or wrote, from its first
 * bytes only. A newer build may rewrite an entry at the same revision: that is not known.
 */
export function storedIsKnown(raw: string, base: number | undefined): boolean {
  const header = peekHeader(raw);
  return header !== null && header.schemaVersion <= SCHEMA_VERSION && header.revision === base;
}

/**
 * Writes a sheet: new archive chunks first, then the sheet entry that lists them, then
 * removes chunks no longer listed. Returns false when the storage refused a write (nothing
 * listed is missing then: the old sheet entry still names only chunks that exist).
 */
export function writeSheet(sync: SyncState, adapter: StorageAdapter, sheet: Sheet, write: (key: string, value: string) => boolean): boolean {
  const stored = sync.archives.get(sheet.id) ?? [];
  const isKept = (index: number) => sync.blocked.has(chunkKey(sheet.id, index));
  const plan = planArchive(sheet.log, stored, isKept);
  for (const { index, text } of plan.writes) {
    if (!write(chunkKey(sheet.id, index), text)) return false;
    // Written: from now on storage holds it, whatever happens to the sheet entry.
    const next = [...(sync.archives.get(sheet.id) ?? [])];
    next[index] = plan.chunks[index] ?? { tag: null, entries: null };
    sync.archives.set(sheet.id, next);
  }
  const tags = plan.chunks.map((chunk) => chunk.tag);
  if (!write(sheetKey(sheet.id), encodeSheetEntry(sheet, plan.recent, tags))) return false;
  for (let index = plan.chunks.length; index < stored.length; index++) {
    if (!isKept(index)) adapter.removeItem(chunkKey(sheet.id, index));
  }
  sync.archives.set(sheet.id, plan.chunks);
  sync.known.set(sheet.id, sheet.revision);
  sync.written.set(sheet.id, sheet);
  sync.rewrite.delete(sheet.id);
  return true;
}

/** Removes a deleted sheet's entry and its archive chunks (any kept for recovery stay). */
export function removeSheetEntries(sync: SyncState, adapter: StorageAdapter, id: string) {
  adapter.removeItem(sheetKey(id));
  const prefix = chunkKeyPrefix(id);
  for (const key of adapter.keys()) {
    if (key.startsWith(prefix) && !sync.blocked.has(key)) adapter.removeItem(key);
  }
  sync.archives.delete(id);
  sync.written.delete(id);
  forgetRecentText(id);
}
