import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  describeViolations,
  horizontalOverflow,
  launchBrowser,
  runAxe,
  screenshot,
  serveApp,
  setViewport,
  words,
  type AppServer,
  type Browser,
} from './harness';
import { createSheet, enterAmount, lexicon } from './journey-kit';

// Every route that exists; /sheet/… with an unknown id and an unknown path show their fallbacks.
const ROUTES = ['/', '/sheet/no-such-sheet', '/settings', '/gm', '/no-such-page'];

describe.each(['pt-BR', 'cs'])('accessibility in %s', (locale) => {
  let app: AppServer;
  let browser: Browser;
  /** The navigation's link to the sheets, in this language: proof the app picked the language up. */
  let sheets: string;

  beforeAll(async () => {
    sheets = (await words(locale))('nav.sheets');
    app = await serveApp();
    browser = await launchBrowser({ locale });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each(ROUTES)('%s: axe finds no violations and nothing scrolls sideways', async (route) => {
    const { page } = browser;
    for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await setViewport(page, size);
      await page.goto(`${app.url}${route}`);
      await page.getByRole('link', { name: sheets, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(describeViolations(await runAxe(page)), `${route} at ${size}`).toEqual([]);
      expect(await horizontalOverflow(page), `${route} at ${size}`).toBeLessThanOrEqual(0);
      await screenshot(page, `a11y-${locale}-${route.slice(1) || 'home'}-${size}`);
    }
  });

  it('the document says which language it is in', async () => {
    await browser.page.goto(app.url);
    await browser.page.getByRole('link', { name: sheets, exact: true }).waitFor();
    expect(await browser.page.evaluate(() => document.documentElement.lang)).toBe(locale);
  });

  it('focus is visible on the first control reached with Tab', async () => {
    const { page } = browser;
    await page.goto(app.url);
    await page.getByRole('link', { name: sheets, exact: true }).waitFor();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return { tag: document.activeElement?.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.tag).not.toBe('BODY');
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
  });

  it('a real sheet at 0 HP (editor, death saves, log): axe finds no violations at both sizes', async () => {
    const { page } = browser;
    const w = await lexicon(locale);
    await page.goto(app.url);
    await createSheet(page, w, { name: 'Axe', maxHp: 10 });
    await enterAmount(page, w, 'damage', 10);
    await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 10 }) }).click();
    await page.getByRole('spinbutton', { name: w('sheet:deathSaves.typed') }).waitFor();
    for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await setViewport(page, size);
      expect(describeViolations(await runAxe(page)), `dying sheet at ${size}`).toEqual([]);
      expect(await horizontalOverflow(page), `dying sheet at ${size}`).toBeLessThanOrEqual(0);
      await screenshot(page, `a11y-${locale}-dying-sheet-${size}`);
    }
  });
});
