import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAppStore } from '../../src/store/store';
import { encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import { box, collectConsoleErrors, launchBrowser, replaceStorage, serveApp, words, type AppServer, type Browser } from './harness';

// The sheet list paints from a defensive read of what is stored (src/store/shelf.ts), without
// the engine: the store's actions, the rules, the schemas and persistence (src/app/engine.ts).
// The engine loads at the first sign of use, and i18next with it (the list speaks its own words
// until then: src/i18n/words.ts); everything on the list works from there, the first action
// included.

/** Two stored sheets as the app writes them: Aria took 7 damage (13 of 20), Bram is dying (0 of 12). */
function seedEntries() {
  let clock = 1_700_000_000_000;
  const store = createAppStore({ language: 'en', now: () => (clock += 1000) });
  const { createSheet, act } = store.getState();
  const aria = createSheet({ name: 'Aria', maxHp: 20 });
  const bram = createSheet({ name: 'Bram', maxHp: 12 });
  act(aria, { type: 'damage', amount: 7 });
  act(bram, { type: 'damage', amount: 12 });
  const sheets = store.getState().sheets;
  return { aria, entries: [aria, bram].map((id) => ({ key: sheetKey(id), raw: encodeEntry(1, sheets[id]!) })) };
}

/** The app's engine and i18next chunks a page asked for: the list must get by without them. */
function engineRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/(engine-start|store|i18n|useTranslation)-[\w-]+\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

describe('the first screen, before and after the engine', () => {
  let app: AppServer;
  let browser: Browser;
  let sheet: (key: string) => string;
  let rules: (key: string) => string;
  let nav: (key: string) => string;

  beforeAll(async () => {
    app = await serveApp();
    sheet = await words('en', 'sheet');
    rules = await words('en', 'rules');
    nav = await words('en', 'app');
    browser = await launchBrowser({ locale: 'en' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows every stored sheet without the engine; the first action loads it and acts', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    const { aria, entries } = seedEntries();
    await page.goto(app.url);
    await replaceStorage(page, entries);
    const engine = engineRequests(page);
    await page.reload();

    const rows = page.getByRole('list', { name: sheet('list.title') }).getByRole('listitem');
    await rows.first().waitFor();
    const hp = (current: number, max: number) => sheet('list.hp').replace('{{hp}}', rules('terms.hp')).replace('{{current}}', String(current)).replace('{{max}}', String(max));
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining(`${hp(13, 20)} · ${rules('statuses.alive')}`),
      expect.stringContaining(`${hp(0, 12)} · ${rules('statuses.dying')}`),
    ]);
    // The page has settled, and nobody has touched it: the engine is not there, nor i18next or
    // react-i18next, whether as chunks of their own or inside another script.
    await page.waitForLoadState('networkidle');
    expect(engine).toEqual([]);
    const loaded = await page.evaluate(async () => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js'));
      return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    });
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.filter(({ text }) => /i18next was not initialized|NO_I18NEXT_INSTANCE/.test(text)).map(({ url }) => url)).toEqual([]);

    await page.getByRole('button', { name: sheet('list.duplicateNamed').replace('{{name}}', 'Aria') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sheet/') && !url.pathname.endsWith(aria));
    await page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
    expect(engine).toEqual(expect.arrayContaining([expect.stringMatching(/\/engine-start-/), expect.stringMatching(/\/i18n-/)]));

    // Back on the list: three sheets, the copy with Aria's HP.
    await page.getByRole('navigation').getByRole('link', { name: nav('nav.sheets') }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    expect(await rows.nth(2).innerText()).toContain(hp(13, 20));
    expect(errors).toEqual([]);
  });

  it('switches the language from the list before the engine has loaded, and keeps it', async () => {
    const { page } = browser;
    await page.goto(app.url);
    await replaceStorage(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: sheet('list.title') }).waitFor();
    const cs = await words('cs', 'sheet');
    await page.getByRole('combobox').first().selectOption('cs');
    await page.getByRole('heading', { level: 1, name: cs('list.title') }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('databook:settings') ?? 'null') as { data: { language: string } } | null);
    expect(stored?.data.language).toBe('cs');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: cs('list.title') }).waitFor();
  });
});

// A first visit paints the sheet list from index.html itself (build/first-screen-plugin.ts): the
// app's own render of an empty list, made at build time in each language, shown before the app's
// code has arrived, inert until then, and replaced in place by the app's first render.
describe('the prerendered first screen', () => {
  let app: AppServer;

  beforeAll(async () => {
    app = await serveApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Holds the app's first chunk back until release() is called: what the page paints without it. */
  async function holdAppCode(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/first-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  /** Where the list's heading, the new sheet form and its name field are drawn. */
  async function layout(page: Page, sheet: (key: string) => string) {
    const form = page.getByRole('form', { name: sheet('list.newTitle') });
    return {
      heading: await box(page.getByRole('heading', { level: 1, name: sheet('list.title') })),
      form: await box(form),
      name: await box(form.getByRole('textbox', { name: sheet('edit.name') })),
    };
  }

  for (const locale of ['en', 'cs', 'pt-BR']) {
    it(`a first visit in ${locale} paints the list before the app's code has run, then the app takes it over in place`, async () => {
      const browser = await launchBrowser({ locale });
      try {
        const { page } = browser;
        const errors = collectConsoleErrors(page);
        const sheet = await words(locale, 'sheet');
        const release = await holdAppCode(page);
        await page.goto(app.url, { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { level: 1, name: sheet('list.title') });
        await heading.waitFor();
        // Painted (its first contentful paint is done) while the app's code is still held back.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await heading.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
        const before = await layout(page, sheet);

        release();
        await page.waitForFunction(() => document.querySelector('[data-first-screen-of]') === null);
        expect(await heading.evaluate((element) => element.closest('[inert]') !== null)).toBe(false);
        // The same screen: nothing moved when the app replaced it.
        expect(await layout(page, sheet)).toEqual(before);
        const name = page.getByRole('form', { name: sheet('list.newTitle') }).getByRole('textbox', { name: sheet('edit.name') });
        await name.fill('Aria');
        await page.getByRole('button', { name: sheet('list.create') }).click();
        await page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
        // The head's inline script ran under the page's Content-Security-Policy: no violation logged.
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }

  it('shows no prerendered screen where it would not be the app’s: a device with sheets, another page', async () => {
    const browser = await launchBrowser({ locale: 'en' });
    try {
      const { page } = browser;
      const sheet = await words('en', 'sheet');
      await page.goto(app.url);
      await replaceStorage(page, seedEntries().entries);
      const release = await holdAppCode(page);
      for (const path of ['/', '/settings']) {
        await page.goto(app.url + path, { waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => document.documentElement.dataset.firstScreen ?? null)).toBeNull();
        expect(await page.getByRole('heading', { level: 1, name: sheet('list.title') }).isVisible()).toBe(false);
      }
      release();
      await page.goto(app.url);
      await page.getByRole('list', { name: sheet('list.title') }).getByRole('listitem').first().waitFor();
    } finally {
      await browser.close();
    }
  });
});
