import type { Language } from '../store/types';
import type { Namespace } from './namespaces';

// Every locale file is its own lazy chunk: the active language loads on demand, the others
// are only fetched (or precached by the service worker) when needed. One glob, shared by
// i18n.ts and the boot entry (main.tsx), so both name the very same chunks.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export type LocaleModule = { default: Record<string, unknown> };

/** The loader of one locale file, or undefined for a language/namespace that has none. */
export function localeFile(language: string, namespace: string): (() => Promise<LocaleModule>) | undefined {
  return files[`../../locales/${language}/${namespace}.json`];
}

/**
 * Starts fetching a language's namespaces at once, without waiting for i18next: the module
 * map keeps the promise, so i18n.ts's later import() of the same file gets it (no second request).
 */
export function preloadLocales(language: Language, namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) {
    // A failed preload is not an error here: i18n.ts reports it when it asks for the file.
    void localeFile(language, namespace)?.().catch(() => undefined);
  }
}
