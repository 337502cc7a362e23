// The production server (npm start, scripts/serve.mjs): the build in dist/ and the shared
// tables' signaling at /signal on one port, in one plain node:http process made to face the
// network behind a TLS proxy, where `vite preview` is not (Vite says so). It sends the build's
// own headers (`_headers`, server/headers-file.mjs) with every response, serves the files as
// server/static-files.mjs says, answers /healthz, and stops gracefully.
import http from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, readHeadersFile } from './headers-file.mjs';
import { answerProbe, createSignaling, pathOf, SIGNAL_PATH } from './signaling.mjs';
import { createStaticFiles, plain } from './static-files.mjs';

export const DEFAULT_ROOT = fileURLToPath(new URL('../dist', import.meta.url));
export const DEFAULT_PORT = 4173;
export const HEALTH_PATH = '/healthz';
/** How long a graceful stop waits for responses and WebSockets to finish before it cuts them. */
export const SHUTDOWN_TIMEOUT = 10_000;
/** WebSocket close code 1001: the endpoint is going away (RFC 6455 §7.4.1). */
export const GOING_AWAY = 1001;

/**
 * Starts the server; resolves once it listens. With `warm`, it compresses the build as well as
 * it can in the background (`warmed` resolves when done); without, each file is compressed
 * quickly at its first request.
 * @param {{ root?: string, port?: number, host?: string, redisUrl?: string, shutdownTimeout?: number, warm?: boolean, log?: (text: string) => void }} [options]
 */
export async function startProductionServer({
  root = DEFAULT_ROOT,
  port = DEFAULT_PORT,
  host = 'localhost',
  redisUrl,
  shutdownTimeout = SHUTDOWN_TIMEOUT,
  warm = false,
  log = (text) => console.error(text),
} = {}) {
  root = resolve(root);
  const rules = await readHeadersFile(root);
  const files = createStaticFiles(root);
  const signaling = createSignaling({ redisUrl, log });
  const started = Date.now();
  let stopping = null;

  const server = http.createServer({
    // A client gets this long to send its request's headers, and its whole request: a
    // half-open or trickling connection is dropped, not held forever.
    headersTimeout: 15_000,
    requestTimeout: 30_000,
  });

  server.on('request', (request, response) => {
    // While stopping, a connection is closed once its response is sent, not kept alive.
    response.on('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    handle(request, response).catch((error) => {
      log(`server: ${request.method} ${request.url}: ${error?.stack ?? error}`);
      if (!response.headersSent) plain(response, 500, 'Internal server error');
      else response.destroy();
    });
  });

  async function handle(request, response) {
    if (stopping) response.setHeader('Connection', 'close');
    const url = request.url ?? '/';
    // Only origin-form targets ("/path?query"); a proxy-style absolute URL or "*" is not for us.
    if (!url.startsWith('/')) return plain(response, 400, 'Bad request');
    const pathname = pathOf(url).split('#')[0];
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method not allowed');
    }
    if (pathname === HEALTH_PATH) return health(request, response);
    if (pathname === SIGNAL_PATH) return answerProbe(response);
    return files.serve(request, response, pathname);
  }

  function health(request, response) {
    const { connections, topics } = signaling.stats();
    const body = JSON.stringify({
      ok: !stopping,
      uptime: Math.round((Date.now() - started) / 1000),
      signaling: { connections, rooms: topics },
    });
    // 503 while stopping: a load balancer takes this instance out before it is gone.
    response.writeHead(stopping ? 503 : 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  server.on('upgrade', (request, socket, head) => {
    if (!stopping && request.method === 'GET' && pathOf(request.url) === SIGNAL_PATH) {
      signaling.handleUpgrade(request, socket, head);
      return;
    }
    // Written by hand (an upgrade has no ServerResponse), with the same headers as any answer.
    const headers = { ...headersFor(rules, pathOf(request.url)), Connection: 'close', 'Content-Length': '0' };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 ${stopping ? '503 Service Unavailable' : '404 Not Found'}\r\n${lines}\r\n`);
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done(undefined);
    });
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const ahead = new AbortController();
  const warmed = warm ? files.warm({ signal: ahead.signal }).catch((error) => log(`server: compressing the build ahead: ${error?.message ?? error}`)) : Promise.resolve();

  /**
   * Stops: no new connection is accepted, idle ones close, WebSockets are told the server is
   * going away (1001), responses under way finish; whatever is still open after `timeout` ms is
   * cut. Resolves once everything is closed (Redis included).
   */
  function close({ timeout = shutdownTimeout } = {}) {
    stopping ??= (async () => {
      ahead.abort();
      const closed = new Promise((done) => server.close(() => done(undefined)));
      server.closeIdleConnections();
      for (const conn of signaling.wss.clients) conn.close(GOING_AWAY, 'server going away');
      const cut = setTimeout(() => {
        server.closeAllConnections();
        for (const conn of signaling.wss.clients) conn.terminate();
      }, timeout);
      await closed;
      clearTimeout(cut);
      await signaling.close();
    })();
    return stopping;
  }

  return { server, signaling, warmed, port: listening, url: `http://${host.includes(':') ? `[${host}]` : host}:${listening}`, close };
}
