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
import { addCondition, conditionSave, removeCondition, turnEdge } from './conditions';
import { concentrate, concentrationSave, endConcentration, settle } from './concentration';
import type { Action, Creature, DispatchResult, ErrorCode, RulesContext } from './types';
import { checkedRng, RngFailed, type Rng } from './dice';
import { plainAction, readCreatureParts } from './creature-shape';
import { isPlainObject } from './validate';
import { sameCreature } from './hp';

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
    case 'concentrationSave': return concentrationSave(c, action, rng);
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
 * Never mutates its input, and never throws: a caller that breaks the contract (a creature
 * the rules cannot read, an action whose getter throws, an rng that throws or returns
 * something outside [0, 1)) gets a refusal. A refusal, or an action that changes nothing,
 * returns the very same creature object; handlers work on a copy, and a copy equal to the
 * input is dropped.
 */
export function dispatch(creature: Creature, action: Action, ctx?: RulesContext): DispatchResult {
  // What a throw means depends on what was being read: whose contract was broken.
  let blame: ErrorCode = 'unknown-action';
  try {
    // Getters are read once, here: what is checked is what is used.
    const plain = plainAction(action);
    if (!isPlainObject(plain) || typeof plain.type !== 'string') return refusal(creature, 'unknown-action');
    blame = 'invalid-creature';
    const read = readCreatureParts(creature);
    if (read === null) return refusal(creature, 'invalid-creature');
    const c = read.creature;
    const rng = rngOf(ctx);
    if (rng === null) return refusal(creature, 'rng-failed');
    const out = route(c, plain as unknown as Action, rng);
    if ('error' in out) return refusal(creature, out.error);
    if (out.creature !== c) settle(c, out.creature, plain as unknown as Action, out.events);
    const same = sameCreature(out.creature, c);
    if (same) return { creature, events: out.events };
    // Fields the rules do not know (written by a newer build) go along, as they are.
    return { creature: read.unknown ? Object.assign(out.creature, read.unknown) : out.creature, events: out.events };
  } catch (error) {
    return refusal(creature, error instanceof RngFailed ? 'rng-failed' : blame);
  }
}
