// The journal: a change to many sheets at once (a GM's damage to 200 creatures) is stored as
// one entry before the next paint, and the sheets' own entries are written after it.
//
// Why: localStorage.setItem costs about 40 µs a call here, whatever the size, so writing
// 200 sheet entries before the paint held the GM's click for about 10 ms more than one entry
// of the same lines does. The journal holds only what the change appended to each sheet's
// log, which is all a sheet needs to be brought up to date: its creature is the fold of its
// log. Once the sheets are written, the journal is removed. A tab closed in between leaves
// it behind, and the next tab that starts reads its lines into the sheets (`replayJournal`),
// as it would take another tab's late entries, and writes them.
import { mergeLogs, refold } from '../entries/fold';
import type { Sheet } from '../types';
import { sheetKey, type JournalSheet } from './documents';
import type { SyncState } from './persistence-types';

/** A change to this many sheets or more is journaled; a smaller one is written at once. */
export const JOURNAL_FROM = 8;

/**
 * What a journal entry must hold for `sheets` to be written after the paint: every sheet that
 * changed since it was stored, with the lines appended to its log. Null when some change is
 * not only appended lines (a note, a deletion, a sheet never stored, a sheet to lay out again),
 * or when fewer than JOURNAL_FROM sheets changed: then everything is written at once.
 */
export function planJournal(sync: SyncState, sheets: Record<string, Sheet>): JournalSheet[] | null {
  const planned: JournalSheet[] = [];
  let listed = 0;
  for (const id in sheets) {
    const sheet = sheets[id]!;
    listed++;
    if (sync.blocked.has(sheetKey(id))) continue;
    const base = sync.known.get(id);
    if (base === sheet.revision && !sync.rewrite.has(id)) continue;
    const stored = sync.written.get(id);
    if (base === undefined || sync.rewrite.has(id) || !stored || !onlyAppended(stored, sheet)) return null;
    planned.push({ id, epoch: sheet.epoch, lines: sheet.log.slice(stored.log.length) });
  }
  // A sheet deleted here is removed from storage at once.
  if (sync.known.size > listed) {
    for (const id of sync.known.keys()) if (!sheets[id] && sync.held.has(id)) return null;
  }
  return planned.length >= JOURNAL_FROM ? planned : null;
}

/**
 * `sheet` is `stored` with lines appended to its log and nothing else changed by hand: what
 * else differs (the creature, the revision, the time) follows from the lines.
 */
function onlyAppended(stored: Sheet, sheet: Sheet): boolean {
  if (sheet.epoch !== stored.epoch || sheet.origin !== stored.origin || sheet.notes !== stored.notes
    || sheet.followLanguage !== stored.followLanguage || sheet.stamps !== stored.stamps || sheet.table !== stored.table
    || sheet.encounterId !== stored.encounterId
    || sheet.log.length <= stored.log.length) return false;
  for (let i = 0; i < stored.log.length; i++) if (sheet.log[i] !== stored.log[i]) return false;
  // Only entries: a line without one (history) never follows them.
  for (let i = stored.log.length; i < sheet.log.length; i++) if (!sheet.log[i]!.entry) return false;
  return true;
}

/**
 * Reads a journal's lines into the sheets read from storage, as another copy's entries are
 * merged (remote-sheet.ts): the union by entry id, folded again from the first new line.
 * A sheet deleted since, or replaced by another life (an import), is left alone. Returns the
 * ids of the sheets that gained lines, to be written.
 */
export function replayJournal(sheets: Record<string, Sheet>, journal: readonly JournalSheet[]): string[] {
  const changed: string[] = [];
  for (const { id, epoch, lines } of journal) {
    const sheet = sheets[id];
    if (!sheet || sheet.epoch !== epoch || lines.length === 0) continue;
    const merged = mergeLogs(sheet.log, [...sheet.log, ...lines]);
    if (merged.added === 0) continue;
    const folded = refold(sheet.origin, merged.log, merged.from);
    sheets[id] = {
      ...sheet,
      creature: folded.creature,
      log: folded.log,
      // Above the stored revision: other tabs see a change to take.
      revision: sheet.revision + 1,
      updatedAt: lines.reduce((latest, line) => Math.max(latest, line.at), sheet.updatedAt),
    };
    changed.push(id);
  }
  return changed;
}
