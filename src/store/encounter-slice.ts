import type { StateCreator } from 'zustand';
import type { AppState, StoreDeps } from './store-types';

/** A creature's place in an encounter; the creature itself is the sheet (one store, no copies). */
export interface Combatant {
  sheetId: string;
  initiative: number | null;
}

export interface Encounter {
  id: string;
  name: string;
  combatants: Combatant[];
  round: number;
  /** Index into combatants of whose turn it is. */
  turn: number;
}

export interface EncounterSlice {
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
}

// The GM screen grows this slice (initiative, turns, ongoing effects).
export const createEncounterSlice =
  (_deps: StoreDeps): StateCreator<AppState, [['zustand/immer', never]], [], EncounterSlice> =>
  () => ({
    encounters: {},
    activeEncounterId: null,
  });
