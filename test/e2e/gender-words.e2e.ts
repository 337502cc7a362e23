import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe } from './harness';
import { checkpoints, createSheet, literal, servedApp } from './journey-kit';

// Words that agree with the person (issue 36), on a 1024×768 tablet in pt-BR and cs: Jana's
// sheet says "ela" / "ona" in the editor; on the GM screen her death save reads in the feminine
// ("Jana hodila 4", never "hodil"), and once dead her sheet and her row read "Morta" / "Mrtvá".
// The words are the locale files' own, with the context the creature's gender gives.

describe.each(['pt-BR', 'cs'] as const)('words that agree with a female player in %s', (locale) => {
  const served = servedApp(locale);

  it('the editor says "ela"; the GM\'s death-save line and the dead state follow it', async () => {
    const { app, w } = served;
    const browser = await launchBrowser({ locale, viewport: 'tablet' });
    try {
      const { page } = browser;
      page.setDefaultTimeout(15_000);
      const errors = collectConsoleErrors(page);
      const check = checkpoints(`gender-words-${locale}`, 'tablet');
      await page.goto(app.url);
      await createSheet(page, w, { name: 'Jana', maxHp: 12 });

      // The sheet editor: the words' gender, folded, "ela" / "ona".
      await page.getByRole('button', { name: w('sheet:header.edit'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w('sheet:edit.title') });
      await dialog.locator('summary').filter({ hasText: new RegExp(`^${literal(w('sheet:edit.gender')).source} `) }).click();
      await dialog.getByRole('combobox', { name: w('sheet:edit.gender'), exact: true }).selectOption({ label: w('sheet:edit.genderFemale') });
      await check(page, 'editor');
      await dialog.getByRole('button', { name: w('sheet:edit.submit'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // The GM screen: Jana joins the encounter, falls to 0 HP, and her turn asks a death save.
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();
      const summary = page.locator('summary').filter({ hasText: new RegExp(`^${literal(w('gm:addSheets.title')).source}$`) });
      const isOpen = () => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
      await expect.poll(async () => (await isOpen()) || (await summary.click(), isOpen())).toBe(true);
      await page.getByRole('checkbox', { name: 'Jana', exact: true }).check();
      await page.getByRole('button', { name: w('gm:addSheets.submit', { count: 1 }), exact: true }).click();
      const row = page.getByRole('listitem', { name: 'Jana', exact: true });
      await row.waitFor();
      const damage = async (amount: number) => {
        const select = page.getByRole('checkbox', { name: w('gm:row.select', { name: 'Jana' }), exact: true });
        await select.check();
        const panel = page.getByRole('region', { name: w('gm:group.title', { count: 1 }), exact: true });
        await panel.getByRole('spinbutton', { name: w('gm:group.amount') }).fill(String(amount));
        await panel.getByRole('button', { name: w('gm:group.apply.damage', { count: 1 }), exact: true }).click();
        await select.uncheck();
      };
      await damage(12);
      await page.getByRole('button', { name: w('gm:turn.start'), exact: true }).click();
      await page.locator('li[aria-current="step"][aria-label="Jana"]').waitFor();
      const turns = page.locator(`section[aria-label="${w('gm:turn.label')}"]`).locator('..');
      await turns.getByRole('button', { name: w('gm:deathSave.roll'), exact: true }).click();
      // "Jana hodila 13: …" / "Jana tirou 13: …": the line for her, never the masculine one.
      const [before, after] = w('gm:deathSave.outcome', { name: 'Jana', roll: 99, result: '', context: 'female' }).split('99');
      const line = turns.getByRole('status').getByText(new RegExp(`^${literal(before!).source}\\d+${literal(after!).source}`));
      await line.waitFor();
      const [masculine] = w('gm:deathSave.outcome', { name: 'Jana', roll: 99, result: '', context: 'male' }).split('99');
      if (masculine !== before) expect(await line.textContent()).not.toContain(masculine!);
      await check(page, 'death-save');

      // Dead: massive damage at 0 HP. Her row, then her sheet, say it in the feminine.
      await damage(24);
      const dead = w('rules:statuses.dead', { context: 'female' });
      expect(dead).not.toBe(w('rules:statuses.dead', { context: 'male' }));
      await row.getByText(dead, { exact: true }).first().waitFor();
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await check(page, 'dead-row');
      await row.getByRole('button', { name: w('gm:row.more', { name: 'Jana' }), exact: true }).click();
      await row.getByRole('link', { name: w('gm:row.openSheet', { name: 'Jana' }), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Jana' }).waitFor();
      await page.getByText(dead, { exact: true }).first().waitFor();
      await check(page, 'dead-sheet');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
