import { LANGUAGES, type Language } from '../store/types';

/** Picks the first supported language from the browser's list (pt-PT and pt count as pt-BR, sk as cs). */
export function detectLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'cs' || base === 'sk') return 'cs';
    if (base === 'en') return 'en';
  }
  return 'en';
}
