import { effectiveMax, type Condition, type Creature, type Gender, type Status } from '../../rules';
import { OUT_OF_FIGHT } from '../../store/encounter-helpers';
import { isMonster } from '../../store/monsters';
import type { AppState } from '../../store/store-types';
import type { Sheet } from '../../store/types';

// What a shared table's view shows (a TV, every player's phone): the initiative order, whose
// turn it is, the round, and for each creature a state in words. Exact HP goes out only for the
// players' sheets (a sheet a player brought, or one of the GM device's own sheet list, as opposed
// to the encounter's creatures: quick-added or from the library), or for every creature when the
// GM chooses to show numbers: the GM's device publishes this and nothing more of its own
// creatures. With "Hide the dead" on, the creatures out of the fight are not in it at all.

/** A creature's state in words, for creatures whose numbers are not shown. */
export type PublicState = 'unhurt' | 'hurt' | 'bloodied' | 'down' | 'dead' | 'out';

export interface PublicRow {
  id: string;
  name: string;
  /** A sheet a player brought to the table. */
  player: boolean;
  state: PublicState;
  status: Status;
  conditions: Condition[];
  /** The words' gender, when the creature says it: a phone and the TV word its state as the GM's screen does. */
  gender?: Gender;
  /** Present for player sheets, or for all when the GM shows numbers. */
  hp?: { current: number; max: number; temp: number };
  deathSaves?: { successes: number; failures: number };
}

export interface PublicView {
  encounter: string;
  round: number;
  /** Whose turn it is (a row id), null before the fight starts or when that creature is hidden. */
  turn: string | null;
  rows: PublicRow[];
}

export function describeState(creature: Creature): PublicState {
  switch (creature.status) {
    case 'dead':
    case 'dissolved':
      return 'dead';
    case 'recuo':
    case 'dispersed':
      return 'out';
    case 'dying':
    case 'stable':
      return 'down';
    default:
      if (creature.hp.current <= 0) return 'down';
      // Half the effective maximum or less: every preset's "bloodied" line, in words for the table.
      if (creature.hp.current <= effectiveMax(creature) / 2) return 'bloodied';
      return creature.hp.current < effectiveMax(creature) ? 'hurt' : 'unhurt';
  }
}

function rowOf(sheet: Sheet, player: boolean, numbers: boolean): PublicRow {
  const { creature } = sheet;
  const row: PublicRow = {
    id: sheet.id, name: creature.name, player, state: describeState(creature), status: creature.status, conditions: [...creature.conditions],
  };
  if (creature.gender) row.gender = creature.gender;
  if (player || numbers) {
    row.hp = { current: creature.hp.current, max: effectiveMax(creature), temp: creature.hp.temp };
    row.deathSaves = { ...creature.deathSaves };
  }
  return row;
}

/** The GM's active encounter as the table sees it; null when there is none. */
export function publicView(state: Pick<AppState, 'encounters' | 'activeEncounterId' | 'sheets'>, numbers: boolean): PublicView | null {
  const encounter = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
  if (!encounter) return null;
  const rows = encounter.combatants.flatMap(({ sheetId }) => {
    const sheet = state.sheets[sheetId];
    if (!sheet || (encounter.hideOut && OUT_OF_FIGHT.has(sheet.creature.status))) return [];
    return [rowOf(sheet, !isMonster(sheet, state.encounters), numbers)];
  });
  const current = encounter.round > 0 ? encounter.combatants[encounter.turn]?.sheetId ?? null : null;
  // A hidden creature's turn (it died on it) is nobody's the view can show.
  const turn = current !== null && rows.some((row) => row.id === current) ? current : null;
  return { encounter: encounter.name, round: encounter.round, turn, rows };
}
