import { loadSrdCreatures } from './load-srd';
import { searchCreatures } from './search';

describe('loadSrdCreatures', () => {
  it('loads the SRD creatures once and hands the same list to every caller', async () => {
    const first = loadSrdCreatures();
    expect(loadSrdCreatures()).toBe(first);
    const creatures = await first;
    expect(creatures).toHaveLength(331);
    expect(await loadSrdCreatures()).toBe(creatures);
    expect(searchCreatures(creatures, 'goblin warrior')[0]).toMatchObject({
      id: 'srd:goblin-warrior', armorClass: 15, hp: 10, hpFormula: '3d6', initiative: 2, cr: '1/4', type: 'fey',
    });
  });
});
