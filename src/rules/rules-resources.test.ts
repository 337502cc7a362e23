// @vitest-environment node
// The twelve resources that alter death saves (databook "Recursos que alteram Testes de Morte"),
// honoured by every preset as per-creature options (RULES.md), and the Databook record
// ("Registro dos Testes de Morte"). Expected values worked by hand.
import { describe, expect, it } from 'vitest';
import { dispatch, PRESET_IDS } from './index';
import type { DeathSaveResources } from './index';
import { act, dice, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const withRes = (resources: Partial<DeathSaveResources>, preset: (typeof PRESET_IDS)[number] = 'databook') => dying(preset, { resources });
const usedResources = (events: ReturnType<typeof act>['events']) =>
  events.filter((e) => e.type === 'resource-used').map((e) => e.values.resource);

describe('databook "Vantagem em Testes de Morte" / "Desvantagem"', () => {
  it.each(PRESET_IDS)('%s advantage: two d20 (3 and 15), the higher counts → success; recorded', (preset) => {
    const r = act(withRes({ advantage: true }, preset), { type: 'deathSave' }, dice([3, 20], [15, 20]));
    expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ roll: 15 });
    expect(r.creature.record.resourceAltered).toBe('advantage');
    expect(usedResources(r.events)).toContain('advantage');
  });

  it.each(PRESET_IDS)('%s disadvantage: two d20 (15 and 3), the lower counts → failure; recorded', (preset) => {
    const r = act(withRes({ disadvantage: true }, preset), { type: 'deathSave' }, dice([15, 20], [3, 20]));
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 1 });
    expect(r.creature.record.resourceAltered).toBe('disadvantage');
  });

  it('D&D 2024 advantage and disadvantage cancel: one d20 (3) → failure', () => {
    const r = act(withRes({ advantage: true, disadvantage: true }), { type: 'deathSave' }, dice([3, 20]));
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it('advantage with a typed roll: the typed roll is the kept die (5 → failure)', () => {
    expect(act(withRes({ advantage: true }), { type: 'deathSave', roll: 5 }).creature.deathSaves.failures).toBe(1);
  });

  it('advantage: two natural 1s are still a natural 1 → 2 failures', () => {
    expect(act(withRes({ advantage: true }), { type: 'deathSave' }, dice([1, 20], [1, 20])).creature.deathSaves.failures).toBe(2);
  });
});

describe('databook "bônus fixo"', () => {
  it.each(PRESET_IDS)('%s: +2 on every death save: roll 8 → total 10 → success; recorded', (preset) => {
    const r = act(withRes({ bonus: 2 }, preset), { type: 'deathSave', roll: 8 });
    expect(r.creature.deathSaves.successes).toBe(1);
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ roll: 8, total: 10 });
    expect(r.creature.record.resourceAltered).toBe('bonus');
  });

  it('databook: a −2 penalty: roll 11 → total 9 → failure', () => {
    expect(act(withRes({ bonus: -2 }), { type: 'deathSave', roll: 11 }).creature.deathSaves.failures).toBe(1);
  });

  it('databook: the resource bonus and the action bonus add: 7 + 2 + 1 = 10 → success', () => {
    expect(act(withRes({ bonus: 2 }), { type: 'deathSave', roll: 7, bonus: 1 }).creature.deathSaves.successes).toBe(1);
  });

  it('databook "Rolando 1 natural": a bonus does not save a natural 1 (2 failures)', () => {
    expect(act(withRes({ bonus: 15 }), { type: 'deathSave', roll: 1 }).creature.deathSaves.failures).toBe(2);
  });
});

describe('databook "rolar dado extra"', () => {
  it.each(PRESET_IDS)('%s: +1d4: roll 7 + 3 = 10 → success', (preset) => {
    const r = act(withRes({ extraDie: 4 }, preset), { type: 'deathSave', roll: 7, extraRoll: 3 });
    expect(r.creature.deathSaves.successes).toBe(1);
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ total: 10 });
    expect(r.creature.record.resourceAltered).toBe('extraDie');
  });

  it('databook: +1d4 rolled with rng: roll 7, d4 2 → 9 → failure', () => {
    expect(act(withRes({ extraDie: 4 }), { type: 'deathSave', roll: 7 }, dice([2, 4])).creature.deathSaves.failures).toBe(1);
  });

  it('databook: +1d6 with an extra roll of 7 → invalid-roll', () => {
    expectRefused(withRes({ extraDie: 6 }), { type: 'deathSave', roll: 7, extraRoll: 7 }, 'invalid-roll');
  });

  it('decision "dispatch must require a roll": the extra die with neither a typed value nor rng → invalid-roll', () => {
    expectRefused(withRes({ extraDie: 4 }), { type: 'deathSave', roll: 7 }, 'invalid-roll');
  });
});

describe('databook "precisar de mais falhas para morrer" / "mais sucessos para estabilizar"', () => {
  it.each(PRESET_IDS)('%s: 4 failures to die: 3 failures → still dying, the 4th → dead', (preset) => {
    const c = run(withRes({ failuresToDie: 4 }, preset), saves(5, 5, 5)).creature;
    expect(c.status).toBe('dying');
    expect(c.deathSaves.failures).toBe(3);
    expect(act(c, { type: 'deathSave', roll: 5 }).creature.status).toBe('dead');
  });

  it('databook: 4 successes to stabilize: 3 successes → still dying, the 4th → stable', () => {
    const c = run(withRes({ successesToStabilize: 4 }), saves(12, 12, 12)).creature;
    expect(c.status).toBe('dying');
    expect(c.deathSaves.successes).toBe(3);
    expect(act(c, { type: 'deathSave', roll: 12 }).creature.status).toBe('stable');
  });

  it('plano-espiritual desencarnado: 4 failures needed → the third failure is not yet Recuo', () => {
    const c = run(dying('plano-espiritual', { nature: 'desencarnado', resources: { failuresToDie: 4 } }), saves(5, 5, 5)).creature;
    expect(c.status).toBe('dying');
  });
});

describe('databook "remover falhas"', () => {
  it.each(PRESET_IDS)('%s: remove 1 of 2 failures → 1; recorded', (preset) => {
    const c = run(dying(preset), saves(5, 5)).creature;
    const r = act(c, { type: 'removeFailures', count: 1 });
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(eventOf(r.events, 'failures-removed')?.values).toMatchObject({ count: 1, failures: 1 });
    expect(usedResources(r.events)).toContain('removeFailures');
    expect(r.creature.record.resourceAltered).toBe('removeFailures');
  });

  it('databook: removing 5 of 2 failures → 0, never negative', () => {
    const c = run(dying('databook'), saves(5, 5)).creature;
    expect(act(c, { type: 'removeFailures', count: 5 }).creature.deathSaves.failures).toBe(0);
  });

  it('databook: removing failures does not touch successes', () => {
    const c = run(dying('databook'), saves(12, 5)).creature;
    expect(act(c, { type: 'removeFailures', count: 1 }).creature.deathSaves).toEqual({ successes: 1, failures: 0 });
  });
});

describe('databook "transformar falha em sucesso"', () => {
  it.each(PRESET_IDS)('%s: one use turns a 5 into a success, and is spent', (preset) => {
    const r = act(withRes({ failureToSuccessUses: 1 }, preset), { type: 'deathSave', roll: 5 });
    expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(r.creature.resources.failureToSuccessUses).toBe(0);
    expect(usedResources(r.events)).toContain('failureToSuccess');
    expect(r.creature.record.resourceAltered).toBe('failureToSuccess');
    // spent: the next 5 is a failure
    expect(act(r.creature, { type: 'deathSave', roll: 5 }).creature.deathSaves.failures).toBe(1);
  });

  it('databook: the player may keep the use (useFailureToSuccess false): a 5 stays a failure, the use stays', () => {
    const r = act(withRes({ failureToSuccessUses: 1 }), { type: 'deathSave', roll: 5, useFailureToSuccess: false });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 1 });
    expect(r.creature.resources.failureToSuccessUses).toBe(1);
  });

  it('decision: a natural 1 turned becomes one success', () => {
    const r = act(withRes({ failureToSuccessUses: 1 }), { type: 'deathSave', roll: 1 });
    expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 0 });
  });

  it('databook: a success spends no use', () => {
    expect(act(withRes({ failureToSuccessUses: 1 }), { type: 'deathSave', roll: 14 }).creature.resources.failureToSuccessUses).toBe(1);
  });
});

describe('databook "estabilizar automaticamente"', () => {
  it('databook: dropping to 0 with one use → stable at once, use spent; the next drop is ordinary dying', () => {
    const c = make('databook', { currentHp: 5, resources: { autoStabilizeUses: 1 } });
    const r = act(c, { type: 'damage', amount: 7 });
    expect(r.creature.status).toBe('stable');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.resources.autoStabilizeUses).toBe(0);
    expect(eventOf(r.events, 'stabilized')?.values).toMatchObject({ method: 'resource' });
    expect(usedResources(r.events)).toContain('autoStabilize');
    expect(r.creature.record.resourceAltered).toBe('autoStabilize');
    const again = run(r.creature, [{ type: 'heal', amount: 3 }, { type: 'damage', amount: 5 }]).creature;
    expect(again.status).toBe('dying');
  });

  it('srd-2024: auto-stabilized also rolls the 1d4 hours (d4 2)', () => {
    const c = make('srd-2024', { currentHp: 5, resources: { autoStabilizeUses: 1 } });
    const r = act(c, { type: 'damage', amount: 7 }, dice([2, 4]));
    expect(r.creature.status).toBe('stable');
    expect(r.creature.stableHoursUntilWake).toBe(2);
  });

  it('databook: massive damage still kills (Morte Instantânea comes before the drop)', () => {
    const c = make('databook', { maxHp: 12, currentHp: 6, resources: { autoStabilizeUses: 1 } });
    expect(act(c, { type: 'damage', amount: 18 }).creature.status).toBe('dead');
  });
});

describe('databook "recuperar PV ao cair a 0"', () => {
  it.each(PRESET_IDS)('%s: max 10 at 4 taking 6 with one use of 3 HP → 3 HP, awake, use spent', (preset) => {
    const c = make(preset, { maxHp: 10, currentHp: 4, resources: { regainOnDropUses: 1, regainOnDropAmount: 3 } });
    const r = act(c, { type: 'damage', amount: 6 });
    expect(r.creature.hp.current).toBe(3);
    expect(r.creature.status).toBe('alive');
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.resources.regainOnDropUses).toBe(0);
    expect(usedResources(r.events)).toContain('regainOnDrop');
    expect(r.creature.record.resourceAltered).toBe('regainOnDrop');
  });

  it('srd-2024 "Omráčení tvora ... Stav končí předčasně, pokud tvor získá zpět nějaké Životy": knocked out, then dropped to 0 and regaining 3 HP → awake', () => {
    let c = make('srd-2024', { maxHp: 10, currentHp: 4, resources: { regainOnDropUses: 1, regainOnDropAmount: 3 } });
    c = act(c, { type: 'damage', amount: 6, melee: true, knockOut: true }).creature;
    expect(c.knockedOut).toBe(true);
    const r = act(c, { type: 'damage', amount: 1 });
    expect(r.creature.hp.current).toBe(3);
    expect(r.creature.status).toBe('alive');
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
  });

  it('databook: the HP regained never pass the effective maximum (30 of max 10 → 10)', () => {
    const c = make('databook', { maxHp: 10, currentHp: 4, resources: { regainOnDropUses: 1, regainOnDropAmount: 30 } });
    expect(act(c, { type: 'damage', amount: 6 }).creature.hp.current).toBe(10);
  });

  it('databook: massive damage kills before the resource (max 10 at 5 taking 20 → dead)', () => {
    const c = make('databook', { maxHp: 10, currentHp: 5, resources: { regainOnDropUses: 1, regainOnDropAmount: 3 } });
    expect(act(c, { type: 'damage', amount: 20 }).creature.status).toBe('dead');
  });
});

describe('databook "ignorar dano em 0 PV"', () => {
  it.each(PRESET_IDS)('%s: damage at 0 HP with one use → no failure, use spent, still recorded as damage at 0 HP', (preset) => {
    const r = act(withRes({ ignoreDamageAtZeroUses: 1 }, preset), { type: 'damage', amount: 3 });
    expect(r.creature.deathSaves.failures).toBe(0);
    expect(r.creature.resources.ignoreDamageAtZeroUses).toBe(0);
    expect(types(r.events)).toContain('damage-ignored-at-zero');
    expect(usedResources(r.events)).toContain('ignoreDamageAtZero');
    expect(r.creature.record.damageAtZero).toBe(true);
    expect(act(r.creature, { type: 'damage', amount: 3 }).creature.deathSaves.failures).toBe(1);
  });

  it('databook: a critical hit at 0 HP with one use → no failures', () => {
    expect(act(withRes({ ignoreDamageAtZeroUses: 1 }), { type: 'damage', amount: 3, critical: true }).creature.deathSaves.failures).toBe(0);
  });

  it('databook "Morte Instantânea em 0 PV": damage ≥ maximum still kills (the resource ignores failures, not death)', () => {
    expect(act(withRes({ ignoreDamageAtZeroUses: 1 }), { type: 'damage', amount: 20 }).creature.status).toBe('dead');
  });
});

describe('databook "impedir Morte Instantânea"', () => {
  it.each(PRESET_IDS)('%s: max 12 at 6 taking 18 with one use → dying instead of dead, use spent', (preset) => {
    const c = make(preset, { maxHp: 12, currentHp: 6, resources: { preventInstantDeathUses: 1 } });
    const r = act(c, { type: 'damage', amount: 18 });
    expect(r.creature.status).toBe('dying');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.resources.preventInstantDeathUses).toBe(0);
    expect(usedResources(r.events)).toContain('preventInstantDeath');
  });

  it('databook: damage ≥ maximum at 0 HP with one use → 1 failure instead of death (2 if critical)', () => {
    expect(act(withRes({ preventInstantDeathUses: 1 }), { type: 'damage', amount: 20 }).creature.deathSaves.failures).toBe(1);
    expect(act(withRes({ preventInstantDeathUses: 1 }), { type: 'damage', amount: 20, critical: true }).creature.deathSaves.failures).toBe(2);
  });

  it('plano-espiritual desencarnado: prevented massive damage → Torpor, not Recuo', () => {
    const c = make('plano-espiritual', { nature: 'desencarnado', maxHp: 12, currentHp: 6, resources: { preventInstantDeathUses: 1 } });
    const r = act(c, { type: 'damage', amount: 18 });
    expect(r.creature.status).toBe('dying');
    expect(r.creature.recuo).toBeUndefined();
  });

  it('databook: with the use spent, the next massive damage at 0 HP kills', () => {
    const c = act(withRes({ preventInstantDeathUses: 1 }), { type: 'damage', amount: 20 }).creature;
    expect(act(c, { type: 'damage', amount: 20 }).creature.status).toBe('dead');
  });
});

describe('databook "Registro dos Testes de Morte"', () => {
  it('databook: the record holds successes, failures, stable, Unconscious, 0 HP, damage at 0 HP and the resource that altered the test', () => {
    let c = dying('databook', { resources: { bonus: 1 } });
    expect(c.record).toEqual({ damageAtZero: false, resourceAltered: null });
    c = act(c, { type: 'deathSave', roll: 9 }).creature; // 9 + 1 = 10: a success the bonus made
    expect(c.deathSaves).toEqual({ successes: 1, failures: 0 });
    c = act(c, { type: 'damage', amount: 1 }).creature;
    expect(c.record).toEqual({ damageAtZero: true, resourceAltered: 'bonus' });
    expect(c.status).toBe('dying');
    expect(c.conditions).toContain('unconscious');
    expect(c.hp.current).toBe(0);
  });

  it('databook: a save with no resource leaves resourceAltered null', () => {
    expect(act(dying('databook'), { type: 'deathSave', roll: 12 }).creature.record.resourceAltered).toBeNull();
  });

  it('databook: a refused resource action changes nothing', () => {
    const c = dying('databook');
    const r = dispatch(c, { type: 'removeFailures', count: -1 });
    expect(r.error?.code).toBe('invalid-amount');
    expect(r.creature).toBe(c);
  });
});
