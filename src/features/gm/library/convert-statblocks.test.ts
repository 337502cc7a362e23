// The stat blocks of the SRD conversion (scripts/srd/statblocks.mjs) on raw open5e records, checked
// against the SRD 5.2.1's printed stat blocks (docs/data.md, "The SRD stat blocks").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ABILITIES, DAMAGE_TYPES } from '../../../rules';
import { ARTIFACT, STATBLOCKS_ARTIFACT, type OpenRecord } from '../../../../scripts/srd/convert-creatures.mjs';
import {
  StatBlockError, checkAgainstText, convertAction, convertStatBlock, diceAverage, indexRecords, readActionText, statBlocksText,
} from '../../../../scripts/srd/statblocks.mjs';
import sampleJson from '../../../../test/fixtures/srd/open5e-sample.json';
import sampleActionsJson from '../../../../test/fixtures/srd/open5e-sample-actions.json';
import sampleAttacksJson from '../../../../test/fixtures/srd/open5e-sample-attacks.json';
import sampleTraitsJson from '../../../../test/fixtures/srd/open5e-sample-traits.json';
import creaturesJson from './srd-creatures.json';
import statBlocksJson from './srd-statblocks.json';
import { ACTION_KINDS, type LibraryCreature, type MonsterAction, type StatBlock } from './library-types';

const sample = sampleJson as unknown as OpenRecord[];
const sampleActions = sampleActionsJson as unknown as OpenRecord[];
const sampleTraits = sampleTraitsJson as unknown as OpenRecord[];
const creatures = creaturesJson as unknown as LibraryCreature[];
const blocks = statBlocksJson as unknown as StatBlock[];
const byParent = indexRecords(sampleTraits, sampleActions);

function block(slug: string): StatBlock {
  const record = sample.find((r) => r.pk === `srd-2024_${slug}`);
  if (!record) throw new Error(`no ${slug} in the fixture`);
  return convertStatBlock(record, byParent.get(record.pk)?.traits, byParent.get(record.pk)?.actions).block;
}
function action(slug: string, name: string): MonsterAction {
  const found = block(slug).actions.find((a) => a.name === name);
  if (!found) throw new Error(`no ${name} in ${slug}`);
  return found;
}
function outcome(slug: string, name: string) {
  const record = sample.find((r) => r.pk === `srd-2024_${slug}`)!;
  const found = convertStatBlock(record, byParent.get(record.pk)?.traits, byParent.get(record.pk)?.actions).outcomes.find((o) => o.action.name === name);
  if (!found) throw new Error(`no ${name} in ${slug}`);
  return found;
}
const rawAction = (pk: string): OpenRecord => structuredClone(sampleActions.find((a) => a.pk === pk)!);

describe('stat blocks from the SRD 5.2.1 text', () => {
  it('Ogre: Large, Chaotic Evil, Speed 40 ft., Darkvision 60 ft., Passive Perception 8, Common and Giant', () => {
    expect(block('ogre')).toMatchObject({
      id: 'srd:ogre', size: 'large', alignment: 'chaotic evil', speed: { walk: 40 },
      senses: { darkvision: 60, passivePerception: 8 }, languages: 'Common, Giant', skills: {}, traits: [], ruleTraits: [],
    });
    expect(block('ogre').actions.map((a) => a.name)).toEqual(['Greatclub', 'Javelin']);
  });

  it('Ogre’s Greatclub: Melee Attack Roll +6, reach 5 ft., 13 (2d8 + 4) Bludgeoning', () => {
    expect(action('ogre', 'Greatclub')).toEqual({
      name: 'Greatclub', kind: 'action', text: 'Melee Attack Roll: +6, reach 5 ft. 13 (2d8 + 4) Bludgeoning damage.',
      attack: { mode: 'melee', bonus: 6, reach: 5 },
      damage: [{ count: 2, sides: 8, bonus: 4, damageType: 'bludgeoning' }],
    });
  });

  it('Ogre’s Javelin: Melee or Ranged Attack Roll +6, reach 5 ft. or range 30/120 ft., 11 (2d6 + 4) Piercing', () => {
    expect(action('ogre', 'Javelin')).toMatchObject({
      attack: { mode: 'melee-or-ranged', bonus: 6, reach: 5, range: [30, 120] },
      damage: [{ count: 2, sides: 6, bonus: 4, damageType: 'piercing' }],
    });
  });

  it('Red Dragon Wyrmling’s Rend: +6, reach 5 ft., 9 (1d10 + 4) Slashing plus 3 (1d6) Fire', () => {
    expect(action('red-dragon-wyrmling', 'Rend')).toMatchObject({
      attack: { mode: 'melee', bonus: 6, reach: 5 },
      damage: [{ count: 1, sides: 10, bonus: 4, damageType: 'slashing' }, { count: 1, sides: 6, bonus: 0, damageType: 'fire' }],
    });
  });

  it('Red Dragon Wyrmling’s Fire Breath (Recharge 5–6): Dex DC 13, 15-foot Cone, 24 (7d6) Fire, half on a success', () => {
    const breath = action('red-dragon-wyrmling', 'Fire Breath');
    expect(breath).toMatchObject({
      kind: 'action', save: { ability: 'dex', dc: 13, success: 'half' }, area: { shape: 'cone', size: 15 },
      damage: [{ count: 7, sides: 6, bonus: 0, damageType: 'fire' }], recharge: 5,
    });
    expect(breath.attack).toBeUndefined();
    expect(block('red-dragon-wyrmling')).toMatchObject({
      size: 'medium', speed: { walk: 30, climb: 30, fly: 60 }, senses: { blindsight: 10, darkvision: 60, passivePerception: 14 },
      skills: { perception: 4, stealth: 2 }, languages: 'Draconic',
    });
  });

  it('Adult Black Dragon: Acid Breath in a 60-foot-long, 5-foot-wide Line; legendary actions cost 1 of 3 uses; Legendary Resistance 3/Day', () => {
    const dragon = block('adult-black-dragon');
    expect(action('adult-black-dragon', 'Acid Breath')).toMatchObject({
      save: { ability: 'dex', dc: 18, success: 'half' }, area: { shape: 'line', size: 60, width: 5 },
      damage: [{ count: 12, sides: 8, bonus: 0, damageType: 'acid' }], recharge: 5,
    });
    expect(dragon.actions.filter((a) => a.kind === 'legendary').map((a) => [a.name, a.cost])).toEqual([
      ['Cloud of Insects', 1], ['Frightful Presence', 1], ['Pounce', 1],
    ]);
    expect(dragon.legendaryUses).toBe(3);
    expect(dragon.legendaryResistance).toBe(3);
  });

  it('a spellcaster’s Spellcasting stays text; the Mage’s Misty Step (3/Day) and Protective Magic (3/Day) keep their uses', () => {
    const spellcasting = outcome('mage', 'Spellcasting');
    expect(spellcasting.reason).toBe('spellcasting');
    expect(Object.keys(spellcasting.action)).toEqual(['name', 'kind', 'text']);
    expect(spellcasting.action.text).toContain('spell save DC 14');
    expect(action('mage', 'Misty Step')).toMatchObject({ kind: 'bonus', perDay: 3 });
    expect(action('mage', 'Protective Magic')).toMatchObject({ kind: 'reaction', perDay: 3 });
    // "range 120 ft.": a spell attack has no long range.
    expect(action('mage', 'Arcane Burst')).toMatchObject({
      attack: { mode: 'melee-or-ranged', bonus: 6, reach: 5, range: [120] }, damage: [{ count: 3, sides: 8, bonus: 3, damageType: 'force' }],
    });
    expect(block('mage').size).toBe('medium or small');
  });

  it('X/Day and a save without damage: the Aboleth’s Dominate Mind (2/Day), Wis DC 16, no success effect on damage', () => {
    const dominate = action('aboleth', 'Dominate Mind');
    expect(dominate).toMatchObject({ perDay: 2, save: { ability: 'wis', dc: 16 } });
    expect(dominate.save?.success).toBeUndefined();
    expect(dominate.damage).toBeUndefined();
    expect(action('aboleth', 'Consume Memories')).toMatchObject({
      save: { ability: 'int', dc: 16, success: 'half' }, damage: [{ count: 3, sides: 6, bonus: 0, damageType: 'psychic' }],
    });
    // The grapple's escape DC stays in the text; the attack is structured.
    expect(action('aboleth', 'Tentacle')).toMatchObject({
      attack: { mode: 'melee', bonus: 9, reach: 15 }, damage: [{ count: 2, sides: 6, bonus: 5, damageType: 'bludgeoning' }],
    });
    expect(block('aboleth')).toMatchObject({ legendaryUses: 3, legendaryResistance: 3 });
  });

  it('a Recharge named in the source’s name is taken out of it: the Basilisk’s Petrifying Gaze (Recharge 4–6), a Bonus Action', () => {
    expect(action('basilisk', 'Petrifying Gaze')).toMatchObject({
      kind: 'bonus', recharge: 4, save: { ability: 'con', dc: 12 }, area: { shape: 'cone', size: 30 },
    });
  });

  it('Zombie: Undead Fortitude is a trait the rules apply; Slam +3, 5 (1d8 + 1) Bludgeoning', () => {
    const zombie = block('zombie');
    expect(zombie.ruleTraits).toEqual(['undead-fortitude']);
    expect(zombie.traits.map((t) => t.name)).toEqual(['Undead Fortitude']);
    expect(zombie.traits[0]!.text).toContain('DC 5 plus the damage taken');
    expect(action('zombie', 'Slam')).toMatchObject({ attack: { bonus: 3, reach: 5 }, damage: [{ count: 1, sides: 8, bonus: 1, damageType: 'bludgeoning' }] });
    expect(block('ogre').ruleTraits).toEqual([]);
  });

  it('damage that depends on a condition keeps the action text-only: the Goblin Warrior’s Scimitar', () => {
    const scimitar = outcome('goblin-warrior', 'Scimitar');
    expect(scimitar.reason).toBe('conditional');
    expect(scimitar.action.attack).toBeUndefined();
    expect(scimitar.action.text).toBe('Melee Attack Roll: +4, reach 5 ft. 5 (1d6 + 2) Slashing damage, plus 2 (1d4) Slashing damage if the attack roll had Advantage.');
    expect(outcome('swarm-of-rats', 'Bites').reason).toBe('conditional');
    expect(outcome('aboleth', 'Psychic Drain').reason).toBe('otherDice');
    expect(outcome('ogre', 'Greatclub').reason).toBeUndefined();
  });

  it('puts back the SRD 5.2.1’s spell notes in a Spellcasting list, and refuses a list whose spells are not the source’s', () => {
    expect(action('adult-black-dragon', 'Spellcasting').text).toBe(
      'The dragon casts one of the following spells, requiring no Material components and using Charisma as the spellcasting ability (spell save DC 17, +9 to hit with spell attacks):\n\n' +
      '- **At Will:** Acid Arrow (level 3 version), Detect Magic, Fear\n- **1/Day Each:** Speak with Dead, Vitriolic Sphere',
    );
    expect(action('mage', 'Spellcasting').text).toContain('- **2/Day Each:** Fireball (level 4 version), Invisibility');
    const spellcasting = rawAction('srd-2024_mage_spellcasting');
    spellcasting.fields = { ...spellcasting.fields, desc: String(spellcasting.fields.desc).replace('Fireball, ', '') };
    expect(() => convertAction(spellcasting)).toThrow(/are not the source's/);
  });

  it('puts back the SRD 5.2.1’s text and order where the source differs', () => {
    // SRD 5.2.1 errata: 14 (3d6 + 4), where the source has the SRD 5.2's 13 (2d8 + 4).
    expect(action('awakened-tree', 'Slam')).toMatchObject({ damage: [{ count: 3, sides: 6, bonus: 4, damageType: 'bludgeoning' }] });
    expect(block('ghost').actions.map((a) => a.name)).toEqual(['Multiattack', 'Withering Touch', 'Etherealness', 'Horrific Visage', 'Possession']);
    expect(action('ghost', 'Etherealness').text).not.toContain('At Will');
    expect(action('ghost', 'Possession').recharge).toBe(6);
  });
});

describe('reading an action’s text', () => {
  it('reads a flat amount as count 0', () => {
    expect(readActionText('Bite', 'Melee Attack Roll: +4, reach 5 ft. 1 Piercing damage.')).toEqual({
      attack: { mode: 'melee', bonus: 4, reach: 5 }, damage: [{ count: 0, sides: 0, bonus: 1, damageType: 'piercing' }],
    });
  });

  it('reads a negative bonus and a ranged attack', () => {
    expect(readActionText('Sling', 'Ranged Attack Roll: +2, range 30/120 ft. 1 (1d4 - 1) Bludgeoning damage.')).toEqual({
      attack: { mode: 'ranged', bonus: 2, range: [30, 120] }, damage: [{ count: 1, sides: 4, bonus: -1, damageType: 'bludgeoning' }],
    });
  });

  it('leaves text-only an average that is not its dice’s (13 is the average of 2d8 + 4, 14 is not)', () => {
    expect(() => readActionText('Club', 'Melee Attack Roll: +6, reach 5 ft. 14 (2d8 + 4) Bludgeoning damage.')).toThrow(
      expect.objectContaining({ reason: 'average' }),
    );
    expect(diceAverage(2, 8, 4)).toBe(13);
    expect(diceAverage(7, 6, 0)).toBe(24);
  });

  it('a success that says nothing of damage is none; one that says something else of it leaves success out', () => {
    const none = readActionText('Gaze', 'Wisdom Saving Throw: DC 13, each creature in a 60-foot Cone. Failure: 10 (2d6 + 3) Psychic damage. Success: The target is immune to this Gaze for 24 hours.');
    expect(none.save).toEqual({ ability: 'wis', dc: 13, success: 'none' });
    const other = readActionText('Drain', "Constitution Saving Throw: DC 11, one creature. Failure: 7 (2d6) Necrotic damage. Success: The target's Hit Point maximum decreases by an amount equal to the damage taken.");
    expect(other.save).toEqual({ ability: 'con', dc: 11 });
  });

  it('text-only with two saving throws, or a DC of an ability check', () => {
    expect(() => readActionText('Roar', 'Wisdom Saving Throw: DC 20, one creature. Failure: 1 Psychic damage. Constitution Saving Throw: DC 20, one creature.')).toThrow(
      expect.objectContaining({ reason: 'saves' }),
    );
    expect(() => readActionText('Attach', 'Melee Attack Roll: +6, reach 5 ft. 13 (3d6 + 3) Piercing damage. It can be pulled off with a DC 14 Strength (Athletics) check.')).toThrow(
      expect.objectContaining({ reason: 'otherDc' }),
    );
  });

  it('finds every structured number in the text again', () => {
    expect(() => checkAgainstText({ attack: { mode: 'melee', bonus: 7, reach: 5 } }, 'Melee Attack Roll: +6, reach 5 ft.')).toThrow('"+7"');
    expect(() => checkAgainstText({ damage: [{ count: 2, sides: 8, bonus: 4, damageType: 'fire' }] }, '13 (2d8 + 4) Cold damage.')).toThrow('Fire damage');
  });

  it('refuses a Recharge or an X/Day that the name, slug or text contradicts, and a cost the text contradicts', () => {
    const breath = rawAction('srd-2024_red-dragon-wyrmling_fire-breath');
    breath.fields = { ...breath.fields, name: 'Fire Breath (Recharge 6)' };
    expect(() => convertAction(breath)).toThrow(StatBlockError);
    const dominate = rawAction('srd-2024_aboleth_dominate-mind');
    dominate.fields = { ...dominate.fields, desc: `${String(dominate.fields.desc)} (3/Day)` };
    expect(() => convertAction(dominate)).toThrow(StatBlockError);
    const lash = rawAction('srd-2024_aboleth_lash');
    lash.fields = { ...lash.fields, name: 'Lash (Costs 2 Actions)' };
    expect(() => convertAction(lash)).toThrow(StatBlockError);
  });
});

describe('the committed artifact (src/features/gm/library/srd-statblocks.json)', () => {
  it('holds exactly what the script makes of the fixture’s creatures', () => {
    for (const record of sample) {
      const { block: made } = convertStatBlock(record, byParent.get(record.pk)?.traits, byParent.get(record.pk)?.actions);
      expect(blocks.find((b) => b.id === made.id)).toEqual(made);
    }
  });

  it('has one stat block for every creature of srd-creatures.json, in its order', () => {
    expect(blocks.map((b) => b.id)).toEqual(creatures.map((c) => c.id));
    expect(blocks).toHaveLength(331);
  });

  it('is written one stat block per line', () => {
    expect(readFileSync(STATBLOCKS_ARTIFACT, 'utf8')).toBe(statBlocksText(blocks));
  });

  it('finds every structured number in its action’s text, each average its dice’s, within the rules’ types', () => {
    let structured = 0;
    for (const b of blocks) {
      for (const a of b.actions) {
        expect(ACTION_KINDS).toContain(a.kind);
        expect(() => checkAgainstText(a, a.text)).not.toThrow();
        for (const part of a.damage ?? []) {
          if (part.damageType !== undefined) expect(DAMAGE_TYPES).toContain(part.damageType);
          if (part.count > 0) expect(a.text).toContain(`${diceAverage(part.count, part.sides, part.bonus)} (${part.count}d${part.sides}`);
        }
        if (a.save) expect(ABILITIES).toContain(a.save.ability);
        if (a.attack || a.save || a.damage) structured += 1;
        if (a.kind === 'legendary') expect(a.cost).toBe(1);
        else expect(a.cost).toBeUndefined();
      }
    }
    expect(structured).toBeGreaterThan(500);
  });

  it('gives legendary uses to every creature with legendary actions, Legendary Resistance from its trait, Undead Fortitude to the two zombies', () => {
    for (const b of blocks) {
      expect(b.legendaryUses).toBe(b.actions.some((a) => a.kind === 'legendary') ? 3 : undefined);
      const resistance = b.traits.find((t) => t.name.startsWith('Legendary Resistance'));
      expect(b.legendaryResistance).toBe(resistance ? Number(/\((\d+)\/Day/.exec(resistance.name)![1]) : undefined);
    }
    expect(blocks.filter((b) => b.ruleTraits.includes('undead-fortitude')).map((b) => b.id)).toEqual(['srd:ogre-zombie', 'srd:zombie']);
    expect(blocks.find((b) => b.id === 'srd:lich')?.legendaryResistance).toBe(4);
  });
});

describe('the script’s summary', () => {
  const script = resolve(dirname(ARTIFACT), '../../../../scripts/srd/convert-creatures.mjs');
  function sourceDir(actions: OpenRecord[] = sampleActions): string {
    const dir = mkdtempSync(join(tmpdir(), 'srd-'));
    writeFileSync(join(dir, 'Creature.json'), JSON.stringify(sample));
    writeFileSync(join(dir, 'CreatureAction.json'), JSON.stringify(actions));
    writeFileSync(join(dir, 'CreatureTrait.json'), JSON.stringify(sampleTraits));
    writeFileSync(join(dir, 'CreatureActionAttack.json'), JSON.stringify(sampleAttacksJson));
    return dir;
  }

  it('counts the actions structured and text-only by reason, and lists the text-only ones only with --verbose', () => {
    const dir = sourceDir();
    const run = spawnSync(process.execPath, [script, dir, '--out', dir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`actions: ${sampleActions.length} in ${sample.length} stat blocks; 24 structured (15 attack rolls, 9 saves), 26 text-only:`);
    expect(run.stdout).toMatch(/ {3,}7 Multiattack/);
    expect(run.stdout).toMatch(/ {3,}3 Spellcasting, or casts a spell/);
    expect(run.stdout).toContain('4 with dice or a DC that could not be structured (--verbose lists them):');
    expect(run.stdout).toMatch(/ {3,}3 damage that depends on a condition/);
    expect(run.stdout).toContain('cross-check with CreatureActionAttack.json: 14 attacks agree, 1 differ, 0 have no record');
    expect(run.stdout).not.toContain('srd:goblin-warrior Scimitar');
    expect(run.stdout).toContain(`wrote ${sample.length} creatures to ${join(dir, 'srd-creatures.json')} and ${sample.length} stat blocks to ${join(dir, 'srd-statblocks.json')}`);
    const written = JSON.parse(readFileSync(join(dir, 'srd-statblocks.json'), 'utf8')) as StatBlock[];
    for (const b of written) expect(blocks.find((x) => x.id === b.id)).toEqual(b);

    const verbose = spawnSync(process.execPath, [script, dir, '--out', dir, '--verbose'], { encoding: 'utf8' });
    expect(verbose.status).toBe(0);
    expect(verbose.stdout).toContain('srd:goblin-warrior Scimitar: 5 (1d6 + 2) Slashing damage, plus 2 (1d4)');
    expect(verbose.stdout).toContain('srd:awakened-tree Slam: dice 3 ≠ 2, die 6 ≠ 8');
  });

  it('exits 1 and leaves both artifacts as they were when an action contradicts its uses', () => {
    const actions = structuredClone(sampleActions);
    // "Petrifying Gaze (Recharge 4-6)" with a recharge of 5.
    const gaze = actions.find((a) => a.pk === 'srd-2024_basilisk_petrifying-gaze-recharge-4-6')!;
    gaze.fields = { ...gaze.fields, uses_param: 5 };
    const dir = sourceDir(actions);
    const before = [readFileSync(ARTIFACT, 'utf8'), readFileSync(STATBLOCKS_ARTIFACT, 'utf8')];
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cannot convert: srd-2024_basilisk_petrifying-gaze-recharge-4-6: its name says "(Recharge 4-6)"');
    expect([readFileSync(ARTIFACT, 'utf8'), readFileSync(STATBLOCKS_ARTIFACT, 'utf8')]).toEqual(before);
  });
});
