// @vitest-environment node
// The production server (server/production.mjs, npm start) on loopback, serving a small build
// made here: what a browser, a proxy and a cache see (types, caching, compression, 304s, the
// build's security headers on every answer), deep links and missing files, paths that try to
// leave the build, the signaling at /signal, /healthz, clients that send garbage, and stopping.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signalClient, type SignalClient } from '../helpers/signal-client';
import { SECURITY_HEADERS, headersFile } from '../../build/security-headers';
import { startProductionServer, type ProductionServer } from '../../server/production.mjs';

const YEAR = 'public, max-age=31536000, immutable';
const SCRIPT = 'text/javascript; charset=utf-8';

/** Text long enough to be worth compressing (over 1 KB), different per file. */
const text = (name: string, size = 4000) => `/* ${name} */\n${`console.log(${JSON.stringify(name)});\n`.repeat(Math.ceil(size / (name.length + 17)))}`;
const INDEX_HTML = `<!doctype html><html><head><title>Databook</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const PRECOMPRESSED = 'the build compressed this one itself';
const SECRET = 'the secret outside the build';

let base: string;
let dist: string;
let app: ProductionServer;
const sockets: WebSocket[] = [];

/** The build a test serves: Vite's shapes of names, the service worker's files, public files. */
async function makeDist(root: string): Promise<void> {
  await mkdir(join(root, 'assets'), { recursive: true });
  const files: Record<string, string | Buffer> = {
    'index.html': INDEX_HTML,
    'assets/index-CJ7-9x36.js': text('index'),
    'assets/index-CK7SAbY1.css': `body{color:red}\n${'.a{margin:0}\n'.repeat(200)}`,
    'assets/rules-boot-BSwcokM6.js': text('rules boot'),
    'assets/pre-Ab12Cd34.js': text('pre'),
    'assets/pre-Ab12Cd34.js.br': brotliCompressSync(PRECOMPRESSED),
    'assets/stale-Ab12Cd34.js': text('stale'),
    'assets/stale-Ab12Cd34.js.br': brotliCompressSync('left by an earlier build'),
    'assets/font-Bx7_a-1c.woff2': randomBytes(3000),
    'assets/unhashed.js': text('unhashed'),
    'assets/app-settings.js': text('settings'),
    'sw.js': text('service worker'),
    'workbox-2fbc6a65.js': text('workbox'),
    'registerSW.js': text('register'),
    'manifest.webmanifest': JSON.stringify({ name: 'Databook', padding: 'x'.repeat(2000) }),
    'manifest.cs.webmanifest': JSON.stringify({ name: 'Databook', lang: 'cs' }),
    'pwa-192.png': randomBytes(5000),
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    'favicon.ico': randomBytes(2000),
    'robots.txt': 'User-agent: *\n',
    'small.js': 'export {};\n',
    '.env': 'NOT=public',
    _headers: headersFile(),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(join(root, name), content);
  const earlier = new Date(Date.now() - 60_000);
  await utimes(join(root, 'assets/stale-Ab12Cd34.js.br'), earlier, earlier);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection, the path sent exactly as given (no normalising). */
function request(path: string, { method = 'GET', headers = {}, port = app.port }: { method?: string; headers?: Record<string, string>; port?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

/** Writes `data` on a raw TCP connection and collects what comes back until the server closes it (or `ms` pass). */
function raw(data: string | Buffer, ms = 2000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(app.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, ms);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(data);
  });
}

type Client = SignalClient;

const client = (port = app.port): Promise<Client> => signalClient(`ws://127.0.0.1:${port}/signal`, sockets);

async function settle(c: Client) {
  c.send({ type: 'ping' });
  expect(await c.next()).toEqual({ type: 'pong' });
}

/** Two clients meet in a room: one publishes, the other receives it. */
async function expectSignalingWorks(port = app.port) {
  const [a, b] = await Promise.all([client(port), client(port)]);
  const room = `room-${Math.random()}`;
  a.send({ type: 'subscribe', topics: [room] });
  b.send({ type: 'subscribe', topics: [room] });
  await Promise.all([settle(a), settle(b)]);
  a.send({ type: 'publish', topic: room, data: 'an offer' });
  expect(await b.next()).toEqual({ type: 'publish', topic: room, data: 'an offer', clients: 2 });
  a.ws.close();
  b.ws.close();
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'databook-server-'));
  dist = join(base, 'dist');
  await makeDist(dist);
  await writeFile(join(base, 'secret.txt'), SECRET);
  app = await startProductionServer({ root: dist, port: 0, host: '127.0.0.1', log: () => undefined });
});

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await app?.close({ timeout: 0 });
  await rm(base, { recursive: true, force: true });
});

describe('the production server: files', () => {
  it('caches hashed assets for a year, and has everything else checked each time', async () => {
    const expected: [string, string][] = [
      ['/assets/index-CJ7-9x36.js', YEAR],
      ['/assets/index-CK7SAbY1.css', YEAR],
      ['/assets/rules-boot-BSwcokM6.js', YEAR],
      ['/assets/font-Bx7_a-1c.woff2', YEAR],
      // In assets/ but with no hash in its name: it could change under the same name.
      ['/assets/unhashed.js', 'no-cache'],
      ['/assets/app-settings.js', 'no-cache'],
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/sheet/abc', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/workbox-2fbc6a65.js', 'no-cache'],
      ['/registerSW.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      ['/manifest.cs.webmanifest', 'no-cache'],
      ['/pwa-192.png', 'no-cache'],
      ['/robots.txt', 'no-cache'],
    ];
    for (const [path, cacheControl] of expected) {
      const answer = await request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(cacheControl);
      expect(answer.headers.etag, path).toMatch(/^"[^"]+"$/);
      expect(new Date(answer.headers['last-modified'] ?? '').getTime(), path).not.toBeNaN();
    }
  });

  it('says what each file is', async () => {
    const expected: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      ['/assets/index-CJ7-9x36.js', SCRIPT],
      ['/sw.js', SCRIPT],
      ['/assets/index-CK7SAbY1.css', 'text/css; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/icon.svg', 'image/svg+xml'],
      ['/pwa-192.png', 'image/png'],
      ['/assets/font-Bx7_a-1c.woff2', 'font/woff2'],
      ['/favicon.ico', 'image/x-icon'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [path, type] of expected) expect((await request(path)).headers['content-type'], path).toBe(type);
  });

  it('sends the build\'s security headers with every answer: files, deep links, 304, 404, 405, 400, health and the probe', async () => {
    const etag = (await request('/sw.js')).headers.etag ?? '';
    const answers: [string, Answer][] = [
      ['/', await request('/')],
      ['a deep link', await request('/sheet/abc')],
      ['an asset', await request('/assets/index-CJ7-9x36.js')],
      ['a 304', await request('/sw.js', { headers: { 'If-None-Match': etag } })],
      ['a missing asset', await request('/assets/nope-12345678.js')],
      ['a POST', await request('/', { method: 'POST' })],
      ['a bad path', await request('/%2e%2e/secret.txt')],
      ['/healthz', await request('/healthz')],
      ['/signal', await request('/signal')],
    ];
    expect(answers.map(([, answer]) => answer.status)).toEqual([200, 200, 200, 304, 404, 405, 400, 200, 200]);
    for (const [what, answer] of answers) expectSecurityHeaders(answer, what);
  });

  it('compresses with brotli when the client takes it, else gzip, and says the answer varies by Accept-Encoding', async () => {
    const original = text('index');
    const br = await request('/assets/index-CJ7-9x36.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(original.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(original);

    const gzip = await request('/assets/index-CJ7-9x36.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(original);
    // One validator per representation: a cache must not take one for the other.
    expect(new Set([br.headers.etag, gzip.headers.etag]).size).toBe(2);

    const encodingFor = async (acceptEncoding: string) =>
      (await request('/assets/index-CJ7-9x36.js', { headers: { 'Accept-Encoding': acceptEncoding } })).headers['content-encoding'] ?? 'identity';
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
    expect(await encodingFor('identity')).toBe('identity');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBe('identity');

    const none = await request('/assets/index-CJ7-9x36.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.body.toString()).toBe(original);
  });

  it('compresses text kinds only, and not a file too small to gain', async () => {
    for (const path of ['/', '/assets/index-CK7SAbY1.css', '/manifest.webmanifest', '/icon.svg']) {
      expect((await request(path, { headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding'], path).toBe('br');
    }
    for (const path of ['/pwa-192.png', '/assets/font-Bx7_a-1c.woff2']) {
      const answer = await request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.headers.vary, path).toBeUndefined();
    }
    expect((await request('/small.js', { headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });

  it('sends a precompressed file the build left beside the original, unless it is older', async () => {
    const answer = await request('/assets/pre-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe(SCRIPT);
    expect(answer.headers['cache-control']).toBe(YEAR);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PRECOMPRESSED);
    // Without brotli, gzip made here from the original.
    const gzip = await request('/assets/pre-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(text('pre'));
    // One older than its file is not trusted: the file is compressed here instead.
    const stale = await request('/assets/stale-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(stale.body).toString()).toBe(text('stale'));
  });

  it('compresses quickly for a waiting request, and as well as it can ahead of requests when warmed', async () => {
    const path = '/assets/rules-boot-BSwcokM6.js';
    const quick = await request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(quick.headers.etag).toMatch(/-br9"$/);
    const warmed = await startProductionServer({ root: dist, port: 0, host: '127.0.0.1', warm: true, log: () => undefined });
    try {
      await warmed.warmed;
      const best = await request(path, { port: warmed.port, headers: { 'Accept-Encoding': 'br' } });
      expect(best.headers.etag).toMatch(/-br11"$/);
      expect(brotliDecompressSync(best.body).toString()).toBe(text('rules boot'));
      // Another body, another tag: the quick version's tag no longer matches.
      expect((await request(path, { port: warmed.port, headers: { 'Accept-Encoding': 'br', 'If-None-Match': quick.headers.etag ?? '' } })).status).toBe(200);
      expect((await request(path, { port: warmed.port, headers: { 'Accept-Encoding': 'br', 'If-None-Match': best.headers.etag ?? '' } })).status).toBe(304);
    } finally {
      await warmed.close();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request('/assets/index-CJ7-9x36.js', { headers: { 'Accept-Encoding': 'br' } });
    const head = await request('/assets/index-CJ7-9x36.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('answers 304 to a client that holds the same version, and 200 once the file changes', async () => {
    const first = await request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.etag ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await request('/sw.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    // The gzip representation is another one: the brotli tag does not match it.
    expect((await request('/sw.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } })).status).toBe(200);
    expect((await request('/sw.js', { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(200);

    const lastModified = first.headers['last-modified'] ?? '';
    expect((await request('/sw.js', { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    expect((await request('/sw.js', { headers: { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() } })).status).toBe(200);

    // A new build: the same name, new content.
    await writeFile(join(dist, 'sw.js'), text('service worker, version 2'));
    const later = new Date(Date.now() + 5000);
    await utimes(join(dist, 'sw.js'), later, later);
    const changed = await request('/sw.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.body).toString()).toBe(text('service worker, version 2'));
  });

  it('answers a deep link with the app, and a missing file with 404, not the app', async () => {
    for (const path of ['/sheet/abc', '/sheet/abc/', '/gm', '/table/x?code=1#s=2', '/assets']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body.toString(), path).toBe(INDEX_HTML);
    }
    for (const path of ['/assets/nope-12345678.js', '/assets/index-CJ7-9x36.css', '/nope.png', '/sheet/abc.json', '/.env']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('<div id="root">');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('never reads outside the build, however the path is written', async () => {
    expect((await request('/../secret.txt')).status).toBe(400);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt', '/index.html%00.png', '/%00', '/%zz', '/./index.html', '//..//secret.txt', `/${'../'.repeat(8)}etc/passwd`]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.toString(), path).not.toContain(SECRET);
    }
    // A request target that is not a path at all.
    expect((await raw('GET secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/assets/index-CJ7-9x36.js', '/healthz', '/signal']) {
        const answer = await request(path, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    }
  });
});

describe('the production server: signaling, health, garbage', () => {
  it('speaks y-webrtc\'s signaling at /signal, and answers the app\'s probe there', async () => {
    await expectSignalingWorks();
    const probe = await request('/signal');
    expect(probe.body.toString()).toBe('databook-signaling');
    // A WebSocket anywhere else is refused.
    const elsewhere = new WebSocket(`ws://127.0.0.1:${app.port}/other`);
    sockets.push(elsewhere);
    const refused = await new Promise<{ status: string; headers?: http.IncomingHttpHeaders }>((resolve) => {
      elsewhere.once('unexpected-response', (_request, response) => resolve({ status: String(response.statusCode), headers: response.headers }));
      elsewhere.once('open', () => resolve({ status: 'open' }));
      elsewhere.once('error', (error) => resolve({ status: error.message }));
    });
    expect(refused.status).toBe('404');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(refused.headers?.[name.toLowerCase()], name).toBe(value);
  });

  it('answers /healthz with ok, uptime and the signaling it holds, to GET and HEAD', async () => {
    const a = await client();
    a.send({ type: 'subscribe', topics: ['health-room'] });
    await settle(a);
    const answer = await request('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const health = JSON.parse(answer.body.toString()) as { ok: boolean; uptime: number; signaling: { connections: number; rooms: number } };
    expect(health.ok).toBe(true);
    expect(health.uptime).toBeGreaterThanOrEqual(0);
    expect(health.signaling.connections).toBeGreaterThanOrEqual(1);
    expect(health.signaling.rooms).toBeGreaterThanOrEqual(1);
    const head = await request('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    a.ws.close();
  });

  it('keeps serving while clients send garbage, hang half-open, or break WebSocket frames', async () => {
    // Not HTTP at all.
    const junk = await raw(Buffer.concat([randomBytes(64), Buffer.from('\r\n\r\n')]));
    expect(junk.closed).toBe(true);
    expect(junk.text).toMatch(/^(HTTP\/1\.1 400 |$)/);
    // HTTP with a broken request line, and headers far too large.
    expect((await raw('GET / HTTP/9.9 junk\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 (400|505) /);
    expect((await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`)).text).toMatch(/^HTTP\/1\.1 431 /);
    // Half-open: a request that never ends, and a connection that never says anything.
    const halfOpen = net.connect(app.port, '127.0.0.1');
    halfOpen.on('error', () => undefined);
    halfOpen.write('GET / HTTP/1.1\r\nHost: x\r\nX-Never: ');
    const silent = net.connect(app.port, '127.0.0.1');
    silent.on('error', () => undefined);
    // A WebSocket handshake, then a frame no client may send (unmasked, reserved opcode).
    const broken = await raw(
      Buffer.concat([
        Buffer.from(`GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`),
        Buffer.from([0x83, 0x05, 1, 2, 3, 4, 5]),
      ]),
    );
    expect(broken.text).toMatch(/^HTTP\/1\.1 101 /);
    expect(broken.closed).toBe(true);
    // A handshake that is not one.
    expect((await raw('GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 400 /);

    // Everyone else is served all along.
    const answer = await request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX_HTML);
    await expectSignalingWorks();
    halfOpen.destroy();
    silent.destroy();
  });

  it('will not start without the build\'s _headers (no build goes out without its security headers)', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'databook-server-empty-'));
    try {
      await writeFile(join(empty, 'index.html'), INDEX_HTML);
      await expect(startProductionServer({ root: empty, port: 0, host: '127.0.0.1' })).rejects.toThrow(/_headers/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('the production server: stopping', () => {
  it('stops accepting, tells WebSockets it is going away, finishes a response under way, and is closed within its bound', async () => {
    const big = randomBytes(8 * 1024 * 1024);
    await writeFile(join(dist, 'big.png'), big);
    const own = await startProductionServer({ root: dist, port: 0, host: '127.0.0.1', shutdownTimeout: 3000, log: () => undefined });
    const ws = await client(own.port);
    const closeCode = new Promise<number>((resolve) => ws.ws.once('close', resolve));
    // A download under way on a kept-alive connection, read slowly: it is still in flight when
    // the stop begins, and its connection must not then idle until the keep-alive timeout.
    const agent = new http.Agent({ keepAlive: true });
    let received = 0;
    let readSome: () => void = () => undefined;
    const download = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: own.port, path: '/big.png', agent }, (res) => {
        res.pause();
        readSome = () => res.resume();
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: received }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const closing = own.close();
    expect(await closeCode).toBe(1001);
    // No new connection is taken.
    await expect(request('/', { port: own.port })).rejects.toThrow(/ECONNREFUSED/);
    readSome();
    expect(await download).toEqual({ status: 200, bytes: big.length });
    await closing;
    expect(Date.now() - started).toBeLessThan(2500);
    agent.destroy();
  });

  it('cuts what will not finish once the bound has passed', async () => {
    const own = await startProductionServer({ root: dist, port: 0, host: '127.0.0.1', shutdownTimeout: 500, log: () => undefined });
    // A WebSocket client that never answers the close handshake.
    const deaf = net.connect(own.port, '127.0.0.1');
    deaf.on('error', () => undefined);
    const upgraded = new Promise<void>((resolve) => deaf.once('data', () => resolve()));
    deaf.write(`GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await upgraded;
    deaf.pause();
    const started = Date.now();
    await own.close();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(1500);
    deaf.destroy();
  });

  it('npm start\'s process stops on SIGTERM: WebSockets get 1001, and it exits 0 soon after', async () => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--dist', dist, '--host', '127.0.0.1', '--port', '0'], {
      cwd: join(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
          if (port) resolve(Number(port));
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      expect((await request('/healthz', { port })).status).toBe(200);
      const ws = await client(port);
      const closeCode = new Promise<number>((resolve) => ws.ws.once('close', resolve));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await closeCode).toBe(1001);
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
