import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../../test/helpers/render-app';
import { canRoll, defenseMapOf, parseArmorClass, rollHp } from './from-library';

describe('rolled Hit Points (issue 28: "rolled per creature from the Hit Point formula")', () => {
  it('gives each creature its own roll of the formula, within what the formula can make', () => {
    const rolled = rollHp('3d6', 200, seededRng(3))!;
    expect(rolled).toHaveLength(200);
    expect(Math.min(...rolled)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...rolled)).toBeLessThanOrEqual(18);
    // Rolled, not copied: 200 rolls of 3d6 are not all one number.
    expect(new Set(rolled).size).toBeGreaterThan(5);
    const ogres = rollHp('8d10+24', 50, seededRng(4))!;
    expect(Math.min(...ogres)).toBeGreaterThanOrEqual(32);
    expect(Math.max(...ogres)).toBeLessThanOrEqual(104);
  });

  it('never makes a creature at 0 HP: a roll below 1 counts as 1', () => {
    expect(rollHp('1d4-5', 20, seededRng(5))).toEqual(Array.from({ length: 20 }, () => 1));
  });

  it('offers no roll for what the app\'s dice cannot roll', () => {
    expect(canRoll(null)).toBe(false);
    expect(canRoll('lots')).toBe(false);
    expect(canRoll('2d8+4')).toBe(true);
    expect(rollHp('lots', 2, seededRng(1))).toBeNull();
  });
});

describe('a stat block in quick-add\'s fields', () => {
  it('puts each damage type of the three lists under its choice', () => {
    expect(defenseMapOf({ resistances: ['fire', 'all'], vulnerabilities: ['bludgeoning'], immunities: ['poison'] }))
      .toEqual({ fire: 'resistance', all: 'resistance', bludgeoning: 'vulnerability', poison: 'immunity' });
  });

  it('reads an Armor Class as typed: empty is unknown, 0..99 whole numbers only', () => {
    expect(parseArmorClass('')).toBeNull();
    expect(parseArmorClass(' 15 ')).toBe(15);
    expect(parseArmorClass('0')).toBe(0);
    expect(parseArmorClass('99')).toBe(99);
    for (const bad of ['100', '-1', '12.5', 'x']) expect(parseArmorClass(bad)).toBeUndefined();
  });
});
