/** Something that must finish before the page reloads, such as writing unsaved sheets. */
export type BeforeReload = () => void | Promise<void>;

const flushes = new Set<BeforeReload>();

/**
 * Persistence registers its flush here, so installing a new version never reloads over
 * changes not yet written. Returns the function that unregisters it.
 */
export function registerBeforeReload(fn: BeforeReload): () => void {
  flushes.add(fn);
  return () => {
    flushes.delete(fn);
  };
}

/** Runs every registered flush, together; true when all of them succeeded. */
export async function runBeforeReload(): Promise<boolean> {
  const results = await Promise.allSettled([...flushes].map(async (fn) => fn()));
  return results.every((result) => result.status === 'fulfilled');
}
