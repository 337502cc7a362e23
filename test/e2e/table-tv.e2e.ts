import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS, collectConsoleErrors, describeViolations, freePort, horizontalOverflow, launchBrowser, runAxe, screenshot, serveApp, type AppServer, type Browser } from './harness';
import { lexicon, type Words } from './journey-kit';

// The table view on a television (principle 9 of the design: read from three metres, large
// type, HP bars and state icons, the current turn unmistakable, nothing to tap), measured in a
// real Chromium at 1920×1080. A GM's laptop with a TV as its second screen opens
// /table?tv=true on the same device: no shared table is needed for the GM's own encounter (its
// creatures' HP hidden), and a table started with no one else at it (its signaling server a
// closed local port) shows exact HP once the GM chooses to.
const TV = { width: 1920, height: 1080 };
/** Large enough to read from three metres at 1920 px (the task's floor for names and HP). */
const MIN_FONT_PX = 32;

/** Twelve creatures: a usual fight, long names included. */
const BATCHES = [
  { base: 'Goblin', count: 4, maxHp: 7, minion: true },
  { base: 'Cultista Encapuzado', count: 3, maxHp: 9, minion: false },
  { base: 'Lobo', count: 2, maxHp: 11, minion: false },
  { base: 'Ogro', count: 1, maxHp: 59, minion: false },
  { base: 'Guardião Ancestral da Cripta', count: 2, maxHp: 40, minion: false },
];
const TOTAL = BATCHES.reduce((sum, batch) => sum + batch.count, 0);

interface RowBox {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  nameFont: number;
  hpFont: number | null;
  current: boolean;
}

/** Every row of the TV view, with its box in the viewport and the size of its name and HP. */
async function tvRows(page: Page): Promise<RowBox[]> {
  return page.getByTestId('table-tv').getByTestId('table-row').evaluateAll((rows) => rows.map((row) => {
    const box = row.getBoundingClientRect();
    const name = row.querySelector('[data-testid="table-name"]')!;
    const hp = row.querySelector('[data-testid="table-hp"]');
    return {
      name: name.firstChild?.textContent ?? '',
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      nameFont: parseFloat(getComputedStyle(name).fontSize),
      hpFont: hp ? parseFloat(getComputedStyle(hp).fontSize) : null,
      current: row.getAttribute('aria-current') === 'step',
    };
  }));
}

const inView = (row: RowBox) => row.top >= 0 && row.bottom <= TV.height && row.left >= 0 && row.right <= TV.width;

async function shoot(page: Page, name: string) {
  await screenshot(page, name);
}

describe('the table view on a TV at 1920×1080 (pt-BR)', () => {
  let app: AppServer;
  let browser: Browser;
  let w: Words;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: 'pt-BR', viewport: 'tablet' });
    w = await lexicon('pt-BR');
    page = browser.page;
    errors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const gmRow = (name: string) => page.getByRole('listitem', { name, exact: true });

  async function quickAdd(base: string, count: number, maxHp: number, minion: boolean) {
    // With creatures in the encounter the form sits folded under its title.
    const folded = page.locator('details:not([open]) > summary').filter({ hasText: w('gm:quickAdd.title') });
    if ((await folded.count()) > 0) await folded.click();
    const form = page.getByRole('form', { name: w('gm:quickAdd.title'), exact: true });
    await form.getByRole('textbox', { name: w('gm:quickAdd.name'), exact: true }).fill(base);
    await form.getByRole('spinbutton', { name: w('gm:quickAdd.count'), exact: true }).fill(String(count));
    await form.getByRole('spinbutton', { name: w('gm:quickAdd.maxHp'), exact: true }).fill(String(maxHp));
    await form.getByRole('combobox', { name: w('gm:quickAdd.role'), exact: true }).selectOption(minion ? 'minion' : 'character');
    await form.getByRole('button', { name: w('gm:quickAdd.submit', { count, name: base }), exact: true }).click();
    await gmRow(count === 1 ? base : `${base} ${count}`).waitFor();
  }

  async function hit(names: string[], amount: number) {
    for (const name of names) await page.getByRole('checkbox', { name: w('gm:row.select', { name }), exact: true }).check();
    const panel = page.getByRole('region', { name: w('gm:group.title', { count: names.length }), exact: true });
    await panel.getByRole('radiogroup', { name: w('gm:group.modeLabel'), exact: true }).getByText(w('gm:group.modes.damage'), { exact: true }).click();
    await panel.getByRole('spinbutton', { name: w('gm:group.amount') }).fill(String(amount));
    await panel.getByRole('button', { name: w('gm:group.apply.damage', { count: names.length }), exact: true }).click();
    await panel.getByRole('status').getByText(w('gm:group.applied', { count: names.length }), { exact: true }).waitFor();
    for (const name of names) {
      const box = page.getByRole('checkbox', { name: w('gm:row.select', { name }), exact: true });
      if ((await box.count()) > 0 && (await box.isChecked())) await box.uncheck();
    }
  }

  async function giveCondition(name: string, condition: string) {
    // Conditions are given from the row's expanded part.
    const toggle = gmRow(name).getByRole('button', { name: w('gm:row.more', { name }), exact: true });
    await toggle.click();
    const panel = page.getByRole('region', { name: w('gm:row.conditionsOf', { name }), exact: true });
    const label = w(`rules:conditions.${condition}`);
    await panel.getByRole('combobox', { name: w('sheet:conditionForm.condition'), exact: true }).selectOption({ label });
    await panel.getByRole('button', { name: w('sheet:conditionForm.add', { condition: label }), exact: true }).click();
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
  }

  async function nextTurns(count: number) {
    for (let i = 0; i < count; i++) await page.getByRole('button', { name: w('gm:turn.next'), exact: true }).click();
  }

  /** The checks of the task: every row in view (or the current one, for a long list), names and HP large, the turn marked. */
  async function expectReadable(rows: RowBox[], where: string, everyRowInView: boolean) {
    for (const row of rows) {
      if (everyRowInView) expect(inView(row), `${where}: ${row.name} in view ${JSON.stringify(row)}`).toBe(true);
      expect(row.nameFont, `${where}: ${row.name}'s name`).toBeGreaterThanOrEqual(MIN_FONT_PX);
      if (row.hpFont !== null) expect(row.hpFont, `${where}: ${row.name}'s HP`).toBeGreaterThanOrEqual(MIN_FONT_PX);
    }
    const current = rows.filter((row) => row.current);
    expect(current, where).toHaveLength(1);
    expect(inView(current[0]!), `${where}: the current turn in view ${JSON.stringify(current[0])}`).toBe(true);
    // Nothing scrolls sideways.
    expect(await page.getByTestId('table-tv').evaluate((tv) => tv.scrollWidth - tv.clientWidth), where).toBeLessThanOrEqual(0);
  }

  async function expectAxeClean(where: string) {
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(describeViolations(await runAxe(page)), `${where}, ${theme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
  }

  it('a usual fight of twelve fits the screen: large names, states in words and icons, the current turn marked', async () => {
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();
    for (const { base, count, maxHp, minion } of BATCHES) await quickAdd(base, count, maxHp, minion);
    await hit(['Goblin 1', 'Goblin 2'], 4);
    await hit(['Goblin 3'], 9);
    await hit(['Ogro'], 31);
    await hit(['Cultista Encapuzado 1'], 3);
    await giveCondition('Ogro', 'prone');
    await giveCondition('Lobo 2', 'frightened');
    await giveCondition('Lobo 2', 'poisoned');
    await page.getByRole('button', { name: w('gm:turn.start'), exact: true }).click();
    // Four creatures have acted (the dead goblin's turn is passed over): the second cultist's turn.
    await nextTurns(4);

    // The table page offers this device's encounter for a TV; the TV is 1920×1080.
    await page.setViewportSize(TV);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${app.url}/table`);
    await page.getByRole('link', { name: w('table:tv.openLocal'), exact: true }).click();
    const tv = page.getByTestId('table-tv');
    await tv.getByTestId('table-turn').getByText(w('table:tv.turn', { name: 'Cultista Encapuzado 2' }), { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?tv=true');
    await tv.getByText(w('table:tv.round', { round: 1 }), { exact: true }).waitFor();

    const rows = await tvRows(page);
    expect(rows.map((row) => row.name)).toHaveLength(TOTAL);
    await expectReadable(rows, 'twelve creatures', true);
    expect(rows.find((row) => row.current)?.name).toBe('Cultista Encapuzado 2');
    // The GM's creatures: words and icons, never HP.
    expect(await tv.getByTestId('table-hp').count()).toBe(0);
    const row = (name: string) => tv.getByTestId('table-row').filter({ has: page.getByTestId('table-name').getByText(name, { exact: true }) });
    const expectState = async (name: string, state: string) => {
      const element = row(name).getByTestId('table-state');
      await element.getByText(w(`table:page.states.${state}`), { exact: true }).waitFor();
      expect(await element.locator('svg').count(), `${name}: an icon with its state`).toBe(1);
    };
    await expectState('Goblin 1', 'bloodied');
    await expectState('Goblin 3', 'dead');
    await expectState('Ogro', 'bloodied');
    await expectState('Cultista Encapuzado 1', 'hurt');
    await expectState('Lobo 1', 'unhurt');
    expect(await row('Ogro').textContent()).not.toMatch(/\d/);
    // Conditions: an icon with each name.
    for (const [name, condition] of [['Ogro', 'prone'], ['Lobo 2', 'frightened'], ['Lobo 2', 'poisoned']] as const) {
      const chip = row(name).getByTestId('table-condition').filter({ hasText: w(`rules:conditions.${condition}`) });
      expect(await chip.locator('svg').count(), `${name}: ${condition}`).toBe(1);
    }
    // Nothing to tap but the small way back.
    expect(await tv.getByRole('button').count()).toBe(0);
    expect(await tv.getByRole('link').count()).toBe(1);
    await expectAxeClean('twelve creatures');
    await shoot(page, 'table-tv-1920-local');

    // The same view on a phone and a tablet: it wraps, nothing scrolls sideways, the turn stays in view.
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expect.poll(async () => (await tvRows(page)).find((row) => row.current)?.bottom ?? Infinity).toBeLessThanOrEqual(viewport.height);
      expect(await tv.evaluate((element) => element.scrollWidth - element.clientWidth), size).toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page), size).toBeLessThanOrEqual(0);
      await expectAxeClean(`twelve creatures, ${size}`);
      await shoot(page, `table-tv-${size}`);
    }
    await page.setViewportSize(TV);
  });

  it('a longer list scrolls the current turn into view', async () => {
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();
    await quickAdd('Esqueleto', 12, 13, true);
    // From the sixth to the twenty-third of twenty-four.
    await nextTurns(17);
    await page.goto(`${app.url}/table?tv=true`);
    const tv = page.getByTestId('table-tv');
    await tv.getByTestId('table-turn').getByText(w('table:tv.turn', { name: 'Esqueleto 11' }), { exact: true }).waitFor();
    await expect.poll(async () => (await tvRows(page)).find((row) => row.current && inView(row))?.name).toBe('Esqueleto 11');
    const rows = await tvRows(page);
    expect(rows).toHaveLength(TOTAL + 12);
    expect(rows.filter(inView).length, 'at least a usual table fits').toBeGreaterThanOrEqual(TOTAL);
    await expectReadable(rows, 'twenty-four creatures', false);
    // The round and whose turn stay in view above the list.
    const turn = await tv.getByTestId('table-turn').boundingBox();
    expect(turn && turn.y >= 0 && turn.y + turn.height <= TV.height).toBe(true);
    await shoot(page, 'table-tv-1920-long');
    // Escape, or the link, goes back to the ordinary page.
    await page.keyboard.press('Escape');
    await tv.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  it('at a shared table with exact HP shown: HP as large numbers and bars', async () => {
    // A table with no one else at it: the signaling server is a closed local port.
    await page.goto(`${app.url}/settings`);
    const signaling = page.getByRole('textbox', { name: w('table:settings.signaling.label'), exact: true });
    await signaling.fill(`ws://127.0.0.1:${await freePort()}`);
    await page.getByRole('button', { name: w('table:settings.save'), exact: true }).first().click();
    await page.getByText(w('table:settings.saved'), { exact: true }).first().waitFor();
    await page.goto(`${app.url}/gm`);
    await page.getByRole('button', { name: w('table:start.button'), exact: true }).click();
    await page.getByRole('dialog', { name: w('table:start.title') }).getByRole('button', { name: w('table:start.submit'), exact: true }).click();
    await page.getByRole('dialog', { name: w('table:invite.title') }).getByRole('button', { name: w('table:invite.done'), exact: true }).click();
    await page.getByRole('link', { name: w('table:bar.view'), exact: true }).click();
    await page.getByRole('checkbox', { name: w('table:page.showNumbers'), exact: true }).check();
    await page.getByRole('link', { name: w('table:tv.open'), exact: true }).click();
    const tv = page.getByTestId('table-tv');
    await expect.poll(() => tv.getByTestId('table-hp').count()).toBe(TOTAL + 12);
    await tv.getByTestId('table-row').filter({ hasText: 'Ogro' }).getByTestId('table-hp').getByText(w('table:page.hp', { current: 28, max: 59 }), { exact: true }).waitFor();
    const rows = await tvRows(page);
    await expectReadable(rows, 'at a table, numbers shown', false);
    // Each HP bar is drawn, as wide as the HP left.
    const bar = async (name: string) => tv.getByTestId('table-row').filter({ hasText: name }).getByTestId('table-hp').locator('[aria-hidden] > span')
      .evaluate((fill: HTMLElement) => fill.getBoundingClientRect().width / fill.parentElement!.getBoundingClientRect().width);
    expect(await bar('Ogro')).toBeCloseTo(28 / 59, 2);
    expect(await bar('Goblin 3')).toBe(0);
    await expectAxeClean('at a table, numbers shown');
    // A usual table still fits with every creature's HP and bar shown.
    await tv.evaluate((element) => element.scrollTo(0, 0));
    expect((await tvRows(page)).filter(inView).length).toBeGreaterThanOrEqual(TOTAL);
    await shoot(page, 'table-tv-1920-numbers');

    // Back on the ordinary page (a phone at the table): the same rows, states with their icons, axe clean.
    await page.keyboard.press('Escape');
    await tv.waitFor({ state: 'detached' });
    await page.setViewportSize(VIEWPORTS.phone);
    const now = page.getByTestId('table-now');
    await now.waitFor();
    expect(await page.locator('li[aria-current="step"]').getByTestId('table-now').count()).toBe(1);
    expect(await page.getByTestId('table-row').filter({ hasText: 'Ogro' }).getByTestId('table-state').locator('svg').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAxeClean('the ordinary page at a table, phone');
    await now.scrollIntoViewIfNeeded();
    await shoot(page, 'table-page-phone');
    expect(errors.filter((error) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(error))).toEqual([]);
  });
});

