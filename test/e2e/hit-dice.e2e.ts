import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer } from './harness';
import { checkpoints, currentHp, enterAmount, lexicon, literal, unfold, type Words } from './journey-kit';

// The sheet's own numbers on a 390×844 phone, in pt-BR (issue 27; RULES.md "Hit Point Dice,
// saving throws and condition immunities"): a multiclass character made from the first screen
// with 3d10 + 2d8, Constitution +2 and a Constitution save of +5; hurt, a Short Rest, two dice
// spent with the dice rolled at the table (d10: 7 + 2 = 9, d8: 5 + 2 = 7); then concentration,
// damage, and the save that adds +5 by itself (DC max(10, ⌊20 ÷ 2⌋) = 10; 6 + 5 = 11 keeps it).

/** Sets one Hit Point Dice row of the folded section: the size of row `index`, and its count. */
async function hitDieRow(page: Page, w: Words, index: number, die: string, count: number) {
  await page.getByRole('button', { name: w('sheet:edit.hitDieAdd'), exact: true }).click();
  await page.getByRole('combobox', { name: w('sheet:edit.hitDieSize'), exact: true }).nth(index).selectOption(die);
  await page.getByRole('spinbutton', { name: w('sheet:edit.hitDieCount', { die }), exact: true }).fill(String(count));
}

/** Controls inside `area` smaller than 44×44 px (DESIGN.md 2); a radio counts by its label, what a finger hits. */
async function smallTargets(area: Locator): Promise<string[]> {
  return area.evaluate((root) => [...root.querySelectorAll<HTMLElement>('button, input, select, summary')].flatMap((element) => {
    const target = element instanceof HTMLInputElement && element.type === 'radio' ? element.closest('label') ?? element : element;
    const rect = target.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return [];
    return rect.width < 44 || rect.height < 44 ? [`${target.tagName} "${(target.textContent || target.getAttribute('aria-label') || '').trim()}" ${Math.round(rect.width)}×${Math.round(rect.height)}`] : [];
  }));
}

describe('Hit Point Dice and the sheet\'s saves on a phone (pt-BR)', () => {
  let app: AppServer;
  let w: Words;

  beforeAll(async () => {
    app = await serveApp();
    const words = await lexicon('pt-BR');
    // The lexicon leaves i18next's nesting ($t(rules:abilities.con)) as written: resolved here.
    w = (key, values) => words(key, values).replace(/\$t\(([^)]+)\)/g, (_, nested: string) => words(nested));
  });
  afterAll(() => app?.stop());

  it('3d10 + 2d8 made on the first screen, two dice spent after a Short Rest, and a concentration save with +5 from the sheet', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', viewport: 'phone', hasTouch: true });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('hit-dice', 'phone');
      await page.goto(app.url);
      await page.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();

      // The quick sheet stays quick: the numbers wait folded under the role.
      const form = page.getByRole('form', { name: w('sheet:list.newTitle') });
      await form.getByRole('textbox', { name: w('sheet:edit.name') }).fill('Tor');
      await form.getByRole('spinbutton', { name: w('sheet:edit.maxHp') }).fill('40');
      await form.locator('summary').filter({ hasText: new RegExp(`^${literal(w('sheet:edit.hitDice')).source} \\(`) }).click();
      await hitDieRow(page, w, 0, 'd10', 3);
      await hitDieRow(page, w, 1, 'd8', 2);
      await form.locator('summary').filter({ hasText: new RegExp(`^${literal(w('sheet:edit.abilitiesSection')).source} \\(`) }).click();
      await form.getByRole('spinbutton', { name: w('sheet:edit.modifierOf', { ability: w('rules:abilities.con') }), exact: true }).fill('2');
      const conSave = form.getByRole('spinbutton', { name: w('sheet:edit.saveOf', { abilitySave: w('rules:abilitySaves.con') }), exact: true });
      // Left empty, the save shows the modifier it follows.
      expect(await conSave.getAttribute('placeholder')).toBe('+2');
      await conSave.fill('5');
      expect(await smallTargets(form)).toEqual([]);
      await check(page, 'new-sheet');
      await form.getByRole('button', { name: w('sheet:list.create') }).click();
      await page.getByRole('heading', { level: 1, name: 'Tor' }).waitFor();

      // 30 damage: 10 of 40.
      await enterAmount(page, w, 'damage', 30);
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 30 }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('10', { exact: true }).waitFor();

      // The folded rests card says the dice left without being opened.
      const rests = page.getByRole('region', { name: w('sheet:rest.title'), exact: true });
      const left = (d8: number, d10: number) => w('sheet:rest.hitDiceLine', {
        // Largest first, as the dice are offered.
        dice: `${w('sheet:rest.diceLeft', { die: 'd10', left: d10, max: 3 })} · ${w('sheet:rest.diceLeft', { die: 'd8', left: d8, max: 2 })}`,
      });
      await rests.getByText(left(2, 3), { exact: true }).waitFor();
      await unfold(page, w('sheet:rest.title'));
      await rests.getByRole('button', { name: w('sheet:rest.short'), exact: true }).click();
      const spender = rests.getByRole('group', { name: w('sheet:rest.spendTitle') });
      await spender.waitFor();
      expect(await smallTargets(spender)).toEqual([]);
      await check(page, 'short-rest');

      // d10 rolled at the table: 7 + 2 = 9 → 19.
      await spender.getByRole('radio', { name: w('sheet:rest.diceLeft', { die: 'd10', left: 3, max: 3 }) }).check();
      await spender.getByRole('spinbutton', { name: w('sheet:rest.typed', { die: 'd10' }) }).fill('7');
      await spender.getByRole('button', { name: w('sheet:rest.spend', { die: 'd10' }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('19', { exact: true }).waitFor();
      // d8: 5 + 2 = 7 → 26.
      await spender.getByRole('radio', { name: w('sheet:rest.diceLeft', { die: 'd8', left: 2, max: 2 }) }).check();
      await spender.getByRole('spinbutton', { name: w('sheet:rest.typed', { die: 'd8' }) }).fill('5');
      await spender.getByRole('button', { name: w('sheet:rest.spend', { die: 'd8' }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('26', { exact: true }).waitFor();
      expect(await spender.getByRole('status').textContent()).toMatch(/d8: .*5 \+ 2 = 7/);
      await rests.getByText(left(1, 2), { exact: true }).waitFor();
      // The HP header stays in view while the dice are spent.
      const hp = await page.getByTestId('hp-current').boundingBox();
      expect(hp && hp.y >= 0 && hp.y + hp.height <= 844).toBe(true);
      await check(page, 'two-dice-spent');
      await spender.getByRole('button', { name: w('sheet:rest.finish'), exact: true }).click();
      await spender.waitFor({ state: 'detached' });
      expect(await currentHp(page)).toBe('26');

      // Concentrating, then 20 damage: a Constitution save DC 10 with the sheet's +5.
      const conditions = page.getByRole('region', { name: w('sheet:conditions.title'), exact: true });
      await conditions.locator('summary').filter({ hasText: w('sheet:concentration.start') }).click();
      await conditions.getByRole('textbox', { name: w('sheet:concentration.field', { context: 'databook' }), exact: true }).fill('Bless');
      await conditions.getByRole('button', { name: w('sheet:concentration.start'), exact: true }).click();
      await enterAmount(page, w, 'damage', 20);
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 20 }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('6', { exact: true }).waitFor();
      const save = page.getByRole('form', { name: w('rules:concentration.saveDue', { dc: 10 }) });
      const bonus = save.getByRole('spinbutton', { name: w('sheet:saves.bonus'), exact: true });
      expect(await bonus.inputValue()).toBe('');
      await save.getByText(w('sheet:saves.fromSheet', { abilitySave: w('rules:abilitySaves.con'), bonus: '+5' }), { exact: true }).waitFor();
      await check(page, 'concentration-save');
      await save.getByRole('spinbutton', { name: w('sheet:saves.typed'), exact: true }).fill('6');
      await save.getByRole('button', { name: w('sheet:saves.record'), exact: true }).click();
      // 6 + 5 = 11 against DC 10: concentration holds.
      const sum = w('rules:events.concentration-save', { context: 'sum_passed', on: 'Bless', sum: '6 + 5 = 11', dc: 10 });
      await conditions.getByText(sum, { exact: true }).waitFor();
      await save.waitFor({ state: 'detached' });
      await conditions.getByText(w('rules:concentration.label', { on: 'Bless' }), { exact: true }).waitFor();
      await check(page, 'concentration-kept');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
