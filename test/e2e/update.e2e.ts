import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, launchBrowser, screenshot, serveApp, waitForServiceWorker, words, type AppServer, type Browser } from './harness';

// A new deploy while the app is open: the waiting version asks before it reloads the page.
describe('a new version (registerType "prompt")', () => {
  let app: AppServer;
  let browser: Browser;
  let builds: string;
  let t: (key: string) => string;

  beforeAll(async () => {
    t = await words('en');
    builds = await mkdtemp(join(tmpdir(), 'databook-builds-'));
    await cp(DIST, join(builds, 'v1'), { recursive: true });
    await cp(DIST, join(builds, 'v2'), { recursive: true });
    // Any byte of difference in sw.js makes it a new service worker.
    await appendFile(join(builds, 'v2', 'sw.js'), '\n// v2\n');
    app = await serveApp(join(builds, 'v1'));
    browser = await launchBrowser({ locale: 'en' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  it('is found by the update check that runs when the connection comes back, and waits for a yes', async () => {
    const { page, context } = browser;
    await page.goto(app.url);
    await waitForServiceWorker(page);
    await app.stop();
    await app.start(join(builds, 'v2'));
    // Back online after a gap: the app checks for an update at once (and hourly while online).
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByText(t('pwa.updateAvailable')).waitFor();
    await screenshot(page, 'update-prompt-phone');

    await page.getByRole('button', { name: t('pwa.later') }).click();
    expect(await page.getByText(t('pwa.updateAvailable')).count()).toBe(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  });

  it('offers it again on the next visit, and reloads into it on "Reload"', async () => {
    const { page } = browser;
    await page.reload();
    await page.getByText(t('pwa.updateAvailable')).waitFor();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name: t('pwa.reload') }).click()]);
    await page.getByRole('navigation').waitFor();
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(r?.waiting), active: r?.active?.state };
    });
    expect(registration).toEqual({ waiting: false, active: 'activated' });
    expect(await page.getByText(t('pwa.updateAvailable')).count()).toBe(0);
  });
});
