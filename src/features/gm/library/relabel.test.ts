// @vitest-environment node
// The encounters' library creatures follow the app's language (issue 36): a row still named as
// the library names it, in any language, with quick-add's number or without, takes the name in
// the new language; one the GM renamed keeps its name. The expected names are the project's
// tables (scripts/srd/names/), read here from the files `npm run srd:names` makes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../store/store';
import { libraryRenames } from './relabel';

const table = (language: string) => JSON.parse(readFileSync(join(process.cwd(), `src/features/gm/library/srd-names.${language}.json`), 'utf8')) as Record<string, [string, string]>;
const cs = table('cs');
const pt = table('pt-BR');
/** The tables' m / f / n as the rules keep a gender. */
const GENDER = { m: 'male', f: 'female', n: 'neuter' } as const;
const genderIn = (names: Record<string, [string, string]>, id: string) => GENDER[names[id]![1] as keyof typeof GENDER];

describe('library creatures renamed for a language', () => {
  it('numbered and plain library names follow; a renamed one, a typed one and a player\'s sheet do not', async () => {
    const store = createAppStore({ language: 'pt-BR' });
    const s = () => store.getState();
    const skeletons = s().addCreatures([1, 2, 3].map((n) => ({ name: `${pt['srd:skeleton']![0]} ${n}`, maxHp: 13 })), 0, null, { libraryId: 'srd:skeleton' });
    const [ogre] = s().addCreatures([{ name: 'Ogre', maxHp: 68 }], 0, null, { libraryId: 'srd:ogre' });
    const [bones] = s().addCreatures([{ name: 'Bones', maxHp: 13 }], 0, null, { libraryId: 'srd:skeleton' });
    const [typed] = s().addCreatures([{ name: pt['srd:zombie']![0], maxHp: 15 }]);
    const player = s().createSheet({ name: pt['srd:ogre']![0], maxHp: 30 });
    s().addCombatants([player]);

    const renames = await libraryRenames(s(), 'cs');
    expect(renames).toEqual([
      ...skeletons.map((sheetId, index) => ({ sheetId, name: `${cs['srd:skeleton']![0]} ${index + 1}`, gender: genderIn(cs, 'srd:skeleton') })),
      { sheetId: ogre, name: cs['srd:ogre']![0], gender: genderIn(cs, 'srd:ogre') },
    ]);
    expect(renames.map((r) => r.sheetId)).not.toContain(bones);
    expect(renames.map((r) => r.sheetId)).not.toContain(typed);
    expect(renames.map((r) => r.sheetId)).not.toContain(player);
  });

  it('nothing to rename when the names are already the language\'s, or there are no library creatures', async () => {
    const store = createAppStore({ language: 'cs' });
    store.getState().addCreatures([{ name: `${cs['srd:skeleton']![0]} 1`, maxHp: 13, gender: genderIn(cs, 'srd:skeleton') }], 0, null, { libraryId: 'srd:skeleton' });
    expect(await libraryRenames(store.getState(), 'cs')).toEqual([]);
    expect(await libraryRenames(createAppStore({ language: 'en' }).getState(), 'pt-BR')).toEqual([]);
  });

  it('the gender follows the name: Mládě červeného draka is neuter in Czech, none in English; one added before genders were kept takes it', async () => {
    const store = createAppStore({ language: 'cs' });
    const s = () => store.getState();
    expect(cs['srd:red-dragon-wyrmling']).toEqual(['Mládě červeného draka', 'n']);
    const [wyrmling] = s().addCreatures([{ name: 'Mládě červeného draka 1', maxHp: 75 }], 0, null, { libraryId: 'srd:red-dragon-wyrmling' });
    // Stored before: its Czech name, no gender. Only the gender comes.
    expect(await libraryRenames(s(), 'cs')).toEqual([{ sheetId: wyrmling, name: 'Mládě červeného draka 1', gender: 'neuter' }]);
    const [english] = await libraryRenames(s(), 'en');
    expect(english).toEqual({ sheetId: wyrmling, name: 'Red Dragon Wyrmling 1', gender: null });
    expect(genderIn(pt, 'srd:red-dragon-wyrmling')).not.toBe('neuter');
  });
});
