// Quick sanity checks of the engine itself: no mutation, invariants over random play.
import { describe, expect, it } from 'vitest';
import { computeDamage, createCreature, dispatch, effectiveMax, PRESET_IDS, type Action, type Creature } from './index';
import { mulberry32 } from './test-helpers';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}


const pick = <T,>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

function randomAction(rng: () => number): Action {
  const n = (k: number) => Math.floor(rng() * k);
  return pick<() => Action>(rng, [
    () => ({ type: 'damage', amount: n(30), critical: rng() < 0.2, melee: rng() < 0.3, damageType: 'fire' }),
    () => ({ type: 'heal', amount: n(15) }),
    () => ({ type: 'tempHp', amount: n(10) }),
    () => ({ type: 'deathSave' }),
    () => ({ type: 'stabilize', method: 'healers-kit' }),
    () => ({ type: 'reduceMaxHp', amount: n(8) }),
    () => ({ type: 'restoreMaxHp', amount: n(8) }),
    () => ({ type: 'exhaustion', delta: n(5) - 2 }),
    () => ({ type: 'shortRest' }),
    () => ({ type: 'longRest', lit: rng() < 0.5 }),
    () => ({ type: 'passTime', hours: n(30) }),
    () => ({ type: 'resolveRecuo', zone: pick(rng, ['leve', 'moderada', 'densa', 'abismal'] as const) }),
    () => ({ type: 'revivify', minutesSinceRecuo: n(3) }),
    () => ({ type: 'rescue' }),
    () => ({ type: 'captivityDay' }),
    () => ({ type: 'raiseDead', spell: 'raise-dead' }),
    () => ({ type: 'damage', amount: -1 }),
  ])();
}

function checkInvariants(c: Creature): void {
  const eff = effectiveMax(c);
  expect(c.hp.current).toBeGreaterThanOrEqual(0);
  expect(c.hp.current).toBeLessThanOrEqual(eff);
  expect(c.hp.temp).toBeGreaterThanOrEqual(0);
  expect(c.deathSaves.failures).toBeGreaterThanOrEqual(0);
  expect(c.deathSaves.successes).toBeGreaterThanOrEqual(0);
  expect(c.exhaustion).toBeGreaterThanOrEqual(0);
  expect(c.exhaustion).toBeLessThanOrEqual(6);
  expect(c.exhaustionNeedsLight).toBeLessThanOrEqual(c.exhaustion);
  if (c.status === 'alive') expect(c.hp.current).toBeGreaterThan(0);
  if (c.status === 'dying' || c.status === 'stable') {
    expect(c.hp.current).toBe(0);
    expect(c.conditions).toContain('unconscious');
  }
}

describe('engine smoke', () => {
  it('srd-2024 seed example: 28 Fire, aura −5, resistant to all, vulnerable to Fire → 22', () => {
    const c = createCreature({ name: 'x', preset: 'srd-2024', maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] });
    const b = computeDamage(c, { type: 'damage', amount: 28, damageType: 'fire', adjustment: -5 });
    expect(b.steps.slice(0, 4).map((s) => s.value)).toEqual([28, 23, 11, 22]);
    expect(b.total).toBe(22);
  });

  it.each(PRESET_IDS.flatMap((p) => [1, 2, 3, 4, 5].map((s) => [p, s] as const)))(
    '%s seed %i: random play never mutates and keeps invariants',
    (preset, seed) => {
      const rng = mulberry32(seed);
      let c = createCreature({
        name: 'x', preset, maxHp: 20, nature: seed % 2 ? 'desencarnado' : 'incarnate',
        role: seed === 5 ? 'minion' : 'character',
      });
      for (let i = 0; i < 300; i += 1) {
        const before = JSON.stringify(c);
        const frozen = deepFreeze(c);
        const r = dispatch(frozen, randomAction(rng), { rng });
        expect(JSON.stringify(frozen)).toBe(before);
        if (r.error) expect(r.creature).toBe(frozen);
        for (const e of r.events) expect(e.key).toBe(`events.${e.type}`);
        checkInvariants(r.creature);
        c = r.creature;
      }
    },
  );
});
