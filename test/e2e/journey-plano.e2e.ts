import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer, type ViewportName } from './harness';
import { checkpoints, createSheet, currentHp, enterAmount, expectPips, lexicon, literal, moreOptions, typedDeathSave, type Words } from './journey-kit';

// Journey 3 (pt-BR, plano-espiritual seed): the guide's Caio example. A desencarnado at 0 PV
// is in Torpor; 13 is a success, 4 a failure, an arrow at 0 PV a second failure, a third
// failure means Recuo; in a Densa zone the d6 shows 5, so a falange captures him.
describe.each<ViewportName>(['phone', 'tablet'])('journey 3: Torpor, Ancoragem e Recuo in pt-BR (%s)', (size) => {
  let app: AppServer;
  let w: Words;

  beforeAll(async () => {
    app = await serveApp();
    w = await lexicon('pt-BR');
  });
  afterAll(() => app?.stop());

  it('a desencarnado goes through Torpor into Recuo, Densa zone, d6 5 → Capturado', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', viewport: size });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('journey-plano', size);
      const desencarnado = { context: 'plano-espiritual-desencarnado' };
      await page.goto(app.url);
      await page.getByRole('heading', { level: 1, name: w('sheet:list.title') }).waitFor();

      // The preset is pinned for this sheet; the nature only matters in the Plano Espiritual.
      await createSheet(page, w, { name: 'Caio', maxHp: 10 });
      await page.getByRole('button', { name: w('sheet:header.edit'), exact: true }).click();
      const editor = page.getByRole('dialog', { name: w('sheet:edit.title') });
      await editor.getByRole('combobox', { name: w('sheet:edit.preset') }).selectOption('plano-espiritual');
      await editor.getByRole('combobox', { name: w('sheet:edit.nature') }).selectOption('desencarnado');
      await check(page, 'editor');
      await editor.getByRole('button', { name: w('sheet:edit.submit'), exact: true }).click();
      await editor.waitFor({ state: 'hidden' });
      await page.getByText(`${w('rules:roles.character')} · ${w('rules:presets.plano-espiritual')} · ${w('rules:natures.desencarnado')}`, { exact: true }).waitFor();
      await page.getByText(literal(w('rules:natures.desencarnado'))).first().waitFor();
      await check(page, 'desencarnado');

      // "Caio chega a 0 PV no Umbral": Torpor, and the Salvaguarda de Ancoragem.
      await enterAmount(page, w, 'damage', 10);
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 10 }), exact: true }).click();
      await page.getByRole('heading', { name: w('sheet:state.dying.title', desencarnado), exact: true }).waitFor();
      await page.getByRole('heading', { name: w('rules:terms.deathSaves', desencarnado), exact: true }).waitFor();
      await page.getByText(w('sheet:state.dying.body', desencarnado), { exact: true }).waitFor();
      await check(page, 'torpor');

      // "rola 13: um sucesso. No seguinte rola 4: uma falha."
      await typedDeathSave(page, w, 13);
      await page.getByText(w('sheet:deathSaves.feedback.success', desencarnado), { exact: true }).waitFor();
      await typedDeathSave(page, w, 4);
      await page.getByText(w('sheet:deathSaves.feedback.failure', desencarnado), { exact: true }).waitFor();
      await expectPips(page, w, 1, 1);

      // "A seta de um Trevoso o acerta: segunda falha." The preview says so first.
      await enterAmount(page, w, 'damage', 3);
      await moreOptions(page, w);
      await page.getByRole('combobox', { name: w('sheet:damage.type') }).selectOption('piercing');
      await page.getByRole('region', { name: w('sheet:preview.title') }).getByText(literal(w('sheet:preview.outcomes.failures-added'))).waitFor();
      await check(page, 'arrow-preview');
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 3 }), exact: true }).click();
      await expectPips(page, w, 1, 2);
      expect(await currentHp(page)).toBe('0');
      await check(page, 'two-failures');

      // "Caio falha pela terceira vez numa caverna Densa": Recuo, and its dialog opens by itself.
      await typedDeathSave(page, w, 6);
      const dialog = page.getByRole('dialog', { name: w('sheet:recuo.title') });
      await dialog.waitFor();
      await dialog.getByText(w('sheet:recuo.cause', { cause: w('rules:recuoCauses.failures') }), { exact: true }).waitFor();
      await dialog.getByText(w('sheet:recuo.exhaustionGained', { count: 1 }), { exact: true }).waitFor();
      await check(page, 'recuo-dialog');

      // "Rola 5 no d6: uma falange o captura."
      await dialog.getByRole('radio', { name: new RegExp(`^${literal(w('rules:zones.densa.name')).source}\\b`) }).check();
      await dialog.getByRole('spinbutton', { name: w('sheet:recuo.dice.roll') }).fill('5');
      await check(page, 'densa-d6');
      await dialog.getByRole('button', { name: w('sheet:recuo.resolve'), exact: true }).click();
      await dialog.getByText(w('rules:outcomes.capturado.name'), { exact: true }).waitFor();
      await dialog.getByText(w('sheet:recuo.zone', { zone: w('rules:zones.densa.name') }), { exact: true }).waitFor();
      await dialog.getByText(w('sheet:recuo.zoneRoll', { roll: 5 }), { exact: true }).waitFor();
      // Captured: only a rescue brings him back; Raise Dead and Resurrection say why not.
      await dialog.getByRole('button', { name: w('sheet:recuo.rescue'), exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: w('rules:spells.raise-dead'), exact: true }).isDisabled()).toBe(true);
      await dialog.getByText(w('rules:errors.needs-rescue'), { exact: true }).first().waitFor();
      await check(page, 'capturado');

      await dialog.getByRole('button', { name: w('sheet:recuo.close'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const states = page.getByRole('list', { name: w('sheet:hp.states') });
      await states.getByText(w('rules:statuses.recuo', desencarnado), { exact: true }).waitFor();
      await states.getByText(w('rules:terms.exhaustionLevel', { level: 1 }), { exact: true }).waitFor();
      await page.getByRole('button', { name: w('sheet:recuo.open'), exact: true }).waitFor();
      // Recuo is past what damage and healing do: the HP editor is gone.
      expect(await page.getByRole('button', { name: w('sheet:editor.modes.heal'), exact: true }).count()).toBe(0);
      await check(page, 'recuo-sheet');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
