import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { PersistedState } from './persistence/persisted-state';
import type { AppState } from './store-types';

/**
 * The store with its middlewares: immer drafts in setState, and persist's `store.persist`. A
 * type of its own, apart from store.ts, so that persistence can name the store it keeps without
 * importing the module that creates it (issue 34: no import cycles).
 */
export type AppStore = Mutate<StoreApi<AppState>, [['zustand/persist', PersistedState], ['zustand/immer', never]]>;
