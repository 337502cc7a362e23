// The invariants every creature and every step keep (RULES.md, decisions "Invariants after every
// action"), shared by the property tests (property.test.ts, property-stat-block.test.ts).
import {
  CONDITIONS, ERROR_CODES, EVENT_TYPES, LIMITS, STATUSES, concentrationDc, creatureProblems, effectiveMax, isIncapacitated, turnDue,
} from './index';
import type { Creature, DispatchResult, StandardCondition, TurnEdge } from './index';

// ---- invariants --------------------------------------------------------------------------

const isInt = (n: unknown) => typeof n === 'number' && Number.isInteger(n);
const REVIVAL = new Set(['revivify', 'raiseDead']);
const COUNTER_CHANGERS = new Set(['useCounter', 'restoreCounter', 'shortRest', 'longRest', 'concentrationSave', 'conditionSave', 'configure']);
const usedOf = (c: Creature): number => c.counters.find((x) => x.id === 'legendary-resistance')?.used ?? -1;
const typeOf = (a: unknown): string | undefined =>
  a && typeof a === 'object' && 'type' in a ? String((a as { type: unknown }).type) : undefined;

/**
 * Throws, naming the invariant, when the creature breaks one of RULES.md / the decisions.
 * Plain conditions rather than expect(): this runs hundreds of thousands of times.
 */
export function checkCreature(c: Creature): void {
  const { hp, deathSaves: ds } = c;
  const eff = effectiveMax(c);
  const unconscious = c.conditions.includes('unconscious');
  const inPlay = c.status === 'alive' || c.status === 'dying' || c.status === 'stable';
  const rules: Array<[string, boolean]> = [
    ['status is a known status', (STATUSES as readonly string[]).includes(c.status)],
    ['numbers are integers', [hp.current, hp.max, hp.temp, hp.maxReduction, ds.successes, ds.failures, c.exhaustion, c.exhaustionNeedsLight].every(isInt)],
    ['effectiveMax = max(0, max − maxReduction)', eff === Math.max(0, hp.max - hp.maxReduction)],
    ['maxReduction ≥ 0', hp.maxReduction >= 0],
    ['0 ≤ current ≤ effectiveMax', hp.current >= 0 && hp.current <= eff],
    ['temp ≥ 0', hp.temp >= 0],
    ['counts ≥ 0', ds.successes >= 0 && ds.failures >= 0],
    ['exhaustion 0..6', c.exhaustion >= 0 && c.exhaustion <= 6],
    ['0 ≤ exhaustionNeedsLight ≤ exhaustion', c.exhaustionNeedsLight >= 0 && c.exhaustionNeedsLight <= c.exhaustion],
    ['conditions known and unique', c.conditions.every((x) => (CONDITIONS as readonly string[]).includes(x)) && new Set(c.conditions).size === c.conditions.length],
    ['counts below the thresholds unless dead', !inPlay || (ds.failures < c.resources.failuresToDie && ds.successes < c.resources.successesToStabilize)],
    ["status 'alive' ⇔ current > 0 (outside Recuo)", c.status === 'recuo' ? hp.current === 0 : (c.status === 'alive') === hp.current > 0],
    ["dying/stable ⇒ 0 HP and 'unconscious'", !(c.status === 'dying' || c.status === 'stable') || (hp.current === 0 && unconscious)],
    ["knockedOut ⇒ alive and 'unconscious'", !c.knockedOut || (c.status === 'alive' && unconscious)],
    // RULES.md "an Unconscious given by hand at more than 0 HP ends only by hand": a Sleep effect keeps a duration.
    ["alive and not knocked out ⇒ not 'unconscious', unless given by hand", !(c.status === 'alive' && !c.knockedOut && unconscious) || c.durations.unconscious !== undefined],
    ['durations only for the conditions it has', Object.keys(c.durations).every((x) => c.conditions.includes(x as StandardCondition))],
    ['durations only in play', inPlay || Object.keys(c.durations).length === 0],
    ['concentrating only while alive, above 0 HP and not Incapacitated', !c.concentration || (c.status === 'alive' && hp.current > 0 && !isIncapacitated(c))],
    ['a concentration DC due is 10..30', c.concentration?.dc == null || (c.concentration.dc >= 10 && c.concentration.dc <= LIMITS.saveDc)],
    ['a wake timer only while stable', c.stableHoursUntilWake === null || c.status === 'stable'],
    ["recuo data ⇔ status 'recuo'", (c.recuo !== undefined) === (c.status === 'recuo')],
    ['no successes kept once stable or awake', !(c.status === 'stable' || c.status === 'alive') || ds.successes === 0],
    // RULES.md "Armor Class, attacks, counters and monster traits".
    ['counters: 0 ≤ used ≤ max ≤ 99, each id once', c.counters.every((x) => isInt(x.used) && x.used >= 0 && x.used <= x.max && x.max <= LIMITS.counterMax)
      && new Set(c.counters.map((x) => x.id)).size === c.counters.length],
    ['Armor Class absent or 0..99', c.ac === undefined || (isInt(c.ac) && c.ac >= 0 && c.ac <= LIMITS.ac)],
  ];
  const broken = rules.filter(([, ok]) => !ok).map(([name]) => name);
  // The rules' own invariant check, which storage and import call, finds nothing either.
  const problems = creatureProblems(c);
  if (problems.length) broken.push(`creatureProblems ${JSON.stringify(problems)}`);
  if (broken.length) throw new Error(`invariant broken: ${broken.join('; ')}\n${JSON.stringify(c)}`);
}

export function checkStep(before: Creature, action: unknown, r: DispatchResult): void {
  const problems: string[] = [];
  for (const e of r.events) {
    if (!(EVENT_TYPES as readonly string[]).includes(e.type)) problems.push(`unknown event ${e.type}`);
    if (e.key !== `events.${e.type}`) problems.push(`event key ${e.key}`);
    for (const v of Object.values(e.values)) {
      if (!['number', 'string', 'boolean', 'undefined'].includes(typeof v)) problems.push(`event value ${String(v)}`);
      // Logged and stored as JSON: every number exact (an Infinity would come back as null).
      if (typeof v === 'number' && !Number.isSafeInteger(v)) problems.push(`event number ${v}`);
    }
  }
  if (r.error) {
    // a refused action returns the same creature and no events
    if (!(ERROR_CODES as readonly string[]).includes(r.error.code)) problems.push(`unknown error ${r.error.code}`);
    if (r.creature !== before) problems.push('refusal returned another creature object');
    if (r.events.length) problems.push('refusal returned events');
  } else {
    const after = r.creature;
    checkCreature(after);
    const type = typeOf(action) ?? '';
    const changed = after.status !== before.status;
    const regained = r.events.some((e) => e.type === 'resource-used' && e.values.resource === 'regainOnDrop');
    const a = action as Record<string, unknown>;
    const taken = r.events.find((e) => e.type === 'damage-taken')?.values.amount;
    const fortitude = r.events.find((e) => e.type === 'undead-fortitude');
    const legendary = r.events.some((e) => e.values.legendaryResistance === true);
    const due = type === 'turnEdge' ? turnDue(before, { edge: a.edge as TurnEdge, of: a.of as string, self: a.self as boolean }) : null;
    const rules: Array<[string, boolean]> = [
      ['dead stays dead unless revivify / raiseDead', before.status !== 'dead' || REVIVAL.has(type) || after.status === 'dead'],
      // Seed 001 "Revivificar ... até 1 minuto após o Recuo": ten rounds, and the count never runs back while it waits.
      ['Revivify never past the minute (10 rounds)', type !== 'revivify' || (before.roundsSinceDeath ?? 0) <= 10],
      ['rounds since death never run back while dead or in Recuo',
        after.status !== before.status || (after.roundsSinceDeath ?? 0) >= (before.roundsSinceDeath ?? 0)],
      ['dispersed and dissolved never come back', !(before.status === 'dispersed' || before.status === 'dissolved') || !changed],
      ['Recuo ends only in waking', before.status !== 'recuo' || after.status === 'recuo' || after.status === 'alive'],
      ['Recuo only for plano-espiritual desencarnado characters',
        !(changed && after.status === 'recuo') || (after.preset === 'plano-espiritual' && after.nature === 'desencarnado' && after.role === 'character')],
      ['Dispersão only for plano-espiritual desencarnado minions',
        !(changed && after.status === 'dispersed') || (after.preset === 'plano-espiritual' && after.nature === 'desencarnado' && after.role === 'minion')],
      ['dissolving only for plano-espiritual thought-forms', !(changed && after.status === 'dissolved') || (after.preset === 'plano-espiritual' && after.nature === 'thought-form')],
      ['death saves only while dying', type !== 'deathSave' || before.status === 'dying'],
      ['healing never lowers HP nor touches temp', type !== 'heal' || (after.hp.current >= before.hp.current && after.hp.temp === before.hp.temp)],
      ['temporary HP never heal nor wake', type !== 'tempHp' || (after.hp.current === before.hp.current && after.status === before.status)],
      ['damage never raises HP or temp (save regain-on-drop)', type !== 'damage' || regained || (after.hp.current <= before.hp.current && after.hp.temp <= before.hp.temp)],
      // RULES.md "Conditions and concentration".
      ['adding a condition it already has changes nothing, without an error',
        !(type === 'addCondition' && before.conditions.includes(a.condition as StandardCondition)) || (after === before && r.events.length === 0)],
      ['concentration never ends unsaid', !before.concentration || !!after.concentration || r.events.some((e) => e.type === 'concentration-ended')],
      ['a Long Rest does not end concentration', type !== 'longRest' || !before.concentration || after.concentration?.on === before.concentration.on],
      ['damage taken while concentrating calls for a save at its DC or higher',
        !(type === 'damage' && after.concentration && typeof taken === 'number' && taken > 0) || (after.concentration.dc ?? 0) >= concentrationDc(taken)],
      ['turnEdge changes the creature exactly when turnDue says it changes something', !due || (after !== before) === due.changes],
      ['turnEdge with nothing to do returns no events', !due || due.changes || r.events.length === 0],
      ['what turnDue says ends at a turn edge is gone after it', !due || due.ending.every((x) => !after.conditions.includes(x) && !after.durations[x])],
      // RULES.md "Armor Class, attacks, counters and monster traits".
      ['counters change only by useCounter, restoreCounter, a rest, a Legendary Resistance or configure',
        COUNTER_CHANGERS.has(type) || JSON.stringify(after.counters) === JSON.stringify(before.counters)],
      ['Armor Class and traits change only by configure', type === 'configure' || (after.ac === before.ac && JSON.stringify(after.traits) === JSON.stringify(before.traits))],
      ['a passed Undead Fortitude leaves 1 HP, alive', !fortitude?.values.passed || (after.hp.current === 1 && after.status === 'alive')],
      ['Undead Fortitude only for a creature with the trait, dropping from above 0 HP',
        !fortitude || (before.traits.includes('undead-fortitude') && before.status === 'alive' && before.hp.current > 0)],
      ['a Legendary Resistance spends exactly one use', !legendary || usedOf(after) === usedOf(before) + 1],
    ];
    problems.push(...rules.filter(([, ok]) => !ok).map(([name]) => name));
  }
  if (problems.length) throw new Error(`${problems.join('; ')}\naction ${JSON.stringify(action)}\nbefore ${JSON.stringify(before)}`);
}
