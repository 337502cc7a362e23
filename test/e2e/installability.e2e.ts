import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveApp, waitForServiceWorker, type AppServer, type Browser } from './harness';

interface ManifestIcon { src: string; sizes: string; type: string; purpose?: string }

describe('installing the app (issue: "installing it must be one tap")', () => {
  let app: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser();
    await browser.page.goto(app.url);
    await waitForServiceWorker(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('Chromium reports no installability errors on the production build', async () => {
    const cdp = await browser.context.newCDPSession(browser.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  });

  it('has the manifest the issue lists, and every icon loads at its declared size', async () => {
    const manifest = await browser.page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>);
    expect(manifest).toMatchObject({ name: 'Databook', short_name: 'Databook', lang: 'en', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const size = await browser.page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, `/${icon.src}`);
      expect(size, icon.src).toBe(icon.sizes);
    }
  });
});
