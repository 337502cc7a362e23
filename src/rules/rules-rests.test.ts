// @vitest-environment node
// Rests, maximum-HP reduction and Exhaustion: srd-2024 "Odpočinek", "Maximum Životů 0" (004),
// databook "Quando falhas são zeradas" (000), plano-espiritual "Recuo", "Casos especiais" (001),
// RULES.md "Rests and Exhaustion". Expected values worked by hand.
import { describe, expect, it } from 'vitest';
import { dispatch, effectiveMax, PRESET_IDS } from './index';
import type { Creature } from './index';
import { act, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

/** A databook creature that survived with 2 failures kept ("falhas permanecem ... até um Descanso Curto"). */
const databookWithFailures = (): Creature => act(run(dying('databook'), saves(5, 5)).creature, { type: 'heal', amount: 4 }).creature;
/** A plano-espiritual desencarnado that went through Recuo (Leve, 1 day) and woke up. */
const wokeFromRecuo = (exhaustionBefore = 0): Creature => {
  let c = make('plano-espiritual', { nature: 'desencarnado', currentHp: 5 });
  if (exhaustionBefore) c = act(c, { type: 'exhaustion', delta: exhaustionBefore }).creature;
  return run(c, [
    { type: 'damage', amount: 7 },
    ...saves(5, 5, 5),
    { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 },
    { type: 'passTime', hours: 24 },
  ]).creature;
};

describe('Short Rest (RULES.md "Rests and Exhaustion")', () => {
  it('databook "as falhas permanecem registradas até a criatura completar um Descanso Curto": Short Rest → failures 0', () => {
    const c = databookWithFailures();
    expect(c.deathSaves.failures).toBe(2);
    const r = act(c, { type: 'shortRest' });
    expect(r.creature.deathSaves.failures).toBe(0);
    expect(types(r.events)).toContain('short-rest');
  });

  it.each(PRESET_IDS)('%s: a Short Rest does not itself restore HP (10/20 stays 10)', (preset) => {
    expect(act(make(preset, { currentHp: 10 }), { type: 'shortRest' }).creature.hp.current).toBe(10);
  });

  it('srd-2024 "Omráčení tvora ... Krátký odpočinek, na jehož konci tento stav na něm končí"', () => {
    const c = act(make('srd-2024', { maxHp: 10, currentHp: 3 }), { type: 'damage', amount: 5, melee: true, knockOut: true }).creature;
    const r = act(c, { type: 'shortRest' });
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.hp.current).toBe(1);
  });

  it.each(PRESET_IDS)('decision: %s Short Rest while dying → not-alive', (preset) => {
    expectRefused(dying(preset), { type: 'shortRest' }, 'not-alive');
  });

  it.each(PRESET_IDS)('decision: %s Short Rest when dead → not-alive', (preset) => {
    expectRefused(run(dying(preset), saves(1, 1)).creature, { type: 'shortRest' }, 'not-alive');
  });
});

describe('Long Rest (srd-2024 "Odpočinek", RULES.md)', () => {
  it.each(PRESET_IDS)('%s: a Long Rest restores HP to the maximum (5/20 → 20) and ends temporary HP', (preset) => {
    const c = act(make(preset, { currentHp: 5 }), { type: 'tempHp', amount: 6 }).creature;
    const r = act(c, { type: 'longRest' });
    expect(r.creature.hp.current).toBe(20);
    expect(r.creature.hp.temp).toBe(0);
    expect(types(r.events)).toContain('long-rest');
  });

  it('RULES.md "HP to the effective maximum": max 20 − 5 reduction, Long Rest from 3 → 15', () => {
    const c = act(make('srd-2024', { currentHp: 3 }), { type: 'reduceMaxHp', amount: 5 }).creature;
    expect(act(c, { type: 'longRest' }).creature.hp.current).toBe(15);
  });

  it('RULES.md "everything a Short Rest does": databook failures clear on a Long Rest', () => {
    expect(act(databookWithFailures(), { type: 'longRest' }).creature.deathSaves.failures).toBe(0);
  });

  it('srd-2024: a Long Rest ends a knock-out (it contains a Short Rest)', () => {
    const c = act(make('srd-2024', { maxHp: 10, currentHp: 3 }), { type: 'damage', amount: 5, melee: true, knockOut: true }).creature;
    const r = act(c, { type: 'longRest' });
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.hp.current).toBe(10);
    expect(r.creature.conditions).not.toContain('unconscious');
  });

  it.each(PRESET_IDS)('%s "one Exhaustion level removed": Exhaustion 2 → 1', (preset) => {
    const c = act(make(preset), { type: 'exhaustion', delta: 2 }).creature;
    const r = act(c, { type: 'longRest' });
    expect(r.creature.exhaustion).toBe(1);
    expect(eventOf(r.events, 'long-rest')?.values).toMatchObject({ exhaustionRemoved: 1 });
  });

  it.each(PRESET_IDS)('%s "Long Rest (needs at least 1 HP)": dying → long-rest-needs-hp', (preset) => {
    expectRefused(dying(preset), { type: 'longRest' }, 'long-rest-needs-hp');
  });

  it('srd-2024 "Long Rest (needs at least 1 HP)": stable at 0 HP → long-rest-needs-hp', () => {
    const stable = act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 4 }).creature;
    expectRefused(stable, { type: 'longRest', lit: true }, 'long-rest-needs-hp');
  });
});

describe('the Recuo Exhaustion level (plano-espiritual "só pode ser removido por Descanso Longo em Local Iluminado")', () => {
  it('plano-espiritual: after Recuo, an unlit Long Rest keeps the level; a lit one removes it', () => {
    const c = wokeFromRecuo();
    expect(c.exhaustion).toBe(1);
    expect(c.exhaustionNeedsLight).toBe(1);
    const unlit = act(c, { type: 'longRest' });
    expect(unlit.creature.exhaustion).toBe(1);
    expect(eventOf(unlit.events, 'long-rest')?.values).toMatchObject({ exhaustionRemoved: 0, lit: false });
    const lit = act(unlit.creature, { type: 'longRest', lit: true });
    expect(lit.creature.exhaustion).toBe(0);
    expect(lit.creature.exhaustionNeedsLight).toBe(0);
    expect(eventOf(lit.events, 'long-rest')?.values).toMatchObject({ exhaustionRemoved: 1, lit: true });
  });

  it('decision: an ordinary level goes first in the dark: Exhaustion 1 + Recuo 1 → unlit 1 → unlit 1 → lit 0', () => {
    let c = wokeFromRecuo(1);
    expect(c.exhaustion).toBe(2);
    c = act(c, { type: 'longRest' }).creature;
    expect(c.exhaustion).toBe(1);
    c = act(c, { type: 'longRest' }).creature;
    expect(c.exhaustion).toBe(1);
    c = act(c, { type: 'longRest', lit: true }).creature;
    expect(c.exhaustion).toBe(0);
  });

  it('plano-espiritual "PV máximos reduzidos a 0 ... (total 2)": two lit Long Rests to clear both levels', () => {
    let c = make('plano-espiritual', { nature: 'desencarnado' });
    c = run(c, [
      { type: 'reduceMaxHp', amount: 20 },
      { type: 'resolveRecuo', zone: 'leve', wakeRoll: 1 },
      { type: 'passTime', hours: 24 },
    ]).creature;
    expect(c.exhaustion).toBe(2);
    c = act(c, { type: 'longRest' }).creature;
    expect(c.exhaustion).toBe(2);
    c = act(c, { type: 'longRest', lit: true }).creature;
    expect(c.exhaustion).toBe(1);
    c = act(c, { type: 'longRest', lit: true }).creature;
    expect(c.exhaustion).toBe(0);
  });
});

describe('maximum HP reduced (srd-2024 "Maximum Životů 0", RULES.md damage 7)', () => {
  it('srd-2024 "snižují maximum Životů": max 20 at 18, reduced by 5 → effective max 15, current 15', () => {
    const r = act(make('srd-2024', { currentHp: 18 }), { type: 'reduceMaxHp', amount: 5 });
    expect(r.creature.hp.maxReduction).toBe(5);
    expect(r.creature.hp.max).toBe(20);
    expect(effectiveMax(r.creature)).toBe(15);
    expect(r.creature.hp.current).toBe(15);
    expect(eventOf(r.events, 'max-hp-reduced')?.values).toMatchObject({ amount: 5, effectiveMax: 15 });
  });

  it('srd-2024: a reduction above current HP leaves them alone (10/20, −5 → 10/15)', () => {
    expect(act(make('srd-2024', { currentHp: 10 }), { type: 'reduceMaxHp', amount: 5 }).creature.hp.current).toBe(10);
  });

  it.each(PRESET_IDS)('%s "Tvor zemře, pokud jeho maximum Životů dosáhne 0": an incarnate character → dead', (preset) => {
    const r = act(make(preset), { type: 'reduceMaxHp', amount: 20 });
    expect(r.creature.status).toBe('dead');
    expect(r.creature.hp.current).toBe(0);
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'max-hp-zero' });
  });

  it('srd-2024 "Maximum Životů 0": drained past 0 (30 of 20) → reduction capped at 20, dead', () => {
    const c = act(make('srd-2024'), { type: 'reduceMaxHp', amount: 30 }).creature;
    expect(c.hp.maxReduction).toBe(20);
    expect(effectiveMax(c)).toBe(0);
    expect(c.status).toBe('dead');
  });

  it('srd-2024 "Maximum Životů 0": a dying creature drained to 0 → dead', () => {
    expect(act(dying('srd-2024'), { type: 'reduceMaxHp', amount: 20 }).creature.status).toBe('dead');
  });

  it('srd-2024 "Maximum Životů 0": in two steps (12, then 8) → dead on the second', () => {
    const c = act(make('srd-2024'), { type: 'reduceMaxHp', amount: 12 }).creature;
    expect(c.status).toBe('alive');
    expect(act(c, { type: 'reduceMaxHp', amount: 8 }).creature.status).toBe('dead');
  });

  it('decision restoreMaxHp: the maximum comes back but no HP are gained (reduce 8, restore 5 → effective 17, current 12)', () => {
    const c = act(make('srd-2024'), { type: 'reduceMaxHp', amount: 8 }).creature;
    const r = act(c, { type: 'restoreMaxHp', amount: 5 });
    expect(r.creature.hp.maxReduction).toBe(3);
    expect(effectiveMax(r.creature)).toBe(17);
    expect(r.creature.hp.current).toBe(12);
    expect(eventOf(r.events, 'max-hp-restored')?.values).toMatchObject({ amount: 5, effectiveMax: 17 });
  });

  it('decision restoreMaxHp: never below 0 reduction (reduce 3, restore 10 → 0)', () => {
    const c = act(make('srd-2024'), { type: 'reduceMaxHp', amount: 3 }).creature;
    expect(act(c, { type: 'restoreMaxHp', amount: 10 }).creature.hp.maxReduction).toBe(0);
  });
});

describe('Exhaustion (RULES.md "Exhaustion 0..6 ... at 6 a creature dies")', () => {
  it.each(PRESET_IDS)('%s: Exhaustion +2 → 2, −1 → 1, −5 → 0', (preset) => {
    let r = act(make(preset), { type: 'exhaustion', delta: 2 });
    expect(r.creature.exhaustion).toBe(2);
    expect(eventOf(r.events, 'exhaustion-changed')?.values).toMatchObject({ from: 0, to: 2 });
    r = act(r.creature, { type: 'exhaustion', delta: -1 });
    expect(r.creature.exhaustion).toBe(1);
    r = act(r.creature, { type: 'exhaustion', delta: -5 });
    expect(r.creature.exhaustion).toBe(0);
  });

  it.each(PRESET_IDS)('%s "at 6 a creature dies" (D&D 2024 Exhaustion 6): 5 + 1 → dead at 0 HP', (preset) => {
    const c = act(make(preset), { type: 'exhaustion', delta: 5 }).creature;
    expect(c.status).toBe('alive');
    const r = act(c, { type: 'exhaustion', delta: 1 });
    expect(r.creature.status).toBe('dead');
    expect(r.creature.exhaustion).toBe(6);
    expect(r.creature.hp.current).toBe(0);
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'exhaustion' });
  });

  it('srd-2024 Exhaustion clamps at 6: +10 → 6, dead', () => {
    const c = act(make('srd-2024'), { type: 'exhaustion', delta: 10 }).creature;
    expect(c.exhaustion).toBe(6);
    expect(c.status).toBe('dead');
  });

  it('srd-2024: a dying creature reaching Exhaustion 6 dies', () => {
    expect(act(dying('srd-2024'), { type: 'exhaustion', delta: 6 }).creature.status).toBe('dead');
  });

  it('decision: Exhaustion delta 0 changes nothing', () => {
    const c = make('srd-2024');
    const r = dispatch(c, { type: 'exhaustion', delta: 0 });
    expect(r.error).toBeUndefined();
    expect(r.creature.exhaustion).toBe(0);
  });
});
