import { conjunctionList, plainNumberFormat } from '../../i18n/numbers';
import { splitNumber } from './quick-add';

/**
 * Names as one readable list, numbered creatures folded into ranges: "Skeleton 1", "Skeleton 2",
 * "Skeleton 3", "Skeleton 4", "Goblin 2", "Ogre" are "Skeleton 1–4, Goblin 2 and Ogre" (the
 * numbers quick-add gives, numberedNames). Each base keeps the place of its first name; a run of
 * two or more consecutive numbers is a range.
 */
export function nameRanges(names: readonly string[], language: string): string {
  const numbers = new Map<string, number[]>();
  const parts: { base: string; numbered: boolean }[] = [];
  for (const name of names) {
    const { base, number } = splitNumber(name);
    if (number === null) {
      parts.push({ base: name, numbered: false });
      continue;
    }
    const list = numbers.get(base);
    if (list) list.push(Number(number));
    else {
      numbers.set(base, [Number(number)]);
      parts.push({ base, numbered: true });
    }
  }
  // Made once per language (numbers.ts): an Undo's words name creatures again at every tap.
  const { format } = plainNumberFormat(language);
  const items = parts.flatMap(({ base, numbered }) => {
    if (!numbered) return [base];
    const sorted = [...new Set(numbers.get(base))].sort((a, b) => a - b);
    const runs: [number, number][] = [];
    for (const n of sorted) {
      const last = runs.at(-1);
      if (last && n === last[1] + 1) last[1] = n;
      else runs.push([n, n]);
    }
    return runs.map(([from, to]) => `${base} ${from === to ? format(from) : `${format(from)}–${format(to)}`}`);
  });
  return conjunctionList(language).format(items);
}
