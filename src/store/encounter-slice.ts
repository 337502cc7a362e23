import type { StateCreator } from 'zustand';
import { isDeathSaveDue, type Action, type Creature } from '../rules';
import { compareCombatants, isInTorpor, nextInFight, OUT_OF_FIGHT, rollD20, splitPerSheet } from './encounter-helpers';
import { isInitiative, type Combatant, type Encounter, type OngoingEffect, type TurnSnapshot } from './encounter-types';
import { newId } from './ids';
import type { AppState, StoreDeps } from './store-types';

export type { Combatant, Encounter, OngoingEffect, EffectKind, EffectTiming } from './encounter-types';
export { EFFECT_KINDS } from './encounter-types';

/** Going back a turn restores effect durations from this many earlier turns. */
const TURN_HISTORY_LIMIT = 50;

export interface EncounterSlice {
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
  createEncounter: (name: string) => string;
  setActiveEncounter: (id: string) => void;
  renameEncounter: (id: string, name: string) => void;
  deleteEncounter: (id: string) => void;
  /** Adds sheets to the active encounter (creating one if there is none); the sheet itself is the creature. */
  addCombatants: (sheetIds: string[], modifier?: number) => void;
  removeCombatant: (sheetId: string) => void;
  setInitiative: (sheetId: string, initiative: number | null) => void;
  setModifier: (sheetId: string, modifier: number) => void;
  /** d20 + modifier for the given sheets (all without an initiative when omitted), then sorts. */
  rollInitiative: (sheetIds?: string[]) => void;
  sortByInitiative: () => void;
  moveCombatant: (from: number, to: number) => void;
  addEffect: (effect: Omit<OngoingEffect, 'id'>) => void;
  removeEffect: (effectId: string) => void;
  /** Ends the current turn (its end-of-turn effects), starts the next (its start effects, its death save). */
  nextTurn: () => void;
  /** Moves the marker back and restores effect durations; HP changes stay (Undo reverts them). */
  previousTurn: () => void;
  clearDeathSavePrompt: () => void;
  /** RULES.md Recuo: the whole party in Torpor → a rescue caravan, everyone at a post, mission failed. */
  callRescueCaravan: () => void;
}

export const createEncounterSlice =
  (deps: StoreDeps): StateCreator<AppState, [['zustand/immer', never]], [], EncounterSlice> =>
  (set, get) => {
    const active = () => {
      const id = get().activeEncounterId;
      return id ? get().encounters[id] : undefined;
    };
    /** Runs a change on the active encounter's draft. */
    const onActive = (change: (encounter: Encounter) => void) =>
      set((state) => {
        const encounter = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
        if (encounter) change(encounter);
      });
    const creatureOf = (sheetId: string): Creature | undefined => get().sheets[sheetId]?.creature;
    /** The combatant's whose turn it is stays current whatever the new order. */
    const reorder = (encounter: Encounter, order: (list: Combatant[]) => Combatant[]) => {
      const current = encounter.combatants[encounter.turn]?.sheetId;
      encounter.combatants = order(encounter.combatants);
      const index = encounter.combatants.findIndex((combatant) => combatant.sheetId === current);
      encounter.turn = Math.max(0, index);
    };

    const createEncounter = (name: string) => {
      const id = newId();
      set((state) => {
        state.encounters[id] = {
          id, name, combatants: [], round: 0, turn: 0, effects: [], pendingDeathSave: null,
          turnHistory: [], missionFailedAt: null, createdAt: deps.now(),
        };
        state.activeEncounterId = id;
      });
      return id;
    };

    /** Applies due effects as one group action; their durations count down as they apply. */
    const applyEffects = (encounter: Encounter, sheetId: string | undefined, timing: OngoingEffect['timing']) => {
      if (!sheetId) return;
      const due = encounter.effects.filter((effect) => effect.sheetId === sheetId && effect.timing === timing);
      if (due.length === 0) return;
      const items = due
        .filter((effect) => effect.amount > 0)
        .map((effect) => ({
          sheetId,
          action: { type: 'damage', amount: effect.amount, damageType: effect.damageType, ongoing: true } as Action,
        }));
      for (const batch of splitPerSheet(items)) get().actMany(batch);
      set((state) => {
        const draft = state.encounters[encounter.id];
        if (!draft) return;
        draft.effects = draft.effects
          .map((effect) => (due.some((d) => d.id === effect.id) && effect.roundsLeft !== null ? { ...effect, roundsLeft: effect.roundsLeft - 1 } : effect))
          .filter((effect) => effect.roundsLeft === null || effect.roundsLeft > 0);
      });
    };

    return {
      encounters: {},
      activeEncounterId: null,
      createEncounter,
      setActiveEncounter: (id) => set((state) => { if (state.encounters[id]) state.activeEncounterId = id; }),
      renameEncounter: (id, name) => set((state) => { const e = state.encounters[id]; if (e && name.trim()) e.name = name.trim(); }),
      deleteEncounter: (id) =>
        set((state) => {
          delete state.encounters[id];
          if (state.activeEncounterId === id) state.activeEncounterId = Object.keys(state.encounters)[0] ?? null;
        }),

      addCombatants: (sheetIds, typed = 0) => {
        const modifier = isInitiative(typed) ? typed : 0;
        if (!active()) createEncounter('1');
        onActive((encounter) => {
          for (const sheetId of sheetIds) {
            if (encounter.combatants.some((c) => c.sheetId === sheetId)) continue;
            // A d20 kept from the start settles a tie of initiative and modifier, visibly (STYLE: dice are data).
            encounter.combatants.push({ sheetId, initiative: null, modifier, tiebreak: rollD20(deps.rng) });
          }
        });
      },
      removeCombatant: (sheetId) =>
        onActive((encounter) => {
          reorder(encounter, (list) => list.filter((c) => c.sheetId !== sheetId));
          encounter.effects = encounter.effects.filter((effect) => effect.sheetId !== sheetId);
          if (encounter.pendingDeathSave === sheetId) encounter.pendingDeathSave = null;
        }),
      setInitiative: (sheetId, initiative) =>
        onActive((encounter) => {
          const combatant = encounter.combatants.find((c) => c.sheetId === sheetId);
          // 1e400 typed in a number field is Infinity, which JSON would store as null.
          if (combatant && (initiative === null || isInitiative(initiative))) combatant.initiative = initiative;
        }),
      setModifier: (sheetId, modifier) =>
        onActive((encounter) => {
          const combatant = encounter.combatants.find((c) => c.sheetId === sheetId);
          if (combatant && isInitiative(Math.trunc(modifier))) combatant.modifier = Math.trunc(modifier);
        }),
      rollInitiative: (sheetIds) =>
        onActive((encounter) => {
          for (const combatant of encounter.combatants) {
            const wanted = sheetIds ? sheetIds.includes(combatant.sheetId) : combatant.initiative === null;
            if (wanted) combatant.initiative = rollD20(deps.rng) + combatant.modifier;
          }
          reorder(encounter, (list) => [...list].sort(compareCombatants));
        }),
      sortByInitiative: () => onActive((encounter) => reorder(encounter, (list) => [...list].sort(compareCombatants))),
      moveCombatant: (from, to) =>
        onActive((encounter) => {
          if (to < 0 || to >= encounter.combatants.length || from === to) return;
          reorder(encounter, (list) => {
            const next = [...list];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            return next;
          });
        }),

      addEffect: (effect) => onActive((encounter) => { encounter.effects.push({ ...effect, id: newId() }); }),
      removeEffect: (effectId) => onActive((encounter) => { encounter.effects = encounter.effects.filter((e) => e.id !== effectId); }),

      nextTurn: () => {
        const encounter = active();
        if (!encounter || encounter.combatants.length === 0) return;
        const snapshot: TurnSnapshot = { round: encounter.round, turn: encounter.turn, effects: encounter.effects };
        const inFight = (index: number) => {
          const sheetId = encounter.combatants[index]?.sheetId;
          const creature = sheetId ? creatureOf(sheetId) : undefined;
          return !!creature && !OUT_OF_FIGHT.has(creature.status);
        };
        let round = encounter.round;
        let turn: number;
        if (round === 0) {
          round = 1;
          turn = nextInFight(encounter.combatants.length, -1, inFight).index;
        } else {
          applyEffects(encounter, encounter.combatants[encounter.turn]?.sheetId, 'end');
          const next = nextInFight(encounter.combatants.length, encounter.turn, inFight);
          turn = next.index;
          if (next.wrapped) round += 1;
        }
        const sheetId = encounter.combatants[turn]?.sheetId;
        set((state) => {
          const draft = state.encounters[encounter.id];
          if (!draft) return;
          draft.round = round;
          draft.turn = turn;
          draft.pendingDeathSave = null;
          draft.turnHistory.push(snapshot);
          if (draft.turnHistory.length > TURN_HISTORY_LIMIT) draft.turnHistory.shift();
        });
        const afterEnd = get().encounters[encounter.id];
        if (afterEnd) applyEffects(afterEnd, sheetId, 'start');
        // RULES.md death saves: made at the start of the creature's turn while dying; the screen asks.
        const creature = sheetId ? creatureOf(sheetId) : undefined;
        if (sheetId && creature && isDeathSaveDue(creature)) {
          set((state) => {
            const draft = state.encounters[encounter.id];
            if (draft) draft.pendingDeathSave = sheetId;
          });
        }
      },
      previousTurn: () =>
        onActive((encounter) => {
          const snapshot = encounter.turnHistory.pop();
          if (!snapshot) return;
          encounter.round = snapshot.round;
          encounter.turn = snapshot.turn;
          encounter.effects = snapshot.effects;
          encounter.pendingDeathSave = null;
        }),
      clearDeathSavePrompt: () => onActive((encounter) => { encounter.pendingDeathSave = null; }),

      callRescueCaravan: () => {
        const encounter = active();
        if (!encounter) return;
        const items = encounter.combatants
          .filter((c) => {
            const creature = creatureOf(c.sheetId);
            return creature && isInTorpor(creature);
          })
          .map((c) => ({ sheetId: c.sheetId, action: { type: 'rescueCaravan' } as Action }));
        if (items.length === 0) return;
        get().actMany(items);
        onActive((draft) => {
          draft.missionFailedAt = deps.now();
          draft.pendingDeathSave = null;
        });
      },
    };
  };
