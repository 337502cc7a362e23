import { useEffect } from 'react';
import { linkManifest } from '../../app/pwa/manifest-link';
import { i18n } from '../../i18n/i18n';
import { useShelf } from '../../store/shelf';

/**
 * Keeps i18next, <html lang> and the web app manifest on the store's language, whoever changed it
 * (the picker, a restored setting, another tab), so the words switch with the sheets' presets and
 * installing says what the app is in that language.
 */
export function useLanguageSync() {
  const language = useShelf((state) => state.language);
  useEffect(() => {
    document.documentElement.lang = language;
    linkManifest(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}
