import type { Plugin } from 'vite';

/**
 * The modules the first screen runs beyond the tiny entry: everything the boot module
 * (src/app/boot.tsx) imports statically, directly or not, less what the entry (src/main.tsx)
 * imports statically itself. Known once the build's module graph is complete; read by the
 * `codeSplitting` group in vite.config.ts that puts them in one chunk.
 *
 * Why one chunk: left alone, the bundler splits off every module the first screen shares with a
 * lazy screen (React, the router's core, i18next's hook, a button), 20 files for the first
 * load. Each is compressed alone, so none shares the others' dictionary; in one chunk the same
 * code is about 4 KB smaller gzipped, and the browser makes 10 requests fewer. The lazy screens
 * import from it, as they did from the split-off chunks: the first screen has loaded it already.
 * The entry's own modules stay out of it, so the entry still runs (and starts the words) before
 * the rest has downloaded.
 */
export function firstRouteModules(entryModule = 'src/main.tsx', bootModule = 'src/app/boot.tsx') {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'databook:first-route-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (path: string) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(path));
        if (!id) throw new Error(`first-route-modules: no module ${path}`);
        return id;
      };
      const closure = (from: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(from);
        return seen;
      };
      const boot = find(bootModule);
      const entry = closure(find(entryModule));
      modules.clear();
      // The boot module goes in too: the chunk is the one main.tsx imports and index.html preloads.
      for (const id of closure(boot)) if (!entry.has(id)) modules.add(id);
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
