import type { Action, ActionType, Creature, ErrorCode, EventType, PresetId, RulesEvent } from '../rules';

export const LANGUAGES = ['pt-BR', 'cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What happened to a sheet, as every copy of it holds it (another tab, later another device):
 * made once, never changed, plain JSON. Entries are ordered by (clock, device, id), the same
 * on every copy whatever order they arrived in; the creature is the fold of that order
 * through the rules' `dispatch` (src/store/entries).
 */
export interface SheetEntry {
  /** Unique within its sheet. */
  id: string;
  /**
   * The browser that made it (one id per browser profile, kept across reloads): its entries are
   * its own to undo and redo. And the page load that made it (ordering ties, its journal).
   */
  device: string;
  tab: string;
  /** Logical clock: one more than the highest clock the sheet held when the entry was made. */
  clock: number;
  /** Epoch milliseconds; shown, never used to order a sheet (one device's undo history across sheets follows it). */
  at: number;
  /** The name its maker went by at a shared table ("GM", "Ana"): shown in the log of other devices. */
  by?: string;
  /** Set on each entry of a group action over several sheets (the GM's): one Undo takes them all back. */
  group?: string;
  /** Set on an action no Undo takes back: it follows a setting (the language's preset), or changed nothing. */
  undoable?: false;
  change: EntryChange;
}

export type EntryChange =
  /** An action with every die already filled in (rules `resolveAction`): the same result everywhere. */
  | { kind: 'act'; action: Action }
  /** Undoes, or redoes, the entry `target`; the last of these (in order) on a target decides. */
  | { kind: 'undo' | 'redo'; target: string };

/**
 * One line of a sheet's log as shown: an entry and what folding it here gave (keys and
 * numbers only). Lines without `entry` were recorded before sheets kept entries (or their
 * entries were lost from storage): they are shown, and never folded again.
 */
export interface LogEntry {
  /** Epoch milliseconds. */
  at: number;
  action: ActionType;
  events: { type: EventType; values: RulesEvent['values'] }[];
  /** Set when the line records an undo or a redo of an earlier action. */
  undo?: 'undo' | 'redo';
  entry?: SheetEntry;
  /** The rules refused the entry where it falls in the order: it stays, and changes nothing. */
  refused?: ErrorCode;
  /** A later entry undid it: folded as if it were not there. */
  undone?: true;
}

/** When a value outside the log was last set: the higher stamp wins between copies. */
export interface Stamp {
  clock: number;
  device: string;
  tab: string;
}

export interface Sheet {
  id: string;
  /** The fold of the log from `origin`, kept so that nothing needs folding to show it. */
  creature: Creature;
  /** The creature before the first entry: the created one, or the one a sheet had when it moved to entries. */
  origin: Creature;
  /**
   * Which life of the sheet this is: a new one starts when the sheet is replaced wholesale (an
   * import). Copies of one life merge their entries; between lives the later revision wins.
   */
  epoch: string;
  /** The preset follows the language (or the app-wide pin) instead of being pinned on this sheet. */
  followLanguage: boolean;
  notes: string;
  /** Notes and followLanguage are values, not entries (a note saved on every edit would fill the log). */
  stamps?: { notes?: Stamp; followLanguage?: Stamp };
  log: LogEntry[];
  /**
   * Set on a copy of a sheet that another device brought to a shared table (src/features/table):
   * it belongs to that device, keeps its own preset, and goes when the table ends or its owner leaves.
   */
  table?: TableCopy;
  /**
   * Set on a creature quick-added on the GM screen: it belongs to that encounter, is not a sheet
   * of the list, and goes with the encounter (src/store/monsters.ts). Since schema v6.
   */
  encounterId?: string;
  /** Bumped on every change; tabs compare it to learn whether storage holds something new. */
  revision: number;
  createdAt: number;
  updatedAt: number;
}

export interface TableCopy {
  /** The table's id (see src/features/table/table-code.ts). */
  id: string;
  /** The device that brought the sheet, and the name it goes by at the table. */
  owner: string;
  ownerName: string;
}

export interface Settings {
  /** Detected from the browser on the first visit, then the user's choice. */
  language: Language;
  /** App-wide preset pin; null: the preset follows the language. */
  presetPin: PresetId | null;
  keepAwake: boolean;
  /** Shared tables: the signaling servers that introduce devices (absent: the default list). */
  signaling?: string[];
  /** Shared tables: STUN/TURN servers for the peer connections (absent: the default list). */
  iceServers?: IceServer[];
}

/** A STUN or TURN server: its address, or a TURN server's address with its username and credential. */
export type IceServer = string | { urls: string; username: string; credential: string };

/**
 * One step of this device's undo history (read from the logs: src/store/undo-history.ts): a
 * single action, or a GM's group action over many sheets.
 */
export interface HistoryEntry {
  id: string;
  action: ActionType;
  /** The entries it made; undoing it adds an undo entry for each. */
  changes: { sheetId: string; entryId: string }[];
  /**
   * Set when it is a turn change of that encounter (its id, `id`, names the turn step and is the
   * group of the entries the change made): undoing it moves the turn marker back too.
   */
  turn?: { encounterId: string; move: 'start' | 'next' | 'previous' };
}

export type { Action };
