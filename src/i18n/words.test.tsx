import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import i18next from 'i18next';
import { useState } from 'react';
import { initI18n } from './i18n';
import { sayIn } from './load';
import { firstScreenWords, type FirstScreenWords } from './locale-files';
import { currentWords, sayFrom, useWords } from './words';

type Tree = { [key: string]: unknown };
// The first screen's word files, as the app loads them (build/boot-words-plugin.ts).
const FIRST: Record<string, FirstScreenWords> = Object.fromEntries(await Promise.all(['en', 'cs', 'pt-BR'].map(async (language) =>
  [language, (await firstScreenWords(language)!()).default] as const)));

/** Every key of a words tree, with i18next's plural and context suffixes taken off (`statuses.dead`). */
function baseKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? baseKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key.split('_')[0]}`]);
}

/** The `{{names}}` a namespace's words ask for. */
const variables = (tree: Tree) => [...new Set([...JSON.stringify(tree).matchAll(/{{\s*([\w.-]+)\s*}}/g)].map((match) => match[1]!))];

// The suffixes the words have (genders, presets, terminologies) and some they do not.
const contexts = (tree: Tree) => [...new Set([...JSON.stringify(tree).matchAll(/"[\w.]+?_([\w-]+)":/g)].flatMap((match) => [match[1]!, match[1]!.split('_')[0]!]))];

describe('the first screen\'s words say what i18next says', () => {
  for (const [language, words] of Object.entries(FIRST)) {
    it(`${language}: every key, any count, context and values`, async () => {
      const resources = { ...words.whole, ...words.parts };
      // i18next with the app's own options (src/i18n/i18n.ts), holding the same words.
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language, fallbackLng: false, showSupportNotice: false, defaultNS: 'common', returnNull: false,
        interpolation: { escapeValue: false }, resources: { [language]: resources },
      });
      const say = sayFrom(language, resources);
      const keys = Object.entries(resources).flatMap(([namespace, tree]) => [...new Set(baseKeys(tree))].map((key) => `${namespace}:${key}`));
      expect(keys.length).toBeGreaterThan(100);
      const names = [...new Set(Object.values(resources).flatMap(variables))];
      const suffixes = [...new Set(Object.values(resources).flatMap(contexts))];
      const value = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.constant(null));
      const options = fc.record({
        count: fc.option(fc.oneof(fc.integer({ min: -3, max: 1200 }), fc.constant(0), fc.constant(1.5)), { nil: undefined }),
        context: fc.option(fc.oneof(fc.constantFrom(...suffixes), fc.string({ maxLength: 6 })), { nil: undefined }),
        values: fc.dictionary(fc.constantFrom(...names), value),
      });
      fc.assert(fc.property(fc.constantFrom(...keys), options, fc.boolean(), fc.boolean(), (key, { count, context, values }, bare, asList) => {
        const opts = { ...values, ...(count === undefined ? {} : { count }), ...(context === undefined ? {} : { context }) };
        // As the components ask: `ns:key`, or the bare key in a list of namespaces; one key or a list to try.
        const [namespace, path] = key.split(':') as [string, string];
        const namespaces = bare ? [namespace === 'sheet' ? 'rules' : 'sheet', namespace] : ['sheet', 'rules'];
        const asked = bare ? path : key;
        const wanted = asList ? [`${asked}_nothing`, asked] : asked;
        const t = i18n.getFixedT(language, namespaces as never) as unknown as (key: string | string[], options: object) => string;
        expect(say(namespaces, wanted, opts)).toBe(t(wanted, opts));
      }), { numRuns: 3000 });
    });
  }

  it('holds no nesting and no formats, which sayFrom does not read', () => {
    for (const words of Object.values(FIRST)) {
      const text = JSON.stringify(words);
      expect(text).not.toMatch(/\$t\(/);
      expect(text).not.toMatch(/{{[^}]*,[^}]*}}/);
      expect(text).not.toMatch(/{{-/);
    }
  });

  it('a key none of them has reads as i18next shows it: the key without its namespace', () => {
    const say = sayFrom('en', { ...FIRST.en!.whole, ...FIRST.en!.parts });
    expect(say(['sheet'], 'rules:nowhere.near')).toBe('nowhere.near');
    expect(say(['sheet'], ['list.none', 'list.nothing'])).toBe('list.nothing');
  });
});

function NameField() {
  const { t } = useWords(['sheet', 'rules']);
  const tc = t as unknown as (key: string, options?: object) => string;
  const [name, setName] = useState('');
  return (
    <label>
      {t('edit.name')} ({tc('rules:statuses.dead', { context: 'female' })})
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

describe('useWords', () => {
  it('speaks the first screen\'s words, then i18next\'s, without losing what is typed', async () => {
    await act(() => sayIn('cs'));
    expect(currentWords()).toMatchObject({ language: 'cs', whole: false });
    render(<NameField />);
    // locales/cs/sheet.json edit.name, rules.json statuses.dead_female.
    const field = screen.getByRole('textbox', { name: 'Jméno (Mrtvá)' });
    await userEvent.type(field, 'Jana');

    await act(() => initI18n('cs'));
    expect(currentWords()).toMatchObject({ language: 'cs', whole: true });
    expect(screen.getByRole('textbox', { name: 'Jméno (Mrtvá)' })).toBe(field);
    expect(field).toHaveValue('Jana');

    // A switch of language after that goes through i18next.
    await act(() => sayIn('pt-BR'));
    expect(currentWords()).toMatchObject({ language: 'pt-BR', whole: true });
    expect(screen.getByRole('textbox', { name: 'Nome (Morta)' })).toBe(field);
  });
});
