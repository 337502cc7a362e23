import type { StateCreator } from 'zustand';
import { createCreature, dispatch, type Action, type CreatureInit, type DispatchResult } from '../rules';
import { newId } from './ids';
import { presetForSettings } from './presets';
import type { AppState, StoreDeps } from './store-types';
import type { HistoryEntry, LogEntry, Sheet } from './types';

/** Undo keeps at least the last 50 actions of every sheet (issue: "undo/redo of at least the last 50"). */
export const HISTORY_LIMIT = 200;

export interface NewSheet extends Omit<CreatureInit, 'preset'> {
  /** A pinned preset; absent, the sheet follows the language. */
  preset?: CreatureInit['preset'];
  notes?: string;
}

export interface SheetsSlice {
  sheets: Record<string, Sheet>;
  history: { past: HistoryEntry[]; future: HistoryEntry[] };
  createSheet: (init: NewSheet) => string;
  duplicateSheet: (id: string) => string | undefined;
  deleteSheet: (id: string) => void;
  setNotes: (id: string, notes: string) => void;
  /** Pins the sheet's preset, or (null) lets it follow the language again. */
  setSheetPreset: (id: string, preset: CreatureInit['preset'] | null) => DispatchResult | undefined;
  /** The one way a widget changes a creature: the rules decide, the store keeps and logs. */
  act: (sheetId: string, action: Action) => DispatchResult | undefined;
  /**
   * One action per sheet, recorded as a single undoable change (the GM's group actions).
   * `undoable: false` is for changes that follow a setting (the language's preset), which
   * undoing one sheet's action must not revert.
   */
  actMany: (items: { sheetId: string; action: Action }[], options?: { undoable?: boolean }) => (DispatchResult | undefined)[];
  canUndo: (sheetId?: string) => boolean;
  canRedo: (sheetId?: string) => boolean;
  undo: (sheetId?: string) => void;
  redo: (sheetId?: string) => void;
}

function logEntry(at: number, result: DispatchResult, action: Action, undo?: LogEntry['undo']): LogEntry {
  const entry: LogEntry = { at, action: action.type, events: result.events.map(({ type, values }) => ({ type, values })) };
  if (undo) entry.undo = undo;
  return entry;
}

/** The latest entry that touches this sheet (or any sheet) and can still be applied cleanly. */
function findEntry(stack: HistoryEntry[], sheetId: string | undefined): number {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (!sheetId || stack[i]?.changes.some((change) => change.sheetId === sheetId)) return i;
  }
  return -1;
}

export const createSheetsSlice =
  (deps: StoreDeps): StateCreator<AppState, [['zustand/immer', never]], [], SheetsSlice> =>
  (set, get) => {
    // Plain spreads rather than an immer draft: a GM's action over 200 sheets would otherwise
    // proxy and copy every sheet and its log. Items naming the same sheet chain, each one
    // dispatched on the result of the one before (two effects due at the same turn start).
    const applyMany = (items: { sheetId: string; action: Action }[], undoable = true) => {
      const now = deps.now();
      const { sheets, history } = get();
      const next: Record<string, Sheet> = {};
      const firstSeen: Record<string, Sheet> = {};
      const results = items.map(({ sheetId, action }) => {
        const sheet = next[sheetId] ?? sheets[sheetId];
        if (!sheet) return undefined;
        const result = dispatch(sheet.creature, action, { rng: deps.rng });
        if (result.error || (result.creature === sheet.creature && result.events.length === 0)) return result;
        firstSeen[sheetId] ??= sheet;
        next[sheetId] = {
          ...sheet,
          creature: result.creature,
          log: [...sheet.log, logEntry(now, result, action)],
          revision: sheet.revision + 1,
          updatedAt: now,
        };
        return result;
      });
      const changedIds = Object.keys(next);
      if (changedIds.length === 0) return results;
      const changes: HistoryEntry['changes'] = changedIds
        .map((sheetId) => ({ sheetId, before: firstSeen[sheetId]!.creature, after: next[sheetId]!.creature }))
        .filter((change) => change.before !== change.after);
      const recorded = undoable && changes.length > 0;
      const past = recorded
        ? [...history.past, { id: newId(), action: items[0]?.action.type ?? 'configure', changes }].slice(-HISTORY_LIMIT)
        : history.past;
      set({ sheets: { ...sheets, ...next }, history: recorded ? { past, future: [] } : history });
      return results;
    };

    const travel = (direction: 'undo' | 'redo', sheetId?: string) => {
      const from = direction === 'undo' ? get().history.past : get().history.future;
      const index = findEntry(from, sheetId);
      const entry = from[index];
      if (!entry) return;
      const now = deps.now();
      set((state) => {
        const source = direction === 'undo' ? state.history.past : state.history.future;
        const target = direction === 'undo' ? state.history.future : state.history.past;
        source.splice(index, 1);
        target.push(entry);
        for (const change of entry.changes) {
          const sheet = state.sheets[change.sheetId];
          if (!sheet) continue;
          sheet.creature = direction === 'undo' ? change.before : change.after;
          sheet.log.push({ at: now, action: entry.action, events: [], undo: direction });
          sheet.revision += 1;
          sheet.updatedAt = now;
        }
      });
    };

    return {
      sheets: {},
      history: { past: [], future: [] },

      createSheet: (init) => {
        const { preset, notes, ...creatureInit } = init;
        const state = get();
        const creature = createCreature({
          ...creatureInit,
          preset: preset ?? presetForSettings(state.settings, state.settings.language),
        });
        const id = newId();
        const now = deps.now();
        set((draft) => {
          draft.sheets[id] = {
            id, creature, followLanguage: !preset, notes: notes ?? '', log: [], revision: 1, createdAt: now, updatedAt: now,
          };
        });
        return id;
      },

      duplicateSheet: (id) => {
        const source = get().sheets[id];
        if (!source) return undefined;
        const copyId = newId();
        const now = deps.now();
        set((draft) => {
          draft.sheets[copyId] = { ...structuredClone(source), id: copyId, log: [], revision: 1, createdAt: now, updatedAt: now };
        });
        return copyId;
      },

      deleteSheet: (id) =>
        set((draft) => {
          delete draft.sheets[id];
          const keep = (entry: HistoryEntry) => !entry.changes.some((change) => change.sheetId === id);
          draft.history.past = draft.history.past.filter(keep);
          draft.history.future = draft.history.future.filter(keep);
        }),

      setNotes: (id, notes) =>
        set((draft) => {
          const sheet = draft.sheets[id];
          if (!sheet) return;
          sheet.notes = notes;
          sheet.revision += 1;
          sheet.updatedAt = deps.now();
        }),

      setSheetPreset: (id, preset) => {
        const state = get();
        const sheet = state.sheets[id];
        if (!sheet) return undefined;
        const next = preset ?? presetForSettings(state.settings, state.settings.language);
        set((draft) => {
          const target = draft.sheets[id];
          if (target) target.followLanguage = preset === null;
        });
        return applyMany([{ sheetId: id, action: { type: 'configure', patch: { preset: next } } }])[0];
      },

      act: (sheetId, action) => applyMany([{ sheetId, action }])[0],
      actMany: (items, options) => applyMany(items, options?.undoable ?? true),

      canUndo: (sheetId) => findEntry(get().history.past, sheetId) >= 0,
      canRedo: (sheetId) => findEntry(get().history.future, sheetId) >= 0,
      undo: (sheetId) => travel('undo', sheetId),
      redo: (sheetId) => travel('redo', sheetId),
    };
  };
