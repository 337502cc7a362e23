// @vitest-environment node
// Torpor, Ancoragem and Recuo, from the plano-espiritual seed (001) and RULES.md "Recuo".
// Expected values worked by hand from the text.
import { describe, expect, it } from 'vitest';
import { dispatch, LIMITS, revivifyMinutes, revivifyWindow, terminologyContext } from './index';
import type { Action, Creature, CreatureInit, Zone } from './index';
import { act, constRng, dice, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const desenc = (init: Partial<CreatureInit> = {}): Creature => make('plano-espiritual', { nature: 'desencarnado', ...init });
const torpor = (init: Partial<CreatureInit> = {}): Creature => dying('plano-espiritual', { nature: 'desencarnado', ...init });
/** Recuo by three failures of the Salvaguarda de Ancoragem. */
const inRecuo = (init: Partial<CreatureInit> = {}): Creature => run(torpor(init), saves(5, 5, 5)).creature;
const resolved = (zone: Zone, extra: { roll?: number; wakeRoll?: number; distanceRoll?: number } = {}): Creature =>
  act(inRecuo(), { type: 'resolveRecuo', zone, ...extra }).creature;

function expectRecuoState(c: Creature, cause: string, exhaustion: number): void {
  expect(c.status).toBe('recuo');
  expect(c.recuo?.cause).toBe(cause);
  expect(c.hp.current).toBe(0);
  expect(c.hp.temp).toBe(0);
  expect(c.deathSaves).toEqual({ successes: 0, failures: 0 });
  expect(c.conditions).toContain('unconscious');
  expect(c.exhaustion).toBe(exhaustion);
}

describe('Recuo triggers (plano-espiritual "Recuo Perispiritual", "Casos especiais")', () => {
  it('plano-espiritual "Com três falhas, sofre Recuo": a desencarnado character does not die, gains 1 Exhaustion needing light', () => {
    const r = run(torpor(), saves(5, 12, 5, 5));
    expectRecuoState(r.creature, 'failures', 1);
    expect(r.creature.exhaustionNeedsLight).toBe(1);
    expect(r.creature.recuo).toMatchObject({ cause: 'failures', exhaustionGained: 1, captivityDays: 0 });
    expect(types(r.events)).toContain('recuo');
    expect(types(r.events)).not.toContain('died');
    expect(eventOf(r.events, 'recuo')?.values).toMatchObject({ cause: 'failures', exhaustionGained: 1, exhaustion: 1 });
  });

  it('plano-espiritual "1 natural = duas falhas": 1 failure then a natural 1 → Recuo', () => {
    expectRecuoState(run(torpor(), saves(5, 1)).creature, 'failures', 1);
  });

  it('plano-espiritual "dano com 0 PV = uma falha": 2 failures then damage in Torpor → Recuo', () => {
    const c = run(torpor(), saves(5, 5)).creature;
    expectRecuoState(act(c, { type: 'damage', amount: 2 }).creature, 'failures', 1);
  });

  it('plano-espiritual "Acerto Crítico = duas falhas": 1 failure then a critical hit in Torpor → Recuo', () => {
    const c = run(torpor(), saves(5)).creature;
    expectRecuoState(act(c, { type: 'damage', amount: 2, critical: true }).creature, 'failures', 1);
  });

  it('plano-espiritual "Dano Maciço: Recuo imediato, sem salvaguardas": maximum 12 at 6 HP taking 18 → Recuo', () => {
    const r = act(desenc({ maxHp: 12, currentHp: 6 }), { type: 'damage', amount: 18 });
    expectRecuoState(r.creature, 'massive', 1);
    expect(types(r.events)).toContain('massive-damage');
    expect(types(r.events)).not.toContain('dying');
  });

  it('plano-espiritual "Dano Maciço": temporary HP are gone in Recuo (12 max, 6 HP + 5 temp, 23 damage → Recuo, temp 0)', () => {
    expectRecuoState(act(desenc({ maxHp: 12, currentHp: 6, tempHp: 5 }), { type: 'damage', amount: 23 }).creature, 'massive', 1);
  });

  it('plano-espiritual "Dano Maciço" at 0 HP: damage ≥ maximum (20) in Torpor → Recuo', () => {
    expectRecuoState(act(torpor(), { type: 'damage', amount: 20 }).creature, 'massive', 1);
  });

  it('plano-espiritual "Pontos de Vida máximos reduzidos a 0: Recuo imediato e mais 1 nível de Exaustão (total 2)"', () => {
    const r = act(desenc(), { type: 'reduceMaxHp', amount: 20 });
    expectRecuoState(r.creature, 'max-hp-zero', 2);
    expect(r.creature.exhaustionNeedsLight).toBe(2);
    expect(r.creature.recuo?.exhaustionGained).toBe(2);
  });

  it('plano-espiritual "PV máximos a 0" in Torpor: maximum drained to 0 → Recuo with 2 Exhaustion', () => {
    expectRecuoState(act(torpor(), { type: 'reduceMaxHp', amount: 25 }).creature, 'max-hp-zero', 2);
  });

  it('plano-espiritual "Exaustão nível 6: Recuo, e a Exaustão fica em 5": 5 + 1 → Recuo at 5', () => {
    const c = act(desenc(), { type: 'exhaustion', delta: 5 }).creature;
    expect(c.status).toBe('alive');
    expectRecuoState(act(c, { type: 'exhaustion', delta: 1 }).creature, 'exhaustion', 5);
  });

  it('plano-espiritual "Exaustão nível 6": 4 + 3 → Recuo at 5', () => {
    const c = act(desenc(), { type: 'exhaustion', delta: 4 }).creature;
    expectRecuoState(act(c, { type: 'exhaustion', delta: 3 }).creature, 'exhaustion', 5);
  });

  it('RULES.md "Recuo gives 1 Exhaustion level (never past 5)": at Exhaustion 5, three failures → Recuo, Exhaustion 5', () => {
    const c = act(torpor(), { type: 'exhaustion', delta: 5 }).creature;
    expectRecuoState(run(c, saves(5, 5, 5)).creature, 'failures', 5);
  });

  it('RULES.md "never past 5": Exhaustion 4, maximum to 0 → Recuo at 5, not a second Recuo or death by Exhaustion 6', () => {
    const c = act(desenc(), { type: 'exhaustion', delta: 4 }).creature;
    expectRecuoState(act(c, { type: 'reduceMaxHp', amount: 20 }).creature, 'max-hp-zero', 5);
  });

  it('plano-espiritual: an incarnate character dies from three failures (ordinary D&D 2024)', () => {
    const c = run(dying('plano-espiritual'), saves(5, 5, 5)).creature;
    expect(c.status).toBe('dead');
    expect(c.recuo).toBeUndefined();
  });

  it('plano-espiritual: an incarnate character at Exhaustion 6 dies', () => {
    expect(act(make('plano-espiritual'), { type: 'exhaustion', delta: 6 }).creature.status).toBe('dead');
  });

  it('plano-espiritual "NPCs e monstros Desencarnados a 0 PV recebem a condição Dispersão": a desencarnado minion never goes into Recuo', () => {
    const c = act(desenc({ role: 'minion', maxHp: 12, currentHp: 6 }), { type: 'damage', amount: 18 }).creature;
    expect(c.status).toBe('dispersed');
    expect(c.recuo).toBeUndefined();
  });
});

describe('Recuo zones (plano-espiritual "tem o destino definido pela zona")', () => {
  it('plano-espiritual "Leve": wakes at the nearest aid post after 1d4 days (d4 = 2 → 48 hours)', () => {
    const r = act(inRecuo(), { type: 'resolveRecuo', zone: 'leve', wakeRoll: 2 });
    expect(r.creature.status).toBe('recuo');
    expect(r.creature.recuo).toMatchObject({ zone: 'leve', outcome: 'posto', hoursUntilWake: 48 });
    expect(eventOf(r.events, 'recuo-resolved')?.values).toMatchObject({ zone: 'leve', outcome: 'posto' });
  });

  it('plano-espiritual "Moderada": Perdido, wakes 1d4 hours later 1d6 km away (d4 3, d6 4)', () => {
    const r = act(inRecuo(), { type: 'resolveRecuo', zone: 'moderada', wakeRoll: 3, distanceRoll: 4 });
    expect(r.creature.recuo).toMatchObject({ zone: 'moderada', outcome: 'perdido', hoursUntilWake: 3, distanceKm: 4 });
  });

  it.each([
    { roll: 1, outcome: 'perdido' },
    { roll: 2, outcome: 'perdido' },
    { roll: 3, outcome: 'perdido' },
    { roll: 4, outcome: 'capturado' },
    { roll: 5, outcome: 'capturado' },
    { roll: 6, outcome: 'capturado' },
  ] as const)('plano-espiritual "Densa. Role 1d6: 1–3 Perdido; 4–6 Capturado": d6 $roll → $outcome', ({ roll, outcome }) => {
    const c = resolved('densa', { roll, wakeRoll: 2, distanceRoll: 5 });
    expect(c.recuo).toMatchObject({ zone: 'densa', zoneRoll: roll, outcome });
    if (outcome === 'perdido') expect(c.recuo).toMatchObject({ hoursUntilWake: 2, distanceKm: 5 });
  });

  it('plano-espiritual "Abismal (abismo, Trevas). Capturado."', () => {
    expect(resolved('abismal').recuo).toMatchObject({ zone: 'abismal', outcome: 'capturado', captivityDays: 0 });
  });

  it('plano-espiritual "Recuo" example: Caio fails a third time in a Densa cave, rolls 5 on the d6 → Capturado', () => {
    let c = run(torpor({ name: 'Caio' }), [
      { type: 'deathSave', roll: 13 },
      { type: 'deathSave', roll: 4 },
      { type: 'damage', amount: 5, damageType: 'piercing' },
    ]).creature;
    c = act(c, { type: 'deathSave', roll: 7 }).creature;
    expect(c.status).toBe('recuo');
    expect(c.recuo?.cause).toBe('failures');
    c = act(c, { type: 'resolveRecuo', zone: 'densa', roll: 5 }).creature;
    expect(c.recuo).toMatchObject({ zone: 'densa', zoneRoll: 5, outcome: 'capturado' });
    expect(c.status).toBe('recuo');
  });

  it('plano-espiritual "Densa. Role 1d6" with rng: a d6 of 5 → Capturado', () => {
    const r = act(inRecuo(), { type: 'resolveRecuo', zone: 'densa' }, dice([5, 6]));
    expect(r.creature.recuo).toMatchObject({ zoneRoll: 5, outcome: 'capturado' });
  });

  it('plano-espiritual "Moderada" with rng: d4 and d6 rolled (rng 0.5 → d4 3, d6 4)', () => {
    const r = act(inRecuo(), { type: 'resolveRecuo', zone: 'moderada' }, constRng(0.5));
    expect(r.creature.recuo).toMatchObject({ outcome: 'perdido', hoursUntilWake: 3, distanceKm: 4 });
  });

  it('plano-espiritual "Leve" with rng: d4 of 4 → 96 hours', () => {
    expect(act(inRecuo(), { type: 'resolveRecuo', zone: 'leve' }, dice([4, 4])).creature.recuo?.hoursUntilWake).toBe(96);
  });

  it('decision: resolving the zone twice → recuo-already-resolved', () => {
    expectRefused(resolved('leve', { wakeRoll: 1 }), { type: 'resolveRecuo', zone: 'abismal' }, 'recuo-already-resolved');
  });

  it('decision: resolving a zone for a creature not in Recuo → not-in-recuo', () => {
    expectRefused(desenc(), { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 }, 'not-in-recuo');
    expectRefused(torpor(), { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 }, 'not-in-recuo');
  });

  it.each([
    { zone: 'densa', roll: 7 },
    { zone: 'densa', roll: 0 },
    { zone: 'densa', roll: 2.5 },
  ] as const)('plano-espiritual "Role 1d6": a Densa d6 of $roll → invalid-roll', ({ zone, roll }) => {
    expectRefused(inRecuo(), { type: 'resolveRecuo', zone, roll, wakeRoll: 1, distanceRoll: 1 }, 'invalid-roll');
  });

  it('plano-espiritual "após 1d4 dias": a wake d4 of 5 → invalid-roll; a distance d6 of 7 → invalid-roll', () => {
    expectRefused(inRecuo(), { type: 'resolveRecuo', zone: 'leve', wakeRoll: 5 }, 'invalid-roll');
    expectRefused(inRecuo(), { type: 'resolveRecuo', zone: 'moderada', wakeRoll: 1, distanceRoll: 7 }, 'invalid-roll');
  });

  it('decision "dispatch must require a roll": Densa with no d6 and no rng → invalid-roll', () => {
    expectRefused(inRecuo(), { type: 'resolveRecuo', zone: 'densa' }, 'invalid-roll');
  });
});

describe('waking after Recuo', () => {
  it('plano-espiritual "Leve. Desperta no posto ... após 1d4 dias, com 1 PV": 23 of 24 hours asleep, then awake at 1 HP, Exhaustion stays', () => {
    let r = act(resolved('leve', { wakeRoll: 1 }), { type: 'passTime', hours: 23 });
    expect(r.creature.status).toBe('recuo');
    r = act(r.creature, { type: 'passTime', hours: 1 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.recuo).toBeUndefined();
    expect(r.creature.exhaustion).toBe(1);
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(eventOf(r.events, 'recuo-woke')?.values).toMatchObject({ outcome: 'posto' });
  });

  it('plano-espiritual "Moderada. Desperta 1d4 horas depois, Perdido ... a 1d6 km, com 1 PV"', () => {
    const r = act(resolved('moderada', { wakeRoll: 2, distanceRoll: 6 }), { type: 'passTime', hours: 2 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(eventOf(r.events, 'recuo-woke')?.values).toMatchObject({ outcome: 'perdido', distanceKm: 6 });
  });

  it('plano-espiritual "Capturado ... (resgate = cena ou missão)": time alone never frees a captured creature', () => {
    const r = dispatch(resolved('abismal'), { type: 'passTime', hours: 1000 });
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('recuo');
    expect(r.creature.recuo?.outcome).toBe('capturado');
  });

  it('plano-espiritual "os Pontos de Vida máximos voltam ao normal ao despertar"', () => {
    let c = act(desenc(), { type: 'reduceMaxHp', amount: 20 }).creature;
    c = act(c, { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 }).creature;
    c = act(c, { type: 'passTime', hours: 24 }).creature;
    expect(c.status).toBe('alive');
    expect(c.hp.maxReduction).toBe(0);
    expect(c.hp.current).toBe(1);
    expect(c.exhaustion).toBe(2);
  });

  it('plano-espiritual rescue "(resgate = cena ou missão)": a rescued Capturado creature wakes at 1 HP', () => {
    const r = act(resolved('densa', { roll: 6 }), { type: 'rescue' });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.recuo).toBeUndefined();
    expect(types(r.events)).toContain('rescued');
  });

  it('decision: rescue for a Perdido creature → not-captured', () => {
    expectRefused(resolved('moderada', { wakeRoll: 1, distanceRoll: 1 }), { type: 'rescue' }, 'not-captured');
  });

  it('ERROR_CODES "recuo-unresolved": rescue or a captivity day before the zone is chosen', () => {
    expectRefused(inRecuo(), { type: 'rescue' }, 'recuo-unresolved');
    expectRefused(inRecuo(), { type: 'captivityDay', save: 15 }, 'recuo-unresolved');
  });
});

describe('captivity (plano-espiritual "Abismal ... salvaguarda de Sabedoria CD 13")', () => {
  it('plano-espiritual "falha: recebe a condição Fixação Monoideica": save 12 vs DC 13', () => {
    const r = act(resolved('abismal'), { type: 'captivityDay', save: 12 });
    expect(r.creature.conditions).toContain('fixacao-monoideica');
    expect(r.creature.recuo?.captivityDays).toBe(1);
    expect(eventOf(r.events, 'captivity-day')?.values).toMatchObject({ day: 1, save: 12, dc: 13, passed: false });
    expect(types(r.events)).toContain('fixacao-gained');
  });

  it('plano-espiritual "CD 13": save 13 passes, no Fixação', () => {
    const r = act(resolved('abismal'), { type: 'captivityDay', save: 13 });
    expect(r.creature.conditions).not.toContain('fixacao-monoideica');
    expect(r.creature.recuo?.captivityDays).toBe(1);
    expect(eventOf(r.events, 'captivity-day')?.values).toMatchObject({ passed: true });
  });

  it('plano-espiritual "Se já a tem, a salvaguarda de fim de Descanso Longo da Fixação passa a CD 15"', () => {
    const c = run(resolved('abismal'), [
      { type: 'captivityDay', save: 4 },
      { type: 'captivityDay', save: 15 },
    ]).creature;
    expect(c.fixacaoDc).toBeNull();
    const r = act(c, { type: 'captivityDay', save: 8 });
    expect(r.creature.fixacaoDc).toBe(15);
    expect(r.creature.recuo?.captivityDays).toBe(3);
    expect(eventOf(r.events, 'fixacao-dc-raised')?.values).toMatchObject({ dc: 15 });
  });

  it('plano-espiritual captivity save rolled with rng: d20 10 + 2 = 12 fails, d20 11 + 2 = 13 passes', () => {
    expect(act(resolved('abismal'), { type: 'captivityDay', bonus: 2 }, dice([10, 20])).creature.conditions).toContain('fixacao-monoideica');
    expect(act(resolved('abismal'), { type: 'captivityDay', bonus: 2 }, dice([11, 20])).creature.conditions).not.toContain('fixacao-monoideica');
  });

  it('decision: a captivity day for a Perdido creature → not-captured', () => {
    expectRefused(resolved('moderada', { wakeRoll: 1, distanceRoll: 1 }), { type: 'captivityDay', save: 15 }, 'not-captured');
  });
});

describe('return spells (plano-espiritual "Magias de retorno")', () => {
  it.each([0, 1])('plano-espiritual "Revivificar ... até 1 minuto após o Recuo": %i minute(s) → back with 1 HP, no extra Exhaustion', (minutes) => {
    const r = act(inRecuo(), { type: 'revivify', minutesSinceRecuo: minutes });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.exhaustion).toBe(0);
    expect(r.creature.exhaustionNeedsLight).toBe(0);
    expect(r.creature.recuo).toBeUndefined();
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(types(r.events)).toContain('revivified');
  });

  it('plano-espiritual "sem o nível extra de Exaustão": earlier Exhaustion 2 stays 2 after Revivify', () => {
    let c = act(torpor(), { type: 'exhaustion', delta: 2 }).creature;
    c = run(c, saves(5, 5, 5)).creature;
    expect(c.exhaustion).toBe(3);
    expect(act(c, { type: 'revivify', minutesSinceRecuo: 1 }).creature.exhaustion).toBe(2);
  });

  it('plano-espiritual Revivify after a drained maximum: maximum back, Recuo Exhaustion gone', () => {
    const c = act(desenc(), { type: 'reduceMaxHp', amount: 20 }).creature;
    const r = act(c, { type: 'revivify', minutesSinceRecuo: 0 });
    expect(r.creature.hp.maxReduction).toBe(0);
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.exhaustion).toBe(0);
  });

  it('plano-espiritual "até 1 minuto": 2 minutes after Recuo → revivify-too-late', () => {
    expectRefused(inRecuo(), { type: 'revivify', minutesSinceRecuo: 2 }, 'revivify-too-late');
  });

  it('decision: Revivify on a dead srd-2024 creature within 1 minute → 1 HP, alive', () => {
    const dead = act(make('srd-2024', { maxHp: 12, currentHp: 6 }), { type: 'damage', amount: 18 }).creature;
    const r = act(dead, { type: 'revivify', minutesSinceRecuo: 1 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('decision: Revivify on a living creature → not-dead', () => {
    expectRefused(desenc(), { type: 'revivify', minutesSinceRecuo: 0 }, 'not-dead');
  });

  it('decision: Revivify does not bring back a dispersed minion or a dissolved thought-form', () => {
    const dispersed = act(desenc({ role: 'minion', maxHp: 5 }), { type: 'damage', amount: 5 }).creature;
    const dissolved = act(make('plano-espiritual', { nature: 'thought-form', maxHp: 5 }), { type: 'damage', amount: 5 }).creature;
    for (const c of [dispersed, dissolved]) {
      const r = dispatch(c, { type: 'revivify', minutesSinceRecuo: 0 });
      expect(r.error).toBeDefined();
      expect(r.creature).toBe(c);
      expect(r.events).toEqual([]);
    }
  });

  it('plano-espiritual "Reviver os Mortos ... o trazem de volta se ele estiver Perdido"', () => {
    const r = act(resolved('moderada', { wakeRoll: 4, distanceRoll: 6 }), { type: 'raiseDead', spell: 'raise-dead' });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBeGreaterThanOrEqual(1);
    expect(r.creature.recuo).toBeUndefined();
    expect(types(r.events)).toContain('raised');
  });

  it.each(['raise-dead', 'resurrection'] as const)('plano-espiritual "para quem está Capturado, só o resgate funciona": %s → needs-rescue', (spell) => {
    expectRefused(resolved('abismal'), { type: 'raiseDead', spell }, 'needs-rescue');
  });

  it('decision: Raise Dead on a dead creature → 1 HP; Resurrection → full effective maximum', () => {
    const dead = run(dying('srd-2024'), saves(5, 5, 5)).creature;
    const raised = act(dead, { type: 'raiseDead', spell: 'raise-dead' }).creature;
    expect(raised.status).toBe('alive');
    expect(raised.hp.current).toBe(1);
    expect(raised.deathSaves).toEqual({ successes: 0, failures: 0 });
    const resurrected = act(dead, { type: 'raiseDead', spell: 'resurrection' }).creature;
    expect(resurrected.hp.current).toBe(20);
    expect(resurrected.conditions).not.toContain('unconscious');
  });

  it('decision: Raise Dead on a living creature → not-dead', () => {
    expectRefused(make('srd-2024'), { type: 'raiseDead', spell: 'raise-dead' }, 'not-dead');
  });
});

describe('the whole party in Torpor (plano-espiritual "uma caravana de socorro recolhe todos")', () => {
  it('plano-espiritual "o grupo desperta num posto": a desencarnado in Torpor wakes at 1 HP, counts 0', () => {
    const c = run(torpor(), saves(12, 5)).creature;
    const r = act(c, { type: 'rescueCaravan' });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(types(r.events)).toContain('caravan-rescue');
  });

  it('plano-espiritual caravan: a stable desencarnado also wakes', () => {
    const c = act(torpor(), { type: 'stabilize', method: 'passe-amparo', wakeRoll: 3 }).creature;
    expect(act(c, { type: 'rescueCaravan' }).creature.status).toBe('alive');
  });

  it('decision: the caravan for a creature not in Torpor → not-in-torpor', () => {
    expectRefused(desenc(), { type: 'rescueCaravan' }, 'not-in-torpor');
    expectRefused(dying('plano-espiritual'), { type: 'rescueCaravan' }, 'not-in-torpor');
    expectRefused(dying('srd-2024', { nature: 'desencarnado' }), { type: 'rescueCaravan' }, 'not-in-torpor');
  });
});

describe('a creature in Recuo', () => {
  it('RULES.md "Dead or in-Recuo creatures cannot be healed": heal → cannot-heal-dead', () => {
    expectRefused(inRecuo(), { type: 'heal', amount: 5 }, 'cannot-heal-dead');
  });

  it('decision: damage and temporary HP in Recuo → not-alive; a death save → not-dying', () => {
    expectRefused(inRecuo(), { type: 'damage', amount: 5 }, 'not-alive');
    expectRefused(inRecuo(), { type: 'tempHp', amount: 5 }, 'not-alive');
    expectRefused(inRecuo(), { type: 'deathSave', roll: 12 }, 'not-dying');
  });
});

// Seed 001 "Magias de retorno": "Revivificar ("Reanimação Fluídica"), conjurada até 1 minuto após
// o Recuo, desfaz o Recuo". A minute is game time: ten rounds, whatever the clock says.
describe('Revivify\'s minute is ten rounds of game time (seed 001 "até 1 minuto após o Recuo")', () => {
  const ownTurnEnd: Action = { type: 'turnEdge', edge: 'end', of: 'self', self: true };
  const rounds = (c: Creature, n: number): Creature => run(c, Array.from({ length: n }, () => ownTurnEnd)).creature;

  it.each([0, 1, 9, 10])('"até 1 minuto": %i rounds after Recuo → Revivify undoes it (1 HP, no extra Exhaustion)', (n) => {
    const c = rounds(inRecuo(), n);
    expect(revivifyWindow(c)).toEqual({ rounds: n, left: 10 - n });
    const r = act(c, { type: 'revivify', minutesSinceRecuo: revivifyMinutes(c) });
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.exhaustion).toBe(0);
    expect(r.creature.roundsSinceDeath).toBeUndefined();
  });

  it('"até 1 minuto": the eleventh round is past the minute → revivify-too-late, whatever minutes the action states', () => {
    const c = rounds(inRecuo(), 11);
    expect(revivifyWindow(c)).toEqual({ rounds: 11, left: -1 });
    expect(revivifyMinutes(c)).toBe(2);
    expectRefused(c, { type: 'revivify', minutesSinceRecuo: 0 }, 'revivify-too-late');
    expectRefused(c, { type: 'revivify', minutesSinceRecuo: 1 }, 'revivify-too-late');
  });

  it('each end of its own turn counts a round and says how many Revivify has left; another\'s turn counts nothing', () => {
    const c = inRecuo();
    expect(act(c, { type: 'turnEdge', edge: 'end', of: 'ogre', self: false }).creature).toBe(c);
    expect(act(c, { type: 'turnEdge', edge: 'start', of: 'self', self: true }).creature).toBe(c);
    const r = act(rounds(c, 6), ownTurnEnd);
    expect(r.creature.roundsSinceDeath).toBe(7);
    expect(eventOf(r.events, 'revivify-rounds')?.values).toEqual({ rounds: 7, left: 3 });
    expect(eventOf(act(rounds(c, 9), ownTurnEnd).events, 'revivify-rounds')?.values).toEqual({ rounds: 10, left: 0 });
    expect(eventOf(act(rounds(c, 10), ownTurnEnd).events, 'revivify-rounds')?.values).toEqual({ rounds: 11, left: -1 });
  });

  it('counting stops once the minute has passed: a later turn end is not recorded', () => {
    const c = rounds(inRecuo(), 11);
    const r = act(c, ownTurnEnd);
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it('outside combat: "1 minute passes" (10 rounds) still allows it; more than a minute, or an hour, does not', () => {
    const minute = act(inRecuo(), { type: 'passTime', rounds: 10 });
    expect(types(minute.events)).toEqual(['time-passed', 'revivify-rounds']);
    expect(eventOf(minute.events, 'time-passed')?.values).toEqual({ rounds: 10 });
    expect(act(minute.creature, { type: 'revivify', minutesSinceRecuo: revivifyMinutes(minute.creature) }).creature.status).toBe('alive');
    expectRefused(act(inRecuo(), { type: 'passTime', rounds: 11 }).creature, { type: 'revivify', minutesSinceRecuo: 0 }, 'revivify-too-late');
    expectRefused(act(minute.creature, { type: 'passTime', rounds: 1 }).creature, { type: 'revivify', minutesSinceRecuo: 0 }, 'revivify-too-late');
    const hour = act(resolved('leve', { wakeRoll: 2 }), { type: 'passTime', hours: 1 }).creature;
    expect(hour.roundsSinceDeath).toBe(11);
    expectRefused(hour, { type: 'revivify', minutesSinceRecuo: 0 }, 'revivify-too-late');
  });

  it('rounds are counted up to "more than a minute" (11), however much time passes', () => {
    expect(act(inRecuo(), { type: 'passTime', rounds: 1_000_000 }).creature.roundsSinceDeath).toBe(11);
  });

  it('decision: rounds said to pass for a creature in play change nothing (its durations follow the turn order)', () => {
    const c = desenc();
    const r = act(c, { type: 'passTime', rounds: 10 });
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it('decision: passTime needs hours or rounds, each a whole amount', () => {
    expectRefused(inRecuo(), { type: 'passTime' }, 'invalid-amount');
    expectRefused(inRecuo(), { type: 'passTime', rounds: -1 }, 'invalid-amount');
    expectRefused(inRecuo(), { type: 'passTime', rounds: 1.5 }, 'invalid-amount');
    expectRefused(inRecuo(), { type: 'passTime', rounds: LIMITS.amount + 1 }, 'amount-too-large');
  });

  it('srd Revivify "within 1 minute" of death counts the same rounds; a new death starts a new minute', () => {
    const dead = act(make('srd-2024', { maxHp: 12, currentHp: 6 }), { type: 'damage', amount: 18 }).creature;
    expect(revivifyWindow(dead)).toEqual({ rounds: 0, left: 10 });
    const late = rounds(dead, 11);
    expectRefused(late, { type: 'revivify', minutesSinceRecuo: 0 }, 'revivify-too-late');
    const back = act(rounds(dead, 4), { type: 'revivify', minutesSinceRecuo: 1 }).creature;
    expect(back.roundsSinceDeath).toBeUndefined();
    const again = act(back, { type: 'damage', amount: 18 }).creature;
    expect(again.status).toBe('dead');
    expect(revivifyWindow(again)).toEqual({ rounds: 0, left: 10 });
  });

  it('a creature stored before rounds were counted (no roundsSinceDeath) reads as none counted', () => {
    const { roundsSinceDeath: _none, ...old } = rounds(inRecuo(), 3);
    expect(revivifyWindow(old as Creature)).toEqual({ rounds: 0, left: 10 });
    expect(act(old as Creature, ownTurnEnd).creature.roundsSinceDeath).toBe(1);
  });

  it('waking at the post leaves no rounds behind', () => {
    const woke = act(resolved('leve', { wakeRoll: 1 }), { type: 'passTime', hours: 24 }).creature;
    expect(woke.status).toBe('alive');
    expect(woke.roundsSinceDeath).toBeUndefined();
  });
});

describe('terminology (RULES.md: "Salvaguarda de Ancoragem" for a Desencarnado)', () => {
  it('decision terminologyContext: one context per preset, and one for a desencarnado character in plano-espiritual', () => {
    expect(terminologyContext(make('databook'))).toBe('databook');
    expect(terminologyContext(make('srd-2024'))).toBe('srd-2024');
    expect(terminologyContext(make('plano-espiritual'))).toBe('plano-espiritual');
    expect(terminologyContext(desenc())).toBe('plano-espiritual-desencarnado');
    expect(terminologyContext(desenc({ role: 'minion' }))).toBe('plano-espiritual');
    expect(terminologyContext(make('srd-2024', { nature: 'desencarnado' }))).toBe('srd-2024');
  });
});
