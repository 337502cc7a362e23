// Converts open5e-api's SRD 2024 (SRD 5.2.1) creature files into the creature library's two
// artifacts: src/features/gm/library/srd-creatures.json, what the tracker uses of each stat block
// (quick-add's search), and src/features/gm/library/srd-statblocks.json, each creature's whole stat
// block for the GM's screen (scripts/srd/statblocks.mjs).
//
//   node scripts/srd/convert-creatures.mjs <srd-2024 directory> [--out <directory>] [--verbose]
//   npm run srd:creatures -- <open5e-api>/data/v2/wizards-of-the-coast/srd-2024
//
// The directory holds Creature.json, CreatureAction.json, CreatureTrait.json and
// CreatureActionAttack.json (a path to its Creature.json works too). --out writes both artifacts
// to another directory (the tests use it); --verbose lists every action left text-only and every
// attack the cross-check found different.
//
// Source: github.com/open5e/open5e-api, commit 7d44bb0ef62dfe3354c5b293faff62e3d215bcf8,
// data/v2/wizards-of-the-coast/srd-2024/. Checked against the SRD 5.2.1's text, that
// copy lacks every Bludgeoning/Piercing/Slashing defense, every vulnerability, the condition
// immunities of stat blocks whose Immunities line names only conditions and three save bonuses, and
// garbles the Octopus's Constitution and Charisma; SRD_CORRECTIONS below puts the SRD's own values
// back (docs/data.md, "The SRD creature library"). The stat blocks' own corrections are in
// statblocks.mjs.
//
// Plain Node, no dependencies. It prints one line per warning or correction, a summary of the
// actions structured and left text-only, and the counts written; it exits 1 on a record it cannot
// convert, leaving both artifacts as they were.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACTION_CORRECTIONS, BY_DESIGN, REASONS, SPELL_LISTS, STATBLOCK_CORRECTIONS, StatBlockError, convertStatBlock, crossCheck,
  fixText, indexRecords, statBlocksText, wrongAverages,
} from './statblocks.mjs';

/** Mirrors of src/rules/types.ts and library-types.ts (a test checks they stay equal). */
export const DAMAGE_TYPES = [
  'acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic',
  'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder',
];
export const STANDARD_CONDITIONS = [
  'blinded', 'charmed', 'deafened', 'frightened', 'grappled', 'incapacitated', 'invisible',
  'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained', 'stunned', 'unconscious',
];
export const CREATURE_TYPES = [
  'aberration', 'beast', 'celestial', 'construct', 'dragon', 'elemental', 'fey', 'fiend', 'giant',
  'humanoid', 'monstrosity', 'ooze', 'plant', 'undead',
];
/** The library's ability keys and the source's field names. */
export const ABILITY_FIELDS = {
  str: 'strength', dex: 'dexterity', con: 'constitution', int: 'intelligence', wis: 'wisdom', cha: 'charisma',
};

const BPS = ['bludgeoning', 'piercing', 'slashing'];
const SWARM = { damage_resistances: BPS, condition_immunities: ['charmed', 'frightened', 'grappled', 'paralyzed', 'petrified', 'prone', 'restrained', 'stunned'] };
const MANY_HEADS = { condition_immunities: ['blinded', 'charmed', 'deafened', 'frightened', 'stunned', 'unconscious'] };

/**
 * Where the source differs from the SRD 5.2.1's stat blocks: the SRD's whole list for the field
 * (or the SRD's number), keyed by the source's pk. Checked against the SRD 5.2.1 text, pages 254–364.
 */
export const SRD_CORRECTIONS = {
  'srd-2024_air-elemental': { damage_resistances: ['bludgeoning', 'lightning', 'piercing', 'slashing'] },
  'srd-2024_awakened-shrub': { damage_resistances: ['piercing'], damage_vulnerabilities: ['fire'] },
  'srd-2024_awakened-tree': { damage_resistances: ['bludgeoning', 'piercing'], damage_vulnerabilities: ['fire'] },
  'srd-2024_black-pudding': { damage_immunities: ['acid', 'cold', 'lightning', 'slashing'] },
  'srd-2024_chain-devil': { damage_resistances: ['bludgeoning', 'cold', 'piercing', 'slashing'] },
  'srd-2024_clay-golem': { damage_resistances: BPS },
  'srd-2024_cloaker': { condition_immunities: ['frightened'] },
  'srd-2024_cockatrice': { condition_immunities: ['petrified'] },
  'srd-2024_couatl': { damage_resistances: BPS },
  'srd-2024_death-dog': MANY_HEADS,
  'srd-2024_deva': { condition_immunities: ['charmed', 'exhaustion', 'frightened'] },
  'srd-2024_doppelganger': { condition_immunities: ['charmed'] },
  'srd-2024_dust-mephit': { damage_vulnerabilities: ['fire'] },
  'srd-2024_earth-elemental': { damage_vulnerabilities: ['thunder'] },
  'srd-2024_ettin': MANY_HEADS,
  'srd-2024_fire-elemental': { damage_resistances: BPS },
  'srd-2024_ghost': { damage_resistances: ['acid', 'bludgeoning', 'cold', 'fire', 'lightning', 'piercing', 'slashing', 'thunder'] },
  'srd-2024_gibbering-mouther': { condition_immunities: ['prone'] },
  'srd-2024_gorgon': { condition_immunities: ['exhaustion', 'petrified'] },
  'srd-2024_gray-ooze': { condition_immunities: ['blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'grappled', 'prone', 'restrained'] },
  'srd-2024_horned-devil': { damage_resistances: ['cold'] },
  'srd-2024_hydra': MANY_HEADS,
  'srd-2024_ice-mephit': { damage_vulnerabilities: ['fire'] },
  'srd-2024_invisible-stalker': { damage_resistances: BPS },
  'srd-2024_knight': { condition_immunities: ['frightened'] },
  'srd-2024_magma-mephit': { damage_vulnerabilities: ['cold'] },
  'srd-2024_mastiff': { saving_throw_wisdom: 3 },
  'srd-2024_minotaur-skeleton': { damage_vulnerabilities: ['bludgeoning'] },
  'srd-2024_mummy': { damage_vulnerabilities: ['fire'] },
  'srd-2024_mummy-lord': { damage_vulnerabilities: ['fire'] },
  'srd-2024_night-hag': { condition_immunities: ['charmed'] },
  'srd-2024_ochre-jelly': { damage_immunities: ['lightning', 'slashing'] },
  // The SRD's Str 4 / Con 11 / Cha 4 (the source has Con 0, Con save +30, Cha −3).
  'srd-2024_octopus': { ability_score_constitution: 11, saving_throw_constitution: 0, ability_score_charisma: 4 },
  'srd-2024_planetar': { condition_immunities: ['charmed', 'exhaustion', 'frightened'] },
  'srd-2024_rakshasa': { condition_immunities: ['charmed', 'frightened'] },
  'srd-2024_salamander': { damage_vulnerabilities: ['cold'] },
  'srd-2024_shadow': { damage_vulnerabilities: ['radiant'] },
  'srd-2024_shrieker-fungus': { condition_immunities: ['blinded', 'charmed', 'deafened', 'frightened'] },
  'srd-2024_skeleton': { damage_vulnerabilities: ['bludgeoning'] },
  'srd-2024_specter': { damage_resistances: ['acid', 'bludgeoning', 'cold', 'fire', 'lightning', 'piercing', 'slashing', 'thunder'] },
  'srd-2024_swarm-of-bats': SWARM,
  'srd-2024_swarm-of-crawling-claws': { damage_resistances: BPS },
  'srd-2024_swarm-of-insects': SWARM,
  'srd-2024_swarm-of-piranhas': SWARM,
  'srd-2024_swarm-of-rats': { ...SWARM, saving_throw_dexterity: 2 },
  'srd-2024_swarm-of-ravens': SWARM,
  'srd-2024_swarm-of-venomous-snakes': SWARM,
  'srd-2024_tarrasque': { damage_resistances: BPS },
  'srd-2024_treant': { damage_resistances: ['bludgeoning', 'piercing'], damage_vulnerabilities: ['fire'] },
  // "Charmed (except from its vampire master)": kept as an immunity to Charmed.
  'srd-2024_vampire-familiar': { condition_immunities: ['charmed'] },
  'srd-2024_violet-fungus': { condition_immunities: ['blinded', 'charmed', 'deafened', 'frightened'] },
  'srd-2024_warhorse-skeleton': { damage_vulnerabilities: ['bludgeoning'] },
  'srd-2024_will-o-wisp': { damage_resistances: ['acid', 'bludgeoning', 'cold', 'fire', 'necrotic', 'piercing', 'slashing'] },
  'srd-2024_wraith': { damage_resistances: ['acid', 'bludgeoning', 'cold', 'fire', 'piercing', 'slashing'] },
  // The SRD prints Int 6 (−2) with a +2 save, one more than its +3 Proficiency Bonus gives.
  'srd-2024_young-white-dragon': { saving_throw_intelligence: 2 },
};

/** Defenses the SRD words so that no list can hold them: left out, with this warning. */
export const UNMAPPABLE = {
  'srd-2024_half-dragon': 'Resistances: the damage type chosen for its Draconic Origin (set it by hand)',
  'srd-2024_rakshasa': 'Vulnerabilities: Piercing damage from weapons wielded by creatures under a Bless spell',
};

export class ConversionError extends Error {}

const fail = (pk, message) => { throw new ConversionError(`${pk}: ${message}`); };
const isInt = (n) => typeof n === 'number' && Number.isInteger(n);

/** "0.125" → "1/8", "0.250" → "1/4", "0.500" → "1/2", "0"/"0.000" → "0", "10.000" → "10"; null if not a CR. */
export function crText(decimal) {
  const n = Number(decimal);
  if (!Number.isFinite(n) || String(decimal).trim() === '') return null;
  if (n === 0.125) return '1/8';
  if (n === 0.25) return '1/4';
  if (n === 0.5) return '1/2';
  return Number.isInteger(n) && n >= 0 && n <= 30 ? String(n) : null;
}

/** "20d10 + 40" → { count: 20, sides: 10, bonus: 40, formula: "20d10+40", average: 150 }; null if not NdM±K. */
export function parseHpFormula(text) {
  const m = /^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-−])\s*(\d+))?\s*$/.exec(String(text ?? ''));
  if (!m) return null;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  const bonus = m[4] === undefined ? 0 : Number(m[4]) * (m[3] === '+' ? 1 : -1);
  if (count < 1 || sides < 2) return null;
  const formula = `${count}d${sides}${bonus > 0 ? `+${bonus}` : bonus < 0 ? `-${-bonus}` : ''}`;
  // SRD: the average of NdM is N × (M + 1) / 2, rounded down, plus the modifier.
  return { count, sides, bonus, formula, average: Math.floor((count * (sides + 1)) / 2) + bonus };
}

/** floor((score − 10) / 2) */
export const abilityModifier = (score) => Math.floor((score - 10) / 2);

/** The words of a `*_display` text: "Bludgeoning, Piercing, and Slashing" → ["bludgeoning", "piercing", "slashing"]. */
export function displayWords(text) {
  return String(text ?? '')
    .toLowerCase()
    .split(/\s*(?:,|;|\band\b)\s*/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

function defenses(pk, f, field, warn, corrected) {
  const list = f[field];
  if (!Array.isArray(list)) fail(pk, `${field} is not a list`);
  if (!corrected) {
    const shown = displayWords(f[`${field}_display`]);
    if (!sameSet(shown, list)) warn(`${pk}: ${field}_display "${f[`${field}_display`]}" differs from ${field} [${list.join(', ')}]`);
  }
  const kept = [];
  for (const type of list) {
    if (DAMAGE_TYPES.includes(type)) kept.push(type);
    else warn(`${pk}: ${field} "${type}" is not a damage type; left out`);
  }
  return DAMAGE_TYPES.filter((t) => kept.includes(t));
}

function conditionImmunities(pk, f, warn, corrected) {
  const list = f.condition_immunities;
  if (!Array.isArray(list)) fail(pk, 'condition_immunities is not a list');
  if (!corrected) {
    const shown = displayWords(f.condition_immunities_display);
    if (!sameSet(shown, list)) warn(`${pk}: condition_immunities_display "${f.condition_immunities_display}" differs from [${list.join(', ')}]`);
  }
  for (const c of list) {
    // Exhaustion is a number in the rules, not a condition one is immune to: dropped by design.
    if (c !== 'exhaustion' && !STANDARD_CONDITIONS.includes(c)) warn(`${pk}: condition immunity "${c}" is not a standard condition; left out`);
  }
  return STANDARD_CONDITIONS.filter((c) => list.includes(c));
}

/**
 * One open5e record ({ pk, fields }) → a LibraryCreature. `warn` receives a line for anything left
 * out or doubtful; a record that cannot be converted throws ConversionError.
 */
export function convertCreature(record, warn = () => {}) {
  const pk = record?.pk;
  if (typeof pk !== 'string' || !pk.startsWith('srd-2024_')) fail(String(pk), 'pk is not "srd-2024_<slug>"');
  const correction = SRD_CORRECTIONS[pk] ?? {};
  const f = { ...record.fields, ...correction };
  if (typeof f.name !== 'string' || f.name.trim() === '') fail(pk, 'no name');
  if (!CREATURE_TYPES.includes(f.type)) fail(pk, `unknown creature type "${f.type}"`);
  const cr = crText(f.challenge_rating);
  if (cr === null) fail(pk, `challenge rating "${f.challenge_rating}" is not a CR`);
  if (!isInt(f.armor_class) || f.armor_class < 1) fail(pk, `armor class "${f.armor_class}"`);
  if (!isInt(f.initiative_bonus)) fail(pk, `initiative "${f.initiative_bonus}"`);
  const hp = parseHpFormula(f.hit_dice);
  if (hp === null) fail(pk, `Hit Point formula "${f.hit_dice}"`);
  if (!isInt(f.hit_points) || f.hit_points < 1) fail(pk, `Hit Points "${f.hit_points}"`);
  if (hp.average !== f.hit_points) warn(`${pk}: Hit Points ${f.hit_points} but ${hp.formula} averages ${hp.average}; kept ${f.hit_points}`);

  const abilities = {};
  const saves = {};
  for (const [key, field] of Object.entries(ABILITY_FIELDS)) {
    const score = f[`ability_score_${field}`];
    if (!isInt(score) || score < 1 || score > 30) fail(pk, `${field} score "${score}"`);
    const mod = abilityModifier(score);
    abilities[key] = mod;
    const save = f[`saving_throw_${field}`];
    if (save === null || save === undefined) continue;
    if (!isInt(save) || save < mod || save > mod + 12) fail(pk, `${field} save "${save}" with modifier ${mod}`);
    if (save !== mod) saves[key] = save;
  }
  if (UNMAPPABLE[pk]) warn(`${pk}: cannot map ${UNMAPPABLE[pk]}; left out`);

  return {
    id: `srd:${pk.slice('srd-2024_'.length)}`,
    name: f.name.trim(),
    source: 'srd',
    type: f.type,
    cr,
    armorClass: f.armor_class,
    hp: f.hit_points,
    hpFormula: hp.formula,
    initiative: f.initiative_bonus,
    abilities,
    saves,
    resistances: defenses(pk, f, 'damage_resistances', warn, 'damage_resistances' in correction),
    vulnerabilities: defenses(pk, f, 'damage_vulnerabilities', warn, 'damage_vulnerabilities' in correction),
    immunities: defenses(pk, f, 'damage_immunities', warn, 'damage_immunities' in correction),
    conditionImmunities: conditionImmunities(pk, f, warn, 'condition_immunities' in correction),
  };
}

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);

/** Every record, converted and sorted by name. Throws on the first record that cannot be converted. */
export function convertAll(records, warn = () => {}) {
  if (!Array.isArray(records)) throw new ConversionError('the source is not a list of records');
  return records.map((r) => convertCreature(r, warn)).sort(byName);
}

/** The artifact's text: one creature per line, so a regenerated file diffs line by line. */
export const artifactText = (creatures) => `[\n${creatures.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;

export const ARTIFACT = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/features/gm/library/srd-creatures.json');
export const STATBLOCKS_ARTIFACT = join(dirname(ARTIFACT), 'srd-statblocks.json');

/** The four source files of a srd-2024 directory (or of the directory of its Creature.json). */
export const SOURCE_FILES = {
  creatures: 'Creature.json', actions: 'CreatureAction.json', traits: 'CreatureTrait.json', attacks: 'CreatureActionAttack.json',
};

const USAGE = 'usage: node scripts/srd/convert-creatures.mjs <srd-2024 directory, or its Creature.json> [--out <directory>] [--verbose]';

/** The command line → { source, out, verbose }, or { error }. */
export function parseArgs(args) {
  let source;
  let out;
  let verbose = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--verbose') verbose = true;
    else if (arg === '--out') {
      out = args[i + 1];
      i += 1;
      if (!out) return { error: '--out needs a directory' };
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else if (source === undefined) source = arg;
    else return { error: `one source only (got "${source}" and "${arg}")` };
  }
  if (!source) return { error: 'no source directory' };
  return { source, out, verbose };
}

function readSource(source) {
  const dir = existsSync(source) && statSync(source).isFile() ? dirname(source) : source;
  if (existsSync(source) && statSync(source).isFile() && basename(source) !== SOURCE_FILES.creatures) {
    throw new ConversionError(`${source}: expected the srd-2024 directory or its ${SOURCE_FILES.creatures}`);
  }
  const read = {};
  for (const [key, file] of Object.entries(SOURCE_FILES)) {
    const path = join(dir, file);
    if (!existsSync(path)) throw new ConversionError(`${path}: not found (the srd-2024 directory holds ${Object.values(SOURCE_FILES).join(', ')})`);
    read[key] = JSON.parse(readFileSync(path, 'utf8'));
    if (!Array.isArray(read[key])) throw new ConversionError(`${path}: not a list of records`);
  }
  return read;
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Every stat block, in the order of `creatures` (the converted LibraryCreatures), and what the
 * script reports of them: { blocks, outcomes, cross, fixes, warnings }.
 */
export function convertStatBlocks(source, creatures) {
  const warnings = [];
  const byParent = indexRecords(source.traits, source.actions);
  const byPk = new Map(source.creatures.map((r) => [r.pk, r]));
  for (const parent of byParent.keys()) if (!byPk.has(parent)) warnings.push(`${parent}: has traits or actions but is not in ${SOURCE_FILES.creatures}; left out`);
  const attacksByAction = new Map();
  for (const a of source.attacks) attacksByAction.set(a.fields.parent, [...(attacksByAction.get(a.fields.parent) ?? []), a]);

  const blocks = [];
  const outcomes = [];
  for (const creature of creatures) {
    const pk = `srd-2024_${creature.id.slice('srd:'.length)}`;
    const records = byParent.get(pk) ?? { traits: [], actions: [] };
    const converted = convertStatBlock(byPk.get(pk), records.traits, records.actions);
    blocks.push(converted.block);
    outcomes.push(...converted.outcomes.map((o) => ({ ...o, creatureName: creature.name })));
  }
  const cross = { agrees: 0, differs: [], none: 0 };
  for (const o of outcomes) {
    if (!o.action.attack) continue;
    const result = crossCheck(o.action, attacksByAction.get(o.pk));
    if (result.result === 'agrees') cross.agrees += 1;
    else if (result.result === 'none') cross.none += 1;
    else cross.differs.push({ ...o, differences: result.differences });
  }
  for (const b of blocks) {
    for (const t of [...b.traits, ...b.actions]) {
      for (const expression of wrongAverages(t.text)) warnings.push(`${b.id} ${t.name}: "${expression}" is not the average of its dice`);
    }
  }
  const fixes = new Map();
  for (const r of [...source.actions, ...source.traits]) fixText(r.fields.desc ?? '', (what) => fixes.set(what, (fixes.get(what) ?? 0) + 1));
  const actionPks = new Set(source.actions.map((a) => a.pk));
  const correctedActions = [...new Set([...Object.keys(ACTION_CORRECTIONS), ...Object.keys(SPELL_LISTS)])];
  const corrected = {
    creatures: Object.keys(STATBLOCK_CORRECTIONS).filter((pk) => byPk.has(pk)).length,
    actions: correctedActions.filter((pk) => actionPks.has(pk)).length,
    unused: Object.keys(STATBLOCK_CORRECTIONS).filter((pk) => !byPk.has(pk)).length + correctedActions.filter((pk) => !actionPks.has(pk)).length,
  };
  return { blocks, outcomes, cross, fixes, corrected, warnings };
}

/** The summary lines of the stat blocks (with `verbose`, one line per text-only action and difference). */
export function statBlockSummary({ blocks, outcomes, cross, fixes, corrected }, verbose = false) {
  const lines = [];
  const structured = outcomes.filter((o) => !o.reason);
  const byReason = (reason) => outcomes.filter((o) => o.reason === reason);
  const listed = outcomes.filter((o) => o.reason && !BY_DESIGN.includes(o.reason));
  lines.push(`stat blocks corrected from the SRD 5.2.1 text: ${plural(corrected.creatures, 'creature')}, ${plural(corrected.actions, 'action')}` +
    (corrected.unused > 0 ? ` (${corrected.unused} corrections name records not in the source)` : ''));
  if (fixes.size > 0) lines.push(`garbled text fixed: ${[...fixes].map(([what, n]) => `${what} ×${n}`).join('; ')}`);
  lines.push(`actions: ${outcomes.length} in ${plural(blocks.length, 'stat block')}; ${structured.length} structured ` +
    `(${structured.filter((o) => o.action.attack).length} attack rolls, ${structured.filter((o) => o.action.save).length} saves), ` +
    `${outcomes.length - structured.length} text-only:`);
  const parts = structured.flatMap((o) => o.action.damage ?? []);
  lines.push(`  damage parts: ${parts.length}, ${parts.filter((p) => p.count > 0).length} with dice, each average checked against its dice; ` +
    `${structured.filter((o) => o.action.area).length} areas`);
  for (const reason of BY_DESIGN) lines.push(`  ${String(byReason(reason).length).padStart(4)} ${REASONS[reason]}`);
  lines.push(`  ${String(listed.length).padStart(4)} with dice or a DC that could not be structured${verbose ? ':' : ' (--verbose lists them):'}`);
  for (const reason of Object.keys(REASONS).filter((r) => !BY_DESIGN.includes(r))) {
    const these = byReason(reason);
    if (these.length === 0) continue;
    lines.push(`    ${String(these.length).padStart(4)} ${REASONS[reason]}`);
    if (verbose) for (const o of these) lines.push(`         ${o.creature} ${o.action.name}: ${o.detail}`);
  }
  lines.push(`cross-check with ${SOURCE_FILES.attacks}: ${cross.agrees} attacks agree, ${cross.differs.length} differ, ${cross.none} have no record`);
  if (verbose) for (const d of cross.differs) lines.push(`         ${d.creature} ${d.action.name}: ${d.differences.join(', ')}`);
  return lines;
}

function main(args) {
  const parsed = parseArgs(args);
  if (parsed.error) {
    console.error(`${parsed.error}\n${USAGE}`);
    return 1;
  }
  const creaturesOut = parsed.out ? join(parsed.out, basename(ARTIFACT)) : ARTIFACT;
  const blocksOut = parsed.out ? join(parsed.out, basename(STATBLOCKS_ARTIFACT)) : STATBLOCKS_ARTIFACT;
  const warnings = [];
  let creatures;
  let stat;
  try {
    const source = readSource(parsed.source);
    const records = source.creatures;
    for (const pk of Object.keys(SRD_CORRECTIONS)) {
      if (records.some((r) => r.pk === pk)) console.log(`corrected from the SRD 5.2.1 text: ${pk} (${Object.keys(SRD_CORRECTIONS[pk]).join(', ')})`);
      else warnings.push(`${pk}: has a correction but is not in the source`);
    }
    creatures = convertAll(records, (line) => warnings.push(line));
    const exhaustion = records.filter((r) => ({ ...r.fields, ...SRD_CORRECTIONS[r.pk] }).condition_immunities.includes('exhaustion'));
    console.log(`Exhaustion immunity left out of ${exhaustion.length} creatures (the rules keep exhaustion as a level)`);
    stat = convertStatBlocks(source, creatures);
    warnings.push(...stat.warnings);
  } catch (error) {
    const known = error instanceof ConversionError || error instanceof StatBlockError || error instanceof SyntaxError;
    console.error(`cannot convert: ${error instanceof Error ? error.message : String(error)}`);
    if (!known) console.error(error);
    return 1;
  }
  for (const line of warnings) console.warn(`warning: ${line}`);
  for (const line of statBlockSummary(stat, parsed.verbose)) console.log(line);
  writeFileSync(creaturesOut, artifactText(creatures));
  writeFileSync(blocksOut, statBlocksText(stat.blocks));
  console.log(`wrote ${creatures.length} creatures to ${creaturesOut} and ${stat.blocks.length} stat blocks to ${blocksOut} (${warnings.length} warnings)`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
