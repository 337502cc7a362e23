import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { Namespace } from './namespaces';

/**
 * How the first route's components say their words (the header, the sheet list, its rows, the
 * new-sheet form). i18next is 13 KB of the first load, and the list needs little of it: until
 * the first sign of use loads i18next with the engine (src/i18n/load.ts), these words come from
 * the first screen's own word file through `sayFrom` below, which reads them exactly as i18next
 * does (held to it key by key in words.test.ts); then from i18next itself. Either way a
 * component reads them through `useWords`, so the swap re-renders it with the same words and
 * remounts nothing (what the player is typing stays).
 *
 * The other screens are lazy and load i18next before they render: they use react-i18next.
 */

/** Says `key` (or the first of `key` that exists) in `namespaces`, the first being the default. */
export type Say = (namespaces: readonly string[], key: string | readonly string[], options?: Record<string, unknown>) => string;

export interface Words {
  readonly language: string;
  readonly say: Say;
  /** i18next's words (every namespace loaded), not the first screen's own. */
  readonly whole: boolean;
}

// No language until the boot provides one (src/i18n/load.ts): nothing renders before that.
let words: Words = { language: '', say: (_namespaces, key) => missing(key), whole: false };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const currentWords = (): Words => words;

/** Makes `next` the words every component says from now on. */
export function provideWords(next: Words): void {
  words = next;
  for (const listener of listeners) listener();
}

/** i18next's `useTranslation(namespaces)`, as far as the first route uses it: `t` and the language. */
export function useWords<const N extends Namespace | readonly Namespace[]>(namespaces: N): { t: TFunction<N>; language: string } {
  const current = useSyncExternalStore(subscribe, currentWords, currentWords);
  const list: readonly string[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const names = list.join();
  return useMemo(() => {
    const spaces = names.split(',');
    const t = (key: string | readonly string[], options?: Record<string, unknown>) => current.say(spaces, key, options);
    return { t: t as unknown as TFunction<N>, language: current.language };
  }, [current, names]);
}

type Tree = { readonly [key: string]: unknown };

/**
 * Says words from `resources` (namespace → words) the way i18next 25 does with the app's options
 * (src/i18n/i18n.ts): `ns:key` or the namespaces in order, `key.path`, then for a `count` the
 * language's plural form (and `_zero` for 0), for a `context` its variant, most specific first;
 * `{{name}}` from the options, left as it is when the options lack it. The first screen's words
 * use nothing else (no nesting, no formats: words.test.ts checks).
 */
export function sayFrom(language: string, resources: Readonly<Record<string, Tree>>): Say {
  const rules = new Intl.PluralRules(language);
  const find = (namespace: string, key: string): string | undefined => {
    let at: unknown = resources[namespace];
    for (const part of key.split('.')) at = typeof at === 'object' && at !== null ? (at as Tree)[part] : undefined;
    return typeof at === 'string' ? at : undefined;
  };
  return (namespaces, key, options = {}) => {
    const { count, context } = options;
    // As i18next: any count but a string (null too) picks a plural form.
    const plural = count !== undefined && typeof count !== 'string' ? `_${rules.select(count as number)}` : '';
    const zero = count === 0;
    const variant = (typeof context === 'string' || typeof context === 'number') && context !== '' ? `_${context}` : '';
    for (const wanted of typeof key === 'string' ? [key] : key) {
      const colon = wanted.indexOf(':');
      const spaces = colon > 0 ? [wanted.slice(0, colon)] : namespaces;
      const path = colon > 0 ? wanted.slice(colon + 1) : wanted;
      // Least specific first, as i18next lists them; it tries them from the end.
      const tries = [path];
      if (plural) tries.push(path + plural, ...(zero ? [`${path}_zero`] : []));
      if (variant) tries.push(path + variant, ...(plural ? [path + variant + plural] : []), ...(plural && zero ? [`${path + variant}_zero`] : []));
      for (const space of spaces) {
        for (let i = tries.length - 1; i >= 0; i--) {
          const found = find(space, tries[i] as string);
          if (found !== undefined) return interpolate(found, options);
        }
      }
    }
    return missing(key);
  };
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/{{(.+?)}}/g, (match, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(values, key)) return match;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** What i18next returns for a key it does not have: the (last) key, without its namespace. */
function missing(key: string | readonly string[]): string {
  const last = typeof key === 'string' ? key : (key[key.length - 1] ?? '');
  return last.slice(last.indexOf(':') + 1);
}
