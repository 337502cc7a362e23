// The conversion script (scripts/srd/convert-creatures.mjs) on raw open5e records, checked against
// the SRD 5.2.1's printed stat blocks (docs/data.md, "The SRD creature library").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ABILITIES, DAMAGE_TYPES, STANDARD_CONDITIONS } from '../../../rules';
import {
  ABILITY_FIELDS, CREATURE_TYPES as SCRIPT_TYPES, DAMAGE_TYPES as SCRIPT_DAMAGE, STANDARD_CONDITIONS as SCRIPT_CONDITIONS,
  ARTIFACT, STATBLOCKS_ARTIFACT, ConversionError, artifactText, convertAll, convertCreature, crText, displayWords, parseHpFormula,
  type OpenRecord,
} from '../../../../scripts/srd/convert-creatures.mjs';
import sampleJson from '../../../../test/fixtures/srd/open5e-sample.json';
import sampleActions from '../../../../test/fixtures/srd/open5e-sample-actions.json';
import sampleAttacks from '../../../../test/fixtures/srd/open5e-sample-attacks.json';
import sampleTraits from '../../../../test/fixtures/srd/open5e-sample-traits.json';
import artifactJson from './srd-creatures.json';
import { CREATURE_TYPES, type LibraryCreature } from './library-types';

const sample = sampleJson as unknown as OpenRecord[];
const artifact = artifactJson as unknown as LibraryCreature[];

/** A temporary srd-2024 directory holding the fixture's four files (or the given creatures). */
function sourceDir(replace: { creatures?: OpenRecord[] } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'srd-'));
  writeFileSync(join(dir, 'Creature.json'), JSON.stringify(replace.creatures ?? sample));
  writeFileSync(join(dir, 'CreatureAction.json'), JSON.stringify(sampleActions));
  writeFileSync(join(dir, 'CreatureTrait.json'), JSON.stringify(sampleTraits));
  writeFileSync(join(dir, 'CreatureActionAttack.json'), JSON.stringify(sampleAttacks));
  return dir;
}

function convert(slug: string, warn?: (line: string) => void): LibraryCreature {
  const record = sample.find((r) => r.pk === `srd-2024_${slug}`);
  if (!record) throw new Error(`no ${slug} in the fixture`);
  return convertCreature(record, warn);
}

describe('the conversion script’s lists', () => {
  it('are the rules’ damage types, standard conditions and abilities, and the library’s creature types', () => {
    expect(SCRIPT_DAMAGE).toEqual(DAMAGE_TYPES);
    expect(SCRIPT_CONDITIONS).toEqual(STANDARD_CONDITIONS);
    expect(Object.keys(ABILITY_FIELDS)).toEqual(ABILITIES);
    expect(SCRIPT_TYPES).toEqual(CREATURE_TYPES);
  });
});

describe('crText', () => {
  it('writes challenge ratings as the SRD does', () => {
    expect(crText('0')).toBe('0');
    expect(crText('0.000')).toBe('0');
    expect(crText('0.125')).toBe('1/8');
    expect(crText('0.250')).toBe('1/4');
    expect(crText('0.500')).toBe('1/2');
    expect(crText('2.000')).toBe('2');
    expect(crText('30.000')).toBe('30');
  });
  it('refuses what is not a challenge rating', () => {
    expect(crText('')).toBeNull();
    expect(crText('0.3')).toBeNull();
    expect(crText('31')).toBeNull();
    expect(crText('abc')).toBeNull();
  });
});

describe('parseHpFormula', () => {
  it('normalizes the formula and averages it as the SRD does (N × (M + 1) / 2 rounded down, plus the modifier)', () => {
    expect(parseHpFormula('3d6')).toMatchObject({ formula: '3d6', average: 10 });
    expect(parseHpFormula('8d10 + 24')).toMatchObject({ formula: '8d10+24', average: 68 });
    expect(parseHpFormula('4d8 − 4')).toMatchObject({ formula: '4d8-4', average: 14 });
    expect(parseHpFormula('4d8 - 4')).toMatchObject({ count: 4, sides: 8, bonus: -4 });
    expect(parseHpFormula('1d4')).toMatchObject({ formula: '1d4', average: 2 });
  });
  it('refuses anything else', () => {
    expect(parseHpFormula('13')).toBeNull();
    expect(parseHpFormula('d8')).toBeNull();
    expect(parseHpFormula('2d8 + 4 plus 3')).toBeNull();
  });
});

describe('displayWords', () => {
  it('reads the "X, Y, and Z" form of the display texts', () => {
    expect(displayWords('Bludgeoning, Piercing, and Slashing')).toEqual(['bludgeoning', 'piercing', 'slashing']);
    expect(displayWords('fire, poison')).toEqual(['fire', 'poison']);
    expect(displayWords('')).toEqual([]);
  });
});

describe('converted creatures (SRD 5.2.1 stat blocks)', () => {
  it('Goblin Warrior: Fey, AC 15, HP 10 (3d6), Initiative +2, CR 1/4, no saves or defenses', () => {
    expect(convert('goblin-warrior')).toEqual({
      id: 'srd:goblin-warrior', name: 'Goblin Warrior', source: 'srd', type: 'fey', cr: '1/4',
      armorClass: 15, hp: 10, hpFormula: '3d6', initiative: 2,
      abilities: { str: -1, dex: 2, con: 0, int: 0, wis: -1, cha: -1 },
      saves: {}, resistances: [], vulnerabilities: [], immunities: [], conditionImmunities: [],
    });
  });

  it('Ogre: Giant, AC 11, HP 68 (8d10 + 24), Initiative −1, CR 2', () => {
    expect(convert('ogre')).toMatchObject({
      type: 'giant', armorClass: 11, hp: 68, hpFormula: '8d10+24', initiative: -1, cr: '2',
      abilities: { str: 4, dex: -1, con: 3, int: -3, wis: -2, cha: -2 }, saves: {},
    });
  });

  it('Skeleton: Undead, AC 14, HP 13 (2d8 + 4), vulnerable to Bludgeoning, immune to Poison and Poisoned (Exhaustion dropped)', () => {
    expect(convert('skeleton')).toMatchObject({
      type: 'undead', armorClass: 14, hp: 13, hpFormula: '2d8+4', initiative: 3, cr: '1/4',
      vulnerabilities: ['bludgeoning'], resistances: [], immunities: ['poison'], conditionImmunities: ['poisoned'],
    });
  });

  it('Zombie: its Wisdom save +0 over a −2 modifier is kept; immune to Poison and Poisoned', () => {
    expect(convert('zombie')).toMatchObject({
      armorClass: 8, hp: 15, hpFormula: '2d8+6', initiative: -2, cr: '1/4',
      abilities: { str: 1, dex: -2, con: 3, int: -4, wis: -2, cha: -3 },
      saves: { wis: 0 }, immunities: ['poison'], conditionImmunities: ['poisoned'],
    });
  });

  it('Aboleth: Aberration, AC 17, HP 150 (20d10 + 40), Initiative +7, CR 10, saves Dex +3 Con +6 Int +8 Wis +6', () => {
    expect(convert('aboleth')).toMatchObject({
      type: 'aberration', armorClass: 17, hp: 150, hpFormula: '20d10+40', initiative: 7, cr: '10',
      abilities: { str: 5, dex: -1, con: 2, int: 4, wis: 2, cha: 4 },
      saves: { dex: 3, con: 6, int: 8, wis: 6 },
    });
  });

  it('Adult Black Dragon: AC 19, HP 195 (17d12 + 85), Initiative +12, CR 14, saves Dex +7 Wis +6, immune to Acid', () => {
    expect(convert('adult-black-dragon')).toMatchObject({
      type: 'dragon', armorClass: 19, hp: 195, hpFormula: '17d12+85', initiative: 12, cr: '14',
      saves: { dex: 7, wis: 6 }, immunities: ['acid'], resistances: [], conditionImmunities: [],
    });
  });

  it('Adult Blue Dragon: AC 19, HP 212 (17d12 + 102), Initiative +10, CR 16, immune to Lightning', () => {
    expect(convert('adult-blue-dragon')).toMatchObject({
      armorClass: 19, hp: 212, hpFormula: '17d12+102', initiative: 10, cr: '16',
      saves: { dex: 5, wis: 7 }, immunities: ['lightning'],
    });
  });

  it('Ghost: the SRD’s eight resistances (the source leaves out Bludgeoning, Piercing, Slashing) and nine condition immunities less Exhaustion', () => {
    expect(convert('ghost')).toMatchObject({
      armorClass: 11, hp: 45, hpFormula: '10d8', initiative: 1, cr: '4',
      resistances: ['acid', 'bludgeoning', 'cold', 'fire', 'lightning', 'piercing', 'slashing', 'thunder'],
      immunities: ['necrotic', 'poison'],
      conditionImmunities: ['charmed', 'frightened', 'grappled', 'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained'],
    });
  });

  it('Clay Golem: resists Bludgeoning, Piercing, Slashing; immune to Acid, Poison, Psychic and five conditions', () => {
    expect(convert('clay-golem')).toMatchObject({
      type: 'construct', armorClass: 14, hp: 123, hpFormula: '13d10+52', initiative: 3, cr: '9',
      resistances: ['bludgeoning', 'piercing', 'slashing'], immunities: ['acid', 'poison', 'psychic'],
      conditionImmunities: ['charmed', 'frightened', 'paralyzed', 'petrified', 'poisoned'],
    });
  });

  it('Swarm of Rats: HP 14 (4d8 − 4), Dex save +2, resists Bludgeoning, Piercing, Slashing, immune to eight conditions', () => {
    expect(convert('swarm-of-rats')).toMatchObject({
      armorClass: 10, hp: 14, hpFormula: '4d8-4', initiative: 0, cr: '1/4', saves: { dex: 2 },
      resistances: ['bludgeoning', 'piercing', 'slashing'],
      conditionImmunities: ['charmed', 'frightened', 'grappled', 'paralyzed', 'petrified', 'prone', 'restrained', 'stunned'],
    });
  });

  it('Octopus (CR 0): the SRD’s Con 11 and Cha 4 replace the source’s Con 0 and Cha −3', () => {
    expect(convert('octopus')).toMatchObject({
      cr: '0', armorClass: 12, hp: 3, hpFormula: '1d6', initiative: 2,
      abilities: { str: -3, dex: 2, con: 0, int: -4, wis: 0, cha: -3 }, saves: {},
    });
  });

  it('warns when a display text and its list disagree, and leaves out what is not a damage type or condition', () => {
    const warnings: string[] = [];
    const record = structuredClone(sample.find((r) => r.pk === 'srd-2024_goblin-warrior')!);
    record.fields = { ...record.fields, damage_resistances: ['fire', 'magic'], damage_resistances_display: 'fire', condition_immunities: ['dazed'], condition_immunities_display: 'dazed' };
    const goblin = convertCreature(record, (line) => warnings.push(line));
    expect(goblin.resistances).toEqual(['fire']);
    expect(goblin.conditionImmunities).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it('refuses a record it cannot convert', () => {
    const record = structuredClone(sample.find((r) => r.pk === 'srd-2024_ogre')!);
    expect(() => convertCreature({ ...record, fields: { ...record.fields, hit_dice: '8d10 plus' } })).toThrow(ConversionError);
    expect(() => convertCreature({ ...record, fields: { ...record.fields, ability_score_strength: 0 } })).toThrow(ConversionError);
    expect(() => convertCreature({ ...record, fields: { ...record.fields, type: 'swarm' } })).toThrow(ConversionError);
    expect(() => convertCreature({ ...record, fields: { ...record.fields, challenge_rating: '2.5' } })).toThrow(ConversionError);
  });
});

describe('the committed artifact (src/features/gm/library/srd-creatures.json)', () => {
  it('holds exactly what the script makes of the fixture’s creatures', () => {
    for (const creature of convertAll(sample)) {
      expect(artifact.find((c) => c.id === creature.id)).toEqual(creature);
    }
  });

  it('is sorted by name, with unique ids', () => {
    const names = artifact.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(artifact.map((c) => c.id)).size).toBe(artifact.length);
    expect(artifact.length).toBe(331);
  });

  it('gives every creature the SRD average of its Hit Point formula', () => {
    for (const c of artifact) {
      const formula = parseHpFormula(c.hpFormula ?? '');
      expect({ name: c.name, hp: formula?.average }).toEqual({ name: c.name, hp: c.hp });
      expect(formula?.formula).toBe(c.hpFormula);
    }
  });

  it('keeps to the rules’ types and bounds', () => {
    for (const c of artifact) {
      expect(c.source).toBe('srd');
      expect(CREATURE_TYPES).toContain(c.type);
      for (const list of [c.resistances, c.vulnerabilities, c.immunities]) for (const d of list) expect(DAMAGE_TYPES).toContain(d);
      for (const condition of c.conditionImmunities) expect(STANDARD_CONDITIONS).toContain(condition);
      for (const ability of ABILITIES) {
        expect(c.abilities[ability]).toBeGreaterThanOrEqual(-5);
        expect(c.abilities[ability]).toBeLessThanOrEqual(10);
        if (c.saves[ability] !== undefined) expect(c.saves[ability]).not.toBe(c.abilities[ability]);
      }
    }
  });
});

describe('the script run from the command line', () => {
  const script = resolve(dirname(ARTIFACT), '../../../../scripts/srd/convert-creatures.mjs');

  it('exits 1 and leaves both artifacts as they were when a record cannot be converted', () => {
    const bad = structuredClone(sample);
    bad[1]!.fields = { ...bad[1]!.fields, hit_dice: 'lots' };
    const dir = sourceDir({ creatures: bad });
    const before = [readFileSync(ARTIFACT, 'utf8'), readFileSync(STATBLOCKS_ARTIFACT, 'utf8')];
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('srd-2024_ogre: Hit Point formula "lots"');
    expect([readFileSync(ARTIFACT, 'utf8'), readFileSync(STATBLOCKS_ARTIFACT, 'utf8')]).toEqual(before);
  });

  it('writes what convertAll makes of the source, and says what it corrected, warned about and wrote', () => {
    const dir = sourceDir();
    const run = spawnSync(process.execPath, [script, dir, '--out', dir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, 'srd-creatures.json'), 'utf8')).toBe(artifactText(convertAll(sample)));
    expect(run.stdout).toContain('corrected from the SRD 5.2.1 text: srd-2024_skeleton (damage_vulnerabilities)');
    expect(run.stdout).toContain('Exhaustion immunity left out of 4 creatures');
    expect(run.stdout).toContain(`wrote ${sample.length} creatures`);
    // The fixture holds six of the corrected creatures; every other correction is reported unused.
    expect(run.stderr).toContain('warning: srd-2024_ettin: has a correction but is not in the source');
  });

  it('also takes the path of Creature.json, reading its sibling files', () => {
    const dir = sourceDir();
    const run = spawnSync(process.execPath, [script, join(dir, 'Creature.json'), '--out', dir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, 'srd-creatures.json'), 'utf8')).toBe(artifactText(convertAll(sample)));
  });

  it('exits 1 with its usage without a source, with an unknown option, or with a source file missing', () => {
    for (const args of [[], ['--verbose'], ['dir', '--fast'], ['dir', '--out']]) {
      const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('usage');
    }
    const dir = sourceDir();
    rmSync(join(dir, 'CreatureTrait.json'));
    const run = spawnSync(process.execPath, [script, dir, '--out', dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CreatureTrait.json: not found');
  });
});
