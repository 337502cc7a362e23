import type { MonsterAction } from '../features/gm/library/library-types';
import type { DamageType, StandardCondition } from '../rules';
import type { TurnStep } from './turn-steps';

/** A creature's place in an encounter; the creature itself is the sheet (one store, no copies). */
export interface Combatant {
  sheetId: string;
  initiative: number | null;
  /** Added to the d20 when initiative is rolled; also the first tie-breaker. */
  modifier: number;
  /** A d20 rolled when the combatant joined: settles a tie of initiative and modifier, and is shown. */
  tiebreak: number;
  /**
   * Armor Class, as the GM typed it or the creature library gave it; absent when unknown (data
   * stored before it existed reads without it). Not a rule: the tracker only shows it.
   */
  armorClass?: number;
  /**
   * The stat block it was made from: a library creature's id ("srd:ogre", "own:…"). Absent for
   * a typed creature, a player's sheet, and creatures stored before stat blocks (matched by name).
   */
  libraryId?: string;
  /** Actions the GM gave it (a typed creature, or one of the GM's own); they replace the stat block's. */
  actions?: MonsterAction[];
  /** Recharge actions used and not yet recharged: rolled at the start of its turn. */
  recharging?: RechargingAction[];
  /** Legendary action uses spent since the start of its last turn. */
  legendaryUsed?: number;
  /**
   * When it joined the encounter: the GM screen's Undo reaches its actions from then on (absent
   * on combatants stored before it was kept: from the encounter's creation).
   */
  joinedAt?: number;
}

/** A Recharge action waiting for its d6: "Recharge 5–6" has `from` 5. */
export interface RechargingAction {
  name: string;
  from: number;
}

/** An Armor Class the GM screen accepts and storage keeps: a whole number 0..99. */
export const ARMOR_CLASS_MAX = 99;
export const isArmorClass = (x: number): boolean => Number.isInteger(x) && x >= 0 && x <= ARMOR_CLASS_MAX;

/** The seeds' examples of ongoing damage (databook seed, "Dano contínuo em 0 PV"). */
/** Initiatives and their modifiers: any real roll fits, and what storage accepts is what the screen accepts. */
export const INITIATIVE_LIMIT = 1000;
export const isInitiative = (x: number): boolean => Number.isInteger(x) && Math.abs(x) <= INITIATIVE_LIMIT;
/** What a stored initiative may reach: a rolled d20 on top of the largest modifier. */
export const STORED_INITIATIVE_LIMIT = INITIATIVE_LIMIT + 20;

export const EFFECT_KINDS = ['bleeding', 'burning', 'poison', 'harmful-area', 'jutsu', 'other'] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];
export type EffectTiming = 'start' | 'end';

/** Damage that applies itself at the start or end of its target's turn. */
export interface OngoingEffect {
  id: string;
  sheetId: string;
  kind: EffectKind;
  /** The GM's own name for it (e.g. the jutsu), shown instead of the kind when set. */
  label: string;
  timing: EffectTiming;
  amount: number;
  damageType?: DamageType;
  /** Applications left; null lasts until removed. */
  roundsLeft: number | null;
  /** Tied to a creature's concentration: the effect ends when that creature stops concentrating on `on`. */
  concentration?: { sheetId: string; on: string };
}

/** A save due at the end of a creature's turn for a condition that lasts until a save (asked by the GM screen). */
export interface PendingConditionSave {
  sheetId: string;
  condition: StandardCondition;
}

/** What "previous turn" restores: the marker and the effects as they were. */
export interface TurnSnapshot {
  round: number;
  turn: number;
  effects: OngoingEffect[];
}

export interface Encounter {
  id: string;
  name: string;
  combatants: Combatant[];
  /** 0 until the fight starts. */
  round: number;
  /** Index into combatants of whose turn it is. */
  turn: number;
  effects: OngoingEffect[];
  /** The sheet whose death save is due now (its turn started while dying). */
  pendingDeathSave: string | null;
  /** Saves due at the end of the last turn, for conditions that last until a save; answered or dismissed. */
  pendingSaves: PendingConditionSave[];
  turnHistory: TurnSnapshot[];
  /**
   * The turn changes (Next turn, Previous turn) and their undos and redos, for the GM screen's
   * Undo and Redo (turn-steps.ts); absent on encounters stored before they were kept.
   */
  turnSteps?: TurnStep[];
  /** Set when the rescue caravan collected the party: the mission failed (plano-espiritual seed). */
  missionFailedAt: number | null;
  createdAt: number;
  /**
   * "Hide the dead" is on: the GM's list and every table view leave out the creatures out of the
   * fight (the public view does not carry them at all). Absent: shown, as before it was kept.
   */
  hideOut?: true;
  /** Whom "Roll initiative" rolls for: absent, every creature without an initiative; 'monsters', the GM's creatures only. */
  rollFor?: 'monsters';
}

/** Whom "Roll initiative" rolls for, among the creatures without an initiative. */
export type RollFor = 'everyone' | 'monsters';
