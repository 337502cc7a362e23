import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe, serveApp, type AppServer } from './harness';
import { checkpoints, lexicon, literal, srdName, type Words } from './journey-kit';

// Journey (issue "The monster's turn"), on a 1024×768 tablet in pt-BR and in Czech: four Goblin
// Warriors, an Ogre, a Zombie and a Red Dragon Wyrmling from the SRD 5.2.1, and two characters of
// known Armor Class. The numbers are the SRD 5.2.1 stat blocks' and RULES.md's:
// - Ogre, Greatclub: "Melee Attack Roll: +6 … 13 (2d8 + 4) Bludgeoning". A natural 9 + 6 = 15
//   hits AC 15 and misses AC 16; a natural 20 is a critical hit, its dice rolled twice
//   (4d8 + 4: 8 to 36).
// - Red Dragon Wyrmling, Fire Breath (Recharge 5–6): "Dexterity Saving Throw: DC 13 … 24 (7d6)
//   Fire damage. Success: Half damage." Each target adds its own Dexterity save bonus.
// - Zombie (15 HP, Con save +3), Undead Fortitude: reduced to 0 HP by damage that is not Radiant
//   nor a critical hit, a Constitution save DC 5 + the damage taken; on a success, 1 HP.

interface Case {
  language: 'pt-BR' | 'cs';
}

function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

async function expectHp(page: Page, g: Words, name: string, current: number, max: number): Promise<void> {
  await row(page, name).getByText(new RegExp(`^${literal(g('gm:row.hp', { current, max })).source}`)).waitFor();
}

describe.each<Case>([{ language: 'pt-BR' }, { language: 'cs' }])('journey: the monster\'s turn on a tablet ($language)', ({ language }) => {
  let app: AppServer;
  let g: Words;

  beforeAll(async () => {
    app = await serveApp();
    g = await lexicon(language);
  });
  afterAll(() => app?.stop());

  it('resolves the Ogre\'s Greatclub against two Armor Classes, a critical hit, a Fire Breath save on three targets, its Recharge, and a Zombie\'s Undead Fortitude both ways', async () => {
    const browser = await launchBrowser({ locale: language, viewport: 'tablet' });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      const check = checkpoints(`monster-turn-${language}`, 'tablet');
      await page.goto(app.url);
      await page.getByRole('link', { name: g('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: g('gm:title'), exact: true }).waitFor();

      // The SRD creatures as quick-add names them in this language (scripts/srd/names/).
      const OGRE = srdName(language, 'srd:ogre');
      const ZOMBIE = srdName(language, 'srd:zombie');
      const WARRIOR = srdName(language, 'srd:goblin-warrior');
      const WYRMLING = srdName(language, 'srd:red-dragon-wyrmling');
      const quickAdd = page.getByRole('form', { name: g('gm:quickAdd.title') });
      const search = quickAdd.getByRole('combobox', { name: g('gm:library.search'), exact: true });
      const results = quickAdd.getByRole('listbox', { name: g('gm:library.resultsLabel'), exact: true });
      const add = async (name: string, count = 1) => {
        await quickAdd.getByRole('button', { name: g('gm:quickAdd.submit', { count, name }), exact: true }).click();
      };
      const pick = async (typed: string, name: string, count = 1) => {
        await search.fill(typed);
        await results.getByRole('option').filter({ has: page.getByText(name, { exact: true }) }).click();
        await quickAdd.getByText(g('gm:library.fromSrd', { name }), { exact: true }).waitFor();
        if (count > 1) await quickAdd.getByRole('spinbutton', { name: g('gm:quickAdd.count'), exact: true }).fill(String(count));
        await add(name, count);
      };
      // Two characters typed in quick-add, with their Armor Class.
      for (const [name, ac] of [['Aurora', 15], ['Bruno', 16]] as const) {
        await quickAdd.getByRole('textbox', { name: g('gm:quickAdd.name'), exact: true }).fill(name);
        await quickAdd.getByRole('spinbutton', { name: g('gm:quickAdd.maxHp'), exact: true }).fill('30');
        await quickAdd.getByRole('spinbutton', { name: g('gm:quickAdd.armorClass'), exact: true }).fill(String(ac));
        await quickAdd.getByRole('combobox', { name: g('gm:quickAdd.role'), exact: true }).selectOption('character');
        await add(name);
        await expectHp(page, g, name, 30, 30);
      }
      await pick('gob', WARRIOR, 4);
      await pick('ogre', OGRE);
      await pick('zomb', ZOMBIE);
      await pick('red wyrm', WYRMLING);
      await expectHp(page, g, ZOMBIE, 15, 15);

      // The fight starts; "Next turn" until the Ogre's turn.
      const bar = page.getByRole('region', { name: g('gm:turn.label'), exact: true });
      await bar.getByRole('button', { name: g('gm:turn.start'), exact: true }).click();
      const turnOf = (name: string) => bar.getByText(g('gm:turn.current', { name }), { exact: true });
      const nextTurnUntil = async (name: string) => {
        for (let i = 0; i < 12 && !(await turnOf(name).isVisible()); i++) {
          await bar.getByRole('button', { name: g('gm:turn.next'), exact: true }).click();
        }
        await turnOf(name).waitFor();
      };
      await nextTurnUntil(OGRE);

      // At its turn, the Ogre's actions are in view under the turn bar, one line each, and at
      // least six rows still show below the sticky block.
      const turn = page.getByRole('region', { name: g('gm:actions.turnLabel', { name: OGRE }), exact: true });
      const greatclubLine = [
        'Greatclub', '+6', `13 (2d8+4) ${g('rules:damageTypes.bludgeoning')}`,
      ].join(' · ');
      const greatclub = turn.getByRole('button', { name: greatclubLine, exact: true });
      await greatclub.waitFor();
      const viewport = page.viewportSize()!;
      const box = await greatclub.boundingBox();
      expect(box!.y + box!.height, 'Greatclub in view').toBeLessThanOrEqual(viewport.height);
      const sticky = await turn.evaluate((el) => el.closest('.sticky')!.getBoundingClientRect().bottom);
      const rows = await page.getByRole('listitem').filter({ has: page.getByTestId('row-name') }).all();
      let inView = 0;
      for (const each of rows) {
        const rowBox = await each.boundingBox();
        if (rowBox && rowBox.y >= sticky - 1 && rowBox.y + rowBox.height <= viewport.height) inView += 1;
      }
      expect(inView, 'rows fully in view under the sticky bar').toBeGreaterThanOrEqual(6);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await check(page, 'ogre-turn');

      // Greatclub against Aurora (AC 15) and Bruno (AC 16): a typed natural 9 + 6 = 15.
      const select = (name: string) => page.getByRole('checkbox', { name: g('gm:row.select', { name }), exact: true });
      await select('Aurora').check();
      await select('Bruno').check();
      await greatclub.click();
      const panel = page.getByRole('region', { name: g('gm:actions.panelTitle', { name: OGRE, action: 'Greatclub' }), exact: true });
      await panel.waitFor();
      const card = (name: string) => panel.getByRole('listitem', { name, exact: true });
      for (const name of ['Aurora', 'Bruno']) {
        await card(name).getByRole('spinbutton', { name: g('gm:actions.attackD20For', { name }), exact: true }).fill('9');
      }
      await card('Aurora').getByText(g('gm:actions.verdict.hit'), { exact: true }).waitFor();
      await card('Bruno').getByText(g('gm:actions.verdict.miss'), { exact: true }).waitFor();
      const auroraDamage = card('Aurora').getByRole('spinbutton', { name: new RegExp(literal(`13 (2d8+4) ${g('rules:damageTypes.bludgeoning')}`).source) });
      await auroraDamage.fill('13');
      await card('Aurora').getByText(g('gm:actions.preview', { amount: 13, from: 30, to: 17 }), { exact: true }).waitFor();
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await check(page, 'greatclub');
      await panel.getByRole('button', { name: g('gm:actions.apply', { count: 1 }), exact: true }).click();
      await expectHp(page, g, 'Aurora', 17, 30);
      await expectHp(page, g, 'Bruno', 30, 30);

      // A natural 20 on Bruno: a critical hit, the dice rolled twice (4d8 + 4).
      await select('Aurora').uncheck();
      await greatclub.click();
      await card('Bruno').getByRole('spinbutton', { name: g('gm:actions.attackD20For', { name: 'Bruno' }), exact: true }).fill('20');
      await card('Bruno').getByText(g('gm:actions.verdict.critical'), { exact: true }).waitFor();
      await panel.getByRole('button', { name: g('gm:actions.rollDamage'), exact: true }).click();
      const critField = card('Bruno').getByRole('group', { name: g('gm:actions.damageCritical', { name: 'Bruno' }), exact: true }).getByRole('spinbutton');
      const crit = Number(await critField.inputValue());
      expect(crit).toBeGreaterThanOrEqual(8);
      expect(crit).toBeLessThanOrEqual(36);
      await panel.getByRole('button', { name: g('gm:actions.apply', { count: 1 }), exact: true }).click();
      await expectHp(page, g, 'Bruno', Math.max(0, 30 - crit), 30);
      await select('Bruno').uncheck();

      // The Wyrmling's Fire Breath from its row's stat block, on Aurora (Dex save +0), the Ogre
      // (−1) and the Zombie (−2): 13 and 14 succeed (half of 24 is 12), 5 fails (24).
      await row(page, WYRMLING).getByRole('button', { name: g('gm:row.more', { name: WYRMLING }), exact: true }).click();
      const block = row(page, WYRMLING).locator('details').filter({ has: page.getByText(g('gm:statBlock.title', { name: WYRMLING }), { exact: true }) });
      await block.getByText(g('gm:statBlock.title', { name: WYRMLING }), { exact: true }).click();
      const fireBreathLine = [
        'Fire Breath', g('gm:actions.saveDc', { ability: g('rules:abilitiesShort.dex'), dc: 13 }), `24 (7d6) ${g('rules:damageTypes.fire')}`,
        g('gm:actions.success.half'), g('gm:actions.recharge', { from: 5 }),
      ].join(' · ');
      for (const name of ['Aurora', OGRE, ZOMBIE]) await select(name).check();
      await block.getByRole('button', { name: fireBreathLine, exact: true }).click();
      const breath = page.getByRole('region', { name: g('gm:actions.panelTitle', { name: WYRMLING, action: 'Fire Breath' }), exact: true });
      const saveCard = (name: string) => breath.getByRole('listitem', { name, exact: true });
      for (const [name, d20] of [['Aurora', 13], [OGRE, 14], [ZOMBIE, 5]] as const) {
        await saveCard(name).getByRole('spinbutton', { name: g('gm:actions.saveD20For', { name }), exact: true }).fill(String(d20));
      }
      const dex = g('rules:abilitiesShort.dex');
      await saveCard('Aurora').getByText(g('gm:actions.saveBonus', { ability: dex, bonus: '+0' }), { exact: true }).waitFor();
      await saveCard(OGRE).getByText(g('gm:actions.saveBonus', { ability: dex, bonus: '−1' }), { exact: true }).waitFor();
      await saveCard(ZOMBIE).getByText(g('gm:actions.saveBonus', { ability: dex, bonus: '−2' }), { exact: true }).waitFor();
      await saveCard(ZOMBIE).getByText(g('gm:actions.verdict.failure'), { exact: true }).waitFor();
      await breath.getByRole('group', { name: g('gm:actions.damageAll'), exact: true }).getByRole('spinbutton').fill('24');
      await saveCard('Aurora').getByText(g('gm:actions.preview', { amount: 12, from: 17, to: 5 }), { exact: true }).waitFor();
      await saveCard(OGRE).getByText(g('gm:actions.preview', { amount: 12, from: 68, to: 56 }), { exact: true }).waitFor();
      // The Zombie drops to 0 from 15: Undead Fortitude, DC 5 + 15 = 20, with its Con save +3.
      const fortitude = saveCard(ZOMBIE).getByRole('spinbutton', { name: g('gm:actions.fortitudeFor', { name: ZOMBIE }), exact: true });
      await saveCard(ZOMBIE).getByText(g('gm:actions.fortitude', { dc: 20, bonus: '+3' }), { exact: false }).waitFor();
      await fortitude.fill('17');
      await saveCard(ZOMBIE).getByText(g('gm:actions.preview', { amount: 24, from: 15, to: 1 }), { exact: true }).waitFor();
      await check(page, 'fire-breath');
      await breath.getByRole('button', { name: g('gm:actions.apply', { count: 3 }), exact: true }).click();
      await expectHp(page, g, 'Aurora', 5, 30);
      await expectHp(page, g, OGRE, 56, 68);
      await expectHp(page, g, ZOMBIE, 1, 15);

      // One Undo reverts the breath on all three, and says what it undoes.
      const undoing = (key: 'undo' | 'redo') => new RegExp(`^${literal(g(`gm:undoRedo.${key}`, { what: '' })).source}.*Aurora`);
      await bar.getByRole('button', { name: undoing('undo') }).click();
      await expectHp(page, g, 'Aurora', 17, 30);
      await expectHp(page, g, OGRE, 68, 68);
      await expectHp(page, g, ZOMBIE, 15, 15);
      await bar.getByRole('button', { name: undoing('redo') }).click();
      await expectHp(page, g, ZOMBIE, 1, 15);

      // Fire Breath waits for its Recharge; at the start of the Wyrmling's turn its d6 is rolled and said.
      await block.getByText(g('gm:actions.recharging'), { exact: false }).waitFor();
      await nextTurnUntil(WYRMLING);
      const said = await bar.getByText(new RegExp(`^Fire Breath`)).first().textContent();
      const recharged = new RegExp(`^${literal(g('gm:actions.recharged', { action: 'Fire Breath', roll: 9 })).source.replace('9', '([1-6])')}$`).exec(said ?? '');
      const notRecharged = new RegExp(`^${literal(g('gm:actions.notRecharged', { action: 'Fire Breath', roll: 9 })).source.replace('9', '([1-6])')}$`).exec(said ?? '');
      expect(recharged ?? notRecharged, `the recharge roll is said: ${said}`).not.toBeNull();
      if (recharged) expect(Number(recharged[1])).toBeGreaterThanOrEqual(5);
      if (notRecharged) expect(Number(notRecharged[1])).toBeLessThan(5);
      await check(page, 'recharge');

      // The Zombie's Undead Fortitude failing: a Greatclub hit (AC 8) of 20, DC 5 + 1 = 6 … it has
      // 1 HP left, so the save is DC 6; a typed natural 2 + 3 = 5 fails and it dies.
      for (const name of ['Aurora', OGRE]) await select(name).uncheck();
      await row(page, OGRE).getByRole('button', { name: g('gm:row.more', { name: OGRE }), exact: true }).click();
      const ogreBlock = row(page, OGRE).locator('details').filter({ has: page.getByText(g('gm:statBlock.title', { name: OGRE }), { exact: true }) });
      await ogreBlock.getByText(g('gm:statBlock.title', { name: OGRE }), { exact: true }).click();
      await ogreBlock.getByRole('button', { name: greatclubLine, exact: true }).click();
      await card(ZOMBIE).getByRole('spinbutton', { name: g('gm:actions.attackD20For', { name: ZOMBIE }), exact: true }).fill('15');
      await card(ZOMBIE).getByText(g('gm:actions.verdict.hit'), { exact: true }).waitFor();
      await card(ZOMBIE).getByRole('group', { name: g('gm:actions.damageOn', { name: ZOMBIE }), exact: true }).getByRole('spinbutton').fill('20');
      await card(ZOMBIE).getByText(g('gm:actions.fortitude', { dc: 6, bonus: '+3' }), { exact: false }).waitFor();
      await card(ZOMBIE).getByRole('spinbutton', { name: g('gm:actions.fortitudeFor', { name: ZOMBIE }), exact: true }).fill('2');
      await card(ZOMBIE).getByText(g('gm:actions.preview', { amount: 20, from: 1, to: 0 }), { exact: true }).waitFor();
      await panel.getByRole('button', { name: g('gm:actions.apply', { count: 1 }), exact: true }).click();
      await expectHp(page, g, ZOMBIE, 0, 15);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await check(page, 'fortitude-failed');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
