import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe } from './harness';
import { checkpoints, createSheet, servedApp, unfold } from './journey-kit';

// Spell slots and uses on a 390×844 touch phone (issue 35; RULES.md "Armor Class, attacks,
// counters and monster traits", Counters): a cleric with 4/3/2 slots and two uses of Channel
// Divinity (back on a Short Rest) spends two 1st-level slots and one Channel Divinity; a Short
// Rest brings back only the Channel Divinity, a Long Rest the slots too; a spend undone and
// redone; after a reload the same. In pt-BR and cs, axe clean in light and dark.

const FEATURE = { 'pt-BR': 'Canalizar Divindade', cs: 'Směrování božské moci' } as const;

/** The line of one counter, found by its name, and what it says is left. */
const line = (card: Locator, name: string) => card.getByTestId('counter').filter({ has: card.page().getByText(name, { exact: true }) });
const leftOf = async (card: Locator, name: string) => (await line(card, name).getByTestId('counter-left').textContent()) ?? '';

/** Controls inside `area` smaller than 44×44 px (DESIGN.md 2). */
async function smallTargets(area: Locator): Promise<string[]> {
  return area.evaluate((root) => [...root.querySelectorAll<HTMLElement>('button, input, select, summary')].flatMap((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return [];
    return rect.width < 44 || rect.height < 44 ? [`${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim()}" ${Math.round(rect.width)}×${Math.round(rect.height)}`] : [];
  }));
}

describe.each(['pt-BR', 'cs'] as const)('spell slots and uses on a phone (%s)', (locale) => {
  const served = servedApp(locale);

  it('a cleric spends slots and a Channel Divinity, rests twice, undoes and redoes, reloads', async () => {
    const { app, w } = served;
    const browser = await launchBrowser({ locale, viewport: 'phone', hasTouch: true });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints(`counters-${locale}`, 'phone');
      await page.goto(app.url);
      await createSheet(page, w, { name: 'Clara', maxHp: 30 });
      const title = w('sheet:counters.title');
      const card = page.getByRole('region', { name: title, exact: true });
      const feature = FEATURE[locale];
      const slots = (level: number) => w('rules:counterSlots', { level });
      const left = (count: number, max: number) => w('sheet:counters.left', { count, max });

      // Folded while there are none, saying so; the dialog takes the whole set at once.
      await card.getByText(w('sheet:counters.noneYet'), { exact: true }).waitFor();
      await unfold(page, title);
      await card.getByRole('button', { name: w('sheet:counters.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w('sheet:counters.editor.title') });
      for (const [level, count] of [[1, 4], [2, 3], [3, 2]] as const) {
        await dialog.getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level }), exact: true }).fill(String(count));
      }
      await dialog.getByRole('button', { name: w('sheet:counters.editor.addUse'), exact: true }).click();
      await dialog.getByRole('textbox', { name: w('sheet:counters.editor.name'), exact: true }).fill(feature);
      await dialog.getByRole('spinbutton', { name: w('sheet:counters.editor.max'), exact: true }).fill('2');
      await dialog.getByRole('combobox', { name: w('sheet:counters.editor.recovers'), exact: true }).selectOption({ label: w('sheet:counters.editor.recovery.short') });
      expect(await smallTargets(dialog)).toEqual([]);
      await check(page, 'editor');
      await dialog.getByRole('button', { name: w('sheet:edit.submit'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      expect(await leftOf(card, slots(1))).toBe(left(4, 4));
      expect(await leftOf(card, slots(2))).toBe(left(3, 3));
      expect(await leftOf(card, slots(3))).toBe(left(2, 2));
      expect(await leftOf(card, feature)).toBe(left(2, 2));
      expect(await smallTargets(card)).toEqual([]);

      // Two 1st-level slots and a Channel Divinity, one tap each where they are read.
      const spend = (name: string) => card.getByRole('button', { name: w('sheet:counters.spend', { counter: name }), exact: true });
      await spend(slots(1)).click();
      await spend(slots(1)).click();
      await spend(feature).click();
      expect(await leftOf(card, slots(1))).toBe(left(2, 4));
      expect(await leftOf(card, feature)).toBe(left(1, 2));
      // The − of a counter and the new count in view together, above the dock.
      const minus = (await spend(feature).boundingBox())!;
      const dock = (await page.getByRole('button', { name: w('sheet:editor.modes.damage'), exact: true }).boundingBox())!;
      expect(minus.y + minus.height, 'the − of Channel Divinity above the dock').toBeLessThanOrEqual(dock.y);
      await check(page, 'spent');

      // A Short Rest: only what comes back on one (Channel Divinity); the rest says so.
      const said = page.getByTestId('last-action');
      await unfold(page, w('sheet:rest.title'));
      await page.getByRole('button', { name: w('sheet:rest.short'), exact: true }).click();
      await said.getByText(feature, { exact: false }).waitFor();
      expect(await leftOf(card, feature)).toBe(left(2, 2));
      expect(await leftOf(card, slots(1))).toBe(left(2, 4));
      // A Long Rest: the slots too.
      await page.getByRole('button', { name: w('sheet:rest.long'), exact: true }).click();
      await said.getByText(slots(1), { exact: false }).waitFor();
      expect(await leftOf(card, slots(1))).toBe(left(4, 4));
      await check(page, 'rested');

      // A spend undone and redone from the buttons that name it.
      await spend(slots(2)).click();
      expect(await leftOf(card, slots(2))).toBe(left(2, 3));
      const step = w('rules:steps.useCounter', { counter: slots(2) });
      await page.getByRole('button', { name: w('sheet:undoRedo.undo', { what: step }), exact: true }).click();
      await said.getByText(w('sheet:undoRedo.undone', { what: step }), { exact: true }).waitFor();
      expect(await leftOf(card, slots(2))).toBe(left(3, 3));
      await page.getByRole('button', { name: w('sheet:undoRedo.redo', { what: step }), exact: true, disabled: false }).click();
      await said.getByText(w('sheet:undoRedo.redone', { what: step }), { exact: true }).waitFor();
      expect(await leftOf(card, slots(2))).toBe(left(2, 3));

      // After a reload, the same.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Clara' }).waitFor();
      await card.getByTestId('counter').first().waitFor();
      expect(await leftOf(card, slots(1))).toBe(left(4, 4));
      expect(await leftOf(card, slots(2))).toBe(left(2, 3));
      expect(await leftOf(card, slots(3))).toBe(left(2, 2));
      expect(await leftOf(card, feature)).toBe(left(2, 2));

      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(describeViolations(await runAxe(page)), `counters, ${theme}`).toEqual([]);
        await check(page, `reloaded-${theme}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
