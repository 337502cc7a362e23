// @vitest-environment node
// Seeded property tests of a sheet as a log of actions (issue "Sheets as logs of actions";
// STYLE.md practice 10: "the fold of a sheet's entries through dispatch lives in one place,
// dice are resolved before an entry is written, undo is an entry, checkpoints are a cache
// that a test proves equal to the full fold"). Replicas are plain data, changed exactly as the
// store makes entries (sheets-slice.ts) and as a tab merges another tab's copy
// (persistence/remote-sheet.ts). Dice come from a seeded rng; fast-check runs from a fixed seed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCreature, dispatch, resolveAction, type Action, type Creature } from '../../rules';
import { actionArb, combos, initArb } from '../../rules/test-arbitraries';
import { mulberry32 } from '../../rules/test-helpers';
import { createAppStore } from '../store';
import type { LogEntry, SheetEntry } from '../types';
import {
  CHECKPOINT_EVERY, compareEntries, firstEntryIndex, lastClock, lineOf, mergeLogs, orderedLog, refold, setCheckpoint,
} from './fold';

/** fast-check's seed for every property here: a failure replays as it was found. */
const SEED = 20_261_201;

// ---- folding, as a fresh copy would ---------------------------------------------------

/** What a line shows, without the entry it carries. */
const outcome = (line: LogEntry) => ({
  id: line.entry?.id, action: line.action, events: line.events, refused: line.refused, undone: line.undone, undo: line.undo,
});
const outcomes = (log: readonly LogEntry[]) => log.map(outcome);

/** The full fold of new copies of the lines: no checkpoint of any earlier fold is reused. */
const freshFold = (origin: Creature, log: readonly LogEntry[]) => refold(origin, structuredClone(log), 0);

const originArb = fc.constantFrom(...combos).chain(({ preset, nature, role }) => initArb(preset, nature, role)).map(createCreature);
/** Lines from before the sheet kept entries: shown, never folded, the same on every copy. */
const historyArb = fc.nat(3).map((n) => Array.from({ length: n }, (_, i): LogEntry => ({ at: i, action: 'damage', events: [] })));

/**
 * What players at a table do to one creature, concurrently: damage that drops or kills, healing,
 * death saves with typed or rolled dice, rests, Exhaustion, renaming and a new maximum. Mixed
 * with the rules tests' actionArb (every action, valid or not) so that merges refuse entries.
 */
const playArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('damage' as const), amount: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ type: fc.constant('heal' as const), amount: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ type: fc.constant('tempHp' as const), amount: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ type: fc.constant('deathSave' as const), roll: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('stabilize' as const), method: fc.constantFrom('medicine' as const, 'healers-kit' as const), check: fc.integer({ min: 0, max: 20 }) }),
  fc.constantFrom<Action>({ type: 'shortRest' }, { type: 'longRest' }),
  fc.record({ type: fc.constant('exhaustion' as const), delta: fc.constantFrom(-1, 1) }),
  fc.record({ type: fc.constant('configure' as const), patch: fc.oneof(fc.record({ name: fc.constantFrom('Ana', 'Caio') }), fc.record({ maxHp: fc.integer({ min: 1, max: 40 }) })) }),
);
const anyActionArb: fc.Arbitrary<unknown> = fc.oneof(playArb, actionArb);

const entry = (id: string, device: string, clock: number, change: SheetEntry['change']): SheetEntry =>
  ({ id, device, tab: 'tab', clock, at: clock, change });

// ---- replicas: copies of one sheet, as plain data ----------------------------------------

interface Replica {
  device: string;
  log: LogEntry[];
  creature: Creature;
  made: number;
  /** Its own entries that changed the creature, as the store's undo history keeps them. */
  past: string[];
  future: string[];
}

/** sheets-slice.ts `withLine`: a checkpoint on every CHECKPOINT_EVERY-th entry. */
function append(replica: Replica, line: LogEntry, creature: Creature) {
  replica.log = [...replica.log, line];
  replica.creature = creature;
  if ((replica.log.length - firstEntryIndex(replica.log)) % CHECKPOINT_EVERY === 0) setCheckpoint(line, creature);
}

const nextEntry = (replica: Replica, change: SheetEntry['change']) =>
  entry(`${replica.device}-${replica.made++}`, replica.device, lastClock(replica.log) + 1, change);

/** sheets-slice.ts `applyMany`: dice rolled now, then dispatch; a refusal or a no-op is no entry. */
function act(replica: Replica, action: Action, seed: number): LogEntry | undefined {
  const before = replica.creature;
  const resolved = resolveAction(before, action, mulberry32(seed));
  const result = dispatch(before, resolved);
  if (result.error || (result.creature === before && result.events.length === 0)) return undefined;
  const made = nextEntry(replica, { kind: 'act', action: resolved });
  const line: LogEntry = { at: made.at, action: action.type, events: result.events.map(({ type, values }) => ({ type, values })), entry: made };
  append(replica, line, result.creature);
  if (result.creature !== before) {
    replica.past.push(made.id);
    replica.future = [];
  }
  return line;
}

/** sheets-slice.ts `travel`: an entry naming the target, then a refold from the target on. */
function travel(origin: Creature, replica: Replica, direction: 'undo' | 'redo'): LogEntry | undefined {
  const id = (direction === 'undo' ? replica.past : replica.future).pop();
  if (id === undefined) return undefined;
  (direction === 'undo' ? replica.future : replica.past).push(id);
  const target = replica.log.findIndex((line) => line.entry?.id === id);
  const line = lineOf(nextEntry(replica, { kind: direction, target: id }), replica.log[target]!.action);
  const folded = refold(origin, [...replica.log, line], target);
  replica.log = folded.log;
  replica.creature = folded.creature;
  return line;
}

/** remote-sheet.ts `applyRemoteSheet`, the log part: unite, refold from the first change. */
function receive(origin: Creature, local: Replica, remote: readonly LogEntry[]) {
  const merged = mergeLogs(local.log, remote);
  if (merged.added === 0) return;
  const folded = merged.from < merged.log.length ? refold(origin, merged.log, merged.from) : { log: merged.log, creature: local.creature };
  local.log = folded.log;
  local.creature = folded.creature;
}

type Step =
  | { kind: 'act'; who: number; action: unknown; seed: number }
  | { kind: 'undo' | 'redo'; who: number }
  /** `picks` null: the whole copy, as storage holds it; else some of its entries (one or a batch). */
  | { kind: 'send'; from: number; to: number; picks: number[] | null }
  /** Something delivered before, delivered again (by now perhaps stale). */
  | { kind: 'resend'; which: number; to: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('act' as const), who: fc.nat(2), action: anyActionArb, seed: fc.integer() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const), who: fc.nat(2) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('send' as const), from: fc.nat(2), to: fc.nat(2),
      picks: fc.option(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), which: fc.nat(), to: fc.nat(2) }) },
);

const scenarioArb = fc.record({
  origin: originArb,
  history: historyArb,
  count: fc.integer({ min: 2, max: 3 }),
  steps: fc.array(stepArb, { maxLength: 60, size: 'max' }),
  /** The order of the last exchange, every replica receiving every other's copy. */
  finalOrder: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** Some of a copy's entries, history lines kept (they are on every copy of the sheet). */
function batch(log: readonly LogEntry[], picks: number[]): LogEntry[] {
  const first = firstEntryIndex(log);
  const count = log.length - first;
  if (count === 0) return log.slice();
  const chosen = new Set(picks.map((pick) => first + (pick % count)));
  return log.filter((_, i) => i < first || chosen.has(i));
}

/** Runs the steps, then delivers every replica's copy to every other: returns the replicas and every line made. */
function simulate({ origin, history, count, steps, finalOrder }: Scenario) {
  const replicas: Replica[] = Array.from({ length: count }, (_, i) => ({
    device: `dev${i}`, log: structuredClone(history), creature: origin, made: 0, past: [], future: [],
  }));
  const made: LogEntry[] = [];
  const delivered: LogEntry[][] = [];
  // What another tab reads from storage: new objects, no checkpoint of the sender's.
  const deliver = (to: Replica, lines: readonly LogEntry[]) => {
    const copy = structuredClone([...lines]);
    delivered.push(copy);
    receive(origin, to, structuredClone(copy));
  };
  const keep = (line: LogEntry | undefined) => line && made.push(structuredClone(line));
  for (const step of steps) {
    switch (step.kind) {
      case 'act':
        keep(act(replicas[step.who % count]!, step.action as Action, step.seed));
        break;
      case 'undo':
      case 'redo':
        keep(travel(origin, replicas[step.who % count]!, step.kind));
        break;
      case 'send': {
        const from = replicas[step.from % count]!;
        const to = replicas[step.to % count]!;
        if (from !== to) deliver(to, step.picks ? batch(from.log, step.picks) : from.log);
        break;
      }
      case 'resend':
        if (delivered.length > 0) deliver(replicas[step.to % count]!, delivered[step.which % delivered.length]!);
        break;
    }
  }
  const pairs = replicas.flatMap((to, i) => replicas.filter((_, j) => j !== i).map((from) => ({ to, from })));
  const order = pairs.map((pair, i) => ({ pair, key: finalOrder[i] ?? 0 })).sort((a, b) => a.key - b.key);
  for (const { pair } of order) deliver(pair.to, pair.from.log);
  return { replicas, made };
}

/** The one log every replica should hold: history, then every entry made, in compareEntries order. */
const unionOf = (history: LogEntry[], made: LogEntry[]) => [...history, ...made.slice().sort((a, b) => compareEntries(a.entry!, b.entry!))];

describe('replicas converge (issue "Sheets as logs of actions")', () => {
  it('any interleaving of 2–3 replicas\' entries (acts with typed or rolled dice, undos, redos), delivered in any order and grouping — one entry, a batch, the whole copy, again, stale — folds on every replica to the same creature and the same log: the full fold of all entries in compareEntries order', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { replicas, made } = simulate(scenario);
        const expected = freshFold(scenario.origin, unionOf(scenario.history, made));
        for (const replica of replicas) {
          expect(orderedLog(replica.log)).toBeNull();
          expect(outcomes(replica.log)).toEqual(outcomes(expected.log));
          expect(replica.log).toEqual(expected.log);
          expect(replica.creature).toEqual(expected.creature);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

// ---- random logs, as merges leave them ------------------------------------------------

const isAction = (value: unknown): value is Action =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

type LongOp =
  | { kind: 'act'; action: unknown; seed: number; device: string; tick: boolean }
  | { kind: 'undo' | 'redo'; target: number; device: string };
const deviceArb = fc.constantFrom('a', 'b', 'c');
const longOpArb: fc.Arbitrary<LongOp> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ kind: fc.constant('act' as const), action: anyActionArb, seed: fc.integer(), device: deviceArb, tick: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const), target: fc.nat(), device: deviceArb }) },
);
/**
 * A long log as merges leave it: acts resolved against the creature so far (some refused
 * where they fall), concurrent entries of other devices at one clock, undos and redos.
 */
function longLog(origin: Creature, history: LogEntry[], ops: LongOp[]): LogEntry[] {
  let clock = 1;
  let creature = origin;
  const acts: LogEntry[] = [];
  const lines: LogEntry[] = [];
  ops.forEach((op, n) => {
    if (op.kind === 'act') {
      // Only an action the rules can read is ever written (the store writes what dispatch took).
      if (!isAction(op.action)) return;
      if (op.tick) clock++;
      const action = resolveAction(creature, op.action, mulberry32(op.seed));
      creature = dispatch(creature, action).creature;
      const line = lineOf(entry(`e${n}`, op.device, clock, { kind: 'act', action }));
      acts.push(line);
      lines.push(line);
    } else if (acts.length > 0) {
      const target = acts[op.target % acts.length]!;
      lines.push(lineOf(entry(`e${n}`, op.device, ++clock, { kind: op.kind, target: target.entry!.id }), target.action));
    }
  });
  return [...structuredClone(history), ...lines.sort((a, b) => compareEntries(a.entry!, b.entry!))];
}

/** A random log of `min` to `max` entries, with the origin it folds from. */
const logArb = (min: number, max: number) =>
  fc.record({ origin: originArb, history: historyArb, ops: fc.array(longOpArb, { minLength: min, maxLength: max, size: 'max' }) })
    .map(({ origin, history, ops }) => ({ origin, log: longLog(origin, history, ops) }));

// ---- undo is the fold without the entry --------------------------------------------------

describe('undo and redo are entries (issue "Sheets as logs of actions": "undo is an entry")', () => {
  it('for a random log and an act entry in it not undone, the log plus an undo of it folds to the creature of the log without it (the line stays, marked undone, changing nothing); a redo after the undo gives back the original creature and lines', () => {
    fc.assert(
      fc.property(logArb(0, 60), fc.nat(), deviceArb, ({ origin, log }, pick, device) => {
        const original = freshFold(origin, log);
        const candidates = original.log.flatMap((line, i) => (line.entry?.change.kind === 'act' && !line.undone ? [i] : []));
        fc.pre(candidates.length > 0);
        const k = candidates[pick % candidates.length]!;
        const target = log[k]!;
        const clock = lastClock(log) + 1;
        const undo = lineOf(entry('the-undo', device, clock, { kind: 'undo', target: target.entry!.id }), target.action);
        const redo = lineOf(entry('the-redo', device, clock + 1, { kind: 'redo', target: target.entry!.id }), target.action);

        const undone = freshFold(origin, [...log, undo]);
        const without = freshFold(origin, log.filter((_, i) => i !== k));
        expect(undone.creature).toEqual(without.creature);
        expect(undone.log[k]).toMatchObject({ undone: true, events: [] });
        expect(undone.log[k]!.refused).toBeUndefined();
        expect(undone.log.at(-1)).toMatchObject({ undo: 'undo', action: target.action, events: [] });
        expect(outcomes(undone.log.slice(0, -1).filter((_, i) => i !== k))).toEqual(outcomes(without.log));

        const redone = freshFold(origin, [...log, undo, redo]);
        expect(redone.creature).toEqual(original.creature);
        expect(outcomes(redone.log.slice(0, -2))).toEqual(outcomes(original.log));
      }),
      { seed: SEED, numRuns: 150 },
    );
  });
});

// ---- checkpoints are a cache -------------------------------------------------------------

type Late =
  | { kind: 'act'; action: unknown; seed: number; device: string; clock: number }
  | { kind: 'undo' | 'redo'; target: number; device: string; clock: number };

const lateArb: fc.Arbitrary<Late> = fc.oneof(
  fc.record({ kind: fc.constant('act' as const), action: anyActionArb, seed: fc.integer(), device: fc.constantFrom('a', 'b', 'c', 'd'), clock: fc.nat() }),
  fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const), target: fc.nat(), device: fc.constantFrom('a', 'b', 'c', 'd'), clock: fc.nat() }),
);

function lateLine(origin: Creature, log: readonly LogEntry[], late: Late, n: number): LogEntry {
  const clock = 1 + (late.clock % (lastClock(log) + 1));
  const acts = log.filter((line) => line.entry?.change.kind === 'act');
  if (late.kind !== 'act' && acts.length > 0) {
    const target = acts[late.target % acts.length]!;
    // An undo is made on a copy that holds its target: it comes after it.
    const change = { kind: late.kind, target: target.entry!.id };
    return lineOf(entry(`late${n}`, late.device, Math.max(clock, target.entry!.clock + 1), change), target.action);
  }
  const action: Action = late.kind === 'act' && isAction(late.action) ? late.action : { type: 'shortRest' };
  return lineOf(entry(`late${n}`, late.device, clock, { kind: 'act', action: resolveAction(origin, action, mulberry32(late.kind === 'act' ? late.seed : n)) }));
}

describe(`checkpoints (every ${CHECKPOINT_EVERY} entries) are a cache of the full fold`, () => {
  it('for logs of 150–450 entries: refolding from any index after a full refold, and after merging late entries (acts, undos, redos) at random places, equals a fresh full fold from the origin', () => {
    fc.assert(
      fc.property(
        logArb(150, 450), fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
        fc.array(fc.record({ late: lateArb, from: fc.nat() }), { minLength: 1, maxLength: 3 }),
        ({ origin, log }, froms, lates) => {
          /** Each result equals `fresh`, a full fold of new copies of the lines. */
          const same = (fresh: { log: LogEntry[]; creature: Creature }, ...results: { log: LogEntry[]; creature: Creature }[]) => {
            for (const result of results) {
              expect(result.creature).toEqual(fresh.creature);
              expect(outcomes(result.log)).toEqual(outcomes(fresh.log));
            }
          };
          const at = (from: number, length: number) => from % (length + 1);
          // The log's lines are new (no checkpoints): this first refold is a full one, and leaves checkpoints.
          let current = refold(origin, log, 0);
          same(current, ...froms.map((from) => refold(origin, current.log, at(from, current.log.length))));
          lates.forEach(({ late, from }, n) => {
            const merged = mergeLogs(current.log, [lateLine(origin, current.log, late, n)]);
            current = refold(origin, merged.log, merged.from);
            same(freshFold(origin, merged.log), current, refold(origin, current.log, at(from, current.log.length)));
          });
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('refold starts at the nearest checkpoint before `from`: a planted one shows in the result (so the property above does exercise checkpoints)', () => {
    const origin = createCreature({ name: 'Caio', preset: 'databook', maxHp: 20 });
    const lines = [1, 2, 3].map((clock) => lineOf(entry(`e${clock}`, 'a', clock, { kind: 'act', action: { type: 'damage', amount: 1 } })));
    const full = refold(origin, lines, 0);
    expect(full.creature.hp.current).toBe(17);
    setCheckpoint(full.log[0]!, { ...origin, hp: { ...origin.hp, current: 10 } });
    expect(refold(origin, full.log, 2).creature.hp.current).toBe(8);
    expect(refold(origin, full.log, 0).creature.hp.current).toBe(17);
  });
});

describe('a refold keeps a line whose outcome did not change (storage then writes only what changed)', () => {
  it('for random logs, folding new copies of the lines again keeps every copy, their values\' keys in any order; a line whose events differ by one value, one key more or less, or a type is replaced', () => {
    fc.assert(
      fc.property(logArb(5, 60), fc.nat(), fc.constantFrom('value', 'key', 'extra', 'type'), ({ origin, log }, pick, change) => {
        const folded = refold(origin, structuredClone(log), 0);
        const copies = structuredClone(folded.log);
        // The same data with its keys written in another order is the same outcome.
        for (const line of copies) for (const event of line.events) event.values = Object.fromEntries(Object.entries(event.values).reverse());
        const again = refold(origin, copies, 0);
        again.log.forEach((line, i) => expect(line).toBe(copies[i]));
        // Tamper with one line that has events: its refold gives a new line with the right events.
        const withEvents = copies.flatMap((line, i) => (line.events.length > 0 && line.entry ? [i] : []));
        if (withEvents.length === 0) return;
        const index = withEvents[pick % withEvents.length]!;
        const tampered = structuredClone(copies);
        const event = tampered[index]!.events[0]!;
        const values = event.values as Record<string, string | number | boolean>;
        const first = Object.keys(values)[0];
        if (change === 'value' && first !== undefined) values[first] = `${String(values[first])}x`;
        else if (change === 'key' && first !== undefined) delete values[first];
        else if (change === 'extra') values.tampered = 1;
        else tampered[index]!.events[0] = { ...event, type: event.type === 'damage-taken' ? 'healed' : 'damage-taken' };
        const repaired = refold(origin, tampered, 0);
        expect(repaired.log[index]).not.toBe(tampered[index]);
        expect(repaired.log[index]!.events).toEqual(copies[index]!.events);
        repaired.log.forEach((line, i) => { if (i !== index) expect(line).toBe(tampered[i]); });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

// ---- the store resolves dice, then dispatches --------------------------------------------

type StoreStep = { kind: 'act'; action: unknown; seed: number } | { kind: 'undo' | 'redo' };
const storeStepArb: fc.Arbitrary<StoreStep> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('act' as const), action: anyActionArb, seed: fc.integer() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }) },
);

describe('the store writes resolved entries (STYLE.md practice 10: "dice are resolved before an entry is written")', () => {
  it('what the store records for an action (result, creature, one line with its events, or none for a refusal or a no-op) equals dispatch(creature, action, { rng }) with the same seeded rng; the entry folds alike without an rng; the creature kept is always the fold of the log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...combos).chain(({ preset, nature, role }) => initArb(preset, nature, role)), fc.array(storeStepArb, { maxLength: 30, size: 'max' }), (init, steps) => {
        let rng = mulberry32(0);
        let now = 0;
        const store = createAppStore({ rng: () => rng(), now: () => ++now, language: 'en', who: () => ({ device: 'dev', tab: 'tab' }) });
        const id = store.getState().createSheet(init);
        const sheet = () => store.getState().sheets[id]!;
        for (const step of steps) {
          if (step.kind === 'act') {
            const before = sheet();
            const action = step.action as Action;
            rng = mulberry32(step.seed);
            const got = store.getState().act(id, action);
            const expected = dispatch(before.creature, action, { rng: mulberry32(step.seed) });
            expect(got).toEqual(expected);
            expect(sheet().creature).toEqual(expected.creature);
            const wrote = !expected.error && !(expected.creature === before.creature && expected.events.length === 0);
            expect(sheet().log).toHaveLength(before.log.length + (wrote ? 1 : 0));
            if (wrote) {
              const line = sheet().log.at(-1)!;
              expect(line.events).toEqual(expected.events.map(({ type, values }) => ({ type, values })));
              const change = line.entry!.change;
              expect(change.kind).toBe('act');
              if (change.kind === 'act') expect(dispatch(before.creature, change.action)).toEqual(expected);
            }
          } else {
            store.getState()[step.kind](id);
          }
          expect(sheet().creature).toEqual(freshFold(sheet().origin, sheet().log).creature);
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

// ---- one order --------------------------------------------------------------------------

describe('orderedLog: the one order of a log', () => {
  const entriesArb = fc.uniqueArray(
    fc.record({ id: fc.string({ minLength: 1, maxLength: 3 }), clock: fc.integer({ min: 1, max: 12 }), device: fc.constantFrom('a', 'b', 'c') }),
    { selector: (e) => e.id, maxLength: 30 },
  ).map((list) => list.map(({ id, device, clock }) => lineOf(entry(id, device, clock, { kind: 'act', action: { type: 'shortRest' } }))));

  it('a shuffled log with duplicates comes back as history lines first (in their order), then each id once, in compareEntries order; a log already in that order gives null', () => {
    fc.assert(
      fc.property(
        historyArb, entriesArb, fc.array(fc.nat()), fc.array(fc.record({ pick: fc.nat(), at: fc.nat(), clone: fc.boolean() }), { maxLength: 5 }), fc.array(fc.nat()),
        (history, lines, keys, duplicates, historyAt) => {
          const input = lines.map((line, i) => ({ line, key: keys[i] ?? 0 })).sort((a, b) => a.key - b.key).map(({ line }) => line);
          // The first copy of each id is the one kept: duplicates go after it.
          for (const { pick, at, clone } of duplicates) {
            if (input.length === 0) break;
            const first = pick % input.length;
            const line = input[first]!;
            input.splice(first + 1 + (at % (input.length - first)), 0, clone ? structuredClone(line) : line);
          }
          // History lines anywhere, in their own order.
          const places = history.map((_, i) => (historyAt[i] ?? 0) % (input.length + 1)).sort((a, b) => a - b);
          history.forEach((line, i) => input.splice(places[i]! + i, 0, line));
          const firstOf = new Map<string, LogEntry>();
          for (const line of input) if (line.entry && !firstOf.has(line.entry.id)) firstOf.set(line.entry.id, line);
          const expected = [...history, ...[...firstOf.values()].sort((a, b) => compareEntries(a.entry!, b.entry!))];

          const result = orderedLog(input);
          const alreadyOrdered = input.length === expected.length && input.every((line, i) => line === expected[i]);
          if (alreadyOrdered) {
            expect(result).toBeNull();
          } else {
            expect(result).not.toBeNull();
            expect(result!.length).toBe(expected.length);
            result!.forEach((line, i) => expect(line).toBe(expected[i]));
          }
          expect(orderedLog(expected)).toBeNull();
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it.each([
    { name: 'a duplicate', ids: ['1a', '2a', '2a'], ordered: ['1a', '2a'] },
    { name: 'two entries swapped', ids: ['2a', '1a'], ordered: ['1a', '2a'] },
    { name: 'one clock, devices out of order', ids: ['1b', '1a'], ordered: ['1a', '1b'] },
    { name: 'a history line after an entry', ids: ['1a', 'h'], ordered: ['h', '1a'] },
    { name: 'history, then entries in order', ids: ['h', '1a', '1b', '2a'], ordered: null },
  ])('$name: $ids → $ordered', ({ ids, ordered }) => {
    const lines = new Map<string, LogEntry>();
    const lineFor = (id: string): LogEntry => {
      if (!lines.has(id)) {
        lines.set(id, id === 'h'
          ? { at: 0, action: 'damage', events: [] }
          : lineOf(entry(id, id.slice(1), Number(id[0]), { kind: 'act', action: { type: 'shortRest' } })));
      }
      return lines.get(id)!;
    };
    const result = orderedLog(ids.map(lineFor));
    expect(result === null ? null : result.map((line) => line.entry?.id ?? 'h')).toEqual(ordered);
  });
});

// ---- a refusal stays in the log and changes nothing --------------------------------------

describe('a refused entry stays in the log and changes nothing', () => {
  it('RULES.md "Damage" 5 and "healing the dead": A\'s 30 damage at 10/20 is massive damage (overflow 20 ≥ 20, dead); B\'s concurrent heal 5 (15/20 on B) comes after it in the order and is refused with cannot-heal-dead on both replicas; undoing the damage lets the heal apply (15/20)', () => {
    const origin = createCreature({ name: 'Caio', preset: 'srd-2024', maxHp: 20, currentHp: 10 });
    const replica = (device: string): Replica => ({ device, log: [], creature: origin, made: 0, past: [], future: [] });
    const a = replica('a');
    const b = replica('b');
    act(a, { type: 'damage', amount: 30 }, 1);
    act(b, { type: 'heal', amount: 5 }, 2);
    expect(a.creature.status).toBe('dead');
    expect(b.creature.hp.current).toBe(15);

    receive(origin, a, structuredClone(b.log));
    receive(origin, b, structuredClone(a.log));
    for (const copy of [a, b]) {
      expect(copy.log.map((line) => [line.entry?.id, line.action, line.refused])).toEqual([
        ['a-0', 'damage', undefined],
        ['b-0', 'heal', 'cannot-heal-dead'],
      ]);
      expect(copy.log[1]!.events).toEqual([]);
      expect(copy.creature.status).toBe('dead');
      expect(copy.creature.hp.current).toBe(0);
    }
    // B's heal changed nothing: B now holds exactly A's creature after the damage.
    expect(b.creature).toEqual(dispatch(origin, { type: 'damage', amount: 30 }).creature);

    travel(origin, a, 'undo');
    receive(origin, b, structuredClone(a.log));
    for (const copy of [a, b]) {
      expect(copy.log.map((line) => [line.entry?.id, line.undone, line.refused, line.undo])).toEqual([
        ['a-0', true, undefined, undefined],
        ['b-0', undefined, undefined, undefined],
        ['a-1', undefined, undefined, 'undo'],
      ]);
      expect(copy.creature.hp.current).toBe(15);
      expect(copy.creature.status).toBe('alive');
    }
  });

  it('in any log, every refused line shows no events, and removing the refused lines gives the same creature and the same lines otherwise', () => {
    fc.assert(
      fc.property(logArb(0, 60), ({ origin, log }) => {
        const full = freshFold(origin, log);
        const kept = full.log.filter((line) => !line.refused);
        const folded = freshFold(origin, kept);
        expect(folded.creature).toEqual(full.creature);
        expect(outcomes(folded.log)).toEqual(outcomes(kept));
        for (const line of full.log) if (line.refused) expect(line.events).toEqual([]);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });
});

// ---- the generators reach the cases that matter -----------------------------------------

describe('the generated cases are not vacuous', () => {
  /** In how many of 100 cases a log holds a line of each kind. */
  const kinds = (logs: LogEntry[][]) => ({
    refused: logs.filter((log) => log.some((line) => line.refused)).length,
    undone: logs.filter((log) => log.some((line) => line.undone)).length,
    redone: logs.filter((log) => log.some((line) => line.undo === 'redo')).length,
    concurrent: logs.filter((log) => log.some((line, i) => line.entry && line.entry.clock === log[i - 1]?.entry?.clock)).length,
  });

  it('in 100 scenarios, at least 10 end with a refused entry, an undone one, a redo, and entries of one clock from two replicas', () => {
    const logs = fc.sample(scenarioArb, { seed: SEED, numRuns: 100 }).map((scenario) => simulate(scenario).replicas[0]!.log);
    for (const [kind, count] of Object.entries(kinds(logs))) expect(count, kind).toBeGreaterThanOrEqual(10);
  });

  it('in 100 random logs, at least 10 hold a refused entry, an undone one, a redo, and entries of one clock', () => {
    const logs = fc.sample(logArb(0, 60), { seed: SEED, numRuns: 100 }).map(({ origin, log }) => freshFold(origin, log).log);
    for (const [kind, count] of Object.entries(kinds(logs))) expect(count, kind).toBeGreaterThanOrEqual(10);
  });
});
