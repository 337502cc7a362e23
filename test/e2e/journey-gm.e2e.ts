import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer, type ViewportName } from './harness';
import { checkpoints, lexicon, literal, type Words } from './journey-kit';

/** The GM screen's own words (gm.json), keys given without their namespace. */
async function gmWords(language: string): Promise<Words> {
  const words = await lexicon(language);
  return (key, vars) => words(`gm:${key}`, vars);
}

interface Creature {
  name: string;
  max: number;
  /** Temporary HP given before the fireball. */
  temp: number;
  /** Ticks "succeeded on the save (half damage)" in the preview. */
  saved: boolean;
  /** The final damage the preview shows: a number, or 'immune'. */
  damage: number | 'immune';
  /** Current HP and temporary HP once the damage is applied. */
  after: { current: number; temp: number };
  /** A status badge the result shows (and the applied row keeps), if any. */
  badge?: 'dead' | 'bloodied';
}

// One Ohnivé (fire) effect of 21 for everyone, cs → srd-2024 (seed 004, "Záchranné hody a
// zranění", "Odolnost a Zranitelnost", "Imunita", "Dočasné Životy"; RULES.md damage 1–5).
// Every number below is worked out by hand from those texts:
//   save        → "poloviční zranění (zaokrouhleno dolů)": ⌊21 / 2⌋ = 10
//   Odolnost    → halved after the save ("Pořadí aplikace"): 21 → 10; saved 21 → 10 → 5
//   Imunita     → "neutrpíš zranění daného typu": 0, whether saved or not
//   Dočasné     → "nejprve se ztratí tyto body": 8 temp take the first 8, the rest comes off HP
//   minion      → "Nestvůra zemře v okamžiku, kdy klesne na 0 Životů"
//   Zakrvavený  → current ≤ half the maximum
const FIRE = 21;
const TEMP = 8;
const CREATURES: Creature[] = [
  // 12 − 21 → 0: a minion at 0 HP dies.
  { name: 'Goblin 1', max: 12, temp: 0, saved: false, damage: 21, after: { current: 0, temp: 0 }, badge: 'dead' },
  // ⌊21/2⌋ = 10; 12 − 10 = 2 ≤ 6: Zakrvavený.
  { name: 'Goblin 2', max: 12, temp: 0, saved: true, damage: 10, after: { current: 2, temp: 0 }, badge: 'bloodied' },
  // Odolnost: ⌊21/2⌋ = 10; 40 − 10 = 30.
  { name: 'Golem 1', max: 40, temp: 0, saved: false, damage: 10, after: { current: 30, temp: 0 } },
  // Save, then Odolnost: ⌊21/2⌋ = 10, ⌊10/2⌋ = 5; 40 − 5 = 35.
  { name: 'Golem 2', max: 40, temp: 0, saved: true, damage: 5, after: { current: 35, temp: 0 } },
  // Imunita: nothing.
  { name: 'Salamandr', max: 40, temp: 0, saved: false, damage: 'immune', after: { current: 40, temp: 0 } },
  // 21 with 8 temporary: 8 absorbed, 13 off the HP; 30 − 13 = 17 (> 15, not Zakrvavený).
  { name: 'Rytíř 1', max: 30, temp: TEMP, saved: false, damage: 21, after: { current: 17, temp: 0 } },
  // Saved: 10 with 8 temporary: 8 absorbed, 2 off the HP; 30 − 2 = 28.
  { name: 'Rytíř 2', max: 30, temp: TEMP, saved: true, damage: 10, after: { current: 28, temp: 0 } },
];

/** The creature's row in the encounter list. */
function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/** Waits for a list row to read `current / max` HP, with (or without) its temporary HP beside it. */
async function expectRow(page: Page, g: Words, name: string, current: number, max: number, temp: number): Promise<void> {
  const item = row(page, name);
  await item.getByText(new RegExp(`^${literal(g('row.hp', { current, max })).source}`)).waitFor();
  const tempText = item.getByText(g('row.temp', { temp: TEMP }), { exact: true });
  if (temp > 0) await item.getByText(g('row.temp', { temp }), { exact: true }).waitFor();
  else await tempText.waitFor({ state: 'detached' });
}

/** Taps a mode of the group action; its radio is visually hidden, so a GM taps the label's words. */
async function pickMode(panel: Locator, g: Words, mode: 'damage' | 'temp'): Promise<void> {
  const modes = panel.getByRole('radiogroup', { name: g('group.modeLabel'), exact: true });
  await modes.getByText(g(`group.modes.${mode}`), { exact: true }).click();
  expect(await modes.getByRole('radio', { name: g(`group.modes.${mode}`), exact: true }).isChecked()).toBe(true);
}

// Journey (cs, srd-2024 "Záchranné hody a zranění"): a GM quick-adds a mixed group, gives two
// knights temporary HP at once, then one fireball for all seven with a save for half on some:
// the preview's per-target numbers, Apply, each row's HP, and one Undo that puts everything back.
describe.each<ViewportName>(['phone', 'tablet'])('journey: the GM screen, a multi-target attack with a save for half, in cs (%s)', (size) => {
  let app: AppServer;
  let w: Words;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    w = await lexicon('cs');
    g = await gmWords('cs');
  });
  afterAll(() => app?.stop());

  it('quick-adds mixed defenses, previews 21 fire with saves per target, applies, and one Undo restores all', async () => {
    const browser = await launchBrowser({ locale: 'cs', viewport: size });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints('journey-gm', size);
      await page.goto(app.url);
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();

      // Quick-add: the form is open on an empty encounter; it keeps its fields between adds.
      const quickAdd = page.getByRole('form', { name: g('quickAdd.title') });
      const fire = quickAdd.getByRole('combobox', { name: g('damageTypes.fire') });
      const add = async (name: string, count: number, maxHp: number, role: 'minion' | 'character', fireDefense: '' | 'resistance' | 'immunity') => {
        await quickAdd.getByRole('textbox', { name: g('quickAdd.name') }).fill(name);
        await quickAdd.getByRole('spinbutton', { name: g('quickAdd.count') }).fill(String(count));
        await quickAdd.getByRole('spinbutton', { name: g('quickAdd.maxHp') }).fill(String(maxHp));
        await quickAdd.getByRole('combobox', { name: g('quickAdd.role') }).selectOption(role);
        await fire.selectOption(fireDefense);
        await quickAdd.getByRole('button', { name: g('quickAdd.submit', { count, name }), exact: true }).click();
        await row(page, count === 1 ? name : `${name} ${count}`).waitFor();
      };
      await quickAdd.locator('summary').filter({ hasText: literal(g('quickAdd.defenses', { count: 0 })) }).click();
      await add('Goblin', 2, 12, 'minion', '');
      await add('Golem', 2, 40, 'minion', 'resistance');
      await add('Salamandr', 1, 40, 'minion', 'immunity');
      await add('Rytíř', 2, 30, 'character', '');
      await page.getByRole('heading', { name: g('list.title', { count: CREATURES.length }), exact: true }).waitFor();
      for (const c of CREATURES) await expectRow(page, g, c.name, c.max, c.max, 0);
      // A GM tells the rows apart by their names: each one takes some room in its row.
      for (const c of CREATURES) {
        const box = await row(page, c.name).getByTestId('row-name').boundingBox();
        expect.soft(box?.width ?? 0, `${c.name}: its name is shown in its row`).toBeGreaterThan(0);
      }
      await check(page, 'added');

      // Dočasné Životy for the two knights at once.
      for (const name of ['Rytíř 1', 'Rytíř 2']) await page.getByRole('checkbox', { name: g('row.select', { name }), exact: true }).check();
      const pair = page.getByRole('region', { name: g('group.title', { count: 2 }), exact: true });
      await pickMode(pair, g, 'temp');
      await pair.getByRole('spinbutton', { name: g('group.amount') }).fill(String(TEMP));
      await pair.getByRole('button', { name: g('group.apply.temp', { count: 2 }), exact: true }).click();
      for (const c of CREATURES) await expectRow(page, g, c.name, c.max, c.max, c.temp);
      await check(page, 'temp-hp');

      // Everyone, one amount of fire damage.
      await page.getByRole('checkbox', { name: g('list.selectAll'), exact: true }).check();
      const panel = page.getByRole('region', { name: g('group.title', { count: CREATURES.length }), exact: true });
      await pickMode(panel, g, 'damage');
      await panel.getByRole('spinbutton', { name: g('group.amount') }).fill(String(FIRE));
      await panel.getByRole('combobox', { name: g('group.damageType') }).selectOption('fire');
      const preview = panel.getByRole('table', { name: g('group.preview'), exact: true });
      for (const c of CREATURES) {
        if (c.saved) await preview.getByRole('checkbox', { name: g('group.savedFor', { name: c.name }), exact: true }).check();
      }
      for (const c of CREATURES) {
        const line = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: c.name, exact: true }) });
        const damage = c.damage === 'immune' ? g('group.immune') : String(c.damage);
        await line.getByTestId('preview-amount').filter({ hasText: new RegExp(`^${literal(damage).source}$`) }).waitFor();
        await line.getByText(g('group.hpChange', { from: c.max, to: c.after.current }), { exact: true }).waitFor();
        if (c.badge) await line.getByText(g(`status.${c.badge}`), { exact: true }).waitFor();
      }
      // The preview fits its panel: no column is cut off behind a sideways scroll.
      expect.soft(await preview.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth), 'preview scrolls sideways').toBeLessThanOrEqual(0);
      // A preview changes nothing.
      for (const c of CREATURES) await expectRow(page, g, c.name, c.max, c.max, c.temp);
      await check(page, 'preview-saves');

      await panel.getByRole('button', { name: g('group.apply.damage', { count: CREATURES.length }), exact: true }).click();
      await panel.getByRole('status').getByText(g('group.applied', { count: CREATURES.length }), { exact: true }).waitFor();
      for (const c of CREATURES) {
        await expectRow(page, g, c.name, c.after.current, c.max, c.after.temp);
        if (c.badge) await row(page, c.name).getByText(g(`status.${c.badge}`), { exact: true }).waitFor();
      }
      await check(page, 'applied');

      // One Undo takes back the whole fireball (and only it: the knights' temporary HP stay); it
      // says so ("Zpět: 21 zranění – …", the creatures named in the order of the rows).
      const fireball = `^${literal(g('undoRedo.undo', { what: w('rules:steps.damage', { amount: FIRE, names: '' }) })).source}`;
      await page.getByRole('region', { name: g('turn.label'), exact: true }).getByRole('button', { name: new RegExp(fireball) }).click();
      for (const c of CREATURES) {
        await expectRow(page, g, c.name, c.max, c.max, c.temp);
        if (c.badge) await row(page, c.name).getByText(g(`status.${c.badge}`), { exact: true }).waitFor({ state: 'detached' });
      }
      await check(page, 'undone');

      // The creatures are the encounter's, not sheets: the list has none, before and after a
      // reload (the first screen's own read of storage), and the GM screen still has them all.
      await page.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
      await page.getByText(w('sheet:list.empty'), { exact: true }).waitFor();
      await page.reload();
      await page.getByText(w('sheet:list.empty'), { exact: true }).waitFor();
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      for (const c of CREATURES) await expectRow(page, g, c.name, c.max, c.max, c.temp);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
