// Conditions and their durations (shared/RULES.md "Conditions and concentration"; srd-2024
// conditions). The rules add and remove; the app's turn order tells them, through
// `turnEdge`, whose turn starts or ends, and the durations decide what ends then.
import { dieValue, type Rng } from './dice';
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature, isInPlay } from './hp';
import { LIMITS } from './limits';
import { countRounds, countsRounds } from './revival';
import { legendaryOutcome, spendLegendaryResistance } from './counters';
import {
  ABILITIES, INCLUDES_INCAPACITATED, STANDARD_CONDITIONS, TURN_EDGES,
  type Condition, type ConditionDuration, type Creature, type RulesEvent, type StandardCondition, type Sustainer, type TurnEdge,
} from './types';
import { isDie, isInteger, isOneOf, isPlainObject, parseName, signedProblem } from './validate';
import { isImmuneTo, saveBonus } from './sheet-numbers';

/** What the derived questions read: the conditions, and the immunities (absent: none). */
type ConditionState = Pick<Creature, 'conditions'> & Partial<Pick<Creature, 'conditionImmunities'>>;

/**
 * srd-2024: Paralyzed, Petrified, Stunned and Unconscious each include Incapacitated.
 * A creature immune to Incapacitated is not Incapacitated by them: RULES.md "a condition that
 * includes it still applies the rest (a creature immune to Incapacitated that is Stunned is
 * Stunned)", so what it includes and the creature is immune to does not apply. Its
 * concentration then does not end on Stunned (it still ends at 0 HP), and it may concentrate.
 * An Incapacitated it had before becoming immune still counts until removed.
 */
export function isIncapacitated(c: ConditionState): boolean {
  if (c.conditions.includes('incapacitated')) return true;
  if (c.conditionImmunities?.includes('incapacitated')) return false;
  return c.conditions.some((condition) => (INCLUDES_INCAPACITATED as readonly string[]).includes(condition));
}

/**
 * The conditions a creature has, with what they include (RULES.md: Paralyzed, Petrified,
 * Stunned and Unconscious include Incapacitated; Unconscious includes Prone): each entry says
 * which condition it comes from, null when it was given or the rules gave it directly. An
 * included condition the creature is immune to is left out (see isIncapacitated).
 */
export function conditionsWithIncluded(c: ConditionState): { condition: Condition; includedBy: StandardCondition | null }[] {
  const list: { condition: Condition; includedBy: StandardCondition | null }[] = c.conditions.map((condition) => ({ condition, includedBy: null }));
  const has = (condition: Condition) => list.some((item) => item.condition === condition);
  const immune = (condition: StandardCondition) => c.conditionImmunities?.includes(condition) ?? false;
  for (const source of INCLUDES_INCAPACITATED) {
    if (c.conditions.includes(source) && !has('incapacitated') && !immune('incapacitated')) list.push({ condition: 'incapacitated', includedBy: source });
  }
  if (c.conditions.includes('unconscious') && !has('prone') && !immune('prone')) list.push({ condition: 'prone', includedBy: 'unconscious' });
  return list;
}

/** The concentration that sustains a condition, as plain data; undefined when absent, null when unreadable. */
function parseSustainer(x: unknown): Sustainer | undefined | null {
  if (x === undefined) return undefined;
  if (!isPlainObject(x)) return null;
  const on = parseName(x.on);
  const name = parseName(x.name);
  const validKey = typeof x.of === 'string' && x.of.length > 0 && x.of.length <= LIMITS.idLength;
  return validKey && on !== null && name !== null ? { of: x.of as string, on, name } : null;
}

/** A duration the rules can keep, as plain data (a turn duration always starts not started), or null. */
export function parseDuration(x: unknown): ConditionDuration | null {
  if (!isPlainObject(x)) return null;
  const sustainedBy = parseSustainer(x.sustainedBy);
  if (sustainedBy === null) return null;
  const kind = parseKind(x);
  return kind && sustainedBy ? { ...kind, sustainedBy } : kind;
}

const isRounds = (x: unknown): x is number => isInteger(x) && x >= 1 && x <= LIMITS.rounds;

function parseKind(x: Record<string, unknown>): ConditionDuration | null {
  switch (x.kind) {
    case 'until-removed': return { kind: 'until-removed' };
    case 'rounds':
      return isRounds(x.rounds) ? { kind: 'rounds', rounds: x.rounds } : null;
    case 'turn': {
      const name = parseName(x.name);
      const validKey = typeof x.of === 'string' && x.of.length > 0 && x.of.length <= LIMITS.idLength;
      if (!isOneOf(TURN_EDGES, x.edge) || !validKey || name === null) return null;
      return { kind: 'turn', edge: x.edge, of: x.of as string, name };
    }
    case 'save':
      if (!isOneOf(ABILITIES, x.ability) || !isInteger(x.dc) || x.dc < 1 || x.dc > LIMITS.saveDc) return null;
      if (x.rounds === undefined) return { kind: 'save', ability: x.ability, dc: x.dc };
      return isRounds(x.rounds) ? { kind: 'save', ability: x.ability, dc: x.dc, rounds: x.rounds } : null;
    default: return null;
  }
}

/** The event values that say how long a condition lasts. */
function durationValues(d: ConditionDuration): Record<string, string | number> {
  const sustained: Record<string, string> = d.sustainedBy ? { on: d.sustainedBy.on, holder: d.sustainedBy.name } : {};
  switch (d.kind) {
    case 'until-removed': return { until: d.kind, ...sustained };
    case 'rounds': return { until: d.kind, rounds: d.rounds, ...sustained };
    case 'turn': return { until: d.kind, edge: d.edge, name: d.name, ...sustained };
    case 'save': {
      const limit: Record<string, number> = d.rounds === undefined ? {} : { rounds: d.rounds };
      return { until: d.kind, ability: d.ability, dc: d.dc, ...limit, ...sustained };
    }
  }
}

const canHaveConditions = (c: Creature): boolean => isInPlay(c);

/**
 * Unconscious that the rules also keep (0 HP, a knock-out): when a Sleep given by hand ends,
 * only its duration goes; the creature stays Unconscious until it regains HP or wakes.
 */
const rulesKeepUnconscious = (c: Creature, condition: StandardCondition): boolean =>
  condition === 'unconscious' && (c.hp.current === 0 || c.knockedOut);

/** Whether an Unconscious given by hand ends at this turn edge (and the rules do not keep it). */
function unconsciousEndsAt(c: Creature, m: TurnMoment): boolean {
  const d = c.durations.unconscious;
  return !!d && c.conditions.includes('unconscious') && stepDuration(d, m) === 'ends' && !rulesKeepUnconscious(c, 'unconscious');
}

/**
 * A condition whose duration is over at this edge that the creature keeps all the same: the
 * rules' Unconscious, and a Prone ending with an Unconscious (RULES.md: when Unconscious ends
 * the creature stays Prone). Only the duration goes.
 */
const keptAtEdge = (c: Creature, condition: StandardCondition, m: TurnMoment): boolean =>
  rulesKeepUnconscious(c, condition) || (condition === 'prone' && unconsciousEndsAt(c, m));

/** Ends a condition given by hand: its duration goes and, unless the rules keep it, the condition. */
function end(n: Creature, condition: StandardCondition, reason: string, events: RulesEvent[]): void {
  if (rulesKeepUnconscious(n, condition)) delete n.durations[condition];
  else drop(n, condition, reason, events);
}

/** Ends a condition: the creature loses it and its duration. */
function drop(n: Creature, condition: StandardCondition, reason: string, events: RulesEvent[], values: Record<string, string> = {}): void {
  n.conditions = n.conditions.filter((item) => item !== condition);
  delete n.durations[condition];
  events.push(event('condition-removed', { condition, reason, ...values }));
}

export function addCondition(c: Creature, a: { condition: unknown; duration?: unknown }): Outcome {
  if (!isOneOf(STANDARD_CONDITIONS, a.condition)) return refuse('invalid-condition');
  const duration = a.duration === undefined ? { kind: 'until-removed' as const } : parseDuration(a.duration);
  if (duration === null) return refuse('invalid-duration');
  if (!canHaveConditions(c)) return refuse('not-alive');
  const condition = a.condition;
  if (c.conditions.includes(condition)) return unchanged(c);
  // RULES.md "Adding a condition the creature is immune to is refused (condition-immune)";
  // srd-2024 Petrified's "Immune to the Poisoned condition" is the same rule (isImmuneTo).
  // Only a condition being given: the rules' own Unconscious at 0 HP comes with 0 HP.
  if (isImmuneTo(c, condition)) return refuse('condition-immune');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  n.conditions.push(condition);
  n.durations[condition] = duration;
  events.push(event('condition-added', { condition, ...durationValues(duration) }));
  if (condition === 'petrified' && n.conditions.includes('poisoned')) drop(n, 'poisoned', 'petrified', events);
  return { creature: n, events };
}

export function removeCondition(c: Creature, a: { condition: unknown }): Outcome {
  if (!isOneOf(STANDARD_CONDITIONS, a.condition)) return refuse('invalid-condition');
  if (!canHaveConditions(c)) return refuse('not-alive');
  const condition = a.condition;
  if (!c.conditions.includes(condition)) return refuse('no-such-condition');
  // The Unconscious of 0 HP ends by regaining HP, never by hand.
  if (condition === 'unconscious' && c.hp.current === 0) return refuse('unconscious-at-zero');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  // A knock-out ended by hand ends like first aid would.
  if (condition === 'unconscious') n.knockedOut = false;
  drop(n, condition, 'by-hand', events);
  return { creature: n, events };
}

/**
 * A concentration ended (RULES.md "Conditions and concentration": an effect tied to it ends
 * with it): every condition of this creature it sustained ends, as one given by hand does (the
 * rules' own Unconscious stays). The store sends it to every creature when a concentration ends.
 */
export function endSustained(c: Creature, a: { of: unknown; on: unknown }): Outcome {
  if (typeof a.of !== 'string' || a.of.length === 0 || a.of.length > LIMITS.idLength) return refuse('unknown-action');
  const on = parseName(a.on);
  if (on === null) return refuse('invalid-name');
  const sustained = STANDARD_CONDITIONS.filter((condition) => {
    const by = c.durations[condition]?.sustainedBy;
    return c.conditions.includes(condition) && by !== undefined && by.of === a.of && by.on === on;
  });
  if (sustained.length === 0 || !canHaveConditions(c)) return unchanged(c);
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  for (const condition of sustained) {
    const holder = c.durations[condition]!.sustainedBy!.name;
    if (rulesKeepUnconscious(n, condition)) delete n.durations[condition];
    else drop(n, condition, 'concentration', events, { on, holder });
  }
  return { creature: n, events };
}

/**
 * The natural d20 (typed, else rolled) and the total against `dc`, or a refusal code. Without a
 * typed `bonus` the sheet's save bonus for the ability is added (RULES.md: "a concentration save
 * without bonus adds saves.con; a condition save without bonus adds the save bonus of its
 * ability; a typed bonus replaces it").
 */
export function rollSave(a: { roll?: unknown; bonus?: unknown }, rng: Rng | undefined, sheetBonus: number):
  { roll: number; bonus: number; bonusFrom: 'sheet' | 'typed'; total: number } | { error: 'invalid-roll' | 'invalid-amount' | 'amount-too-large' } {
  if (a.roll !== undefined && !isDie(a.roll, 20)) return { error: 'invalid-roll' };
  const typed = a.bonus !== undefined;
  const bonus = typed ? a.bonus : sheetBonus;
  const bonusProblem = signedProblem(bonus, 'invalid-amount');
  if (bonusProblem !== null) return { error: bonusProblem as 'invalid-amount' | 'amount-too-large' };
  const roll = dieValue(a.roll as number | undefined, 20, rng);
  if (roll === null) return { error: 'invalid-roll' };
  return { roll, bonus: bonus as number, bonusFrom: typed ? 'typed' : 'sheet', total: roll + (bonus as number) };
}

/** The end-of-turn save of a condition that lasts until a save: success ends it. */
export function conditionSave(
  c: Creature, a: { condition: unknown; roll?: unknown; bonus?: unknown; legendaryResistance?: unknown }, rng?: Rng,
): Outcome {
  if (!isOneOf(STANDARD_CONDITIONS, a.condition)) return refuse('invalid-condition');
  const duration = c.durations[a.condition];
  if (!c.conditions.includes(a.condition) || duration?.kind !== 'save') return refuse('no-save-due');
  const rolled = rollSave(a, rng, saveBonus(c, duration.ability));
  if ('error' in rolled) return refuse(rolled.error);
  const legendary = legendaryOutcome(c, a, rolled.total >= duration.dc);
  if (typeof legendary === 'string') return refuse(legendary);
  const n = cloneCreature(c);
  const passed = rolled.total >= duration.dc || legendary;
  const events = [event('condition-save', {
    condition: a.condition, ability: duration.ability, roll: rolled.roll, bonus: rolled.bonus, bonusFrom: rolled.bonusFrom,
    total: rolled.total, dc: duration.dc, passed, legendaryResistance: legendary || undefined,
  })];
  if (legendary) spendLegendaryResistance(n, events);
  if (passed) end(n, a.condition, 'save', events);
  return { creature: n, events };
}

/** What the start or end of a turn means for one creature. */
export interface TurnMoment {
  edge: TurnEdge;
  /** Whose turn: the key durations name (a sheet id, or 'self' for the creature's own). */
  of: string;
  /** It is this creature's own turn. */
  self: boolean;
}

const isTurnOf = (d: { of: string }, m: TurnMoment): boolean => d.of === m.of || (d.of === 'self' && m.self);

/** What happens to one duration at a turn edge: it ends, it changes, or nothing. */
function stepDuration(d: ConditionDuration, m: TurnMoment): 'ends' | ConditionDuration | null {
  // N rounds, alone or as a save's limit: one spent at the end of each of the creature's own turns.
  if ((d.kind === 'rounds' || (d.kind === 'save' && d.rounds !== undefined)) && m.self && m.edge === 'end') {
    const rounds = d.rounds ?? 1;
    return rounds <= 1 ? 'ends' : { ...d, rounds: rounds - 1 };
  }
  if (d.kind !== 'turn' || !isTurnOf(d, m)) return null;
  if (m.edge === 'start') return d.edge === 'start' ? 'ends' : d.started ? null : { ...d, started: true };
  return d.edge === 'end' && d.started ? 'ends' : null;
}

/**
 * What is due for a creature at a turn edge (the GM screen asks this instead of knowing
 * conditions): the conditions that end then, the saves to make at the end of its own turn,
 * and whether anything changes at all (a turn edge with nothing to do is not recorded).
 */
export function turnDue(c: Creature, m: TurnMoment): {
  ending: StandardCondition[];
  saves: { condition: StandardCondition; ability: (typeof ABILITIES)[number]; dc: number }[];
  changes: boolean;
} {
  const ending: StandardCondition[] = [];
  const saves: { condition: StandardCondition; ability: (typeof ABILITIES)[number]; dc: number }[] = [];
  let changes = false;
  if (!canHaveConditions(c)) return { ending, saves, changes: countsRoundAt(c, m) };
  for (const condition of STANDARD_CONDITIONS) {
    const d = c.durations[condition];
    if (!d || !c.conditions.includes(condition)) continue;
    const step = stepDuration(d, m);
    if (step === 'ends' && !keptAtEdge(c, condition, m)) ending.push(condition);
    if (step !== null) changes = true;
    // A save that lasts at most N rounds: on its last round it ends all the same, no save asked.
    if (d.kind === 'save' && m.self && m.edge === 'end' && step !== 'ends') saves.push({ condition, ability: d.ability, dc: d.dc });
  }
  return { ending, saves, changes };
}

/**
 * A dead creature or one in Recuo counts the rounds of Revivify's minute (ten rounds) at the
 * end of each of its own turns, as a condition lasting rounds does: the GM's turn order sends
 * it when its place in the order is passed, the sheet's "End of my turn" when no GM runs it.
 * Every round so counted began after the death (or with it, at the start of that turn), so
 * the eleventh always lies past the minute: Revivify is refused then, never before.
 */
const countsRoundAt = (c: Creature, m: TurnMoment): boolean => m.self && m.edge === 'end' && countsRounds(c);

export function turnEdge(c: Creature, a: { edge: unknown; of: unknown; self: unknown }): Outcome {
  if (!isOneOf(TURN_EDGES, a.edge) || typeof a.of !== 'string' || a.of.length === 0 || a.of.length > LIMITS.idLength || typeof a.self !== 'boolean') {
    return refuse('unknown-action');
  }
  const moment: TurnMoment = { edge: a.edge, of: a.of, self: a.self };
  if (!turnDue(c, moment).changes) return unchanged(c);
  if (!canHaveConditions(c)) {
    // Out of play, durations no longer run: only Revivify's rounds are counted.
    const n = cloneCreature(c);
    const events: RulesEvent[] = [];
    countRounds(n, 1, events);
    return { creature: n, events };
  }
  const n = cloneCreature(c);
  const events: RulesEvent[] = [];
  for (const condition of STANDARD_CONDITIONS) {
    const d = n.durations[condition];
    if (!d || !n.conditions.includes(condition)) continue;
    const step = stepDuration(d, moment);
    if (step === 'ends') {
      if (keptAtEdge(c, condition, moment)) delete n.durations[condition];
      else drop(n, condition, 'duration', events);
    } else if (step !== null) {
      n.durations[condition] = step;
      if (step.kind === 'rounds' || (step.kind === 'save' && step.rounds !== undefined)) {
        events.push(event('condition-rounds', { condition, rounds: step.rounds ?? 0 }));
      }
    }
  }
  return { creature: n, events };
}
