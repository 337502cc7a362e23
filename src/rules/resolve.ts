// Resolving an action: every die it may use is rolled now and typed in, so that dispatch
// needs no rng and every replica that folds the entry gets the same result (shared/STYLE.md
// practice 10: "dice are resolved before an entry is written").
//
// The dice are drawn in the order dispatch draws them for this creature, and the dice that
// dispatch may not need come last: dispatch with the same rng would consume a prefix of the
// same sequence, so resolving and then dispatching gives what dispatching with the rng gives.
import { plainAction, readCreature } from './creature-shape';
import { checkedRng, rollDie } from './dice';
import { isRollableSaveBonus } from './recuo';
import { fortitudeDue } from './fortitude';
import { HIT_DIE_SIZES, ZONES, type Action, type Creature, type DamageAction, type Zone } from './types';
import { isOneOf, isPlainObject, signedProblem } from './validate';

type Fields = Record<string, unknown>;
type Roll = (sides: number) => number;

/** A die the action left out is rolled; a typed one (even an invalid one) is kept. */
function fill(a: Fields, field: string, sides: number, roll: Roll): void {
  if (a[field] === undefined) a[field] = roll(sides);
}

/** death-saves.ts: the d20 (two with advantage XOR disadvantage), the extra die, the srd wake d4. */
function deathSaveDice(c: Creature, a: Fields, roll: Roll): void {
  // `rolls` without `roll` is refused by dispatch whatever is filled: no d20 is made up for it.
  if (a.roll === undefined && a.rolls === undefined) {
    const { advantage, disadvantage } = c.resources;
    const first = roll(20);
    if (advantage === disadvantage) {
      a.roll = first;
    } else {
      const second = roll(20);
      a.roll = advantage ? Math.max(first, second) : Math.min(first, second);
      a.rolls = [first, second];
    }
  }
  if (c.resources.extraDie > 0) fill(a, 'extraRoll', c.resources.extraDie, roll);
  // Rolled only when the save stabilizes an srd creature: last, and always.
  fill(a, 'wakeRoll', 4, roll);
}

/** recuo.ts `destination`: Densa's d6 first, then the wake d4, then the km d6 (Perdido). */
const RECUO_DICE: Record<Zone, ReadonlyArray<readonly [field: string, sides: number]>> = {
  leve: [['wakeRoll', 4]],
  moderada: [['wakeRoll', 4], ['distanceRoll', 6]],
  densa: [['roll', 6], ['wakeRoll', 4], ['distanceRoll', 6]],
  abismal: [],
};

/** recuo.ts `captivityDay`: save = d20 + bonus, when the bonus is one dispatch accepts for a roll. */
function captivityDice(a: Fields, roll: Roll): void {
  if (a.save !== undefined) return;
  const bonus = a.bonus ?? 0;
  if (signedProblem(bonus, 'invalid-amount') !== null || !isRollableSaveBonus(bonus as number)) return;
  a.save = roll(20) + (bonus as number);
}

/**
 * damage-action.ts: Undead Fortitude's d20 first, only when the save is due (fortitudeDue says
 * exactly when dispatch rolls it: a die filled when it is not would take the next die's place);
 * then the srd wake d4 when autoStabilize makes the creature stable on dropping to 0.
 */
function damageDice(c: Creature, a: Fields, roll: Roll): void {
  if (a.fortitudeRoll === undefined && fortitudeDue(c, a as unknown as DamageAction) !== null) a.fortitudeRoll = roll(20);
  fill(a, 'wakeRoll', 4, roll);
}

function fillDice(c: Creature, a: Fields, roll: Roll): void {
  switch (a.type) {
    case 'deathSave': return deathSaveDice(c, a, roll);
    case 'damage': return damageDice(c, a, roll);
    case 'stabilize': return fill(a, 'wakeRoll', 4, roll);
    case 'resolveRecuo':
      if (isOneOf(ZONES, a.zone)) for (const [field, sides] of RECUO_DICE[a.zone]) fill(a, field, sides, roll);
      return;
    case 'captivityDay': return captivityDice(a, roll);
    // concentration.ts / conditions.ts: the save's d20.
    case 'concentrationSave':
    case 'conditionSave':
      return fill(a, 'roll', 20, roll);
    // hit-dice.ts: the Hit Point Die, of the size the action names.
    case 'spendHitDie':
      if ((HIT_DIE_SIZES as readonly unknown[]).includes(a.die)) fill(a, 'roll', a.die as number, roll);
      return;
    default: return;
  }
}

/**
 * The action with every die it may use typed in, drawn from `rng` (uniform in [0, 1)):
 * `dispatch(creature, resolveAction(creature, action, rng))` needs no rng and gives what
 * `dispatch(creature, action, { rng })` gives. Typed dice are kept as they are, even invalid
 * ones (dispatch refuses them). Never throws and never mutates its input: an action,
 * creature or rng it cannot use gives back the action as plain data with nothing filled (or
 * the action itself when it cannot even be read), and dispatch then refuses it.
 */
export function resolveAction(creature: Creature, action: Action, rng: () => number): Action {
  let plain: unknown;
  try {
    // Getters are read once, as dispatch reads them.
    plain = plainAction(action);
  } catch {
    return action;
  }
  if (!isPlainObject(plain) || typeof plain.type !== 'string' || typeof rng !== 'function') return plain as Action;
  try {
    const c = readCreature(creature);
    if (c === null) return plain as Action;
    const draw = checkedRng(rng);
    const resolved: Fields = { ...plain };
    fillDice(c, resolved, (sides) => rollDie(sides, draw));
    return resolved as unknown as Action;
  } catch {
    // An rng that throws or leaves [0, 1): nothing is filled rather than some of the dice.
    return plain as Action;
  }
}
