import { useEffect } from 'react';
import { linkManifest } from '../../app/pwa/manifest-link';
import { sayIn } from '../../i18n/load';
import { useShelf } from '../../store/shelf';

/**
 * Keeps the words, <html lang> and the web app manifest on the store's language, whoever changed it
 * (the picker, a restored setting, another tab), so the words switch with the sheets' presets and
 * installing says what the app is in that language.
 */
export function useLanguageSync() {
  const language = useShelf((state) => state.language);
  useEffect(() => {
    document.documentElement.lang = language;
    linkManifest(language);
    void sayIn(language);
  }, [language]);
}
