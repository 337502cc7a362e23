import en from '../../locales/en/sheet.json';
import { BOOT_WORDS, pickWords } from './boot-words';

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
});
