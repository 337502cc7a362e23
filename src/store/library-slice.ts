import type { StateCreator } from 'zustand';
import type { LibraryCreature } from '../features/gm/library/library-types';
import { normalizeForSearch } from '../features/gm/library/search';
import { newId } from './ids';
import type { AppState } from './store-types';

/** A creature the GM describes to save: everything but who it is. */
export type OwnCreatureInit = Omit<LibraryCreature, 'id' | 'source'>;

export interface LibrarySlice {
  /** The GM's own creatures (issue 28): found by quick-add's search beside the SRD's, exported with the sheets. */
  ownCreatures: LibraryCreature[];
  /**
   * Saves a creature to the GM's own list. One already there under the same name (ignoring case
   * and accents) is replaced in its place: saving "Bandit Captain" again updates it. Returns the
   * saved creature and whether it replaced one.
   */
  saveOwnCreature: (init: OwnCreatureInit) => { creature: LibraryCreature; replaced: boolean };
  /** Deletes one; returns it and where it was, for Undo. */
  deleteOwnCreature: (id: string) => { creature: LibraryCreature; index: number } | null;
  /** Puts a deleted creature back where it was (Undo), unless one with its id is back already. */
  restoreOwnCreature: (creature: LibraryCreature, index: number) => void;
  /** An import's own creatures: one with an id already here replaces it, the others are added. */
  importOwnCreatures: (creatures: readonly LibraryCreature[]) => { added: number; replaced: number };
}

const sameName = (a: string, b: string) => normalizeForSearch(a.trim()) === normalizeForSearch(b.trim());

export const createLibrarySlice =
  (): StateCreator<AppState, [['zustand/immer', never]], [], LibrarySlice> =>
  (set, get) => ({
    ownCreatures: [],
    saveOwnCreature: (init) => {
      const index = get().ownCreatures.findIndex((own) => sameName(own.name, init.name));
      const existing = get().ownCreatures[index];
      const creature: LibraryCreature = { ...init, id: existing?.id ?? `own:${newId()}`, source: 'own' };
      set((state) => {
        if (existing) state.ownCreatures[index] = creature;
        else state.ownCreatures.push(creature);
      });
      return { creature, replaced: existing !== undefined };
    },
    deleteOwnCreature: (id) => {
      const index = get().ownCreatures.findIndex((own) => own.id === id);
      const creature = get().ownCreatures[index];
      if (!creature) return null;
      set((state) => { state.ownCreatures.splice(index, 1); });
      return { creature, index };
    },
    restoreOwnCreature: (creature, index) =>
      set((state) => {
        if (state.ownCreatures.some((own) => own.id === creature.id)) return;
        state.ownCreatures.splice(Math.min(index, state.ownCreatures.length), 0, creature);
      }),
    importOwnCreatures: (creatures) => {
      let added = 0;
      let replaced = 0;
      set((state) => {
        for (const creature of creatures) {
          const index = state.ownCreatures.findIndex((own) => own.id === creature.id);
          if (index >= 0) {
            state.ownCreatures[index] = creature;
            replaced++;
          } else {
            state.ownCreatures.push(creature);
            added++;
          }
        }
      });
      return { added, replaced };
    },
  });
