import type { Language } from '../store/types';
import { firstScreenWords } from './locale-files';
import type { Namespace } from './namespaces';
import { currentWords, provideWords, sayFrom } from './words';

// i18next and react-i18next stay off the first load: the sheet list speaks the first screen's
// own words (src/i18n/words.ts) until the first sign of use starts the engine, which starts
// i18next too (src/app/engine.ts); every other screen's loader waits for it, and a start on
// another screen loads it before the first render (src/app/boot.tsx).

type I18nModule = typeof import('./i18n');

let wanted: Language = 'en';
let started: Promise<I18nModule> | null = null;

/** i18next, started (once) in `language`, or else the language the words are in. */
export function loadI18n(language?: Language): Promise<I18nModule> {
  if (language) wanted = language;
  started ??= import('./i18n').then(
    async (module) => {
      // A test (or the first screen's prerender) may have started it already, in another language.
      if (!module.i18n.isInitialized || module.i18n.language !== wanted) await module.initI18n(wanted);
      return module;
    },
    (error: unknown) => {
      started = null; // offline before the chunk was ever cached: the next need tries again
      throw error;
    },
  );
  return started;
}

/**
 * Switches the words to `language` and resolves once they are all there: i18next's when it has
 * started, else the first screen's (one small file a language).
 */
export async function sayIn(language: Language): Promise<void> {
  wanted = language;
  if (started || currentWords().whole) {
    const module = await loadI18n();
    if (module.i18n.language !== language) await module.initI18n(language);
    return;
  }
  if (currentWords().language === language) return;
  const load = firstScreenWords(language);
  if (!load) return;
  let file: Awaited<ReturnType<typeof load>>;
  try {
    file = await load();
  } catch {
    // The list's own word file did not come (offline before it was cached): i18next's, then.
    await loadI18n(language);
    return;
  }
  const { whole, parts } = file.default;
  // i18next may have taken over meanwhile, or the language moved on: theirs stands.
  if (currentWords().whole || wanted !== language) return;
  provideWords({ language, say: sayFrom(language, { ...whole, ...parts }), whole: false });
}

/** The route's namespaces whole, with i18next. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await (await loadI18n()).loadNamespaces(namespaces);
}

/** The sheet list's words in the current language: the first screen's, or i18next's part of them. */
export async function loadListWords(): Promise<void> {
  if (started || currentWords().whole) await (await loadI18n()).loadBootWords();
  else await sayIn(wanted);
}
