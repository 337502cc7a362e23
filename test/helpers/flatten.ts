import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from '../../src/i18n/namespaces';

const LOCALES = join(__dirname, '../../locales');

/** A locale file's strings by their dotted key ("sheet.hp.region" → its text). */
export function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') out[prefix] = value;
  return out;
}

/** Every string of a language's locale files, as `namespace:key` → value. */
export function localeWords(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ns of NAMESPACES) {
    const flat = flatten(JSON.parse(readFileSync(join(LOCALES, language, `${ns}.json`), 'utf8')));
    for (const [key, value] of Object.entries(flat)) out[`${ns}:${key}`] = value;
  }
  return out;
}
