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

/** How many `withCardsLater` calls are under way. */
let later = 0;

/**
 * Runs `change` (the docked HP editor's Apply) with the sheet's cards (`useAppStoreLater`)
 * following it as a transition (React's "non-urgent update"): the frame that shows the new HP
 * and the keypad closed is drawn first, and the cards below follow right after it, their work
 * cut in slices the browser paints between. Any other change (a tap on a card, Undo) redraws
 * the cards at once, with the rest of the page.
 */
export function withCardsLater<T>(change: () => T): T {
  later++;
  try {
    return change();
  } finally {
    later--;
  }
}

/**
 * What `select` reads from the store, kept up to date: at once, or right after the frame that
 * shows the change when it came from `withCardsLater`.
 * `select` must be stable (useCallback): a new one reads the store again at once.
 */
export function useAppStoreLater<T>(select: (state: AppState) => T): T {
  const [held, setHeld] = useState(() => ({ select, value: select(appStore.getState()) }));
  useEffect(() => {
    const update = () => {
      const value = select(appStore.getState());
      const set = () => setHeld((now) => (now.select === select && Object.is(now.value, value) ? now : { select, value }));
      if (later > 0) startTransition(set);
      else set();
    };
    update();
    return appStore.subscribe(update);
  }, [select]);
  return held.select === select ? held.value : select(appStore.getState());
}

/** The sheet's creature for the cards of the sheet, a step behind the header after Apply (`useAppStoreLater`). */
export function useCreature(sheetId: string): Creature | undefined {
  return useAppStoreLater(useCallback((state: AppState) => state.sheets[sheetId]?.creature, [sheetId]));
}
