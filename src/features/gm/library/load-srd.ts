import type { LibraryCreature } from './library-types';

let loading: Promise<readonly LibraryCreature[]> | null = null;

/**
 * The SRD 5.2.1 creatures (scripts/srd/convert-creatures.mjs), fetched once on first use: the
 * dynamic import makes them a chunk of their own, outside the first route, which the service
 * worker precaches for offline use. A failed load is forgotten, so the next call tries again.
 */
export function loadSrdCreatures(): Promise<readonly LibraryCreature[]> {
  loading ??= import('./srd-creatures.json').then(
    (module) => module.default as readonly LibraryCreature[],
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
