import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe, serveApp, type AppServer, type Browser } from './harness';

// A GM's long list (issue 14): past 40 creatures only the rows near the screen are drawn, so
// damage to 120 creatures costs what the visible ones cost. What a GM and a screen reader
// rely on must hold all the same: every row reachable by scrolling, rows read in turn order
// and said as "n of 120", the focused row never taken away, whose turn it is scrolled into
// view, and a row's open conditions panel still open when it comes back.
const COUNT = 120;

/** The rows drawn, in document order: their names and their aria-posinset. */
async function drawnRows(page: Page): Promise<{ name: string; place: number; size: number }[]> {
  return page.getByRole('list', { name: `${COUNT} creatures` }).locator(':scope > li').evaluateAll((rows) => rows.map((row) => ({
    name: row.getAttribute('aria-label') ?? '',
    place: Number(row.getAttribute('aria-posinset')),
    size: Number(row.getAttribute('aria-setsize')),
  })));
}

async function inViewport(page: Page, name: string): Promise<boolean> {
  return page.getByRole('listitem', { name, exact: true }).evaluate((row) => {
    const box = row.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('GM screen with a long list: windowed, nothing lost to the GM or to assistive technology (issue 14)', () => {
  let app: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: 'en', viewport: 'tablet' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('draws only rows near the screen, in turn order, each saying its place in the whole list', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    await page.goto(`${app.url}/gm`);
    const form = page.getByRole('form', { name: 'Quick-add creatures' });
    await form.getByLabel('Name').fill('Orc');
    await form.getByLabel('How many').fill(String(COUNT));
    await form.getByLabel('Max HP').fill('30');
    await form.getByRole('button', { name: /^Add / }).click();
    await page.getByRole('heading', { name: `${COUNT} creatures` }).waitFor();
    await page.getByRole('listitem', { name: 'Orc 1', exact: true }).waitFor();

    const top = await drawnRows(page);
    expect(top.length).toBeGreaterThan(5);
    expect(top.length).toBeLessThan(COUNT / 2);
    expect(top.map((row) => row.name)).toEqual(top.map((row) => `Orc ${row.place}`));
    expect(top.every((row) => row.size === COUNT)).toBe(true);
    expect(top[0]?.place).toBe(1);

    // The last creature is reached by scrolling the page, like any list.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: `Orc ${COUNT}`, exact: true }).waitFor();
    const bottom = await drawnRows(page);
    expect(bottom.map((row) => row.place)).toEqual([...bottom.map((row) => row.place)].sort((a, b) => a - b));
    expect(bottom.at(-1)?.place).toBe(COUNT);
    expect(bottom.some((row) => row.place === 1)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('damage to all of them reaches the rows drawn later too', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByLabel('Amount').fill('7');
    await page.getByRole('button', { name: `Apply damage to ${COUNT} creatures` }).click();
    await page.getByRole('listitem', { name: 'Orc 1', exact: true }).getByText('23 / 30 HP').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: `Orc ${COUNT}`, exact: true }).getByText('23 / 30 HP').waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown' }).uncheck();
  });

  it('keeps the focused row and an open conditions panel while they are scrolled far away', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Conditions of Orc 2', exact: true }).click();
    const select = page.getByRole('checkbox', { name: 'Select Orc 3', exact: true });
    await select.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: `Orc ${COUNT}`, exact: true }).waitFor();
    // Still in the document, still focused: a key press goes where the GM left it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Select Orc 3');
    await page.keyboard.press('Space');
    expect(await select.isChecked()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByRole('button', { name: 'Conditions of Orc 2', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await select.uncheck();
  });

  it('scrolls whose turn it is into view as the turns go by', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Start the fight' }).click();
    const next = page.getByRole('button', { name: 'Next turn' });
    for (let turn = 2; turn <= 40; turn++) await next.click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Orc 40', exact: true }).getAttribute('aria-current')).toBe('step');
    await expect.poll(() => inViewport(page, 'Orc 40')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const violations = await runAxe(page);
    expect(describeViolations(violations)).toEqual([]);
  });
});
