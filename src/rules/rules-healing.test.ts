// @vitest-environment node
// Healing and temporary HP, from srd-2024 "Léčení", "Dočasné Životy" (004) and databook
// "Cura verdadeira", "Pontos de Vida Temporários" (000). Expected values worked by hand.
import { describe, expect, it } from 'vitest';
import { dispatch, PRESET_IDS } from './index';
import type { Creature, PresetId } from './index';
import { act, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const deadBy = (preset: PresetId): Creature => act(make(preset, { maxHp: 12, currentHp: 6 }), { type: 'damage', amount: 18 }).creature;

describe('healing (srd-2024 "Léčení")', () => {
  it('srd-2024 "Léčení" example: 8 healing at 14 of 20 → 20 (6 regained, not 8)', () => {
    const r = act(make('srd-2024', { maxHp: 20, currentHp: 14 }), { type: 'heal', amount: 8 });
    expect(r.creature.hp.current).toBe(20);
    expect(eventOf(r.events, 'healed')?.values).toMatchObject({ amount: 8, gained: 6, current: 20 });
  });

  it.each(PRESET_IDS)('%s: healing adds to current HP: 5 at 10/20 → 15', (preset) => {
    expect(act(make(preset, { currentHp: 10 }), { type: 'heal', amount: 5 }).creature.hp.current).toBe(15);
  });

  it('decision "capped at the effective maximum": max 20 − 5 reduction, 10 HP, heal 20 → 15', () => {
    const c = act(make('srd-2024', { maxHp: 20, currentHp: 10 }), { type: 'reduceMaxHp', amount: 5 }).creature;
    expect(act(c, { type: 'heal', amount: 20 }).creature.hp.current).toBe(15);
  });

  it('decision: heal 0 is valid and changes nothing (same object, no events)', () => {
    const c = make('srd-2024', { currentHp: 10 });
    const r = dispatch(c, { type: 'heal', amount: 0 });
    expect(r.error).toBeUndefined();
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it.each(PRESET_IDS)('%s "Upadnutí do Bezvědomí ... dokud nezískáš zpět nějaké Životy" / "Cura verdadeira": healing at 0 HP wakes the creature', (preset) => {
    const r = act(dying(preset), { type: 'heal', amount: 3 });
    expect(r.creature.hp.current).toBe(3);
    expect(r.creature.status).toBe('alive');
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(types(r.events)).toContain('regained-consciousness');
  });

  it.each(PRESET_IDS)('%s: healing a stable creature wakes it', (preset) => {
    const stable = act(dying(preset), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    const r = act(stable, { type: 'heal', amount: 2 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.hp.current).toBe(2);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.stableHoursUntilWake).toBeNull();
  });

  it('plano-espiritual "Torpor": healing a desencarnado in Torpor ends it; counts reset (D&D 2024)', () => {
    const c = run(dying('plano-espiritual', { nature: 'desencarnado' }), saves(13, 4)).creature;
    const r = act(c, { type: 'heal', amount: 1 });
    expect(r.creature.status).toBe('alive');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it.each(PRESET_IDS)('%s "Dead or in-Recuo creatures cannot be healed": healing the dead → cannot-heal-dead', (preset) => {
    expectRefused(deadBy(preset), { type: 'heal', amount: 5 }, 'cannot-heal-dead');
  });

  it('plano-espiritual: healing a dispersed minion or a dissolved thought-form → cannot-heal-dead', () => {
    const dispersed = act(make('plano-espiritual', { role: 'minion', nature: 'desencarnado', maxHp: 5 }), { type: 'damage', amount: 5 }).creature;
    const dissolved = act(make('plano-espiritual', { nature: 'thought-form', maxHp: 5 }), { type: 'damage', amount: 5 }).creature;
    expect(dispersed.status).toBe('dispersed');
    expect(dissolved.status).toBe('dissolved');
    expectRefused(dispersed, { type: 'heal', amount: 5 }, 'cannot-heal-dead');
    expectRefused(dissolved, { type: 'heal', amount: 5 }, 'cannot-heal-dead');
  });
});

describe('temporary HP (srd-2024 "Dočasné Životy", databook "Pontos de Vida Temporários")', () => {
  const holding10 = () => act(make('srd-2024'), { type: 'tempHp', amount: 10 }).creature;

  it('srd-2024 "Nejsou to Životy": a creature at full HP can have temporary HP (20/20 + 5)', () => {
    const r = act(make('srd-2024'), { type: 'tempHp', amount: 5 });
    expect(r.creature.hp.temp).toBe(5);
    expect(r.creature.hp.current).toBe(20);
  });

  it.each([
    { keep: 'higher', expected: 12 },
    { keep: 'new', expected: 12 },
    { keep: 'current', expected: 10 },
    { keep: undefined, expected: 12 },
  ] as const)('srd-2024 "Dočasné Životy se neseskupují": 12 offered while holding 10, keep $keep → $expected, never 22', ({ keep, expected }) => {
    const r = dispatch(holding10(), { type: 'tempHp', amount: 12, ...(keep ? { keep } : {}) });
    expect(r.error).toBeUndefined();
    expect(r.creature.hp.temp).toBe(expected);
    expect(r.creature.hp.temp).not.toBe(22);
  });

  it.each([
    { keep: 'higher', expected: 10 },
    { keep: 'new', expected: 8 },
    { keep: 'current', expected: 10 },
  ] as const)('srd-2024 "Dočasné Životy se neseskupují": 8 offered while holding 10, keep $keep → $expected, never 18', ({ keep, expected }) => {
    const r = dispatch(holding10(), { type: 'tempHp', amount: 8, keep });
    expect(r.creature.hp.temp).toBe(expected);
  });

  it('srd-2024 "léčení je nemůže obnovit": healing does not restore spent temporary HP (temp 5, 3 damage, heal 10 → temp 2)', () => {
    let c = act(make('srd-2024', { currentHp: 10 }), { type: 'tempHp', amount: 5 }).creature;
    c = act(c, { type: 'damage', amount: 3 }).creature;
    expect(c.hp.temp).toBe(2);
    c = act(c, { type: 'heal', amount: 10 }).creature;
    expect(c.hp.temp).toBe(2);
    expect(c.hp.current).toBe(20);
  });

  it('srd-2024 "získání Dočasných Životů se nepočítá jako léčení": temporary HP add nothing to current HP (10/20 + 5 temp → 10)', () => {
    expect(act(make('srd-2024', { currentHp: 10 }), { type: 'tempHp', amount: 5 }).creature.hp.current).toBe(10);
  });

  it.each(PRESET_IDS)(
    '%s "Pokud máš 0 Životů, získání Dočasných Životů tě nevrátí do vědomí" / "não faz a criatura parar de fazer Testes de Morte"',
    (preset) => {
      const c = run(dying(preset), saves(12, 5)).creature;
      const r = act(c, { type: 'tempHp', amount: 8 });
      expect(r.creature.hp.temp).toBe(8);
      expect(r.creature.hp.current).toBe(0);
      expect(r.creature.status).toBe('dying');
      expect(r.creature.conditions).toContain('unconscious');
      expect(r.creature.deathSaves).toEqual({ successes: 1, failures: 1 });
      // still makes death saves
      expect(act(r.creature, { type: 'deathSave', roll: 12 }).creature.deathSaves.successes).toBe(2);
    },
  );

  it('srd-2024 "Dočasné Životy trvají, dokud ... nedokončíš Dlouhý odpočinek": a Long Rest ends them', () => {
    const c = act(make('srd-2024'), { type: 'tempHp', amount: 7 }).creature;
    expect(act(c, { type: 'longRest' }).creature.hp.temp).toBe(0);
  });

  it('srd-2024 "Trvání": a Short Rest leaves temporary HP in place', () => {
    const c = act(make('srd-2024'), { type: 'tempHp', amount: 7 }).creature;
    expect(act(c, { type: 'shortRest' }).creature.hp.temp).toBe(7);
  });

  it.each(PRESET_IDS)('%s: temporary HP for a dead creature → not-alive', (preset) => {
    expectRefused(deadBy(preset), { type: 'tempHp', amount: 5 }, 'not-alive');
  });
});
