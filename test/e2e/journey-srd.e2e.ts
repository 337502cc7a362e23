import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer, type ViewportName } from './harness';
import { checkpoints, createSheet, currentHp, enterAmount, lexicon, literal, moreOptions, type Words } from './journey-kit';

/** Opens one defense list in the sheet editor and ticks a choice in it. */
async function tickDefense(page: Page, w: Words, kind: 'resistances' | 'vulnerabilities', choice: string) {
  const dialog = page.getByRole('dialog', { name: w('sheet:edit.title') });
  await dialog.locator('summary').filter({ hasText: new RegExp(`^${literal(w(`sheet:edit.${kind}`)).source} \\(`) }).click();
  await dialog.getByRole('group', { name: w(`sheet:edit.${kind}`) }).getByRole('checkbox', { name: w(`rules:damageTypes.${choice}`), exact: true }).check();
}

// Journey 2 (cs, srd-2024 "Zranění a léčení"): the seed's own damage example with its preview
// (28 Oheň, aura −5, Odolnost vůči veškerému zranění, Zranitelnost vůči Ohni → 23 → 11 → 22),
// stabilizing with a Léčitelská brašna, and the seed's massive damage (max 12, at 6, takes 18).
describe.each<ViewportName>(['phone', 'tablet'])('journey 2: Zranění a léčení in cs (%s)', (size) => {
  let app: AppServer;
  let w: Words;

  beforeAll(async () => {
    app = await serveApp();
    w = await lexicon('cs');
  });
  afterAll(() => app?.stop());

  it('resistance and vulnerability with their preview, a Healer’s Kit, then massive damage', async () => {
    const browser = await launchBrowser({ locale: 'cs', viewport: size });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('journey-srd', size);
      const srd = { context: 'srd-2024' };
      await page.goto(app.url);
      await page.getByRole('heading', { level: 1, name: w('sheet:list.title') }).waitFor();

      await createSheet(page, w, { name: 'Aria', maxHp: 30 });
      await page.getByText(`${w('rules:roles.character')} · ${w('rules:presets.srd-2024')}`, { exact: true }).waitFor();
      await check(page, 'created');

      // Odolnost vůči veškerému zranění, Zranitelnost vůči Ohni.
      await page.getByRole('button', { name: w('sheet:header.edit'), exact: true }).click();
      await tickDefense(page, w, 'resistances', 'all');
      await tickDefense(page, w, 'vulnerabilities', 'fire');
      await check(page, 'editor');
      await page.getByRole('dialog', { name: w('sheet:edit.title') }).getByRole('button', { name: w('sheet:edit.submit'), exact: true }).click();
      await page.getByRole('dialog', { name: w('sheet:edit.title') }).waitFor({ state: 'hidden' });

      // "28 zranění Ohněm ... sníží o 5 (na 23) ... na polovinu (11) ... zdvojnásobí (na 22)".
      await enterAmount(page, w, 'damage', 28);
      await moreOptions(page, w);
      await page.getByRole('combobox', { name: w('sheet:damage.type') }).selectOption('fire');
      await page.getByRole('spinbutton', { name: w('sheet:damage.adjustment') }).fill('-5');
      const preview = page.getByRole('region', { name: w('sheet:preview.title') });
      await preview.getByText(w('sheet:preview.vulnerability', { value: 22 }), { exact: true }).waitFor();
      expect(await preview.getByRole('listitem').allTextContents()).toEqual([
        w('sheet:preview.base', { value: 28 }),
        `→${w('sheet:preview.adjustment', { sign: '−', amount: 5, value: 23 })}`,
        `→${w('sheet:preview.resistance', { value: 11 })}`,
        `→${w('sheet:preview.vulnerability', { value: 22 })}`,
      ]);
      await preview.getByText(w('sheet:preview.after', { current: 8, temp: 0 }), { exact: true }).waitFor();
      expect(await currentHp(page)).toBe('30'); // a preview changes nothing
      await check(page, 'preview-28-fire');
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 22 }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('8', { exact: true }).waitFor();
      // 8 of 30 is half or less: Zakrvavený.
      const states = page.getByRole('list', { name: w('sheet:hp.states') });
      await states.getByText(w('rules:terms.bloodied'), { exact: true }).waitFor();
      await check(page, 'after-22');

      // 16 untyped still meets Odolnost vůči veškerému zranění: 8, exactly to 0, dying.
      await enterAmount(page, w, 'damage', 16);
      await page.getByRole('region', { name: w('sheet:preview.title') }).getByText(w('sheet:preview.outcomes.dying'), { exact: false }).waitFor();
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 8 }), exact: true }).click();
      await page.getByRole('heading', { name: w('sheet:state.dying.title', srd), exact: true }).waitFor();
      await page.getByRole('heading', { name: w('rules:terms.deathSaves', srd), exact: true }).waitFor();
      await check(page, 'dying');

      // Léčitelská brašna: no check; the typed 1d4 says when an untreated stable creature wakes.
      const stabilize = page.getByRole('group', { name: w('sheet:stabilize.title') });
      await stabilize.getByRole('spinbutton', { name: w('sheet:stabilize.wakeRoll') }).fill('3');
      await stabilize.getByRole('button', { name: w('rules:stabilizeMethods.healers-kit'), exact: true }).click();
      await page.getByRole('heading', { name: w('sheet:state.stable.title', srd), exact: true }).waitFor();
      await page.getByText(w('sheet:stable.wakesIn', { duration: w('rules:duration.hours', { count: 3 }) }), { exact: true }).waitFor();
      expect(await currentHp(page)).toBe('0');
      await check(page, 'stable');

      // "maximum Životů 12, aktuálně má 6 Životů a utrpí 18 zranění ... postava zemře".
      await createSheet(page, w, { name: 'Bram', maxHp: 12 });
      await enterAmount(page, w, 'damage', 6);
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 6 }), exact: true }).click();
      await page.getByTestId('hp-current').getByText('6', { exact: true }).waitFor();
      await enterAmount(page, w, 'damage', 18);
      const massive = page.getByRole('region', { name: w('sheet:preview.title') });
      await massive.getByText(literal(w('sheet:preview.outcomes.massive-damage'))).waitFor();
      await massive.getByText(literal(w('sheet:preview.outcomes.died'))).waitFor();
      await check(page, 'massive-preview');
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 18 }), exact: true }).click();
      await page.getByRole('heading', { name: w('sheet:state.dead.title', srd), exact: true }).waitFor();
      // The HP editor is gone: nothing offers damage or healing to the dead.
      await page.getByRole('button', { name: w('sheet:editor.modes.heal'), exact: true }).waitFor({ state: 'detached' });
      await page.getByText(w('rules:events.died', { cause: w('rules:deathCauses.massive') }), { exact: true }).first().waitFor();
      await check(page, 'massive-dead');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
