import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIST,
  collectConsoleErrors,
  horizontalOverflow,
  launchBrowser,
  precachedPaths,
  screenshot,
  serveApp,
  setViewport,
  waitForServiceWorker,
  words,
  type AppServer,
  type Browser,
} from './harness';

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(DIST, join(entry.parentPath, entry.name))}`);
}

// Journey 5's skeleton: the app shell with the network gone. The sheet steps join it once
// the sheet screens exist.
describe('offline (journey 5: the network goes away and comes back)', () => {
  let app: AppServer;
  let browser: Browser;
  let errors: string[];
  let t: (key: string) => string;

  beforeAll(async () => {
    app = await serveApp();
    t = await words('en');
    browser = await launchBrowser({ locale: 'en' });
    errors = collectConsoleErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('says, once, that it is ready to work offline', async () => {
    const { page } = browser;
    await page.goto(app.url);
    const notice = page.getByText(t('pwa.offlineReady'));
    await notice.waitFor();
    await page.getByRole('button', { name: t('pwa.dismiss') }).click();
    await expect(notice.count()).resolves.toBe(0);
    await waitForServiceWorker(page);
    await page.getByRole('navigation').waitFor();
    expect(await page.getByText(t('pwa.offlineReady')).count()).toBe(0);
  });

  it('precaches the whole build, every locale chunk included', async () => {
    // Not the service worker itself, nor `_headers` (the host's header rules, not part of the app).
    const built = (await filesIn(DIST)).filter((path) => !/^\/(sw\.js|workbox-[\w-]+\.js|_headers)$/.test(path));
    const cached = await precachedPaths(browser.page);
    expect(cached).toEqual(expect.arrayContaining(built));
    // Locale files are lazy chunks named after their namespace, one per language; the first
    // screen's words (the whole common and app, the list's part of sheet and rules:
    // src/i18n/locale-files.ts) one per language too, so a cold start offline in any language
    // finds its words.
    for (const namespace of ['rules', 'sheet', 'gm', 'data', 'table']) {
      expect(cached.filter((path) => new RegExp(`^/assets/${namespace}-[\\w-]{8}\\.js$`).test(path)), namespace).toHaveLength(3);
    }
    for (const language of ['en', 'pt-BR', 'cs']) {
      expect(cached.filter((path) => new RegExp(`^/assets/first-words-${language}-[\\w-]{8}\\.js$`).test(path)), `first screen words in ${language}`).toHaveLength(1);
    }
  });

  it('reloads, navigates and opens deep links with the server stopped', async () => {
    const { page } = browser;
    await app.stop();
    await page.reload();
    await page.getByRole('navigation').waitFor();
    await page.getByRole('link', { name: t('nav.settings') }).click();
    await page.waitForURL(/\/settings$/);
    await page.goto(`${app.url}/gm`); // a navigation, served by the cached shell
    await page.getByRole('link', { name: t('nav.gm') }).waitFor();
    for (const size of ['phone', 'tablet'] as const) {
      await setViewport(page, size);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `offline-gm-${size}`);
    }
  });

  it('is still all there when the network comes back', async () => {
    const { page } = browser;
    await app.start();
    await page.goto(app.url);
    await page.getByRole('navigation').waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  it('breaks no Content Security Policy rule on the way', () => {
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});
