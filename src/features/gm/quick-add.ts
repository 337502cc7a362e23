import { ABILITIES, LIMITS, isMaxHp, nameLength, parseName, type Ability, type Saves } from '../../rules';

/** How many creatures one quick-add creates at most (the GM screen is built for 200). */
export const MAX_QUICK_ADD = 200;

/**
 * Names for `count` new creatures called `base`, numbered after the highest number already
 * in use ("Goblin 1".."Goblin 6", then "Goblin 7"...); one creature alone keeps its name.
 */
export function numberedNames(base: string, count: number, existing: readonly string[]): string[] {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped} (\\d+)$`);
  const highest = existing.reduce((max, name) => {
    const match = pattern.exec(name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  // A single creature keeps its plain name unless that name is taken (a named villain stays "Zabuza").
  if (count === 1 && highest === 0 && !existing.includes(base)) return [base];
  return Array.from({ length: count }, (_, i) => `${base} ${highest + i + 1}`);
}

/**
 * A name as numberedNames writes it, split for display: "Cultista Encapuzado 12" is
 * { base: "Cultista Encapuzado", number: "12" }. A row shortens the base and never the number,
 * so "Salamandra 1" and "Salamandra 2" stay apart however narrow the screen (issue 15).
 */
export function splitNumber(name: string): { base: string; number: string | null } {
  const match = /^(.*\S) (\d+)$/u.exec(name);
  return match ? { base: match[1]!, number: match[2]! } : { base: name, number: null };
}

/** Why quick-add cannot create its creatures: translation keys under `quickAdd.reasons`. */
export type QuickAddReason =
  | { key: 'name' }
  | { key: 'nameTooLong'; length: number }
  | { key: 'count' }
  | { key: 'maxHp' }
  | { key: 'modifier' }
  | { key: 'saves' };

export interface QuickAddFields {
  name: string;
  count: string;
  maxHp: string;
  modifier: string;
  /** Save bonuses as typed; empty (or absent) follows the ability modifier (RULES.md saves). */
  saves?: Partial<Record<Ability, string>>;
}

/** The typed save bonuses, or null when one is not a whole number within the rules' limits. */
export function parseSaveFields(fields: Partial<Record<Ability, string>>): Saves | null {
  const saves: Saves = {};
  for (const ability of ABILITIES) {
    const text = fields[ability]?.trim() ?? '';
    if (text === '') continue;
    const value = Number(text) + 0; // + 0: never −0
    if (!Number.isInteger(value) || value < LIMITS.saveMin || value > LIMITS.saveMax) return null;
    saves[ability] = value;
  }
  return saves;
}

export type QuickAddPlan =
  | { ok: true; names: string[]; maxHp: number; modifier: number; saves: Saves }
  /** names: what it would create once the reasons are fixed (empty while the name or count is unusable). */
  | { ok: false; reasons: QuickAddReason[]; names: string[] };

/**
 * The creatures quick-add would create, checked against the rules' own limits (parseName,
 * isMaxHp) so that creating them can never fail; or every reason it cannot, for the form
 * to show next to its disabled button.
 */
export function planQuickAdd(fields: QuickAddFields, existing: readonly string[]): QuickAddPlan {
  const reasons: QuickAddReason[] = [];
  const base = parseName(fields.name);
  const count = Number(fields.count);
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_QUICK_ADD;
  let names: string[] = [];
  if (base === null) {
    const length = nameLength(fields.name.trim());
    reasons.push(length > LIMITS.nameLength ? { key: 'nameTooLong', length } : { key: 'name' });
  } else if (validCount) {
    // "Goblin 200" must fit too: the number makes a long name too long.
    names = numberedNames(base, count, existing);
    const longest = Math.max(...names.map(nameLength));
    if (names.some((name) => parseName(name) !== name)) reasons.push({ key: 'nameTooLong', length: longest });
  }
  if (!validCount) reasons.push({ key: 'count' });
  const maxHp = Number(fields.maxHp);
  if (fields.maxHp.trim() === '' || !isMaxHp(maxHp)) reasons.push({ key: 'maxHp' });
  // An empty modifier is 0; a fraction is cut to its whole part, as before.
  const modifier = Math.trunc(Number(fields.modifier.trim() || 0)) + 0; // + 0: never −0
  if (!Number.isSafeInteger(modifier)) reasons.push({ key: 'modifier' });
  const saves = parseSaveFields(fields.saves ?? {});
  if (!saves) reasons.push({ key: 'saves' });
  return reasons.length > 0 || !saves ? { ok: false, reasons, names } : { ok: true, names, maxHp, modifier, saves };
}
