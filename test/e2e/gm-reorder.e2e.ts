import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, launchBrowser, serveApp, type AppServer, type Browser } from './harness';

// Issue 15: reordering by drag must work by touch on a tablet. HTML5 drag and drop, used
// before, is not fired by touch screens; the rows now drag with dnd-kit's touch sensor: hold
// the handle, then move. The touches here are the browser's own (CDP Input.dispatchTouchEvent
// on a touch-enabled page), not synthetic DOM events.
const CREATURES = ['Aria', 'Bran', 'Caio'];

async function shownOrder(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: /creature/ }).locator(':scope > li').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

async function center(page: Page, name: string) {
  // Adding the last creature leaves the page scrolled to the quick-add form's button: the GM
  // scrolls the row back into view before holding its handle.
  const handle = page.getByRole('button', { name, exact: true });
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger holds `from`'s handle until the drag starts, slides down or up until the app says
 * the row would go to `place`, and lifts, as a GM watching the rows move would. (Moving to
 * fixed coordinates would not do: a banner appearing above the list shifts the page.)
 */
async function touchDrag(page: Page, cdp: CDPSession, from: string, place: number, direction: 1 | -1) {
  const start = await center(page, `Drag ${from} to reorder`);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  // The hold: the drag starts when the sensor says so (its handle is then pressed), not after a guessed time.
  await page.getByRole('button', { name: `Drag ${from} to reorder`, exact: true, pressed: true }).waitFor();
  const target = page.getByText(`${from} would go to place ${place} of ${CREATURES.length}.`, { exact: true });
  let moved = 0;
  while ((await target.count()) === 0) {
    moved += 4;
    if (moved > 300) throw new Error(`${from} never came over place ${place}`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y: start.y + direction * moved }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('GM screen: reordering the turn order by touch on a tablet (issue 15)', () => {
  let app: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: 'en', viewport: 'tablet', hasTouch: true });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a held handle dragged one place down, then another one place up, reorders the turn order, in landscape and in portrait', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: 'GM screen' }).waitFor();
    expect(await page.evaluate(() => 'ontouchstart' in window && navigator.maxTouchPoints > 0)).toBe(true);

    const form = page.getByRole('form', { name: 'Quick-add creatures' });
    for (const name of CREATURES) {
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Max HP').fill('12');
      await form.getByRole('button', { name: `Add 1 ${name}`, exact: true }).click();
      await page.getByRole('listitem', { name, exact: true }).waitFor();
    }
    expect(await shownOrder(page)).toEqual(['Aria', 'Bran', 'Caio']);
    // The "ready to work offline" notice used to appear above the list mid-drag and shift the
    // rows under the finger; it is a toast over the bottom edge now, shifting nothing, so the
    // drags below no longer wait for it or dismiss it.
    const cdp = await page.context().newCDPSession(page);

    await page.setViewportSize(VIEWPORTS.tablet);
    await touchDrag(page, cdp, 'Aria', 2, 1);
    await page.getByText('Aria moved to place 2 of 3.', { exact: true }).waitFor({ state: 'attached' });
    await expect.poll(() => shownOrder(page)).toEqual(['Bran', 'Aria', 'Caio']);
    // The order itself moved, not only the picture: the first row cannot go further up.
    await page.getByRole('button', { name: 'Initiative, order and conditions: Bran', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Move Bran up', exact: true }).isDisabled()).toBe(true);

    await page.setViewportSize(TABLET_PORTRAIT);
    await touchDrag(page, cdp, 'Caio', 2, -1);
    await page.getByText('Caio moved to place 2 of 3.', { exact: true }).waitFor({ state: 'attached' });
    await expect.poll(() => shownOrder(page)).toEqual(['Bran', 'Caio', 'Aria']);
    await page.getByRole('button', { name: 'Initiative, order and conditions: Aria', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Move Aria down', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
