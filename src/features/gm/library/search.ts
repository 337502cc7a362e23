import type { LibraryCreature, LibraryFilters } from './library-types';

/** Every challenge rating the SRD uses, in order: the options of a CR filter. */
export const CR_ORDER = [
  '0', '1/8', '1/4', '1/2',
  ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
] as const;

/** Lowercase, without diacritics ("Zabuzá" → "zabuza"), for comparing what was typed with names. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const words = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');

/** Typos forgiven in a word of the query: none up to 3 letters ("gob"), one up to 7 ("gobiln"), two past that ("esquelto" is one). */
const typosFor = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The fewest edits (a letter added, dropped, changed, or two side by side swapped) that turn
 * `query` into some start of `word`: "gobiln" is one from "goblin", "esquelto" one from
 * "esqueleto". Gives up (returns limit + 1) once every start is past `limit`.
 */
function prefixDistance(query: string, word: string, limit: number): number {
  const n = query.length;
  let before: number[] = [];
  let previous = Array.from({ length: n + 1 }, (_, i) => i);
  let best = previous[n]!;
  for (let j = 1; j <= word.length; j++) {
    const current = [j];
    let rowMin = j;
    for (let i = 1; i <= n; i++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(previous[i]! + 1, current[i - 1]! + 1, previous[i - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) d = Math.min(d, before[i - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    best = Math.min(best, current[n]!);
    if (rowMin > limit) break;
    before = previous;
    previous = current;
  }
  return best;
}

/**
 * How well `name` answers the query, lower first: 0 the name starts with the query, 1 every word
 * starts a word of the name, 2 every word is inside the name, 3 + typos (when `withTypos`) every
 * word starts a word of the name with a typo or two; null no match.
 */
function rank(name: string, query: string, queryWords: string[], withTypos: boolean): number | null {
  if (name.startsWith(query)) return 0;
  const nameWords = words(name);
  if (queryWords.every((q) => nameWords.some((w) => w.startsWith(q)))) return 1;
  if (queryWords.every((q) => name.includes(q))) return 2;
  if (!withTypos) return null;
  let typos = 0;
  for (const q of queryWords) {
    const limit = typosFor(q);
    if (limit === 0) return null;
    const fewest = Math.min(...nameWords.map((w) => prefixDistance(q, w, limit)));
    if (fewest > limit) return null;
    typos += fewest;
  }
  return 3 + typos;
}

/**
 * The creatures that match every word of the query, by their name or another name they go by
 * (`aliases`: the SRD's English name beside a translated one), as the start of a word or anywhere
 * inside it, and the filters: names that start with the query first, then word starts, then the
 * rest, each group alphabetical. When nothing matches so, a typo or two is forgiven ("gobiln",
 * "esquelto"), the fewest first: typed right, a query never lists look-alikes. An empty query
 * lists every creature the filters keep.
 */
export function searchCreatures<C extends LibraryCreature>(
  creatures: readonly C[],
  query: string,
  filters: LibraryFilters = {},
): C[] {
  const q = normalizeForSearch(query).trim().replace(/\s+/g, ' ');
  const queryWords = words(q);
  const kept = creatures.filter((creature) => (!filters.type || creature.type === filters.type) && (!filters.cr || creature.cr === filters.cr));
  const search = (withTypos: boolean) => {
    const found: { creature: C; rank: number; key: string }[] = [];
    for (const creature of kept) {
      const key = normalizeForSearch(creature.name);
      let best: number | null = queryWords.length === 0 ? 0 : rank(key, q, queryWords, withTypos);
      for (const alias of creature.aliases ?? []) {
        if (best === 0) break;
        const r = rank(normalizeForSearch(alias), q, queryWords, withTypos);
        if (r !== null && (best === null || r < best)) best = r;
      }
      if (best !== null) found.push({ creature, rank: best, key });
    }
    return found;
  };
  let found = search(false);
  if (found.length === 0 && queryWords.length > 0) found = search(true);
  found.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return found.map((f) => f.creature);
}
