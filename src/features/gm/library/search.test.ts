import artifactJson from './srd-creatures.json';
import type { LibraryCreature } from './library-types';
import { CR_ORDER, normalizeForSearch, searchCreatures } from './search';

const srd = artifactJson as unknown as LibraryCreature[];

function creature(name: string, extra: Partial<LibraryCreature> = {}): LibraryCreature {
  return {
    id: `own:${name}`, name, source: 'own', type: null, cr: null, armorClass: null, hp: 1, hpFormula: null,
    initiative: 0, abilities: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, saves: {},
    resistances: [], vulnerabilities: [], immunities: [], conditionImmunities: [], ...extra,
  };
}
const names = (list: LibraryCreature[]) => list.map((c) => c.name);

describe('normalizeForSearch', () => {
  it('lowercases and removes diacritics', () => {
    expect(normalizeForSearch('Zabuzá')).toBe('zabuza');
    expect(normalizeForSearch('ŽLUŤOUČKÝ Kůň')).toBe('zlutoucky kun');
    expect(normalizeForSearch('OGRE')).toBe('ogre');
  });
});

describe('searchCreatures', () => {
  it('"gob" finds every goblin, names starting with it first, then word starts, then inside a word', () => {
    const found = names(searchCreatures(srd, 'gob'));
    expect(found.slice(0, 3)).toEqual(['Goblin Boss', 'Goblin Minion', 'Goblin Warrior']);
    expect(found).toContain('Hobgoblin Warrior');
    expect(found.indexOf('Hobgoblin Warrior')).toBeGreaterThan(2);
    expect(found.every((n) => n.toLowerCase().includes('gob'))).toBe(true);
  });

  it('ranks a name starting with the query, then a later word starting with it, then the query inside a word', () => {
    const list = [creature('Bogre'), creature('Ogre Zombie'), creature('Half Ogre'), creature('Ogre')];
    expect(names(searchCreatures(list, 'ogre'))).toEqual(['Ogre', 'Ogre Zombie', 'Half Ogre', 'Bogre']);
  });

  it('ignores case and diacritics on both sides', () => {
    const list = [creature('Zabuza'), creature('Žába'), creature('Ogre')];
    expect(names(searchCreatures(list, 'zabuzá'))).toEqual(['Zabuza']);
    expect(names(searchCreatures(list, 'ZABA'))).toEqual(['Žába']);
    expect(names(searchCreatures(list, 'OGRE'))).toEqual(names(searchCreatures(list, 'ogre')));
    expect(names(searchCreatures(srd, 'OGRE'))).toEqual(['Ogre', 'Ogre Zombie']);
  });

  it('matches every word of the query, each as a word start or inside the name', () => {
    expect(names(searchCreatures(srd, 'adult bla'))).toEqual(['Adult Black Dragon']);
    expect(names(searchCreatures(srd, 'drag bla ad'))).toEqual(['Adult Black Dragon']);
    expect(names(searchCreatures(srd, 'war gob'))).toEqual(['Goblin Warrior', 'Hobgoblin Warrior']);
    expect(searchCreatures(srd, 'goblin xyz')).toEqual([]);
  });

  it('filters by type and challenge rating', () => {
    const fey = searchCreatures(srd, 'gob', { type: 'fey' });
    expect(fey.length).toBeGreaterThan(0);
    expect(fey.every((c) => c.type === 'fey')).toBe(true);
    expect(names(searchCreatures(srd, 'gob', { cr: '1/4' }))).toEqual(['Goblin Warrior']);
    expect(names(searchCreatures(srd, 'skel', { type: 'undead', cr: '1/4' }))).toEqual(['Skeleton']);
    expect(searchCreatures(srd, 'ogre', { type: 'beast' })).toEqual([]);
  });

  it('lists every creature the filters keep, alphabetically, for an empty query', () => {
    expect(searchCreatures(srd, '  ')).toHaveLength(srd.length);
    const dragons = searchCreatures(srd, '', { type: 'dragon', cr: '14' });
    expect(names(dragons)).toEqual(['Adult Black Dragon', 'Adult Copper Dragon']);
    expect(searchCreatures(srd, '', { type: null, cr: null })).toHaveLength(srd.length);
  });
});

describe('CR_ORDER', () => {
  it('runs 0, 1/8, 1/4, 1/2, 1..30 and holds every SRD creature’s CR', () => {
    expect(CR_ORDER.slice(0, 5)).toEqual(['0', '1/8', '1/4', '1/2', '1']);
    expect(CR_ORDER.at(-1)).toBe('30');
    expect(CR_ORDER).toHaveLength(34);
    for (const c of srd) expect(CR_ORDER).toContain(c.cr);
  });
});
