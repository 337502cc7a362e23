import { ABILITIES, LIMITS, type Abilities, type Gender } from '../../../rules';
import { isArmorClass } from '../../../store/encounter-types';
import type { DefenseMap } from '../defenses-picker';
import { rollFormula } from '../dice-formula';
import type { SaveTexts } from '../save-fields';
import type { LibraryCreature } from './library-types';

/** What a creature of the library puts in quick-add's fields (all still editable). */
export interface LibraryFill {
  name: string;
  maxHp: string;
  modifier: string;
  armorClass: string;
  saves: SaveTexts;
  defenses: DefenseMap;
  immunities: LibraryCreature['conditionImmunities'];
}

/**
 * The words' gender of a creature named from the library's translated names (m, f, n: pt-BR and
 * cs tables), as the rules keep it; undefined for a name without one (English).
 */
export function libraryGender(creature: Pick<LibraryCreature, 'gender'>): Gender | undefined {
  return creature.gender === undefined ? undefined : ({ m: 'male', f: 'female', n: 'neuter' } as const)[creature.gender];
}

export const NO_ABILITIES: Abilities = { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };

/** The defenses picker's map from a stat block's three lists (a later list wins, as the picker keeps one choice per type). */
export function defenseMapOf(creature: Pick<LibraryCreature, 'resistances' | 'vulnerabilities' | 'immunities'>): DefenseMap {
  const map: DefenseMap = {};
  for (const type of creature.resistances) map[type] = 'resistance';
  for (const type of creature.vulnerabilities) map[type] = 'vulnerability';
  for (const type of creature.immunities) map[type] = 'immunity';
  return map;
}

export function fillFrom(creature: LibraryCreature): LibraryFill {
  return {
    name: creature.name,
    maxHp: String(creature.hp),
    modifier: String(creature.initiative),
    armorClass: creature.armorClass === null ? '' : String(creature.armorClass),
    saves: Object.fromEntries(ABILITIES.flatMap((a) => (creature.saves[a] === undefined ? [] : [[a, String(creature.saves[a])]]))),
    defenses: defenseMapOf(creature),
    immunities: [...creature.conditionImmunities],
  };
}

/**
 * Maximum HP for `count` creatures, each rolled from the formula with the app's dice (at least
 * 1: a creature is never made dead; at most the rules' maximum). Null when the formula does not
 * roll (rollFormula's limits), so the GM keeps the average or types a number.
 */
export function rollHp(formula: string, count: number, rng: () => number): number[] | null {
  if (rollFormula(formula, () => 0) === null) return null;
  return Array.from({ length: count }, () => Math.min(LIMITS.maxHp, Math.max(1, rollFormula(formula, rng)!.total)));
}

/** Whether the formula can be rolled by the app's dice (a "Roll per creature" choice is offered). */
export const canRoll = (formula: string | null): formula is string => formula !== null && rollFormula(formula, () => 0) !== null;

/** An Armor Class as typed: empty is unknown (null); otherwise a whole number 0..99, or undefined when it is not one. */
export function parseArmorClass(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return isArmorClass(value) ? value : undefined;
}
