import type { LogEntry } from '../types';
import { chunkKey, decodeEntry, encodeChunk } from './documents';
import type { DataIssue } from './data-issues';

// A long campaign's log is most of a sheet's bytes, and all but its end never changes. The
// sheet entry keeps the entries after the last full chunk (fewer than CHUNK_SIZE); each full
// run of CHUNK_SIZE older entries is written once, as its own entry, and listed in the sheet
// entry by a tag (a hash of its text). A save then writes the creature and a few KB of log.
// The tag tells a tab whether the chunk it holds in memory is the one stored (another tab
// may have replaced the sheet), and catches a chunk whose text changed under it.

export const CHUNK_SIZE = 200;

/** A chunk's tag; null: a chunk that is gone (lost or discarded), its entries no longer shown. */
export type ChunkTag = string | null;

/**
 * What this tab knows of a stored chunk. `entries` are the very objects of the sheet's log in
 * memory (compared by identity: the store never changes a logged entry), [] for a chunk that
 * is gone or kept unreadable, null when this tab does not know the stored content.
 */
export interface KnownChunk {
  tag: ChunkTag;
  entries: LogEntry[] | null;
}

/** FNV-1a over the text, 32 bits, base 36: cheap, and plenty to tell versions of one chunk apart. */
export function chunkTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export type ChunkProblem =
  | { kind: 'unreadable'; key: string; raw: string; reason: 'parse' | 'invalid'; issues: DataIssue[] }
  | { kind: 'newer'; key: string };

/**
 * The archive a sheet entry lists, as chunks: those this tab already holds (same tag) are
 * reused as they are, the others read and validated. A chunk that is missing becomes a gap;
 * one that does not read, or whose text does not match its tag, is reported and becomes a
 * gap too (its raw text stays in storage, kept for recovery). The rest of the log is usable.
 */
export function readArchive(
  getItem: (key: string) => string | null, id: string, tags: ChunkTag[], known: KnownChunk[] = [],
): { chunks: KnownChunk[]; problems: ChunkProblem[]; gaps: boolean; missing: number } {
  const problems: ChunkProblem[] = [];
  let gaps = false;
  let missing = 0;
  const chunks = tags.map((tag, index): KnownChunk => {
    const held = known[index];
    if (tag === null) return { tag, entries: [] };
    if (held?.tag === tag && held.entries) return held;
    const key = chunkKey(id, index);
    const raw = getItem(key);
    if (raw === null) {
      gaps = true;
      missing++;
      return { tag: null, entries: [] };
    }
    const decoded = chunkTag(raw) === tag
      ? decodeEntry('log', raw)
      : { status: 'unreadable' as const, reason: 'invalid' as const, issues: [{ path: '', code: 'other' as const }] };
    if (decoded.status === 'ok') return { tag, entries: decoded.value };
    problems.push(decoded.status === 'newer' ? { kind: 'newer', key } : { kind: 'unreadable', key, raw, reason: decoded.reason, issues: decoded.issues });
    return { tag, entries: [] };
  });
  return { chunks, problems, gaps, missing };
}

/** The whole log: the archived entries, then the sheet entry's own. */
export const joinLog = (chunks: KnownChunk[], recent: LogEntry[]): LogEntry[] =>
  chunks.length === 0 ? recent : [...chunks.flatMap((chunk) => chunk.entries ?? []), ...recent];

const sameEntries = (entries: LogEntry[], log: LogEntry[], offset: number) =>
  offset + entries.length <= log.length && entries.every((entry, i) => entry === log[offset + i]);

export interface ArchivePlan {
  /** The chunks the sheet entry will list. */
  chunks: KnownChunk[];
  /** Chunks to write first, before the sheet entry that lists them. */
  writes: { index: number; text: string }[];
  /** The log entries that stay in the sheet entry. */
  recent: LogEntry[];
}

/**
 * How to store `log` given the chunks stored now: the stored chunks that still match the log
 * stay untouched (the usual case: only appended entries are new); from the first that does
 * not (the sheet was replaced by an import or by another tab), chunks are written again.
 * A chunk kept for recovery (`isKept`) is never written over: its place is skipped.
 */
export function planArchive(log: LogEntry[], stored: KnownChunk[], isKept: (index: number) => boolean): ArchivePlan {
  const chunks: KnownChunk[] = [];
  let offset = 0;
  for (const chunk of stored) {
    const kept = isKept(chunks.length);
    if (!kept && (!chunk.entries || !sameEntries(chunk.entries, log, offset))) break;
    chunks.push(kept ? { tag: chunk.tag, entries: [] } : chunk);
    offset += kept ? 0 : chunk.entries?.length ?? 0;
  }
  const writes: ArchivePlan['writes'] = [];
  while (log.length - offset >= CHUNK_SIZE) {
    const index = chunks.length;
    if (isKept(index)) {
      chunks.push({ tag: stored[index]?.tag ?? null, entries: [] });
      continue;
    }
    const entries = log.slice(offset, offset + CHUNK_SIZE);
    const text = encodeChunk(entries);
    writes.push({ index, text });
    chunks.push({ tag: chunkTag(text), entries });
    offset += CHUNK_SIZE;
  }
  return { chunks, writes, recent: offset === 0 ? log : log.slice(offset) };
}
