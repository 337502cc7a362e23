// Issue 34, Undo and Redo: on the GM screen they act on the encounter (its creatures, its turns),
// not on a player's sheet page, and say by name what they undo and redo; Next turn is undone and
// redone like any action, after a reload too. On a player's sheet Undo and Redo sit together and
// say what they act on, and a double tap undoes one action. In pt-BR and cs at 1024×768, 768×1024
// and 390×844, axe clean in light and dark. Everything waits for what the screen says.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET_PORTRAIT, VIEWPORTS, collectConsoleErrors, describeViolations, launchBrowser, runAxe } from './harness';
import { checkpoints, createSheet, currentHp, enterAmount, servedApp, type Words } from './journey-kit';

const SIZES = [
  { name: 'landscape', launch: 'tablet', size: VIEWPORTS.tablet },
  { name: 'portrait', launch: 'tablet', size: TABLET_PORTRAIT },
  { name: 'phone', launch: 'phone', size: VIEWPORTS.phone },
] as const;

async function axeInBothThemes(page: Page, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(describeViolations(await runAxe(page)), `axe: ${where}, ${theme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function hpIs(page: Page, hp: number) {
  await page.getByTestId('hp-current').getByText(String(hp), { exact: true }).waitFor();
}

describe.each(['pt-BR', 'cs'])('Undo and Redo in %s', (locale) => {
  const served = servedApp(locale);

  it.each(SIZES)('on a player\'s sheet and on the GM screen ($name)', async ({ name: sizeName, launch, size }) => {
    const { app, w } = served;
    const browser = await launchBrowser({ locale, viewport: launch });
    const check = checkpoints(`undo-redo-${locale}`, launch);
    try {
      const { page } = browser;
      await page.setViewportSize(size);
      const errors = collectConsoleErrors(page);
      await page.goto(app.url);
      await page.getByRole('heading', { level: 1, name: w('sheet:list.title') }).waitFor();

      // ── A player's sheet: 5 damage, then 3.
      await createSheet(page, w, { name: 'Ana', maxHp: 30 });
      const sheetStep = (amount: number) => w('rules:steps.damage', { amount, context: 'self' });
      const sheetButton = (key: 'undo' | 'redo', amount: number) => page.getByRole('button', { name: w(`sheet:undoRedo.${key}`, { what: sheetStep(amount) }), exact: true });
      const said = page.getByTestId('last-action');
      for (const [amount, hp] of [[5, 25], [3, 22]] as const) {
        await enterAmount(page, w, 'damage', amount);
        await page.getByRole('button', { name: w('sheet:damage.apply', { amount }), exact: true }).click();
        await hpIs(page, hp);
      }
      // The button says what it will undo; a double tap undoes that one only, and says so.
      await sheetButton('undo', 3).dblclick();
      await hpIs(page, 25);
      await said.getByText(w('sheet:undoRedo.undone', { what: sheetStep(3) }), { exact: true }).waitFor();
      expect(await currentHp(page)).toBe('25');
      // Relabelled: a deliberate tap once it is ready takes back the one before.
      await page.getByRole('button', { name: w('sheet:undoRedo.undo', { what: sheetStep(5) }), exact: true, disabled: false }).click();
      await hpIs(page, 30);
      await said.getByText(w('sheet:undoRedo.undone', { what: sheetStep(5) }), { exact: true }).waitFor();
      await sheetButton('redo', 5).click();
      await hpIs(page, 25);
      await said.getByText(w('sheet:undoRedo.redone', { what: sheetStep(5) }), { exact: true }).waitFor();
      // Undo and Redo side by side, in view, each a 44 px target.
      const undoBox = (await sheetButton('undo', 5).boundingBox())!;
      const redoBox = (await sheetButton('redo', 3).boundingBox())!;
      expect(Math.abs(undoBox.y - redoBox.y), `Undo and Redo on one line (${sizeName})`).toBeLessThanOrEqual(2);
      expect(undoBox.x + undoBox.width).toBeLessThanOrEqual(redoBox.x);
      for (const box of [undoBox, redoBox]) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      }
      await check(page, 'sheet');
      await axeInBothThemes(page, `sheet (${sizeName})`);

      // ── The GM screen: three goblins; the player's damage is not the encounter's to undo.
      const g = (key: string, vars?: Parameters<Words>[1]) => w(`gm:${key}`, vars);
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();
      const form = page.getByRole('form', { name: g('quickAdd.title'), exact: true });
      await form.getByRole('textbox', { name: g('quickAdd.name'), exact: true }).fill('Goblin');
      await form.getByRole('spinbutton', { name: g('quickAdd.count'), exact: true }).fill('3');
      await form.getByRole('spinbutton', { name: g('quickAdd.maxHp'), exact: true }).fill('10');
      await form.getByRole('combobox', { name: g('quickAdd.role') }).selectOption('minion');
      await form.getByRole('button', { name: g('quickAdd.submit', { count: 3, name: 'Goblin' }), exact: true }).click();
      await page.getByRole('listitem', { name: 'Goblin 3', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: g('turn.undo'), exact: true }).isDisabled()).toBe(true);

      await page.getByRole('checkbox', { name: g('list.selectAll'), exact: true }).check();
      const panel = page.getByRole('region', { name: g('group.title', { count: 3 }), exact: true });
      await panel.getByRole('spinbutton', { name: g('group.amount') }).fill('7');
      await panel.getByRole('button', { name: g('group.apply.damage', { count: 3 }), exact: true }).click();
      await page.getByRole('checkbox', { name: g('list.selectAll'), exact: true }).uncheck();

      const damage = w('rules:steps.damage', { amount: 7, names: 'Goblin 1–3' });
      const turns = page.getByRole('region', { name: g('turn.label'), exact: true });
      await turns.getByRole('button', { name: g('undoRedo.undo', { what: damage }), exact: true }).click();
      await turns.getByText(g('undoRedo.undone', { what: damage }), { exact: true }).waitFor();
      await turns.getByRole('button', { name: g('undoRedo.redo', { what: damage }), exact: true }).click();
      await turns.getByText(g('undoRedo.redone', { what: damage }), { exact: true }).waitFor();

      // Next turn is undone and redone like any action, and says so.
      await turns.getByRole('button', { name: g('turn.start'), exact: true }).click();
      const whose = turns.getByText(new RegExp(`^${g('turn.current', { name: 'Goblin \\d' })}$`));
      const first = await whose.textContent();
      await turns.getByRole('button', { name: g('turn.next'), exact: true }).click();
      await turns.getByText(first!, { exact: true }).waitFor({ state: 'detached' });
      const second = await whose.textContent();
      const next = w('rules:steps.turn.next');
      await turns.getByRole('button', { name: g('undoRedo.undo', { what: next }), exact: true }).click();
      await turns.getByText(g('undoRedo.undone', { what: next }), { exact: true }).waitFor();
      await turns.getByText(first!, { exact: true }).waitFor();
      await turns.getByRole('button', { name: g('undoRedo.undo', { what: w('rules:steps.turn.start') }), exact: true }).waitFor();
      await check(page, 'gm-undone');
      await axeInBothThemes(page, `GM screen (${sizeName})`);

      // After a reload the turn change is still there to redo.
      await page.reload();
      await turns.getByText(first!, { exact: true }).waitFor();
      await turns.getByRole('button', { name: g('undoRedo.redo', { what: next }), exact: true }).click();
      await turns.getByText(g('undoRedo.redone', { what: next }), { exact: true }).waitFor();
      await turns.getByText(second!, { exact: true }).waitFor();
      await check(page, 'gm-redone');

      // Nothing of that reached the player's sheet.
      await page.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
      await page.getByRole('link', { name: 'Ana', exact: true }).click();
      await hpIs(page, 25);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
