// A tiny static server for a production build: brotli/gzip like a real host (the emulated
// network throttles the bytes on the wire, so compression matters), deep links fall back to
// index.html, and it can stop and start again on the same port (same origin, same service
// worker and storage) to take the network away. `extra` serves bench-only files under /__bench/.
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg']);

export async function serveBuild(dir, { extra } = {}) {
  const cache = new Map();
  const load = async (file) => {
    if (cache.has(file)) return cache.get(file);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(file);
    const ext = extname(file);
    const entry = { body, type: TYPES[ext] ?? 'application/octet-stream' };
    if (COMPRESSIBLE.has(ext)) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  };
  const resolve = async (pathname) => {
    if (extra && pathname.startsWith('/__bench/')) return load(join(extra, normalize(pathname.slice(9))));
    const direct = await load(join(dir, normalize(pathname)));
    if (direct) return direct;
    // Deep links (/sheet/…) get the app shell, like the production host.
    return extname(pathname) ? null : load(join(dir, 'index.html'));
  };

  const handler = async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = await resolve(pathname === '/' ? '/index.html' : decodeURIComponent(pathname));
    if (!file) { res.writeHead(404).end(); return; }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.br && accepts.includes('br') ? 'br' : file.gzip && accepts.includes('gzip') ? 'gzip' : null;
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    res.end(encoding ? file[encoding] : file.body);
  };

  // Compress everything up front: brotli 11 on the main chunk takes long enough to skew a first run.
  for (const file of await readdir(dir, { recursive: true })) await load(join(dir, file));

  let server = null;
  let port = 0;
  const sockets = new Set();
  const api = {
    get url() { return `http://127.0.0.1:${port}`; },
    async start() {
      if (server) return;
      server = createServer((req, res) => { handler(req, res).catch(() => res.writeHead(500).end()); });
      server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
      await new Promise((ok, fail) => { server.once('error', fail); server.listen(port, '127.0.0.1', ok); });
      port = server.address().port;
    },
    /** Refuses every request from now on (open keep-alive sockets are cut too). */
    async stop() {
      const running = server;
      server = null;
      if (!running) return;
      for (const socket of sockets) socket.destroy();
      await new Promise((ok) => running.close(() => ok()));
    },
  };
  await api.start();
  return api;
}
