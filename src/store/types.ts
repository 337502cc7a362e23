import type { Action, ActionType, Creature, EventType, PresetId, RulesEvent } from '../rules';

export const LANGUAGES = ['pt-BR', 'cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One line of a sheet's log: what was asked and what the rules answered (keys and numbers only). */
export interface LogEntry {
  /** Epoch milliseconds. */
  at: number;
  action: ActionType;
  events: { type: EventType; values: RulesEvent['values'] }[];
  /** Set when the line records an undo or a redo of an earlier action. */
  undo?: 'undo' | 'redo';
}

export interface Sheet {
  id: string;
  creature: Creature;
  /** The preset follows the language (or the app-wide pin) instead of being pinned on this sheet. */
  followLanguage: boolean;
  notes: string;
  log: LogEntry[];
  /** Bumped on every change; the later revision wins between tabs. */
  revision: number;
  createdAt: number;
  updatedAt: number;
}

export interface Settings {
  /** Detected from the browser on the first visit, then the user's choice. */
  language: Language;
  /** App-wide preset pin; null: the preset follows the language. */
  presetPin: PresetId | null;
  keepAwake: boolean;
}

/** One change in the undo history: a single action, or a GM's group action over many sheets. */
export interface HistoryEntry {
  id: string;
  action: ActionType;
  changes: { sheetId: string; before: Creature; after: Creature }[];
}

export type { Action };
