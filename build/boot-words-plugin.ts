import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_WORDS, pickWords } from '../src/i18n/boot-words.ts';
import { BOOT_NAMESPACES } from '../src/i18n/namespaces.ts';

const FIRST_SCREEN_WORDS = /\/locales\/[^/]+\/common\.json\?first-screen$/;

/**
 * `locales/<language>/common.json?first-screen` is every word the first screen needs in that
 * language, as one module (one request): the namespaces every screen needs whole
 * (BOOT_NAMESPACES) and the first screen's part of the ones it shares with other screens
 * (src/i18n/boot-words.ts), `{ whole: { common, app }, parts: { sheet, rules } }`, read from
 * the very files the other screens load. (Vite's JSON plugin leaves an id with a query alone.)
 */
export function bootWords(): Plugin {
  return {
    name: 'databook:boot-words',
    enforce: 'pre',
    transform(_code, id) {
      if (!FIRST_SCREEN_WORDS.test(id)) return null;
      const folder = dirname(id.replace(/\?.*$/, ''));
      const read = (namespace: string) => {
        const file = join(folder, `${namespace}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      };
      const whole = Object.fromEntries(BOOT_NAMESPACES.map((namespace) => [namespace, read(namespace)]));
      const parts = Object.fromEntries(Object.entries(BOOT_WORDS).map(([namespace, paths]) => [namespace, pickWords(read(namespace), paths)]));
      return { code: `export default ${JSON.stringify({ whole, parts })};\n`, map: null };
    },
  };
}
