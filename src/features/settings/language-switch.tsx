import { useWords } from '../../i18n/words';
import { SelectField } from '../../components/select-field';
import { withEngine } from '../../app/engine';
import { useShelf } from '../../store/shelf';
import { LANGUAGES, type Language } from '../../store/types';

/**
 * Picks the language. The store re-presets every sheet that follows the language at once;
 * the root layout switches the words to match, so words and terminology change together.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useWords('app');
  const language = useShelf((state) => state.language);
  return (
    <SelectField
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = event.target.value as Language;
        withEngine(({ store }) => store.getState().setLanguage(next));
      }}
      className={compact ? '[&>label]:sr-only' : ''}
    >
      {LANGUAGES.map((id) => (
        // Each language is named in itself, so anyone can find their own.
        <option key={id} value={id} lang={id}>{t(`language.names.${id}`)}</option>
      ))}
    </SelectField>
  );
}
