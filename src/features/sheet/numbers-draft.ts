// The sheet's own numbers as a form types them (the sheet editor and the new-sheet form): ability
// modifiers, saving-throw bonuses and Hit Point Dice, kept as the text typed so that a number out
// of range is said and never lost. Imports only the rules' types and limits: the new-sheet form
// is on the first screen, which paints before the rules engine loads.
import { LIMITS } from '../../rules/limits';
import { ABILITIES, HIT_DIE_KEYS, type Ability, type HitDice, type HitDieKey, type Saves } from '../../rules/types';

export interface HitDieRow {
  die: HitDieKey;
  /** How many dice of this size, as typed. */
  count: string;
}

export interface NumbersDraft {
  /** Modifiers as typed; '' is 0. */
  abilities: Record<Ability, string>;
  /** Save bonuses as typed; '' follows the modifier. */
  saves: Record<Ability, string>;
  hitDice: HitDieRow[];
  /** Armor Class as typed; '' is unknown. */
  ac: string;
}

/** A field whose text the rules would refuse, with the range it must be in. */
export interface NumberProblem {
  field: { kind: 'ability' | 'save'; ability: Ability } | { kind: 'hitDie'; die: HitDieKey } | { kind: 'ac' };
  min: number;
  max: number;
}

export const RANGES = {
  ability: [LIMITS.abilityMin, LIMITS.abilityMax],
  save: [LIMITS.saveMin, LIMITS.saveMax],
  hitDie: [1, LIMITS.hitDice],
  // RULES.md "Armor Class": an integer 0..99.
  ac: [0, 99],
} as const;

const each = <T>(value: (ability: Ability) => T) => Object.fromEntries(ABILITIES.map((a) => [a, value(a)])) as Record<Ability, T>;

/** An empty draft (a new sheet): every modifier 0, every save following it, no Hit Point Dice. */
export function emptyNumbers(): NumbersDraft {
  return { abilities: each(() => ''), saves: each(() => ''), hitDice: [], ac: '' };
}

/** A creature's numbers as the form shows them. */
export function numbersOf(creature: { abilities: Record<Ability, number>; saves: Saves; hitDice: HitDice; ac?: number }): NumbersDraft {
  return {
    ac: creature.ac === undefined ? '' : String(creature.ac),
    abilities: each((a) => (creature.abilities[a] === 0 ? '' : String(creature.abilities[a]))),
    saves: each((a) => (creature.saves[a] === undefined ? '' : String(creature.saves[a]))),
    hitDice: HIT_DIE_KEYS.flatMap((die) => {
      const pool = creature.hitDice[die];
      return pool && pool.max > 0 ? [{ die, count: String(pool.max) }] : [];
    }),
  };
}

/** The whole number typed, or null ('' gives `empty`). */
function whole(text: string, empty: number | null): number | null {
  if (text.trim() === '') return empty;
  const n = Number(text);
  return Number.isInteger(n) ? n : NaN;
}

const inRange = (n: number | null, [min, max]: readonly [number, number]) => n === null || (Number.isInteger(n) && n >= min && n <= max);

/** Every field typed out of the rules' range (or not a whole number), in the form's order. */
export function numberProblems(draft: NumbersDraft): NumberProblem[] {
  const problems: NumberProblem[] = [];
  if (!inRange(whole(draft.ac, null), RANGES.ac)) problems.push({ field: { kind: 'ac' }, min: RANGES.ac[0], max: RANGES.ac[1] });
  for (const ability of ABILITIES) {
    if (!inRange(whole(draft.abilities[ability], 0), RANGES.ability)) problems.push({ field: { kind: 'ability', ability }, min: RANGES.ability[0], max: RANGES.ability[1] });
    if (!inRange(whole(draft.saves[ability], null), RANGES.save)) problems.push({ field: { kind: 'save', ability }, min: RANGES.save[0], max: RANGES.save[1] });
  }
  for (const row of draft.hitDice) {
    if (!inRange(whole(row.count, NaN), RANGES.hitDie)) problems.push({ field: { kind: 'hitDie', die: row.die }, min: RANGES.hitDie[0], max: RANGES.hitDie[1] });
  }
  return problems;
}

/** The modifier typed for an ability (0 when empty or not yet a number): a save's placeholder. */
export function typedModifier(draft: NumbersDraft, ability: Ability): number {
  const n = whole(draft.abilities[ability], 0);
  return n !== null && Number.isInteger(n) ? n : 0;
}

/** The draft as createCreature takes it (call only without problems). */
export function numbersInit(draft: NumbersDraft) {
  const saves: Saves = {};
  for (const ability of ABILITIES) {
    const n = whole(draft.saves[ability], null);
    if (n !== null) saves[ability] = n;
  }
  const ac = whole(draft.ac, null);
  return {
    abilities: each((a) => whole(draft.abilities[a], 0) ?? 0),
    saves,
    ...(ac === null ? {} : { ac }),
    hitDice: Object.fromEntries(draft.hitDice.map((row) => [row.die, Number(row.count)])) as Partial<Record<HitDieKey, number>>,
  };
}

/**
 * The draft as a configure patch: every modifier, every save (null follows the modifier again),
 * and the sizes typed; a size the creature had and the draft dropped goes to 0 (removed). Spent
 * dice are the rules' to keep.
 */
export function numbersPatch(draft: NumbersDraft, had: HitDice) {
  const init = numbersInit(draft);
  const hitDice: Partial<Record<HitDieKey, { max: number }>> = {};
  for (const die of HIT_DIE_KEYS) {
    const typed = init.hitDice[die];
    if (typed !== undefined) hitDice[die] = { max: typed };
    else if (had[die]) hitDice[die] = { max: 0 };
  }
  return { abilities: init.abilities, saves: each((a) => init.saves[a] ?? null), hitDice, ac: init.ac ?? null };
}

/** Sizes not yet in the draft, smallest first: what "Add a size" may add. */
export function unusedSizes(draft: NumbersDraft, except?: HitDieKey): HitDieKey[] {
  return HIT_DIE_KEYS.filter((die) => die === except || !draft.hitDice.some((row) => row.die === die));
}
