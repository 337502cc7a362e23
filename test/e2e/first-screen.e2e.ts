import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAppStore } from '../../src/store/store';
import { encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import { collectConsoleErrors, launchBrowser, replaceStorage, serveApp, words, type AppServer, type Browser } from './harness';

// The sheet list paints from a defensive read of what is stored (src/store/shelf.ts), without
// the engine: the store's actions, the rules, the schemas and persistence (src/app/engine.ts).
// The engine loads at the first sign of use, and everything on the list works from there, the
// first action included.

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

/** The app's engine chunks a page asked for: the list must get by without them. */
function engineRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/(engine-start|store)-[\w-]+\.js$/.test(path)) seen.push(path);
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
    // The page has settled, and nobody has touched it: the engine is not there.
    await page.waitForLoadState('networkidle');
    expect(engine).toEqual([]);

    await page.getByRole('button', { name: sheet('list.duplicateNamed').replace('{{name}}', 'Aria') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sheet/') && !url.pathname.endsWith(aria));
    await page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
    expect(engine.length).toBeGreaterThan(0);

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
