import type { LibraryCreature } from '../../features/gm/library/library-types';
import type { Settings, Sheet } from '../types';
import type { EncountersDoc } from './documents';

/** What zustand's persist middleware hands over (partialize); the undo history is read from the sheets' logs. */
export interface PersistedState extends Partial<EncountersDoc> {
  sheets: Record<string, Sheet>;
  settings: Settings;
  /** The GM's own creatures (`databook:creatures`); absent when none were ever stored. */
  ownCreatures?: LibraryCreature[];
}
