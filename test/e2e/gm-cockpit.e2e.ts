import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, describeViolations, horizontalOverflow, launchBrowser, runAxe, screenshot, serveApp,
  type AppServer, type Browser,
} from './harness';
import { lexicon, type Words } from './journey-kit';

// DESIGN.md 5, "the GM's screen is a cockpit": during a fight on a tablet the round, whose turn
// it is, the next-turn button and what this turn asks for (a death save) stay in view wherever
// the list is scrolled; the rows are dense (8 or more in view at 1024×768, 10 at 768×1024 with
// the bar), each the same height, each selected by a tap on its name area (≥ 44 px). Measured
// from bounding boxes in a real Chromium, in pt-BR and cs, light and dark.
const SIZES = [
  { name: 'landscape', size: VIEWPORTS.tablet, rows: 8 },
  { name: 'portrait', size: TABLET_PORTRAIT, rows: 10 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** 12 creatures: ten goblins, two characters. */
const GOBLINS = 10;
const COUNT = GOBLINS + 2;

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

interface Layout {
  viewport: { width: number; height: number };
  /** The sticky part (turn bar and what is due) and the turn region inside it. */
  cockpit: { top: number; bottom: number };
  turns: { top: number; bottom: number };
  rows: { name: string; top: number; bottom: number; height: number; select: number }[];
}

/** Where the cockpit and each row are on screen now. */
async function layout(page: Page, turnsLabel: string): Promise<Layout> {
  return page.evaluate((label) => {
    const turns = document.querySelector(`section[aria-label="${CSS.escape(label)}"]`)!;
    const cockpit = turns.parentElement!.getBoundingClientRect();
    const own = turns.getBoundingClientRect();
    const rows = [...document.querySelectorAll<HTMLLIElement>('li[data-sheet-id]')].map((row) => {
      const box = row.getBoundingClientRect();
      const select = row.querySelector('input[type="checkbox"]')!.closest('label')!.getBoundingClientRect();
      return { name: row.getAttribute('aria-label') ?? '', top: box.top, bottom: box.bottom, height: box.height, select: select.height };
    });
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      cockpit: { top: cockpit.top, bottom: cockpit.bottom },
      turns: { top: own.top, bottom: own.bottom },
      rows,
    };
  }, turnsLabel);
}

/** The rows wholly on screen and not under the cockpit. */
const rowsInView = (l: Layout) => l.rows.filter((row) => row.top >= l.cockpit.bottom - 0.5 && row.bottom <= l.viewport.height + 0.5);

async function inViewport(locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

/**
 * Scrolls the page: to its top (the header and the title in view), so that the list's first row
 * sits right under the stuck cockpit, or so that its last row sits at the bottom of the screen.
 */
async function scrollTo(page: Page, where: 'top' | 'list' | 'bottom', turnsLabel: string) {
  await page.evaluate(({ where: to, label }) => {
    const rows = document.querySelectorAll('li[data-sheet-id]');
    if (to === 'top') window.scrollTo(0, 0);
    else if (to === 'bottom') rows[rows.length - 1]!.scrollIntoView({ block: 'end' });
    else {
      const cockpit = document.querySelector(`section[aria-label="${CSS.escape(label)}"]`)!.parentElement!;
      window.scrollTo(0, rows[0]!.getBoundingClientRect().top + window.scrollY - cockpit.getBoundingClientRect().height - 4);
    }
  }, { where, label: turnsLabel });
  await settle(page);
}

describe.each(['pt-BR', 'cs'])('GM screen as a cockpit in %s (DESIGN.md 5)', (locale) => {
  let app: AppServer;
  let browser: Browser;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale, viewport: 'tablet' });
    const words = await lexicon(locale);
    g = (key, vars) => words(`gm:${key}`, vars);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('keeps the turn bar, the next turn and the death save in view over dense rows of one height', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();

    const form = page.getByRole('form', { name: g('quickAdd.title'), exact: true });
    const add = async (name: string, count: number, maxHp: number, role: 'minion' | 'character') => {
      await form.getByRole('textbox', { name: g('quickAdd.name'), exact: true }).fill(name);
      await form.getByRole('spinbutton', { name: g('quickAdd.count'), exact: true }).fill(String(count));
      await form.getByRole('spinbutton', { name: g('quickAdd.maxHp'), exact: true }).fill(String(maxHp));
      await form.getByRole('combobox', { name: g('quickAdd.role') }).selectOption(role);
      await form.getByRole('button', { name: g('quickAdd.submit', { count, name }), exact: true }).click();
      await page.getByRole('listitem', { name: count === 1 ? name : `${name} ${count}`, exact: true }).waitFor();
    };
    await add('Goblin', GOBLINS, 7, 'minion');
    await add('Aria', 1, 12, 'character');
    await add('Bruno', 1, 20, 'character');
    await page.getByRole('heading', { name: g('list.title', { count: COUNT }), exact: true }).waitFor();

    // Aria is dying and a goblin is dead; then the fight starts.
    const select = (name: string) => page.getByRole('checkbox', { name: g('row.select', { name }), exact: true });
    const damage = async (name: string, amount: number) => {
      // A tap on the row's name area, not on the box itself, selects the row.
      await page.getByRole('listitem', { name, exact: true }).getByText(name.replace(/ \d+$/, ''), { exact: true }).click();
      expect(await select(name).isChecked(), `${name} selected by a tap on its name`).toBe(true);
      const panel = page.getByRole('region', { name: g('group.title', { count: 1 }), exact: true });
      await panel.getByRole('spinbutton', { name: g('group.amount') }).fill(String(amount));
      await panel.getByRole('button', { name: g('group.apply.damage', { count: 1 }), exact: true }).click();
      await select(name).uncheck();
    };
    await damage('Aria', 12);
    await damage('Goblin 1', 7);
    await page.getByRole('listitem', { name: 'Goblin 1', exact: true }).getByText(g('status.dead'), { exact: true }).waitFor();
    await page.getByRole('button', { name: g('turn.start'), exact: true }).click();

    const next = page.getByRole('button', { name: g('turn.next'), exact: true });
    const turns = page.getByRole('region', { name: g('turn.label'), exact: true });
    const rollDeathSave = page.getByRole('button', { name: g('deathSave.roll'), exact: true });

    const check = async (when: string, dying: boolean) => {
      for (const { name: sizeName, size, rows } of SIZES) {
        await page.setViewportSize(size);
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          const at = `${when}, ${sizeName}, ${theme}`;
          for (const scroll of ['top', 'list', 'bottom'] as const) {
            await scrollTo(page, scroll, g('turn.label'));
            const where = `${at}, page scrolled to ${scroll}`;
            expect(await inViewport(turns), `turn bar in view: ${where}`).toBe(true);
            expect(await inViewport(next), `next turn in view: ${where}`).toBe(true);
            if (dying) expect(await inViewport(rollDeathSave), `death save roll in view: ${where}`).toBe(true);
            // Once the page is scrolled into the list (the header and title gone by), the rows fill the screen under the bar.
            if (scroll === 'top') continue;
            const l = await layout(page, g('turn.label'));
            expect(rowsInView(l).length, `rows in view with the bar: ${where} ${JSON.stringify(l.cockpit)}`).toBeGreaterThanOrEqual(rows);
          }
          // Every row the same height (a tie-break, a dead goblin, a dying character alike), each
          // selected by a target at least 44 px high.
          const l = await layout(page, g('turn.label'));
          expect(l.rows).toHaveLength(COUNT);
          const heights = new Set(l.rows.map((row) => Math.round(row.height)));
          expect([...heights], `row heights: ${at}`).toHaveLength(1);
          for (const row of l.rows) expect(row.select, `${row.name}'s select target: ${at}`).toBeGreaterThanOrEqual(44);
          // Every control in the cockpit and the rows is a touch target of 44×44 px or more.
          const small = await page.evaluate((label) => {
            const turnsRegion = document.querySelector(`section[aria-label="${CSS.escape(label)}"]`)!.parentElement!;
            const scopes = [turnsRegion, ...document.querySelectorAll('li[data-sheet-id]')];
            return scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>('button, a, select, input:not([type="checkbox"])')])
              .map((control) => ({ control, box: control.getBoundingClientRect() }))
              .filter(({ box }) => box.width > 0 && (box.width < 43.5 || box.height < 43.5))
              .map(({ control, box }) => `${control.getAttribute('aria-label') ?? control.textContent}: ${box.width}×${box.height}`);
          }, g('turn.label'));
          expect(small, `controls under 44 px: ${at}`).toEqual([]);
          expect(await horizontalOverflow(page), `sideways scroll: ${at}`).toBeLessThanOrEqual(0);
          expect(describeViolations(await runAxe(page)), `axe: ${at}`).toEqual([]);
          // What the GM sees in the fight: the screen, not the whole page (the bar is stuck over the list).
          await scrollTo(page, 'list', g('turn.label'));
          await screenshot(page, `gm-cockpit-${locale}-${when}-${sizeName}-${theme}`);
        }
      }
    };

    await check('fighting', false);

    // The turns go on until Aria's: her death save is asked in the cockpit, in view.
    const due = page.getByRole('heading', { name: /Aria/ });
    for (let turn = 0; turn < COUNT && (await due.count()) === 0; turn++) {
      await page.setViewportSize(VIEWPORTS.tablet);
      await next.click();
      await settle(page);
    }
    await due.waitFor();
    expect(await page.getByRole('listitem', { name: 'Aria', exact: true }).getAttribute('aria-current')).toBe('step');
    await check('death-save', true);

    // The die from the table goes in right there, under a tap on the line, and the prompt goes.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await due.getByRole('button').click();
    await page.getByRole('spinbutton', { name: g('deathSave.typed'), exact: true }).fill('14');
    await page.getByRole('button', { name: g('deathSave.record'), exact: true }).click();
    await due.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
