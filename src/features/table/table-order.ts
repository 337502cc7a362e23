import { z } from 'zod/mini';

// What tells a newer signed value from an older one at a table (issue 37). A signature proves
// who made a value, not when: a member who captured one of the GM's views could send it again
// later, and it would verify. So every value that can change (the view, a member's record, a
// brought sheet's record, a presence heartbeat) is signed together with its order: the session
// of the device that signed it and a sequence within that session. A session is the time the
// table opened in that tab (and always after the last one this device stored), so a reload
// starts a later session and never reuses an order. Orders are compared only between values
// one key signed for one place, so devices' clocks need not agree.

export interface Order {
  /** When the signing tab opened the table (ms), after any session this device stored before. */
  session: number;
  /** Counts up within the session. */
  seq: number;
}

/** A value signed before values carried an order: older than any that does. */
export const UNORDERED: Order = { session: 0, seq: 0 };

export const orderSchema = z.object({
  session: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  seq: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const compareOrders = (a: Order, b: Order) => a.session - b.session || a.seq - b.seq;

/** A new session: now, or just after the last one this device stored if its clock went back. */
export const nextSession = (stored: number | undefined, now: number) => Math.max(Math.floor(now), (stored ?? 0) + 1);

/**
 * What a value ordered `order` is, at a place whose newest value so far was `last`:
 * - `newer`: apply it;
 * - `same`: the very one applied already (heard again): nothing to do;
 * - `replayed`: older than one of the same session: only sent again by someone who kept it; refused and counted;
 * - `stale`: from an earlier session of its signer: a device that slept or reloaded may still
 *   hold one and bring it back, so it is not applied and not counted.
 */
export type Verdict = 'newer' | 'same' | 'replayed' | 'stale';

export function judge(order: Order, last: Order | undefined): Verdict {
  if (!last) return 'newer';
  const compared = compareOrders(order, last);
  if (compared > 0) return 'newer';
  if (compared === 0) return 'same';
  return order.session === last.session ? 'replayed' : 'stale';
}

/** This tab's orders: each `next()` after the one before, and after any of this device's own seen from another tab. */
export interface OrderClock {
  next: () => Order;
  /** One of this device's values made elsewhere (another tab): what comes next here is ordered after it. */
  saw: (order: Order) => void;
}

export function orderClock(session: number): OrderClock {
  let last: Order = { session, seq: 0 };
  return {
    next: () => (last = { session: last.session, seq: last.seq + 1 }),
    saw: (order) => {
      if (compareOrders(order, last) > 0) last = order;
    },
  };
}
