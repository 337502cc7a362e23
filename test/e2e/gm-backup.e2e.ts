import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, describeViolations, launchBrowser, ROOT, runAxe, serveApp, type AppServer } from './harness';
import { checkpoints, createSheet, lexicon, literal, type Words } from './journey-kit';

// Journey (issue 34, "The GM's work is in every backup"): two browser profiles, two devices. A GM
// on a tablet in pt-BR runs a fight (a player's sheet joined, an Ogre and two Goblins quick-added,
// damage taken, the turn order moved on) and uses "Export all"; on a phone in Czech, where the GM
// screen already made its empty first encounter, the file is imported: the encounter comes back
// with the same creatures, HP, order, round and current turn, and the fight goes on. A file of the
// build before quick-added creatures left the sheet list (schema v5) still brings every creature.

const rowsOf = (page: Page, g: Words) => page.getByRole('list', { name: g('gm:list.title', { count: 4 }), exact: true });
const order = (list: Locator) => list.evaluate((ol) => [...ol.children].map((li) => li.getAttribute('aria-label')));
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function hpOf(page: Page, g: Words, name: string, current: number, max: number): Promise<void> {
  await row(page, name).getByText(g('gm:row.hp', { current, max }), { exact: true }).first().waitFor();
}

describe('journey: the GM\'s encounter travels in "Export all", tablet (pt-BR) to phone (cs)', () => {
  let app: AppServer;
  let pt: Words;
  let cs: Words;

  beforeAll(async () => {
    app = await serveApp();
    pt = await lexicon('pt-BR');
    cs = await lexicon('cs');
  });
  afterAll(() => app?.stop());

  it('exports the fight on one device and resumes it on another, where an older file brings its creatures too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'databook-gm-backup-'));
    const file = join(dir, 'databook.json');
    const tablet = await launchBrowser({ locale: 'pt-BR', viewport: 'tablet' });
    let turnOrder: (string | null)[] = [];
    try {
      const { page } = tablet;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('gm-backup-export-pt-BR', 'tablet');
      await page.goto(app.url);
      await createSheet(page, pt, { name: 'Aria', maxHp: 20 });

      await page.getByRole('link', { name: pt('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: pt('gm:title'), exact: true }).waitFor();
      const quickAdd = page.getByRole('form', { name: pt('gm:quickAdd.title'), exact: true });
      const add = async (name: string, count: number, maxHp: number) => {
        await quickAdd.getByRole('textbox', { name: pt('gm:quickAdd.name'), exact: true }).fill(name);
        await quickAdd.getByRole('spinbutton', { name: pt('gm:quickAdd.count'), exact: true }).fill(String(count));
        await quickAdd.getByRole('spinbutton', { name: pt('gm:quickAdd.maxHp'), exact: true }).fill(String(maxHp));
        await quickAdd.getByRole('combobox', { name: pt('gm:quickAdd.role') }).selectOption('minion');
        await quickAdd.getByRole('button', { name: pt('gm:quickAdd.submit', { count, name }), exact: true }).click();
        await row(page, count === 1 ? name : `${name} ${count}`).waitFor();
      };
      await add('Ogro', 1, 68);
      await add('Goblin', 2, 7);
      // Aria's sheet joins the encounter.
      // The panels of the aside settle after an add (the quick-add form resets): open the folded
      // panel until it is open, rather than trusting one click to land where the summary was.
      const summary = page.locator('summary').filter({ hasText: new RegExp(`^${literal(pt('gm:addSheets.title')).source}$`) });
      const isOpen = () => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
      await expect.poll(async () => (await isOpen()) || (await summary.click(), isOpen())).toBe(true);
      await page.getByRole('checkbox', { name: 'Aria', exact: true }).check();
      await page.getByRole('button', { name: pt('gm:addSheets.submit', { count: 1 }), exact: true }).click();
      await rowsOf(page, pt).waitFor();

      // The Ogre takes 20, Goblin 1 dies.
      const damage = async (name: string, amount: number) => {
        const select = page.getByRole('checkbox', { name: pt('gm:row.select', { name }), exact: true });
        await select.check();
        const panel = page.getByRole('region', { name: pt('gm:group.title', { count: 1 }), exact: true });
        await panel.getByRole('spinbutton', { name: pt('gm:group.amount') }).fill(String(amount));
        await panel.getByRole('button', { name: pt('gm:group.apply.damage', { count: 1 }), exact: true }).click();
        await select.uncheck();
      };
      await damage('Ogro', 20);
      await hpOf(page, pt, 'Ogro', 48, 68);
      await damage('Goblin 1', 7);
      await row(page, 'Goblin 1').getByText(pt('gm:status.dead'), { exact: true }).waitFor();

      // The fight starts and moves on one turn: round 1, the second creature still in the fight.
      const bar = page.getByRole('region', { name: pt('gm:turn.label'), exact: true });
      await bar.getByRole('button', { name: pt('gm:turn.start'), exact: true }).click();
      await bar.getByRole('button', { name: pt('gm:turn.next'), exact: true }).click();
      turnOrder = await order(rowsOf(page, pt));
      expect(turnOrder).toEqual(['Ogro', 'Goblin 1', 'Goblin 2', 'Aria']);
      // The Ogre's turn first; Goblin 1 is dead, so the next turn is Goblin 2's.
      await bar.getByText(pt('gm:turn.current', { name: 'Goblin 2' }), { exact: true }).waitFor();
      await bar.getByText(pt('gm:turn.round', { round: 1 }), { exact: true }).waitFor();
      await check(page, 'fight');

      await page.getByRole('link', { name: pt('app:nav.settings'), exact: true }).click();
      const exportAll = page.getByRole('button', { name: pt('data:settings.exportAll'), exact: true });
      await exportAll.waitFor();
      await check(page, 'export');
      await page.getByText(pt('data:settings.exportEncounters', { count: 1 }), { exact: true }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), exportAll.click()]);
      // The file outlives the tablet's browser and its profile.
      await download.saveAs(file);
      const exported = JSON.parse(await readFile(file, 'utf8')) as { sheets: unknown[]; encounters: { name: string; creatures: unknown[] }[] };
      expect(exported.sheets).toHaveLength(1);
      expect(exported.encounters.map((encounter) => [encounter.name, encounter.creatures.length])).toEqual([[pt('gm:encounter.defaultName', { n: 1 }), 3]]);
      expect(errors).toEqual([]);
    } finally {
      await tablet.close();
    }

    const phone = await launchBrowser({ locale: 'cs', viewport: 'phone', hasTouch: true });
    try {
      const { page } = phone;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('gm-backup-import-cs', 'phone');
      // A first look at the GM screen made its empty first encounter, as the GM found.
      await page.goto(`${app.url}/gm`);
      await page.getByRole('heading', { level: 1, name: cs('gm:title'), exact: true }).waitFor();
      await page.getByText(cs('gm:list.empty'), { exact: true }).waitFor();

      await page.getByRole('link', { name: cs('app:nav.settings'), exact: true }).click();
      await page.getByLabel(cs('data:import.choose')).setInputFiles(file);
      const encounters = page.getByRole('list', { name: cs('data:import.encounters.title', { count: 1 }), exact: true });
      await encounters.waitFor();
      const name = pt('gm:encounter.defaultName', { n: 1 });
      await expect.poll(() => encounters.getByRole('listitem').textContent()).toContain(cs('data:import.encounters.line', { name, count: 4 }));
      await encounters.getByText(cs('data:import.encounters.round', { round: 1 }), { exact: true }).waitFor();
      await check(page, 'preview');
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await page.getByRole('button', { name: cs('data:import.preview.confirm'), exact: true }).click();
      await page.getByText(cs('data:import.encounters.done', { count: 1 }), { exact: true }).waitFor();

      // The encounter is back, open, as it was: creatures, HP, order, round and whose turn.
      await page.getByRole('link', { name: cs('app:nav.gm'), exact: true }).click();
      await rowsOf(page, cs).waitFor();
      expect(await order(rowsOf(page, cs))).toEqual(turnOrder);
      // Its name came too: the menu says the tablet's "Encontro 1", not this phone's "Střetnutí 1".
      await page.getByText(cs('gm:encounter.menu', { name }), { exact: true }).waitFor();
      await hpOf(page, cs, 'Ogro', 48, 68);
      await hpOf(page, cs, 'Aria', 20, 20);
      await row(page, 'Goblin 1').getByText(cs('gm:status.dead'), { exact: true }).waitFor();
      const bar = page.getByRole('region', { name: cs('gm:turn.label'), exact: true });
      await bar.getByText(cs('gm:turn.current', { name: 'Goblin 2' }), { exact: true }).waitFor();
      await bar.getByText(cs('gm:turn.round', { round: 1 }), { exact: true }).waitFor();
      await check(page, 'resumed');
      // The fight goes on from there: Aria's turn.
      await bar.getByRole('button', { name: cs('gm:turn.next'), exact: true }).click();
      await bar.getByText(cs('gm:turn.current', { name: 'Aria' }), { exact: true }).waitFor();

      // Aria came as a sheet of the list, the quick-added creatures did not.
      await page.getByRole('link', { name: cs('app:nav.sheets'), exact: true }).click();
      await page.getByRole('link', { name: 'Aria', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Ogro', exact: true }).count()).toBe(0);

      // A file of the v5 build (quick-added creatures were sheets then): every creature lands in the list.
      await page.getByRole('link', { name: cs('app:nav.settings'), exact: true }).click();
      await page.getByLabel(cs('data:import.choose')).setInputFiles(join(ROOT, 'test/fixtures/storage-v5/export.json'));
      await page.getByRole('heading', { name: cs('data:import.preview.title', { count: 13 }), exact: true }).waitFor();
      await page.getByRole('button', { name: cs('data:import.preview.confirm'), exact: true }).click();
      await page.getByText(cs('data:import.done', { added: 13, replaced: 0 }), { exact: true }).waitFor();
      await page.getByRole('link', { name: cs('app:nav.sheets'), exact: true }).click();
      await page.getByRole('link', { name: 'Aria', exact: true }).waitFor();
      // 13 from the old file, and Aria.
      await expect.poll(() => page.getByRole('list', { name: cs('sheet:list.title') }).getByRole('listitem').count()).toBe(14);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
