import { useStore as useZustandStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { detectLanguage } from '../i18n/detect';
import { freezeDispatchResults } from '../rules';
import { createEncounterSlice } from './encounter-slice';
import { createLibrarySlice } from './library-slice';
import { SCHEMA_VERSION } from './persistence/migrations';
import type { AppStore } from './app-store';
import { createPersistence } from './persistence/persistence';
import type { PersistedState } from './persistence/persisted-state';
import type { Persistence } from './persistence/persistence-types';
import { appStatus } from './persistence/status';
import { deviceId, tableAuthor, tabId } from './identity';
import { cryptoRng } from './rng';
import { createSettingsSlice } from './settings-slice';
import { createSheetsSlice } from './sheets-slice';
import type { AppState, SliceDeps, StoreDeps } from './store-types';

/** A store built without persistence (tests, previews) keeps everything in memory. */
const inMemory: PersistStorage<PersistedState> = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export type { AppStore };

export function createAppStore(deps: Partial<StoreDeps> = {}, persistence?: Persistence): AppStore {
  const full: SliceDeps = {
    rng: deps.rng ?? cryptoRng,
    now: deps.now ?? (() => Date.now()),
    language: deps.language ?? detectLanguage(),
    who: deps.who ?? (() => ({ device: deviceId(), tab: tabId })),
    author: deps.author ?? tableAuthor.get,
    made: new Map(),
  };
  return createStore<AppState>()(
    persist(
      immer((...args) => ({
        ...createSheetsSlice(full)(...args),
        ...createSettingsSlice(full)(...args),
        ...createEncounterSlice(full)(...args),
        ...createLibrarySlice()(...args),
      })),
      {
        name: 'databook',
        version: SCHEMA_VERSION,
        storage: persistence?.storage ?? inMemory,
        // Sheets (the undo history is read from their logs), settings, the GM's encounters and own creatures.
        partialize: (state): PersistedState => ({
          sheets: state.sheets, settings: state.settings, encounters: state.encounters, activeEncounterId: state.activeEncounterId,
          ownCreatures: state.ownCreatures,
        }),
        merge: (stored, current) => {
          const state = stored as Partial<PersistedState> | undefined;
          return {
            ...current,
            sheets: state?.sheets ?? current.sheets,
            settings: state?.settings ?? current.settings,
            encounters: state?.encounters ?? current.encounters,
            activeEncounterId: state?.encounters ? state.activeEncounterId ?? null : current.activeEncounterId,
            ownCreatures: state?.ownCreatures ?? current.ownCreatures,
          };
        },
        // main.tsx reads the storage when it boots (persistence.start): never before, so that
        // no write can happen before what is stored has been read.
        skipHydration: true,
      },
    ),
  );
}

/** The storage layer of the app's one store (src/store/persistence). */
export const appPersistence = createPersistence(appStatus);

/** The app's one store. */
// In development every result of the rules is frozen, so code that changes one in place throws
// there; the production build leaves them as they are (the store freezes what it keeps anyway).
freezeDispatchResults(import.meta.env.DEV);

export const appStore = createAppStore({}, appPersistence);

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useZustandStore(appStore, selector);
}
