import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import { useShelf } from '../../store/shelf';

/**
 * Keeps i18next and <html lang> on the store's language, whoever changed it (the picker, a
 * restored setting, another tab), so the words switch with the sheets' presets.
 */
export function useLanguageSync() {
  const language = useShelf((state) => state.language);
  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}
