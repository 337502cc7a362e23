import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../store/types';
import { BOOT_WORD_NAMESPACES } from './boot-words';
import { firstScreenWords, localeFile } from './locale-files';
import { BOOT_NAMESPACES, type Namespace } from './namespaces';
import { provideWords, type Say } from './words';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    // The namespaces every screen needs whole come with the first screen's words (locale-files.ts).
    const first = (BOOT_NAMESPACES as readonly string[]).includes(namespace) ? firstScreenWords(language) : undefined;
    const load = first ? () => first().then((module) => ({ default: module.default.whole[namespace] ?? {} })) : localeFile(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    // The words first: the screen switches language only once they are all there. A namespace
    // that held only its boot words in this language and is now wanted whole is read whole
    // (i18next would take the part for the whole).
    const partOnly = [...whole].filter((namespace) => partial.delete(`${language}/${namespace}`));
    await Promise.all([loadBootWords(language), partOnly.length > 0 ? i18n.reloadResources([language], partOnly) : undefined]);
    await i18n.changeLanguage(language);
    return i18n;
  }
  const init = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      showSupportNotice: false,
      supportedLngs: ['pt-BR', 'cs', 'en'],
      load: 'currentOnly',
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  // Side by side with init's own namespaces: the boot words do not wait for them.
  await Promise.all([init, loadBootWords(language)]);
  // The first route's components (src/i18n/words.ts) say i18next's words from now on, and again
  // whenever the language or the words change, as react-i18next's hook re-renders the others.
  provideI18nWords();
  i18n.on('languageChanged', provideI18nWords);
  i18n.store.on('added', provideI18nWords);
  return i18n;
}

function provideI18nWords() {
  const language = i18n.language;
  const fixed = new Map<string, ReturnType<typeof i18n.getFixedT>>();
  const say: Say = (namespaces, key, options) => {
    const names = namespaces.join();
    let t = fixed.get(names);
    if (!t) fixed.set(names, (t = i18n.getFixedT(language, namespaces as Namespace[])));
    return (t as unknown as (key: string | readonly string[], options?: object) => string)(key, options);
  };
  provideWords({ language, say, whole: true });
}

/**
 * The namespaces wanted whole in every language: init's, and every route's so far. (i18next's
 * own list cannot tell: adding a namespace's boot words puts it there too.)
 */
const whole = new Set<string>(BOOT_NAMESPACES);

/** `language/namespace` pairs that hold only their boot words so far. */
const partial = new Set<string>();

/**
 * The first screen's words (boot-words.ts) in `language`, for each namespace not already there
 * whole. They go in as the namespace's own resources, so `t('sheet:list.title')` reads the same.
 */
export async function loadBootWords(language: string = i18n.language): Promise<void> {
  await Promise.all(BOOT_WORD_NAMESPACES.map(async (namespace) => {
    const load = firstScreenWords(language);
    // A namespace a route loaded whole is loaded whole in every language: never a part of it,
    // which i18next would take for the whole.
    if (!load || whole.has(namespace) || i18n.hasResourceBundle(language, namespace)) return;
    const words = (await load()).default.parts[namespace] ?? {};
    // A whole namespace may have arrived meanwhile: it holds these words already.
    if (i18n.hasResourceBundle(language, namespace)) return;
    i18n.addResourceBundle(language, namespace, words, true, false);
    partial.add(`${language}/${namespace}`);
  }));
}

/** Loads a route's namespaces whole in the current language (and keeps them for later switches). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const language = i18n.language;
  for (const namespace of namespaces) whole.add(namespace);
  // i18next counts a namespace with any words as loaded: one holding only its boot words is
  // read again, whole, replacing them (the whole holds them too).
  const partOnly = namespaces.filter((namespace) => partial.delete(`${language}/${namespace}`));
  await Promise.all([
    i18n.loadNamespaces([...namespaces]),
    partOnly.length > 0 ? i18n.reloadResources([language], partOnly) : undefined,
  ]);
}
