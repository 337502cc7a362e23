// The build's files as a production server sends them (server/production.mjs): the right type,
// compressed when that pays (a `.br`/`.gz` beside the file if the build made one, else brotli or
// gzip made here once and kept in memory), cached for a year when the name carries a hash and
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

/** Vite's output names: `/assets/<name>-<hash>.<ext>` (the hash is 8 or more base64url characters). */
const HASHED = /^\/assets\/(?:[^/]+\/)*[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is checked with the server each time it is used (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

const compressors = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};
const compressorOptions = (encoding, size) =>
  encoding === 'br'
    ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } }
    : { level: zlib.constants.Z_BEST_COMPRESSION };
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

/** A strong validator for one representation: size and time of the file sent, and its encoding. */
const etagOf = (stats, encoding) => `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

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
  /** @type {Map<string, Promise<Buffer>>} compressed bodies by file, version and encoding; oldest first */
  const cache = new Map();
  const sizes = new Map();
  let cachedBytes = 0;

  /** The file compressed with `encoding`, made once per version of the file. */
  function compressed(file, stats, encoding) {
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;
    let body = cache.get(key);
    if (body) {
      // Most recently used last: eviction takes the least recently used first.
      cache.delete(key);
      cache.set(key, body);
      return body;
    }
    body = readFile(file).then((data) => compressors[encoding](data, compressorOptions(encoding, data.length)));
    cache.set(key, body);
    body.then(
      (data) => {
        if (!cache.has(key)) return;
        sizes.set(key, data.length);
        cachedBytes += data.length;
        for (const old of cache.keys()) {
          if (cachedBytes <= CACHE_BYTES) break;
          cachedBytes -= sizes.get(old) ?? 0;
          sizes.delete(old);
          cache.delete(old);
        }
      },
      () => cache.delete(key),
    );
    return body;
  }

  /** The representation to send: a precompressed sibling, a compressed body, or the file as it is. */
  async function representation(file, stats, request) {
    const extension = extname(file).toLowerCase();
    if (!COMPRESSIBLE.has(extension) || stats.size < MIN_COMPRESS) return { file, stats };
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const sibling = await fileStats(file + SIBLING[encoding]);
      if (sibling) return { file: file + SIBLING[encoding], stats: sibling, encoding };
      if (stats.size <= MAX_COMPRESS) return { body: await compressed(file, stats, encoding), stats, encoding };
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
      ETag: etagOf(chosen.stats, chosen.encoding),
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

  /** Compresses every compressible file of the build ahead of its first request, one at a time. */
  async function warm(encodings = ['br', 'gzip']) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue;
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const stats = await fileStats(file);
      if (!stats || stats.size < MIN_COMPRESS || stats.size > MAX_COMPRESS) continue;
      for (const encoding of encodings) {
        if (!(await fileStats(file + SIBLING[encoding]))) await compressed(file, stats, encoding).catch(() => undefined);
      }
    }
  }

  return { serve, warm };
}

/** A short text answer (errors): checked with the server each time, never cached. */
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
