import { SETTINGS_KEY } from '../store/persistence/layout';
import { LANGUAGES, type Language } from '../store/types';
import { detectLanguage } from './detect';

// The settings entry's envelope ({ data: Settings }, src/store/persistence/documents.ts) is read
// by hand: importing documents.ts would pull the schemas into the boot entry.
// boot-language.test.ts checks it against what persistence really writes.

/**
 * The language the first paint will most likely use, known before any app code loads: the
 * stored setting when it reads cleanly, else the browser's. Only a guess for fetching the
 * words early — persistence still reads and validates the setting, and boot corrects a wrong guess.
 */
export function bootLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  preferred?: readonly string[],
): Language {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    const language = raw ? (JSON.parse(raw) as { data?: { language?: unknown } } | null)?.data?.language : undefined;
    if ((LANGUAGES as readonly unknown[]).includes(language)) return language as Language;
  } catch {
    // Unreadable settings: persistence will report them; the browser's language will do for now.
  }
  return detectLanguage(preferred);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // blocked site data throws on the mere access
  }
}
