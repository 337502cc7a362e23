import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, describeViolations, horizontalOverflow, launchBrowser, runAxe, screenshot, serveApp,
  type AppServer, type Browser,
} from './harness';
import { lexicon, literal, srdName, type Words } from './journey-kit';

// Issue 34, the GM's screen finished: what this turn asks for takes one line per item in the
// sticky block, which never takes more than a third of the screen, its buttons always whole in
// view; results go when the turn passes; the encounter menu fits on screen and closes on a tap
// outside and on Escape. Measured from bounding boxes in a real Chromium on a tablet both ways
// and on a phone, in pt-BR and cs, light and dark.
//
// Turn order as added: Goblin, Jana, Ogre.
//   Goblin  Poisoned for 1 round: the round is spent at the end of its turn, and it ends there.
//   Jana    a character at 0 HP: dying, her death save is asked at the start of her turn.
//   Ogre    concentrating on Bless, takes 5 damage: a concentration save (DC 10) is due until
//           it is recorded.
// So at Jana's turn the three are due at once; at the Ogre's turn its actions join the block.
const SIZES = [
  { name: 'tablet', size: VIEWPORTS.tablet },
  { name: 'portrait', size: TABLET_PORTRAIT },
  { name: 'phone', size: VIEWPORTS.phone },
] as const;
const THEMES = ['light', 'dark'] as const;
const SPELL = 'Bless';

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

interface Sticky {
  viewport: { width: number; height: number };
  block: { top: number; bottom: number; height: number };
  /** Buttons of the block not wholly inside both the viewport and the block's own visible box. */
  cut: string[];
  buttons: number;
}

/** The sticky block (the turn region's parent) and whether each of its buttons is whole in view. */
async function sticky(page: Page, turnsLabel: string, chipsLabel: string): Promise<Sticky> {
  return page.evaluate(({ label, chips }) => {
    const block = document.querySelector(`section[aria-label="${CSS.escape(label)}"]`)!.parentElement!;
    const own = block.getBoundingClientRect();
    // An action chip may be scrolled sideways out of its one-line strip: that is not cut, the strip scrolls.
    const buttons = [...block.querySelectorAll<HTMLElement>('button, summary')]
      .filter((b) => b.getClientRects().length > 0 && !b.closest(`ul[aria-label="${CSS.escape(chips)}"]`));
    const cut = buttons.flatMap((button) => {
      const box = button.getBoundingClientRect();
      const inside = box.top >= Math.max(0, own.top) - 0.5 && box.bottom <= Math.min(window.innerHeight, own.bottom) + 0.5
        && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
      return inside ? [] : [`${button.getAttribute('aria-label') ?? button.textContent}: ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`];
    });
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      block: { top: own.top, bottom: own.bottom, height: own.height },
      cut,
      buttons: buttons.length,
    };
  }, { label: turnsLabel, chips: chipsLabel });
}

/** The tops of the action chips under the turn bar: one line when they are all the same. */
async function chipLines(page: Page, chipsLabel: string): Promise<number> {
  return page.evaluate((chips) => new Set([...document.querySelectorAll(`ul[aria-label="${CSS.escape(chips)}"] > li`)]
    .map((li) => Math.round(li.getBoundingClientRect().top))).size, chipsLabel);
}

/** Scrolls so the list's first row is under the stuck block: the screen a GM sees mid-fight. */
async function scrollToList(page: Page) {
  await page.evaluate(() => {
    const first = document.querySelector('li[data-sheet-id]')!;
    window.scrollTo(0, first.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3 - 8);
  });
  await settle(page);
}

async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

describe.each(['pt-BR', 'cs'])('GM screen: the sticky block and the encounter menu in %s (issue 34)', (locale) => {
  let app: AppServer;
  let browser: Browser;
  let w: Words;
  let g: Words;
  // The Ogre as quick-add names it in this language (scripts/srd/names/).
  const OGRE = srdName(locale, 'srd:ogre');

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale, viewport: 'tablet' });
    const words = await lexicon(locale);
    w = (key, vars) => words(key, vars).replace(/\$t\(([^)]+)\)/g, (_, nested: string) => w(nested));
    g = (key, vars) => w(`gm:${key}`, vars);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('keeps a death save, a concentration save and an ended condition to a third of the screen, buttons whole, and the menu on screen', async () => {
    const { page } = browser;
    page.setDefaultTimeout(15_000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();

    const row = (name: string) => page.getByRole('listitem', { name, exact: true });
    const quickAdd = page.getByRole('form', { name: g('quickAdd.title'), exact: true });
    const add = async (name: string, maxHp: number, role: 'minion' | 'character') => {
      await quickAdd.getByRole('textbox', { name: g('quickAdd.name'), exact: true }).fill(name);
      await quickAdd.getByRole('spinbutton', { name: g('quickAdd.count'), exact: true }).fill('1');
      await quickAdd.getByRole('spinbutton', { name: g('quickAdd.maxHp'), exact: true }).fill(String(maxHp));
      await quickAdd.getByRole('combobox', { name: g('quickAdd.role') }).selectOption(role);
      await quickAdd.getByRole('button', { name: g('quickAdd.submit', { count: 1, name }), exact: true }).click();
      await row(name).waitFor();
    };
    await add('Goblin', 7, 'minion');
    await add('Jana', 12, 'character');
    // The Ogre from the SRD library: its actions sit under the turn bar at its turn.
    await quickAdd.getByRole('combobox', { name: g('library.search'), exact: true }).fill('ogre');
    await quickAdd.getByRole('listbox', { name: g('library.resultsLabel'), exact: true }).getByRole('option')
      .filter({ has: page.getByText(OGRE, { exact: true }) }).click();
    await quickAdd.getByText(g('library.fromSrd', { name: OGRE }), { exact: true }).waitFor();
    await quickAdd.getByRole('button', { name: g('quickAdd.submit', { count: 1, name: OGRE }), exact: true }).click();
    await row(OGRE).waitFor();

    // The Goblin Poisoned for one round; the Ogre concentrating on Bless.
    const panelOf = async (name: string) => {
      await row(name).getByRole('button', { name: g('row.more', { name }), exact: true }).click();
      const panel = page.getByRole('region', { name: g('row.conditionsOf', { name }), exact: true });
      await panel.waitFor();
      return panel;
    };
    const goblin = await panelOf('Goblin');
    const poisoned = w('rules:conditions.poisoned');
    await goblin.getByRole('combobox', { name: w('sheet:conditionForm.condition'), exact: true }).selectOption({ label: poisoned });
    await goblin.getByRole('radio', { name: w('sheet:conditionForm.kinds.rounds'), exact: true }).check();
    await goblin.getByRole('spinbutton', { name: w('sheet:conditionForm.rounds'), exact: true }).fill('1');
    await goblin.getByRole('button', { name: w('sheet:conditionForm.add', { condition: poisoned }), exact: true }).click();
    await row('Goblin').getByRole('button', { name: g('row.more', { name: 'Goblin' }), exact: true }).click();
    const ogre = await panelOf(OGRE);
    await ogre.getByRole('textbox', { name: w('sheet:concentration.field', locale === 'pt-BR' ? { context: 'databook' } : {}), exact: true }).fill(SPELL);
    await ogre.getByRole('button', { name: w('sheet:concentration.start'), exact: true }).click();
    await row(OGRE).getByText(w('rules:concentration.label', { on: SPELL }), { exact: true }).waitFor();
    await row(OGRE).getByRole('button', { name: g('row.more', { name: OGRE }), exact: true }).click();

    // Jana to 0 HP, 5 damage to the Ogre: a concentration save (DC 10) is due.
    const select = (name: string) => page.getByRole('checkbox', { name: g('row.select', { name }), exact: true });
    const damage = async (name: string, amount: number) => {
      await select(name).check();
      const panel = page.getByRole('region', { name: g('group.title', { count: 1 }), exact: true });
      await panel.getByRole('spinbutton', { name: g('group.amount') }).fill(String(amount));
      await panel.getByRole('button', { name: g('group.apply.damage', { count: 1 }), exact: true }).click();
      await select(name).uncheck();
    };
    await damage('Jana', 12);
    await damage(OGRE, 5);
    const concentrationSave = g('prompts.concentrationSave', {
      name: OGRE, concentration: w('rules:concentration.label', { on: SPELL }), save: w('rules:concentration.saveDue', { dc: 10 }),
    });

    const turns = g('turn.label');
    const next = page.getByRole('button', { name: g('turn.next'), exact: true });
    await page.getByRole('button', { name: g('turn.start'), exact: true }).click();
    await page.locator('li[aria-current="step"][aria-label="Goblin"]').waitFor();
    await next.click();
    await page.locator('li[aria-current="step"][aria-label="Jana"]').waitFor();
    const deathSave = page.getByRole('heading', { name: g('deathSave.due_databook', { name: 'Jana' }) }).or(page.getByRole('heading', { name: g('deathSave.due', { name: 'Jana' }) }));
    await deathSave.waitFor();
    const ended = g('turn.ended', { list: g('turn.endedItem', { condition: poisoned, name: 'Goblin' }) });
    await page.getByText(ended, { exact: true }).waitFor();

    const block = page.locator(`section[aria-label="${turns}"]`).locator('..');
    const inBlock = async (locator: Locator): Promise<boolean> => {
      const [box, own] = await Promise.all([locator.boundingBox(), block.boundingBox()]);
      return !!box && !!own && box.y >= own.y - 0.5 && box.y + box.height <= own.y + own.height + 0.5;
    };
    const concentrationLine = page.getByRole('button', { name: concentrationSave, exact: true });
    const endedLine = block.getByText(ended, { exact: true });
    const chips = g('actions.listLabel');

    /** At every size and theme: the block within a third of the screen, every button whole in view, no sideways scroll, axe. */
    const measure = async (when: string, expectations: (at: string) => Promise<void>) => {
      for (const { name: sizeName, size } of SIZES) {
        await page.setViewportSize(size);
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await scrollToList(page);
          const at = `${when}, ${sizeName}, ${theme}`;
          const s = await sticky(page, turns, chips);
          expect(s.block.height, `sticky block height: ${at}`).toBeLessThanOrEqual(s.viewport.height / 3 + 0.5);
          expect(s.cut, `buttons cut off: ${at}`).toEqual([]);
          expect(s.buttons, `buttons in the block: ${at}`).toBeGreaterThan(3);
          await expectations(at);
          expect(await horizontalOverflow(page), `sideways scroll: ${at}`).toBeLessThanOrEqual(0);
          expect(describeViolations(await runAxe(page)), `axe: ${at}`).toEqual([]);
          await screenshot(page, `gm-sticky-${locale}-${when}-${sizeName}-${theme}`);
        }
      }
    };

    // Jana's turn: her death save, the Ogre's concentration save and the Goblin's Poisoned that ended.
    await measure('three-due', async (at) => {
      for (const [what, locator] of [['death save', deathSave], ['concentration save', concentrationLine], ['ended condition', endedLine]] as const) {
        expect(await inViewport(locator) && await inBlock(locator), `${what} in view in the block: ${at}`).toBe(true);
      }
    });

    // Opened on a phone, the concentration save scrolls inside the block, which stays a third of the screen.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: 'light' });
    await scrollToList(page);
    await concentrationLine.click();
    const form = page.getByRole('form', { name: concentrationSave, exact: true });
    const record = form.getByRole('button', { name: w('sheet:saves.record'), exact: true });
    await record.waitFor();
    let s = await sticky(page, turns, chips);
    expect(s.block.height, 'opened: sticky block height').toBeLessThanOrEqual(s.viewport.height / 3 + 0.5);
    await record.scrollIntoViewIfNeeded();
    expect(await inViewport(record) && await inBlock(record), 'opened: Record scrolled into view inside the block').toBe(true);
    await form.getByRole('spinbutton', { name: w('sheet:saves.typed'), exact: true }).fill('15');
    await record.click();
    await concentrationLine.waitFor({ state: 'detached' });
    const concentrationResult = block.getByRole('status').getByText(new RegExp(`^${literal(OGRE).source}: 15 `));
    await concentrationResult.waitFor();

    // The death save rolled from its line: the result is said, on one line, until the turn passes.
    await page.setViewportSize(VIEWPORTS.tablet);
    await deathSave.locator('..').getByRole('button', { name: g('deathSave.roll'), exact: true }).click();
    await deathSave.waitFor({ state: 'detached' });
    // Jana says no gender: the line that needs none ("Jana: padlo 4, …" in Czech).
    const [before, after] = g('deathSave.outcome', { name: 'Jana', roll: 99, result: '' }).split('99');
    const deathResult = block.getByRole('status').getByText(new RegExp(`^${literal(before!).source}\\d+${literal(after!).source}`));
    await deathResult.waitFor();
    s = await sticky(page, turns, chips);
    expect(s.block.height, 'results: sticky block height').toBeLessThanOrEqual(s.viewport.height / 3 + 0.5);

    // The Ogre's turn: the results of Jana's are gone; its actions keep to one line under the bar.
    await next.click();
    await page.locator(`li[aria-current="step"][aria-label="${OGRE}"]`).waitFor();
    await deathResult.waitFor({ state: 'detached' });
    await concentrationResult.waitFor({ state: 'detached' });
    await block.getByRole('list', { name: chips, exact: true }).waitFor();
    await measure('monster-turn', async (at) => {
      expect(await chipLines(page, chips), `actions on one line: ${at}`).toBe(1);
    });

    // The encounter menu: on screen at every size, no sideways scroll; a tap outside and Escape close it.
    const menuButton = page.locator('summary').filter({ hasText: g('encounter.menu', { name: g('encounter.defaultName', { n: 1 }) }) });
    const menu = menuButton.locator('xpath=following-sibling::div');
    const title = page.getByRole('heading', { level: 1, name: g('title'), exact: true });
    for (const { name: sizeName, size } of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await menuButton.click();
      await menu.waitFor();
      // Measured as painted: the menu places itself again, before the frame, once its size settles.
      await settle(page);
      const remove = menu.getByRole('button', { name: g('encounter.delete'), exact: true });
      expect(await horizontalOverflow(page), `menu open, sideways scroll: ${sizeName}`).toBeLessThanOrEqual(0);
      expect(await inViewport(menu), `menu inside the viewport: ${sizeName}`).toBe(true);
      expect(await inViewport(remove), `delete inside the viewport: ${sizeName}`).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await menuButton.evaluate((el) => el === document.activeElement), `Escape gives the focus back: ${sizeName}`).toBe(true);
      await menuButton.click();
      await menu.waitFor();
      // As a user taps outside: once the menu has been painted open (its toggle handled).
      await settle(page);
      const box = (await title.boundingBox())!;
      await page.mouse.click(box.x + 4, box.y + box.height / 2);
      await menu.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
  });
});
