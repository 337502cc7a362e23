// The header policy is index.html's meta policy plus frame-ancestors, so the two cannot drift
// (build/security-headers.ts; issue 10, "Also").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  DENIED_FEATURES,
  DEV_SERVER_HEADERS,
  META_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  SERVICE_WORKER_HEADERS,
  SERVICE_WORKER_PATH,
  headersFile,
} from '../../build/security-headers';

const indexHtml = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const hostingDoc = readFileSync(join(__dirname, '../../docs/hosting.md'), 'utf8');

function metaPolicy(): string | null {
  const document = new DOMParser().parseFromString(indexHtml, 'text/html');
  const metas = document.head.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
  expect(metas).toHaveLength(1);
  return metas[0]?.getAttribute('content') ?? null;
}

describe('security headers', () => {
  it("index.html's meta tag holds the module's policy, word for word", () => {
    expect(metaPolicy()).toBe(META_CONTENT_SECURITY_POLICY);
  });

  it('sends that policy plus frame-ancestors in the header (a meta policy cannot forbid framing)', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(`${metaPolicy()}; frame-ancestors 'none'`);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(META_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
  });

  it('sends the other headers the issue asks for', () => {
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(DENIED_FEATURES).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation']));
    // The "keep the screen awake" setting.
    expect(DENIED_FEATURES).not.toContain('screen-wake-lock');
    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
    expect(SERVICE_WORKER_HEADERS).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('gives the dev server everything but the policy', () => {
    const { 'Content-Security-Policy': _policy, ...rest } = SECURITY_HEADERS;
    expect(DEV_SERVER_HEADERS).toEqual(rest);
  });

  it('writes _headers in the format Netlify and Cloudflare Pages read', () => {
    expect(headersFile()).toBe(
      [
        '/*',
        ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
        '',
        '/sw.js',
        '  Cache-Control: no-cache',
        '',
      ].join('\n'),
    );
  });

  it('docs/hosting.md lists every header with its value, and its nginx lines send them', () => {
    const hosting = /^## The headers\n[\s\S]*$/m.exec(hostingDoc)?.[0] ?? '';
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(hosting).toContain(`\`${name}: ${value}\``);
      expect(hosting).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(hosting).toContain('`/sw.js` also gets `Cache-Control: no-cache`');
  });
});
