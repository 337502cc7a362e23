// @vitest-environment node
// shared/RULES.md "Armor Class, attacks, counters and monster traits": "Damage of several types
// from one source (a bite's Piercing plus Poison): the damage action takes parts: [{ amount,
// damageType? }] instead of amount/damageType." Each test quotes the line it checks; the expected
// numbers are worked by hand from it.
import { describe, expect, it } from 'vitest';
import { LIMITS, computeDamage, dispatch, type DamageAction, type DamagePart } from './index';
import { act, dying, eventOf, expectRefused, make, run, saves, types } from './test-helpers';

const bite = (parts: DamagePart[], extra: Omit<Partial<DamageAction>, 'parts' | 'amount'> = {}): DamageAction => ({ type: 'damage', parts, ...extra });

describe('"Each part goes through immunity, half on a save, the flat adjustment, resistance and vulnerability on its own"', () => {
  it('"through immunity": 7 Piercing + 5 Poison on a creature immune to Poison takes 7', () => {
    const c = make('srd-2024', { maxHp: 30, immunities: ['poison'] });
    const b = computeDamage(c, bite([{ amount: 7, damageType: 'piercing' }, { amount: 5, damageType: 'poison' }]));
    expect(b.total).toBe(7);
    expect(b.parts!.map((part) => [part.total, part.immune])).toEqual([[7, false], [0, true]]);
    expect(act(c, bite([{ amount: 7, damageType: 'piercing' }, { amount: 5, damageType: 'poison' }])).creature.hp.current).toBe(23);
  });

  it('"half on a save (each part rounded down)": 7 Fire + 5 Cold halved is 3 + 2 = 5, not ⌊12 ÷ 2⌋ = 6', () => {
    const b = computeDamage(make('srd-2024', { maxHp: 30 }), bite([{ amount: 7, damageType: 'fire' }, { amount: 5, damageType: 'cold' }], { halfOnSave: true }));
    expect(b.parts!.map((part) => part.total)).toEqual([3, 2]);
    expect(b.total).toBe(5);
  });

  it('"the flat adjustment (once, on the first part that is not zero after immunity)": Poison 5 (immune), Fire 10, Cold 4, aura −5 → 0 + 5 + 4 = 9', () => {
    const c = make('srd-2024', { maxHp: 30, immunities: ['poison'] });
    const b = computeDamage(c, bite([{ amount: 5, damageType: 'poison' }, { amount: 10, damageType: 'fire' }, { amount: 4, damageType: 'cold' }], { adjustment: -5 }));
    expect(b.parts!.map((part) => part.total)).toEqual([0, 5, 4]);
    expect(b.parts![1]!.steps).toEqual([{ step: 'base', value: 10 }, { step: 'adjustment', value: 5 }]);
    expect(b.total).toBe(9);
  });

  it('the adjustment skips a part of 0 too: Fire 0, Cold 6, +2 → 0 + 8', () => {
    const b = computeDamage(make('srd-2024', { maxHp: 30 }), bite([{ amount: 0, damageType: 'fire' }, { amount: 6, damageType: 'cold' }], { adjustment: 2 }));
    expect(b.parts!.map((part) => part.total)).toEqual([0, 8]);
  });

  it('"resistance and vulnerability on its own": resistant to Fire, vulnerable to Cold, 9 Fire + 4 Cold → 4 + 8 = 12', () => {
    const c = make('srd-2024', { maxHp: 30, resistances: ['fire'], vulnerabilities: ['cold'] });
    const b = computeDamage(c, bite([{ amount: 9, damageType: 'fire' }, { amount: 4, damageType: 'cold' }]));
    expect(b.parts!.map((part) => part.steps.at(-1))).toEqual([{ step: 'resistance', value: 4 }, { step: 'vulnerability', value: 8 }]);
    expect(b.total).toBe(12);
  });

  it('the seed example, split in two: 28 Fire and 10 Cold, aura −5, resistant to all, vulnerable to Fire → (23 → 11 → 22) + (10 → 5) = 27', () => {
    const c = make('srd-2024', { maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] });
    const b = computeDamage(c, bite([{ amount: 28, damageType: 'fire' }, { amount: 10, damageType: 'cold' }], { adjustment: -5 }));
    expect(b.parts!.map((part) => part.total)).toEqual([22, 5]);
    expect(b.total).toBe(27);
  });

  it('immune to every part: no damage, said with every type', () => {
    const c = make('srd-2024', { maxHp: 30, immunities: ['poison', 'necrotic'] });
    const r = dispatch(c, bite([{ amount: 5, damageType: 'poison' }, { amount: 3, damageType: 'necrotic' }]));
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([{ type: 'damage-immune', key: 'events.damage-immune', values: { damageTypes: 'poison,necrotic' } }]);
  });

  it('RULES.md Damage 3 "Damage that comes to 0 after this is no damage": parts that all come to 0', () => {
    const c = make('srd-2024', { maxHp: 30 });
    const r = dispatch(c, bite([{ amount: 1, damageType: 'fire' }, { amount: 1, damageType: 'cold' }], { halfOnSave: true }));
    expect(r.creature).toBe(c);
    expect(types(r.events)).toEqual(['damage-none']);
  });
});

describe('"the results are then taken as one instance"', () => {
  it('"temporary HP absorb the sum first": 5 temporary HP, 4 + 4 → 0 temporary HP, 3 HP lost', () => {
    const c = make('srd-2024', { maxHp: 20, tempHp: 5 });
    const r = act(c, bite([{ amount: 4, damageType: 'piercing' }, { amount: 4, damageType: 'poison' }]));
    expect(r.creature.hp).toMatchObject({ temp: 0, current: 17 });
    expect(eventOf(r.events, 'damage-taken')?.values).toMatchObject({ amount: 8, tempAbsorbed: 5, hpLost: 3, damageTypes: 'piercing,poison' });
  });

  it('"one death-save failure … at 0 HP": 3 Piercing + 3 Poison on a dying creature is one failure, not two', () => {
    const r = act(dying('srd-2024'), bite([{ amount: 3, damageType: 'piercing' }, { amount: 3, damageType: 'poison' }]));
    expect(r.creature.deathSaves.failures).toBe(1);
    expect(types(r.events).filter((type) => type === 'failures-added')).toHaveLength(1);
  });

  it('"(2 on a critical hit)": the same bite as a critical hit is two failures', () => {
    const r = act(dying('srd-2024'), bite([{ amount: 3, damageType: 'piercing' }, { amount: 3, damageType: 'poison' }], { critical: true }));
    expect(r.creature.deathSaves.failures).toBe(2);
  });

  it('"one concentration save with DC max(10, ⌊sum ÷ 2⌋)": 12 Fire + 12 Cold while concentrating asks one save at DC 12', () => {
    const c = act(make('srd-2024', { maxHp: 60 }), { type: 'concentrate', on: 'Bless' }).creature;
    const r = act(c, bite([{ amount: 12, damageType: 'fire' }, { amount: 12, damageType: 'cold' }]));
    expect(r.events.filter((e) => e.type === 'concentration-check').map((e) => e.values)).toEqual([{ on: 'Bless', dc: 12, damage: 24 }]);
    expect(r.creature.concentration).toEqual({ on: 'Bless', dc: 12 });
  });

  it('"one massive-damage comparison with the summed overflow": 5 HP of 20, 15 + 10 leaves 20 over: instant death (neither part alone would)', () => {
    const c = make('srd-2024', { maxHp: 20, currentHp: 5 });
    const r = act(c, bite([{ amount: 15, damageType: 'slashing' }, { amount: 10, damageType: 'poison' }]));
    expect(eventOf(r.events, 'massive-damage')?.values).toEqual({ overflow: 20, effectiveMax: 20 });
    expect(r.creature.status).toBe('dead');
    expect(act(c, { type: 'damage', amount: 15, damageType: 'slashing' }).creature.status).toBe('dying');
  });

  it('one part that did damage among immune ones names only its type', () => {
    const c = make('srd-2024', { maxHp: 30, immunities: ['poison'] });
    const r = act(c, bite([{ amount: 7, damageType: 'piercing' }, { amount: 5, damageType: 'poison' }]));
    expect(eventOf(r.events, 'damage-taken')?.values).toMatchObject({ amount: 7, damageType: 'piercing' });
    expect(eventOf(r.events, 'damage-taken')?.values).not.toHaveProperty('damageTypes');
  });
});

describe('the preview (computeDamage) shows what dispatch applies', () => {
  it.each<[string, DamageAction]>([
    ['a bite with temporary HP', bite([{ amount: 6, damageType: 'piercing' }, { amount: 7, damageType: 'poison' }])],
    ['a save for half and an aura', bite([{ amount: 9, damageType: 'fire' }, { amount: 5 }], { halfOnSave: true, adjustment: 2 })],
    ['a multiplier', bite([{ amount: 4, damageType: 'cold' }, { amount: 3, damageType: 'acid' }], { multiplier: 2 })],
  ])('%s', (_name, action) => {
    const c = make('srd-2024', { maxHp: 40, tempHp: 4, resistances: ['fire'], vulnerabilities: ['cold'] });
    const b = computeDamage(c, action);
    const r = act(c, action);
    expect(c.hp.temp - r.creature.hp.temp).toBe(b.tempAbsorbed);
    expect(c.hp.current - r.creature.hp.current).toBe(b.hpLost);
    expect(eventOf(r.events, 'damage-taken')?.values.amount).toBe(b.total);
    expect(b.total).toBe(b.parts!.reduce((sum, part) => sum + part.total, 0));
    // The total's own steps start at the parts' sum, then temporary HP and HP.
    expect(b.steps[0]).toEqual({ step: 'base', value: b.total });
  });

  it('one part is exactly the single amount it stands for: creature and events', () => {
    const c = make('databook', { maxHp: 30, currentHp: 9, resistances: ['fire'] });
    const single = dispatch(c, { type: 'damage', amount: 21, damageType: 'fire', adjustment: 3, critical: true });
    const parted = dispatch(c, bite([{ amount: 21, damageType: 'fire' }], { adjustment: 3, critical: true }));
    expect(parted).toEqual(single);
    expect(computeDamage(c, bite([{ amount: 21, damageType: 'fire' }], { adjustment: 3 })).total)
      .toBe(computeDamage(c, { type: 'damage', amount: 21, damageType: 'fire', adjustment: 3 }).total);
  });

  it('the amount 0 with an adjustment: one part of 0 takes the adjustment, as the single amount does', () => {
    const c = make('srd-2024', { maxHp: 30 });
    expect(dispatch(c, bite([{ amount: 0 }], { adjustment: 4 }))).toEqual(dispatch(c, { type: 'damage', amount: 0, adjustment: 4 }));
  });
});

describe('refusals: "parts together with amount, an empty parts: the creature is unchanged, no events, a code"', () => {
  const c = make('srd-2024', { maxHp: 30 });
  it.each<[string, unknown, string]>([
    ['"parts together with amount"', { type: 'damage', amount: 5, parts: [{ amount: 3 }] }, 'invalid-amount'],
    ['parts together with damageType ("instead of amount/damageType")', { type: 'damage', damageType: 'fire', parts: [{ amount: 3 }] }, 'invalid-amount'],
    ['"an empty parts"', { type: 'damage', parts: [] }, 'invalid-amount'],
    ['parts that are not a list', { type: 'damage', parts: { amount: 3 } }, 'invalid-amount'],
    ['a part that is not an object', { type: 'damage', parts: [3] }, 'invalid-amount'],
    ['a negative part', { type: 'damage', parts: [{ amount: 3 }, { amount: -1 }] }, 'invalid-amount'],
    ['a fractional part', { type: 'damage', parts: [{ amount: 2.5 }] }, 'invalid-amount'],
    ['a part of an unknown type', { type: 'damage', parts: [{ amount: 3, damageType: 'ice' }] }, 'unknown-action'],
    ['neither amount nor parts', { type: 'damage' }, 'invalid-amount'],
    ['more parts than LIMITS.damageParts', { type: 'damage', parts: Array.from({ length: LIMITS.damageParts + 1 }, () => ({ amount: 1 })) }, 'amount-too-large'],
    ['parts summing past LIMITS.amount', { type: 'damage', parts: [{ amount: LIMITS.amount }, { amount: 1 }] }, 'amount-too-large'],
  ])('%s → %s', (_rule, action, code) => {
    expectRefused(c, action, code as never);
  });

  it('a creature out of play is refused as for one amount (not-alive)', () => {
    expectRefused(run(dying('srd-2024'), saves(1, 1)).creature, bite([{ amount: 3 }]), 'not-alive');
  });
});
