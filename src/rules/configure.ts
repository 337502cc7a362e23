// Editing a sheet's own data (the `configure` action). The rules keep every invariant.
import { event, refuse, unchanged, type Outcome } from './events';
import { cloneCreature, effectiveMax } from './hp';
import { GENDERS, NATURES, PRESET_IDS, ROLES, type ConfigurePatch, type Creature, type Defenses } from './types';
import {
  isMaxHp, isOneOf, isPlainObject, parseDefenses, parseName, parseOptions, parseResources,
} from './validate';
import { parseAbilities, parseConditionImmunities, parseHitDicePatch, parseSaves } from './sheet-numbers';
import { isArmorClass, parseCounters, parseTraits } from './counters';

const DEFENSE_FIELDS = ['resistances', 'vulnerabilities', 'immunities'] as const;

function parseDefensesPatch(patch: unknown, base: Defenses): Defenses | null {
  if (!isPlainObject(patch)) return null;
  const next: Defenses = { ...base };
  for (const [field, list] of Object.entries(patch)) {
    if (list === undefined) continue;
    if (!isOneOf(DEFENSE_FIELDS, field)) return null;
    const parsed = parseDefenses(list);
    if (!parsed) return null;
    next[field] = parsed;
  }
  return next;
}

/** Applies a patch to a copy; null when any field is invalid. Shared with createCreature. */
export function applyPatch(c: Creature, patch: ConfigurePatch): Creature | null {
  if (!isPlainObject(patch)) return null;
  const n = cloneCreature(c);
  if (patch.name !== undefined) {
    const name = parseName(patch.name);
    if (name === null) return null;
    n.name = name;
  }
  if (patch.preset !== undefined) {
    if (!isOneOf(PRESET_IDS, patch.preset)) return null;
    n.preset = patch.preset;
  }
  if (patch.role !== undefined) {
    if (!isOneOf(ROLES, patch.role)) return null;
    n.role = patch.role;
  }
  if (patch.nature !== undefined) {
    if (!isOneOf(NATURES, patch.nature)) return null;
    n.nature = patch.nature;
  }
  if (patch.maxHp !== undefined) {
    if (!isMaxHp(patch.maxHp)) return null;
    n.hp.max = patch.maxHp;
  }
  if (patch.defenses !== undefined) {
    const defenses = parseDefensesPatch(patch.defenses, n.defenses);
    if (!defenses) return null;
    n.defenses = defenses;
  }
  if (patch.resources !== undefined) {
    const resources = parseResources(patch.resources, n.resources);
    if (!resources) return null;
    n.resources = resources;
  }
  if (patch.options !== undefined) {
    const options = parseOptions(patch.options, n.options);
    if (!options) return null;
    n.options = options;
  }
  // Replaced whole, never changed in place (cloneCreature shares them).
  if (patch.abilities !== undefined) {
    const abilities = parseAbilities(patch.abilities, n.abilities);
    if (!abilities) return null;
    n.abilities = abilities;
  }
  if (patch.saves !== undefined) {
    const saves = parseSaves(patch.saves, n.saves);
    if (!saves) return null;
    n.saves = saves;
  }
  if (patch.hitDice !== undefined) {
    const hitDice = parseHitDicePatch(patch.hitDice, n.hitDice);
    if (!hitDice) return null;
    n.hitDice = hitDice;
  }
  // Becoming immune does not end a condition the creature already has: immunity refuses a
  // condition being given (addCondition); a condition it has is removed by hand.
  if (patch.conditionImmunities !== undefined) {
    const immunities = parseConditionImmunities(patch.conditionImmunities);
    if (!immunities) return null;
    n.conditionImmunities = immunities;
  }
  // RULES.md "Armor Class, attacks, counters and monster traits": null clears the Armor Class (unknown).
  if (patch.ac === null) delete n.ac;
  else if (patch.ac !== undefined) {
    if (!isArmorClass(patch.ac)) return null;
    n.ac = patch.ac;
  }
  if (patch.counters !== undefined) {
    const counters = parseCounters(patch.counters, n.counters);
    if (!counters) return null;
    n.counters = counters;
  }
  if (patch.traits !== undefined) {
    const traits = parseTraits(patch.traits);
    if (!traits) return null;
    n.traits = traits;
  }
  // Words only (Creature.gender): null clears it, as for the Armor Class.
  if (patch.gender === null) delete n.gender;
  else if (patch.gender !== undefined) {
    if (!isOneOf(GENDERS, patch.gender)) return null;
    n.gender = patch.gender;
  }
  keepInvariants(n);
  return n;
}

/**
 * An edit never kills or wakes anyone: a creature in play keeps an effective maximum of at
 * least 1, current HP is capped by it, and the counts stay below the new thresholds.
 */
function keepInvariants(n: Creature): void {
  const inPlay = n.status === 'alive' || n.status === 'dying' || n.status === 'stable';
  const reductionCap = inPlay ? n.hp.max - 1 : n.hp.max;
  n.hp.maxReduction = Math.min(n.hp.maxReduction, reductionCap);
  n.hp.current = Math.min(n.hp.current, effectiveMax(n));
  if (inPlay) {
    n.deathSaves.failures = Math.min(n.deathSaves.failures, n.resources.failuresToDie - 1);
    n.deathSaves.successes = Math.min(n.deathSaves.successes, n.resources.successesToStabilize - 1);
  }
}

const FIELDS = [
  'name', 'preset', 'role', 'nature', 'hp', 'deathSaves', 'defenses', 'resources', 'options',
  'abilities', 'saves', 'hitDice', 'conditionImmunities', 'ac', 'counters', 'traits', 'gender',
] as const;

export function configure(c: Creature, a: { patch: ConfigurePatch }): Outcome {
  const n = applyPatch(c, a.patch);
  if (!n) return refuse('invalid-patch');
  const fields = FIELDS.filter((field) => JSON.stringify(n[field]) !== JSON.stringify(c[field]));
  if (fields.length === 0) return unchanged(c);
  return { creature: n, events: [event('configured', { fields: fields.join(',') })] };
}
