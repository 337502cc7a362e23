import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/store';
import { encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import { collectConsoleErrors, launchBrowser, serveApp, words, type AppServer, type Browser } from './harness';

/** Stored entries as the app writes them: a good sheet and one whose HP went negative. */
function seedEntries() {
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000 });
  const good = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  const bad = store.getState().createSheet({ name: 'Bram', maxHp: 12 });
  const sheets = store.getState().sheets;
  const goodRaw = encodeEntry(1, sheets[good]!);
  const badRaw = encodeEntry(1, sheets[bad]!).replace('"current":12', '"current":-4');
  return { good: { key: sheetKey(good), raw: goodRaw }, bad: { key: sheetKey(bad), raw: badRaw } };
}

describe('data safety in a real Chromium', () => {
  let app: AppServer;
  let browser: Browser;
  let data: (key: string) => string;
  let sheet: (key: string) => string;

  beforeAll(async () => {
    app = await serveApp();
    data = await words('en', 'data');
    sheet = await words('en', 'sheet');
    browser = await launchBrowser({ locale: 'en' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('corrupted storage: the recovery screen names the sheet, the raw data stays and downloads, the rest loads', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    const { good, bad } = seedEntries();
    await page.goto(app.url);
    await page.getByRole('navigation').waitFor();
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const { key, raw } of entries) localStorage.setItem(key, raw);
    }, [good, bad]);
    await page.reload();

    await page.getByRole('heading', { name: data('recovery.title') }).waitFor();
    expect(await page.getByRole('list', { name: data('recovery.listLabel') }).getByText('Bram').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: data('recovery.download') }).click()]);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as { entries: { key: string; raw: string }[] };
    expect(saved.entries).toEqual([bad]);

    await page.getByRole('button', { name: data('recovery.continue_one').replace('{{count}}', '1') }).click();
    await page.getByRole('navigation').waitFor();
    await page.getByRole('link', { name: 'Aria' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), bad.key)).toBe(bad.raw);

    // Still unreadable, still untouched: the next visit asks again.
    await page.reload();
    await page.getByRole('heading', { name: data('recovery.title') }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), bad.key)).toBe(bad.raw);
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });

  it('a change in one tab shows in another within a second', async () => {
    const { good } = seedEntries();
    const tabA = browser.page;
    await tabA.evaluate((entry) => {
      localStorage.clear();
      localStorage.setItem(entry.key, entry.raw);
    }, good);
    await tabA.reload();
    const tabB = await browser.context.newPage();
    await tabB.goto(app.url);
    const rows = (page: typeof tabA) => page.getByRole('list', { name: sheet('list.title') }).getByRole('listitem');
    await rows(tabB).first().waitFor();
    expect(await rows(tabB).count()).toBe(1);

    await tabA.getByRole('button', { name: sheet('list.duplicateNamed').replace('{{name}}', 'Aria') }).click();
    const started = Date.now();
    await tabB.waitForFunction((name) => document.querySelectorAll(`ul[aria-label="${name}"] > li`).length === 2, sheet('list.title'), { timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    await tabB.close();
  });
});
