/** One roll of a formula such as "2d6+3": what each die showed and the total. */
export interface FormulaRoll {
  dice: number[];
  bonus: number;
  total: number;
}

const FORMULA = /^\s*(\d{0,2})\s*[dk]\s*(\d{1,3})\s*(?:([+-])\s*(\d{1,3}))?\s*$/i;

/**
 * Rolls "NdM±K" once (the SRD rolls damage once for all targets of one effect). Returns null
 * for anything else, so a typo never becomes a number. The rng is the crypto one at the table.
 */
export function rollFormula(text: string, rng: () => number): FormulaRoll | null {
  const match = FORMULA.exec(text);
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const sides = Number(match[2]);
  const bonus = match[4] ? Number(match[4]) * (match[3] === '-' ? -1 : 1) : 0;
  if (count < 1 || count > 40 || sides < 2) return null;
  const dice = Array.from({ length: count }, () => Math.floor(rng() * sides) + 1);
  const total = Math.max(0, dice.reduce((sum, die) => sum + die, 0) + bonus);
  return { dice, bonus, total };
}
