import type { LibraryCreature } from './library-types';

/** A language's names of the SRD creatures (scripts/srd/convert-names.mjs): id → [name, gender]. */
type Names = Record<string, [string, NonNullable<LibraryCreature['gender']>]>;

// One lazy chunk per language, fetched with the creatures and precached like them.
const NAME_FILES = import.meta.glob<Names>('./srd-names.*.json', { import: 'default' });

const loading = new Map<string, Promise<readonly LibraryCreature[]>>();

/** The creatures named in `language`: a translated name with the SRD's English one kept to be found by, and its gender. */
function named(creatures: readonly LibraryCreature[], names: Names | null): readonly LibraryCreature[] {
  if (!names) return creatures;
  return creatures.map((creature) => {
    const translated = names[creature.id];
    return translated ? { ...creature, name: translated[0], aliases: [creature.name], gender: translated[1] } : creature;
  });
}

/**
 * The SRD 5.2.1 creatures (scripts/srd/convert-creatures.mjs), fetched once per language on first
 * use, named in that language where the project has a translation (scripts/srd/names/), in
 * English otherwise: the dynamic imports make chunks of their own, outside the first route, which
 * the service worker precaches for offline use. A failed load is forgotten, so the next call tries again.
 */
export function loadSrdCreatures(language = 'en'): Promise<readonly LibraryCreature[]> {
  let promise = loading.get(language);
  if (!promise) {
    const names = NAME_FILES[`./srd-names.${language}.json`];
    promise = Promise.all([import('./srd-creatures.json'), names ? names() : null]).then(
      ([module, translated]) => named(module.default as readonly LibraryCreature[], translated),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
