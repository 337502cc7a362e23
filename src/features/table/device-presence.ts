import { z } from 'zod/mini';
import { canonical, SIGNATURE, verifyValue } from './table-crypto';
import { signed, type Signer } from './table-doc';
import { orderSchema, type Order } from './table-order';

// Who is at the table now (issue 37). Each device says it is there through y-webrtc's
// awareness, which anyone in the room can write: a page that knows only the code could claim
// another device's id. So a presence is a heartbeat signed with the device's own key: its id
// and an order (this tab's session and a sequence that counts up every few seconds). A device
// counts as present while its heartbeat keeps moving on: a heartbeat with a later sequence than
// any heard before from that session, heard within the timeout. A page without the device's
// key cannot sign one; a heartbeat copied and sent again moves nothing on.

export interface Heartbeat {
  device: string;
  order: Order;
  sig: string;
}

/** What this device puts in its awareness state: `{ member: Heartbeat }`. */
export async function heartbeat(table: string, signer: Signer, order: Order): Promise<{ member: Heartbeat }> {
  return { member: { device: signer.device, order, sig: await signer.sign(signed.presence(table, signer.device, order)) } };
}

const heartbeatSchema = z.object({ device: z.string().check(z.regex(/^[\w-]{1,100}$/)), order: orderSchema, sig: z.string().check(z.regex(SIGNATURE)) });

/**
 * What one awareness state was:
 * - `none`: it claims no device (a page that says nothing, or withdrew);
 * - `unknown`: a device that is no member (yet): looked at again later;
 * - `refused`: it claims a member's device without that device's signature: counted;
 * - `first`: a device's heartbeat heard for the first time from that session: where it counts from;
 * - `fresh`: a later heartbeat: the device is present;
 * - `old`: one heard already, or older;
 * - `replayed`: the newest heartbeat of a session, from another awareness client than the one that sent it first: counted.
 */
export type Heard = 'none' | 'unknown' | 'refused' | 'first' | 'fresh' | 'old' | 'replayed';

export interface PresenceOptions {
  table: string;
  /** The signing key this device trusts for a member's device id. */
  keyOf: (device: string) => string | undefined;
  /** A device whose heartbeat has not moved on for this long is away (ms). */
  timeout: number;
}

export interface Presence {
  /** Reads one awareness client's state, heard at `now`; `device` is the id it claims, if any. */
  hear: (client: number, state: unknown, now: number) => Promise<{ heard: Heard; device?: string }>;
  /** The devices whose heartbeat moved on within the timeout before `now`. */
  present: (now: number) => Set<string>;
}

export function presence({ table, keyOf, timeout }: PresenceOptions): Presence {
  /** Per device and session: the newest sequence, when it moved on here, and which client sent it first. */
  const sessions = new Map<string, { seq: number; at: number; client: number }>();
  /** Each client's state last looked at, and what it was (a state heard again is not checked again). */
  const looked = new Map<number, { text: string; result: { heard: Heard; device?: string } }>();

  const check = async (client: number, state: unknown, now: number): Promise<{ heard: Heard; device?: string }> => {
    const member = typeof state === 'object' && state !== null ? (state as { member?: unknown }).member : undefined;
    if (member === undefined || member === null) return { heard: 'none' };
    const claimed = typeof member === 'object' && typeof (member as { device?: unknown }).device === 'string' ? (member as { device: string }).device : undefined;
    const key = claimed === undefined ? undefined : keyOf(claimed);
    if (claimed !== undefined && !key) return { heard: 'unknown', device: claimed };
    const parsed = heartbeatSchema.safeParse(member);
    if (!key || !parsed.success) return { heard: 'refused', device: claimed };
    const { device, order, sig } = parsed.data;
    if (!(await verifyValue(key, signed.presence(table, device, order), sig))) return { heard: 'refused', device };
    const place = `${device}\u0000${order.session}`;
    const last = sessions.get(place);
    if (!last) {
      // Heard for the first time: it may be a copy of an old heartbeat; the next one says the device is here.
      sessions.set(place, { seq: order.seq, at: -Infinity, client });
      return { heard: 'first', device };
    }
    if (order.seq > last.seq) {
      sessions.set(place, { seq: order.seq, at: now, client });
      return { heard: 'fresh', device };
    }
    return { heard: order.seq === last.seq && client !== last.client ? 'replayed' : 'old', device };
  };

  return {
    hear: async (client, state, now) => {
      const text = canonical(state);
      const before = looked.get(client);
      if (before?.text === text && before.result.heard !== 'unknown') return before.result;
      const result = await check(client, state, now);
      looked.set(client, { text, result });
      return result;
    },
    present: (now) => {
      const devices = new Set<string>();
      for (const [place, { at }] of sessions) if (now - at < timeout) devices.add(place.slice(0, place.indexOf('\u0000')));
      return devices;
    },
  };
}
