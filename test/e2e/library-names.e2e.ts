import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer } from './harness';
import { checkpoints, lexicon, srdName, type Words } from './journey-kit';

// The SRD creatures in the GM's language (issue 36), on a 1024×768 tablet: in pt-BR a GM types
// "esqueleto" and adds three by the Portuguese name; switched to Czech, the rows say "Kostlivec"
// with the same numbers, and three more are added by "kostlivec" (numbered 4 to 6); back in pt-BR
// every library row is Portuguese again. The names are the project's tables (scripts/srd/names/).
// (A row the GM renamed keeps its name: src/features/gm/library/relabel.test.ts.)

describe('library creatures follow the language on the GM screen', () => {
  let app: AppServer;
  const words: Record<string, Words> = {};

  beforeAll(async () => {
    app = await serveApp();
    words['pt-BR'] = await lexicon('pt-BR');
    words.cs = await lexicon('cs');
  });
  afterAll(() => app?.stop());

  it('adds Esqueleto × 3 in pt-BR and Kostlivec × 3 in cs, by their names, and the rows follow each switch', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', viewport: 'tablet' });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('library-names', 'tablet');
      await page.goto(app.url);
      let w = words['pt-BR']!;
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();

      const addThree = async (typed: string, name: string) => {
        const quickAdd = page.getByRole('form', { name: w('gm:quickAdd.title') });
        await quickAdd.getByRole('combobox', { name: w('gm:library.search'), exact: true }).fill(typed);
        // The best match first: the creature typed, by its name in this language.
        const first = quickAdd.getByRole('listbox', { name: w('gm:library.resultsLabel'), exact: true }).getByRole('option').first();
        await expect.poll(() => first.textContent()).toMatch(new RegExp(`^${name}`));
        await first.click();
        await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.count'), exact: true }).fill('3');
        await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: 3, name }), exact: true }).click();
      };
      const switchTo = async (language: 'pt-BR' | 'cs') => {
        await page.getByRole('combobox', { name: w('app:language.label'), exact: true }).selectOption(language);
        w = words[language]!;
        await page.getByRole('heading', { level: 1, name: w('gm:title'), exact: true }).waitFor();
      };
      const esqueleto = srdName('pt-BR', 'srd:skeleton');
      const kostlivec = srdName('cs', 'srd:skeleton');
      expect(esqueleto).not.toBe(kostlivec);

      await addThree('esqueleto', esqueleto);
      const row = (name: string) => page.getByRole('listitem', { name, exact: true });
      for (const n of [1, 2, 3]) await row(`${esqueleto} ${n}`).waitFor();
      await check(page, 'esqueletos');

      await switchTo('cs');
      for (const n of [1, 2, 3]) await row(`${kostlivec} ${n}`).waitFor();
      await addThree('kostlivec', kostlivec);
      for (const n of [4, 5, 6]) await row(`${kostlivec} ${n}`).waitFor();
      await check(page, 'kostlivci');

      await switchTo('pt-BR');
      for (const n of [1, 2, 3, 4, 5, 6]) await row(`${esqueleto} ${n}`).waitFor();
      expect(await page.getByRole('listitem', { name: new RegExp(`^${kostlivec}`) }).count()).toBe(0);
      await check(page, 'back-to-pt-BR');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
