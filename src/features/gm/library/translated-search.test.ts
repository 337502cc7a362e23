// @vitest-environment node
// The SRD creatures in Portuguese and Czech (issue 36): the project's tables (scripts/srd/names/)
// make the per-language files (a stale file fails here), and quick-add's search finds a creature
// by its translated name, its English name, without accents and with a typo or two, best first.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSrdCreatures } from './load-srd';
import { searchCreatures } from './search';

describe('the translated names', () => {
  it('are what the tables make: npm run srd:names --check passes', () => {
    expect(() => execFileSync(process.execPath, [join(process.cwd(), 'scripts/srd/convert-names.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('name every SRD creature in pt-BR and cs, with a gender, the English name kept as an alias', async () => {
    for (const language of ['pt-BR', 'cs']) {
      const creatures = await loadSrdCreatures(language);
      expect(creatures).toHaveLength(331);
      for (const creature of creatures) {
        expect(creature.aliases?.length, creature.id).toBe(1);
        expect(['m', 'f', 'n']).toContain(creature.gender);
      }
    }
    const english = await loadSrdCreatures('en');
    expect(english.find((c) => c.id === 'srd:ogre')).toMatchObject({ name: 'Ogre' });
    expect(english.find((c) => c.id === 'srd:ogre')).not.toHaveProperty('aliases');
  });
});

describe('searching the translated creatures', () => {
  // What a GM types, and the creature it must find first (by id: the names are the tables').
  const CASES: [language: string, query: string, first: RegExp][] = [
    ['cs', 'skret', /^srd:goblin-/],
    ['cs', 'skřet', /^srd:goblin-/],
    ['cs', 'kostlivec', /^srd:skeleton$/],
    ['cs', 'zombie', /^srd:zombie$/],
    ['cs', 'zombi', /^srd:zombie$/],
    ['cs', 'gobiln', /^srd:goblin-/],
    ['pt-BR', 'esqueleto', /^srd:skeleton$/],
    ['pt-BR', 'esquelto', /^srd:skeleton$/],
    ['pt-BR', 'ogro', /^srd:ogre$/],
    ['pt-BR', 'zumbi', /^srd:zombie$/],
    ['pt-BR', 'zombie', /^srd:zombie$/],
    ['pt-BR', 'gobiln', /^srd:goblin-/],
    ['en', 'gobiln', /^srd:goblin-/],
    ['en', 'zombie', /^srd:zombie$/],
  ];
  it.each(CASES)('in %s, "%s" finds it first', async (language, query, first) => {
    const found = searchCreatures(await loadSrdCreatures(language), query);
    expect(found[0]?.id).toMatch(first);
  });

  it('a query typed right lists no look-alikes; one with a typo lists the nearest', async () => {
    const cs = await loadSrdCreatures('cs');
    expect(searchCreatures(cs, 'zlobr').every((c) => c.id.startsWith('srd:ogre'))).toBe(true);
    expect(searchCreatures(cs, 'xyzzy')).toEqual([]);
  });
});
