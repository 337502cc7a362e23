import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
const ROUTES = ['/', '/sheet/no-such-sheet', '/settings', '/gm', '/table', '/join', '/no-such-page'];
const SIZES = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];
// The app follows the system's colour scheme (Tailwind's `dark:` variants on prefers-color-scheme):
// axe, colour contrast included, runs in both.
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
/** The page's background in each theme: the body's, as Tailwind's bg-slate-50 / dark:bg-slate-950 paint it. */
const backgrounds: Record<Theme, Set<string>> = { light: new Set(), dark: new Set() };

/** Switches the emulated colour scheme and proves the page follows it. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), `prefers-color-scheme is ${theme}`).toBe(theme === 'dark');
  backgrounds[theme].add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
}

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

  it.each(ROUTES)('%s: axe (colour contrast included) finds no violations in light and dark, and nothing scrolls sideways', async (route) => {
    const { page } = browser;
    for (const size of SIZES) {
      await setViewport(page, size);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${app.url}${route}`);
      await page.getByRole('link', { name: sheets, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        expect.soft(describeViolations(await runAxe(page)), `${route} at ${size}, ${theme}`).toEqual([]);
        expect(await horizontalOverflow(page), `${route} at ${size}, ${theme}`).toBeLessThanOrEqual(0);
        await screenshot(page, `a11y-${locale}-${route.slice(1) || 'home'}-${size}-${theme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('the dark theme really applies: the page background differs from the light one', () => {
    // Filled by the routes above (vitest runs a file's tests in order).
    expect(backgrounds.light.size, `light backgrounds: ${[...backgrounds.light].join(', ')}`).toBe(1);
    expect(backgrounds.dark.size, `dark backgrounds: ${[...backgrounds.dark].join(', ')}`).toBe(1);
    expect([...backgrounds.dark][0]).not.toBe([...backgrounds.light][0]);
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

  it('a real sheet at 0 HP (editor, death saves, log): axe finds no violations at both sizes, light and dark', async () => {
    const { page } = browser;
    const w = await lexicon(locale);
    await page.goto(app.url);
    await createSheet(page, w, { name: 'Axe', maxHp: 10 });
    await enterAmount(page, w, 'damage', 10);
    await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 10 }) }).click();
    await page.getByRole('spinbutton', { name: w('sheet:deathSaves.typed') }).waitFor();
    for (const size of SIZES) {
      await setViewport(page, size);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        expect.soft(describeViolations(await runAxe(page)), `dying sheet at ${size}, ${theme}`).toEqual([]);
        expect(await horizontalOverflow(page), `dying sheet at ${size}, ${theme}`).toBeLessThanOrEqual(0);
        await screenshot(page, `a11y-${locale}-dying-sheet-${size}-${theme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
