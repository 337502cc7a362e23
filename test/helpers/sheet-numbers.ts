// A creature stored before the sheet's own numbers were kept (abilities, saves, Hit Point Dice,
// condition immunities; then counters and traits) reads with the rules' defaults, filled in by the
// storage schema. An Armor Class stays absent: unknown.
export const SHEET_NUMBER_DEFAULTS = {
  abilities: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 },
  saves: {},
  hitDice: {},
  conditionImmunities: [],
  counters: [],
  traits: [],
} as const;

/** `creature` as this build reads it: the same, with the sheet's own numbers at their defaults. */
export const withSheetNumbers = <T extends object>(creature: T) => ({ ...creature, ...SHEET_NUMBER_DEFAULTS });

/** A sheet whose creature and origin were stored before the sheet's own numbers. */
export const sheetWithSheetNumbers = <T extends { creature: object; origin: object }>(sheet: T): T =>
  ({ ...sheet, creature: withSheetNumbers(sheet.creature), origin: withSheetNumbers(sheet.origin) });
