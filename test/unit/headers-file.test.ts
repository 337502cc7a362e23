// @vitest-environment node
// The production server sends the build's `_headers` (server/headers-file.mjs): the file
// build/security-headers.ts writes reads back as the same headers, and the format's rules
// (every path, a prefix, one path; a later rule wins) hold.
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, SERVICE_WORKER_HEADERS, headersFile } from '../../build/security-headers';
import { headersFor, parseHeadersFile } from '../../server/headers-file.mjs';

describe("the build's _headers, read back", () => {
  it('gives every path the security headers, and /sw.js its own as well', () => {
    const rules = parseHeadersFile(headersFile());
    expect(headersFor(rules, '/')).toEqual(SECURITY_HEADERS);
    expect(headersFor(rules, '/sheet/abc')).toEqual(SECURITY_HEADERS);
    expect(headersFor(rules, '/sw.js')).toEqual({ ...SECURITY_HEADERS, ...SERVICE_WORKER_HEADERS });
    expect(headersFor(rules, '/sw.js.map')).toEqual(SECURITY_HEADERS);
  });

  it('reads prefixes, exact paths, comments and values with colons; a later rule wins', () => {
    const rules = parseHeadersFile(
      ['# a comment', '/*', '  X-A: one', '  Link: <https://example.org/a>; rel=preload', '', '/assets/*', '  X-A: two', '/assets', '  X-B: exact', ''].join('\n'),
    );
    expect(headersFor(rules, '/')).toEqual({ 'X-A': 'one', Link: '<https://example.org/a>; rel=preload' });
    expect(headersFor(rules, '/assets/x.js')).toEqual({ 'X-A': 'two', Link: '<https://example.org/a>; rel=preload' });
    expect(headersFor(rules, '/assets')).toEqual({ 'X-A': 'one', Link: '<https://example.org/a>; rel=preload', 'X-B': 'exact' });
  });

  it('refuses a header that belongs to no path, or has no colon', () => {
    expect(() => parseHeadersFile('  X-A: one\n')).toThrow(/_headers/);
    expect(() => parseHeadersFile('/*\n  X-A one\n')).toThrow(/_headers/);
  });
});
