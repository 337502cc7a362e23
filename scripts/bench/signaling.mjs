// Section 11: what one signaling instance holds (issue 26, "When one signaling process is not
// enough"). `npm run table-server` runs in a process of its own on loopback; this process opens
// SIGNAL_CLIENTS WebSocket connections to it, SIGNAL_ROOM_SIZE to a room (a table), each
// subscribed to its room, and checks every one answers a ping. Then SIGNAL_PUBLISHERS of them
// publish in a closed loop for SIGNAL_SECONDS: each sends a message to its room and sends the
// next once its own copy is back, so the server is kept as busy as it can be. Reported: the
// connections held, the messages published a second and the copies the server delivered a
// second (each publish goes to every member of the room, the sender included), with the
// round trip of a publish. The clients run on the same 2 shared cores as the server, so the
// rates are a lower bound of the server's own. No budget: figures only.
import WebSocket from 'ws';
import { percentile, startTableServer } from './table-server-process.mjs';

const CLIENTS = Number(process.env.SIGNAL_CLIENTS ?? 2000);
const ROOM_SIZE = Number(process.env.SIGNAL_ROOM_SIZE ?? 5);
const PUBLISHERS = Number(process.env.SIGNAL_PUBLISHERS ?? 200);
const SECONDS = Number(process.env.SIGNAL_SECONDS ?? 10);
/** About the size of a y-webrtc offer, encrypted and base64'd. */
const PAYLOAD = 'x'.repeat(1500);

/** One client: connected, subscribed to its room, and answering once the server's pong came back. */
function connect(url, room, onPublish) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'subscribe', topics: [room] }));
      ws.send(JSON.stringify({ type: 'ping' }));
    });
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'pong') resolve(ws);
      else if (message.type === 'publish') onPublish(ws, message);
    });
  });
}

export async function benchSignaling() {
  const server = await startTableServer();
  const clients = [];
  let received = 0;
  /** The publishers' own copies: when a publish came back to its sender. */
  const waiting = new Map();
  const onPublish = (ws, message) => {
    received++;
    const done = waiting.get(ws);
    if (done && message.data?.from === done.id) done.resolve();
  };
  try {
    const connectStarted = performance.now();
    // In batches, as devices arrive: not every handshake at one instant.
    for (let index = 0; index < CLIENTS; index += 100) {
      const batch = [];
      for (let i = index; i < Math.min(CLIENTS, index + 100); i++) batch.push(connect(server.url, `bench-room-${Math.floor(i / ROOM_SIZE)}`, onPublish));
      clients.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - connectStarted;
    // Every connection still answers after all are open.
    const pongs = await Promise.all(clients.map((ws) => new Promise((resolve) => {
      const onMessage = (data) => {
        if (JSON.parse(String(data)).type === 'pong') {
          ws.off('message', onMessage);
          resolve(true);
        }
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ type: 'ping' }));
    })));
    const held = pongs.filter(Boolean).length;

    // Publishers: one in every room until PUBLISHERS, each in its own room where possible.
    const publishers = [];
    for (let i = 0; i < clients.length && publishers.length < PUBLISHERS; i += ROOM_SIZE) publishers.push({ ws: clients[i], room: `bench-room-${Math.floor(i / ROOM_SIZE)}`, id: `p${i}` });
    const roundTrips = [];
    let published = 0;
    received = 0;
    const stopAt = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(publishers.map(async ({ ws, room, id }) => {
      while (performance.now() < stopAt) {
        const sent = performance.now();
        await new Promise((resolve) => {
          waiting.set(ws, { id, resolve });
          ws.send(JSON.stringify({ type: 'publish', topic: room, data: { from: id, payload: PAYLOAD } }));
        });
        roundTrips.push(performance.now() - sent);
        published++;
      }
      waiting.delete(ws);
    }));
    const seconds = (performance.now() - started) / 1000;
    return {
      available: true,
      clients: CLIENTS,
      roomSize: ROOM_SIZE,
      held,
      connectMs,
      publishers: publishers.length,
      seconds,
      publishedPerSecond: published / seconds,
      deliveredPerSecond: received / seconds,
      roundTrip: { median: percentile(roundTrips, 0.5), p95: percentile(roundTrips, 0.95) },
      payload: PAYLOAD.length,
    };
  } catch (error) {
    return { available: false, reason: String(error?.message ?? error) };
  } finally {
    for (const ws of clients) ws.terminate();
    server.stop();
  }
}
