import type { Plugin } from 'vite';
import { BOOT_WORDS, pickWords } from '../src/i18n/boot-words.ts';

const BOOT_LOCALE = /\/locales\/[^/]+\/(\w+)\.json\?boot$/;

/**
 * `locales/<language>/<namespace>.json?boot` is the part of that file the first screen needs
 * (src/i18n/boot-words.ts), as a module whose default export is those words: a chunk of its
 * own, a fraction of the whole namespace. (Vite's JSON plugin leaves an id with a query alone.)
 */
export function bootWords(): Plugin {
  return {
    name: 'databook:boot-words',
    enforce: 'pre',
    transform(code, id) {
      const namespace = BOOT_LOCALE.exec(id)?.[1];
      if (!namespace) return null;
      const paths = (BOOT_WORDS as Record<string, readonly string[]>)[namespace];
      if (!paths) throw new Error(`boot-words: ${namespace} has no boot words`);
      const words = pickWords(JSON.parse(code) as Record<string, unknown>, paths);
      return { code: `export default ${JSON.stringify(words)};\n`, map: null };
    },
  };
}
