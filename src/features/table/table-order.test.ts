import { describe, expect, it } from 'vitest';
import { compareOrders, judge, nextSession, orderClock, UNORDERED } from './table-order';

// Issue 37: every signed value that can change carries what orders it, and a device refuses an
// older-or-equal one; the order survives a reload (a later session) and never goes back.
describe('the order of signed values', () => {
  it('applies only a value newer than the last one; the same one heard again changes nothing', () => {
    const last = { session: 100, seq: 4 };
    expect(judge({ session: 100, seq: 5 }, last)).toBe('newer');
    expect(judge({ session: 101, seq: 1 }, last)).toBe('newer');
    expect(judge({ session: 100, seq: 4 }, last)).toBe('same');
    expect(judge({ session: 7, seq: 1 }, undefined)).toBe('newer');
  });

  it('tells an older value of the same session (sent again by someone who kept it) from one of an earlier session', () => {
    const last = { session: 100, seq: 4 };
    expect(judge({ session: 100, seq: 3 }, last)).toBe('replayed');
    expect(judge({ session: 99, seq: 50 }, last)).toBe('stale');
    // A value signed before values carried an order is older than any that does.
    expect(judge(UNORDERED, last)).toBe('stale');
  });

  it('starts every opening in a later session, also when the clock went back', () => {
    expect(nextSession(undefined, 1_000)).toBe(1_000);
    expect(nextSession(500, 1_000)).toBe(1_000);
    expect(nextSession(5_000, 1_000)).toBe(5_001);
  });

  it('gives each value of a tab a later order, and orders it after one of this device\'s own seen from another tab', () => {
    const clock = orderClock(1_000);
    const first = clock.next();
    const second = clock.next();
    expect(compareOrders(second, first)).toBeGreaterThan(0);
    clock.saw({ session: 2_000, seq: 7 });
    expect(clock.next()).toEqual({ session: 2_000, seq: 8 });
    // An older one seen changes nothing.
    clock.saw({ session: 1_000, seq: 50 });
    expect(clock.next()).toEqual({ session: 2_000, seq: 9 });
    // A reload starts after all of it.
    const reloaded = orderClock(nextSession(2_000, 1_500));
    expect(compareOrders(reloaded.next(), { session: 2_000, seq: 9 })).toBeGreaterThan(0);
  });
});
