// The headers a static host should send (issue 10, "Also"): npm start's server
// (server/production.mjs, from the build's _headers) sends build/security-headers.ts's headers
// on every response, the app runs under that policy with no violation (service worker,
// manifest, lazily imported locale chunks, Tailwind's style sheet), and no page can frame it. The build also carries them as `_headers`, which is not precached.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import {
  DENIED_FEATURES,
  SECURITY_HEADERS,
  SERVICE_WORKER_HEADERS,
  headersFile,
} from '../../build/security-headers';
import { DIST, launchBrowser, precachedPaths, serveApp, waitForServiceWorker, words, type AppServer, type Browser } from './harness';

/** Console lines about a refused policy (CSP, Permissions-Policy) or anything blocked by one. */
const POLICY_MESSAGE = /Content.Security.Policy|Permissions.Policy|Refused to/i;
/** What Chromium logs in the embedding page when frame-ancestors refuses a frame. */
const FRAME_REFUSAL = /violates the following Content Security Policy directive: "frame-ancestors 'none'"/;

function policyMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/** Records every `securitypolicyviolation` the documents of this browser see (read with `violations`). */
async function recordViolations(browser: Browser): Promise<void> {
  // Init scripts go in through the DevTools protocol, which the page's CSP does not govern.
  await browser.context.addInitScript(() => {
    const store = window as unknown as { __violations: string[] };
    store.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

interface FrameOutcome {
  /** The parent can read the framed document (it would, same-origin, had the frame loaded). */
  readable: boolean;
  /** The framed document's text, when readable. */
  text: string | null;
}

/** Puts `src` in an iframe of the current page and reports, once the frame's load event fired, what it shows. */
async function frame(page: Page, src: string): Promise<FrameOutcome> {
  return page.evaluate(async (url) => {
    const iframe = document.createElement('iframe');
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    iframe.src = url;
    document.body.append(iframe);
    await loaded;
    // A frame refused by frame-ancestors holds Chromium's error page, another origin to the parent.
    const framed = iframe.contentDocument;
    return { readable: framed !== null, text: framed?.body?.textContent ?? null };
  }, src);
}

describe('security headers (issue 10: what a static host should send)', () => {
  let app: AppServer;

  beforeAll(async () => {
    app = await serveApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('sends every header with the app, a deep link, the service worker and the assets', async () => {
    const html = await readFile(join(DIST, 'index.html'), 'utf8');
    const stylesheet = /href="(\/assets\/[\w.-]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    for (const path of ['/', '/sheet/x', '/sw.js', '/manifest.webmanifest', stylesheet ?? '']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      await response.arrayBuffer();
    }

    // The values themselves, as the issue asks for them.
    const response = await fetch(`${app.url}/sheet/x`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )frame-ancestors 'none'$/);
    expect(csp).toContain("default-src 'self'; script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`);
    expect(permissions).not.toContain('screen-wake-lock');
  });

  it('has the browser check the service worker script for a new version every time', async () => {
    const response = await fetch(`${app.url}/sw.js`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await response.arrayBuffer();
  });

  it('writes the same headers to _headers in the build, and the service worker does not precache it', async () => {
    const file = await readFile(join(DIST, '_headers'), 'utf8');
    expect(file).toBe(headersFile());
    // Every header under "/*" (Netlify's and Cloudflare Pages' format), and sw.js's own.
    const [all = '', sw = ''] = file.trim().split(/\n\s*\n/);
    expect(all.split('\n')).toEqual(['/*', ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)]);
    expect(sw.split('\n')).toEqual(['/sw.js', '  Cache-Control: no-cache']);
    expect(await readFile(join(DIST, 'sw.js'), 'utf8')).not.toContain('_headers');
  });

  describe('in Chromium, under the header policy', () => {
    let browser: Browser;
    let messages: string[];

    beforeAll(async () => {
      browser = await launchBrowser({ locale: 'en' });
      await recordViolations(browser);
      messages = policyMessages(browser.page);
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('runs the app with no policy violation: the list, the service worker, the manifest, locale chunks and styles', async () => {
      const { page } = browser;
      const sheet = await words('en', 'sheet');
      const app$ = await words('en', 'app');
      const cs = await words('cs', 'app');

      const response = await page.goto(app.url);
      expect(response?.headers()['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
      await page.getByRole('heading', { level: 1, name: sheet('list.title') }).waitFor();
      await waitForServiceWorker(page);
      await page.getByRole('heading', { level: 1, name: sheet('list.title') }).waitFor();

      // Tailwind's style sheet applies: it is readable and gives the body its colours.
      const styles = await page.evaluate(() => ({
        rules: [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(styles.rules).toBeGreaterThan(0);
      expect(styles.background).not.toBe('rgba(0, 0, 0, 0)');

      // The manifest loads under manifest-src.
      const cdp = await browser.context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);

      // The service worker (under the policy sent with sw.js) fetched the whole build.
      const cached = await precachedPaths(page);
      expect(cached).toContain('/index.html');
      expect(cached).toContain('/manifest.webmanifest');
      expect(cached.filter((path) => /^\/assets\/.+\.(js|css)$/.test(path)).length).toBeGreaterThan(10);
      expect(cached).not.toContain('/_headers');

      // Another language's words come in as dynamically imported chunks.
      const localeChunks = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /^\/assets\/(app|common|data|gm|rules|sheet)-[\w-]{8}\.js$/.test(path)),
        );
      await page.getByRole('link', { name: app$('nav.settings') }).click();
      await page.getByRole('heading', { level: 1, name: app$('settings.title') }).waitFor();
      const english = await localeChunks();
      expect(english.length).toBeGreaterThan(0);
      await page.getByRole('combobox', { name: app$('language.label') }).first().selectOption('cs');
      await page.getByRole('heading', { level: 1, name: cs('settings.title') }).waitFor();
      expect((await localeChunks()).filter((path) => !english.includes(path)).length).toBeGreaterThan(0);

      expect(await violations(page)).toEqual([]);
      expect(messages).toEqual([]);
    });

    it('denies the powerful features the app never uses, and only those', async () => {
      const policy = await browser.page.evaluate((denied) => {
        const featurePolicy = (document as unknown as { featurePolicy: { features(): string[]; allowsFeature(name: string): boolean } }).featurePolicy;
        const known = featurePolicy.features();
        return {
          unknown: denied.filter((name) => !known.includes(name)),
          allowed: denied.filter((name) => featurePolicy.allowsFeature(name)),
          wakeLock: featurePolicy.allowsFeature('screen-wake-lock'),
        };
      }, [...DENIED_FEATURES]);
      // Every name is one Chromium knows (for an unknown one it logs "Error with Permissions-Policy header").
      expect(policy.unknown).toEqual([]);
      expect(policy.allowed).toEqual([]);
      // The "keep the screen awake" setting still works.
      expect(policy.wakeLock).toBe(true);
    });

    it('refuses to be framed by its own pages, even when the service worker serves it offline', async () => {
      const { page } = browser;
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // With the server stopped only the service worker's cached shell, headers and all, can answer.
      await app.stop();
      try {
        const refusal = page.waitForEvent('console', (message) => FRAME_REFUSAL.test(message.text()));
        expect(await frame(page, '/sheet/x')).toEqual({ readable: false, text: null });
        await refusal;
      } finally {
        await app.start();
      }
    });
  });

  it('refuses to be framed by a page of the same origin, from the network', async () => {
    const browser = await launchBrowser({ locale: 'en' });
    try {
      const { page, context } = browser;
      const messages = policyMessages(page);
      // Two pages of the app's origin made up by the test (no service worker runs yet): one that
      // frames, and one, sent with no headers, that shows what a frame that did load looks like.
      await context.route(`${app.url}/__test/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: new URL(route.request().url()).pathname.endsWith('/control') ? '<p>framed</p>' : '<p>host</p>' }),
      );
      await page.goto(`${app.url}/__test/host`);
      expect(await frame(page, '/__test/control')).toEqual({ readable: true, text: 'framed' });
      expect(messages).toEqual([]);

      for (const path of ['/', '/sheet/x']) {
        const refusal = page.waitForEvent('console', (message) => FRAME_REFUSAL.test(message.text()));
        expect(await frame(page, path), path).toEqual({ readable: false, text: null });
        await refusal;
      }
    } finally {
      await browser.close();
    }
  });
});
