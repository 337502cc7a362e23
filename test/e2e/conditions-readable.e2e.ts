import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, describeViolations, horizontalOverflow, launchBrowser, runAxe, screenshot, serveApp,
  type AppServer, type Browser,
} from './harness';
import { lexicon, type Words } from './journey-kit';

// Issue 34 "The GM's screen, finished", in a real Chromium, pt-BR and cs, at 1024×768, 768×1024
// and 390×844, light and dark: a condition reads without hover on the GM's row (its word and
// the rounds left, "Amedrontado 2", inside the row and the screen, not cut), a tap opens it;
// the sheet's header says it as a badge with its word; and when the caster drops to 0 HP the
// condition her concentration sustained ends, said in the turn bar. Axe clean throughout.
const SIZES = [
  { name: 'tablet', size: VIEWPORTS.tablet },
  { name: 'portrait', size: TABLET_PORTRAIT },
  { name: 'phone', size: VIEWPORTS.phone },
] as const;
const THEMES = ['light', 'dark'] as const;
const SPELL = { 'pt-BR': 'Causar Medo', cs: 'Způsobení strachu' } as const;

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

interface Box { top: number; bottom: number; left: number; right: number; width: number; height: number }

/** Where an element is on screen, and whether any text inside it is cut (wider than its box). */
async function boxOf(locator: Locator): Promise<Box & { cut: boolean; viewport: { width: number; height: number } }> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
    // Text for screen readers only (.sr-only) is clipped on purpose.
    const cut = [element, ...element.querySelectorAll('*')].some((e) =>
      !e.classList.contains('sr-only') && e.scrollWidth > e.clientWidth + 0.5 && getComputedStyle(e).overflow !== 'visible');
    return { top, bottom, left, right, width, height, cut, viewport: { width: window.innerWidth, height: window.innerHeight } };
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

describe.each(['pt-BR', 'cs'] as const)('conditions you can read, and sustained by a concentration, in %s (issue 34)', (locale) => {
  let app: AppServer;
  let browser: Browser;
  let w: Words;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale, viewport: 'tablet' });
    w = await lexicon(locale);
    g = (key, vars) => w(`gm:${key}`, vars);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the row says "Frightened 2" in view at every size, a tap opens it, the sheet\'s header says it, and it ends with Kaito\'s concentration', async () => {
    const { page } = browser;
    const errors = collectConsoleErrors(page);
    const spell = SPELL[locale];
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();

    const form = page.getByRole('form', { name: g('quickAdd.title'), exact: true });
    for (const [name, maxHp, role] of [['Kaito', 20, 'character'], ['Ogro', 59, 'minion']] as const) {
      await form.getByRole('textbox', { name: g('quickAdd.name'), exact: true }).fill(name);
      await form.getByRole('spinbutton', { name: g('quickAdd.count'), exact: true }).fill('1');
      await form.getByRole('spinbutton', { name: g('quickAdd.maxHp'), exact: true }).fill(String(maxHp));
      await form.getByRole('combobox', { name: g('quickAdd.role') }).selectOption(role);
      await form.getByRole('button', { name: g('quickAdd.submit', { count: 1, name }), exact: true }).click();
      await page.getByRole('listitem', { name, exact: true }).waitFor();
    }
    const row = (name: string) => page.getByRole('listitem', { name, exact: true });
    const more = (name: string) => row(name).getByRole('button', { name: g('row.more', { name }), exact: true });
    const panelOf = (name: string) => page.getByRole('region', { name: g('row.conditionsOf', { name }), exact: true });

    // Kaito concentrates on Cause Fear, from her row.
    await more('Kaito').click();
    await panelOf('Kaito').getByRole('textbox', { name: w('sheet:concentration.field', locale === 'pt-BR' ? { context: 'databook' } : {}), exact: true }).fill(spell);
    await panelOf('Kaito').getByRole('button', { name: w('sheet:concentration.start'), exact: true }).click();
    await row('Kaito').getByRole('img', { name: w('rules:concentration.label', { on: spell }), exact: true }).waitFor();
    await more('Kaito').click();

    // The Ogre: Frightened, a Wisdom save DC 13 at the end of each turn, for at most 2 rounds, sustained by Kaito.
    const frightened = w('rules:conditions.frightened');
    await more('Ogro').click();
    const panel = panelOf('Ogro');
    await panel.getByRole('combobox', { name: w('sheet:conditionForm.condition'), exact: true }).selectOption({ label: frightened });
    await panel.getByRole('radio', { name: w('sheet:conditionForm.kinds.save'), exact: true }).check();
    await panel.getByRole('combobox', { name: w('sheet:conditionForm.ability'), exact: true }).selectOption({ label: w('rules:abilities.wis') });
    await panel.getByRole('spinbutton', { name: w('sheet:conditionForm.dc'), exact: true }).fill('13');
    await panel.getByRole('checkbox', { name: w('sheet:sustain.limit'), exact: true }).check();
    await panel.getByRole('spinbutton', { name: w('sheet:conditionForm.rounds'), exact: true }).fill('2');
    await panel.getByRole('combobox', { name: w('sheet:sustain.field'), exact: true }).selectOption({ label: w('sheet:sustain.option', { holder: 'Kaito', on: spell }) });
    await panel.getByRole('button', { name: w('sheet:conditionForm.add', { condition: frightened }), exact: true }).click();
    await more('Ogro').click();
    await panel.waitFor({ state: 'detached' });

    const lasts = w('rules:conditionDurations.saveRounds', { ability: w('rules:abilities.wis'), dc: 13, count: 2 });
    const badge = row('Ogro').getByRole('button', { name: `${frightened} 2 ${w('sheet:conditionDetails.aside', { lasts })}`, exact: true });
    expect(await badge.getByText('2', { exact: true }).isVisible()).toBe(true);

    // The badge on the row, whatever word the width lets it show.
    const onRow = row('Ogro').locator('button[data-condition="frightened"]');
    for (const { name: sizeName, size } of SIZES) {
      await page.setViewportSize(size);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        const at = `${sizeName}, ${theme}`;
        await row('Ogro').scrollIntoViewIfNeeded();
        await settle(page);
        // The word and the rounds: inside the row, inside the screen, nothing cut, a 44 px target.
        const b = await boxOf(onRow);
        const r = await boxOf(row('Ogro'));
        expect(inside(b, r), `badge inside the row: ${at} ${JSON.stringify({ b, r })}`).toBe(true);
        expect(inside(b, { top: 0, left: 0, bottom: b.viewport.height, right: b.viewport.width, width: 0, height: 0 }), `badge on screen: ${at}`).toBe(true);
        expect(b.cut, `badge text cut: ${at}`).toBe(false);
        expect(Math.min(b.width, b.height), `badge target: ${at}`).toBeGreaterThanOrEqual(43.5);
        // A phone's row says the short word ("Amedr. 2"), a tablet's the whole word.
        const shown = sizeName === 'phone' ? w('rules:conditionShort.frightened') : frightened;
        expect(await onRow.getAttribute('aria-label'), `no name apart from what it shows: ${at}`).toBeNull();
        const word = await boxOf(onRow.getByText(shown, { exact: true }));
        const rounds = await boxOf(onRow.getByText('2', { exact: true }));
        expect(inside(word, r) && inside(rounds, r) && word.width > 0 && rounds.width > 0, `word and rounds drawn in the row: ${at}`).toBe(true);
        // The name stays readable beside it.
        expect((await boxOf(row('Ogro').getByTestId('row-name'))).width, `name width: ${at}`).toBeGreaterThan(40);
        expect(await horizontalOverflow(page), `sideways scroll: ${at}`).toBeLessThanOrEqual(0);
        expect(describeViolations(await runAxe(page)), `axe, GM screen: ${at}`).toEqual([]);
        await screenshot(page, `conditions-readable-${locale}-row-${sizeName}-${theme}`);
      }
    }

    // A tap opens it: what it does, how long, who sustains it.
    await page.setViewportSize(VIEWPORTS.tablet);
    await badge.click();
    const dialog = page.getByRole('dialog', { name: frightened, exact: true });
    await dialog.getByText(w('sheet:conditionDetails.lasts', { lasts }), { exact: true }).waitFor();
    await dialog.getByText(w('sheet:sustain.by', { on: spell, holder: 'Kaito' }), { exact: true }).waitFor();
    await dialog.getByText(w('rules:conditionSummaries.frightened'), { exact: true }).waitFor();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      expect(describeViolations(await runAxe(page)), `axe, the condition opened: ${theme}`).toEqual([]);
    }
    await dialog.getByRole('button', { name: w('sheet:conditionDetails.close'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox', { name: g('row.select', { name: 'Ogro' }), exact: true }).isChecked(), 'the tap did not select the row').toBe(false);

    // The Ogre's sheet on a phone: its header says Frightened as a badge with its word, not a bare icon.
    await page.setViewportSize(VIEWPORTS.phone);
    await more('Ogro').click();
    await page.getByRole('link', { name: g('row.openSheet', { name: 'Ogro' }), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Ogro', exact: true }).waitFor();
    // The sticky header: a region named by the creature.
    const header = page.getByRole('region', { name: 'Ogro', exact: true });
    const headerBadge = header.getByRole('button', { name: `${frightened} 2 ${w('sheet:conditionDetails.aside', { lasts })}`, exact: true });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await settle(page);
      const b = await boxOf(headerBadge);
      const h = await boxOf(header);
      expect(inside(b, h) && b.top >= 0 && b.bottom <= b.viewport.height, `header badge in view: ${theme}`).toBe(true);
      expect(b.cut, `header badge cut: ${theme}`).toBe(false);
      const icon = await boxOf(headerBadge.locator('svg'));
      expect(Math.min(icon.width, icon.height), `header icon legible: ${theme}`).toBeGreaterThanOrEqual(16);
      expect(await headerBadge.getByText(frightened, { exact: true }).isVisible(), `header word: ${theme}`).toBe(true);
      expect(describeViolations(await runAxe(page)), `axe, the sheet: ${theme}`).toEqual([]);
      await screenshot(page, `conditions-readable-${locale}-sheet-${theme}`);
    }

    // Back at the table: Kaito drops to 0 HP; her concentration ends, and with it the Ogre's Frightened.
    await page.goBack();
    await page.setViewportSize(VIEWPORTS.tablet);
    await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();
    await row('Kaito').getByText('Kaito', { exact: true }).click();
    const group = page.getByRole('region', { name: g('group.title', { count: 1 }), exact: true });
    await group.getByRole('spinbutton', { name: g('group.amount') }).fill('20');
    await group.getByRole('button', { name: g('group.apply.damage', { count: 1 }), exact: true }).click();
    const said = g('sustained.ended', {
      holder: 'Kaito', ended: w('rules:actions.endConcentration'), on: spell,
      list: g('turn.endedItem', { name: 'Ogro', condition: frightened }),
    });
    const notice = page.getByText(said, { exact: true });
    await notice.waitFor();
    await onRow.waitFor({ state: 'detached' });
    for (const { name: sizeName, size } of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      const n = await boxOf(notice);
      expect(n.top >= 0 && n.bottom <= n.viewport.height, `the notice in view in the stuck bar, page scrolled down: ${sizeName}`).toBe(true);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        expect(describeViolations(await runAxe(page)), `axe, the notice: ${sizeName}, ${theme}`).toEqual([]);
      }
      await screenshot(page, `conditions-readable-${locale}-ended-${sizeName}`);
    }
    expect(errors).toEqual([]);
  });
});
