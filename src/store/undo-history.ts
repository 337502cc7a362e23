// Undo and redo are read from the sheets' logs, not kept beside them: what this device (this
// browser, every tab of it, every page load) did is in its entries, so a reload, an installed
// app the phone's system closed, or a second tab of the same browser all see the same history.
//
// The GM screen reads a narrower history: the steps of one encounter (its creatures' and sheets'
// entries since each joined it, and its turn changes), replayed on their own, so that its Undo
// never reaches an action made on a sheet outside the fight, nor one made before the sheet joined.
import type { ActionType } from '../rules';
import type { Encounter } from './encounter-types';
import type { TurnMove, TurnStep } from './turn-steps';
import type { HistoryEntry, LogEntry, Sheet } from './types';

/** One step of the device's history as a sheet's log holds it. */
interface Step {
  /** Never lower than the step before it in the same log, so that a log's order survives the merge. */
  at: number;
  kind: 'act' | 'undo' | 'redo';
  /** The entry's own id (the undo's, not its target's). */
  id: string;
  /** The group action it belongs to (its entries share `group`), or the entry alone. */
  key: string;
  /** The sheet entry it makes, undoes or redoes; absent for a turn change. */
  change?: { sheetId: string; entryId: string };
  action: ActionType;
  /** A turn change of an encounter (turn-steps.ts), or its undo or redo. */
  turn?: { encounterId: string; stepId: string; move: TurnMove };
}

export interface UndoHistory {
  /** What Undo can take back, the latest last. */
  past: HistoryEntry[];
  /** What Redo can bring back, the latest undone last. */
  future: HistoryEntry[];
}

const EMPTY: UndoHistory = { past: [], future: [] };
const NO_ENCOUNTERS: Record<string, Encounter> = {};

/** The latest step of `stack` that touches the sheet (any step without one). */
export function latestFor(stack: readonly HistoryEntry[], sheetId?: string): HistoryEntry | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (!sheetId || stack[i]!.changes.some((change) => change.sheetId === sheetId)) return stack[i];
  }
  return undefined;
}

/**
 * A log's steps of one device, in the log's order: its undoable actions (neither refused where
 * they fall nor made `undoable: false`), and every undo or redo that names one of them.
 */
function stepsOf(sheetId: string, log: readonly LogEntry[], device: string): Step[] {
  const steps: Step[] = [];
  const own = new Map<string, { key: string; action: ActionType }>();
  let at = 0;
  for (const line of log) {
    const entry = line.entry;
    if (!entry) continue;
    const { change } = entry;
    if (change.kind === 'act') {
      if (entry.device !== device || entry.undoable === false || line.refused) continue;
      const key = entry.group ?? entry.id;
      own.set(entry.id, { key, action: line.action });
      at = Math.max(at, entry.at);
      steps.push({ at, kind: 'act', id: entry.id, key, change: { sheetId, entryId: entry.id }, action: line.action });
    } else {
      const target = own.get(change.target);
      if (!target) continue;
      at = Math.max(at, entry.at);
      steps.push({ at, kind: change.kind, id: entry.id, key: target.key, change: { sheetId, entryId: change.target }, action: target.action });
    }
  }
  return steps;
}

/** An encounter's turn changes made by `device`, and their undos and redos, in the order kept. */
function turnStepsOf(encounterId: string, list: readonly TurnStep[] | undefined, device: string): Step[] {
  const steps: Step[] = [];
  const own = new Map<string, TurnMove>();
  let at = 0;
  for (const step of list ?? []) {
    if (step.device !== device) continue;
    const move = step.kind === 'act' ? step.move : own.get(step.target);
    if (move === undefined) continue;
    const stepId = step.kind === 'act' ? step.id : step.target;
    if (step.kind === 'act') own.set(step.id, step.move);
    at = Math.max(at, step.at);
    steps.push({ at, kind: step.kind, id: step.id, key: stepId, action: 'turnEdge', turn: { encounterId, stepId, move } });
  }
  return steps;
}

// A log array is never changed once made (a change makes a new one), nor is the sheets record.
const stepCache = new WeakMap<readonly LogEntry[], { device: string; steps: Step[] }>();
const turnCache = new WeakMap<readonly TurnStep[], { device: string; steps: Step[] }>();
interface Cached { device: string; order?: ReadonlyMap<string, number>; sheets: Record<string, Sheet>; history: UndoHistory }
const historyCache = new WeakMap<object, Cached>();

function cachedSteps(sheet: Sheet, device: string): Step[] {
  const cached = stepCache.get(sheet.log);
  if (cached && cached.device === device) return cached.steps;
  const steps = stepsOf(sheet.id, sheet.log, device);
  stepCache.set(sheet.log, { device, steps });
  return steps;
}

function cachedTurnSteps(encounter: Encounter, device: string): Step[] {
  const list = encounter.turnSteps;
  if (!list) return [];
  const cached = turnCache.get(list);
  if (cached && cached.device === device) return cached.steps;
  const steps = turnStepsOf(encounter.id, list, device);
  turnCache.set(list, { device, steps });
  return steps;
}

/**
 * The history `sources` (each a log's steps, in its own order) make: their steps replayed in time
 * order (`order`, the order this page load made its entries in, settles steps of one
 * millisecond), as an undo stack would have seen them made. An action goes on `past` and empties
 * `future`; an undo moves it to `future`, a redo back.
 */
function replay(sources: Iterable<readonly Step[]>, order?: ReadonlyMap<string, number>): UndoHistory {
  // Each step with when it was made: its time, then (within one millisecond) the order this page
  // load made it in; never before the step above it in its own log, whose order stands.
  const timed: { step: Step; at: number; seq: number }[] = [];
  for (const source of sources) {
    let seq = -1;
    let at = -Infinity;
    for (const step of source) {
      const made = order?.get(step.id) ?? -1;
      seq = step.at > at ? made : Math.max(seq, made);
      at = step.at;
      timed.push({ step, at, seq });
    }
  }
  // A stable sort: steps alike keep the order of their sheets and of each log.
  timed.sort((a, b) => a.at - b.at || a.seq - b.seq);
  const items = new Map<string, HistoryEntry>();
  const past: string[] = [];
  let future: string[] = [];
  // Membership, so that a group's second entry or a stale undo costs no search of the stack.
  const inPast = new Set<string>();
  let inFuture = new Set<string>();
  const move = (from: string[], fromSet: Set<string>, to: string[], toSet: Set<string>, key: string) => {
    if (!fromSet.has(key)) return;
    from.splice(from.lastIndexOf(key), 1);
    fromSet.delete(key);
    to.push(key);
    toSet.add(key);
  };
  for (const { step } of timed) {
    if (step.kind === 'act') {
      let item = items.get(step.key);
      if (!item) {
        item = { id: step.key, action: step.action, changes: [] };
        items.set(step.key, item);
      }
      if (step.change) item.changes.push(step.change);
      // A turn change names the step, whatever its entries did (ongoing damage, conditions ending).
      if (step.turn) {
        item.turn = { encounterId: step.turn.encounterId, move: step.turn.move };
        item.action = 'turnEdge';
      }
      if (!inPast.has(step.key)) {
        past.push(step.key);
        inPast.add(step.key);
      }
      if (future.length > 0) {
        future = [];
        inFuture = new Set();
      }
    } else if (step.kind === 'undo') {
      move(past, inPast, future, inFuture, step.key);
    } else {
      move(future, inFuture, past, inPast, step.key);
    }
  }
  return past.length + future.length === 0
    ? EMPTY
    : { past: past.map((key) => items.get(key)!), future: future.map((key) => items.get(key)!) };
}

/**
 * `device`'s history over every sheet and every encounter's turn changes. Two tabs of one
 * browser share it: either may undo the browser's latest action, and the undo, an entry, reaches
 * the other tab as any entry does. Another device's entries are never this device's to undo.
 */
export function undoHistory(
  sheets: Record<string, Sheet>, device: string, order?: ReadonlyMap<string, number>, encounters: Record<string, Encounter> = NO_ENCOUNTERS,
): UndoHistory {
  const cached = historyCache.get(encounters);
  if (cached && cached.sheets === sheets && cached.device === device && cached.order === order) return cached.history;
  const sources = [
    ...Object.values(sheets).map((sheet) => cachedSteps(sheet, device)),
    ...Object.values(encounters).map((encounter) => cachedTurnSteps(encounter, device)),
  ];
  const history = replay(sources, order);
  historyCache.set(encounters, { device, order, sheets, history });
  return history;
}

/**
 * What the GM screen's Undo and Redo act on: `device`'s steps on the encounter's creatures and
 * sheets since each joined it (`joinedAt`; a combatant stored before that was kept counts from the
 * encounter's creation) and its turn changes, replayed on their own. A player's action on a sheet
 * outside the fight, or before it joined, is never among them.
 */
export function encounterHistory(
  sheets: Record<string, Sheet>, encounter: Encounter, device: string, order?: ReadonlyMap<string, number>,
): UndoHistory {
  const cached = historyCache.get(encounter);
  if (cached && cached.sheets === sheets && cached.device === device && cached.order === order) return cached.history;
  const sources: Step[][] = [];
  for (const combatant of encounter.combatants) {
    const sheet = sheets[combatant.sheetId];
    if (!sheet) continue;
    const since = combatant.joinedAt ?? encounter.createdAt;
    sources.push(cachedSteps(sheet, device).filter((step) => step.at >= since));
  }
  sources.push(cachedTurnSteps(encounter, device));
  const history = replay(sources, order);
  historyCache.set(encounter, { device, order, sheets, history });
  return history;
}
