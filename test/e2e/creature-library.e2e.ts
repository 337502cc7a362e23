import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe, serveApp, waitForServiceWorker, type AppServer } from './harness';
import { checkpoints, lexicon, literal, srdName, type Words } from './journey-kit';

// Journey (issue 28, "A Goblin in two taps"), on a 1024×768 tablet in pt-BR with the network
// gone: quick-add's search over the SRD 5.2.1 creatures, loaded only when the search is first
// used (from the service worker's cache), 4 Goblin Warriors with HP rolled per creature (3d6:
// 3..18 each), an Ogre (68 HP, AC 11), and a Skeleton (immune to Poisoned: SRD 5.2.1 stat
// block), then one fire attack on all six and a group Poisoned that skips the Skeleton.
const FIRE = 5;

function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/** A row's HP as "current / max PV", read as numbers. */
async function rowHp(page: Page, name: string): Promise<{ current: number; max: number }> {
  const text = (await row(page, name).getByText(/^\d+ \/ \d+ PV/).first().textContent()) ?? '';
  const match = /^(\d+) \/ (\d+) PV/.exec(text);
  if (!match) throw new Error(`no HP in the row of ${name}: ${text}`);
  return { current: Number(match[1]), max: Number(match[2]) };
}

async function expectHp(page: Page, g: Words, name: string, current: number, max: number): Promise<void> {
  await row(page, name).getByText(new RegExp(`^${literal(g('gm:row.hp', { current, max })).source}`)).waitFor();
}

describe('journey: the creature library in quick-add, offline, on a tablet (pt-BR)', () => {
  let app: AppServer;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    g = await lexicon('pt-BR');
  });
  afterAll(() => app?.stop());

  it('adds 4 Goblin Warriors with rolled HP, an Ogre and a Skeleton from the search, hits them with fire, and a group Poisoned skips the Skeleton', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', viewport: 'tablet' });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('creature-library', 'tablet');
      await page.goto(app.url);
      await waitForServiceWorker(page);
      // The network goes away: everything from here comes from the service worker's cache.
      await app.stop();
      await page.reload();
      await page.getByRole('link', { name: g('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: g('gm:title'), exact: true }).waitFor();

      const srdLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /srd-creatures/.test(entry.name)));
      expect(await srdLoaded(), 'the SRD creatures are not loaded with the page').toBe(false);

      const quickAdd = page.getByRole('form', { name: g('gm:quickAdd.title') });
      const search = quickAdd.getByRole('combobox', { name: g('gm:library.search'), exact: true });
      const results = quickAdd.getByRole('listbox', { name: g('gm:library.resultsLabel'), exact: true });
      const pick = async (typed: string, name: string) => {
        await search.fill(typed);
        await results.getByRole('option').filter({ has: page.getByText(name, { exact: true }) }).click();
        await quickAdd.getByText(g('gm:library.fromSrd', { name }), { exact: true }).waitFor();
      };

      // "gob": the three goblins, each a large row to tap, named in Portuguese (Guerreiro Goblin…).
      const warrior = srdName('pt-BR', 'srd:goblin-warrior');
      const ogre = srdName('pt-BR', 'srd:ogre');
      const skeleton = srdName('pt-BR', 'srd:skeleton');
      await search.click();
      await search.fill('gob');
      for (const name of [warrior, srdName('pt-BR', 'srd:goblin-boss'), srdName('pt-BR', 'srd:goblin-minion')]) {
        await results.getByRole('option', { name: new RegExp(`^${name}`) }).waitFor();
      }
      expect(await srdLoaded(), 'the SRD creatures load when the search is used').toBe(true);
      const options = await results.getByRole('option').all();
      expect(options.length).toBeGreaterThanOrEqual(3);
      for (const option of options) {
        const box = await option.boundingBox();
        expect.soft(box?.height ?? 0, `${await option.textContent()}: at least 44 px high`).toBeGreaterThanOrEqual(44);
        expect.soft(box?.width ?? 0, `${await option.textContent()}: at least 44 px wide`).toBeGreaterThanOrEqual(44);
      }
      // The open combobox and its results, as axe reads them (roles, names, contrast).
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await check(page, 'search-gob');

      // Guerreiro Goblin × 4, each with its own 3d6.
      await results.getByRole('option').filter({ has: page.getByText(warrior, { exact: true }) }).click();
      await quickAdd.getByRole('radio', { name: g('gm:library.hpRoll', { formula: '3d6' }), exact: true }).check();
      await quickAdd.getByRole('spinbutton', { name: g('gm:quickAdd.count'), exact: true }).fill('4');
      await check(page, 'picked');
      await quickAdd.getByRole('button', { name: g('gm:quickAdd.submit', { count: 4, name: warrior }), exact: true }).click();
      const goblins = [1, 2, 3, 4].map((n) => `${warrior} ${n}`);
      const rolled: number[] = [];
      for (const name of goblins) {
        await row(page, name).waitFor();
        const hp = await rowHp(page, name);
        expect(hp.current).toBe(hp.max);
        expect(hp.max).toBeGreaterThanOrEqual(3);
        expect(hp.max).toBeLessThanOrEqual(18);
        rolled.push(hp.max);
        await row(page, name).getByRole('img', { name: g('gm:row.armorClass', { value: 15 }), exact: true }).waitFor();
      }
      await quickAdd.getByText(g('gm:library.rolled', { count: 4, list: rolled.join(', ') }), { exact: false }).waitFor();

      // An Ogre with the average: 68 HP, AC 11 on its row.
      await pick('ogro', ogre);
      await quickAdd.getByRole('button', { name: g('gm:quickAdd.submit', { count: 1, name: ogre }), exact: true }).click();
      await expectHp(page, g, ogre, 68, 68);
      await row(page, ogre).getByRole('img', { name: g('gm:row.armorClass', { value: 11 }), exact: true }).waitFor();

      // A Skeleton: 13 HP, immune to Poisoned.
      // Found by its English name too.
      await pick('skel', skeleton);
      await quickAdd.getByRole('button', { name: g('gm:quickAdd.submit', { count: 1, name: skeleton }), exact: true }).click();
      await expectHp(page, g, skeleton, 13, 13);
      await check(page, 'added');

      // One fire attack on all six.
      await page.getByRole('checkbox', { name: g('gm:list.selectAll'), exact: true }).check();
      const panel = page.getByRole('region', { name: g('gm:group.title', { count: 6 }), exact: true });
      await panel.getByRole('spinbutton', { name: g('gm:group.amount') }).fill(String(FIRE));
      await panel.getByRole('combobox', { name: g('gm:group.damageType') }).selectOption('fire');
      await panel.getByRole('button', { name: g('gm:group.apply.damage', { count: 6 }), exact: true }).click();
      await panel.getByRole('status').getByText(g('gm:group.applied', { count: 6 }), { exact: true }).waitFor();
      // Neither creature resists fire in the SRD: each loses 5 (a Goblin Warrior at 5 or less dies, a minion at 0 HP).
      for (const [index, name] of goblins.entries()) await expectHp(page, g, name, Math.max(0, rolled[index]! - FIRE), rolled[index]!);
      await expectHp(page, g, ogre, 68 - FIRE, 68);
      await expectHp(page, g, skeleton, 13 - FIRE, 13);
      await check(page, 'fire');

      // A group Poisoned: the Skeleton is skipped and named.
      const conditionTitle = g('gm:group.conditionTitle', { count: 6 });
      await page.locator('summary').filter({ hasText: literal(conditionTitle) }).click();
      const group = page.locator('details').filter({ has: page.locator('summary', { hasText: literal(conditionTitle) }) });
      const poisoned = g('rules:conditions.poisoned');
      await group.getByLabel(g('sheet:conditionForm.condition'), { exact: true }).selectOption({ label: poisoned });
      await group.getByRole('button', { name: g('sheet:conditionForm.add', { condition: poisoned }), exact: true }).click();
      await group.getByRole('status').getByText(g('gm:group.immune', { count: 1, names: skeleton, condition: poisoned }), { exact: false }).waitFor();
      await check(page, 'poisoned');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
