// Byte counts of a build: raw, gzip (level 9) and brotli (quality 11) per file, and the sets
// the issue asks for — what index.html loads for `/`, every lazy chunk, the whole precache.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const sizeCache = new Map();
export function fileSizes(path) {
  if (sizeCache.has(path)) return sizeCache.get(path);
  const body = readFileSync(path);
  const sizes = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(path, sizes);
  return sizes;
}

export function sumSizes(dir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const sizes = fileSizes(join(dir, file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

const isCode = (file) => /\.(m?js|css)$/.test(file);

/** Scripts, module preloads and style sheets index.html names (paths relative to the build). */
export function htmlAssets(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    const rel = tag.match(/\brel="([^"]+)"/)?.[1];
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    if (tag.startsWith('<link') && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const file = url.replace(/^\//, '');
    if (isCode(file)) found.push(file);
  }
  return found;
}

/** From the Vite manifest: every chunk an entry imports statically, transitively, with its CSS. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The namespaces the first route loads whole (src/i18n/namespaces.ts BOOT_NAMESPACES, read
 * from the source); of the others it loads only their boot words (`<namespace>.json?boot`; since
 * one module holds them all, `common.json?first-screen`, which holds the whole ones too).
 */
function bootNamespaces(root) {
  const source = readFileSync(join(root, 'src/i18n/namespaces.ts'), 'utf8');
  const list = /BOOT_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
}

/**
 * The app's sets. The first route is index.html's own assets, their static imports, and the
 * active language's locale chunks that boot loads: the boot namespaces whole, and the boot
 * words of the others (a build from before boot words had every namespace at boot).
 */
export function appSets(dir, language = 'en', root = dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const whole = existsSync(join(root, 'src/i18n/boot-words.ts')) ? bootNamespaces(root) : null;
  const locales = Object.keys(manifest).filter((key) => key.startsWith(`locales/${language}/`)
    && (whole === null || key.endsWith('.json?boot') || key.endsWith('.json?first-screen') || whole.some((namespace) => key === `locales/${language}/${namespace}.json`)));
  const first = new Set([...htmlAssets(dir), ...staticClosure(manifest, entries), ...staticClosure(manifest, locales)]);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !first.has(manifest[key].file))
    .map((key) => ({ key, files: [...staticClosure(manifest, [key])].filter((file) => !first.has(file)) }));
  const localeFiles = [...staticClosure(manifest, locales)];
  return { first: [...first], lazy, locales: localeFiles, precache: precacheList(dir) };
}

/** The service worker's precache manifest (workbox `precacheAndRoute([{url, revision}])`). */
export function precacheList(dir) {
  const sw = join(dir, 'sw.js');
  if (!existsSync(sw)) return null;
  const text = readFileSync(sw, 'utf8');
  return [...text.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1].replace(/^\//, ''));
}

/** A reference page: everything its index.html loads (it has no lazy chunks). */
export function referenceSet(dir) {
  return htmlAssets(dir);
}

export const jsOnly = (files) => files.filter((file) => /\.m?js$/.test(file));
export const cssOnly = (files) => files.filter((file) => file.endsWith('.css'));

/**
 * The chunks of the GM screen and the creature library, by their Vite manifest keys: the GM page,
 * quick-add's creature search list and the creatures' stat blocks (both SRD data, lazy).
 */
export const GM_CHUNKS = [
  ['GM page (gm-page.tsx), the chunk itself', 'src/features/gm/gm-page.tsx'],
  ['creature search list (srd-creatures.json)', 'src/features/gm/library/srd-creatures.json'],
  ['creature stat blocks (srd-statblocks.json)', 'src/features/gm/library/srd-statblocks.json'],
  ['creature names in pt-BR (srd-names.pt-BR.json)', 'src/features/gm/library/srd-names.pt-BR.json'],
  ['creature names in cs (srd-names.cs.json)', 'src/features/gm/library/srd-names.cs.json'],
  ['QR code reader of a table without internet (qr-scanner.tsx)', 'src/features/table/qr-scanner.tsx'],
  ['QR decoder where the browser has none (jsQR)', 'node_modules/jsqr/dist/jsQR.js'],
];

/**
 * Each of GM_CHUNKS in a build: { label, file, sizes, precached }, or { label, file: null } when the
 * build has no such chunk (an older checkout, or no module imports it yet).
 */
export function gmChunks(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const precache = precacheList(dir);
  return GM_CHUNKS.map(([label, key]) => {
    const file = manifest[key]?.file ?? null;
    if (file === null) return { label, file: null };
    return { label, file, sizes: fileSizes(join(dir, file)), precached: precache === null ? null : precache.includes(file) };
  });
}

