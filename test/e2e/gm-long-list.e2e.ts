import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe, serveApp, type AppServer, type Browser } from './harness';

// A GM's long list (issue 14): past 40 creatures only the rows near the screen are drawn, so
// damage to 120 creatures costs what the visible ones cost. What a GM and a screen reader
// rely on must hold all the same: every row reachable by scrolling, rows read in turn order
// and said as "n of 120", the focused row never taken away, whose turn it is scrolled into
// view, and a row's open conditions panel still open when it comes back. The damage preview
// of 120 targets is windowed in its own scroll box too (typing an amount redraws what is in
// view), and says the same of its rows: every target reachable, in order, "row n of 121".
const COUNT = 120;

/** The preview's rows drawn, in document order: the target named and the row's aria-rowindex. */
async function previewRows(page: Page): Promise<{ name: string; index: number }[]> {
  return page.getByRole('table', { name: 'Preview', exact: true }).locator('tbody > tr:not([aria-hidden])').evaluateAll((rows) => rows.map((row) => ({
    name: row.querySelector('th')?.textContent ?? '',
    index: Number(row.getAttribute('aria-rowindex')),
  })));
}

/** The rows drawn, in document order: their names and their aria-posinset. */
async function drawnRows(page: Page): Promise<{ name: string; place: number; size: number }[]> {
  return page.getByRole('list', { name: `${COUNT} creatures` }).locator(':scope > li').evaluateAll((rows) => rows.map((row) => ({
    name: row.getAttribute('aria-label') ?? '',
    place: Number(row.getAttribute('aria-posinset')),
    size: Number(row.getAttribute('aria-setsize')),
  })));
}

/** The row is on screen and not under the sticky turn bar (with what is due, it covers the top of the screen). */
async function inViewport(page: Page, name: string): Promise<boolean> {
  return page.getByRole('listitem', { name, exact: true }).evaluate((row) => {
    const box = row.getBoundingClientRect();
    const bar = document.querySelector('section[aria-label="Turns"]')!.parentElement!.getBoundingClientRect();
    return box.top >= bar.bottom && box.bottom <= window.innerHeight;
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

  it('previews damage to 120 targets in a windowed table: every target reached in its box, a far save kept while focused', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByLabel('Amount').fill('5');
    const preview = page.getByRole('table', { name: 'Preview', exact: true });
    // 23 HP each after the 7 above; 5 more leaves 18.
    await preview.getByRole('row', { name: /^Orc 1 / }).getByText('23 → 18').waitFor();
    expect(await preview.getAttribute('aria-rowcount')).toBe(String(COUNT + 1));
    const top = await previewRows(page);
    expect(top.length).toBeGreaterThan(3);
    expect(top.length).toBeLessThan(COUNT / 2);
    // In order, each row saying where it is among all of them (the header is row 1).
    expect(top.map((row) => row.name)).toEqual(top.map((row) => `Orc ${row.index - 1}`));
    expect(top[0]?.index).toBe(2);

    // The last target is reached by scrolling the preview's own box.
    const box = preview.locator('xpath=..');
    await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const last = preview.getByRole('row', { name: new RegExp(`^Orc ${COUNT} `) });
    await last.getByText('23 → 18').waitFor();
    const bottom = await previewRows(page);
    expect(bottom.at(-1)).toEqual({ name: `Orc ${COUNT}`, index: COUNT + 1 });
    expect(bottom.some((row) => row.name === 'Orc 1')).toBe(false);

    // Its save, ticked by keyboard: half of 5 is 2 ("rounded down"), 23 − 2 = 21. The box
    // scrolls back to the top, and the focused checkbox stays drawn and focused.
    const save = last.getByRole('checkbox', { name: `Orc ${COUNT} succeeded on the save (half damage)` });
    await save.focus();
    // The very element: a row drawn again from scratch would lose this mark (and could lose focus).
    await save.evaluate((element) => { (element as HTMLElement & { kept?: boolean }).kept = true; });
    for (const share of [0.6, 0.3, 0]) {
      await box.evaluate((element, part) => element.scrollTo(0, Math.round(element.scrollHeight * part)), share);
      await page.waitForTimeout(100);
    }
    await preview.getByRole('row', { name: /^Orc 1 / }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Orc ${COUNT} succeeded on the save (half damage)`);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement & { kept?: boolean } | null)?.kept)).toBe(true);
    await page.keyboard.press('Space');
    await last.getByText('23 → 21').waitFor();
    expect(describeViolations(await runAxe(page))).toEqual([]);

    await page.getByRole('button', { name: `Apply damage to ${COUNT} creatures` }).click();
    await page.getByRole('listitem', { name: 'Orc 1', exact: true }).getByText('18 / 30 HP').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: `Orc ${COUNT}`, exact: true }).getByText('21 / 30 HP').waitFor();
    await preview.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('checkbox', { name: 'Select all shown' }).uncheck();
  });

  it('keeps the focused row and an expanded row while they are scrolled far away', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Initiative, order and conditions: Orc 2', exact: true }).click();
    const select = page.getByRole('checkbox', { name: 'Select Orc 3', exact: true });
    await select.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: `Orc ${COUNT}`, exact: true }).waitFor();
    // Still in the document, still focused: a key press goes where the GM left it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Select Orc 3');
    await page.keyboard.press('Space');
    expect(await select.isChecked()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByRole('button', { name: 'Initiative, order and conditions: Orc 2', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await select.uncheck();
  });

  it('scrolls whose turn it is into view as the turns go by', async () => {
    const { page } = browser;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Start the fight', exact: true }).click();
    const next = page.getByRole('button', { name: 'Next turn', exact: true });
    for (let turn = 2; turn <= 40; turn++) await next.click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Orc 40', exact: true }).getAttribute('aria-current')).toBe('step');
    await expect.poll(() => inViewport(page, 'Orc 40')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Back up from far below: the row scrolled to from underneath stops below the sticky bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Previous turn', exact: true }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Orc 39', exact: true }).getAttribute('aria-current')).toBe('step');
    await expect.poll(() => inViewport(page, 'Orc 39')).toBe(true);
    const violations = await runAxe(page);
    expect(describeViolations(violations)).toEqual([]);
  });
});
