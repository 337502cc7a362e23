import type { Persistence } from '../../store/persistence/persistence-types';
import { registerBeforeReload } from './before-reload';

/**
 * Installing a new version reloads the page: it must never reload over a change that is only
 * in memory (a full or unavailable storage). The flush runs first; when it leaves anything
 * unsaved the reload is refused, and the update prompt says why and offers export.
 */
export function registerSaveBeforeReload(persistence: Pick<Persistence, 'flush'>): () => void {
  return registerBeforeReload(() => {
    if (!persistence.flush()) throw new Error('Some changes could not be saved');
  });
}
