// The shared tables' signaling: y-webrtc's protocol (as its bin/server.js speaks it) over
// WebSocket. A client subscribes to topics (a table's room), publishes to one, and every
// client subscribed to it receives the message; "ping" is answered with "pong". It introduces
// devices and relays their encrypted offers; it never sees a sheet.
//
// Used at /signal on the app's own origin by `npm start` (server/production.mjs) and by `npm run
// dev` / `npm run preview` (the Vite plugin in build/signaling-plugin.ts), and on its own by
// `npm run table-server` (scripts/table-server.mjs). With a Redis URL, several processes share
// their rooms through Redis pub/sub: a message published on one reaches the subscribers of every
// other (one Redis channel per room, subscribed while a client of this process is in it).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer } from 'ws';

/** The path the app's own origin serves signaling on. */
export const SIGNAL_PATH = '/signal';
/** What a plain GET of the signaling endpoint answers: how the app learns its origin has one. */
export const PROBE_ANSWER = 'databook-signaling';
const CHANNEL_PREFIX = 'databook-signal:';
/** A signaling message is an encrypted offer or answer: kilobytes. Anything larger is refused. */
const MAX_PAYLOAD = 256 * 1024;
const MAX_TOPICS = 100;

/**
 * A signaling hub: hand it WebSocket upgrades (`handleUpgrade`) or connections.
 * @param {{ redisUrl?: string, pingInterval?: number, log?: (text: string) => void }} [options]
 */
export function createSignaling({ redisUrl, pingInterval = 30_000, log = (text) => console.error(text) } = {}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  /** @type {Map<string, Set<import('ws').WebSocket>>} topic → this process's subscribers */
  const topics = new Map();
  const stats = { received: 0, published: 0, delivered: 0, refused: 0, fromRedis: 0 };
  const bus = redisUrl ? redisBus(redisUrl, log, (topic, data) => {
    stats.fromRedis++;
    deliver(topic, data);
  }) : null;

  /** Sends one encoded message to this process's subscribers of `topic`. */
  function deliver(topic, data) {
    const receivers = topics.get(topic);
    if (!receivers) return;
    for (const receiver of receivers) {
      if (receiver.readyState !== receiver.OPEN) continue;
      stats.delivered++;
      receiver.send(data, (error) => {
        if (error) receiver.terminate();
      });
    }
  }

  /** @param {import('ws').WebSocket} conn */
  function onConnection(conn) {
    /** @type {Set<string>} */
    const subscribed = new Set();
    let alive = true;
    // Messages of one connection are handled in order; a subscription waits for Redis, so the
    // answers to this device's first announce are not published before it listens.
    let queue = Promise.resolve();
    const timer = setInterval(() => {
      if (!alive) {
        conn.terminate();
        return;
      }
      alive = false;
      conn.ping();
    }, pingInterval);
    conn.on('pong', () => {
      alive = true;
    });
    conn.on('error', () => conn.terminate());
    conn.on('close', () => {
      clearInterval(timer);
      for (const topic of subscribed) leave(topic, conn);
      subscribed.clear();
    });
    conn.on('message', (raw, isBinary) => {
      stats.received++;
      const message = isBinary ? null : parse(raw);
      if (!message) {
        stats.refused++;
        return;
      }
      queue = queue.then(() => handle(conn, subscribed, message)).catch((error) => log(`signaling: ${error?.message ?? error}`));
    });
  }

  async function handle(conn, subscribed, message) {
    if (conn.readyState !== conn.OPEN) return;
    switch (message.type) {
      case 'subscribe':
        for (const topic of topicsOf(message)) {
          if (subscribed.has(topic)) continue;
          if (subscribed.size >= MAX_TOPICS) break;
          subscribed.add(topic);
          let receivers = topics.get(topic);
          if (!receivers) {
            receivers = new Set();
            topics.set(topic, receivers);
            receivers.add(conn);
            await bus?.subscribe(topic);
          } else receivers.add(conn);
        }
        break;
      case 'unsubscribe':
        for (const topic of topicsOf(message)) {
          if (subscribed.delete(topic)) leave(topic, conn);
        }
        break;
      case 'publish': {
        if (typeof message.topic !== 'string' || message.topic.length === 0) return;
        stats.published++;
        const local = topics.get(message.topic);
        message.clients = local ? local.size : 0;
        const data = JSON.stringify(message);
        deliver(message.topic, data);
        bus?.publish(message.topic, data);
        break;
      }
      case 'ping':
        conn.send(JSON.stringify({ type: 'pong' }));
        break;
      default:
        stats.refused++;
    }
  }

  function leave(topic, conn) {
    const receivers = topics.get(topic);
    if (!receivers) return;
    receivers.delete(conn);
    if (receivers.size === 0) {
      topics.delete(topic);
      bus?.unsubscribe(topic);
    }
  }

  wss.on('connection', onConnection);

  return {
    wss,
    /** Resolves once Redis (if any) is connected. */
    ready: bus ? bus.ready : Promise.resolve(),
    /** Takes over an HTTP upgrade request as a signaling connection. */
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (conn) => wss.emit('connection', conn, request));
    },
    /** Connections held now, rooms with a subscriber here, and message counters since the start. */
    stats: () => ({ connections: wss.clients.size, topics: topics.size, ...stats }),
    async close() {
      for (const conn of wss.clients) conn.terminate();
      await new Promise((resolve) => wss.close(() => resolve(undefined)));
      await bus?.close();
    },
  };
}

/** A parsed message, or null when it is not a JSON object with a string `type`. */
function parse(raw) {
  try {
    const message = JSON.parse(String(raw));
    return message && typeof message === 'object' && !Array.isArray(message) && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

const topicsOf = (message) => (Array.isArray(message.topics) ? message.topics.filter((topic) => typeof topic === 'string' && topic.length > 0 && topic.length <= 200) : []);

/** Redis pub/sub between signaling processes: one publishing client, one subscribing client. */
function redisBus(url, log, onMessage) {
  const origin = randomUUID();
  let publisher;
  let subscriber;
  let lastError = 0;
  const onError = (error) => {
    // The client reconnects by itself; say so at most every ten seconds.
    if (Date.now() - lastError > 10_000) log(`signaling: Redis: ${error?.message ?? error}`);
    lastError = Date.now();
  };
  const ready = (async () => {
    const { createClient } = await import('redis');
    publisher = createClient({ url });
    subscriber = publisher.duplicate();
    publisher.on('error', onError);
    subscriber.on('error', onError);
    await Promise.all([publisher.connect(), subscriber.connect()]);
  })();
  const listener = (text, channel) => {
    try {
      const { from, data } = JSON.parse(text);
      if (from !== origin && typeof data === 'string') onMessage(channel.slice(CHANNEL_PREFIX.length), data);
    } catch {
      // Not one of ours.
    }
  };
  const quietly = (promise) => promise.catch(onError);
  return {
    ready,
    subscribe: (topic) => ready.then(() => subscriber.subscribe(CHANNEL_PREFIX + topic, listener)).catch(onError),
    unsubscribe: (topic) => void quietly(ready.then(() => subscriber.unsubscribe(CHANNEL_PREFIX + topic, listener))),
    publish: (topic, data) => void quietly(ready.then(() => publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify({ from: origin, data })))),
    async close() {
      await ready.catch(() => undefined);
      await Promise.all([publisher, subscriber].map((client) => client?.isOpen ? client.close().catch(() => client.destroy()) : undefined));
    },
  };
}

/** A plain GET of the endpoint: says it is Databook's signaling (the app's probe, src/features/table/table-network.ts). */
export function answerProbe(response) {
  response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(PROBE_ANSWER);
}

/**
 * Serves signaling on an HTTP server that serves something else too (the app): upgrades to
 * `path` only (any other upgrade, e.g. Vite's HMR socket, is left to its own listener).
 * @param {import('node:http').Server} server
 * @param {{ path?: string, redisUrl?: string }} [options]
 */
export function attachSignaling(server, { path = SIGNAL_PATH, ...options } = {}) {
  const signaling = createSignaling(options);
  server.on('upgrade', (request, socket, head) => {
    if (pathOf(request.url) === path) signaling.handleUpgrade(request, socket, head);
  });
  server.on('close', () => void signaling.close());
  return signaling;
}

export const pathOf = (url) => (url ?? '/').split('?')[0];

/**
 * A process of its own (npm run table-server): signaling on every path of `port`, a plain
 * GET answered with PROBE_ANSWER.
 * @param {{ port?: number, host?: string, redisUrl?: string }} [options]
 */
export async function startSignalingServer({ port = 4444, host, redisUrl } = {}) {
  const server = http.createServer((_request, response) => answerProbe(response));
  const signaling = createSignaling({ redisUrl });
  server.on('upgrade', (request, socket, head) => signaling.handleUpgrade(request, socket, head));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  return {
    server,
    signaling,
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      await signaling.close();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
