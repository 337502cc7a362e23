import type { StateCreator } from 'zustand';
import {
  createCreature, dispatch, freezeData, resolveAction, type Action, type Creature, type CreatureInit, type DispatchResult, type StandardCondition,
} from '../rules';
import { CHECKPOINT_EVERY, firstEntryIndex, lastClock, lineOf, linesOf, mergeLogs, refold, setCheckpoint } from './entries/fold';
import { shortId } from './identity';
import { newId } from './ids';
import { presetForSettings } from './presets';
import type { AppState, SliceDeps } from './store-types';
import { travelTurn } from './turn-steps';
import type { HistoryEntry, LogEntry, Sheet, SheetEntry, Stamp } from './types';
import { encounterHistory, latestFor, undoHistory, type UndoHistory } from './undo-history';
import { endedConcentration, sustainedEndings, type SustainedNotice } from './sustained';

export interface NewSheet extends Omit<CreatureInit, 'preset'> {
  /** A pinned preset; absent, the sheet follows the language. */
  preset?: CreatureInit['preset'];
  notes?: string;
  /** A creature of that encounter, not a sheet of the list (src/store/monsters.ts). */
  encounterId?: string;
}

export interface SheetsSlice {
  sheets: Record<string, Sheet>;
  /** Who makes entries here: this browser (`device`, whose entries are its own) and this page load. */
  identity: () => { device: string; tab: string };
  /** This device's undo history, read from the sheets' logs (undo-history.ts): the same after a reload. */
  history: () => UndoHistory;
  /**
   * What the GM screen's Undo and Redo act on: this device's steps on the encounter's creatures
   * and sheets, and its turn changes (undo-history.ts `encounterHistory`). The active one by default.
   */
  encounterHistory: (encounterId?: string) => UndoHistory;
  createSheet: (init: NewSheet) => string;
  duplicateSheet: (id: string) => string | undefined;
  deleteSheet: (id: string) => void;
  /**
   * Deletes an encounter's creatures (the encounter or the creature gone from the GM screen).
   * A group action keeps its undo for the creatures that stay.
   */
  deleteCreatures: (ids: readonly string[]) => void;
  /** Keeps a copy of a sheet deleted elsewhere as a new sheet (its log included); returns its id. */
  keepCopy: (copy: Sheet) => string;
  setNotes: (id: string, notes: string) => void;
  /** Pins the sheet's preset, or (null) lets it follow the language again. */
  setSheetPreset: (id: string, preset: CreatureInit['preset'] | null) => DispatchResult | undefined;
  /** The one way a widget changes a creature: the rules decide, the store keeps and logs. */
  act: (sheetId: string, action: Action) => DispatchResult | undefined;
  /**
   * One action per sheet, recorded as a single undoable change (the GM's group actions).
   * `undoable: false` is for changes that follow a setting (the language's preset), which
   * undoing one sheet's action must not revert. `group` names the step they belong to (a turn
   * change's entries, made by several calls, are one step).
   */
  actMany: (items: { sheetId: string; action: Action }[], options?: { undoable?: boolean; group?: string }) => (DispatchResult | undefined)[];
  /** Whether this device has an action to undo (on this sheet, or on any). */
  canUndo: (sheetId?: string) => boolean;
  canRedo: (sheetId?: string) => boolean;
  /** Undoes this device's latest action (on this sheet, or on any); returns what it undid. */
  undo: (sheetId?: string) => HistoryEntry | undefined;
  redo: (sheetId?: string) => HistoryEntry | undefined;
  /** The GM screen's Undo and Redo: the active encounter's latest step (`encounterHistory`); returns it. */
  undoEncounter: () => HistoryEntry | undefined;
  redoEncounter: () => HistoryEntry | undefined;
  /** The GM screen's last Undo or Redo (kept in memory only), for the turn bar to say what it did. */
  travelled: { encounterId: string; direction: 'undo' | 'redo'; id: string } | null;
  /**
   * Entries another device made on a sheet (a shared table): united with this copy's and
   * folded in the one order, as another tab's are. Returns how many were new here.
   */
  mergeEntries: (sheetId: string, entries: readonly SheetEntry[]) => number;
  /** Keeps a copy of a sheet another device brought to a shared table (`sheet.table` set). */
  adoptTableSheet: (sheet: Sheet) => void;
  /** Conditions that ended with the concentration sustaining them, until the GM dismisses them (memory only). */
  sustainedNotices: SustainedNotice[];
  dismissSustainedNotices: () => void;
}

/** Every sheet's creature as it is now in an action's work (`next` over `sheets`), `creature` for `sheetId`. */
function* creaturesWith(sheets: Record<string, Sheet>, next: Record<string, Sheet>, sheetId: string, creature: Creature): Iterable<[string, Creature]> {
  for (const id in sheets) if (!(id in next)) yield [id, id === sheetId ? creature : sheets[id]!.creature];
  for (const id in next) yield [id, id === sheetId ? creature : next[id]!.creature];
}

/** The conditions an `endSustained` ended, added to the notice of the concentration it names. */
function noteEnded(notices: SustainedNotice[], sheetId: string, action: Action, result: DispatchResult | undefined): void {
  // A refused action may be anything (a hostile caller's null): read only accepted ones.
  if (!result || result.error || action.type !== 'endSustained') return;
  const notice = notices.find((n) => n.of === action.of && n.on === action.on);
  if (!notice) return;
  for (const e of result.events) {
    if (e.type === 'condition-removed' && e.values.reason === 'concentration') {
      notice.ended.push({ sheetId, name: result.creature.name, condition: e.values.condition as StandardCondition });
    }
  }
}

/** Every 100th entry and the head get a checkpoint; refold does the rest (entries/fold.ts). */
function withLine(sheet: Sheet, line: LogEntry, creature: Creature, now: number): Sheet {
  // A logged line never changes (the archive tells chunks apart by their entries' identity):
  // frozen, as immer freezes what goes through a draft, so its stored text is written once.
  const log = [...sheet.log, freezeData(line)];
  if ((log.length - firstEntryIndex(log)) % CHECKPOINT_EVERY === 0) setCheckpoint(line, creature);
  return { ...sheet, creature, log, revision: sheet.revision + 1, updatedAt: now };
}

/** A stamp later than anything this sheet has seen (its entries and its other stamps). */
function nextStamp(sheet: Sheet, who: { device: string; tab: string }): Stamp {
  const clock = Math.max(lastClock(sheet.log), sheet.stamps?.notes?.clock ?? 0, sheet.stamps?.followLanguage?.clock ?? 0) + 1;
  return { clock, ...who };
}

export const createSheetsSlice =
  (deps: SliceDeps): StateCreator<AppState, [['zustand/immer', never]], [], SheetsSlice> =>
  (set, get) => {
    // The order this page load made its entries in: the undo history orders this device's steps
    // on different sheets by their time, and a turn change makes several group actions at once.
    const { made } = deps;
    const historyOf = () => undoHistory(get().sheets, deps.who().device, made, get().encounters);
    const encounterHistoryOf = (encounterId = get().activeEncounterId) => {
      const encounter = encounterId ? get().encounters[encounterId] : undefined;
      return encounter ? encounterHistory(get().sheets, encounter, deps.who().device, made) : { past: [], future: [] };
    };
    const entryFor = (sheet: Sheet, change: SheetEntry['change'], at: number, extra?: Pick<SheetEntry, 'group' | 'undoable'>): SheetEntry => {
      const by = deps.author();
      const entry: SheetEntry = { id: shortId(), ...deps.who(), clock: lastClock(sheet.log) + 1, at, ...(by ? { by } : {}), ...extra, change };
      made.set(entry.id, made.size);
      return entry;
    };

    // Plain spreads rather than an immer draft: a GM's action over 200 sheets would otherwise
    // proxy and copy every sheet and its log. Items naming the same sheet chain, each one
    // dispatched on the result of the one before (two effects due at the same turn start).
    const applyMany = (items: { sheetId: string; action: Action }[], undoable = true, named?: string) => {
      const now = deps.now();
      const { sheets } = get();
      const next: Record<string, Sheet> = {};
      // The entries of a group action are undone together: they name it.
      let group = named ?? (items.length > 1 ? shortId() : undefined);
      // A concentration that ends takes the conditions it sustained with it, on every creature,
      // in the same group (sustained.ts): those actions join the queue after the given ones.
      const queue = [...items];
      const notices: SustainedNotice[] = [];
      const results: (DispatchResult | undefined)[] = [];
      for (let i = 0; i < queue.length; i++) {
        const { sheetId, action } = queue[i]!;
        const result = applyOne(sheets, next, sheetId, action, now, undoable, (creature, events) => {
          const ended = endedConcentration(events);
          const endings = ended === null ? [] : sustainedEndings(creaturesWith(sheets, next, sheetId, creature), sheetId, ended);
          if (ended === null || endings.length === 0) return group;
          queue.push(...endings);
          notices.push({ id: shortId(), of: sheetId, holder: creature.name, on: ended, ended: [] });
          group ??= shortId();
          return group;
        });
        if (i < items.length) results.push(result);
        noteEnded(notices, sheetId, action, result);
      }
      if (Object.keys(next).length === 0) return results;
      const said = notices.filter((notice) => notice.ended.length > 0);
      set({ sheets: { ...sheets, ...next }, ...(said.length > 0 ? { sustainedNotices: [...get().sustainedNotices, ...said] } : {}) });
      return results;
    };

    /**
     * One action on one sheet (its result kept in `next`). `groupFor` is asked, once the result
     * is known and before its entry is written, for the group the entry joins.
     */
    const applyOne = (
      sheets: Record<string, Sheet>, next: Record<string, Sheet>, sheetId: string, action: Action, now: number, undoable: boolean,
      groupFor: (creature: Creature, events: DispatchResult['events']) => string | undefined,
    ): DispatchResult | undefined => {
      const sheet = next[sheetId] ?? sheets[sheetId];
      if (!sheet) return undefined;
      // Every die is rolled now and kept in the entry, so that folding it anywhere needs no rng.
      const resolved = resolveAction(sheet.creature, action, deps.rng);
      const result = dispatch(sheet.creature, resolved);
      // A refusal, or an action that changes nothing, is not an entry.
      if (result.error || (result.creature === sheet.creature && result.events.length === 0)) return result;
      // An action that changed nothing but the log (a save made) is not one to undo, as one
      // that follows a setting is not.
      const kept = !undoable || result.creature === sheet.creature;
      const group = groupFor(result.creature, result.events);
      const entry = entryFor(sheet, { kind: 'act', action: resolved }, now, kept ? { undoable: false } : group ? { group } : undefined);
      const line: LogEntry = { at: now, action: action.type, events: result.events.map(({ type, values }) => ({ type, values })), entry };
      next[sheetId] = withLine(sheet, line, result.creature, now);
      return result;
    };

    /**
     * Undo or redo of `item`: an entry on each of its sheets that names its target, then a refold
     * from the target on; a turn change moves the turn marker back (or forward) with them.
     */
    const travel = (direction: 'undo' | 'redo', item: HistoryEntry | undefined) => {
      if (!item) return undefined;
      const { sheets, encounters } = get();
      const now = deps.now();
      const next: Record<string, Sheet> = {};
      for (const { sheetId: id, entryId } of item.changes) {
        const sheet = next[id] ?? sheets[id];
        const target = sheet?.log.findIndex((line) => line.entry?.id === entryId) ?? -1;
        if (!sheet || target < 0) continue;
        const entry = entryFor(sheet, { kind: direction, target: entryId }, now);
        const line = lineOf(entry, sheet.log[target]!.action);
        const folded = refold(sheet.origin, [...sheet.log, line], target);
        next[id] = { ...sheet, creature: folded.creature, log: folded.log, revision: sheet.revision + 1, updatedAt: now };
      }
      const encounter = item.turn && encounters[item.turn.encounterId];
      if (encounter) {
        const id = shortId();
        made.set(id, made.size);
        const moved = travelTurn(encounter, item.id, direction, { id, device: deps.who().device, at: now });
        // What the turn change ended or rolled is no longer what this turn did.
        set({ sheets: { ...sheets, ...next }, encounters: { ...encounters, [encounter.id]: moved }, turnNotice: null });
      } else {
        set({ sheets: { ...sheets, ...next } });
      }
      return item;
    };

    const travelEncounter = (direction: 'undo' | 'redo') => {
      const encounterId = get().activeEncounterId;
      const { past, future } = encounterHistoryOf(encounterId);
      const item = travel(direction, (direction === 'undo' ? past : future).at(-1));
      if (item && encounterId) set({ travelled: { encounterId, direction, id: item.id } });
      return item;
    };

    const fresh = (id: string, creature: Creature, rest: Pick<Sheet, 'followLanguage' | 'notes'>, now: number): Sheet => ({
      id, creature, origin: creature, epoch: shortId(), ...rest, log: [], revision: 1, createdAt: now, updatedAt: now,
    });

    return {
      sheets: {},
      sustainedNotices: [],
      dismissSustainedNotices: () => set({ sustainedNotices: [] }),
      identity: () => deps.who(),
      history: historyOf,
      encounterHistory: encounterHistoryOf,

      createSheet: (init) => {
        const { preset, notes, encounterId, ...creatureInit } = init;
        const state = get();
        const creature = createCreature({
          ...creatureInit,
          preset: preset ?? presetForSettings(state.settings, state.settings.language),
        });
        const id = newId();
        const sheet: Sheet = { ...fresh(id, creature, { followLanguage: !preset, notes: notes ?? '' }, deps.now()), ...(encounterId ? { encounterId } : {}) };
        set((draft) => {
          draft.sheets[id] = sheet;
        });
        return id;
      },

      duplicateSheet: (id) => {
        const source = get().sheets[id];
        if (!source) return undefined;
        const copyId = newId();
        const copy = fresh(copyId, structuredClone(source.creature), { followLanguage: source.followLanguage, notes: source.notes }, deps.now());
        set((draft) => {
          draft.sheets[copyId] = copy;
        });
        return copyId;
      },

      keepCopy: (copy) => {
        const id = newId();
        const now = deps.now();
        // The same entries under a new id and a new life: nothing ties it to the deleted one
        // (nor to an encounter: a creature kept this way is a sheet of the list).
        const { encounterId: _encounterId, ...rest } = copy;
        const sheet: Sheet = { ...rest, id, epoch: shortId(), revision: 1, createdAt: now, updatedAt: now };
        set((draft) => {
          draft.sheets[id] = sheet;
        });
        return id;
      },

      deleteSheet: (id) =>
        set((draft) => {
          delete draft.sheets[id];
        }),

      deleteCreatures: (ids) => {
        const gone = new Set(ids.filter((id) => get().sheets[id]));
        if (gone.size === 0) return;
        set((draft) => {
          // The undo history is read from the logs: the creatures' entries go with them.
          for (const id of gone) delete draft.sheets[id];
        });
      },

      setNotes: (id, notes) => {
        const sheet = get().sheets[id];
        if (!sheet) return;
        const stamp = nextStamp(sheet, deps.who());
        set((draft) => {
          const target = draft.sheets[id];
          if (!target) return;
          target.notes = notes;
          target.stamps = { ...target.stamps, notes: stamp };
          target.revision += 1;
          target.updatedAt = deps.now();
        });
      },

      setSheetPreset: (id, preset) => {
        const state = get();
        const sheet = state.sheets[id];
        if (!sheet) return undefined;
        const next = preset ?? presetForSettings(state.settings, state.settings.language);
        const stamp = nextStamp(sheet, deps.who());
        set((draft) => {
          const target = draft.sheets[id];
          if (!target) return;
          target.followLanguage = preset === null;
          target.stamps = { ...target.stamps, followLanguage: stamp };
          target.revision += 1;
        });
        return applyMany([{ sheetId: id, action: { type: 'configure', patch: { preset: next } } }])[0];
      },

      act: (sheetId, action) => applyMany([{ sheetId, action }])[0],
      actMany: (items, options) => applyMany(items, options?.undoable ?? true, options?.group),

      mergeEntries: (sheetId, entries) => {
        const sheet = get().sheets[sheetId];
        if (!sheet) return 0;
        const have = new Set<string>();
        for (const line of sheet.log) if (line.entry) have.add(line.entry.id);
        const fresh = new Map<string, SheetEntry>();
        for (const entry of entries) if (!have.has(entry.id)) fresh.set(entry.id, entry);
        if (fresh.size === 0) return 0;
        const lines = linesOf([...fresh.values()], sheet.log);
        const merged = mergeLogs(sheet.log, lines);
        const folded = refold(sheet.origin, merged.log, merged.from);
        set({
          sheets: { ...get().sheets, [sheetId]: { ...sheet, creature: folded.creature, log: folded.log, revision: sheet.revision + 1, updatedAt: deps.now() } },
        });
        // A concentration another device ended (a player's phone): what it sustained here ends too.
        const lost = sheet.creature.concentration?.on;
        if (lost !== undefined && folded.creature.concentration?.on !== lost) {
          const endings = sustainedEndings(creaturesWith(get().sheets, {}, sheetId, folded.creature), sheetId, lost);
          if (endings.length > 0) {
            const notice: SustainedNotice = { id: shortId(), of: sheetId, holder: folded.creature.name, on: lost, ended: [] };
            applyMany(endings).forEach((result, i) => noteEnded([notice], endings[i]!.sheetId, endings[i]!.action, result));
            if (notice.ended.length > 0) set({ sustainedNotices: [...get().sustainedNotices, notice] });
          }
        }
        return fresh.size;
      },

      adoptTableSheet: (sheet) => {
        // Another life of the sheet replaces this one whole: what this device can undo on it
        // is then what the new life's log holds of its entries.
        set((draft) => {
          draft.sheets[sheet.id] = sheet;
        });
      },

      canUndo: (sheetId) => latestFor(historyOf().past, sheetId) !== undefined,
      canRedo: (sheetId) => latestFor(historyOf().future, sheetId) !== undefined,
      undo: (sheetId) => travel('undo', latestFor(historyOf().past, sheetId)),
      redo: (sheetId) => travel('redo', latestFor(historyOf().future, sheetId)),
      travelled: null,
      undoEncounter: () => travelEncounter('undo'),
      redoEncounter: () => travelEncounter('redo'),
    };
  };
