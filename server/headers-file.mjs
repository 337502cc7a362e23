// The build's `_headers` (Netlify's and Cloudflare Pages' format, written by
// build/security-headers.ts from its SECURITY_HEADERS): the production server sends what it says,
// so the security headers have one source whichever way the app is hosted. Node cannot import
// that TypeScript module; the file the build emits from it is the same set, word for word.
import { readFile } from 'node:fs/promises';

/**
 * The rules of a `_headers` file, in order: a line that starts at the margin is a path (`/*`
 * for every path, `/prefix/*`, or one exact path); the indented `Name: value` lines under it are
 * its headers. `#` starts a comment line.
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path, or without a colon: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const matches = (rulePath, pathname) =>
  rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : rulePath === pathname;

/**
 * The headers for one URL path: every matching rule's, in the file's order (a later rule's value
 * for a name replaces an earlier one's).
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (matches(rule.path, pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

/**
 * Reads `<root>/_headers`. The server refuses to start without it: a build without its
 * security headers is not one to serve.
 * @param {string} root
 */
export async function readHeadersFile(root) {
  let text;
  try {
    text = await readFile(`${root}/_headers`, 'utf8');
  } catch (error) {
    throw new Error(`No _headers in ${root} (${error?.code ?? error}): the build writes it (build/security-headers.ts); run npm run build.`);
  }
  const rules = parseHeadersFile(text);
  if (!rules.some((rule) => rule.path === '/*' && rule.headers.length > 0)) throw new Error(`${root}/_headers has no headers for every path ("/*").`);
  return rules;
}
