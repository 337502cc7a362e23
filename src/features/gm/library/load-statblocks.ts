import type { LibraryCreature, StatBlock } from './library-types';
import { loadSrdCreatures } from './load-srd';
import { normalizeForSearch } from './search';

let loading: Promise<ReadonlyMap<string, StatBlock>> | null = null;
let loaded: ReadonlyMap<string, StatBlock> | null = null;

/**
 * The SRD 5.2.1 creatures' whole stat blocks (scripts/srd/convert-creatures.mjs), keyed by the
 * LibraryCreature's id ("srd:ogre"), fetched once on first use: the dynamic import makes them a
 * chunk of their own, outside the first route and apart from quick-add's search list, which the
 * service worker precaches for offline use. A failed load is forgotten, so the next call tries again.
 */
export function loadStatBlocks(): Promise<ReadonlyMap<string, StatBlock>> {
  loading ??= import('./srd-statblocks.json').then(
    (module) => {
      const blocks = module.default as unknown as readonly StatBlock[];
      loaded = new Map(blocks.map((block) => [block.id, block]));
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The stat blocks if loadStatBlocks has already loaded them (for a render), else null. */
export function statBlocksIfLoaded(): ReadonlyMap<string, StatBlock> | null {
  return loaded;
}

/** A name as compared: no case, no diacritics, one kind of apostrophe, single spaces. */
const nameKey = (name: string): string => normalizeForSearch(name).replace(/[’‘`]/g, "'").trim().replace(/\s+/g, ' ');

/**
 * The id of the library creature a row's name stands for, for rows added before they kept one:
 * "Ogre" is "srd:ogre", and "Goblin Warrior 3" (quick-add's numbering) is "srd:goblin-warrior".
 * The whole name is tried first, then without its trailing number; a match is exact, ignoring case
 * and diacritics. Null when no creature of `creatures` has that name.
 */
export function matchLibraryName(name: string, creatures: readonly Pick<LibraryCreature, 'id' | 'name'>[]): string | null {
  const whole = nameKey(name);
  const numbered = /^(.*\S) \d+$/.exec(whole);
  for (const key of numbered ? [whole, numbered[1]!] : [whole]) {
    const found = creatures.find((c) => nameKey(c.name) === key);
    if (found) return found.id;
  }
  return null;
}

/** matchLibraryName against the SRD creatures (srd-creatures.json, loaded once by loadSrdCreatures). */
export async function findLibraryIdByName(name: string): Promise<string | null> {
  return matchLibraryName(name, await loadSrdCreatures());
}
