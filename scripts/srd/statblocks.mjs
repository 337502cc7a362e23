// The stat-block half of the SRD creature conversion (scripts/srd/convert-creatures.mjs): each
// creature's size, alignment, speed, senses, languages, skills, traits and actions, from open5e-api's
// Creature.json, CreatureTrait.json and CreatureAction.json, into the StatBlock records of
// src/features/gm/library/library-types.ts (docs/data.md, "The SRD stat blocks").
//
// An action's `text` is the source's desc. Its attack, save, damage and area are read from that
// text alone, then checked against it: every structured number must be found in the text again,
// and every damage average must be the SRD's average of its dice. An action whose text holds dice
// or a DC that could not all be structured stays text-only, with a reason the script lists.
// Recharge and X/Day come from the source's uses fields, checked against the action's name, slug
// and text wherever they state them. CreatureActionAttack.json only cross-checks the attacks.
//
// Plain Node, no dependencies.

export class StatBlockError extends Error {}

const fail = (pk, message) => { throw new StatBlockError(`${pk}: ${message}`); };
const isInt = (n) => typeof n === 'number' && Number.isInteger(n);

export const ABILITY_NAMES = {
  Strength: 'str', Dexterity: 'dex', Constitution: 'con', Intelligence: 'int', Wisdom: 'wis', Charisma: 'cha',
};
const ABILITY_WORD = Object.fromEntries(Object.entries(ABILITY_NAMES).map(([word, key]) => [key, word]));
const DAMAGE_WORDS = ['Acid', 'Bludgeoning', 'Cold', 'Fire', 'Force', 'Lightning', 'Necrotic', 'Piercing', 'Poison', 'Psychic', 'Radiant', 'Slashing', 'Thunder'];
const KINDS = { ACTION: 'action', BONUS_ACTION: 'bonus', REACTION: 'reaction', LEGENDARY_ACTION: 'legendary' };
const KIND_ORDER = ['action', 'bonus', 'reaction', 'legendary'];
export const SPEED_FIELDS = ['walk', 'fly', 'swim', 'climb', 'burrow'];
export const SENSE_FIELDS = ['darkvision', 'blindsight', 'tremorsense', 'truesight'];
export const SKILLS = [
  'acrobatics', 'animal_handling', 'arcana', 'athletics', 'deception', 'history', 'insight', 'intimidation',
  'investigation', 'medicine', 'nature', 'perception', 'performance', 'persuasion', 'religion',
  'sleight_of_hand', 'stealth', 'survival',
];
const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'medium or small'];

/**
 * The SRD 5.2.1 opens every Legendary Actions section with "Legendary Action Uses: 3 (4 in Lair)"
 * (27 stat blocks) or "Legendary Action Uses: 3" (3). open5e's copy has no such line: every
 * creature with legendary actions gets the SRD's 3, the number out of a lair.
 */
export const LEGENDARY_USES = 3;

// ---- Where the source differs from the SRD 5.2.1 ------------------------------------------------
// Checked against a transcription of the SRD 5.2.1 PDF (github.com/austeane/
// srd-cc-v521-structured-markdown, commit ff5a89d, chapters 12–13); docs/data.md lists them all.

const TINY = [
  'badger', 'bat', 'cat', 'crab', 'flying-snake', 'frog', 'hawk', 'homunculus', 'imp', 'lizard', 'owl',
  'piranha', 'pseudodragon', 'quasit', 'rat', 'raven', 'scorpion', 'seahorse', 'sphinx-of-wonder',
  'spider', 'sprite', 'stirge', 'venomous-snake', 'weasel', 'will-o-wisp',
];
const MEDIUM_OR_SMALL = [
  'archmage', 'assassin', 'bandit', 'bandit-captain', 'berserker', 'commoner', 'cultist', 'cultist-fanatic',
  'druid', 'gladiator', 'guard', 'guard-captain', 'knight', 'mage', 'mummy', 'mummy-lord', 'noble', 'pirate',
  'pirate-captain', 'priest', 'priest-acolyte', 'scout', 'spy', 'tough', 'tough-boss', 'vampire',
  'vampire-familiar', 'vampire-spawn', 'warrior-infantry', 'warrior-veteran', 'werebear', 'wereboar',
  'wererat', 'weretiger', 'werewolf', 'wraith',
];

const covenMagic = (dc) => ({
  name: 'Coven Magic',
  desc: `While within 30 feet of at least two hag allies, the hag can cast one of the following spells, requiring no Material components, using the spell's normal casting time, and using Intelligence as the spellcasting ability (spell save DC ${dc}): Augury, Find Familiar, Identify, Locate Object, Scrying, or Unseen Servant. The hag must finish a Long Rest before using this trait to cast that spell again.`,
});

const CORRECTION_LIST = [
  ...TINY.map((slug) => [slug, { fields: { size: 'tiny' } }]),
  // The SRD's "Medium or Small": the source has "small".
  ...MEDIUM_OR_SMALL.map((slug) => [slug, { fields: { size: 'medium or small' } }]),
  ['djinni', { fields: { alignment: 'neutral' } }],
  ['panther', { fields: { skill_bonus_stealth: 7 } }],
  ['blink-dog', { fields: { languages_desc: "Blink Dog; understands Elvish and Sylvan but can't speak them" } }],
  ['mage', { fields: { languages_desc: 'Common plus three other languages' } }],
  ['green-hag', { addTraits: [covenMagic(11)], traitOrder: ['Amphibious', 'Coven Magic', 'Mimicry'] }],
  ['night-hag', { addTraits: [covenMagic(14)], traitOrder: ['Coven Magic', 'Magic Resistance', 'Soul Bag'] }],
  ['sea-hag', { addTraits: [covenMagic(11)], traitOrder: ['Amphibious', 'Coven Magic', 'Vile Appearance'] }],
  ['rakshasa', { traitOrder: ['Greater Magic Resistance', 'Fiendish Restoration'] }],
  ['adult-gold-dragon', { actionOrder: { action: ['Multiattack', 'Rend', 'Fire Breath', 'Spellcasting', 'Weakening Breath'] } }],
  ['ancient-gold-dragon', { actionOrder: { action: ['Multiattack', 'Rend', 'Fire Breath', 'Spellcasting', 'Weakening Breath'] } }],
  ['adult-white-dragon', { actionOrder: { legendary: ['Freezing Burst', 'Frightful Presence', 'Pounce'] } }],
  ['ancient-white-dragon', { actionOrder: { legendary: ['Freezing Burst', 'Frightful Presence', 'Pounce'] } }],
  ['doppelganger', { actionOrder: { action: ['Multiattack', 'Slam', 'Read Thoughts', 'Unsettling Visage'] } }],
  ['ghost', { actionOrder: { action: ['Multiattack', 'Withering Touch', 'Etherealness', 'Horrific Visage', 'Possession'] } }],
  ['ice-mephit', { actionOrder: { action: ['Claw', 'Fog Cloud', 'Frost Breath'] } }],
  ['imp', { actionOrder: { action: ['Sting', 'Invisibility', 'Shape-Shift'] } }],
  ['mummy-lord', { actionOrder: { legendary: ['Dread Command', 'Glare', 'Necrotic Strike'] } }],
  ['night-hag', { actionOrder: { action: ['Multiattack', 'Claw', 'Nightmare Haunting', 'Spellcasting'] } }],
  ['quasit', { actionOrder: { action: ['Rend', 'Invisibility', 'Scare', 'Shape-Shift'] } }],
  ['vampire', { actionOrder: { bonus: ['Charm', 'Shape-Shift'], legendary: ['Beguile', 'Deathless Strike'] } }],
];

/**
 * Where open5e's copy differs from the SRD 5.2.1 in a stat block, keyed by the creature's pk:
 * `fields` replaces source fields (size, alignment, languages, skills), `addTraits` adds traits the
 * source lacks, `traitOrder` and `actionOrder` (per kind) give the SRD's order where the source's
 * (its alphabetical trait records, its order_in_statblock) is not the SRD's.
 */
export const STATBLOCK_CORRECTIONS = {};
for (const [slug, correction] of CORRECTION_LIST) {
  const entry = (STATBLOCK_CORRECTIONS[`srd-2024_${slug}`] ??= {});
  for (const [key, value] of Object.entries(correction)) {
    entry[key] = Array.isArray(value) ? [...(entry[key] ?? []), ...value] : { ...entry[key], ...value };
  }
}

/**
 * Markup the source garbled (tags of its own source, a lost colon), replaced in every action and
 * trait text by what the SRD prints: [pattern, replacement, what].
 */
export const TEXT_FIXES = [
  [/ (Sphere|Cylinder|Cube) \[Area of Effect\]\|XPHB\|\1/g, ' $1', '"[Area of Effect]|XPHB|" tags'],
  [/Cover\|XPHB\|Total Cover/g, 'Total Cover', '"Cover|XPHB|" tags'],
  [/Short Rest\|XPHB\|Short or Long Rest/g, 'Short or Long Rest', '"Short Rest|XPHB|" tags'],
  [/HitomThe /g, 'Hit or Miss: The ', '"HitomThe" for "Hit or Miss: The"'],
  [/start Hitazard burning/g, 'start burning', '"Hitazard" tag'],
  [/(First|Second) Failure (?=The )/g, '$1 Failure: ', 'the colon after First/Second Failure'],
];

/**
 * Actions the source gets wrong, keyed by the action's pk: the SRD's name, or its whole text, or one
 * phrase of it ([from, to]), or `strayList` to cut the spell list the source appends to an action
 * that is not Spellcasting (the SRD prints none there).
 */
export const ACTION_CORRECTIONS = {
  'srd-2024_awakened-tree_slam': { desc: 'Melee Attack Roll: +6, reach 10 ft. 14 (3d6 + 4) Bludgeoning damage.' },
  'srd-2024_axe-beak_beak': { desc: 'Melee Attack Roll: +4, reach 5 ft. 6 (1d8 + 2) Slashing damage.' },
  'srd-2024_bat_bite': { phrase: ['+4 to hit, reach', '+4, reach'] },
  // The source has the 2014 Bandit Captain's Parry.
  'srd-2024_bandit-captain_parry': { desc: '_Trigger:_ The bandit is hit by a melee attack roll while holding a weapon. _Response:_ The bandit adds 2 to its AC against that attack, possibly causing it to miss.' },
  'srd-2024_black-pudding-split': { name: 'Split' },
  'srd-2024_priest_spellcasting': { phrase: ['spellcasting ability:', 'spellcasting ability (spell save DC 13):'] },
  'srd-2024_doppelganger_read-thoughts': { strayList: true },
  'srd-2024_ghost_etherealness': { strayList: true },
  'srd-2024_ice-devil_ice-wall': { strayList: true },
  'srd-2024_ice-mephit_fog-cloud': { strayList: true },
  'srd-2024_imp_invisibility': { strayList: true },
  'srd-2024_night-hag_nightmare-haunting': { strayList: true },
  'srd-2024_pit-fiend_hellfire-spellcasting': { strayList: true },
};

const STRAY_LIST = /\n+- \*\*At Will:\*\*[\s\S]*$/;

const SHAPECHANGE = 'Shapechange (Beast or Humanoid form only, no Temporary Hit Points gained from the spell, and no Concentration or Temporary Hit Points required to maintain the spell)';

/**
 * The SRD 5.2.1's spell lists of the Spellcasting actions whose source list differs: the source
 * drops the spells' notes ("Fireball (level 6 version)", Shapechange's limits, "Mage Armor
 * (included in AC)"), writes "1/Day Each:" for a single spell and lists an empty "At Will:". The
 * spells are the same (checked). [heading, spells] per line; the converter keeps the source's
 * first sentence and writes these lines after it, in the source's markup.
 */
export const SPELL_LISTS = {
  'srd-2024_adult-black-dragon_spellcasting': [['At Will', 'Acid Arrow (level 3 version), Detect Magic, Fear'], ['1/Day Each', 'Speak with Dead, Vitriolic Sphere']],
  'srd-2024_adult-brass-dragon_spellcasting': [['At Will', `Detect Magic, Minor Illusion, Scorching Ray, ${SHAPECHANGE}, Speak with Animals`], ['1/Day Each', 'Detect Thoughts, Control Weather']],
  'srd-2024_adult-bronze-dragon_spellcasting': [['At Will', `Detect Magic, Guiding Bolt (level 2 version), ${SHAPECHANGE}, Speak with Animals, Thaumaturgy`], ['1/Day Each', 'Detect Thoughts, Water Breathing']],
  'srd-2024_adult-copper-dragon_spellcasting': [['At Will', `Detect Magic, Mind Spike (level 4 version), Minor Illusion, ${SHAPECHANGE}`], ['1/Day Each', 'Greater Restoration, Major Image']],
  'srd-2024_adult-gold-dragon_spellcasting': [['At Will', `Detect Magic, Guiding Bolt (level 2 version), ${SHAPECHANGE}`], ['1/Day Each', 'Flame Strike, Zone of Truth']],
  'srd-2024_adult-green-dragon_spellcasting': [['At Will', 'Detect Magic, Mind Spike (level 3 version)'], ['1/Day', 'Geas']],
  'srd-2024_adult-red-dragon_spellcasting': [['At Will', 'Command (level 2 version), Detect Magic, Scorching Ray'], ['1/Day', 'Fireball']],
  'srd-2024_adult-silver-dragon_spellcasting': [['At Will', `Detect Magic, Hold Monster, Ice Knife, ${SHAPECHANGE}`], ['1/Day Each', 'Ice Storm (level 5 version), Zone of Truth']],
  'srd-2024_ancient-black-dragon_spellcasting': [['At Will', 'Acid Arrow (level 4 version), Detect Magic, Fear'], ['1/Day Each', 'Create Undead, Speak with Dead, Vitriolic Sphere (level 5 version)']],
  'srd-2024_ancient-blue-dragon_spellcasting': [['At Will', 'Detect Magic, Invisibility, Mage Hand, Shatter (level 3 version)'], ['1/Day Each', 'Scrying, Sending']],
  'srd-2024_ancient-brass-dragon_spellcasting': [['At Will', `Detect Magic, Minor Illusion, Scorching Ray (level 3 version), ${SHAPECHANGE}, Speak with Animals`], ['1/Day Each', 'Control Weather, Detect Thoughts']],
  'srd-2024_ancient-bronze-dragon_spellcasting': [['At Will', `Detect Magic, Guiding Bolt (level 2 version), ${SHAPECHANGE}, Speak with Animals, Thaumaturgy`], ['1/Day Each', 'Detect Thoughts, Control Water, Scrying, Water Breathing']],
  'srd-2024_ancient-copper-dragon_spellcasting': [['At Will', `Detect Magic, Mind Spike (level 5 version), Minor Illusion, ${SHAPECHANGE}`], ['1/Day Each', 'Greater Restoration, Major Image, Project Image']],
  'srd-2024_ancient-gold-dragon_spellcasting': [['At Will', `Detect Magic, Guiding Bolt (level 4 version), ${SHAPECHANGE}`], ['1/Day Each', 'Flame Strike (level 6 version), Word of Recall, Zone of Truth']],
  'srd-2024_ancient-green-dragon_spellcasting': [['At Will', 'Detect Magic, Mind Spike (level 5 version)'], ['1/Day Each', 'Geas, Modify Memory']],
  'srd-2024_ancient-red-dragon_spellcasting': [['At Will', 'Command (level 2 version), Detect Magic, Scorching Ray (level 3 version)'], ['1/Day Each', 'Fireball (level 6 version), Scrying']],
  'srd-2024_ancient-silver-dragon_spellcasting': [['At Will', `Detect Magic, Hold Monster, Ice Knife (level 2 version), ${SHAPECHANGE}`], ['1/Day Each', 'Control Weather, Ice Storm (level 7 version), Teleport, Zone of Truth']],
  'srd-2024_archmage_spellcasting': [['At Will', 'Detect Magic, Detect Thoughts, Disguise Self, Invisibility, Light, Mage Armor (included in AC), Mage Hand, Prestidigitation'], ['2/Day Each', 'Fly, Lightning Bolt (level 7 version)'], ['1/Day Each', 'Cone of Cold (level 9 version), Mind Blank (cast before combat), Scrying, Teleport']],
  'srd-2024_couatl_spellcasting': [['At Will', `Detect Evil and Good, Detect Magic, Detect Thoughts, ${SHAPECHANGE}`], ['1/Day Each', 'Create Food and Water, Dream, Greater Restoration, Scrying, Sleep']],
  'srd-2024_cultist-fanatic_spellcasting': [['At Will', 'Light, Thaumaturgy'], ['2/Day', 'Command'], ['1/Day', 'Hold Person']],
  'srd-2024_deva_spellcasting': [['At Will', `Detect Evil and Good, ${SHAPECHANGE}`], ['1/Day Each', 'Commune, Raise Dead']],
  'srd-2024_djinni_spellcasting': [['At Will', 'Detect Evil and Good, Detect Magic'], ['2/Day Each', 'Create Food and Water (can create wine instead of water), Tongues, Wind Walk'], ['1/Day Each', 'Creation, Gaseous Form, Invisibility, Major Image, Plane Shift']],
  'srd-2024_dryad_spellcasting': [['At Will', 'Animal Friendship, Charm Monster (lasts 24 hours; ends early if the dryad casts the spell again), Druidcraft'], ['1/Day Each', 'Entangle, Pass without Trace']],
  'srd-2024_efreeti_spellcasting': [['At Will', 'Detect Magic, Elementalism'], ['1/Day Each', 'Gaseous Form, Invisibility, Major Image, Plane Shift, Tongues, Wall of Fire (level 7 version)']],
  'srd-2024_giant-owl_spellcasting': [['At Will', 'Detect Evil and Good, Detect Magic'], ['1/Day', 'Clairvoyance']],
  'srd-2024_green-hag_spellcasting': [['At Will', 'Dancing Lights, Disguise Self (24-hour duration), Invisibility (self only, and the hag leaves no tracks while Invisible), Minor Illusion, Ray of Sickness (level 3 version)']],
  'srd-2024_guardian-naga_spellcasting': [['At Will', 'Thaumaturgy'], ['1/Day Each', 'Clairvoyance, Cure Wounds (level 6 version), Flame Strike (level 6 version), Geas, True Seeing']],
  'srd-2024_lamia_spellcasting': [['At Will', 'Disguise Self (can appear as a Large or Medium biped), Minor Illusion'], ['1/Day Each', 'Geas, Major Image, Scrying']],
  'srd-2024_lich_spellcasting': [['At Will', 'Detect Magic, Detect Thoughts, Dispel Magic, Fireball (level 5 version), Invisibility, Lightning Bolt (level 5 version), Mage Hand, Prestidigitation'], ['2/Day Each', 'Animate Dead, Dimension Door, Plane Shift'], ['1/Day Each', 'Chain Lightning, Finger of Death, Power Word Kill, Scrying']],
  'srd-2024_mage_spellcasting': [['At Will', 'Detect Magic, Light, Mage Armor (included in AC), Mage Hand, Prestidigitation'], ['2/Day Each', 'Fireball (level 4 version), Invisibility'], ['1/Day Each', 'Cone of Cold, Fly']],
  'srd-2024_mummy-lord_spellcasting': [['At Will', 'Dispel Magic, Thaumaturgy'], ['1/Day Each', 'Animate Dead, Harm, Insect Plague (level 7 version)']],
  'srd-2024_night-hag_spellcasting': [['At Will', 'Detect Magic, Etherealness, Magic Missile (level 4 version)'], ['2/Day Each', 'Phantasmal Killer, Plane Shift (self only)']],
  'srd-2024_oni_spellcasting': [['1/Day Each', 'Charm Person (level 2 version), Darkness, Gaseous Form, Sleep']],
  'srd-2024_priest_spellcasting': [['At Will', 'Light, Thaumaturgy'], ['1/Day', 'Spirit Guardians']],
  'srd-2024_spirit-naga_spellcasting': [['At Will', 'Detect Magic, Mage Hand, Minor Illusion, Water Breathing'], ['2/Day Each', 'Detect Thoughts, Dimension Door, Hold Person (level 3 version), Lightning Bolt (level 4 version)']],
  'srd-2024_storm-giant_spellcasting': [['At Will', 'Detect Magic, Light'], ['1/Day', 'Control Weather']],
};

/** The text with TEXT_FIXES applied; `fixed` receives each fix's description once per text it changed. */
export function fixText(text, fixed = () => {}) {
  let out = text;
  for (const [pattern, replacement, what] of TEXT_FIXES) {
    const next = out.replace(pattern, replacement);
    if (next !== out) fixed(what);
    out = next;
  }
  return out;
}

/** The spells of a "- **At Will:** A (note), B" list, without their notes, each with its heading's uses ("1/Day Each" and "1/Day" alike), sorted. */
function spellsOf(list) {
  const spells = [];
  for (const m of list.matchAll(/- \*\*(.+?):\*\* ?(.*)/g)) {
    const uses = m[1].replace(/ Each$/, '');
    const names = m[2].replace(/\([^)]*\)/g, '').split(',').map((n) => n.trim()).filter((n) => n !== '');
    spells.push(...names.map((n) => `${uses}: ${n}`));
  }
  return spells.sort();
}

/** An action record's name and desc with ACTION_CORRECTIONS applied (throws if one no longer applies). */
export function correctedAction(record) {
  const f = record.fields;
  const c = ACTION_CORRECTIONS[record.pk] || SPELL_LISTS[record.pk]
    ? { ...ACTION_CORRECTIONS[record.pk], spells: SPELL_LISTS[record.pk] }
    : undefined;
  let name = f.name.trim();
  let desc = f.desc;
  if (!c) return { name, desc, corrected: false };
  if (c.name) name = c.name;
  if (c.desc) desc = c.desc;
  if (c.phrase) {
    if (!desc.includes(c.phrase[0])) fail(record.pk, `correction: "${c.phrase[0]}" is not in the text`);
    desc = desc.replace(c.phrase[0], c.phrase[1]);
  }
  if (c.strayList) {
    if (!STRAY_LIST.test(desc)) fail(record.pk, 'correction: no stray spell list to cut');
    desc = desc.replace(STRAY_LIST, '');
  }
  if (c.spells) {
    const intro = desc.split(/\n+- \*\*/)[0];
    if (intro === desc) fail(record.pk, 'correction: no spell list to replace');
    const list = c.spells.map(([heading, spells]) => `- **${heading}:** ${spells}`).join('\n');
    const before = spellsOf(desc.slice(intro.length));
    const after = spellsOf(list);
    if (before.join() !== after.join()) fail(record.pk, `correction: the SRD's spells [${after.join(', ')}] are not the source's [${before.join(', ')}]`);
    desc = `${intro}\n\n${list}`;
  }
  return { name, desc, corrected: true };
}

// ---- Reading an action's text -------------------------------------------------------------------

/** What an action's text can hold that the structure must account for. */
const DICE = /(\d+) \((\d+)d(\d+)(?:\s*([+\-−])\s*(\d+))?\)/g;
const DC = /\bDC (\d+)/g;
const TYPE = `(${DAMAGE_WORDS.join('|')})`;
const PART = new RegExp(`(?:_?Hit:_? )?(?:(\\d+) \\((\\d+)d(\\d+)(?:\\s*([+\\-−])\\s*(\\d+))?\\)|(\\d+)) (?:${TYPE} )?damage`, 'y');
const PLUS = / plus /y;
/** What may follow a damage list for it to be the whole, unconditional damage. */
const AFTER_DAMAGE = /^(?:\.|$|,? and (?!\d)| of the type chosen for the [A-Z][\w ]+ trait\.)/;
const ATTACK = new RegExp(
  '^_?(Melee or Ranged|Melee|Ranged) Attack Roll:_? \\+(\\d+)(?: to hit)?(?: \\(with Advantage [^)]*\\))?, ' +
  '(?:reach (\\d+) (?:ft\\.?|feet)(?: or range (\\d+)(?:/(\\d+))? (?:ft\\.?|feet))?|range (\\d+)(?:/(\\d+))? (?:ft\\.?|feet))\\.?\\s*',
);
const SAVE = /_?(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) Saving Throw:_? DC (\d+)/g;
/** The outcome headings of a save ("Failure:", "Success:", "Failure or Success:", "Second Failure:"…). */
const OUTCOME = /(?:^|(?<=[.:)]\s+)|(?<=\n))_?(First Failure|Second Failure|Subsequent Failures|Failure by 5 or More|Failure or Success|Failure|Success)(?::_?|_:)\s*/g;
const AREAS = [
  [/(\d+)-foot-long, (\d+)-foot-wide Line/, (m) => ({ shape: 'line', size: +m[1], width: +m[2] })],
  [/(\d+)-foot-radius, (\d+)-foot-high Cylinder/, (m) => ({ shape: 'cylinder', size: +m[1], height: +m[2] })],
  [/(\d+)-foot-radius Sphere/, (m) => ({ shape: 'sphere', size: +m[1] })],
  [/(\d+)-foot Cone/, (m) => ({ shape: 'cone', size: +m[1] })],
  [/(\d+)-foot Cube/, (m) => ({ shape: 'cube', size: +m[1] })],
  [/(\d+)-foot Emanation/, (m) => ({ shape: 'emanation', size: +m[1] })],
];

/**
 * Every "N (XdY ± Z)" of a text whose N is not the SRD's average of its dice (structured or not):
 * the expressions, for a warning.
 */
export function wrongAverages(text) {
  const wrong = [];
  for (const m of String(text).matchAll(DICE)) {
    const bonus = m[5] === undefined ? 0 : (m[4] === '+' ? 1 : -1) * Number(m[5]);
    if (Number(m[1]) !== diceAverage(Number(m[2]), Number(m[3]), bonus)) wrong.push(m[0]);
  }
  return wrong;
}

/** The SRD's average of NdM + K: N × (M + 1) / 2 rounded down, plus K. */
export const diceAverage = (count, sides, bonus) => Math.floor((count * (sides + 1)) / 2) + bonus;

/** "13 (2d8 + 4)" as the SRD writes it (also "1" for a flat 1). */
export function damageText(part) {
  if (part.count === 0) return String(part.bonus);
  const bonus = part.bonus > 0 ? ` + ${part.bonus}` : part.bonus < 0 ? ` - ${-part.bonus}` : '';
  return `${diceAverage(part.count, part.sides, part.bonus)} (${part.count}d${part.sides}${bonus})`;
}

/** Reasons an action stays text-only. The first three are by design; the rest are listed. */
export const REASONS = {
  none: 'nothing to structure (no attack roll, dice or DC)',
  multiattack: 'Multiattack (names other actions)',
  spellcasting: 'Spellcasting, or casts a spell (the spell rules)',
  average: 'a damage average that is not its dice’s',
  conditional: 'damage that depends on a condition, or an alternative amount',
  otherDice: 'dice that are not damage (Hit Points regained or lost, a rider die, years…)',
  looseDamage: 'damage each turn, once swallowed, "otherwise", or with no attack roll or save',
  hitAndSave: 'damage both on a hit and on a failed save',
  saves: 'more than one saving throw',
  otherDc: 'a DC that is not a saving throw’s (an ability check)',
  attack: 'an attack line not understood',
};
export const BY_DESIGN = ['none', 'multiattack', 'spellcasting'];

/** Thrown by readActionText when an action stays text-only; `reason` is a key of REASONS. */
export class TextOnly extends Error {
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

/** The damage list at `at` ("13 (2d8 + 4) Bludgeoning damage plus 3 (1d6) Fire damage"): parts and the span read. */
function readDamage(text, at) {
  const parts = [];
  let pos = at;
  for (;;) {
    PART.lastIndex = pos;
    const m = PART.exec(text);
    if (!m) break;
    const start = pos;
    pos = PART.lastIndex;
    const sign = m[4] === undefined ? 1 : m[4] === '+' ? 1 : -1;
    const part = m[6] !== undefined
      ? { count: 0, sides: 0, bonus: Number(m[6]) }
      : { count: Number(m[2]), sides: Number(m[3]), bonus: m[5] === undefined ? 0 : sign * Number(m[5]) };
    if (m[7] !== undefined) part.damageType = m[7].toLowerCase();
    if (m[6] === undefined && Number(m[1]) !== diceAverage(part.count, part.sides, part.bonus)) {
      throw new TextOnly('average', `${text.slice(start, pos)}: ${m[2]}d${m[3]} averages ${diceAverage(part.count, part.sides, part.bonus)}`);
    }
    parts.push(part);
    PLUS.lastIndex = pos;
    if (!PLUS.exec(text)) break;
    PART.lastIndex = PLUS.lastIndex;
    if (!PART.test(text)) break;
    pos = PLUS.lastIndex;
  }
  if (parts.length === 0) return null;
  if (!AFTER_DAMAGE.test(text.slice(pos))) {
    throw new TextOnly('conditional', `${text.slice(at, pos)}${text.slice(pos, pos + 30)}…`);
  }
  return { parts, start: at, end: pos };
}

/** Every dice expression and DC in the text, with its span. */
function rollsIn(text) {
  const found = [];
  for (const m of text.matchAll(DICE)) found.push({ kind: 'dice', start: m.index, end: m.index + m[0].length, text: m[0] });
  // Bare dice ("rolls 1d6 whenever…"), outside an "N (XdY)" expression.
  for (const m of text.matchAll(/\b\d*d(?:4|6|8|10|12|20|100)\b/g)) {
    if (!found.some((f) => m.index >= f.start && m.index < f.end)) found.push({ kind: 'dice', start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  for (const m of text.matchAll(DC)) found.push({ kind: 'dc', start: m.index, end: m.index + m[0].length, text: m[0] });
  return found.sort((a, b) => a.start - b.start);
}

/** Why a roll left over after structuring keeps the action text-only. */
function leftoverReason(text, roll) {
  const after = text.slice(roll.end, roll.end + 40);
  const before = text.slice(Math.max(0, roll.start - 40), roll.start);
  if (roll.kind === 'dc') return /saving throw/i.test(after) ? 'saves' : 'otherDc';
  if (/^\s*(?:Hit Points?|Temporary Hit Points)|^ Hit Point maximum|^ (?:days|hours|minutes|rounds|feet)/.test(after) || /maximum decreases by $/.test(before)) return 'otherDice';
  if (new RegExp(`^ ${TYPE}? ?damage`).test(after)) return /(?:^|[,—] ?)or $|plus $|extra $/.test(before) ? 'conditional' : 'looseDamage';
  return 'otherDice';
}

/**
 * Reads one action's text: its attack, save, damage and area, each checked against the text. Throws
 * TextOnly with a reason when the text holds a roll it cannot structure. `name` is the bare name.
 */
export function readActionText(name, text) {
  if (/^Multiattack\b/.test(name)) throw new TextOnly('multiattack', '');
  if (/Spellcasting/.test(name)) throw new TextOnly('spellcasting', '');
  const rolls = rollsIn(text);
  const attackLine = /Attack Roll/.test(text);
  if (rolls.length === 0 && !attackLine) throw new TextOnly('none', '');

  const out = {};
  const used = [];
  let damage = null;
  if (attackLine) {
    const m = ATTACK.exec(text);
    if (!m) throw new TextOnly('attack', text.slice(0, 60));
    const mode = { 'Melee or Ranged': 'melee-or-ranged', Melee: 'melee', Ranged: 'ranged' }[m[1]];
    const attack = { mode, bonus: Number(m[2]) };
    if (m[3] !== undefined) attack.reach = Number(m[3]);
    const rangeNormal = m[4] ?? m[6];
    const rangeLong = m[5] ?? m[7];
    if (rangeNormal !== undefined) attack.range = rangeLong === undefined ? [Number(rangeNormal)] : [Number(rangeNormal), Number(rangeLong)];
    if ((mode === 'melee') !== (attack.range === undefined) && mode !== 'melee-or-ranged') throw new TextOnly('attack', m[0]);
    if (mode === 'melee-or-ranged' && (attack.reach === undefined || attack.range === undefined)) throw new TextOnly('attack', m[0]);
    if (mode === 'ranged' && attack.reach !== undefined) throw new TextOnly('attack', m[0]);
    out.attack = attack;
    damage = readDamage(text, m[0].length);
    if (damage) used.push([damage.start, damage.end]);
  }

  const saves = [...text.matchAll(SAVE)];
  if (saves.length > 1) throw new TextOnly('saves', `${saves.length} saving throws`);
  if (saves.length === 1) {
    const s = saves[0];
    used.push([s.index, s.index + s[0].length]);
    const save = { ability: ABILITY_NAMES[s[1]], dc: Number(s[2]) };
    const rest = text.slice(s.index + s[0].length);
    const outcomes = [...rest.matchAll(OUTCOME)].map((o) => ({ heading: o[1], start: o.index, body: o.index + o[0].length }));
    const targets = rest.slice(0, outcomes[0]?.start ?? rest.length);
    const sections = outcomes.map((o, i) => ({ heading: o.heading, at: s.index + s[0].length + o.body, text: rest.slice(o.body, outcomes[i + 1]?.start ?? rest.length) }));
    for (const [pattern, make] of AREAS) {
      const a = pattern.exec(targets);
      if (a && /\b(?:each|any|every)\b/.test(targets.slice(0, a.index))) {
        out.area = make(a);
        break;
      }
    }
    const failure = sections.find((x) => x.heading === 'Failure');
    const success = sections.find((x) => x.heading === 'Success');
    let failDamage = null;
    if (failure) {
      failDamage = readDamage(text, failure.at);
      if (failDamage) used.push([failDamage.start, failDamage.end]);
    }
    if (failDamage && damage) throw new TextOnly('hitAndSave', '');
    if (failDamage) {
      damage = failDamage;
      if (success && /^Half damage\b/.test(success.text)) save.success = 'half';
      else if (!success || !/damage/i.test(success.text)) save.success = 'none';
    }
    out.save = save;
  }
  if (damage) out.damage = damage.parts;

  // Every roll of the text must be structured, or be a grapple's escape DC (the Grappled
  // condition's own number, left in the text).
  for (const roll of rolls) {
    if (used.some(([start, end]) => roll.start >= start && roll.end <= end)) continue;
    if (roll.kind === 'dc' && /escape $/.test(text.slice(0, roll.start))) continue;
    if (roll.kind === 'dc' && /spell save $/.test(text.slice(0, roll.start))) throw new TextOnly('spellcasting', roll.text);
    throw new TextOnly(leftoverReason(text, roll), `${roll.text}${text.slice(roll.end, roll.end + 30)}…`);
  }
  // A flat damage amount outside the structured parts ("takes 5 Fire damage") is a roll too.
  for (const m of text.matchAll(new RegExp(`(?<![\\d)] ?)\\b(\\d+) ${TYPE} damage`, 'g'))) {
    if (!used.some(([start, end]) => m.index >= start && m.index < end)) throw new TextOnly('looseDamage', m[0]);
  }
  if (!out.attack && !out.save && !out.damage) throw new TextOnly('none', '');
  checkAgainstText(out, text);
  return out;
}

/**
 * Finds every structured number of an action in its text again, as the SRD writes it; throws if one
 * is missing (a bug in the reading, not in the source).
 */
export function checkAgainstText(action, text) {
  const need = (phrase) => {
    if (!text.includes(phrase)) throw new Error(`"${phrase}" is not in the text: ${text.slice(0, 80)}`);
  };
  const a = action.attack;
  if (a) {
    need(`${{ melee: 'Melee', ranged: 'Ranged', 'melee-or-ranged': 'Melee or Ranged' }[a.mode]} Attack Roll`);
    need(`+${a.bonus}`);
    if (a.reach !== undefined) need(`reach ${a.reach} f`);
    if (a.range) need(`range ${a.range.join('/')} f`);
  }
  if (action.save) {
    need(`${ABILITY_WORD[action.save.ability]} Saving Throw`);
    need(`DC ${action.save.dc}`);
    if (action.save.success === 'half') need('Success: Half damage');
  }
  for (const part of action.damage ?? []) {
    if (part.count > 0 && diceAverage(part.count, part.sides, part.bonus) < 0) throw new Error(`negative average ${damageText(part)}`);
    const word = part.damageType ? `${part.damageType[0].toUpperCase()}${part.damageType.slice(1)} damage` : 'damage';
    need(`${damageText(part)} ${word}`);
  }
  if (action.area) {
    const { shape, size, width, height } = action.area;
    const word = `${shape[0].toUpperCase()}${shape.slice(1)}`;
    if (shape === 'line') need(`${size}-foot-long, ${width}-foot-wide ${word}`);
    else if (shape === 'cylinder') need(`${size}-foot-radius, ${height}-foot-high ${word}`);
    else if (shape === 'sphere') need(`${size}-foot-radius ${word}`);
    else need(`${size}-foot ${word}`);
  }
}

// ---- Uses: Recharge, X/Day, legendary cost ---------------------------------------------------------

const NAME_USES = /\s*\((?:Recharge (\d)(?:[–-]6)?|(\d+)\/Day)\)$/;

/** The action's recharge or X/Day from the source's uses fields, checked against its name, slug and text. */
function readUses(record, name, desc) {
  const f = record.fields;
  const uses = {};
  if ((f.uses_type === 'RECHARGE_ON_ROLL' || f.uses_type === 'RECHARGE') && f.uses_param !== null) {
    if (!isInt(f.uses_param) || f.uses_param < 2 || f.uses_param > 6) fail(record.pk, `recharge "${f.uses_param}"`);
    uses.recharge = f.uses_param;
  } else if (f.uses_type === 'PER_DAY') {
    if (!isInt(f.uses_param) || f.uses_param < 1) fail(record.pk, `uses per day "${f.uses_param}"`);
    uses.perDay = f.uses_param;
  } else if (f.uses_type !== null && f.uses_type !== 'RECHARGE') {
    fail(record.pk, `uses_type "${f.uses_type}"`);
  }
  // What the name says ("Petrifying Gaze (Recharge 4-6)"), the slug ("…-recharge-5-6", "…-2-day")
  // and the text ("(Recharge 5–6)", "(2/Day)") must agree with the fields.
  const said = [];
  const inName = NAME_USES.exec(name);
  if (inName) said.push(['name', inName]);
  const inText = /\((?:Recharge (\d)(?:[–-]6)?|(\d+)\/Day)\)/.exec(desc);
  if (inText) said.push(['text', inText]);
  const slug = record.pk.slice(record.pk.indexOf('_', 'srd-2024_'.length) + 1);
  const inSlug = /-recharge-(\d)(?:-6)?$|-(\d+)-day$/.exec(slug);
  if (inSlug) said.push(['slug', inSlug]);
  for (const [where, m] of said) {
    const recharge = m[1] === undefined ? undefined : Number(m[1]);
    const perDay = m[2] === undefined ? undefined : Number(m[2]);
    if (recharge !== uses.recharge || perDay !== uses.perDay) {
      fail(record.pk, `its ${where} says "${m[0].trim()}" but uses_type ${f.uses_type} uses_param ${f.uses_param}`);
    }
  }
  return { uses, name: inName ? name.slice(0, inName.index) : name };
}

/** The legendary cost: the source's legendary_action_cost, checked against any "Costs N Actions". */
function readCost(record, desc) {
  const fromField = record.fields.legendary_action_cost ?? 1;
  if (!isInt(fromField) || fromField < 1) fail(record.pk, `legendary_action_cost "${fromField}"`);
  const m = /\(Costs (\d) Actions\)/.exec(`${record.fields.name} ${desc}`);
  if (m && Number(m[1]) !== fromField) fail(record.pk, `says "${m[0]}" but legendary_action_cost is ${fromField}`);
  return fromField;
}

const ACTION_KEYS = ['name', 'kind', 'text', 'attack', 'save', 'damage', 'area', 'recharge', 'perDay', 'cost'];
/** The action with its keys in one order, for a readable artifact. */
const ordered = (action) => Object.fromEntries(ACTION_KEYS.filter((k) => action[k] !== undefined).map((k) => [k, action[k]]));

/**
 * One CreatureAction record → { action, reason?, detail? }: a MonsterAction, and why it stays
 * text-only when it does (a key of REASONS).
 */
export function convertAction(record) {
  const f = record.fields;
  const kind = KINDS[f.action_type];
  if (!kind) fail(record.pk, `action_type "${f.action_type}"`);
  if (typeof f.desc !== 'string' || f.desc.trim() === '') fail(record.pk, 'no text');
  const corrected = correctedAction(record);
  const text = fixText(corrected.desc);
  const { uses, name: bare } = readUses(record, corrected.name, text);
  let name = bare;
  if (f.limited_to_form && !name.includes(f.limited_to_form)) name = `${name} (${f.limited_to_form})`;
  const action = { name, kind, text };
  let reason;
  let detail;
  try {
    Object.assign(action, readActionText(bare, text));
  } catch (error) {
    if (!(error instanceof TextOnly)) throw new StatBlockError(`${record.pk}: ${error instanceof Error ? error.message : String(error)}`);
    reason = error.reason;
    detail = error.message;
  }
  Object.assign(action, uses);
  if (kind === 'legendary') action.cost = readCost(record, text);
  return { action: ordered(action), reason, detail };
}

// ---- Stat blocks -----------------------------------------------------------------------------------

const positive = (pk, what, n) => {
  if (n === null || n === undefined) return undefined;
  if (!isInt(n) || n < 0) fail(pk, `${what} "${n}"`);
  return n;
};

/** A creature's StatBlock header (everything but traits and actions) from its corrected fields. */
function header(pk, f) {
  const size = String(f.size ?? '');
  if (!SIZES.includes(size)) fail(pk, `size "${f.size}"`);
  if (typeof f.alignment !== 'string' || f.alignment.trim() === '') fail(pk, 'no alignment');
  const speed = {};
  for (const field of SPEED_FIELDS) {
    const n = positive(pk, `${field} speed`, f[field]);
    if (n !== undefined && (n > 0 || field === 'walk')) speed[field] = n;
  }
  if (f.hover === true) speed.hover = true;
  const senses = {};
  for (const sense of SENSE_FIELDS) {
    const n = positive(pk, sense, f[`${sense}_range`]);
    if (n !== undefined) senses[sense] = n;
  }
  senses.passivePerception = positive(pk, 'passive Perception', f.passive_perception);
  if (senses.passivePerception === undefined) fail(pk, 'no passive Perception');
  const skills = {};
  for (const skill of SKILLS) {
    const n = f[`skill_bonus_${skill}`];
    if (n === null || n === undefined) continue;
    if (!isInt(n)) fail(pk, `skill ${skill} "${n}"`);
    skills[skill] = n;
  }
  return { size, alignment: f.alignment.trim(), speed, senses, languages: String(f.languages_desc ?? '').trim(), skills };
}

/** Orders `items` (with .name) by `order` (names), checking it names each exactly once. */
function reorder(pk, items, order, what) {
  const names = items.map((x) => x.name);
  const bare = (n) => n.replace(/\s*\(.*\)$/, '');
  if (order.length !== items.length || !order.every((n) => names.some((x) => bare(x) === n))) {
    fail(pk, `${what} order correction [${order.join(', ')}] does not name [${names.join(', ')}]`);
  }
  return order.map((n) => items.find((x) => bare(x.name) === n));
}

/**
 * Groups the source's records by creature pk, once: { traits, actions } for convertStatBlock.
 */
export function indexRecords(traitRecords, actionRecords) {
  const byParent = new Map();
  const slot = (pk) => {
    if (!byParent.has(pk)) byParent.set(pk, { traits: [], actions: [] });
    return byParent.get(pk);
  };
  for (const r of traitRecords) slot(r.fields.parent).traits.push(r);
  for (const r of actionRecords) slot(r.fields.parent).actions.push(r);
  return byParent;
}

/**
 * A creature record and its trait and action records → { block, outcomes }: the StatBlock, and one
 * { action, reason?, detail? } per action (reason absent: structured, or plain text with no roll).
 */
export function convertStatBlock(record, traitRecords = [], actionRecords = []) {
  const pk = record.pk;
  const correction = STATBLOCK_CORRECTIONS[pk] ?? {};
  const f = { ...record.fields, ...correction.fields };
  const id = `srd:${pk.slice('srd-2024_'.length)}`;

  let traits = traitRecords
    .map((t) => {
      if (typeof t.fields.name !== 'string' || typeof t.fields.desc !== 'string') fail(t.pk, 'a trait without name or text');
      return { name: t.fields.name.trim(), text: fixText(t.fields.desc) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const extra of correction.addTraits ?? []) {
    if (traits.some((t) => t.name === extra.name)) fail(pk, `has "${extra.name}" already`);
    traits.push({ name: extra.name, text: extra.desc });
  }
  if (correction.traitOrder) traits = reorder(pk, traits, correction.traitOrder, 'trait');

  const unknown = actionRecords.find((a) => !KINDS[a.fields.action_type]);
  if (unknown) fail(unknown.pk, `action_type "${unknown.fields.action_type}"`);
  const outcomes = [];
  for (const kind of KIND_ORDER) {
    let ofKind = actionRecords
      .filter((a) => KINDS[a.fields.action_type] === kind)
      .sort((a, b) => a.fields.order_in_statblock - b.fields.order_in_statblock || (a.pk < b.pk ? -1 : 1))
      .map((a) => ({ ...convertAction(a), pk: a.pk }));
    const order = correction.actionOrder?.[kind];
    if (order) ofKind = reorder(pk, ofKind.map((o) => ({ ...o, name: o.action.name })), order, `${kind} action`);
    outcomes.push(...ofKind);
  }

  const block = { id, ...header(pk, f), traits, actions: outcomes.map((o) => o.action) };
  if (block.actions.some((a) => a.kind === 'legendary')) block.legendaryUses = LEGENDARY_USES;
  const resistance = traits.map((t) => /^Legendary Resistance \((\d+)\/Day\b/.exec(t.name)).find(Boolean);
  if (resistance) block.legendaryResistance = Number(resistance[1]);
  else if (traits.some((t) => t.name.startsWith('Legendary Resistance'))) fail(pk, 'a Legendary Resistance without N/Day');
  block.ruleTraits = traits.some((t) => t.name === 'Undead Fortitude') ? ['undead-fortitude'] : [];
  return { block, outcomes: outcomes.map(({ action, reason, detail, pk: actionPk }) => ({ pk: actionPk, creature: id, action, reason, detail })) };
}

// ---- Cross-check with CreatureActionAttack.json -----------------------------------------------------

const DIE = { D4: 4, D6: 6, D8: 8, D10: 10, D12: 12, D20: 20 };

/**
 * Compares a structured attack with the source's CreatureActionAttack records for that action:
 * 'agrees', 'differs' (with what), or 'none' (no record). Null fields in the record are not compared
 * (the records are often incomplete).
 */
export function crossCheck(action, attackRecords) {
  if (!attackRecords || attackRecords.length === 0) return { result: 'none' };
  const differences = [];
  const r = attackRecords[0].fields;
  const same = (what, ours, theirs) => {
    if (theirs !== null && theirs !== undefined && ours !== theirs) differences.push(`${what} ${ours} ≠ ${theirs}`);
  };
  same('bonus', action.attack.bonus, r.to_hit_mod);
  if (action.attack.reach !== undefined) same('reach', action.attack.reach, r.reach);
  if (action.attack.range) {
    same('range', action.attack.range[0], r.range);
    if (action.attack.range[1] !== undefined) same('long range', action.attack.range[1], r.long_range);
  }
  const [first, second] = action.damage ?? [];
  // With one damage part, the records hold its type in extra_damage_type (damage_type null).
  const oneType = r.extra_damage_die_count === null && r.damage_type === null;
  if (first) {
    same('dice', first.count, r.damage_die_count);
    if (r.damage_die_type) same('die', first.sides, DIE[r.damage_die_type] ?? r.damage_die_type);
    same('damage bonus', first.bonus, r.damage_bonus);
    same('damage type', first.damageType, oneType ? r.extra_damage_type : r.damage_type);
  }
  if (second && !oneType) {
    same('extra dice', second.count, r.extra_damage_die_count);
    if (r.extra_damage_die_type) same('extra die', second.sides, DIE[r.extra_damage_die_type] ?? r.extra_damage_die_type);
    same('extra damage type', second.damageType, r.extra_damage_type);
  }
  return differences.length === 0 ? { result: 'agrees' } : { result: 'differs', differences };
}

/** The artifact's text: one stat block per line. */
export const statBlocksText = (blocks) => `[\n${blocks.map((b) => JSON.stringify(b)).join(',\n')}\n]\n`;
