import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAppStore } from '../../src/store/store';
import { encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import { collectConsoleErrors, describeViolations, launchBrowser, replaceStorage, runAxe, serveApp, words, type AppServer, type Browser } from './harness';

// A device with many sheets (issue 14): past 40 the list is windowed, so a phone with 120 sheets
// boots as fast as one with a screenful. Every sheet is still reached by scrolling, read in
// order and said as "n of 120", and acted on: a far one deleted through its confirmation.
const COUNT = 120;

/** COUNT stored sheets as the app writes them, "Sheet 1" the oldest. */
function seedEntries() {
  let clock = 1_700_000_000_000;
  const store = createAppStore({ language: 'en', now: () => (clock += 1000) });
  const ids = Array.from({ length: COUNT }, (_, i) => store.getState().createSheet({ name: `Sheet ${i + 1}`, maxHp: 10 + i }));
  const sheets = store.getState().sheets;
  return ids.map((id) => ({ key: sheetKey(id), raw: encodeEntry(1, sheets[id]!) }));
}

/** The rows drawn, in document order: their names and their aria-posinset. */
async function drawnRows(page: Page, title: string): Promise<{ name: string; place: number; size: number }[]> {
  return page.getByRole('list', { name: title }).locator(':scope > li').evaluateAll((rows) => rows.map((row) => ({
    name: row.querySelector('a')?.textContent ?? '',
    place: Number(row.getAttribute('aria-posinset')),
    size: Number(row.getAttribute('aria-setsize')),
  })));
}

describe('a long sheet list: windowed, every sheet still there (issue 14)', () => {
  let app: AppServer;
  let browser: Browser;
  let sheet: (key: string) => string;

  beforeAll(async () => {
    app = await serveApp();
    sheet = await words('en', 'sheet');
    browser = await launchBrowser({ locale: 'en' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('draws only the rows near the screen, in order, each saying its place, and reaches the last by scrolling', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    await page.goto(app.url);
    await replaceStorage(page, seedEntries());
    await page.reload();
    const title = sheet('list.title');
    await page.getByRole('link', { name: 'Sheet 1', exact: true }).waitFor();

    const top = await drawnRows(page, title);
    expect(top.length).toBeGreaterThan(3);
    expect(top.length).toBeLessThan(COUNT / 2);
    expect(top.map((row) => row.name)).toEqual(top.map((row) => `Sheet ${row.place}`));
    expect(top.every((row) => row.size === COUNT)).toBe(true);
    expect(top[0]?.place).toBe(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: `Sheet ${COUNT}`, exact: true }).waitFor();
    const bottom = await drawnRows(page, title);
    expect(bottom.map((row) => row.place)).toEqual([...bottom.map((row) => row.place)].sort((a, b) => a - b));
    expect(bottom.at(-1)?.place).toBe(COUNT);
    expect(bottom.some((row) => row.place === 1)).toBe(false);
    // The new-sheet form is under the list, where it always was.
    await page.getByRole('form', { name: sheet('list.newTitle') }).waitFor();
    expect(errors).toEqual([]);
  });

  it('deletes a far sheet through its confirmation, and the list closes up', async () => {
    const { page } = browser;
    const title = sheet('list.title');
    const name = `Sheet ${COUNT - 1}`;
    await page.getByRole('button', { name: sheet('list.deleteNamed').replace('{{name}}', name) }).click();
    const dialog = page.getByRole('dialog', { name: sheet('list.confirmTitle').replace('{{name}}', name) });
    await dialog.getByRole('button', { name: sheet('list.confirmDelete'), exact: true }).click();
    await page.getByRole('link', { name, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await drawnRows(page, title)).at(-1), { timeout: 15_000 }).toEqual({ name: `Sheet ${COUNT}`, place: COUNT - 1, size: COUNT - 1 });
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('databook:sheet:')).length);
    expect(stored).toBe(COUNT - 1);
  });

  it('passes axe', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(describeViolations(await runAxe(page))).toEqual([]);
  });
});
