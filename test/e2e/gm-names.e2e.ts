import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, horizontalOverflow, launchBrowser, screenshot, serveApp,
  type AppServer, type Browser,
} from './harness';
import { lexicon, type Words } from './journey-kit';

// Issue 15: at 1024 px "Salamandra 1" and "Salamandra 2" both showed as "Salamandr…", and
// "Cultista Encapuzado 1" lost its number. Quick-add numbers a batch "Base N"; whatever the
// screen, each row must show its N in full, and the whole name must be reachable.
const BATCHES = [
  { base: 'Salamandra', count: 2 },
  { base: 'Cultista Encapuzado', count: 2 },
  // Too long for any row: the base is cut, never the number.
  { base: 'Guardião Ancestral da Cripta Esquecida de Valdoria', count: 2 },
  // Two digits.
  { base: 'Esqueleto', count: 12 },
];
const SIZES = [
  { name: 'tablet landscape', size: VIEWPORTS.tablet },
  { name: 'tablet portrait', size: TABLET_PORTRAIT },
  { name: 'phone', size: VIEWPORTS.phone },
];

/**
 * The part of `element` a user can see: its box cut by every ancestor that clips (overflow,
 * line-clamp) and by the viewport's width. Equal to the element's own box when nothing is cut.
 */
async function visibleShare(element: Locator) {
  return element.evaluate((node) => {
    const own = node.getBoundingClientRect();
    let box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
    const cut = (rect: DOMRect | { left: number; top: number; right: number; bottom: number }) => {
      box = { left: Math.max(box.left, rect.left), top: Math.max(box.top, rect.top), right: Math.min(box.right, rect.right), bottom: Math.min(box.bottom, rect.bottom) };
    };
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') cut(parent.getBoundingClientRect());
    }
    cut({ left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity });
    const row = node.closest('li')!.getBoundingClientRect();
    const width = Math.max(0, box.right - box.left);
    const height = Math.max(0, box.bottom - box.top);
    return {
      ownWidth: own.width,
      ownHeight: own.height,
      visibleWidth: width,
      visibleHeight: height,
      insideRow: own.left >= row.left && own.right <= row.right && own.top >= row.top && own.bottom <= row.bottom,
      // The text fits its own box too (no ellipsis, no hidden overflow inside it).
      fits: node.scrollWidth <= node.clientWidth + 0.5,
    };
  });
}

describe('GM screen: numbered names stay apart at every size (issue 15)', () => {
  let app: AppServer;
  let browser: Browser;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: 'pt-BR', viewport: 'tablet' });
    const words = await lexicon('pt-BR');
    g = (key, vars) => words(`gm:${key}`, vars);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function quickAdd(page: Page) {
    const form = page.getByRole('form', { name: g('quickAdd.title'), exact: true });
    for (const { base, count } of BATCHES) {
      await form.getByRole('textbox', { name: g('quickAdd.name'), exact: true }).fill(base);
      await form.getByRole('spinbutton', { name: g('quickAdd.count'), exact: true }).fill(String(count));
      await form.getByRole('spinbutton', { name: g('quickAdd.maxHp'), exact: true }).fill('20');
      await form.getByRole('button', { name: g('quickAdd.submit', { count, name: base }), exact: true }).click();
      await page.getByRole('listitem', { name: `${base} ${count}`, exact: true }).waitFor();
    }
  }

  it('shows each number whole, inside its row, with the whole name in the tooltip of its name area', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();
    await quickAdd(page);

    for (const { name: sizeName, size } of SIZES) {
      await page.setViewportSize(size);
      for (const { base, count } of BATCHES) {
        for (let n = 1; n <= count; n++) {
          const name = `${base} ${n}`;
          const row = page.getByRole('listitem', { name, exact: true });
          await row.scrollIntoViewIfNeeded();
          const shown = row.getByTestId('row-name');
          expect(await shown.getAttribute('title'), `${name} at ${sizeName}`).toBe(name);
          const number = shown.getByTestId('name-number');
          expect((await number.textContent())?.trim(), `${name} at ${sizeName}`).toBe(String(n));
          const share = await visibleShare(number);
          const where = `${name}: its number at ${sizeName} ${JSON.stringify(share)}`;
          expect(share.ownWidth, where).toBeGreaterThan(0);
          expect(share.visibleWidth, where).toBeCloseTo(share.ownWidth, 0);
          expect(share.visibleHeight, where).toBeCloseTo(share.ownHeight, 0);
          expect(share.insideRow, where).toBe(true);
          expect(share.fits, where).toBe(true);
        }
      }
      expect(await horizontalOverflow(page), sizeName).toBeLessThanOrEqual(0);
      await page.getByRole('listitem', { name: 'Salamandra 1', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `gm-names-${sizeName.replace(' ', '-')}`);
    }
    expect(errors).toEqual([]);
  });
});
