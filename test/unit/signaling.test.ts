// @vitest-environment node
// The signaling server (server/signaling.mjs) speaks y-webrtc's protocol: two clients on
// loopback meet in a room, leave it, ping, and a bad message harms no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signalClient, type SignalClient } from '../helpers/signal-client';
import { startSignalingServer, PROBE_ANSWER } from '../../server/signaling.mjs';

type Server = Awaited<ReturnType<typeof startSignalingServer>>;
let server: Server;
const sockets: WebSocket[] = [];

type Client = SignalClient;

const client = (): Promise<Client> => signalClient(`ws://127.0.0.1:${server.port}/signal`, sockets);

/** A round trip: once the pong is back, every message sent before it has been handled. */
async function settle(c: Client) {
  c.send({ type: 'ping' });
  expect(await c.next()).toEqual({ type: 'pong' });
}

beforeAll(async () => {
  server = await startSignalingServer({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await server.close();
});

describe('the signaling server', () => {
  it('introduces two clients subscribed to one room to each other, and no one else', async () => {
    const [a, b, other] = await Promise.all([client(), client(), client()]);
    a.send({ type: 'subscribe', topics: ['room-1'] });
    b.send({ type: 'subscribe', topics: ['room-1'] });
    other.send({ type: 'subscribe', topics: ['room-2'] });
    await Promise.all([settle(a), settle(b), settle(other)]);
    a.send({ type: 'publish', topic: 'room-1', data: 'hello from a' });
    // Every subscriber gets it, the sender included (y-webrtc ignores its own), with the room's count.
    expect(await b.next()).toEqual({ type: 'publish', topic: 'room-1', data: 'hello from a', clients: 2 });
    expect(await a.next()).toEqual({ type: 'publish', topic: 'room-1', data: 'hello from a', clients: 2 });
    expect(await other.next(300)).toBeNull();
  });

  it('stops sending a room\'s messages to a client that unsubscribed, and forgets the room when it is empty', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    a.send({ type: 'subscribe', topics: ['room-3'] });
    b.send({ type: 'subscribe', topics: ['room-3'] });
    await Promise.all([settle(a), settle(b)]);
    b.send({ type: 'unsubscribe', topics: ['room-3'] });
    await settle(b);
    a.send({ type: 'publish', topic: 'room-3', data: 'anyone?' });
    expect(await a.next()).toMatchObject({ data: 'anyone?', clients: 1 });
    expect(await b.next(300)).toBeNull();
    const before = server.signaling.stats().topics;
    a.send({ type: 'unsubscribe', topics: ['room-3'] });
    await settle(a);
    expect(server.signaling.stats().topics).toBe(before - 1);
  });

  it('answers ping with pong', async () => {
    const a = await client();
    a.send({ type: 'ping' });
    expect(await a.next()).toEqual({ type: 'pong' });
  });

  it('ignores bad messages and keeps serving everyone, the sender included', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    a.send({ type: 'subscribe', topics: ['room-4'] });
    b.send({ type: 'subscribe', topics: ['room-4'] });
    await Promise.all([settle(a), settle(b)]);
    const refused = server.signaling.stats().refused;
    for (const bad of ['{', 'null', '42', '[]', '"text"', JSON.stringify({ type: 7 }), JSON.stringify({ type: 'subscribe', topics: 'room-4' }),
      JSON.stringify({ type: 'subscribe', topics: [null, {}, 5] }), JSON.stringify({ type: 'publish' }), JSON.stringify({ type: 'publish', topic: {} }),
      JSON.stringify({ type: 'unknown' })]) a.send(bad);
    a.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    await settle(a);
    expect(server.signaling.stats().refused).toBeGreaterThan(refused);
    b.send({ type: 'publish', topic: 'room-4', data: 'still here' });
    expect(await a.next()).toMatchObject({ data: 'still here' });
    expect(await b.next()).toMatchObject({ data: 'still here' });
  });

  it('says what it is to a plain GET (the app\'s probe), and counts the connections it holds', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/signal`);
    expect(await response.text()).toBe(PROBE_ANSWER);
    expect(server.signaling.stats().connections).toBe(sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length);
  });
});
