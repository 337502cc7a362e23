import { createAppStore } from '../../src/store/store';
import { createPersistence } from '../../src/store/persistence/persistence';
import { createMemoryAdapter, type MemoryAdapter } from '../../src/store/persistence/memory-adapter';
import { seededRng } from './render-app';

/**
 * One page load of one browser over its storage: `device` is the browser (kept across
 * reloads), `tab` this page load. The store is rebuilt from what is stored, as at a reload,
 * an installed app the system closed and opened again, or a browser restart.
 */
export function browser(device: string, adapter: MemoryAdapter = createMemoryAdapter()) {
  let clock = 1_700_000_000_000;
  return {
    adapter,
    async load(tab: string) {
      const persistence = createPersistence();
      const store = createAppStore({ language: 'en', rng: seededRng(7), now: () => (clock += 1000), who: () => ({ device, tab }) }, persistence);
      await persistence.start(store, { adapter });
      return { store, persistence };
    },
  };
}
