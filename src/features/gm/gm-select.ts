import type { Encounter } from '../../store/encounter-slice';
import type { AppState } from '../../store/store-types';

/** The active encounter, or undefined when there is none. */
export function selectActive(state: AppState): Encounter | undefined {
  return state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
}

/** The sheet whose turn it is once the fight has started. */
export function selectCurrentSheetId(state: AppState): string | undefined {
  const encounter = selectActive(state);
  return encounter && encounter.round > 0 ? encounter.combatants[encounter.turn]?.sheetId : undefined;
}

const NO_IDS: string[] = [];
const orderCache = new WeakMap<object, string[]>();

/** The sheet ids in turn order: the same array until the combatants change, so no comparison is needed. */
export function selectOrder(state: AppState): string[] {
  const combatants = selectActive(state)?.combatants;
  if (!combatants) return NO_IDS;
  let order = orderCache.get(combatants);
  if (!order) {
    order = combatants.map((c) => c.sheetId);
    orderCache.set(combatants, order);
  }
  return order;
}

export interface CombatantInfo {
  index: number;
  initiative: number | null;
  modifier: number;
  tiebreak: number;
  /** Armor Class, null when unknown. */
  armorClass: number | null;
  /** Another combatant has the same initiative: the order was settled by the modifier or the d20. */
  tiedBy: 'modifier' | 'roll' | null;
}

// One pass per change of the combatants array (immer keeps it when nothing changed), so each
// of 200 rows looks itself up in O(1) instead of scanning the list on every store update.
const infoCache = new WeakMap<object, Map<string, CombatantInfo>>();

export function selectCombatantInfo(state: AppState, sheetId: string): CombatantInfo | undefined {
  const combatants = selectActive(state)?.combatants;
  if (!combatants) return undefined;
  let map = infoCache.get(combatants);
  if (!map) {
    map = new Map();
    const byInitiative = new Map<number, Encounter['combatants']>();
    for (const c of combatants) {
      if (c.initiative === null) continue;
      byInitiative.set(c.initiative, [...(byInitiative.get(c.initiative) ?? []), c]);
    }
    combatants.forEach((c, index) => {
      const peers = c.initiative === null ? [] : (byInitiative.get(c.initiative) ?? []).filter((other) => other !== c);
      const tiedBy = peers.length === 0 ? null : peers.some((other) => other.modifier === c.modifier) ? 'roll' : 'modifier';
      map!.set(c.sheetId, { index, initiative: c.initiative, modifier: c.modifier, tiebreak: c.tiebreak, armorClass: c.armorClass ?? null, tiedBy });
    });
    infoCache.set(combatants, map);
  }
  return map.get(sheetId);
}
