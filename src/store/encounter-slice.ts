import type { StateCreator } from 'zustand';
import { isDeathSaveDue, turnDue, type Action, type Creature, type StandardCondition, type TurnEdge } from '../rules';
import {
  compareCombatants, concentrationHolds, endedByDuration, isInTorpor, nextInFight, OUT_OF_FIGHT, rollD20, splitPerSheet,
} from './encounter-helpers';
import {
  isArmorClass, isInitiative, type Combatant, type EffectKind, type Encounter, type OngoingEffect, type PendingConditionSave, type RollFor, type TurnSnapshot,
} from './encounter-types';
import { newId } from './ids';
import type { MonsterAction } from '../features/gm/library/library-types';
import { isMonster, monstersOf } from './monsters';
import type { NewSheet } from './sheets-slice';
import type { AppState, SliceDeps } from './store-types';
import { shortId } from './identity';
import { pushStep, turnStateOf, type TurnMove } from './turn-steps';

export type { Combatant, Encounter, OngoingEffect, EffectKind, EffectTiming, PendingConditionSave, RollFor } from './encounter-types';
export { EFFECT_KINDS } from './encounter-types';

/** Going back a turn restores effect durations from this many earlier turns. */
const TURN_HISTORY_LIMIT = 50;

/** What ended by its duration at the last turn change, for the turn bar (kept in memory only). */
export interface TurnNotice {
  encounterId: string;
  ended: { sheetId: string; condition: StandardCondition }[];
  /** The Recharge d6 rolled at the start of the turn: the action is ready again when `ready`. */
  recharges?: RechargeRoll[];
}

export interface RechargeRoll {
  sheetId: string;
  name: string;
  roll: number;
  from: number;
  ready: boolean;
}

/** What quick-add knows of the creatures it makes besides their sheet: the stat block they come from, their own actions. */
export interface CreatureOrigin {
  libraryId?: string;
  actions?: MonsterAction[];
}

/**
 * An ongoing effect that ended with the concentration it was tied to (kept in memory only,
 * until the GM dismisses it). The names are kept as they were: either sheet may go.
 */
export interface EffectNotice {
  effectId: string;
  encounterId: string;
  name: string;
  label: string;
  kind: EffectKind;
  holderName: string;
  on: string;
}

export interface EncounterSlice {
  encounters: Record<string, Encounter>;
  activeEncounterId: string | null;
  turnNotice: TurnNotice | null;
  effectNotices: EffectNotice[];
  createEncounter: (name: string) => string;
  setActiveEncounter: (id: string) => void;
  renameEncounter: (id: string, name: string) => void;
  /** Deletes the encounter and its own creatures (quick-added); sheets that joined it stay. */
  deleteEncounter: (id: string) => void;
  /** Adds sheets to the active encounter (creating one if there is none); the sheet itself is the creature. */
  addCombatants: (sheetIds: string[], modifier?: number, armorClass?: number | null) => void;
  /**
   * Quick-add: new creatures of the active encounter (creating one if there is none), not
   * sheets of the list (src/store/monsters.ts). Returns their ids.
   */
  addCreatures: (inits: Omit<NewSheet, 'encounterId'>[], modifier?: number, armorClass?: number | null, origin?: CreatureOrigin) => string[];
  /** The actions the GM gave a combatant (empty: back to its stat block's). */
  setCombatantActions: (sheetId: string, actions: MonsterAction[]) => void;
  /**
   * An action of the combatant was used: a Recharge action waits for its d6 (rolled at the start of
   * the creature's turn), a legendary action spends its cost of the round's uses.
   */
  spendMonsterAction: (sheetId: string, action: Pick<MonsterAction, 'name' | 'kind' | 'recharge' | 'cost'>) => void;
  /** The GM says a Recharge action is ready again (or not), whatever the die said. */
  setRecharged: (sheetId: string, name: string, ready: boolean, from?: number) => void;
  /** The GM gives back (or spends) legendary action uses by hand. */
  setLegendaryUsed: (sheetId: string, used: number) => void;
  /** Takes the combatant out of the active encounter; a creature of the encounter (quick-added) is deleted. */
  removeCombatant: (sheetId: string) => void;
  /** Takes sheets out of every encounter, with their effects and prompts (a shared table's copies going). */
  forgetSheets: (sheetIds: readonly string[]) => void;
  setInitiative: (sheetId: string, initiative: number | null) => void;
  setModifier: (sheetId: string, modifier: number) => void;
  /** The combatant's Armor Class (0..99), or null when unknown; anything else is ignored. */
  setArmorClass: (sheetId: string, armorClass: number | null) => void;
  /** d20 + modifier for the given sheets (all without an initiative when omitted), then sorts. */
  rollInitiative: (sheetIds?: string[]) => void;
  /**
   * "Roll initiative": d20 + modifier for each creature without an initiative, or only for the
   * GM's creatures (not the players' sheets, whose players roll their own), then sorts. Returns
   * how many were rolled.
   */
  rollMissingInitiative: (rollFor: RollFor) => number;
  /** Whom "Roll initiative" rolls for in the active encounter, kept with it. */
  setRollFor: (rollFor: RollFor) => void;
  sortByInitiative: () => void;
  /**
   * Before the fight starts, moves a combatant with an initiative to its place among the others
   * (whose order stays as it is); once the fight has started, the order does not move by itself.
   */
  placeCombatant: (sheetId: string) => void;
  /** "Hide the dead" in the active encounter: on the GM's list and in every table view. */
  setHideOut: (hide: boolean) => void;
  moveCombatant: (from: number, to: number) => void;
  addEffect: (effect: Omit<OngoingEffect, 'id'>) => void;
  removeEffect: (effectId: string) => void;
  /**
   * Ends the current turn (its end-of-turn effects), starts the next (its start effects, its death
   * save): one step of the GM's Undo, which takes the marker and all of that back (turn-steps.ts).
   */
  nextTurn: () => void;
  /** Moves the marker back and restores effect durations; HP changes stay. A step of the GM's Undo too. */
  previousTurn: () => void;
  clearDeathSavePrompt: () => void;
  /** A pending condition save was answered or dismissed: it is no longer asked. */
  clearPendingSave: (sheetId: string, condition: StandardCondition) => void;
  dismissEffectNotices: () => void;
  /** RULES.md Recuo: the whole party in Torpor → a rescue caravan, everyone at a post, mission failed. */
  callRescueCaravan: () => void;
}

export const createEncounterSlice =
  (deps: SliceDeps): StateCreator<AppState, [['zustand/immer', never]], [], EncounterSlice> =>
  (set, get, api) => {
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
    const onCombatant = (sheetId: string, change: (combatant: Combatant) => void) =>
      onActive((encounter) => {
        const combatant = encounter.combatants.find((c) => c.sheetId === sheetId);
        if (combatant) change(combatant);
      });
    /**
     * The start of a creature's turn: its Recharge actions roll their d6 (SRD 5.2.1 "Recharge
     * X–6": the action is usable again on a roll of X or higher at the start of each of its
     * turns), and its legendary action uses come back.
     */
    const startOwnTurn = (encounterId: string, sheetId: string): RechargeRoll[] => {
      const rolls: RechargeRoll[] = [];
      set((state) => {
        const combatant = state.encounters[encounterId]?.combatants.find((c) => c.sheetId === sheetId);
        if (!combatant) return;
        if (combatant.legendaryUsed) delete combatant.legendaryUsed;
        if (!combatant.recharging) return;
        for (const { name, from } of combatant.recharging) {
          const roll = 1 + Math.floor(deps.rng() * 6);
          rolls.push({ sheetId, name, roll, from, ready: roll >= from });
        }
        combatant.recharging = combatant.recharging.filter((r) => !rolls.some((roll) => roll.name === r.name && roll.ready));
        if (combatant.recharging.length === 0) delete combatant.recharging;
      });
      return rolls;
    };
    const creatureOf = (sheetId: string): Creature | undefined => get().sheets[sheetId]?.creature;
    /** The combatant's whose turn it is stays current whatever the new order. */
    const reorder = (encounter: Encounter, order: (list: Combatant[]) => Combatant[]) => {
      const current = encounter.combatants[encounter.turn]?.sheetId;
      encounter.combatants = order(encounter.combatants);
      const index = encounter.combatants.findIndex((combatant) => combatant.sheetId === current);
      encounter.turn = Math.max(0, index);
    };

    const withoutSheets = (encounter: Encounter, gone: ReadonlySet<string>) => {
      reorder(encounter, (list) => list.filter((c) => !gone.has(c.sheetId)));
      encounter.effects = encounter.effects.filter((effect) => !gone.has(effect.sheetId));
      encounter.pendingSaves = encounter.pendingSaves.filter((save) => !gone.has(save.sheetId));
      if (encounter.pendingDeathSave && gone.has(encounter.pendingDeathSave)) encounter.pendingDeathSave = null;
    };

    const createEncounter = (name: string) => {
      const id = newId();
      set((state) => {
        state.encounters[id] = {
          id, name, combatants: [], round: 0, turn: 0, effects: [], pendingDeathSave: null, pendingSaves: [],
          turnHistory: [], missionFailedAt: null, createdAt: deps.now(),
        };
        state.activeEncounterId = id;
      });
      return id;
    };

    /**
     * Ends every effect whose concentration is gone (a failed save, 0 HP, Incapacitated, ended
     * by hand or replaced; on this screen, a sheet page or another tab): run after every change
     * to the sheets or encounters (the watcher below), so a turn never finds one to apply.
     */
    const pruneLinkedEffects = () => {
      const { encounters } = get();
      const gone = Object.values(encounters).flatMap((encounter) =>
        encounter.effects.filter((effect) => !concentrationHolds(effect, creatureOf)).map((effect) => ({ encounterId: encounter.id, effect })));
      if (gone.length === 0) return;
      set((state) => {
        for (const { encounterId, effect } of gone) {
          const draft = state.encounters[encounterId];
          if (draft) draft.effects = draft.effects.filter((e) => e.id !== effect.id);
        }
      });
    };

    /**
     * The GM is told of every tied effect that left an encounter while its concentration is
     * gone, whoever removed it (this tab's prune, or another tab's, arriving with its encounters).
     */
    const noticeEndedEffects = (state: AppState, prev: AppState) => {
      const notices: EffectNotice[] = [];
      for (const encounter of Object.values(state.encounters)) {
        const before = prev.encounters[encounter.id];
        if (!before || before.effects === encounter.effects) continue;
        for (const effect of before.effects) {
          if (!effect.concentration || encounter.effects.some((e) => e.id === effect.id)) continue;
          if (concentrationHolds(effect, (id) => state.sheets[id]?.creature)) continue;
          if (state.effectNotices.some((n) => n.effectId === effect.id)) continue;
          notices.push({
            effectId: effect.id, encounterId: encounter.id, label: effect.label, kind: effect.kind, on: effect.concentration.on,
            name: prev.sheets[effect.sheetId]?.creature.name ?? '',
            holderName: prev.sheets[effect.concentration.sheetId]?.creature.name ?? '',
          });
        }
      }
      if (notices.length > 0) set((draft) => { draft.effectNotices.push(...notices); });
    };
    // Concentration ends wherever an action lands (an act, a sync from another tab): the slice
    // watches the sheets rather than every place that could end it.
    api.subscribe((state, prev) => {
      if (state.sheets === prev.sheets && state.encounters === prev.encounters) return;
      pruneLinkedEffects();
      noticeEndedEffects(get(), prev);
    });

    /**
     * Applies due effects as one group action; their durations count down as they apply. An
     * effect whose concentration is gone never applies: the watcher above pruned it when the
     * concentration ended.
     */
    const applyEffects = (encounterId: string, sheetId: string | undefined, timing: OngoingEffect['timing'], group: string) => {
      if (!sheetId) return;
      const encounter = get().encounters[encounterId];
      const due = encounter?.effects.filter((effect) => effect.sheetId === sheetId && effect.timing === timing) ?? [];
      if (due.length === 0) return;
      const items = due
        .filter((effect) => effect.amount > 0)
        .map((effect) => ({
          sheetId,
          action: { type: 'damage', amount: effect.amount, damageType: effect.damageType, ongoing: true } as Action,
        }));
      for (const batch of splitPerSheet(items)) get().actMany(batch, { group });
      set((state) => {
        const draft = state.encounters[encounterId];
        if (!draft) return;
        draft.effects = draft.effects
          .map((effect) => (due.some((d) => d.id === effect.id) && effect.roundsLeft !== null ? { ...effect, roundsLeft: effect.roundsLeft - 1 } : effect))
          .filter((effect) => effect.roundsLeft === null || effect.roundsLeft > 0);
      });
    };

    /**
     * The start or end of `of`'s turn reaches every combatant: the rules say what is due
     * (turnDue); only creatures where something changes get a turnEdge entry. Recorded in the
     * turn change's group (`group`, its step's id), as ongoing effects are: Previous turn leaves
     * HP and conditions as they are, while Undo takes the whole turn change back, the marker
     * with what it did to the sheets. Returns what ended and, at the end of a turn, the saves due.
     */
    const passTurnEdge = (encounterId: string, edge: TurnEdge, of: string, group: string) => {
      const combatants = get().encounters[encounterId]?.combatants ?? [];
      const items: { sheetId: string; action: Action }[] = [];
      const saves: PendingConditionSave[] = [];
      for (const { sheetId } of combatants) {
        const creature = creatureOf(sheetId);
        if (!creature) continue;
        const moment = { edge, of, self: sheetId === of };
        const due = turnDue(creature, moment);
        if (due.changes) items.push({ sheetId, action: { type: 'turnEdge', ...moment } });
        if (moment.self) saves.push(...due.saves.map(({ condition }) => ({ sheetId, condition })));
      }
      const results = items.length > 0 ? get().actMany(items, { group }) : [];
      return { ended: endedByDuration(items.map((item) => item.sheetId), results), saves };
    };

    /**
     * The places in the order the turn passed over (creatures out of the fight take no turn):
     * for a dead creature or one in Recuo its turn came round and ended, which counts a round
     * of Revivify's minute (the rules' turnEdge; nothing else happens to it).
     */
    const passSkippedTurns = (encounterId: string, from: number, to: number, group: string) => {
      const combatants = get().encounters[encounterId]?.combatants ?? [];
      const items: { sheetId: string; action: Action }[] = [];
      for (let step = 1; step < combatants.length && (from + step) % combatants.length !== to; step++) {
        const sheetId = combatants[(from + step) % combatants.length]?.sheetId;
        const creature = sheetId ? creatureOf(sheetId) : undefined;
        if (!sheetId || !creature) continue;
        const moment = { edge: 'end' as const, of: sheetId, self: true };
        if (turnDue(creature, moment).changes) items.push({ sheetId, action: { type: 'turnEdge', ...moment } });
      }
      if (items.length > 0) get().actMany(items, { group });
    };

    /** A turn change's step, for the GM's Undo; its id is the group of the entries it made. */
    const newStepId = () => {
      const id = shortId();
      deps.made.set(id, deps.made.size);
      return id;
    };
    const recordStep = (encounterId: string, id: string, at: number, move: TurnMove, before: ReturnType<typeof turnStateOf>, starting?: string) =>
      set((state) => {
        const draft = state.encounters[encounterId];
        if (draft) pushStep(draft, { kind: 'act', id, device: deps.who().device, at, move, before, after: turnStateOf(draft, starting) });
      });

    return {
      encounters: {},
      activeEncounterId: null,
      turnNotice: null,
      effectNotices: [],
      createEncounter,
      setActiveEncounter: (id) => set((state) => { if (state.encounters[id]) state.activeEncounterId = id; }),
      renameEncounter: (id, name) => set((state) => { const e = state.encounters[id]; if (e && name.trim()) e.name = name.trim(); }),
      deleteEncounter: (id) => {
        // Read before the encounter goes: a creature counts as its own only while it lists it.
        const creatures = monstersOf(get(), id);
        set((state) => {
          delete state.encounters[id];
          if (state.activeEncounterId === id) state.activeEncounterId = Object.keys(state.encounters)[0] ?? null;
        });
        get().deleteCreatures(creatures);
      },

      addCombatants: (sheetIds, typed = 0, typedAc = null) => {
        const modifier = isInitiative(typed) ? typed : 0;
        const armor = typedAc !== null && isArmorClass(typedAc) ? { armorClass: typedAc } : {};
        if (!active()) createEncounter('1');
        onActive((encounter) => {
          for (const sheetId of sheetIds) {
            if (encounter.combatants.some((c) => c.sheetId === sheetId)) continue;
            // A d20 kept from the start settles a tie of initiative and modifier, visibly (STYLE: dice are data).
            encounter.combatants.push({ sheetId, initiative: null, modifier, tiebreak: rollD20(deps.rng), joinedAt: deps.now(), ...armor });
          }
        });
      },
      addCreatures: (inits, typed = 0, armorClass = null, origin = {}) => {
        const encounterId = active()?.id ?? createEncounter('1');
        const ids = inits.map((init) => get().createSheet({ ...init, encounterId }));
        get().addCombatants(ids, typed, armorClass);
        const { libraryId, actions } = origin;
        if (libraryId !== undefined || (actions && actions.length > 0)) {
          const made = new Set(ids);
          onActive((encounter) => {
            for (const combatant of encounter.combatants) {
              if (!made.has(combatant.sheetId)) continue;
              if (libraryId !== undefined) combatant.libraryId = libraryId;
              if (actions && actions.length > 0) combatant.actions = actions;
            }
          });
        }
        return ids;
      },
      setCombatantActions: (sheetId, actions) => onCombatant(sheetId, (combatant) => {
        if (actions.length > 0) combatant.actions = actions;
        else delete combatant.actions;
      }),
      spendMonsterAction: (sheetId, action) => onCombatant(sheetId, (combatant) => {
        if (action.recharge !== undefined && !combatant.recharging?.some((r) => r.name === action.name)) {
          combatant.recharging = [...(combatant.recharging ?? []), { name: action.name, from: action.recharge }];
        }
        if (action.kind === 'legendary') combatant.legendaryUsed = (combatant.legendaryUsed ?? 0) + (action.cost ?? 1);
      }),
      setRecharged: (sheetId, name, ready, from = 6) => onCombatant(sheetId, (combatant) => {
        const rest = (combatant.recharging ?? []).filter((r) => r.name !== name);
        combatant.recharging = ready ? rest : [...rest, { name, from }];
        if (combatant.recharging.length === 0) delete combatant.recharging;
      }),
      setLegendaryUsed: (sheetId, used) => onCombatant(sheetId, (combatant) => {
        if (Number.isInteger(used) && used >= 0 && used <= 10) combatant.legendaryUsed = used;
      }),
      removeCombatant: (sheetId) => {
        const state = get();
        const encounter = active();
        const sheet = state.sheets[sheetId];
        const own = !!encounter && !!sheet && sheet.encounterId === encounter.id && isMonster(sheet, state.encounters);
        onActive((draft) => withoutSheets(draft, new Set([sheetId])));
        if (own) get().deleteCreatures([sheetId]);
      },
      forgetSheets: (sheetIds) => {
        const gone = new Set(sheetIds);
        const touched = Object.values(get().encounters).filter((encounter) => encounter.combatants.some((c) => gone.has(c.sheetId)));
        if (touched.length === 0) return;
        set((state) => {
          for (const { id } of touched) withoutSheets(state.encounters[id]!, gone);
        });
      },
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
      setArmorClass: (sheetId, armorClass) =>
        onActive((encounter) => {
          const combatant = encounter.combatants.find((c) => c.sheetId === sheetId);
          if (!combatant) return;
          if (armorClass === null) delete combatant.armorClass;
          else if (isArmorClass(armorClass)) combatant.armorClass = armorClass;
        }),
      rollInitiative: (sheetIds) =>
        onActive((encounter) => {
          for (const combatant of encounter.combatants) {
            const wanted = sheetIds ? sheetIds.includes(combatant.sheetId) : combatant.initiative === null;
            if (wanted) combatant.initiative = rollD20(deps.rng) + combatant.modifier;
          }
          reorder(encounter, (list) => [...list].sort(compareCombatants));
        }),
      rollMissingInitiative: (rollFor) => {
        const encounter = active();
        if (!encounter) return 0;
        const state = get();
        const ids = encounter.combatants.filter((c) => {
          if (c.initiative !== null) return false;
          const sheet = state.sheets[c.sheetId];
          return rollFor === 'everyone' || (!!sheet && isMonster(sheet, state.encounters));
        }).map((c) => c.sheetId);
        if (ids.length > 0) get().rollInitiative(ids);
        return ids.length;
      },
      setRollFor: (rollFor) => onActive((encounter) => {
        if (rollFor === 'monsters') encounter.rollFor = 'monsters';
        else delete encounter.rollFor;
      }),
      sortByInitiative: () => onActive((encounter) => reorder(encounter, (list) => [...list].sort(compareCombatants))),
      placeCombatant: (sheetId) => onActive((encounter) => {
        if (encounter.round > 0) return;
        const from = encounter.combatants.findIndex((c) => c.sheetId === sheetId);
        if (from < 0) return;
        const moved = encounter.combatants[from]!;
        if (moved.initiative === null) return;
        const rest = encounter.combatants.filter((_, i) => i !== from);
        // Ahead of the first one it goes before: higher initiative, then modifier, then the tie-break d20.
        const found = rest.findIndex((other) => compareCombatants(moved, other) < 0);
        const to = found < 0 ? rest.length : found;
        if (to !== from) reorder(encounter, () => [...rest.slice(0, to), moved, ...rest.slice(to)]);
      }),
      setHideOut: (hide) => onActive((encounter) => {
        if (hide) encounter.hideOut = true;
        else delete encounter.hideOut;
      }),
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
        const found = active();
        if (!found || found.combatants.length === 0) return;
        const encounterId = found.id;
        const encounter = get().encounters[encounterId]!;
        const snapshot: TurnSnapshot = { round: encounter.round, turn: encounter.turn, effects: encounter.effects };
        const stepId = newStepId();
        const at = deps.now();
        const inFight = (index: number) => {
          const sheetId = encounter.combatants[index]?.sheetId;
          const creature = sheetId ? creatureOf(sheetId) : undefined;
          return !!creature && !OUT_OF_FIGHT.has(creature.status);
        };
        const ended: TurnNotice['ended'] = [];
        let saves: PendingConditionSave[] = [];
        let round = encounter.round;
        let turn: number;
        if (round === 0) {
          round = 1;
          turn = nextInFight(encounter.combatants.length, -1, inFight).index;
          passSkippedTurns(encounterId, -1, turn, stepId);
        } else {
          const ending = encounter.combatants[encounter.turn]?.sheetId;
          applyEffects(encounterId, ending, 'end', stepId);
          if (ending) {
            const end = passTurnEdge(encounterId, 'end', ending, stepId);
            ended.push(...end.ended);
            saves = end.saves;
          }
          const next = nextInFight(encounter.combatants.length, encounter.turn, inFight);
          turn = next.index;
          if (next.wrapped) round += 1;
          passSkippedTurns(encounterId, encounter.turn, turn, stepId);
        }
        const sheetId = encounter.combatants[turn]?.sheetId;
        set((state) => {
          const draft = state.encounters[encounterId];
          if (!draft) return;
          draft.round = round;
          draft.turn = turn;
          draft.pendingDeathSave = null;
          // Saves due at the end of the turn just ended; one left unanswered is not carried on.
          draft.pendingSaves = saves;
          draft.turnHistory.push(snapshot);
          if (draft.turnHistory.length > TURN_HISTORY_LIMIT) draft.turnHistory.shift();
        });
        if (sheetId) ended.push(...passTurnEdge(encounterId, 'start', sheetId, stepId).ended);
        applyEffects(encounterId, sheetId, 'start', stepId);
        const recharges = sheetId ? startOwnTurn(encounterId, sheetId) : [];
        set((state) => { state.turnNotice = { encounterId, ended, ...(recharges.length > 0 ? { recharges } : {}) }; });
        // RULES.md death saves: made at the start of the creature's turn while dying; the screen asks.
        const creature = sheetId ? creatureOf(sheetId) : undefined;
        if (sheetId && creature && isDeathSaveDue(creature)) {
          set((state) => {
            const draft = state.encounters[encounterId];
            if (draft) draft.pendingDeathSave = sheetId;
          });
        }
        // `encounter` is the state before the change (the store's objects are never changed in place).
        recordStep(encounterId, stepId, at, encounter.round === 0 ? 'start' : 'next', turnStateOf(encounter, sheetId), sheetId);
      },
      previousTurn: () => {
        const encounter = active();
        if (!encounter || encounter.turnHistory.length === 0) return;
        const before = turnStateOf(encounter);
        onActive((encounter) => {
          const snapshot = encounter.turnHistory.pop();
          if (!snapshot) return;
          encounter.round = snapshot.round;
          encounter.turn = snapshot.turn;
          encounter.effects = snapshot.effects;
          encounter.pendingDeathSave = null;
          encounter.pendingSaves = [];
        });
        // An effect restored from before its concentration ended does not come back: the
        // watcher prunes it as the restored effects land.
        set((state) => { state.turnNotice = null; });
        recordStep(encounter.id, newStepId(), deps.now(), 'previous', before);
      },
      clearDeathSavePrompt: () => onActive((encounter) => { encounter.pendingDeathSave = null; }),
      clearPendingSave: (sheetId, condition) =>
        onActive((encounter) => {
          encounter.pendingSaves = encounter.pendingSaves.filter((save) => save.sheetId !== sheetId || save.condition !== condition);
        }),
      dismissEffectNotices: () => set((state) => { state.effectNotices = []; }),

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
