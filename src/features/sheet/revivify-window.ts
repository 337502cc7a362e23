import { revivifyMinutes, revivifyWindow, type ErrorCode } from '../../rules';
import { useAppStore } from '../../store/store';
import { refusal } from './refusal';
import { useCreature } from './use-creature';

/** Revivify's minute as the rules count it, in rounds of game time (never a clock). */
export interface RevivifyRounds {
  /** Rounds counted since the death or Recuo (11 once the minute has passed). */
  rounds: number;
  /** Rounds Revivify still works after this one: 0 is the last, −1 the minute has passed. */
  left: number;
  /** The minutes the `revivify` action states, from those rounds. */
  minutes: number;
  /** Why Revivify cannot be cast now, or null. */
  code: ErrorCode | null;
}

/**
 * Revivify's window for a dead creature or one in Recuo, from the creature the sheet's entries
 * fold to: it survives a reload and merges between tabs like every other number. Null for a
 * creature that is neither.
 */
export function useRevivifyWindow(sheetId: string): RevivifyRounds | null {
  const creature = useCreature(sheetId);
  const window = creature ? revivifyWindow(creature) : null;
  if (!creature || !window) return null;
  const minutes = revivifyMinutes(creature);
  return { ...window, minutes, code: refusal(creature, { type: 'revivify', minutesSinceRecuo: minutes }) };
}

/** Whether the GM's running turn order on this device counts this sheet's rounds. */
export function useInRunningEncounter(sheetId: string): boolean {
  return useAppStore((state) => {
    const encounter = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
    return !!encounter && encounter.round > 0 && encounter.combatants.some((c) => c.sheetId === sheetId);
  });
}
