// After a Recuo (plano-espiritual "Recuo Perispiritual"): the zone decides where the spirit
// wakes. See enter-recuo.ts for how it begins.
import { dieValue, rollDie, type Rng } from './dice';
import { leaveRecuo } from './enter-recuo';
import { event, refuse, type Outcome } from './events';
import { addCondition, cloneCreature } from './hp';
import { natureOf } from './presets';
import { ZONES, type Action, type Creature, type ErrorCode, type Recuo, type RulesEvent } from './types';
import { LIMITS } from './limits';
import { isDie, isOneOf, signedProblem } from './validate';
import { regainFromZero } from './zero-hp';

type ResolveAction = Extract<Action, { type: 'resolveRecuo' }>;

const HOURS_PER_DAY = 24;
/** Abismal: "salvaguarda de Sabedoria CD 13"; "Se já a tem, ... passa a CD 15". */
const CAPTIVITY_DC = 13;
const FIXACAO_RAISED_DC = 15;

/**
 * A bonus the rolled captivity save may add: d20 + bonus stays within the bound a typed save
 * has (±LIMITS.amount), so that a rolled total can always be written back as `save`.
 */
export const isRollableSaveBonus = (bonus: number): boolean => bonus + 20 <= LIMITS.amount;

/** Perdido: "Desperta 1d4 horas depois ... separado do grupo, a 1d6 km, com 1 PV." */
function lost(a: ResolveAction, rng?: Rng): Partial<Recuo> | null {
  const wake = dieValue(a.wakeRoll, 4, rng);
  const distance = dieValue(a.distanceRoll, 6, rng);
  if (wake === null || distance === null) return null;
  return { outcome: 'perdido', hoursUntilWake: wake, distanceKm: distance };
}

function destination(a: ResolveAction, rng?: Rng): Partial<Recuo> | null {
  switch (a.zone) {
    case 'leve': {
      // "Desperta no posto de socorro mais próximo após 1d4 dias, com 1 PV."
      const days = dieValue(a.wakeRoll, 4, rng);
      return days === null ? null : { outcome: 'posto', hoursUntilWake: days * HOURS_PER_DAY };
    }
    case 'moderada':
      return lost(a, rng);
    case 'densa': {
      // "Role 1d6: 1–3 Perdido (como acima); 4–6 Capturado por uma falange."
      const zoneRoll = dieValue(a.roll, 6, rng);
      if (zoneRoll === null) return null;
      if (zoneRoll >= 4) return { zoneRoll, outcome: 'capturado' };
      const found = lost(a, rng);
      return found && { zoneRoll, ...found };
    }
    case 'abismal':
      return { outcome: 'capturado' };
  }
}

export function resolveRecuo(c: Creature, a: ResolveAction, rng?: Rng): Outcome {
  if (!isOneOf(ZONES, a.zone)) return refuse('unknown-action');
  if (a.roll !== undefined && !isDie(a.roll, 6)) return refuse('invalid-roll');
  if (a.wakeRoll !== undefined && !isDie(a.wakeRoll, 4)) return refuse('invalid-roll');
  if (a.distanceRoll !== undefined && !isDie(a.distanceRoll, 6)) return refuse('invalid-roll');
  if (c.status !== 'recuo' || !c.recuo) return refuse('not-in-recuo');
  if (c.recuo.outcome) return refuse('recuo-already-resolved');
  const found = destination(a, rng);
  if (!found) return refuse('invalid-roll');
  const n = cloneCreature(c);
  const recuo: Recuo = { ...c.recuo, zone: a.zone, ...found };
  n.recuo = recuo;
  return {
    creature: n,
    events: [event('recuo-resolved', {
      zone: a.zone, outcome: recuo.outcome, zoneRoll: recuo.zoneRoll,
      hoursUntilWake: recuo.hoursUntilWake, distanceKm: recuo.distanceKm,
    })],
  };
}

/** Refusal for an action that needs a Capturado creature, or null. */
function capturedCheck(c: Creature): ErrorCode | null {
  if (c.status !== 'recuo' || !c.recuo) return 'not-in-recuo';
  if (!c.recuo.outcome) return 'recuo-unresolved';
  return c.recuo.outcome === 'capturado' ? null : 'not-captured';
}

/** "Capturado por uma falange (resgate = cena ou missão)": the rescue brings it back with 1 HP. */
export function rescue(c: Creature): Outcome {
  const problem = capturedCheck(c);
  if (problem) return refuse(problem);
  const n = cloneCreature(c);
  leaveRecuo(n, () => 1);
  return { creature: n, events: [event('rescued')] };
}

/**
 * Abismal: "A cada dia de cativeiro, faz uma salvaguarda de Sabedoria CD 13; falha: recebe
 * a condição Fixação Monoideica ... Se já a tem, a salvaguarda de fim de Descanso Longo da
 * Fixação passa a CD 15." The seed gives the daily save to the Abismal zone only: a Densa
 * captive counts its days without it.
 */
export function captivityDay(c: Creature, a: { save?: number; bonus?: number }, rng?: Rng): Outcome {
  const invalid = (a.save === undefined ? null : signedProblem(a.save, 'invalid-check'))
    ?? (a.bonus === undefined ? null : signedProblem(a.bonus, 'invalid-amount'));
  if (invalid) return refuse(invalid);
  const problem = capturedCheck(c);
  if (problem) return refuse(problem);
  // The count is stored: it stops at its limit rather than growing without end.
  if ((c.recuo as Recuo).captivityDays >= LIMITS.captivityDays) return refuse('captivity-limit');
  const n = cloneCreature(c);
  const recuo = n.recuo as Recuo;
  recuo.captivityDays += 1;
  if (recuo.zone !== 'abismal') {
    return { creature: n, events: [event('captivity-day', { day: recuo.captivityDays })] };
  }
  const bonus = a.bonus ?? 0;
  if (a.save === undefined && !isRollableSaveBonus(bonus)) return refuse('amount-too-large');
  const save = a.save ?? (rng ? rollDie(20, rng) + bonus : null);
  if (save === null) return refuse('invalid-roll');
  const passed = save >= CAPTIVITY_DC;
  const events: RulesEvent[] = [event('captivity-day', { day: recuo.captivityDays, save, dc: CAPTIVITY_DC, passed })];
  if (!passed && !n.conditions.includes('fixacao-monoideica')) {
    addCondition(n, 'fixacao-monoideica');
    events.push(event('fixacao-gained'));
  } else if (!passed && n.fixacaoDc !== FIXACAO_RAISED_DC) {
    n.fixacaoDc = FIXACAO_RAISED_DC;
    events.push(event('fixacao-dc-raised', { dc: FIXACAO_RAISED_DC }));
  }
  return { creature: n, events };
}

/** "Grupo inteiro em Torpor: uma caravana de socorro recolhe todos; o grupo desperta num posto." */
export function rescueCaravan(c: Creature): Outcome {
  const inTorpor = natureOf(c) === 'desencarnado' && (c.status === 'dying' || c.status === 'stable');
  if (!inTorpor) return refuse('not-in-torpor');
  const n = cloneCreature(c);
  const events: RulesEvent[] = [event('caravan-rescue')];
  n.hp.current = 1;
  regainFromZero(n, events);
  n.deathSaves = { successes: 0, failures: 0 };
  return { creature: n, events };
}
