// A sheet is what happened to it: its entries, in one order every copy agrees on, folded
// through the rules from the sheet's origin. This file orders, folds and merges; it is pure
// (no store, no storage) so that tabs, imports and later devices share one definition.
import { dispatch, type Creature } from '../../rules';
import type { LogEntry, SheetEntry, Stamp } from '../types';

/** A checkpoint every this many entries: a late entry refolds at most this many plus its own tail. */
export const CHECKPOINT_EVERY = 100;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The one order of entries: logical clock, then device, then id. Never the wall clock. */
export function compareEntries(a: SheetEntry, b: SheetEntry): number {
  return a.clock - b.clock || byText(a.device, b.device) || byText(a.id, b.id);
}

/** The higher stamp wins (notes, followLanguage); a value never set has none and loses. */
export function compareStamps(a: Stamp | undefined, b: Stamp | undefined): number {
  if (!a || !b) return a ? 1 : b ? -1 : 0;
  return a.clock - b.clock || byText(a.device, b.device) || byText(a.tab, b.tab);
}

/**
 * The creature after a line, for some lines: where a refold may start. Keyed by the line
 * object, so a checkpoint disappears with the line it belongs to (a refold makes new lines
 * from the first one that changed).
 */
const checkpoints = new WeakMap<LogEntry, Creature>();

export function setCheckpoint(line: LogEntry, creature: Creature) {
  checkpoints.set(line, creature);
}

/** The highest clock a sheet's log holds (0 for none): a new entry takes one more. */
export function lastClock(log: readonly LogEntry[]): number {
  // Entries are sorted, so the last line with an entry has the highest clock.
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]?.entry;
    if (entry) return entry.clock;
  }
  return 0;
}

/** Where a sheet's entries start: the lines before are history, shown and never folded. */
export function firstEntryIndex(log: readonly LogEntry[]): number {
  const index = log.findIndex((line) => line.entry !== undefined);
  return index < 0 ? log.length : index;
}

/** Entries undone now: on each target, the last undo or redo in the order decides. */
function undoneIds(log: readonly LogEntry[], start: number): Set<string> {
  const undone = new Set<string>();
  for (let i = start; i < log.length; i++) {
    const change = log[i]!.entry!.change;
    if (change.kind === 'undo') undone.add(change.target);
    else if (change.kind === 'redo') undone.delete(change.target);
  }
  return undone;
}

/**
 * Two lines' events alike: the same types in the same order, with the same values. Values are
 * flat (numbers, strings, booleans: the log schema), so they are compared key by key; a fold
 * asks this of every line, and writing both as JSON was most of the fold's own time.
 */
function sameEvents(a: LogEntry['events'], b: LogEntry['events']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.type !== y.type || !sameValues(x.values, y.values)) return false;
  }
  return true;
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in a) {
    if (a[key] !== b[key] || !hasOwn.call(b, key)) return false;
    keys++;
  }
  for (const _key in b) keys--;
  return keys === 0;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** A line showing `entry`, before any fold (events come from folding it). */
export function lineOf(entry: SheetEntry, targetAction?: LogEntry['action']): LogEntry {
  const { change } = entry;
  if (change.kind === 'act') return { at: entry.at, action: change.action.type, events: [], entry };
  return { at: entry.at, action: targetAction ?? 'configure', events: [], undo: change.kind, entry };
}

/**
 * Folds `log` again from line `from` on (the lines before it are unchanged), starting at the
 * nearest checkpoint before `from`, or at `origin`. Lines whose outcome did not change keep
 * their identity (storage writes again only what changed). Returns the new log and creature.
 */
export function refold(origin: Creature, log: readonly LogEntry[], from: number): { log: LogEntry[]; creature: Creature } {
  const first = firstEntryIndex(log);
  let start = first;
  let creature = origin;
  for (let i = Math.min(from, log.length) - 1; i >= first; i--) {
    const saved = checkpoints.get(log[i]!);
    if (saved) {
      start = i + 1;
      creature = saved;
      break;
    }
  }
  const undone = undoneIds(log, first);
  const out = log.slice();
  for (let i = start; i < out.length; i++) {
    const line = out[i]!;
    const entry = line.entry!;
    let next: LogEntry = line;
    if (entry.change.kind === 'act') {
      const { action } = entry.change;
      if (undone.has(entry.id)) {
        next = { at: entry.at, action: action.type, events: [], entry, undone: true };
      } else {
        const result = dispatch(creature, action);
        if (result.error) {
          next = { at: entry.at, action: action.type, events: [], entry, refused: result.error.code };
        } else {
          creature = result.creature;
          next = { at: entry.at, action: action.type, events: result.events.map(({ type, values }) => ({ type, values })), entry };
        }
      }
      // The same outcome: the same line object, so that storage need not write it again.
      if (line.refused === next.refused && line.undone === next.undone && sameEvents(line.events, next.events)) next = line;
    } else if (line.undo !== entry.change.kind) {
      next = { ...line, undo: entry.change.kind };
    }
    out[i] = next;
    // Every hundredth entry, and the last: a checkpoint; any older one on this line is stale.
    const position = i - first + 1;
    if (position % CHECKPOINT_EVERY === 0 || i === out.length - 1) checkpoints.set(next, creature);
    else checkpoints.delete(next);
  }
  return { log: out, creature };
}

/** The action an undo or redo line names: the action of the entry it targets. */
export function targetAction(log: readonly LogEntry[], target: string): LogEntry['action'] | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.entry?.id === target) return log[i]!.action;
  }
  return undefined;
}

/**
 * Lines for entries that arrive from elsewhere (another device), in the one order, before any
 * fold: an undo or redo names its target's action, found in `log` or among the arriving entries.
 */
export function linesOf(entries: readonly SheetEntry[], log: readonly LogEntry[] = []): LogEntry[] {
  const arriving = new Map(entries.map((entry) => [entry.id, entry]));
  const actionOf = (target: string) => {
    const change = arriving.get(target)?.change;
    return targetAction(log, target) ?? (change?.kind === 'act' ? change.action.type : undefined);
  };
  return [...entries].sort(compareEntries).map((entry) => lineOf(entry, entry.change.kind === 'act' ? undefined : actionOf(entry.change.target)));
}

/** What merging another copy's log into this one gave. */
export interface MergedLog {
  log: LogEntry[];
  /** The first line that differs from this copy's log: refold from here. */
  from: number;
  /** Entries the other copy had and this one did not. */
  added: number;
  /** Entries this copy has and the other did not (this copy must be written). */
  missing: number;
}

const sameOutcome = (a: LogEntry, b: LogEntry) =>
  a.refused === b.refused && a.undone === b.undone && a.undo === b.undo && sameEvents(a.events, b.events);

/**
 * The union of two copies' entries (by id), in the one order. History lines (no entry) are
 * the same on every copy of a sheet's life; the longer list is kept should they differ.
 * Where both copies hold a line alike, the other copy's object is used (storage, which just
 * gave it, then sees its own chunks unchanged), with this copy's checkpoint.
 */
export function mergeLogs(local: readonly LogEntry[], remote: readonly LogEntry[]): MergedLog {
  const localFirst = firstEntryIndex(local);
  const remoteFirst = firstEntryIndex(remote);
  const history = remoteFirst > localFirst ? remote.slice(0, remoteFirst) : local.slice(0, localFirst);
  const remoteById = new Map<string, LogEntry>();
  for (let i = remoteFirst; i < remote.length; i++) remoteById.set(remote[i]!.entry!.id, remote[i]!);
  let missing = 0;
  const entries: LogEntry[] = [];
  for (let i = localFirst; i < local.length; i++) {
    const line = local[i]!;
    const theirs = remoteById.get(line.entry!.id);
    if (!theirs) {
      missing++;
      entries.push(line);
      continue;
    }
    remoteById.delete(line.entry!.id);
    if (theirs !== line && sameOutcome(theirs, line)) {
      const saved = checkpoints.get(line);
      if (saved) checkpoints.set(theirs, saved);
      entries.push(theirs);
    } else {
      entries.push(line);
    }
  }
  const incoming = [...remoteById.values()];
  const added = incoming.length;
  if (added > 0) {
    entries.push(...incoming);
    entries.sort((a, b) => compareEntries(a.entry!, b.entry!));
  }
  const log = [...history, ...entries];
  let from = 0;
  const sameAt = (i: number) => (log[i]!.entry ? log[i]!.entry?.id === local[i]!.entry?.id : log[i] === local[i]);
  while (from < log.length && from < local.length && sameAt(from)) from++;
  // An undo that arrived affects its target, wherever that stands.
  for (const line of incoming) {
    const change = line.entry!.change;
    if (change.kind === 'act') continue;
    const index = log.findIndex((candidate) => candidate.entry?.id === change.target);
    if (index >= 0 && index < from) from = index;
  }
  return { log, from, added, missing };
}

/**
 * The log in its one order, or null when it already is: history lines first, entries sorted,
 * each id once. Storage and imports hold logs this code wrote, but a file may come from
 * anywhere.
 */
export function orderedLog(log: readonly LogEntry[]): LogEntry[] | null {
  const first = firstEntryIndex(log);
  let ordered = true;
  const seen = new Set<string>();
  for (let i = first; i < log.length && ordered; i++) {
    const entry = log[i]!.entry;
    const previous = log[i - 1]?.entry;
    if (!entry || seen.has(entry.id) || (i > first && previous && compareEntries(previous, entry) >= 0)) ordered = false;
    else seen.add(entry.id);
  }
  if (ordered) return null;
  const history = log.filter((line) => !line.entry);
  const byId = new Map<string, LogEntry>();
  for (const line of log) if (line.entry && !byId.has(line.entry.id)) byId.set(line.entry.id, line);
  return [...history, ...[...byId.values()].sort((a, b) => compareEntries(a.entry!, b.entry!))];
}

/**
 * A sheet whose older entries are gone (a lost archive chunk) cannot be folded from its
 * origin again: its current creature becomes the origin and the lines it still has become
 * history, so that what the user sees stays exactly as it was.
 */
export function asHistory(log: readonly LogEntry[]): LogEntry[] {
  return log.map((line) => {
    if (!line.entry) return line;
    const { entry: _entry, ...rest } = line;
    return rest;
  });
}
