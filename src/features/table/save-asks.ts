import { useMemo } from 'react';
import { createStore, useStore } from 'zustand';
import { ABILITIES, LIMITS, parseName, type Ability } from '../../rules';
import { useAppStore, type AppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { TableCopy } from '../../store/types';
import { shortId } from '../../store/identity';
import type { TableRole } from './table-record';

// A save the GM asks for on a player's phone (a monster's Fire Breath: Dexterity save DC 13), and
// the player's answer (the d20 rolled on the phone or typed from the table, the sheet's bonus).
// This module is the door the GM screen and the sheet page use: no Yjs here, so importing it
// statically pulls nothing of the table's engine into their chunks. The table's session
// (table-session.ts, loaded only at a table) links itself in when it opens; what travels, signed,
// is in the pair document between the GM and that player (ask-doc.ts, ask-bridge.ts). Everything
// here is in memory: an ask lasts as long as the GM's panel that made it, never in storage.

export interface SaveAsk {
  ability: Ability;
  /** 1..LIMITS.saveDc. */
  dc: number;
  /** The action's name ("Fire Breath"), a name as the rules take one. */
  label: string;
  /** Who makes the attack ("Red Dragon Wyrmling"). */
  from: string;
}

export interface SaveAnswer {
  /** The natural d20, 1..20. */
  roll: number;
  /** The sheet's save bonus, LIMITS.saveMin..saveMax. */
  bonus: number;
  /** roll + bonus. */
  total: number;
}

/** GM: an ask made here, and its answer once it arrived. */
export interface AskedSave {
  sheetId: string;
  /** The device that owns the sheet (the pair the ask went into). */
  owner: string;
  ask: SaveAsk;
  answer: SaveAnswer | null;
}

/** Player: an ask on one of this device's sheets, not answered yet. */
export interface OpenAsk {
  id: string;
  sheetId: string;
  ask: SaveAsk;
  /** The device that asked (the GM's): the pair the answer goes into. */
  via: string;
}

/** One side of a pair's asks (ask-bridge.ts): what the link hands the asks and answers to. */
export interface AskChannel {
  ask: (sheetId: string, askId: string, ask: SaveAsk) => void;
  cancel: (sheetId: string, askId: string) => void;
  answer: (sheetId: string, askId: string, answer: SaveAnswer) => void;
}

/** What the open table gives this module (table-session.ts). */
export interface AskLink {
  tableId: string;
  role: TableRole;
  /** This device. */
  device: string;
  /** The store the table's sheets live in (the GM's copies name their owner). */
  store: AppStore;
  /** The pair with `peer` (a player, on the GM's device; the GM, on a player's), when it is open. */
  channel: (peer: string) => AskChannel | undefined;
}

export interface SaveAsksState {
  /** The open table as this device takes part in it; null at no table. */
  table: { id: string; role: TableRole; device: string } | null;
  /** GM: the players whose pair is open (an ask can reach them). */
  players: readonly string[];
  /** GM: the asks made in this page load, by id. */
  asked: Readonly<Record<string, AskedSave>>;
  /** Player: the asks waiting for an answer on this device's sheets, oldest first. */
  open: readonly OpenAsk[];
}

const EMPTY: SaveAsksState = { table: null, players: [], asked: {}, open: [] };

export type SaveAsksStore = ReturnType<typeof createSaveAsksStore>;
export const createSaveAsksStore = () => createStore<SaveAsksState>(() => EMPTY);

const isDc = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= LIMITS.saveDc;
export const isNaturalD20 = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 20;
const isSaveBonus = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= LIMITS.saveMin && (x as number) <= LIMITS.saveMax;

/** The ask as it travels (names trimmed), or null when it is none the rules could make. */
export function parseAsk(ask: SaveAsk): SaveAsk | null {
  const label = parseName(ask.label);
  const from = parseName(ask.from);
  if (!ABILITIES.includes(ask.ability) || !isDc(ask.dc) || label === null || from === null) return null;
  return { ability: ask.ability, dc: ask.dc, label, from };
}

/** Whether a sheet copy is a player's sheet at the table this device runs as GM, with its pair open. */
function askable(state: SaveAsksState, copy: TableCopy | undefined): boolean {
  const { table } = state;
  return Boolean(table && table.role === 'gm' && copy && copy.id === table.id && copy.owner !== table.device && state.players.includes(copy.owner));
}

/** The asks of one device: its store, and what the open table links in. Tests make one per device. */
export function createSaveAsks(store: SaveAsksStore = createSaveAsksStore()) {
  let link: AskLink | null = null;

  return {
    store,

    /** The table opened here (table-session.ts); returns the unlink, which clears only this link's state. */
    link(next: AskLink): () => void {
      link = next;
      store.setState({ ...EMPTY, table: { id: next.tableId, role: next.role, device: next.device } });
      return () => {
        if (link !== next) return;
        link = null;
        store.setState(EMPTY);
      };
    },

    /** GM: the players whose pair is open now. */
    setPlayers(players: readonly string[]) {
      const current = store.getState().players;
      if (current.length !== players.length || current.some((id, i) => id !== players[i])) store.setState({ players: [...players] });
    },

    /** GM at a live table, and the sheet is a player's (not the GM's own): its owner's phone can be asked. */
    canAskOnPhone(state: Pick<AppState, 'sheets'>, sheetId: string): boolean {
      return askable(store.getState(), state.sheets[sheetId]?.table);
    },

    /**
     * GM: asks the phone that owns the sheet for a save. Returns the ask's id, or null when it
     * cannot be asked (not the GM at a live table, not a player's sheet, or an ask the rules could
     * not make: DC outside 1..30, a name empty or too long).
     */
    askSave(sheetId: string, ask: SaveAsk): string | null {
      const copy = link?.store.getState().sheets[sheetId]?.table;
      const parsed = parseAsk(ask);
      if (!link || !copy || !parsed || !askable(store.getState(), copy)) return null;
      const channel = link.channel(copy.owner);
      if (!channel) return null;
      const id = shortId();
      store.setState((state) => ({ asked: { ...state.asked, [id]: { sheetId, owner: copy.owner, ask: parsed, answer: null } } }));
      channel.ask(sheetId, id, parsed);
      return id;
    },

    /** GM: the panel that asked is closed: the ask leaves the phone (and its answer, if any, goes). */
    cancelAsk(askId: string) {
      const asked = store.getState().asked[askId];
      if (!asked) return;
      const { [askId]: _gone, ...rest } = store.getState().asked;
      store.setState({ asked: rest });
      link?.channel(asked.owner)?.cancel(asked.sheetId, askId);
    },

    /** GM: the answer to an ask made here, once it arrived (signed by the sheet's owner and valid). */
    saveAnswer(askId: string | null): SaveAnswer | null {
      return askId ? store.getState().asked[askId]?.answer ?? null : null;
    },

    /**
     * Player: answers an open ask with the natural d20 and the sheet's bonus. False when it
     * cannot go (no such ask open, an impossible die or bonus, the table gone).
     */
    answerAsk(askId: string, { roll, bonus }: { roll: number; bonus: number }): boolean {
      const open = store.getState().open.find((ask) => ask.id === askId);
      if (!open || !isNaturalD20(roll) || !isSaveBonus(bonus)) return false;
      const channel = link?.channel(open.via);
      if (!channel) return false;
      // Gone from the prompts at once (the pair's document says so a moment later, once signed).
      store.setState((state) => ({ open: state.open.filter((ask) => ask.id !== askId) }));
      channel.answer(open.sheetId, askId, { roll, bonus, total: roll + bonus });
      return true;
    },

    /** Everything forgotten (the table ended in this tab). */
    reset() {
      link = null;
      store.setState(EMPTY);
    },
  };
}

export type SaveAsks = ReturnType<typeof createSaveAsks>;

/** This page's asks. */
export const saveAsks = createSaveAsks();

export const canAskOnPhone = (state: Pick<AppState, 'sheets'>, sheetId: string) => saveAsks.canAskOnPhone(state, sheetId);
export const askSave = (sheetId: string, ask: SaveAsk) => saveAsks.askSave(sheetId, ask);
export const cancelAsk = (askId: string) => saveAsks.cancelAsk(askId);
export const answerAsk = (askId: string, answer: { roll: number; bonus: number }) => saveAsks.answerAsk(askId, answer);

/** `canAskOnPhone` for a component: true on the GM's device at a live table, for a player's sheet. */
export function useCanAskOnPhone(sheetId: string): boolean {
  const copy = useAppStore((state) => state.sheets[sheetId]?.table);
  return useStore(saveAsks.store, (state) => askable(state, copy));
}

/** The answer to an ask made here; re-renders when it arrives. */
export function useSaveAnswer(askId: string | null): SaveAnswer | null {
  return useStore(saveAsks.store, (state) => (askId ? state.asked[askId]?.answer ?? null : null));
}

/** Player: the asks waiting on this sheet, oldest first. */
export function useOpenAsks(sheetId: string): readonly OpenAsk[] {
  const open = useStore(saveAsks.store, (state) => state.open);
  return useMemo(() => open.filter((ask) => ask.sheetId === sheetId), [open, sheetId]);
}
