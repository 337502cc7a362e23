import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../store/types';
import { localeFile } from './locale-files';
import { BOOT_NAMESPACES, type Namespace } from './namespaces';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = localeFile(language, namespace);
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
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n
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
  return i18n;
}

/** Loads a route's namespaces in the current language (and keeps them for later switches). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}
