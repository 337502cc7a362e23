import type { Language } from '../store/types';
import type { Namespace } from './namespaces';

// Every locale file is its own lazy chunk: the active language loads on demand, the others
// are only fetched (or precached by the service worker) when needed. One glob, shared by
// i18n.ts and the boot entry (main.tsx), so both name the very same chunks. The namespaces
// every screen needs whole come with the first screen's words instead (below).
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/{common,app}.json']);

// Every word the first screen needs in a language, one module (one request): the namespaces
// every screen needs whole and the first screen's part of sheet and rules (boot-words.ts),
// made from the same files by build/boot-words-plugin.ts.
const firstScreenFiles = import.meta.glob<FirstScreenModule>('../../locales/*/common.json', { query: '?first-screen' });

export type LocaleModule = { default: Record<string, unknown> };
export type FirstScreenWords = { whole: Record<string, Record<string, unknown>>; parts: Record<string, Record<string, unknown>> };
type FirstScreenModule = { default: FirstScreenWords };

/** The loader of the first screen's words in a language, if the app has that language. */
export function firstScreenWords(language: string): (() => Promise<FirstScreenModule>) | undefined {
  return firstScreenFiles[`../../locales/${language}/common.json`];
}

/** The loader of one locale file, or undefined for a language/namespace that has none. */
export function localeFile(language: string, namespace: string): (() => Promise<LocaleModule>) | undefined {
  return files[`../../locales/${language}/${namespace}.json`];
}

/**
 * Starts fetching a language's first-screen words and `namespaces` whole at once, without
 * waiting for i18next: the module map keeps the promise, so i18n.ts's later import() of the
 * same file gets it (no second request).
 */
export function preloadLocales(language: Language, namespaces: readonly Namespace[]): void {
  // A failed preload is not an error here: i18n.ts reports it when it asks for the file.
  void firstScreenWords(language)?.().catch(() => undefined);
  for (const namespace of namespaces) void localeFile(language, namespace)?.().catch(() => undefined);
}
