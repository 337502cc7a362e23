import type { StatBlock } from './library-types';

// Each test imports a fresh copy of the module, so that what one loads does not leak into another.
async function freshModule() {
  vi.resetModules();
  return import('./load-statblocks');
}

afterEach(() => {
  vi.doUnmock('./srd-statblocks.json');
});

describe('loadStatBlocks', () => {
  it('loads the stat blocks once, keyed by the creature’s id, and hands the same map to every caller', async () => {
    const { loadStatBlocks, statBlocksIfLoaded } = await freshModule();
    expect(statBlocksIfLoaded()).toBeNull();
    const first = loadStatBlocks();
    expect(loadStatBlocks()).toBe(first);
    const blocks = await first;
    expect(blocks.size).toBe(331);
    expect(await loadStatBlocks()).toBe(blocks);
    expect(statBlocksIfLoaded()).toBe(blocks);
    expect(blocks.get('srd:ogre')).toMatchObject({
      id: 'srd:ogre', size: 'large',
      actions: [
        { name: 'Greatclub', attack: { mode: 'melee', bonus: 6, reach: 5 }, damage: [{ count: 2, sides: 8, bonus: 4, damageType: 'bludgeoning' }] },
        { name: 'Javelin', attack: { mode: 'melee-or-ranged', bonus: 6, reach: 5, range: [30, 120] } },
      ],
    });
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let offline = true;
    const ogre = { id: 'srd:ogre' } as StatBlock;
    vi.doMock('./srd-statblocks.json', () => {
      if (offline) throw new Error('offline');
      return { default: [ogre] };
    });
    const { loadStatBlocks, statBlocksIfLoaded } = await freshModule();
    await expect(loadStatBlocks()).rejects.toThrow();
    expect(statBlocksIfLoaded()).toBeNull();
    offline = false;
    const blocks = await loadStatBlocks();
    expect(blocks.get('srd:ogre')).toBe(ogre);
    expect(statBlocksIfLoaded()).toBe(blocks);
  });
});

describe('the library id of a row’s name', () => {
  const creatures = [
    { id: 'srd:goblin-warrior', name: 'Goblin Warrior' },
    { id: 'srd:ogre', name: 'Ogre' },
    { id: 'srd:will-o-wisp', name: "Will-o'-Wisp" },
    { id: 'own:42', name: 'Cultista 2' },
  ];

  it('matches the whole name, ignoring case, diacritics and spacing', async () => {
    const { matchLibraryName } = await freshModule();
    expect(matchLibraryName('Ogre', creatures)).toBe('srd:ogre');
    expect(matchLibraryName('ogre', creatures)).toBe('srd:ogre');
    expect(matchLibraryName('  ÓGRE ', creatures)).toBe('srd:ogre');
    expect(matchLibraryName('Will-o’-Wisp', creatures)).toBe('srd:will-o-wisp');
  });

  it('drops quick-add’s trailing number, after trying the whole name', async () => {
    const { matchLibraryName } = await freshModule();
    expect(matchLibraryName('Goblin Warrior 3', creatures)).toBe('srd:goblin-warrior');
    expect(matchLibraryName('goblin  warrior 12', creatures)).toBe('srd:goblin-warrior');
    expect(matchLibraryName('Cultista 2', creatures)).toBe('own:42');
  });

  it('is null for a name no creature has, or only part of one', async () => {
    const { matchLibraryName } = await freshModule();
    expect(matchLibraryName('Goblin', creatures)).toBeNull();
    expect(matchLibraryName('Ogre Zombie 2', creatures)).toBeNull();
    expect(matchLibraryName('Zabuza', creatures)).toBeNull();
    expect(matchLibraryName('3', creatures)).toBeNull();
  });

  it('findLibraryIdByName looks in the SRD creatures', async () => {
    const { findLibraryIdByName } = await freshModule();
    expect(await findLibraryIdByName('Goblin Warrior 3')).toBe('srd:goblin-warrior');
    expect(await findLibraryIdByName('Ogre')).toBe('srd:ogre');
    expect(await findLibraryIdByName('Ogre Zombie 1')).toBe('srd:ogre-zombie');
    expect(await findLibraryIdByName('Adult Red Dragon')).toBe('srd:adult-red-dragon');
    expect(await findLibraryIdByName('Zabuza')).toBeNull();
  });
});
