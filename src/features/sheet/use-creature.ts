import type { Creature } from '../../rules';
import { useAppStore } from '../../store/store';

/** The sheet's creature, selected narrowly so a widget re-renders only when it changes. */
export function useCreature(sheetId: string): Creature | undefined {
  return useAppStore((state) => state.sheets[sheetId]?.creature);
}
