// @vitest-environment node
// Damage, from the seeds: srd-2024 "Zranění a léčení" (004), databook "Testes de Morte" (000),
// plano-espiritual (001). Expected values are worked by hand from the texts.
import { describe, expect, it } from 'vitest';
import { computeDamage, dispatch, isBloodied, hasBloodied, PRESET_IDS } from './index';
import type { DamageAction } from './index';
import { act, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const dmg = (amount: number, extra: Partial<DamageAction> = {}): DamageAction => ({ type: 'damage', amount, ...extra });

describe('damage pipeline (srd-2024 "Pořadí aplikace", "Odolnost a Zranitelnost", "Imunita")', () => {
  it('srd-2024 "Pořadí aplikace": 28 Fire, aura −5, Resistance to all, Vulnerability to Fire → 23 → 11 → 22', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] });
    const action = dmg(28, { damageType: 'fire', adjustment: -5 });
    const b = computeDamage(c, action);
    expect(b.steps.filter((s) => s.step !== 'temp' && s.step !== 'hp')).toEqual([
      { step: 'base', value: 28 },
      { step: 'adjustment', value: 23 },
      { step: 'resistance', value: 11 },
      { step: 'vulnerability', value: 22 },
    ]);
    expect(b.total).toBe(22);
    expect(b.immune).toBe(false);
    const r = act(c, action);
    expect(r.creature.hp.current).toBe(28);
  });

  it.each(PRESET_IDS)('%s: the same 28 Fire example gives 22 in every preset (RULES.md "Damage (all presets)")', (preset) => {
    const c = make(preset, { maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] });
    expect(computeDamage(c, dmg(28, { damageType: 'fire', adjustment: -5 })).total).toBe(22);
  });

  it('srd-2024 "Neseskupování": Resistance to Necrotic and to all count once: 20 Necrotic → 10', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['necrotic', 'all'] });
    expect(computeDamage(c, dmg(20, { damageType: 'necrotic' })).total).toBe(10);
    expect(act(c, dmg(20, { damageType: 'necrotic' })).creature.hp.current).toBe(40);
  });

  it('srd-2024 "Neseskupování": two Vulnerabilities to one type count once: 7 Fire → 14', () => {
    const c = make('srd-2024', { maxHp: 50, vulnerabilities: ['fire', 'all'] });
    expect(computeDamage(c, dmg(7, { damageType: 'fire' })).total).toBe(14);
  });

  it('srd-2024 "Odolnost": Resistance halves, rounded down: 9 Cold → 4', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['cold'] });
    expect(computeDamage(c, dmg(9, { damageType: 'cold' })).total).toBe(4);
  });

  it('srd-2024 "Odolnost": Resistance to another type does not apply: 9 Fire vs Resistance to Cold → 9', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['cold'] });
    expect(computeDamage(c, dmg(9, { damageType: 'fire' })).total).toBe(9);
  });

  it('srd-2024 "Zranitelnost": Vulnerability doubles: 9 Fire → 18', () => {
    const c = make('srd-2024', { maxHp: 50, vulnerabilities: ['fire'] });
    expect(computeDamage(c, dmg(9, { damageType: 'fire' })).total).toBe(18);
  });

  it('srd-2024 "Pořadí aplikace": Resistance before Vulnerability: 9 Fire with both → 4 → 8', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['fire'], vulnerabilities: ['fire'] });
    expect(computeDamage(c, dmg(9, { damageType: 'fire' })).total).toBe(8);
  });

  it('decision "untyped damage": only \'all\' defenses apply: untyped 10 vs Resistance to Fire → 10, vs all → 5', () => {
    expect(computeDamage(make('srd-2024', { maxHp: 50, resistances: ['fire'] }), dmg(10)).total).toBe(10);
    expect(computeDamage(make('srd-2024', { maxHp: 50, resistances: ['all'] }), dmg(10)).total).toBe(5);
  });

  it('srd-2024 "Poloviční zranění": half on a successful save, rounded down: 15 → 7', () => {
    const c = make('srd-2024', { maxHp: 50 });
    const b = computeDamage(c, dmg(15, { halfOnSave: true }));
    expect(b.total).toBe(7);
    expect(b.steps).toContainEqual({ step: 'half', value: 7 });
    expect(act(c, dmg(15, { halfOnSave: true })).creature.hp.current).toBe(43);
  });

  it('srd-2024 "Poloviční zranění" then Resistance: 15 Fire, save, resistant → 7 → 3', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['fire'] });
    expect(computeDamage(c, dmg(15, { damageType: 'fire', halfOnSave: true })).total).toBe(3);
  });

  it('srd-2024 "Pořadí aplikace": adjustments (bonus, then multiplier) before Resistance: 10 +3 ×2 resisted → 13 → 26 → 13', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['slashing'] });
    expect(computeDamage(c, dmg(10, { damageType: 'slashing', adjustment: 3, multiplier: 2 })).total).toBe(13);
  });

  it('decision "multiplier floor": 7 × 0.5 → 3', () => {
    expect(computeDamage(make('srd-2024', { maxHp: 50 }), dmg(7, { multiplier: 0.5 })).total).toBe(3);
  });

  it('srd-2024 "Imunita": Immunity to Fire → no damage, event damage-immune', () => {
    const c = make('srd-2024', { maxHp: 20, immunities: ['fire'] });
    expect(computeDamage(c, dmg(30, { damageType: 'fire' })).immune).toBe(true);
    const r = dispatch(c, dmg(30, { damageType: 'fire' }));
    expect(r.error).toBeUndefined();
    expect(r.creature).toEqual(c);
    expect(types(r.events)).toEqual(['damage-immune']);
  });

  it('srd-2024 "Imunita": immunity to all covers every type and untyped damage', () => {
    const c = make('srd-2024', { maxHp: 20, immunities: ['all'] });
    for (const action of [dmg(5, { damageType: 'psychic' }), dmg(5)]) {
      const r = dispatch(c, action);
      expect(r.creature.hp.current).toBe(20);
      expect(types(r.events)).toEqual(['damage-immune']);
    }
  });

  it('srd-2024 "Imunita": immunity to Fire does not stop Cold', () => {
    const c = make('srd-2024', { maxHp: 20, immunities: ['fire'] });
    expect(act(c, dmg(5, { damageType: 'cold' })).creature.hp.current).toBe(15);
  });

  it('srd-2024 "Hody na zranění": a penalty can make 0 damage but never negative: 3 with −5 → damage-none, nothing changes', () => {
    const c = make('srd-2024', { maxHp: 20, currentHp: 10 });
    expect(computeDamage(c, dmg(3, { adjustment: -5 })).total).toBe(0);
    const r = dispatch(c, dmg(3, { adjustment: -5 }));
    expect(r.error).toBeUndefined();
    expect(r.creature.hp.current).toBe(10);
    expect(types(r.events)).toEqual(['damage-none']);
  });

  it('RULES.md damage 3: damage that comes to 0 at 0 HP causes no failure and is not recorded', () => {
    const c = dying('srd-2024');
    const r = dispatch(c, dmg(3, { adjustment: -5 }));
    expect(r.creature.deathSaves.failures).toBe(0);
    expect(r.creature.record.damageAtZero).toBe(false);
    expect(types(r.events)).toEqual(['damage-none']);
  });

  it('srd-2024 "Životy": damage is subtracted from current HP: 20 − 6 → 14', () => {
    const r = act(make('srd-2024'), dmg(6, { damageType: 'slashing' }));
    expect(r.creature.hp.current).toBe(14);
    expect(r.creature.status).toBe('alive');
    expect(eventOf(r.events, 'damage-taken')?.values).toMatchObject({ amount: 6, hpLost: 6, current: 14 });
  });
});

describe('temporary HP absorb first (srd-2024 "Nejprve ztrať Dočasné Životy")', () => {
  it('srd-2024 "Nejprve ztrať Dočasné Životy": 5 temporary HP and 7 damage → temp 0, 2 HP lost', () => {
    const c = make('srd-2024', { maxHp: 20, tempHp: 5 });
    const b = computeDamage(c, dmg(7));
    expect(b.tempAbsorbed).toBe(5);
    expect(b.hpLost).toBe(2);
    const r = act(c, dmg(7));
    expect(r.creature.hp.temp).toBe(0);
    expect(r.creature.hp.current).toBe(18);
  });

  it('srd-2024 "Nejprve ztrať Dočasné Životy": damage under the temporary HP leaves current HP alone: temp 5, 3 damage → temp 2', () => {
    const r = act(make('srd-2024', { maxHp: 20, tempHp: 5 }), dmg(3));
    expect(r.creature.hp.temp).toBe(2);
    expect(r.creature.hp.current).toBe(20);
  });

  it('srd-2024 "Pořadí aplikace" then temp HP: resistance applies before temporary HP: 10 Fire resisted vs 5 temp → 5 absorbed, 0 HP lost', () => {
    const c = make('srd-2024', { maxHp: 20, tempHp: 5, resistances: ['fire'] });
    const b = computeDamage(c, dmg(10, { damageType: 'fire' }));
    expect(b.total).toBe(5);
    expect(b.tempAbsorbed).toBe(5);
    expect(b.hpLost).toBe(0);
  });
});

describe('dropping to 0 HP', () => {
  it('srd-2024 "Masivní zranění": maximum 12 at 6 HP taking 18 → 12 left over = maximum → dead', () => {
    const r = act(make('srd-2024', { maxHp: 12, currentHp: 6 }), dmg(18));
    expect(r.creature.status).toBe('dead');
    expect(r.creature.hp.current).toBe(0);
    expect(eventOf(r.events, 'massive-damage')?.values).toMatchObject({ overflow: 12, effectiveMax: 12 });
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'massive' });
  });

  it('srd-2024 "Masivní zranění": maximum 12 at 6 HP taking 17 → 11 left over < 12 → dying, not dead', () => {
    const r = act(make('srd-2024', { maxHp: 12, currentHp: 6 }), dmg(17));
    expect(r.creature.status).toBe('dying');
    expect(types(r.events)).not.toContain('massive-damage');
  });

  it.each(['databook', 'plano-espiritual'] as const)(
    '%s "Morte Instantânea" (RULES.md damage 5, all presets): maximum 12 at 6 HP taking 18 → dead',
    (preset) => {
      const r = act(make(preset, { maxHp: 12, currentHp: 6 }), dmg(18));
      expect(r.creature.status).toBe('dead');
    },
  );

  it('srd-2024 "Masivní zranění" uses the effective maximum: max 20 − 8 reduction = 12, at 6 taking 18 → dead', () => {
    const c = act(make('srd-2024', { maxHp: 20, currentHp: 6 }), { type: 'reduceMaxHp', amount: 8 }).creature;
    expect(act(c, dmg(18)).creature.status).toBe('dead');
  });

  it('srd-2024 "Masivní zranění": temporary HP absorb before the overflow is measured: max 12, 6 HP + 5 temp, 22 damage → 11 over → dying', () => {
    const r = act(make('srd-2024', { maxHp: 12, currentHp: 6, tempHp: 5 }), dmg(22));
    expect(r.creature.status).toBe('dying');
  });

  it.each(PRESET_IDS)('%s "Upadnutí do Bezvědomí" / "Testes de Morte": a character dropped to 0 is dying, Unconscious, at 0 HP', (preset) => {
    const r = act(make(preset, { maxHp: 20, currentHp: 5 }), dmg(7));
    expect(r.creature.status).toBe('dying');
    expect(r.creature.hp.current).toBe(0);
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(types(r.events)).toEqual(expect.arrayContaining(['dropped-to-zero', 'dying']));
    expect(eventOf(r.events, 'dropped-to-zero')?.values).toMatchObject({ overflow: 2 });
  });

  it('srd-2024 "Životy": HP never go below 0: 5 HP taking 7 → 0', () => {
    expect(act(make('srd-2024', { currentHp: 5 }), dmg(7)).creature.hp.current).toBe(0);
  });

  it.each(PRESET_IDS)('%s "Smrt nestvůry" / databook "Nem toda criatura": a minion at 0 HP dies at once, no death saves', (preset) => {
    const r = act(make(preset, { role: 'minion', maxHp: 7 }), dmg(7));
    expect(r.creature.status).toBe('dead');
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'minion' });
    expect(types(r.events)).not.toContain('dying');
  });

  it('plano-espiritual "NPCs e monstros Desencarnados a 0 PV recebem a condição Dispersão": desencarnado minion → dispersed', () => {
    const r = act(make('plano-espiritual', { role: 'minion', nature: 'desencarnado', maxHp: 7 }), dmg(9));
    expect(r.creature.status).toBe('dispersed');
    expect(r.creature.conditions).toContain('dispersao');
    expect(types(r.events)).toContain('dispersed');
  });

  it.each(['minion', 'character'] as const)(
    'plano-espiritual "Formas-pensamento, larvas e enxames se dissolvem": thought-form %s → dissolved',
    (role) => {
      const r = act(make('plano-espiritual', { role, nature: 'thought-form', maxHp: 7 }), dmg(7));
      expect(r.creature.status).toBe('dissolved');
      expect(types(r.events)).toContain('dissolved');
    },
  );

  it('plano-espiritual: an incarnate minion dies at 0 HP (ordinary D&D 2024)', () => {
    expect(act(make('plano-espiritual', { role: 'minion', maxHp: 7 }), dmg(7)).creature.status).toBe('dead');
  });

  it.each(['databook', 'srd-2024'] as const)('%s: nature only matters in plano-espiritual: a thought-form character dying is ordinary dying', (preset) => {
    const r = act(make(preset, { nature: 'thought-form', maxHp: 20, currentHp: 5 }), dmg(7));
    expect(r.creature.status).toBe('dying');
  });

  it('srd-2024: a desencarnado character outside plano-espiritual dies from massive damage (no Recuo)', () => {
    const r = act(make('srd-2024', { nature: 'desencarnado', maxHp: 12, currentHp: 6 }), dmg(18));
    expect(r.creature.status).toBe('dead');
    expect(r.creature.recuo).toBeUndefined();
  });

  it('databook "Registro": a new drop to 0 starts a fresh record (no damage at 0 HP yet)', () => {
    let c = dying('databook');
    c = act(c, dmg(1)).creature;
    expect(c.record.damageAtZero).toBe(true);
    c = act(c, { type: 'heal', amount: 5 }).creature;
    c = act(c, dmg(8)).creature;
    expect(c.status).toBe('dying');
    expect(c.record.damageAtZero).toBe(false);
  });
});

describe('knock out (srd-2024 "Omráčení tvora")', () => {
  it('srd-2024 "Omráčení tvora": a melee attacker may leave the creature at 1 HP and Unconscious instead of 0', () => {
    const r = act(make('srd-2024', { maxHp: 10, currentHp: 4 }), dmg(6, { melee: true, knockOut: true }));
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.status).toBe('alive');
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.knockedOut).toBe(true);
    expect(types(r.events)).toContain('knocked-out');
    expect(types(r.events)).not.toContain('dying');
  });

  it('decision "knock out takes precedence over massive damage": max 10 at 4 taking 30 in melee, knocking out → 1 HP', () => {
    const r = act(make('srd-2024', { maxHp: 10, currentHp: 4 }), dmg(30, { melee: true, knockOut: true }));
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.knockedOut).toBe(true);
  });

  it('srd-2024 "Omráčení tvora" ("Když bys snížil tvora na 0"): a hit that would not drop it to 0 is ordinary damage', () => {
    const r = act(make('srd-2024', { maxHp: 10 }), dmg(2, { melee: true, knockOut: true }));
    expect(r.creature.hp.current).toBe(8);
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
  });

  it('plano-espiritual (D&D 2024 based): knock out is available', () => {
    const r = act(make('plano-espiritual', { maxHp: 10, currentHp: 4 }), dmg(6, { melee: true, knockOut: true }));
    expect(r.creature.knockedOut).toBe(true);
  });

  it('decision: knock out in the databook preset → knock-out-unavailable', () => {
    expectRefused(make('databook', { maxHp: 10, currentHp: 4 }), dmg(6, { melee: true, knockOut: true }), 'knock-out-unavailable');
  });

  it('srd-2024 "útokem na blízko": knock out without a melee attack → knock-out-unavailable', () => {
    expectRefused(make('srd-2024', { maxHp: 10, currentHp: 4 }), dmg(6, { knockOut: true }), 'knock-out-unavailable');
  });

  it('decision: knock out applies to a minion too (it is left at 1 HP instead of dying)', () => {
    const r = act(make('srd-2024', { role: 'minion', maxHp: 10, currentHp: 4 }), dmg(6, { melee: true, knockOut: true }));
    expect(r.creature.hp.current).toBe(1);
    expect(r.creature.status).toBe('alive');
  });

  const knockedOut = () => act(make('srd-2024', { maxHp: 10, currentHp: 4 }), dmg(6, { melee: true, knockOut: true })).creature;

  it('srd-2024 "Omráčení tvora": the condition ends after a Short Rest; the creature stays at 1 HP', () => {
    const r = act(knockedOut(), { type: 'shortRest' });
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.hp.current).toBe(1);
  });

  it('srd-2024 "Omráčení tvora": it ends early on regaining HP: heal 3 → 4 HP, awake', () => {
    const r = act(knockedOut(), { type: 'heal', amount: 3 });
    expect(r.creature.hp.current).toBe(4);
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
  });

  it('srd-2024 "Omráčení tvora": first aid with Wisdom (Medicine) 10 ends it, 1 HP', () => {
    const r = act(knockedOut(), { type: 'firstAid', check: 10 });
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.conditions).not.toContain('unconscious');
    expect(r.creature.hp.current).toBe(1);
  });

  it('srd-2024 "Omráčení tvora": first aid with Medicine 9 fails (DC 10): still knocked out', () => {
    const r = dispatch(knockedOut(), { type: 'firstAid', check: 9 });
    expect(r.creature.knockedOut).toBe(true);
    expect(r.creature.conditions).toContain('unconscious');
  });

  it('decision: first aid on a creature that is not knocked out → not-knocked-out', () => {
    expectRefused(make('srd-2024'), { type: 'firstAid', check: 15 }, 'not-knocked-out');
  });

  it('decision "knocked-out creature that takes damage": at 1 HP, 1 damage drops it to 0 → dying, no longer knocked out', () => {
    const r = act(knockedOut(), dmg(1));
    expect(r.creature.status).toBe('dying');
    expect(r.creature.knockedOut).toBe(false);
    expect(r.creature.hp.current).toBe(0);
  });
});

describe('damage at 0 HP (srd-2024 "Zranění při 0 Životech", databook "Dano enquanto está a 0 PV")', () => {
  it.each(PRESET_IDS)('%s: damage at 0 HP → 1 failure, recorded as damage taken at 0 HP', (preset) => {
    const r = act(dying(preset), dmg(3));
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(r.creature.status).toBe('dying');
    expect(r.creature.record.damageAtZero).toBe(true);
    expect(eventOf(r.events, 'failures-added')?.values).toMatchObject({ count: 1, failures: 1 });
  });

  it.each(PRESET_IDS)('%s: damage from a critical hit at 0 HP → 2 failures', (preset) => {
    const r = act(dying(preset), dmg(3, { critical: true }));
    expect(r.creature.deathSaves.failures).toBe(2);
  });

  it.each(PRESET_IDS)(
    '%s "Ataques contra criatura Inconsciente": a melee hit (within 1.5 m) on an Unconscious creature is a critical hit → 2 failures',
    (preset) => {
      const r = act(dying(preset), dmg(3, { melee: true }));
      expect(r.creature.deathSaves.failures).toBe(2);
    },
  );

  it.each(PRESET_IDS)('%s "Dano contínuo em 0 PV": ongoing damage (bleeding) at 0 HP → 1 failure', (preset) => {
    const r = act(dying(preset), dmg(2, { ongoing: true }));
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(r.creature.record.damageAtZero).toBe(true);
  });

  it('databook "Dano contínuo em 0 PV": three ticks of bleeding kill a creature with no saves made', () => {
    const r = run(dying('databook'), [dmg(1, { ongoing: true }), dmg(1, { ongoing: true }), dmg(1, { ongoing: true })]);
    expect(r.creature.status).toBe('dead');
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'failures' });
  });

  it('srd-2024 "Zranění při 0 Životech": one failure already + a critical hit → 3 failures → dead', () => {
    const c = act(dying('srd-2024'), { type: 'deathSave', roll: 5 }).creature;
    const r = act(c, dmg(2, { critical: true }));
    expect(r.creature.status).toBe('dead');
  });

  it.each(PRESET_IDS)('%s "Morte Instantânea em 0 PV": damage at 0 HP equal to the maximum (20) → dead', (preset) => {
    const r = act(dying(preset), dmg(20));
    expect(r.creature.status).toBe('dead');
    expect(eventOf(r.events, 'died')?.values).toMatchObject({ cause: 'damage-at-zero' });
  });

  it.each(PRESET_IDS)('%s: damage at 0 HP one below the maximum (19) → 1 failure, not dead', (preset) => {
    const r = act(dying(preset), dmg(19));
    expect(r.creature.status).toBe('dying');
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it.each(PRESET_IDS)('%s "Criatura estável que sofre dano": a stable creature taking damage makes death saves again, with 1 failure', (preset) => {
    const stable = act(dying(preset), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    expect(stable.status).toBe('stable');
    const r = act(stable, dmg(2));
    expect(r.creature.status).toBe('dying');
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(r.creature.conditions).toContain('unconscious');
    expect(types(r.events)).toContain('stability-lost');
  });

  it('srd-2024 "Stabilizace postavy": a stable creature that takes damage loses its 1d4-hour wake', () => {
    const stable = act(dying('srd-2024'), { type: 'stabilize', method: 'healers-kit', wakeRoll: 2 }).creature;
    expect(stable.stableHoursUntilWake).toBe(2);
    expect(act(stable, dmg(1)).creature.stableHoursUntilWake).toBeNull();
  });

  it('databook "Criatura estável que sofre dano": a stable creature taking damage ≥ maximum dies (Morte Instantânea)', () => {
    const stable = act(dying('databook'), { type: 'stabilize', method: 'healers-kit' }).creature;
    expect(act(stable, dmg(20)).creature.status).toBe('dead');
  });

  it('databook "Criatura estável que sofre dano": stable with 2 failures kept, then damage → 3 failures → dead', () => {
    // databook: failures stay on becoming stable ("As falhas ... não são zeradas apenas por ficar estável").
    let c = run(dying('databook'), saves(5, 12, 5, 12, 15)).creature;
    expect(c.status).toBe('stable');
    expect(c.deathSaves.failures).toBe(2);
    c = act(c, dmg(1)).creature;
    expect(c.status).toBe('dead');
  });
});

describe('temporary HP at 0 HP (srd-2024 "Nejsou to Životy ani léčení", RULES.md damage 6)', () => {
  const dyingWithTemp = (preset: (typeof PRESET_IDS)[number], temp: number, tempHpAbsorbCountsAtZero = false) => {
    const c = dying(preset, { options: { tempHpAbsorbCountsAtZero } });
    return act(c, { type: 'tempHp', amount: temp }).creature;
  };

  it.each(PRESET_IDS)('%s: damage entirely absorbed by temporary HP at 0 HP causes no failure by default', (preset) => {
    const r = act(dyingWithTemp(preset, 5), dmg(3));
    expect(r.creature.hp.temp).toBe(2);
    expect(r.creature.deathSaves.failures).toBe(0);
    expect(r.creature.status).toBe('dying');
    expect(types(r.events)).toContain('temp-absorbed-at-zero');
    expect(r.creature.record.damageAtZero).toBe(true);
  });

  it.each(PRESET_IDS)('%s table option tempHpAbsorbCountsAtZero ("any damage" read literally): absorbed damage → 1 failure', (preset) => {
    const r = act(dyingWithTemp(preset, 5, true), dmg(3));
    expect(r.creature.hp.temp).toBe(2);
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it('srd-2024: damage that goes through the temporary HP at 0 HP → 1 failure (temp 5, damage 8)', () => {
    const r = act(dyingWithTemp('srd-2024', 5), dmg(8));
    expect(r.creature.hp.temp).toBe(0);
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it('decision "hpDamage ≥ effectiveMax": max 20, 5 temp at 0 HP, 24 damage → 19 reach HP → 1 failure, not dead', () => {
    const r = act(dyingWithTemp('srd-2024', 5), dmg(24));
    expect(r.creature.status).toBe('dying');
    expect(r.creature.deathSaves.failures).toBe(1);
  });

  it('decision "hpDamage ≥ effectiveMax": max 20, 5 temp at 0 HP, 25 damage → 20 reach HP → dead', () => {
    expect(act(dyingWithTemp('srd-2024', 5), dmg(25)).creature.status).toBe('dead');
  });
});

describe('damage on the dead', () => {
  it.each(PRESET_IDS)('%s: damage on a dead creature → not-alive', (preset) => {
    const dead = act(make(preset, { maxHp: 12, currentHp: 6 }), dmg(18)).creature;
    expect(dead.status).toBe('dead');
    expectRefused(dead, dmg(3), 'not-alive');
  });
});

describe('Bloodied (srd-2024 "Zakrvavený")', () => {
  it('srd-2024 "Zakrvavený": half the maximum or less: 10/20 bloodied, 11/20 not', () => {
    expect(isBloodied(make('srd-2024', { maxHp: 20, currentHp: 10 }))).toBe(true);
    expect(isBloodied(make('srd-2024', { maxHp: 20, currentHp: 11 }))).toBe(false);
    expect(isBloodied(make('srd-2024', { maxHp: 21, currentHp: 10 }))).toBe(true);
    expect(isBloodied(make('srd-2024', { maxHp: 21, currentHp: 11 }))).toBe(false);
  });

  it('decision: Bloodied exists in srd-2024 and plano-espiritual, not in the databook', () => {
    expect(hasBloodied('srd-2024')).toBe(true);
    expect(hasBloodied('plano-espiritual')).toBe(true);
    expect(hasBloodied('databook')).toBe(false);
    expect(isBloodied(make('databook', { maxHp: 20, currentHp: 5 }))).toBe(false);
  });

  it('decision: Bloodied is measured against the effective maximum: max 20 − 6 = 14, 7 HP → bloodied', () => {
    const c = act(make('srd-2024', { maxHp: 20, currentHp: 7 }), { type: 'reduceMaxHp', amount: 6 }).creature;
    expect(isBloodied(c)).toBe(true);
  });
});
