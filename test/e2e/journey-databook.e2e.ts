import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer, type ViewportName } from './harness';
import { checkpoints, createSheet, currentHp, enterAmount, expectPips, lexicon, typedDeathSave, unfold, type Words } from './journey-kit';

// Journey 1 (pt-BR, databook seed "Testes de Morte"): a new sheet drops to 0 PV, the player
// types the d20s rolled at the table — a natural 20 gives 1 PV back and removes 2 failures —,
// and failures survive healing until a Descanso Curto.
describe.each<ViewportName>(['phone', 'tablet'])('journey 1: Testes de Morte in pt-BR (%s)', (size) => {
  let app: AppServer;
  let w: Words;

  beforeAll(async () => {
    app = await serveApp();
    w = await lexicon('pt-BR');
  });
  afterAll(() => app?.stop());

  it('damage to 0, typed saves with a natural 20, failures kept through healing until a Short Rest', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', viewport: size });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('journey-databook', size);
      const databook = { context: 'databook' };
      await page.goto(app.url);
      await page.getByRole('heading', { level: 1, name: w('sheet:list.title') }).waitFor();
      await check(page, 'list');

      // A new sheet follows the language: pt-BR means the databook preset.
      await createSheet(page, w, { name: 'Kaito', maxHp: 12 });
      // The sheet's subtitle: its role, then its preset.
      await page.getByText(`${w('rules:roles.character')} · ${w('rules:presets.databook')}`, { exact: true }).waitFor();
      expect(await currentHp(page)).toBe('12');
      await check(page, 'created');

      // 12 damage on the keypad: the preview says it drops to 0 and starts dying.
      await page.getByRole('button', { name: w('sheet:editor.modes.damage'), exact: true }).click();
      await page.getByRole('button', { name: '1', exact: true }).click();
      await page.getByRole('button', { name: '2', exact: true }).click();
      const preview = page.getByRole('region', { name: w('sheet:preview.title') });
      await preview.getByText(w('sheet:preview.after', { current: 0, temp: 0 }), { exact: true }).waitFor();
      await preview.getByText(w('sheet:preview.outcomes.dying')).waitFor();
      await check(page, 'damage-preview');
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 12 }) }).click();
      await page.getByRole('heading', { name: w('sheet:state.dying.title', databook) }).waitFor();
      await page.getByRole('heading', { name: w('rules:terms.deathSaves', databook) }).waitFor();
      expect(await currentHp(page)).toBe('0');
      await expectPips(page, w, 0, 0);
      await check(page, 'dying');

      // Typed saves: 4 fails, 15 succeeds, 3 fails ("9 ou menos gera 1 falha").
      await typedDeathSave(page, w, 4);
      await page.getByText(w('sheet:deathSaves.feedback.failure', databook), { exact: true }).waitFor();
      await expectPips(page, w, 0, 1);
      await typedDeathSave(page, w, 15);
      await page.getByText(w('sheet:deathSaves.feedback.success', databook), { exact: true }).waitFor();
      await expectPips(page, w, 1, 1);
      await typedDeathSave(page, w, 3);
      await expectPips(page, w, 1, 2);
      await check(page, 'two-failures');

      // Natural 20 (databook): 1 PV back AND 2 failures removed; successes reset with the PV.
      await typedDeathSave(page, w, 20);
      await page.getByText(w('sheet:deathSaves.feedback.natural-20', databook), { exact: true }).waitFor();
      await expectPips(page, w, 0, 0);
      expect(await currentHp(page)).toBe('1');
      const states = page.getByRole('list', { name: w('sheet:hp.states') });
      await states.getByText(w('rules:statuses.alive', databook), { exact: true }).waitFor();
      await check(page, 'natural-20');

      // Down again; a failure and a success, then real healing.
      await enterAmount(page, w, 'damage', 1);
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 1 }) }).click();
      await page.getByRole('heading', { name: w('sheet:state.dying.title', databook) }).waitFor();
      await typedDeathSave(page, w, 8);
      await typedDeathSave(page, w, 11);
      await expectPips(page, w, 1, 1);
      await enterAmount(page, w, 'heal', 6);
      await page.getByText(w('sheet:heal.preview', { from: 0, to: 6, gained: 6 }), { exact: true }).waitFor();
      await page.getByRole('button', { name: w('sheet:heal.apply', { amount: 6 }) }).click();
      await states.getByText(w('rules:statuses.alive', databook), { exact: true }).waitFor();
      expect(await currentHp(page)).toBe('6');
      // "suas falhas permanecem até um Descanso Curto": successes reset, the failure stays.
      await expectPips(page, w, 0, 1);
      await check(page, 'healed-failure-stays');

      // Descanso Curto clears the databook failures; the death-save card goes away.
      await unfold(page, w('sheet:rest.title'));
      await page.getByRole('button', { name: w('sheet:rest.short'), exact: true }).click();
      await page.getByText(w('rules:events.short-rest')).filter({ visible: true }).first().waitFor();
      await page.getByRole('heading', { name: w('rules:terms.deathSaves', databook) }).waitFor({ state: 'detached' });
      expect(await currentHp(page)).toBe('6');
      await check(page, 'short-rest');

      // The list shows the sheet as the player left it.
      await page.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
      const row = page.getByRole('list', { name: w('sheet:list.title') }).getByRole('listitem').filter({ hasText: 'Kaito' });
      await row.getByText(w('sheet:list.hp', { hp: w('rules:terms.hp', databook), current: 6, max: 12 }), { exact: false }).waitFor();
      await check(page, 'list-after');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
