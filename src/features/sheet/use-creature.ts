import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Creature } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';

/**
 * The sheet's creature, selected narrowly so a widget re-renders only when it changes: at once,
 * in the same frame as the tap, for what shows the change where the eyes are (the HP in the
 * header, the docked editor). The rest of the sheet reads it through `useCreature`.
 */
export function useCreatureNow(sheetId: string): Creature | undefined {
  return useAppStore((state) => state.sheets[sheetId]?.creature);
}

/**
 * What `select` reads from the store, brought up to date as a transition (React's "non-urgent
 * update"): the frame that shows a tap's result (the new HP, the keypad closed) is drawn first,
 * and the cards below follow right after it, their work cut in slices the browser paints between.
 * `select` must be stable (useCallback): a new one reads the store again at once.
 */
export function useAppStoreLater<T>(select: (state: AppState) => T): T {
  const [held, setHeld] = useState(() => ({ select, value: select(appStore.getState()) }));
  useEffect(() => {
    const update = () => {
      const value = select(appStore.getState());
      startTransition(() => setHeld((now) => (now.select === select && Object.is(now.value, value) ? now : { select, value })));
    };
    update();
    return appStore.subscribe(update);
  }, [select]);
  return held.select === select ? held.value : select(appStore.getState());
}

/** The sheet's creature for the cards of the sheet, a step behind the header (`useAppStoreLater`). */
export function useCreature(sheetId: string): Creature | undefined {
  return useAppStoreLater(useCallback((state: AppState) => state.sheets[sheetId]?.creature, [sheetId]));
}
