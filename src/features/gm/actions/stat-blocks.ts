import { useEffect, useSyncExternalStore } from 'react';
import { isMonster } from '../../../store/monsters';
import { useAppStore } from '../../../store/store';
import type { AppState } from '../../../store/store-types';
import type { Combatant } from '../../../store/encounter-types';
import type { MonsterAction, StatBlock } from '../library/library-types';
import type { LibraryCreature } from '../library/library-types';
import { loadSrdCreatures } from '../library/load-srd';
import { loadStatBlocks, matchLibraryName, statBlocksIfLoaded } from '../library/load-statblocks';
import { selectActive } from '../gm-select';

// The SRD stat blocks are a lazy chunk of their own: they load when an encounter holds a creature
// that may have one (a library creature, or a quick-added creature stored before stat blocks were
// kept), never on the first route. Components read them through this small external store.

const listeners = new Set<() => void>();
let requested = false;
/** The SRD creatures' names, to find the stat block of a creature stored before it kept its library id. */
let srdCreatures: readonly LibraryCreature[] | null = null;
const byName = new Map<string, string | null>();

function request() {
  if (requested) return;
  requested = true;
  Promise.all([loadStatBlocks(), loadSrdCreatures()]).then(
    ([, creatures]) => {
      srdCreatures = creatures;
      for (const listener of listeners) listener();
    },
    // Offline before the chunks were cached: forgotten, so a later render asks again.
    () => { requested = false; },
  );
}

/** The SRD creature a row's name stands for ("Goblin Warrior 3" is srd:goblin-warrior), once the names have loaded. */
function idByName(name: string): string | null {
  if (!srdCreatures) return null;
  let id = byName.get(name);
  if (id === undefined) byName.set(name, (id = matchLibraryName(name, srdCreatures)));
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stat blocks once loaded (null before), loading them when `wanted`. */
export function useStatBlocks(wanted: boolean): ReadonlyMap<string, StatBlock> | null {
  useEffect(() => { if (wanted) request(); }, [wanted]);
  return useSyncExternalStore(subscribe, statBlocksIfLoaded, statBlocksIfLoaded);
}

/** The active encounter holds a creature whose stat block may be in the library. */
export function selectWantsStatBlocks(state: AppState): boolean {
  const encounter = selectActive(state);
  if (!encounter) return false;
  return encounter.combatants.some((c) => c.libraryId?.startsWith('srd:') || mayBeLibraryMonster(state, c));
}

/** A quick-added creature without a library id (stored before stat blocks): matched by name. */
function mayBeLibraryMonster(state: AppState, combatant: Combatant): boolean {
  if (combatant.libraryId !== undefined || combatant.actions) return false;
  const sheet = state.sheets[combatant.sheetId];
  return sheet !== undefined && isMonster(sheet, state.encounters);
}

/** The library id a combatant's stat block is under: its own, or (a creature of the encounter stored before) its name's. */
export function libraryIdOf(state: AppState, combatant: Combatant): string | null {
  if (combatant.libraryId !== undefined) return combatant.libraryId;
  if (!mayBeLibraryMonster(state, combatant)) return null;
  const name = state.sheets[combatant.sheetId]?.creature.name;
  return name === undefined ? null : idByName(name);
}

export interface CombatantBlock {
  /** The SRD stat block, when the creature has one and it has loaded. */
  block: StatBlock | null;
  /** What it can do: the GM's own actions, else the stat block's. */
  actions: readonly MonsterAction[];
}

const NO_ACTIONS: readonly MonsterAction[] = [];
const EMPTY: CombatantBlock = { block: null, actions: NO_ACTIONS };
const cache = new WeakMap<object, Map<string, CombatantBlock>>();

/** A combatant's stat block and actions (the same object while nothing it reads changed). */
export function combatantBlock(state: AppState, combatant: Combatant | undefined, blocks: ReadonlyMap<string, StatBlock> | null): CombatantBlock {
  if (!combatant) return EMPTY;
  const id = libraryIdOf(state, combatant);
  const block = (id !== null && blocks?.get(id)) || null;
  const key = combatant.actions ?? block;
  if (!key) return EMPTY;
  let byId = cache.get(key);
  if (!byId) cache.set(key, (byId = new Map()));
  const memo = byId.get(combatant.sheetId);
  if (memo && memo.block === block) return memo;
  const made = { block, actions: combatant.actions ?? block?.actions ?? NO_ACTIONS };
  byId.set(combatant.sheetId, made);
  return made;
}

/** The active encounter's combatant for a sheet. */
export function selectCombatant(state: AppState, sheetId: string | undefined): Combatant | undefined {
  return sheetId === undefined ? undefined : selectActive(state)?.combatants.find((c) => c.sheetId === sheetId);
}

/** The combatant's stat block and actions, for a component. */
export function useCombatantBlock(sheetId: string | undefined): CombatantBlock {
  const wanted = useAppStore(selectWantsStatBlocks);
  const blocks = useStatBlocks(wanted);
  return useAppStore((s) => combatantBlock(s, selectCombatant(s, sheetId), blocks));
}
