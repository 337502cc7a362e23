// @vitest-environment node
// Death saves and stabilizing, from the seeds: databook "Testes de Morte" (000), plano-espiritual
// "Salvaguarda de Ancoragem" / "Torpor" (001), srd-2024 "Záchranné hody proti smrti" (004), and
// the per-preset table in RULES.md. Expected values are worked by hand from the texts.
import { describe, expect, it } from 'vitest';
import { deathSaveNeeds, dispatch, isDeathSaveDue, PRESET_IDS } from './index';
import type { Action, Creature, PresetId, RulesContext } from './index';
import { act, constRng, dice, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

// srd-2024 and plano-espiritual (RULES.md table, "stable and untreated") roll 1d4 hours when a
// creature becomes stable; give them a die so typed saves are not refused for lack of one.
const ctxFor = (preset: PresetId): RulesContext | undefined => (preset === 'databook' ? undefined : constRng(0.5));
const after = (preset: PresetId, rolls: number[]): Creature => run(dying(preset), saves(...rolls), ctxFor(preset)).creature;

describe('death-save table (RULES.md "Death saves"), every preset', () => {
  it.each(PRESET_IDS)('%s "10 or more = 1 success": roll 10 → 1 success, still dying', (preset) => {
    const r = act(dying(preset), { type: 'deathSave', roll: 10 });
    expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(r.creature.status).toBe('dying');
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ roll: 10, total: 10, result: 'success', successes: 1, failures: 0 });
  });

  it.each(PRESET_IDS)('%s "9 or less = 1 failure": roll 9 → 1 failure, still dying', (preset) => {
    const r = act(dying(preset), { type: 'deathSave', roll: 9 });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 1 });
    expect(r.creature.status).toBe('dying');
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ result: 'failure' });
  });

  it.each(PRESET_IDS)('%s "natural 1 = 2 failures": roll 1 → 2 failures', (preset) => {
    const r = act(dying(preset), { type: 'deathSave', roll: 1 });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 2 });
    expect(r.creature.status).toBe('dying');
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ result: 'natural-1' });
  });

  it.each(PRESET_IDS)('%s "natural 20 = regain 1 HP": awake, alive, at 1 HP', (preset) => {
    const r = act(after(preset, [12, 5]), { type: 'deathSave', roll: 20 });
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.status).toBe('alive');
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ result: 'natural-20' });
  });

  it.each(['srd-2024', 'plano-espiritual'] as const)(
    '%s "Hod 1 nebo 20" + "Počet obou se vynuluje, když získáš zpět nějaké Životy": natural 20 at 1 success, 2 failures → both counts 0',
    (preset) => {
      const r = act(after(preset, [12, 5, 5]), { type: 'deathSave', roll: 20 });
      expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
    },
  );

  it('databook "Rolando 20 natural": regains 1 HP and removes 2 failures (1 success, 2 failures → 0, 0)', () => {
    const r = act(after('databook', [12, 5, 5]), { type: 'deathSave', roll: 20 });
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('databook "Rolando 20 natural": removes 2 failures, not all: 4 failures (5 needed to die) → 2 failures', () => {
    const c = run(dying('databook', { resources: { failuresToDie: 5 } }), saves(5, 5, 5, 5)).creature;
    expect(c.deathSaves.failures).toBe(4);
    const r = act(c, { type: 'deathSave', roll: 20 });
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.deathSaves.failures).toBe(2);
  });

  it('databook "Rolando 20 natural": 1 failure → 0, never negative', () => {
    const r = act(after('databook', [5]), { type: 'deathSave', roll: 20 });
    expect(r.creature.deathSaves.failures).toBe(0);
  });

  it('srd-2024 "Počet obou se vynuluje": natural 20 at 4 failures (5 needed to die) → both counts 0', () => {
    const c = run(dying('srd-2024', { resources: { failuresToDie: 5 } }), saves(5, 5, 5, 5)).creature;
    expect(act(c, { type: 'deathSave', roll: 20 }).creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it.each(['srd-2024', 'plano-espiritual'] as const)(
    '%s "Při třetím úspěchu se staneš Stabilizovaným" + counts reset: 12, 5, 12, 15 → stable, counts 0, still 0 HP and Unconscious',
    (preset) => {
      const r = run(dying(preset), saves(12, 5, 12, 15), ctxFor(preset));
      expect(r.creature.status).toBe('stable');
      expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
      expect(r.creature.hp.current).toBe(0);
      expect(r.creature.conditions).toContain('unconscious');
      expect(eventOf(r.events, 'stabilized')?.values).toMatchObject({ method: 'successes' });
    },
  );

  it('databook "Quando sucessos são zerados" / "Quando falhas são zeradas": 3 successes → stable, successes 0, failures stay', () => {
    const c = after('databook', [12, 5, 12, 15]);
    expect(c.status).toBe('stable');
    expect(c.deathSaves).toEqual({ successes: 0, failures: 1 });
    expect(c.hp.current).toBe(0);
    expect(c.conditions).toContain('unconscious');
  });

  it('databook "Sucessos e falhas não precisam ser consecutivos": S F S F S → stable (with 2 failures kept)', () => {
    const r = run(dying('databook'), saves(15, 3, 11, 8, 19));
    expect(r.creature.status).toBe('stable');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 2 });
    expect(types(r.events).filter((t) => t === 'death-save')).toHaveLength(5);
  });

  it('srd-2024 "Úspěchy a neúspěchy nemusí být po sobě jdoucí": S F S F S → stable, counts 0', () => {
    const r = run(dying('srd-2024'), saves(15, 3, 11, 8, 19), constRng(0.5));
    expect(r.creature.status).toBe('stable');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it.each(PRESET_IDS)('%s "3 failures = dead" (incarnate): 5, 12, 3, 9 → dead with 1 success', (preset) => {
    const r = run(dying(preset), saves(5, 12, 3, 9));
    expect(r.creature.status).toBe('dead');
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'failures' });
  });

  it('databook "Rolando 1 natural" example: 1 failure already, natural 1 → 3 failures → dead', () => {
    const c = after('databook', [5]);
    expect(c.deathSaves.failures).toBe(1);
    const r = act(c, { type: 'deathSave', roll: 1 });
    expect(r.creature.status).toBe('dead');
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'failures' });
  });

  it('srd-2024 "Hod 1 nebo 20": 1 failure already, natural 1 → dead', () => {
    expect(act(after('srd-2024', [5]), { type: 'deathSave', roll: 1 }).creature.status).toBe('dead');
  });

  it.each(['srd-2024', 'plano-espiritual'] as const)(
    '%s "Počet obou se vynuluje, když získáš zpět nějaké Životy": healing at 1 success, 2 failures → both 0',
    (preset) => {
      const r = act(after(preset, [12, 5, 5]), { type: 'heal', amount: 4 });
      expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
      expect(r.creature.hp.current).toBe(4);
      expect(r.creature.status).toBe('alive');
    },
  );

  it('databook "Cura verdadeira": healing resets successes, failures stay until a Short Rest', () => {
    const r = act(after('databook', [12, 5, 5]), { type: 'heal', amount: 4 });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 2 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.conditions).not.toContain('unconscious');
  });

  it('databook "Quando falhas são zeradas": kept failures count on the next drop: 2 failures, healed, dropped again, one failure → dead', () => {
    let c = act(after('databook', [5, 5]), { type: 'heal', amount: 4 }).creature;
    c = act(c, { type: 'damage', amount: 4 }).creature;
    expect(c.status).toBe('dying');
    expect(c.deathSaves.failures).toBe(2);
    expect(act(c, { type: 'deathSave', roll: 9 }).creature.status).toBe('dead');
  });

  it('srd-2024 "Počet obou se vynuluje": a new drop after healing starts from 0 failures', () => {
    let c = act(after('srd-2024', [5, 5]), { type: 'heal', amount: 4 }).creature;
    c = act(c, { type: 'damage', amount: 4 }).creature;
    expect(c.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('databook "falhas permanecem registradas até a criatura completar um Descanso Curto": healed, then Short Rest → failures 0', () => {
    let c = act(after('databook', [5, 5]), { type: 'heal', amount: 4 }).creature;
    expect(c.deathSaves.failures).toBe(2);
    c = act(c, { type: 'shortRest' }).creature;
    expect(c.deathSaves.failures).toBe(0);
  });

  it.each(PRESET_IDS)('%s "Na rozdíl od jiných záchranných hodů" / "não está vinculado a nenhum atributo": the roll comes from rng when not typed', (preset) => {
    expect(act(dying(preset), { type: 'deathSave' }, dice([11, 20])).creature.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(act(dying(preset), { type: 'deathSave' }, dice([9, 20])).creature.deathSaves).toEqual({ successes: 0, failures: 1 });
    expect(act(dying(preset), { type: 'deathSave' }, dice([1, 20])).creature.deathSaves).toEqual({ successes: 0, failures: 2 });
  });

  it('databook "O texto específico vence" (a specific bonus): roll 8 + bonus 2 = 10 → success', () => {
    const r = act(dying('databook'), { type: 'deathSave', roll: 8, bonus: 2 });
    expect(r.creature.deathSaves.successes).toBe(1);
    expect(eventOf(r.events, 'death-save')?.values).toMatchObject({ roll: 8, total: 10 });
  });

  it('databook "Rolando 1 natural": a natural 1 is 2 failures whatever the bonus', () => {
    expect(act(dying('databook'), { type: 'deathSave', roll: 1, bonus: 15 }).creature.deathSaves.failures).toBe(2);
  });

  it('srd-2024 "Pokud hodíš 20 na d20": a natural 20 regains 1 HP even with a penalty', () => {
    expect(act(dying('srd-2024'), { type: 'deathSave', roll: 20, bonus: -5 }).creature.hp.current).toBe(1);
  });

  it('srd-2024 "Hoď 1d20. Pokud je hod 10 nebo vyšší": a 9 with a −1 penalty is a failure, a 12 with −2 a success', () => {
    expect(act(dying('srd-2024'), { type: 'deathSave', roll: 9, bonus: -1 }).creature.deathSaves.failures).toBe(1);
    expect(act(dying('srd-2024'), { type: 'deathSave', roll: 12, bonus: -2 }).creature.deathSaves.successes).toBe(1);
  });
});

describe('when death saves are made', () => {
  it.each(PRESET_IDS)('%s "Quando fazer Teste de Morte": a death save is due only while dying', (preset) => {
    const c = dying(preset);
    expect(isDeathSaveDue(c)).toBe(true);
    expect(isDeathSaveDue(make(preset))).toBe(false);
    expect(isDeathSaveDue(act(c, { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }).creature)).toBe(false);
  });

  it.each(PRESET_IDS)('%s "salvo se já estiver estável": a stable creature makes no death save → not-dying', (preset) => {
    const stable = act(dying(preset), { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }).creature;
    expectRefused(stable, { type: 'deathSave', roll: 12 }, 'not-dying');
  });

  it.each(PRESET_IDS)('%s: a creature above 0 HP makes no death save → not-dying', (preset) => {
    expectRefused(make(preset), { type: 'deathSave', roll: 12 }, 'not-dying');
  });

  it.each(PRESET_IDS)('%s "salvo se já estiver morta": a dead creature makes no death save → not-dying', (preset) => {
    const dead = run(dying(preset), saves(1, 1)).creature;
    expect(dead.status).toBe('dead');
    expectRefused(dead, { type: 'deathSave', roll: 12 }, 'not-dying');
  });

  it('databook "Recursos": deathSaveNeeds reports 3 and 3 by default, and the raised thresholds', () => {
    expect(deathSaveNeeds(make('databook'))).toEqual({ successes: 3, failures: 3 });
    expect(deathSaveNeeds(make('databook', { resources: { successesToStabilize: 4, failuresToDie: 5 } }))).toEqual({ successes: 4, failures: 5 });
  });
});

describe('the Caio example (plano-espiritual "Salvaguarda de Ancoragem")', () => {
  const caio = () => dying('plano-espiritual', { nature: 'desencarnado', name: 'Caio' });

  it('plano-espiritual "Torpor": a desencarnado character at 0 HP is in Torpor (dying, Unconscious), not dead', () => {
    const c = caio();
    expect(c.status).toBe('dying');
    expect(c.conditions).toContain('unconscious');
    expect(c.recuo).toBeUndefined();
  });

  it('plano-espiritual "Salvaguarda de Ancoragem" example: rolls 13, 4, then an arrow hits → 1 success, 2 failures, still in Torpor', () => {
    const r = run(caio(), [
      { type: 'deathSave', roll: 13 },
      { type: 'deathSave', roll: 4 },
      { type: 'damage', amount: 5, damageType: 'piercing' },
    ]);
    expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 2 });
    expect(r.creature.status).toBe('dying');
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.recuo).toBeUndefined();
    expect(r.creature.record.damageAtZero).toBe(true);
  });

  it('plano-espiritual "Torpor" example: Ana helps, rolls 12 in Medicine → Caio is Stable (0 HP, Unconscious)', () => {
    const c = run(caio(), [
      { type: 'deathSave', roll: 13 },
      { type: 'deathSave', roll: 4 },
      { type: 'damage', amount: 5, damageType: 'piercing' },
    ]).creature;
    const r = act(c, { type: 'stabilize', method: 'medicine', check: 12, wakeRoll: 2 });
    expect(r.creature.status).toBe('stable');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.conditions).toContain('unconscious');
    expect(eventOf(r.events, 'stabilized')?.values).toMatchObject({ method: 'medicine' });
    expectRefused(r.creature, { type: 'deathSave', roll: 4 }, 'not-dying');
  });
});

describe('stabilizing (srd-2024 "Stabilizace postavy", plano-espiritual "Estabilizar", databook "Estabilizar Criatura")', () => {
  const methods: Array<{ method: Action & { type: 'stabilize' }; presets: readonly PresetId[] }> = [
    { method: { type: 'stabilize', method: 'medicine', check: 10, wakeRoll: 1 }, presets: PRESET_IDS },
    { method: { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }, presets: PRESET_IDS },
    { method: { type: 'stabilize', method: 'spare-the-dying', wakeRoll: 1 }, presets: PRESET_IDS },
    { method: { type: 'stabilize', method: 'effect', wakeRoll: 1 }, presets: PRESET_IDS },
    { method: { type: 'stabilize', method: 'passe-amparo', wakeRoll: 1 }, presets: ['plano-espiritual'] },
  ];
  const cases = methods.flatMap(({ method, presets }) => presets.map((preset) => ({ preset, action: method })));

  it.each(cases)('$preset "Estabilizar": $action.method stabilizes a dying creature: 0 HP, Unconscious, no more saves', ({ preset, action }) => {
    const r = act(dying(preset), action);
    expect(r.creature.status).toBe('stable');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.conditions).toContain('unconscious');
    expect(eventOf(r.events, 'stabilized')?.values).toMatchObject({ method: action.method });
  });

  it('plano-espiritual "Estabilizar": the Passe (Amparo) stabilizes a desencarnado in Torpor', () => {
    const r = act(dying('plano-espiritual', { nature: 'desencarnado' }), { type: 'stabilize', method: 'passe-amparo', wakeRoll: 1 });
    expect(r.creature.status).toBe('stable');
  });

  it.each(['databook', 'srd-2024'] as const)('%s: the Passe (Amparo) exists only in plano-espiritual → method-unavailable', (preset) => {
    expectRefused(dying(preset), { type: 'stabilize', method: 'passe-amparo', wakeRoll: 1 }, 'method-unavailable');
  });

  it.each(PRESET_IDS)('%s "Wisdom (Medicine) DC 10": Medicine 9 fails, the creature is still dying', (preset) => {
    const c = dying(preset);
    const r = dispatch(c, { type: 'stabilize', method: 'medicine', check: 9, wakeRoll: 1 });
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('dying');
    expect(r.creature).toEqual(c);
    expect(eventOf(r.events, 'stabilize-failed')?.values).toMatchObject({ method: 'medicine', check: 9, dc: 10 });
  });

  it('decision: Medicine without the check total → check-required', () => {
    expectRefused(dying('srd-2024'), { type: 'stabilize', method: 'medicine', wakeRoll: 1 }, 'check-required');
  });

  it.each(PRESET_IDS)('%s: stabilizing a creature that is not dying → not-at-zero', (preset) => {
    expectRefused(make(preset), { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }, 'not-at-zero');
    const stable = act(dying(preset), { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }).creature;
    expectRefused(stable, { type: 'stabilize', method: 'healers-kit', wakeRoll: 1 }, 'not-at-zero');
  });

  it('databook "Estabilizar não remove falhas acumuladas": 2 failures, Healer\'s Kit → stable with 2 failures', () => {
    const r = act(after('databook', [5, 5, 12]), { type: 'stabilize', method: 'healers-kit' });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 2 });
  });

  it('srd-2024 "Počet obou se vynuluje, když ... se staneš Stabilizovaným": 2 failures, Healer\'s Kit → counts 0', () => {
    const r = act(after('srd-2024', [5, 5, 12]), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 });
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });
});

describe('stable and untreated (srd-2024 "Stabilizovaný tvor, který není léčen, získá zpět 1 Život po 1d4 hodinách")', () => {
  const stableSrd = (wakeRoll: number) => act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll }).creature;

  it('srd-2024: stabilized with a d4 of 3 → wakes in 3 hours', () => {
    const c = stableSrd(3);
    expect(c.stableHoursUntilWake).toBe(3);
  });

  it('srd-2024: after 2 of 3 hours still stable at 0 HP; after the 3rd hour 1 HP, awake, counts 0', () => {
    let r = act(stableSrd(3), { type: 'passTime', hours: 2 });
    expect(r.creature.status).toBe('stable');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.stableHoursUntilWake).toBe(1);
    r = act(r.creature, { type: 'passTime', hours: 1 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(r.creature.stableHoursUntilWake).toBeNull();
    expect(types(r.events)).toContain('time-passed');
  });

  it('srd-2024: 8 hours at once past a 4-hour wake → 1 HP (not more)', () => {
    const r = act(stableSrd(4), { type: 'passTime', hours: 8 });
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.status).toBe('alive');
  });

  it('srd-2024: three successes roll the 1d4 hours with rng (d4 = 4) and then wake after 4 hours', () => {
    const stable = run(dying('srd-2024'), saves(12, 12, 12), dice([4, 4])).creature;
    expect(stable.status).toBe('stable');
    expect(stable.stableHoursUntilWake).toBe(4);
    expect(act(stable, { type: 'passTime', hours: 4 }).creature.hp.current).toBe(1);
  });

  it('srd-2024: the third success with a typed wake d4 of 2 → wakes in 2 hours', () => {
    const c = run(dying('srd-2024'), saves(12, 12)).creature;
    const r = act(c, { type: 'deathSave', roll: 12, wakeRoll: 2 });
    expect(r.creature.status).toBe('stable');
    expect(r.creature.stableHoursUntilWake).toBe(2);
  });

  it('plano-espiritual (RULES.md table "stable and untreated: regains 1 HP after 1d4 hours", D&D 2024): an incarnate wakes after the d4 hours', () => {
    const stable = act(dying('plano-espiritual'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    expect(stable.stableHoursUntilWake).toBe(2);
    const r = act(stable, { type: 'passTime', hours: 2 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(1);
  });

  it('databook table "stable and untreated: stays at 0 HP until healed": 1000 hours later still stable at 0 HP', () => {
    const stable = act(dying('databook'), { type: 'stabilize', method: 'healers-kit' }).creature;
    const r = dispatch(stable, { type: 'passTime', hours: 1000 });
    expect(r.error).toBeUndefined();
    expect(r.creature.status).toBe('stable');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.conditions).toContain('unconscious');
  });

  it('databook "não recupera PV automaticamente": a stable databook creature has no wake timer', () => {
    const stable = run(dying('databook'), saves(12, 12, 12)).creature;
    expect(stable.stableHoursUntilWake).toBeNull();
  });
});
