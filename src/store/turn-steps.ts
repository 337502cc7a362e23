// A turn change is a step of the GM's undo history, as an action on a sheet is: the encounter
// keeps its turn changes (and their undos and redos) as the sheets keep their entries, so the
// history read from both (undo-history.ts) survives a reload. The entries a turn change makes on
// the sheets (ongoing damage, conditions ending) carry the step's id as their group: one Undo
// takes the marker and them back together.
import { produce } from 'immer';
import type { Encounter, OngoingEffect, PendingConditionSave, RechargingAction, TurnSnapshot } from './encounter-types';

/** How many turn steps an encounter keeps (older ones can no longer be undone). */
export const TURN_STEPS_LIMIT = 200;

/** Where the turn marker stands, and what a turn change sets along with it. */
export interface TurnState {
  round: number;
  turn: number;
  /** Whose turn it is: the marker follows that creature if the order changed since. */
  current?: string;
  effects: OngoingEffect[];
  pendingDeathSave: string | null;
  pendingSaves: PendingConditionSave[];
  /** The creature whose turn starts: its Recharge actions and legendary uses, which the start of its turn changes. */
  starting?: { sheetId: string; recharging?: RechargingAction[]; legendaryUsed?: number };
}

/** `start`: the fight's first turn (round 0 → 1); `next` and `previous`: the turn bar's buttons. */
export type TurnMove = 'start' | 'next' | 'previous';

export type TurnStep =
  | { kind: 'act'; id: string; device: string; at: number; move: TurnMove; before: TurnState; after: TurnState }
  | { kind: 'undo' | 'redo'; id: string; device: string; at: number; target: string };

/** The encounter's turn state now (`starting`: the combatant whose turn-start data to keep). */
export function turnStateOf(encounter: Encounter, starting?: string): TurnState {
  const combatant = starting ? encounter.combatants.find((c) => c.sheetId === starting) : undefined;
  const current = encounter.combatants[encounter.turn]?.sheetId;
  return {
    round: encounter.round,
    turn: encounter.turn,
    ...(current ? { current } : {}),
    effects: encounter.effects,
    pendingDeathSave: encounter.pendingDeathSave,
    pendingSaves: encounter.pendingSaves,
    ...(combatant ? {
      starting: {
        sheetId: combatant.sheetId,
        ...(combatant.recharging ? { recharging: combatant.recharging } : {}),
        ...(combatant.legendaryUsed !== undefined ? { legendaryUsed: combatant.legendaryUsed } : {}),
      },
    } : {}),
  };
}

const snapshotOf = (state: TurnState): TurnSnapshot => ({ round: state.round, turn: state.turn, effects: state.effects });

/** Puts the marker back where `state` had it, with what went with it; creatures gone since are left out. */
function restore(draft: Encounter, state: TurnState) {
  const here = new Set(draft.combatants.map((c) => c.sheetId));
  const found = state.current ? draft.combatants.findIndex((c) => c.sheetId === state.current) : -1;
  draft.round = state.round;
  draft.turn = found >= 0 ? found : Math.min(state.turn, Math.max(0, draft.combatants.length - 1));
  draft.effects = state.effects.filter((effect) => here.has(effect.sheetId));
  draft.pendingDeathSave = state.pendingDeathSave && here.has(state.pendingDeathSave) ? state.pendingDeathSave : null;
  draft.pendingSaves = state.pendingSaves.filter((save) => here.has(save.sheetId));
  const starting = state.starting && draft.combatants.find((c) => c.sheetId === state.starting!.sheetId);
  if (starting && state.starting) {
    if (state.starting.recharging) starting.recharging = state.starting.recharging;
    else delete starting.recharging;
    if (state.starting.legendaryUsed !== undefined) starting.legendaryUsed = state.starting.legendaryUsed;
    else delete starting.legendaryUsed;
  }
}

/** Keeps the newest steps only. */
export function pushStep(draft: Encounter, step: TurnStep) {
  const steps = draft.turnSteps ?? (draft.turnSteps = []);
  steps.push(step);
  if (steps.length > TURN_STEPS_LIMIT) steps.splice(0, steps.length - TURN_STEPS_LIMIT);
}

/**
 * Undoes or redoes the turn step `target`: the marker, the effects and what the turn asked go
 * back to before it (or forward to after it), and the Previous turn button's history follows.
 * Returns the encounter unchanged when the step is not there.
 */
export function travelTurn(
  encounter: Encounter, target: string, direction: 'undo' | 'redo', made: { id: string; device: string; at: number },
): Encounter {
  const step = encounter.turnSteps?.find((s): s is Extract<TurnStep, { kind: 'act' }> => s.kind === 'act' && s.id === target);
  if (!step) return encounter;
  return produce(encounter, (draft) => {
    restore(draft, direction === 'undo' ? step.before : step.after);
    // Next turn pushed where it came from for the Previous turn button, Previous turn took it off.
    const pushes = (step.move === 'previous') === (direction === 'undo');
    if (pushes) draft.turnHistory.push(snapshotOf(step.move === 'previous' ? step.after : step.before));
    else draft.turnHistory.pop();
    pushStep(draft, { kind: direction, target, ...made });
  });
}
