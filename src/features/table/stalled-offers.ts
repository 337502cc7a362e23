import type { WebrtcProvider } from 'y-webrtc';

// y-webrtc lets both devices of a room start a connection when each hears the other's
// announce. When their offers cross (the signaling crossed two server instances, or was slow),
// y-webrtc 10.3.0 can leave a connection whose negotiation never completes:
// - one device feeds the other's offer to its own half-made connection, which fails
//   ("ERR_SET_LOCAL_DESCRIPTION") and closes, while the other device's offer waits for an
//   answer that never comes;
// - the other's next message (an ICE candidate of the offer just lost) makes a new, answering
//   connection that has no offer to answer.
// Either device then ignores every later announce, since it still "has" a connection: the two
// never meet again, and changes stop crossing.
//
// The way out: a connection whose offer and answer have not both arrived long after they
// should have is withdrawn. y-webrtc then removes it and announces this device again, and the
// other device, which has no connection with this one, offers afresh. A connection whose
// negotiation completed and whose network path is still being tried is left alone: the browser
// gives that up by itself when no path exists.

/** How long a negotiation may stay incomplete before it is withdrawn (it takes well under a second). */
export const OFFER_STALL_MS = 5000;
/** Up to this much more, at random, so two devices that both wait do not withdraw at the same moment and cross again. */
export const OFFER_JITTER_MS = 3000;

interface Connection {
  connected: boolean;
  closed?: boolean;
  destroy(): void;
  peer?: { _pc?: { signalingState?: string; remoteDescription?: unknown } | null } | null;
}

interface Options {
  now?: () => number;
  random?: () => number;
  every?: number;
}

/** Withdraws `provider`'s stalled negotiations (see above), checking every second. Returns the function that stops it. */
export function healStalledOffers(provider: Pick<WebrtcProvider, 'room'>, { now = Date.now, random = Math.random, every = 1000 }: Options = {}): () => void {
  const deadlines = new WeakMap<Connection, number>();
  const check = () => {
    const connections = provider.room?.webrtcConns as Map<string, Connection> | undefined;
    if (!connections) return;
    const at = now();
    for (const connection of [...connections.values()]) {
      const pc = connection.peer?._pc;
      const waiting = !connection.connected && !connection.closed && pc != null && (pc.signalingState !== 'stable' || !pc.remoteDescription);
      if (!waiting) {
        deadlines.delete(connection);
        continue;
      }
      const deadline = deadlines.get(connection);
      if (deadline === undefined) deadlines.set(connection, at + OFFER_STALL_MS + random() * OFFER_JITTER_MS);
      else if (at >= deadline) {
        deadlines.delete(connection);
        connection.destroy();
      }
    }
  };
  const timer = setInterval(check, every);
  return () => clearInterval(timer);
}
