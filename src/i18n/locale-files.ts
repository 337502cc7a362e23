import type { Language } from '../store/types';
import type { Namespace } from './namespaces';

// Every locale file is its own lazy chunk: the active language loads on demand, the others
// are only fetched (or precached by the service worker) when needed. One glob, shared by
// i18n.ts and the boot entry (main.tsx), so both name the very same chunks.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

// The first screen's part of the namespaces it shares with other screens (boot-words.ts), made
// from the same files by build/boot-words-plugin.ts.
const bootFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/{sheet,rules}.json', { query: '?boot' });

export type LocaleModule = { default: Record<string, unknown> };

/** The loader of a namespace's boot words (boot-words.ts) in a language, if it has them. */
export function bootLocaleFile(language: string, namespace: string): (() => Promise<LocaleModule>) | undefined {
  return bootFiles[`../../locales/${language}/${namespace}.json`];
}

/** The loader of one locale file, or undefined for a language/namespace that has none. */
export function localeFile(language: string, namespace: string): (() => Promise<LocaleModule>) | undefined {
  return files[`../../locales/${language}/${namespace}.json`];
}

/**
 * Starts fetching a language's namespaces at once, without waiting for i18next: the module
 * map keeps the promise, so i18n.ts's later import() of the same file gets it (no second request).
 */
export function preloadLocales(language: Language, namespaces: readonly Namespace[], bootWords: readonly Namespace[] = []): void {
  // A failed preload is not an error here: i18n.ts reports it when it asks for the file.
  for (const namespace of namespaces) void localeFile(language, namespace)?.().catch(() => undefined);
  for (const namespace of bootWords) void bootLocaleFile(language, namespace)?.().catch(() => undefined);
}
