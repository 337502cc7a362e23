import { i18n, initI18n, loadNamespaces } from './i18n';

// The first screen loads only its part of sheet and rules (boot-words.ts); a route that
// needs a namespace whole gets it whole, in this language and after a switch. One i18next
// instance for the app: the steps run in order, as a user's session would.
describe('boot words, then whole namespaces', () => {
  const has = (language: string, key: string) => i18n.exists(key, { lng: language });

  it('loads the list\'s words only, then a route\'s namespaces whole, in every language after', async () => {
    await initI18n('pt-BR');
    expect(i18n.t('sheet:list.title')).toBe('Suas fichas');
    expect(has('pt-BR', 'rules:statuses.dying')).toBe(true);
    // Words of other screens are not there yet, nor the storage banner's (it loads them when it shows).
    expect(has('pt-BR', 'data:banner.dismiss')).toBe(false);
    expect(has('pt-BR', 'sheet:log.title')).toBe(false);
    expect(has('pt-BR', 'rules:events.damage-taken')).toBe(false);
    expect(has('pt-BR', 'data:import.title')).toBe(false);

    // The language switches on the list: the new language's list words come first.
    await initI18n('cs');
    expect(i18n.t('sheet:list.title')).toBe('Tvoje deníky');
    expect(has('cs', 'sheet:log.title')).toBe(false);

    // The sheet page's route: sheet, rules and data whole.
    await loadNamespaces(['sheet', 'rules', 'data']);
    expect(has('cs', 'sheet:log.title')).toBe(true);
    expect(has('cs', 'rules:events.damage-taken')).toBe(true);
    expect(has('cs', 'data:import.title')).toBe(true);
    expect(has('cs', 'data:banner.dismiss')).toBe(true);

    // Back to pt-BR, which held only the list's words: now wanted whole, it is read whole.
    await initI18n('pt-BR');
    expect(has('pt-BR', 'sheet:log.title')).toBe(true);
    expect(has('pt-BR', 'rules:events.damage-taken')).toBe(true);
    expect(i18n.t('sheet:list.title')).toBe('Suas fichas');

    // And a language never seen gets them whole at once.
    await initI18n('en');
    expect(has('en', 'sheet:log.title')).toBe(true);
  });
});
