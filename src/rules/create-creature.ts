// A new sheet, validated like a `configure` patch.
import { applyPatch } from './configure';
import { fall } from './fall';
import { natureOf } from './presets';
import type { Creature, CreatureInit, RulesEvent } from './types';
import { LIMITS } from './limits';
import { DEFAULT_OPTIONS, DEFAULT_RESOURCES, isAmount, isMaxHp } from './validate';
import { becomeDying } from './zero-hp';
import { DEFAULT_ABILITIES, parseHitDiceCounts } from './sheet-numbers';

/**
 * Builds a creature at full HP (or `currentHp`). Defaults: a `character`, `incarnate`,
 * 3 failures to die and 3 successes to stabilize, no other resource.
 * A creature created at 0 HP is already dying, or meets its minion / thought-form fate.
 *
 * @throws RangeError when any field is invalid (a name parseName refuses, max HP outside
 * 1..LIMITS.maxHp, current HP outside 0..max, temporary HP outside 0..LIMITS.tempHp, unknown
 * id or damage type, a modifier outside −5..+10, a save outside −20..+30, more than 40 Hit
 * Point Dice of a size, an Armor Class outside 0..99, a counter configure would refuse, an unknown
 * trait). Modifiers default to 0, saves follow their modifier, no Hit Point Dice, no condition
 * immunity, no Armor Class (unknown), no counter, no trait, no gender (not said). Forms check with parseName and isMaxHp
 * first (src/rules/index.ts).
 */
export function createCreature(init: CreatureInit): Creature {
  if (typeof init !== 'object' || init === null) throw new RangeError('createCreature: init must be an object');
  if (!isMaxHp(init.maxHp)) throw new RangeError(`createCreature: maxHp must be an integer in 1..${LIMITS.maxHp}`);
  const current = init.currentHp ?? init.maxHp;
  if (!isAmount(current) || current > init.maxHp) throw new RangeError('createCreature: currentHp must be an integer in 0..maxHp');
  const temp = init.tempHp ?? 0;
  if (!isAmount(temp) || temp > LIMITS.tempHp) throw new RangeError(`createCreature: tempHp must be an integer in 0..${LIMITS.tempHp}`);

  const blank: Creature = {
    name: '',
    preset: 'srd-2024',
    role: 'character',
    nature: 'incarnate',
    hp: { current, max: init.maxHp, temp, maxReduction: 0 },
    deathSaves: { successes: 0, failures: 0 },
    status: 'alive',
    conditions: [],
    exhaustion: 0,
    exhaustionNeedsLight: 0,
    defenses: { resistances: [], vulnerabilities: [], immunities: [] },
    resources: { ...DEFAULT_RESOURCES },
    options: { ...DEFAULT_OPTIONS },
    record: { damageAtZero: false, resourceAltered: null },
    knockedOut: false,
    stableHoursUntilWake: null,
    fixacaoDc: null,
    durations: {},
    concentration: null,
    abilities: { ...DEFAULT_ABILITIES },
    saves: {},
    hitDice: {},
    conditionImmunities: [],
    counters: [],
    traits: [],
  };
  const hitDice = init.hitDice === undefined ? {} : parseHitDiceCounts(init.hitDice);
  if (!hitDice) throw new RangeError(`createCreature: hitDice must be counts 0..${LIMITS.hitDice} of d6, d8, d10 or d12`);
  blank.hitDice = hitDice;
  const creature = applyPatch(blank, {
    name: init.name,
    preset: init.preset,
    role: init.role ?? 'character',
    nature: init.nature ?? 'incarnate',
    defenses: {
      resistances: (init.resistances ?? []) as Creature['defenses']['resistances'],
      vulnerabilities: (init.vulnerabilities ?? []) as Creature['defenses']['vulnerabilities'],
      immunities: (init.immunities ?? []) as Creature['defenses']['immunities'],
    },
    resources: init.resources ?? {},
    options: init.options ?? {},
    abilities: init.abilities ?? {},
    saves: init.saves ?? {},
    conditionImmunities: init.conditionImmunities ?? [],
    ac: init.ac,
    counters: init.counters ?? [],
    traits: init.traits ?? [],
    gender: init.gender,
  });
  if (!creature || init.preset === undefined || init.name === undefined) {
    throw new RangeError(
      'createCreature: invalid name, preset, role, nature, defenses, resources, options, abilities, saves, condition immunities, Armor Class, counters, traits or gender',
    );
  }
  if (current === 0) {
    // Same fates as dropping to 0 (damage-action.ts); the events are not needed here.
    const events: RulesEvent[] = [];
    if (creature.role === 'minion' || natureOf(creature) === 'thought-form') fall(creature, 'minion', events);
    else becomeDying(creature, events);
  }
  return creature;
}
