import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, describeViolations, horizontalOverflow, launchBrowser, replaceStorage, runAxe, screenshot,
  serveApp, type AppServer, type Browser,
} from './harness';
import { createSheet, lexicon, type Words } from './journey-kit';

// Issue 34, setting up a fight and showing it on a TV, in a real Chromium, in pt-BR and cs at
// 1024×768, 768×1024 and 390×844: the quick-add form says nothing is wrong before anything is
// typed; "Add existing sheets" with no sheets says there are none yet and how to make one;
// "Roll initiative" rolls for the GM's creatures only when the GM says so, its menu whole on
// screen; a typed initiative takes its place at once (Enter or leaving the field) before the
// fight, and not during it; the TV view (at its own 1920×1080) shows the players' HP as numbers
// and leaves out the dead the GM hides. Axe in light and dark.
const SIZES = [
  { name: 'landscape', size: VIEWPORTS.tablet },
  { name: 'portrait', size: TABLET_PORTRAIT },
  { name: 'phone', size: VIEWPORTS.phone },
] as const;
const TV = { width: 1920, height: 1080 };
const GOBLINS = ['Goblin 1', 'Goblin 2', 'Goblin 3'];

interface Box { x: number; y: number; width: number; height: number }
const within = (box: Box | null, size: { width: number; height: number }) =>
  !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;

describe.each(['pt-BR', 'cs'] as const)('setting up a fight and the TV view (%s)', (language) => {
  let app: AppServer;
  let browser: Browser;
  let w: Words;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: language, viewport: 'tablet' });
    w = await lexicon(language);
    page = browser.page;
    errors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const gmRow = (name: string) => page.getByRole('listitem', { name, exact: true });
  const turnBar = () => page.getByRole('region', { name: w('gm:turn.label'), exact: true });

  /** The rows of the turn order, top to bottom as drawn. */
  async function drawnOrder(): Promise<string[]> {
    const rows = await page.locator('li[data-sheet-id]').evaluateAll((items) => items.map((li) => ({ name: li.getAttribute('aria-label') ?? '', top: li.getBoundingClientRect().top })));
    return rows.sort((a, b) => a.top - b.top).map((row) => row.name);
  }

  async function expectAxeClean(where: string) {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(describeViolations(await runAxe(page)), `${where}, ${theme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  async function openFolded(title: string) {
    const folded = page.locator('details:not([open]) > summary').filter({ hasText: title });
    if ((await folded.count()) > 0) await folded.click();
  }

  async function expand(name: string): Promise<Locator> {
    const field = page.getByRole('spinbutton', { name: w('gm:row.initiative', { name }), exact: true });
    if ((await field.count()) === 0) await gmRow(name).getByRole('button', { name: w('gm:row.more', { name }), exact: true }).click();
    await field.waitFor();
    return field;
  }

  async function hit(name: string, amount: number) {
    await page.getByRole('checkbox', { name: w('gm:row.select', { name }), exact: true }).check();
    const panel = page.getByRole('region', { name: w('gm:group.title', { count: 1 }), exact: true });
    await panel.getByRole('radiogroup', { name: w('gm:group.modeLabel'), exact: true }).getByText(w('gm:group.modes.damage'), { exact: true }).click();
    await panel.getByRole('spinbutton', { name: w('gm:group.amount') }).fill(String(amount));
    await panel.getByRole('button', { name: w('gm:group.apply.damage', { count: 1 }), exact: true }).click();
    await panel.getByRole('status').getByText(w('gm:group.applied', { count: 1 }), { exact: true }).waitFor();
    const box = page.getByRole('checkbox', { name: w('gm:row.select', { name }), exact: true });
    if ((await box.count()) > 0 && (await box.isChecked())) await box.uncheck();
  }

  it.each(SIZES)('$name: quick-add and Add existing sheets say the right thing; initiative rolls and takes its place; the TV shows the players\' HP and hides the dead', async ({ name: size, size: viewport }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app.url}/`);
    await replaceStorage(page);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();

    // --- Quick-add, untouched: no reason, no invalid field; the button says what it needs.
    const quickAdd = page.getByRole('form', { name: w('gm:quickAdd.title'), exact: true });
    await openFolded(w('gm:quickAdd.title'));
    const submitNeeds = quickAdd.getByRole('button', { name: w('gm:quickAdd.submitNeeds'), exact: true });
    await submitNeeds.waitFor();
    expect(await submitNeeds.isDisabled()).toBe(true);
    expect(await quickAdd.getByTestId('quick-add-reasons').count()).toBe(0);
    expect(await quickAdd.getByText(w('gm:quickAdd.reasons.name'), { exact: true }).count()).toBe(0);
    expect(await quickAdd.locator('[aria-invalid="true"]').count()).toBe(0);

    // --- Add existing sheets, with none on this device: there are none yet, and the way to the list.
    await openFolded(w('gm:addSheets.title'));
    const noSheets = page.getByText(w('gm:setup.noSheets'), { exact: false });
    await noSheets.waitFor();
    expect(await page.getByText(w('gm:addSheets.none'), { exact: true }).count()).toBe(0);
    const toList = page.getByRole('link', { name: w('gm:setup.toSheetList'), exact: true });
    await toList.scrollIntoViewIfNeeded();
    expect(within(await toList.boundingBox(), viewport), `${size}: the way to the sheet list on screen`).toBe(true);
    expect((await toList.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(`${size}: no sheets yet`);

    // Two players' characters made in the sheet list, then added.
    await createSheet(page, w, { name: 'Aria', maxHp: 20 });
    await createSheet(page, w, { name: 'Bram', maxHp: 12 });
    await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();
    await openFolded(w('gm:addSheets.title'));
    for (const name of ['Aria', 'Bram']) await page.getByRole('checkbox', { name, exact: true }).check();
    await page.getByRole('button', { name: w('gm:addSheets.submit', { count: 2 }), exact: true }).click();
    await page.getByText(w('gm:addSheets.none'), { exact: true }).waitFor();
    expect(await page.getByText(w('gm:setup.noSheets'), { exact: false }).count()).toBe(0);

    // Three goblins quick-added.
    await openFolded(w('gm:quickAdd.title'));
    await quickAdd.getByRole('textbox', { name: w('gm:quickAdd.name'), exact: true }).fill('Goblin');
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.count'), exact: true }).fill('3');
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.maxHp'), exact: true }).fill('7');
    await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: 3, name: 'Goblin' }), exact: true }).click();
    await gmRow('Goblin 3').waitFor();
    // Added: the form starts afresh without a word of error.
    expect(await quickAdd.getByTestId('quick-add-reasons').count()).toBe(0);

    // --- Roll initiative: the menu (a popover) whole on screen under its button, for my creatures only.
    const menuButton = turnBar().getByRole('button', { name: w('gm:setup.rollFor.menu'), exact: true });
    await menuButton.scrollIntoViewIfNeeded();
    await menuButton.click();
    const choices = page.getByRole('group', { name: w('gm:setup.rollFor.legend'), exact: true });
    await choices.waitFor();
    const everyone = choices.getByRole('radio', { name: w('gm:setup.rollFor.everyone'), exact: true });
    const mine = choices.getByRole('radio', { name: w('gm:setup.rollFor.monsters'), exact: true });
    expect(await everyone.isChecked()).toBe(true);
    const menuBox = await choices.boundingBox();
    const buttonBox = await menuButton.boundingBox();
    expect(within(menuBox, viewport), `${size}: the menu whole on screen ${JSON.stringify(menuBox)}`).toBe(true);
    expect(menuBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);
    for (const choice of [everyone, mine]) {
      const label = await choice.locator('xpath=..').boundingBox();
      expect(label!.height, `${size}: a choice is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    expect((await menuButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAxeClean(`${size}: the roll menu open`);
    await screenshot(page, `gm-setup-roll-menu-${language}-${size}`);
    await mine.check();
    await choices.waitFor({ state: 'hidden' });
    const rollMine = turnBar().getByRole('button', { name: w('gm:setup.rollFor.button'), exact: true });
    await rollMine.click();
    // Every creature of the GM has one now: the button waits.
    await expect.poll(() => rollMine.isDisabled()).toBe(true);
    for (const name of GOBLINS) expect(await (await expand(name)).inputValue(), name).toMatch(/^\d+$/);
    for (const name of ['Aria', 'Bram']) expect(await (await expand(name)).inputValue(), name).toBe('');

    // --- A typed initiative takes its place: Enter keeps the focus in the field that moved.
    const aria = await expand('Aria');
    await aria.fill('25');
    await aria.press('Enter');
    await expect.poll(drawnOrder).toEqual(['Aria', ...(await drawnOrder()).filter((name) => name !== 'Aria')]);
    expect(await aria.evaluate((field) => field === document.activeElement), `${size}: the focus stays in Aria's field`).toBe(true);
    const ariaBox = await aria.boundingBox();
    expect(within(ariaBox, viewport), `${size}: Aria's field in view where her row went`).toBe(true);
    // Leaving the field commits it: 0 goes after every goblin (d20 + 0 is at least 1).
    const bram = await expand('Bram');
    await bram.fill('0');
    await bram.press('Tab');
    await expect.poll(async () => (await drawnOrder()).at(-1)).toBe('Bram');
    expect((await drawnOrder())[0]).toBe('Aria');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `gm-setup-order-${language}-${size}`);

    // --- The fight: the order stays; a changed initiative says so.
    await turnBar().getByRole('button', { name: w('gm:turn.start'), exact: true }).click();
    await turnBar().getByText(w('gm:turn.round', { round: 1 }), { exact: true }).waitFor();
    const fought = await drawnOrder();
    await bram.fill('30');
    await bram.press('Enter');
    await gmRow('Bram').getByText(w('gm:setup.initiativeKept'), { exact: true }).waitFor();
    expect(await drawnOrder()).toEqual(fought);

    // Aria takes 5; Goblin 1 dies; the GM hides the dead.
    await hit('Aria', 5);
    await hit('Goblin 1', 20);
    await page.getByRole('checkbox', { name: w('gm:list.hideOut'), exact: true }).check();
    await gmRow('Goblin 1').waitFor({ state: 'detached' });

    // --- The TV, at its own size: the players' HP as large numbers, the GM's creatures in words, the dead hidden.
    await page.setViewportSize(TV);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${app.url}/table?tv=true`);
    const tv = page.getByTestId('table-tv');
    await tv.getByTestId('table-turn').getByText(w('table:tv.turn', { name: 'Aria' }), { exact: true }).waitFor();
    // A name, followed by "Player" on the players' rows.
    const tvRow = (name: string) => tv.getByTestId('table-row').filter({ has: page.getByTestId('table-name').filter({ hasText: new RegExp(`^${name}(?!\\d)`) }) });
    const ariaHp = tvRow('Aria').getByTestId('table-hp');
    await ariaHp.getByText(w('table:page.hp', { current: 15, max: 20 }), { exact: true }).waitFor();
    await tvRow('Bram').getByTestId('table-hp').getByText(w('table:page.hp', { current: 12, max: 12 }), { exact: true }).waitFor();
    expect(parseFloat(await ariaHp.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
    for (const name of ['Aria', 'Bram']) await tvRow(name).getByText(w('table:page.player'), { exact: true }).waitFor();
    for (const name of ['Goblin 2', 'Goblin 3']) {
      expect(await tvRow(name).getByTestId('table-hp').count(), name).toBe(0);
      expect((await tvRow(name).textContent())?.replace(name, ''), name).not.toMatch(/\d/);
    }
    expect(await tvRow('Goblin 1').count()).toBe(0);
    expect(await tv.getByTestId('table-row').count()).toBe(4);
    for (const row of await tv.getByTestId('table-row').all()) expect(within(await row.boundingBox(), TV)).toBe(true);
    // Each player's HP bar as wide as the HP left.
    const fill = await ariaHp.locator('[aria-hidden] > span').evaluate((bar: HTMLElement) => bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width);
    expect(fill).toBeCloseTo(15 / 20, 2);
    await expectAxeClean(`${size}: the TV view`);
    await screenshot(page, `gm-setup-tv-${language}-${size}`);

    // Shown again on the GM screen: the dead come back on the TV too.
    await page.setViewportSize(viewport);
    await page.goto(`${app.url}/gm`);
    await page.getByRole('checkbox', { name: w('gm:list.hideOut'), exact: true }).uncheck();
    await page.goto(`${app.url}/table?tv=true`);
    await tvRow('Goblin 1').waitFor();
    expect(await tv.getByTestId('table-row').count()).toBe(5);
    expect(errors.filter((error) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(error))).toEqual([]);
  });
});
