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

/** 0: the name starts with the query; 1: every word starts a word of the name; 2: every word is inside the name; null: no match. */
function rank(name: string, query: string, queryWords: string[]): number | null {
  if (name.startsWith(query)) return 0;
  const nameWords = words(name);
  if (queryWords.every((q) => nameWords.some((w) => w.startsWith(q)))) return 1;
  if (queryWords.every((q) => name.includes(q))) return 2;
  return null;
}

/**
 * The creatures that match every word of the query (as the start of a word of the name, or
 * anywhere inside it) and the filters: names that start with the query first, then word starts,
 * then the rest, each group alphabetical. An empty query lists every creature the filters keep.
 */
export function searchCreatures<C extends LibraryCreature>(
  creatures: readonly C[],
  query: string,
  filters: LibraryFilters = {},
): C[] {
  const q = normalizeForSearch(query).trim().replace(/\s+/g, ' ');
  const queryWords = words(q);
  const found: { creature: C; rank: number; key: string }[] = [];
  for (const creature of creatures) {
    if (filters.type && creature.type !== filters.type) continue;
    if (filters.cr && creature.cr !== filters.cr) continue;
    const key = normalizeForSearch(creature.name);
    const r = queryWords.length === 0 ? 0 : rank(key, q, queryWords);
    if (r !== null) found.push({ creature, rank: r, key });
  }
  found.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return found.map((f) => f.creature);
}
