import { useStore as useZustandStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { detectLanguage } from '../i18n/detect';
import { createEncounterSlice } from './encounter-slice';
import { cryptoRng } from './rng';
import { createSettingsSlice } from './settings-slice';
import { createSheetsSlice } from './sheets-slice';
import type { AppState, StoreDeps } from './store-types';

export type AppStore = StoreApi<AppState>;

export function createAppStore(deps: Partial<StoreDeps> = {}): AppStore {
  const full: StoreDeps = {
    rng: deps.rng ?? cryptoRng,
    now: deps.now ?? (() => Date.now()),
    language: deps.language ?? detectLanguage(),
  };
  return createStore<AppState>()(
    immer((...args) => ({
      ...createSheetsSlice(full)(...args),
      ...createSettingsSlice(full)(...args),
      ...createEncounterSlice(full)(...args),
    })),
  );
}

/** The app's one store. */
export const appStore = createAppStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useZustandStore(appStore, selector);
}
