// The app's words as i18next resolves them, for the real-browser tests and the screenshots
// script (plain Node ESM, so both can use it): `ns:key` → the sentence a user sees.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `ns:key` → the sentence a user sees in `language`: i18next's `_context`, then its plural
 * suffix (`_zero` for 0 when present, else Intl.PluralRules), then `{{name}}` values (`{{name, number}}` too).
 * @param {string} root the project's folder (locales/ is read from it)
 * @param {string} language
 */
export async function lexicon(root, language) {
  const namespaces = ['app', 'sheet', 'rules', 'gm', 'data', 'table'];
  const files = await Promise.all(namespaces.map(async (ns) => [ns, JSON.parse(await readFile(join(root, 'locales', language, `${ns}.json`), 'utf8'))]));
  const data = Object.fromEntries(files);
  const lookup = (path) => {
    const [ns = '', key = ''] = path.split(':');
    const value = key.split('.').reduce((node, part) => node?.[part], data[ns]);
    return typeof value === 'string' ? value : undefined;
  };
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (key, vars = {}) => {
    const bases = vars.context ? [`${key}_${vars.context}`, key] : [key];
    const candidates = bases.flatMap((base) =>
      vars.count === undefined ? [base] : [...(vars.count === 0 ? [`${base}_zero`] : []), `${base}_${plurals.select(vars.count)}`, `${base}_other`],
    );
    const template = candidates.map(lookup).find((value) => value !== undefined);
    if (template === undefined) throw new Error(`No ${key} in ${language}`);
    // `{{count, number}}`: i18next's number format is what numbers get here anyway.
    return template.replace(/\{\{(\w+)(?:, *number)?\}\}/g, (_, name) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`${key}: no value for {{${name}}}`);
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}

/** A regular expression matching `text` literally. */
export const literal = (text, flags = '') => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
