// Shared pieces of the real-browser journeys: the production build served as `npm start` serves
// it, by server/production.mjs (stoppable, to take the network away), Debian's Chromium through
// playwright-core with a persistent profile (so "restart the browser" is real), viewports,
// screenshots and axe.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startProductionServer, type ProductionServer } from '../../server/production.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The production build the tests serve; E2E_DIST puts it elsewhere (two test runs at once). */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'test-results', 'e2e');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/**
 * A tablet held upright (768×1024). Kept out of VIEWPORTS, which the accessibility test walks
 * whole: the journeys that need it launch at 'tablet' and turn the page with setViewportSize.
 */
export const TABLET_PORTRAIT = { width: 768, height: 1024 } as const;

/** Any free loopback port; the server keeps it across restarts so the origin (and its data) stays. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AppServer {
  url: string;
  /** The network goes away: every request to the origin is refused. */
  stop(): Promise<void>;
  /** The network comes back, serving `outDir` (default: the same build). */
  start(outDir?: string): Promise<void>;
}

/** Serves a production build with npm start's server (server/production.mjs) on one fixed port. */
export async function serveApp(outDir = DIST): Promise<AppServer> {
  const port = await freePort();
  let server: ProductionServer | undefined;
  const app: AppServer = {
    url: `http://127.0.0.1:${port}`,
    async start(dir = outDir) {
      if (server) return;
      server = await startProductionServer({ root: dir, host: '127.0.0.1', port });
    },
    async stop() {
      const running = server;
      server = undefined;
      // At once: the network goes away, it does not wind down.
      await running?.close({ timeout: 0 });
    },
  };
  await app.start();
  return app;
}

export interface LaunchOptions {
  /** A BCP 47 tag: sets navigator.languages, from which the app picks its language. */
  locale?: string;
  viewport?: ViewportName;
  /** Reuse a profile to "restart the browser"; a fresh one by default. */
  userDataDir?: string;
  /** A touch screen: touch events fire (Playwright's touchscreen, CDP Input.dispatchTouchEvent). */
  hasTouch?: boolean;
  /** More Chromium flags (the shared-table tests' WebRTC settings). */
  args?: string[];
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  userDataDir: string;
  /** Closes the browser; removes the profile unless `keepProfile`. */
  close(keepProfile?: boolean): Promise<void>;
}

/** Headless Debian Chromium with its own profile; the flags keep it off this machine's closed network. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'databook-e2e-')));
  const locale = options.locale ?? 'en';
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    locale,
    viewport: VIEWPORTS[options.viewport ?? 'phone'],
    hasTouch: options.hasTouch ?? false,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      `--lang=${locale}`,
      ...(options.args ?? []),
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    userDataDir,
    async close(keepProfile = false) {
      await context.close();
      if (!keepProfile) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once a service worker controls the page, i.e. the app would load with the network gone. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Registration with registerType 'prompt' does not claim the first page: reload once.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

/** Every URL the service worker has precached (workbox's precache cache), as paths. */
export async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

export async function setViewport(page: Page, name: ViewportName): Promise<void> {
  await page.setViewportSize(VIEWPORTS[name]);
}

/** The page fits its width: nothing scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Keeps a screenshot of the viewport as a test artifact in test-results/e2e/. An artifact is
 * best-effort: bounded in time, and a screenshot that cannot be taken (a slow, busy machine)
 * never fails the journey that asked for it. What a journey asserts, it reads from the page.
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  try {
    await page.screenshot({ path, timeout: 5_000, animations: 'disabled' });
    return path;
  } catch (error) {
    console.warn(`screenshot ${name} skipped: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Errors the page logs, CSP violations included; read it after the journey. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core on the page as it is, every rule of its default set, colour contrast among them
 * (in the colour scheme the page is emulating: light unless `page.emulateMedia` says dark). The
 * source goes in through the DevTools protocol (page.evaluate), which the app's CSP does not
 * govern, so the page runs under its real CSP.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, contrastRan } = await page.evaluate(async () => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Record<'violations' | 'passes' | 'incomplete' | 'inapplicable', Result[]>> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: true } } });
    const ran = [...result.violations, ...result.passes, ...result.incomplete].some((rule) => rule.id === 'color-contrast');
    return {
      contrastRan: ran,
      violations: result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      })),
    };
  });
  // A page with text always gives the contrast rule something to check: it must not go silent.
  if (!contrastRan) throw new Error('axe did not run its color-contrast rule on this page');
  return violations;
}

/** One line per violation, readable in a failing assertion; contrast failures say their colours and ratio. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const where = n.target.join(' ');
      // "Element has insufficient color contrast of 3.2 (foreground color: …, background color: …, …)"
      const contrast = v.id === 'color-contrast' ? /insufficient color contrast of [^\n]*/.exec(n.failureSummary ?? '')?.[0] : undefined;
      return contrast ? `${where} [${contrast}]` : where;
    });
    return `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${nodes.join(', ')}`;
  });
}

/**
 * The app's own words in a language (locales/<language>/<namespace>.json), so a journey finds
 * controls by the names a user sees without repeating copy that its owner may reword.
 */
export async function words(language: string, namespace = 'app'): Promise<(key: string) => string> {
  const data = JSON.parse(await readFile(join(ROOT, 'locales', language, `${namespace}.json`), 'utf8')) as unknown;
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
    if (typeof value !== 'string') throw new Error(`No ${namespace}:${key} in ${language}`);
    return value;
  };
}

/** A stored entry, as a test seeds it: the key and the text the app would have written. */
export interface StoredEntry {
  key: string;
  raw: string;
}

/** Replaces the origin's storage with `entries` (none: empties it); the page must be on the app. Reload to boot on it. */
export async function replaceStorage(page: Page, entries: readonly StoredEntry[] = []): Promise<void> {
  await page.evaluate((seed) => {
    localStorage.clear();
    for (const { key, raw } of seed) localStorage.setItem(key, raw);
  }, entries);
}

export interface Box { x: number; y: number; width: number; height: number }

/** A locator's bounding box in the viewport; throws when it is not rendered (a layout claim needs one). */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}
