// Conditions sustained by a concentration (RULES.md "Conditions and concentration": an effect
// tied to a creature's concentration ends with it). The rules act on one creature: they say a
// concentration ended (its events), and `endSustained` ends what it sustained on one creature.
// Finding those creatures across the sheets is the store's, done within the same group action.
import { STANDARD_CONDITIONS, type Action, type Creature, type RulesEvent, type StandardCondition } from '../rules';

/** What a concentration's end took with it, for the GM's turn bar (kept in memory only). */
export interface SustainedNotice {
  id: string;
  /** The holder's key (its sheet id). */
  of: string;
  /** The holder's name, what it concentrated on, and each condition that ended with it (names as they were). */
  holder: string;
  on: string;
  ended: { sheetId: string; name: string; condition: StandardCondition }[];
}

/**
 * The name of the concentration an accepted action ended (a failed save, 0 HP, Incapacitated,
 * ended by hand, or replaced by a new one), or null.
 */
export function endedConcentration(events: readonly RulesEvent[]): string | null {
  for (const e of events) {
    if (e.type === 'concentration-ended' && typeof e.values.on === 'string') return e.values.on;
    if (e.type === 'concentration-started' && typeof e.values.replaced === 'string') return e.values.replaced;
  }
  return null;
}

/** Whether the creature has a condition that the concentration `on` of `holder` sustains. */
export function sustains(creature: Creature, holder: string, on: string): boolean {
  return STANDARD_CONDITIONS.some((condition) => {
    const by = creature.durations[condition]?.sustainedBy;
    return by !== undefined && by.of === holder && by.on === on && creature.conditions.includes(condition);
  });
}

/** One `endSustained` per creature that has a condition the ended concentration sustained. */
export function sustainedEndings(
  creatures: Iterable<[string, Creature]>, holder: string, on: string,
): { sheetId: string; action: Action }[] {
  const items: { sheetId: string; action: Action }[] = [];
  for (const [sheetId, creature] of creatures) {
    if (sustains(creature, holder, on)) items.push({ sheetId, action: { type: 'endSustained', of: holder, on } });
  }
  return items;
}
