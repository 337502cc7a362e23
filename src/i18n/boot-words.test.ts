import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import en from '../../locales/en/sheet.json';
import { BOOT_WORD_NAMESPACES, BOOT_WORDS, pickWords } from './boot-words';

describe('pickWords: the first screen\'s part of a namespace', () => {
  const words = {
    list: { title: 'Your sheets', hp: '{{hp}} {{current}}/{{max}}' },
    terms: { hp: 'HP', hp_databook: 'PV', hpMax: 'Max HP', deathSaves: 'Death Saving Throws' },
    statuses: { alive: 'Conscious', dying_other: 'Torpor' },
    edit: { name: 'Name', nameInvalid: 'Give it a name', maxHp: 'Max HP' },
  };

  it('takes a whole subtree, a key with its i18next variants, and nothing else', () => {
    expect(pickWords(words, ['list', 'terms.hp', 'edit.name'])).toEqual({
      list: words.list,
      terms: { hp: 'HP', hp_databook: 'PV' },
      edit: { name: 'Name' },
    });
  });

  it('skips a path the file does not have', () => {
    expect(pickWords(words, ['nowhere', 'terms.nothing', 'list.title.deeper'])).toEqual({ terms: {}, list: {} });
  });

  it('the sheet list\'s words are all in the real file\'s boot part', () => {
    const part = pickWords(en, BOOT_WORDS.sheet) as typeof en;
    expect(part.list).toEqual(en.list);
    expect(Object.keys(part).sort()).toEqual(['edit', 'list']);
    expect(part.edit.name).toBe(en.edit.name);
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(en).length / 5);
  });

  it('every sheet word the new-sheet form and its folded numbers ask for is in the boot part', () => {
    // The first screen paints with the boot part only: a key missing here shows raw there.
    const sources = ['../features/sheets/new-sheet-form.tsx', '../features/sheet/numbers-fields.tsx']
      .map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')).join('\n');
    const keys = [...sources.matchAll(/\bt{1,2}\('(?:sheet:)?((?:edit|list)\.[\w.]+)'/g)].map((match) => match[1]!);
    expect(keys.length).toBeGreaterThan(10);
    const part = pickWords(en, BOOT_WORDS.sheet);
    const has = (key: string) => key.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], part) !== undefined;
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});

describe('BOOT_WORD_NAMESPACES', () => {
  it('names every namespace BOOT_WORDS takes part of, and only those', () => {
    expect([...BOOT_WORD_NAMESPACES].sort()).toEqual(Object.keys(BOOT_WORDS).sort());
  });
});
