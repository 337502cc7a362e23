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
import type { Action, Creature, DispatchResult, RulesContext } from './types';
import type { Rng } from './dice';
import { isPlainObject } from './validate';

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
    default: return refuse('unknown-action');
  }
}

/**
 * Never mutates its input. A refusal, or an action that changes nothing, returns the very
 * same creature object; handlers work on a copy, and a copy equal to the input is dropped.
 */
export function dispatch(creature: Creature, action: Action, ctx?: RulesContext): DispatchResult {
  if (!isPlainObject(creature) || !isPlainObject(action) || typeof action.type !== 'string') {
    return { creature, events: [], error: { code: 'unknown-action' } };
  }
  const rng = typeof ctx?.rng === 'function' ? ctx.rng : undefined;
  const out = route(creature, action, rng);
  if ('error' in out) return { creature, events: [], error: { code: out.error } };
  const same = out.creature === creature || JSON.stringify(out.creature) === JSON.stringify(creature);
  return { creature: same ? creature : out.creature, events: out.events };
}
