// The death save itself (RULES.md "Death saves"; srd-2024 "Záchranné hody proti smrti";
// databook "Testes de Morte"; plano-espiritual "Salvaguarda de Ancoragem").
import { dieValue, rollDie, type Rng } from './dice';
import { event, refuse, type Outcome } from './events';
import { fall } from './fall';
import { cloneCreature, hasUses, markResource, spendResource } from './hp';
import { keepsFailures, tracksStableWake } from './presets';
import type { Action, Creature, ResourceId, RulesEvent } from './types';
import { isDie, signedProblem } from './validate';
import { becomeStable, regainFromZero } from './zero-hp';

type DeathSaveAction = Extract<Action, { type: 'deathSave' }>;
type Result = 'success' | 'failure' | 'natural-1' | 'natural-20';

/** The event's record of two d20s: "first,second", in the order rolled. */
const rollsText = (first: number, second: number): string => `${first},${second}`;

/**
 * `rolls` (the two d20s of an advantage or disadvantage, as rolled) only goes with the `roll`
 * kept from them: two dice 1..20, one of which is `roll`. Which one the creature keeps is not
 * checked: an entry resolved before a resource changed still reads the same everywhere.
 */
function rollsProblem(a: DeathSaveAction): boolean {
  if (a.rolls === undefined) return false;
  const rolls: unknown = a.rolls;
  return !(Array.isArray(rolls) && rolls.length === 2 && rolls.every((d) => isDie(d, 20))
    && a.roll !== undefined && rolls.includes(a.roll));
}

/** "role 1d20", advantage or disadvantage keeping the higher or lower (databook resources). */
function naturalRoll(c: Creature, a: DeathSaveAction, rng?: Rng): { natural: number; rolls?: string } | null {
  if (a.roll !== undefined) return { natural: a.roll, rolls: a.rolls && rollsText(a.rolls[0], a.rolls[1]) };
  if (!rng) return null;
  const { advantage, disadvantage } = c.resources;
  const first = rollDie(20, rng);
  if (advantage === disadvantage) return { natural: first };
  const second = rollDie(20, rng);
  const natural = advantage ? Math.max(first, second) : Math.min(first, second);
  return { natural, rolls: rollsText(first, second) };
}

/** The resources that shaped this roll, for the record ("se algum recurso alterou o teste"). */
function appliedResources(c: Creature): ResourceId[] {
  const r = c.resources;
  const used: ResourceId[] = [];
  if (r.advantage && !r.disadvantage) used.push('advantage');
  if (r.disadvantage && !r.advantage) used.push('disadvantage');
  if (r.bonus !== 0) used.push('bonus');
  if (r.extraDie > 0) used.push('extraDie');
  return used;
}

export function deathSave(c: Creature, a: DeathSaveAction, rng?: Rng): Outcome {
  if (a.roll !== undefined && !isDie(a.roll, 20)) return refuse('invalid-roll');
  if (rollsProblem(a)) return refuse('invalid-roll');
  const extraDie = c.resources.extraDie;
  if (extraDie > 0 && a.extraRoll !== undefined && !isDie(a.extraRoll, extraDie)) return refuse('invalid-roll');
  if (a.wakeRoll !== undefined && !isDie(a.wakeRoll, 4)) return refuse('invalid-roll');
  const badBonus = a.bonus === undefined ? null : signedProblem(a.bonus, 'invalid-amount');
  if (badBonus) return refuse(badBonus);
  if (c.status !== 'dying') return refuse('not-dying');
  const d20 = naturalRoll(c, a, rng);
  const extra = extraDie > 0 ? dieValue(a.extraRoll, extraDie, rng) : 0;
  if (d20 === null || extra === null) return refuse('invalid-roll');

  const { natural } = d20;
  // "Esse teste não está vinculado a nenhum atributo": only resource bonuses add.
  const total = natural + (a.bonus ?? 0) + c.resources.bonus + extra;
  let result: Result = natural === 20 ? 'natural-20'
    : natural === 1 ? 'natural-1'
    : total >= 10 ? 'success' : 'failure';
  const n = cloneCreature(c);
  const after: RulesEvent[] = [];
  for (const resource of appliedResources(c)) markResource(n, resource, after);
  // databook resource "transformar falha em sucesso" (a natural 1's two failures included).
  let converted = false;
  if ((result === 'failure' || result === 'natural-1') && (a.useFailureToSuccess ?? true) && hasUses(n, 'failureToSuccess')) {
    spendResource(n, 'failureToSuccess', after);
    result = 'success';
    converted = true;
  }
  // srd-2024: stabilizing rolls the 1d4 hours now; with no die to roll, refuse (decisions).
  const stabilizes = result === 'success' && n.deathSaves.successes + 1 >= n.resources.successesToStabilize;
  const wakeHours = stabilizes && tracksStableWake(n.preset) ? dieValue(a.wakeRoll, 4, rng) : null;
  if (stabilizes && tracksStableWake(n.preset) && wakeHours === null) return refuse('invalid-roll');
  const consequences: RulesEvent[] = [];
  applyResult(n, result, wakeHours, consequences);
  const saveEvent = event('death-save', {
    roll: natural, total, result, successes: n.deathSaves.successes, failures: n.deathSaves.failures,
    rolls: d20.rolls, extra: extraDie > 0 ? extra : undefined, converted: converted || undefined,
  });
  return { creature: n, events: [saveEvent, ...after, ...consequences] };
}

function applyResult(n: Creature, result: Result, wakeHours: number | null, events: RulesEvent[]): void {
  const { successesToStabilize, failuresToDie } = n.resources;
  if (result === 'natural-20') {
    // srd-2024 "Pokud hodíš 20 ..., získáš zpět 1 Život"; databook adds "remove 2 falhas".
    if (keepsFailures(n.preset)) {
      const removed = Math.min(2, n.deathSaves.failures);
      n.deathSaves.failures -= removed;
      if (removed > 0) events.push(event('failures-removed', { count: removed, failures: n.deathSaves.failures }));
    }
    n.hp.current = 1;
    const resource = n.record.resourceAltered;
    regainFromZero(n, events);
    n.record.resourceAltered = resource;
    return;
  }
  if (result === 'success') {
    n.deathSaves.successes += 1;
    // "Quando a criatura acumula 3 sucessos, ela se torna estável."
    if (n.deathSaves.successes >= successesToStabilize) {
      becomeStable(n, 'successes', wakeHours, events);
    }
    return;
  }
  // "1 natural ... conta como duas falhas"; otherwise one.
  const count = result === 'natural-1' ? 2 : 1;
  n.deathSaves.failures = Math.min(failuresToDie, n.deathSaves.failures + count);
  if (n.deathSaves.failures >= failuresToDie) fall(n, 'failures', events);
}
