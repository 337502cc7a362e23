// The build's files as a production server sends them (server/production.mjs): the right type,
// compressed when that pays (a `.br`/`.gz` beside the file if the build made one, else brotli or
// gzip made here and kept in memory: quickly for a waiting request, at best ahead of requests),
// cached for a year when the name carries a hash and
// checked each time otherwise, with ETag and Last-Modified so a check costs a 304. A path with
// no extension (a deep link, /sheet/<id>) gets index.html; a missing file gets a 404.
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};
/** Text and the few binary formats that are not compressed already (PNG, WOFF2 and JPEG are). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.ttf', '.otf', '.wasm']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS = 1024;
/** Larger files go out as they are, streamed, rather than read whole to be compressed. */
const MAX_COMPRESS = 8 * 1024 * 1024;
/** The compressed bodies kept in memory, at most (the whole build is about 1 MB of them). */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Vite's output names: `/assets/<name>-<hash>.<ext>`, the hash 8 base64url characters (more with
 * a longer hash setting). A word such as `-settings` is not one: a hash has a digit or a capital,
 * so a hand-named file is not cached for a year (a hash with neither, about 1 in 750, is then
 * only checked each time, as an unhashed file is).
 */
const HASHED = /^\/assets\/(?:[^/]+\/)*[^/]+-(?=[\w-]*[A-Z0-9])[\w-]{8,}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is checked with the server each time it is used (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * How a body is compressed: `quick` when a request is waiting, `best` ahead of requests (warm).
 * On this app's build (2.06 MB of text) brotli 11 gives 482 KB but takes 2.7 s of CPU, which the
 * first visitors after a start would wait for; brotli 9 gives 518 KB in 0.43 s; gzip 9 gives
 * 560 KB in 0.06 s, so gzip has one level for both. The tag goes into the ETag: two qualities
 * are two representations.
 */
const COMPRESSIONS = {
  br: {
    quick: { tag: 'br9', compress: (data) => brotli(data, brotliOptions(9, data.length)) },
    best: { tag: 'br11', compress: (data) => brotli(data, brotliOptions(11, data.length)) },
  },
  gzip: {
    quick: { tag: 'gzip', compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  },
};
const brotliOptions = (quality, size) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } });
/** The file beside a file that holds it precompressed, as build tools name them. */
const SIBLING = { br: '.br', gzip: '.gz' };

export const contentTypeOf = (path) => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
export const cacheControlOf = (pathname) => (HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);

/**
 * The encodings to try, best first, from an Accept-Encoding header: brotli, then gzip, each only
 * if the client takes it (a q of 0 refuses it; `*` stands for any not named).
 */
export function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ['br', 'gzip'].filter((name) => weight(name) > 0);
}

/**
 * The file a URL path names inside `root`, or why there is none: 'bad' for a path that is not
 * one (malformed escapes, a NUL byte, a backslash, a `.` or `..` segment, however encoded),
 * 'hidden' for a dot file. The checks run on the decoded path, so `%2e%2e` is `..`.
 */
export function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { refused: 'bad' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { refused: 'bad' };
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return { refused: 'bad' };
  if (segments.some((segment) => segment.startsWith('.'))) return { refused: 'hidden' };
  const file = join(root, ...segments);
  // Belt and braces: nothing above can leave root, and this says so where it matters.
  if (file !== root && !file.startsWith(root + sep)) return { refused: 'bad' };
  return { file, decoded };
}

/** A strong validator for one representation: size and time of the file, and how it was compressed. */
const etagOf = (stats, tag) => `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${tag ? `-${tag}` : ''}"`;

/** Does the request's If-None-Match / If-Modified-Since say the client holds this version? */
function notModified(request, etag, modified) {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    // Weak comparison, as RFC 9110 asks for If-None-Match.
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

const fileStats = (file) => stat(file).then((stats) => (stats.isFile() ? stats : null), () => null);

/**
 * Serves the build in `root`.
 * @param {string} root
 */
export function createStaticFiles(root) {
  /** @type {Map<string, Promise<{ body: Buffer, tag: string }>>} compressed bodies by file version and encoding; least recently used first */
  const cache = new Map();
  /** @type {Map<string, number>} the size of each body held */
  const sizes = new Map();
  let cachedBytes = 0;

  /** Holds `made` under `key` (replacing what was there), then drops the least recently used beyond CACHE_BYTES. */
  function keep(key, made) {
    forget(key);
    cache.set(key, made);
    made.then(
      ({ body }) => {
        if (cache.get(key) !== made) return;
        sizes.set(key, body.length);
        cachedBytes += body.length;
        for (const old of cache.keys()) {
          if (cachedBytes <= CACHE_BYTES) break;
          forget(old);
        }
      },
      () => {
        if (cache.get(key) === made) cache.delete(key);
      },
    );
    return made;
  }

  function forget(key) {
    cachedBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    cache.delete(key);
  }

  const keyOf = (file, stats, encoding) => `${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;

  /** The file compressed with `encoding`: what is held, else made now, quickly, and held. */
  function compressed(file, stats, encoding) {
    const key = keyOf(file, stats, encoding);
    const held = cache.get(key);
    if (held) {
      // Most recently used last.
      cache.delete(key);
      cache.set(key, held);
      return held;
    }
    const { tag, compress } = COMPRESSIONS[encoding].quick;
    return keep(key, readFile(file).then(async (data) => ({ body: await compress(data), tag })));
  }

  /** Compresses the file as well as `encoding` can, and holds that instead of a quick version. */
  async function compressBest(file, stats, encoding) {
    const { best } = COMPRESSIONS[encoding];
    const key = keyOf(file, stats, encoding);
    if (!best) {
      await compressed(file, stats, encoding);
      return;
    }
    if ((await cache.get(key)?.catch(() => null))?.tag === best.tag) return;
    const body = await best.compress(await readFile(file));
    await keep(key, Promise.resolve({ body, tag: best.tag }));
  }

  /** The representation to send: a precompressed sibling, a compressed body, or the file as it is. */
  async function representation(file, stats, request) {
    const extension = extname(file).toLowerCase();
    if (!COMPRESSIBLE.has(extension) || stats.size < MIN_COMPRESS) return { file, stats };
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const sibling = await fileStats(file + SIBLING[encoding]);
      // One older than its file was left by an earlier build: it would send old content.
      if (sibling && sibling.mtimeMs >= stats.mtimeMs) return { file: file + SIBLING[encoding], stats: sibling, encoding };
      if (stats.size <= MAX_COMPRESS) return { ...(await compressed(file, stats, encoding)), stats, encoding };
    }
    return { file, stats };
  }

  /**
   * Answers a GET or HEAD for `pathname` (already known not to be the server's own endpoints).
   * Headers already set on `response` (the host's headers) are kept; a Cache-Control among them
   * wins over this server's.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} pathname
   */
  async function serve(request, response, pathname) {
    const resolved = resolvePath(root, pathname);
    if (resolved.refused === 'bad') return plain(response, 400, 'Bad request');
    let file = resolved.file;
    let stats = file ? await fileStats(file) : null;
    let cachePath = pathname;
    // A deep link (no extension) is a route of the app: its shell answers. A missing file with
    // an extension is a missing file: a 404, not the shell, so a stale chunk fails plainly.
    if (!stats && resolved.refused !== 'hidden' && !extname(resolved.decoded)) {
      file = join(root, 'index.html');
      stats = await fileStats(file);
      cachePath = '/index.html';
    }
    if (!file || !stats) return plain(response, 404, 'Not found');

    const compressible = COMPRESSIBLE.has(extname(file).toLowerCase());
    const chosen = await representation(file, stats, request);
    const headers = {
      'Content-Type': contentTypeOf(file),
      ETag: etagOf(chosen.stats, chosen.tag ?? chosen.encoding),
      'Last-Modified': stats.mtime.toUTCString(),
    };
    if (!response.hasHeader('Cache-Control')) headers['Cache-Control'] = cacheControlOf(cachePath);
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (notModified(request, headers.ETag, stats.mtime)) {
      delete headers['Content-Type'];
      response.writeHead(304, headers);
      response.end();
      return;
    }
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    headers['Content-Length'] = chosen.body ? chosen.body.length : chosen.stats.size;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else if (chosen.body) response.end(chosen.body);
    else await streamFile(chosen.file, response);
  }

  /**
   * Compresses every compressible file of the build as well as it can, one at a time, ahead of
   * requests (npm start does this when it starts): until a file's turn comes, its requests get
   * the quick version. Stops between two files once `signal` is aborted (the server stops).
   * @param {{ signal?: AbortSignal }} [options]
   */
  async function warm({ signal } = {}) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (signal?.aborted) return;
      if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue;
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const stats = await fileStats(file);
      if (!stats || stats.size < MIN_COMPRESS || stats.size > MAX_COMPRESS) continue;
      for (const encoding of ['br', 'gzip']) {
        const sibling = await fileStats(file + SIBLING[encoding]);
        // A file gone or unreadable since the listing is not this loop's business: its request will say.
        if (!sibling || sibling.mtimeMs < stats.mtimeMs) await compressBest(file, stats, encoding).catch(() => undefined);
      }
    }
  }

  return { serve, warm };
}

/** A short text answer (errors), which a cache must check with the server before using again. */
export function plain(response, status, text) {
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', REVALIDATE);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(response.req?.method === 'HEAD' ? undefined : text);
}

/** Pipes a file into the response; a read error ends the response early (its length then tells the client). */
function streamFile(file, response) {
  return new Promise((resolve) => {
    const stream = createReadStream(file);
    stream.on('error', () => {
      response.destroy();
      resolve(undefined);
    });
    response.on('close', () => {
      stream.destroy();
      resolve(undefined);
    });
    stream.pipe(response);
  });
}
