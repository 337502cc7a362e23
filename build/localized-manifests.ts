import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestHref } from '../src/app/pwa/manifest-href.ts';
import { LANGUAGES } from '../src/store/types.ts';

/** The manifest's words in a language: locales/<language>/app.json, `manifest`. */
function manifestWords(root: string, language: string): { description: string } {
  const app = JSON.parse(readFileSync(`${root}/locales/${language}/app.json`, 'utf8')) as { manifest?: { description?: unknown } };
  const description = app.manifest?.description;
  if (typeof description !== 'string') throw new Error(`localized-manifests: no app:manifest.description in ${language}`);
  return { description };
}

/** The manifest of one language: the same app (one id, one name), its description and `lang`. */
export function localizedManifest(base: Partial<ManifestOptions>, language: string, root = process.cwd()): Partial<ManifestOptions> {
  return { ...base, ...manifestWords(root, language), lang: language };
}

/**
 * Writes the manifest of every language but English (whose manifest vite-plugin-pwa writes at
 * the default address) beside it, where src/app/pwa/manifest-link.ts points: the install dialog
 * and the home screen say what the app is in the user's language. They are in the build's
 * output before the service worker is generated, so its precache takes them too.
 */
export function localizedManifests(base: Partial<ManifestOptions>): Plugin {
  let root = process.cwd();
  const files = () => LANGUAGES.filter((language) => language !== 'en').map((language) => ({
    fileName: manifestHref(language).slice(1),
    source: `${JSON.stringify(localizedManifest(base, language, root))}\n`,
  }));
  return {
    name: 'databook:localized-manifests',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', ...file });
    },
    // `npm run dev` serves them too, so switching the language there fetches no missing file.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files().find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(file.source);
      });
    },
  };
}
