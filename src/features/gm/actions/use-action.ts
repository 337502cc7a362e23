import { createContext, useContext } from 'react';
import type { MonsterAction } from '../library/library-types';

/** An action of a combatant's stat block that the GM chose to resolve. */
export interface ActionUse {
  sheetId: string;
  action: MonsterAction;
}

/** The GM page's "resolve this action" (the turn's actions, a row's stat block). */
export const UseActionContext = createContext<(use: ActionUse) => void>(() => {});
export const useUseAction = () => useContext(UseActionContext);
