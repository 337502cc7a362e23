// The one entry point (shared/STYLE.md practice 2): dispatch(creature, action) returns the
// next creature and the events, or refuses without touching the creature.
import { changeExhaustion } from './exhaustion';
import { applyDamage } from './damage-action';
import { deathSave } from './death-saves';
import { refuse, type Outcome } from './events';
import { heal, tempHp } from './heal';
import { reduceMaxHp, restoreMaxHp } from './max-hp';
import { captivityDay, rescue, rescueCaravan, resolveRecuo } from './recuo';
import { longRest, passTime, shortRest } from './rests';
import { raiseDead, revivify } from './revival';
import { firstAid, removeFailures, stabilize } from './stabilize';
import { configure } from './configure';
import { addCondition, conditionSave, endSustained, removeCondition, turnEdge } from './conditions';
import { concentrate, concentrationSave, endConcentration, settle } from './concentration';
import type { Action, Creature, DispatchResult, ErrorCode, RulesContext } from './types';
import { checkedRng, RngFailed, type Rng } from './dice';
import { plainAction, readCreatureParts } from './creature-shape';
import { freezeData, isPlainObject } from './validate';
import { sameCreature } from './hp';
import { spendHitDie } from './hit-dice';
import { restoreCounter, spendCounter } from './counters';

function route(c: Creature, action: Action, rng?: Rng): Outcome {
  switch (action.type) {
    case 'damage': return applyDamage(c, action, rng);
    case 'heal': return heal(c, action);
    case 'tempHp': return tempHp(c, action);
    case 'deathSave': return deathSave(c, action, rng);
    case 'stabilize': return stabilize(c, action, rng);
    case 'firstAid': return firstAid(c, action);
    case 'removeFailures': return removeFailures(c, action);
    case 'reduceMaxHp': return reduceMaxHp(c, action);
    case 'restoreMaxHp': return restoreMaxHp(c, action);
    case 'exhaustion': return changeExhaustion(c, action);
    case 'shortRest': return shortRest(c);
    case 'longRest': return longRest(c, action);
    case 'passTime': return passTime(c, action);
    case 'resolveRecuo': return resolveRecuo(c, action, rng);
    case 'revivify': return revivify(c, action);
    case 'raiseDead': return raiseDead(c, action);
    case 'rescue': return rescue(c);
    case 'captivityDay': return captivityDay(c, action, rng);
    case 'rescueCaravan': return rescueCaravan(c);
    case 'configure': return configure(c, action);
    case 'addCondition': return addCondition(c, action);
    case 'removeCondition': return removeCondition(c, action);
    case 'conditionSave': return conditionSave(c, action, rng);
    case 'turnEdge': return turnEdge(c, action);
    case 'concentrate': return concentrate(c, action);
    case 'endConcentration': return endConcentration(c);
    case 'endSustained': return endSustained(c, action);
    case 'concentrationSave': return concentrationSave(c, action, rng);
    case 'spendHitDie': return spendHitDie(c, action, rng);
    case 'useCounter': return spendCounter(c, action);
    case 'restoreCounter': return restoreCounter(c, action);
    default: return refuse('unknown-action');
  }
}

/** The context's rng, checked; null when reading the context itself throws. */
function rngOf(ctx: RulesContext | undefined): Rng | undefined | null {
  try {
    const source: unknown = ctx?.rng;
    return typeof source === 'function' ? checkedRng(source as () => unknown) : undefined;
  } catch {
    return null;
  }
}

const refusal = (creature: Creature, code: ErrorCode): DispatchResult => ({ creature, events: [], error: { code } });

/**
 * The creature dispatch returned last, with the fields the rules do not know that went along
 * with it. A log is folded by passing each result to the next action, and a creature the rules
 * returned comes back to them as it left: it is not read and checked again (that read was
 * half the cost of an action). So a returned creature is data not to be changed in place (the
 * store freezes it); a caller that wants a changed one makes a copy, which is read and checked
 * like any creature from outside. In development and tests every result is frozen, so that
 * code which changes one in place throws there instead of slipping past the checks.
 * One slot, not a WeakMap of every result: a WeakMap entry per action cost more than the
 * read it saved.
 */
let lastReturned: Creature | null = null;
let lastUnknown: Record<string, unknown> | null = null;

/**
 * Freezes a result and every part of it: each part is the rules' own (read's copy, a handler's,
 * or a part of a result frozen before), except the values of fields the rules do not know,
 * which are the caller's and are left as they are.
 */
/**
 * Whether every result is deep-frozen, so that code changing a returned creature in place throws.
 * Off unless switched on: the app switches it on in development (the store passes its build's
 * flag) and the tests in their setup. The rules read no bundler's globals, so they run the same
 * bundled by any tool.
 */
let freezeResults = false;

export function freezeDispatchResults(on: boolean): void {
  freezeResults = on;
}

function freezeResult(result: Creature, unknown: Record<string, unknown> | null): void {
  Object.freeze(result);
  for (const key in result) {
    if (!unknown || !hasOwn.call(unknown, key)) freezeData((result as unknown as Record<string, unknown>)[key]);
  }
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Never mutates its input, and never throws: a caller that breaks the contract (a creature
 * the rules cannot read, an action whose getter throws, an rng that throws or returns
 * something outside [0, 1)) gets a refusal. A refusal, or an action that changes nothing,
 * returns the very same creature object; handlers work on a copy, and a copy equal to the
 * input is dropped. A creature it returned is not to be changed in place (`returned`).
 */
export function dispatch(creature: Creature, action: Action, ctx?: RulesContext): DispatchResult {
  // What a throw means depends on what was being read: whose contract was broken.
  let blame: ErrorCode = 'unknown-action';
  try {
    // Getters are read once, here: what is checked is what is used.
    const plain = plainAction(action);
    if (!isPlainObject(plain) || typeof plain.type !== 'string') return refusal(creature, 'unknown-action');
    blame = 'invalid-creature';
    let c: Creature;
    let unknown = creature === lastReturned ? lastUnknown : undefined;
    if (unknown !== undefined) {
      c = creature;
    } else {
      const read = readCreatureParts(creature);
      if (read === null) return refusal(creature, 'invalid-creature');
      c = read.creature;
      unknown = read.unknown;
    }
    const rng = rngOf(ctx);
    if (rng === null) return refusal(creature, 'rng-failed');
    const out = route(c, plain as unknown as Action, rng);
    if ('error' in out) return refusal(creature, out.error);
    if (out.creature !== c) settle(c, out.creature, plain as unknown as Action, out.events);
    const same = sameCreature(out.creature, c);
    if (same) return { creature, events: out.events };
    // Fields the rules do not know (written by a newer build) go along, as they are.
    const result = unknown ? Object.assign(out.creature, unknown) : out.creature;
    if (freezeResults) freezeResult(result, unknown);
    lastReturned = result; lastUnknown = unknown;
    return { creature: result, events: out.events };
  } catch (error) {
    return refusal(creature, error instanceof RngFailed ? 'rng-failed' : blame);
  }
}
