import { WebSocket } from 'ws';

// A y-webrtc signaling client for the server tests (server/signaling.mjs, server/production.mjs):
// a WebSocket on loopback that sends JSON (a string as it is: a bad message on purpose) and
// hands out what it receives in order.

export interface SignalClient {
  ws: WebSocket;
  send(message: unknown): void;
  /** The next message received (JSON), or null if none comes within `ms`. */
  next(ms?: number): Promise<Record<string, unknown> | null>;
}

/** Connects to `url`; the socket is pushed to `sockets` so that the test can close them all. */
export async function signalClient(url: string, sockets: WebSocket[]): Promise<SignalClient> {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const inbox: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (ms = 1000) => {
      const queued = inbox.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => {
        const done = (message: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          resolve(null);
        }, ms);
        waiting.push(done);
      });
    },
  };
}
