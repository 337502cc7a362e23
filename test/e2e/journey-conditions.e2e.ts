import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer } from './harness';
import { checkpoints, lexicon, literal, unfold, type Words } from './journey-kit';

// Journey (cs, so srd-2024 is the preset; a tablet): a GM runs a turn order whose conditions
// end by themselves. Rules: ../shared/RULES.md "Conditions and concentration" and the srd-2024
// conditions as the app words them (rules:conditionSummaries). Every outcome is worked out by
// hand below from these texts and from the duration kinds the condition form offers
// (sheet:conditionForm: "Jedno ubude na konci každého tahu tohoto tvora"; "Hází se na konci
// každého tahu tohoto tvora; úspěch stav ukončí"; "Celkem {{dc}} nebo víc je úspěch").
//
// Turn order, by the initiatives typed in: Aria 18, Bruno 15, Ogr 10, Vlk 5.
//   Aria   40 HP  concentrates on Měsíční paprsek; Ogr takes 5 radiant at the start of each
//                 of his turns from an ongoing effect tied to that concentration.
//   Bruno  25 HP  Restrained until a Strength save DC 12 succeeds, made at the end of his turn.
//   Ogr    40 HP  Poisoned for 2 rounds: one round is spent at the end of each of his own turns.
//   Vlk    20 HP  Stunned for 1 round; Frightened, given during Bruno's turn in round 1, until
//                 the end of Bruno's next turn.
//
// Round 1  Aria   —
//          Bruno  gives Vlk Frightened. End: the Strength save is asked; 7 < 12 fails, Restrained
//                 stays. Frightened stays: Bruno's next turn has not come yet.
//          Ogr    start: the ongoing effect, 40 − 5 = 35. End: Poisoned 2 → 1 round left.
//          Vlk    Stunned includes Incapacitated: "can take no action or reaction" is said.
//                 End: Stunned's 1 round is spent, it ends.
// Round 2  Aria   — (Vlk no longer Incapacitated: nothing said)
//          Bruno  start: his next turn. End: the save again, 12 ≥ 12 succeeds, Restrained ends;
//                 Frightened ends with the end of Bruno's next turn.
//          Ogr    start: 35 − 5 = 30. End: Poisoned's last round is spent, it ends.
//          Vlk    Vlk hits Aria for 27: concentration save DC max(10, ⌊27 ÷ 2⌋) = 13, at most 30.
//                 Aria rolls 12 < 13: concentration ends, and the effect tied to it with it.
// Round 3  Ogr    start: no effect any more, Ogr stays at 30.

const SPELL = 'Měsíční paprsek';
const FIGHTERS = [
  { name: 'Aria', maxHp: 40, role: 'character', initiative: 18 },
  { name: 'Bruno', maxHp: 25, role: 'character', initiative: 15 },
  { name: 'Ogr', maxHp: 40, role: 'minion', initiative: 10 },
  { name: 'Vlk', maxHp: 20, role: 'minion', initiative: 5 },
] as const;
const RESTRAINED_DC = 12;

type Condition = 'poisoned' | 'frightened' | 'restrained' | 'stunned' | 'incapacitated';

describe('journey: a GM turn order with conditions expiring, in cs (tablet)', () => {
  let app: AppServer;
  let words: Words;

  beforeAll(async () => {
    app = await serveApp();
    words = await lexicon('cs');
  });
  afterAll(() => app?.stop());

  it('through a GM turn order with conditions expiring', async () => {
    // The app's words, with i18next's nesting ($t(ns:key)) filled in as the app shows them.
    const w: Words = (key, vars) => words(key, vars).replace(/\$t\(([^)]+)\)/g, (_, nested: string) => w(nested));
    const g: Words = (key, vars) => w(`gm:${key}`, vars);
    const condition = (id: Condition) => w(`rules:conditions.${id}`);
    const browser = await launchBrowser({ locale: 'cs', viewport: 'tablet' });
    try {
      const { page } = browser;
      page.setDefaultTimeout(10_000);
      const errors = collectConsoleErrors(page);
      const check = checkpoints('journey-conditions', 'tablet');
      await page.goto(app.url);
      await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: g('title'), exact: true }).waitFor();

      const row = (name: string) => page.getByRole('listitem', { name, exact: true });
      const turnBar = page.getByRole('region', { name: g('turn.label'), exact: true });
      const nextTurn = () => turnBar.getByRole('button', { name: g('turn.next'), exact: true }).click();
      /** Waits for the turn bar to say round `round`, `name`'s turn, and for that row to be marked current. */
      const expectTurn = async (round: number, name: string) => {
        await turnBar.locator('p').filter({ hasText: new RegExp(`^${literal(g('turn.round', { round })).source}(?!\\d)`) }).waitFor();
        await turnBar.getByText(g('turn.current', { name }), { exact: true }).waitFor();
        await page.locator(`li[aria-current="step"][aria-label="${name}"]`).waitFor();
      };
      /** The chip of a condition on a row (its summary: the name, then how long it lasts). */
      const chip = (name: string, id: Condition) =>
        row(name).getByRole('list', { name: w('sheet:conditions.list'), exact: true }).locator('summary')
          .filter({ has: page.getByText(condition(id), { exact: true }) });
      const expectChip = (name: string, id: Condition, lasts: string) =>
        chip(name, id).filter({ hasText: new RegExp(`^${literal(`${condition(id)} · ${lasts}`).source}$`) }).waitFor();
      const expectNoChip = (name: string, id: Condition) => chip(name, id).waitFor({ state: 'detached' });
      const expectHp = (name: string, current: number, max: number) =>
        row(name).getByText(new RegExp(`^${literal(g('row.hp', { current, max })).source}`)).waitFor();
      const rounds = (count: number) => w('rules:conditionDurations.rounds', { count });
      const turnEnded = (id: Condition, name: string) => turnBar.getByText(g('turn.ended', { list: g('turn.endedItem', { condition: condition(id), name }) }), { exact: true });

      // Incapacitated, as the turn bar says it when Vlk's turn comes (Stunned includes it).
      const vlkCannotAct = turnBar.getByText(g('turn.incapacitated', {
        name: 'Vlk', condition: g('turn.includedBy', { included: condition('incapacitated'), condition: condition('stunned') }),
      }), { exact: true });

      // The Strength save prompt and what it reports.
      const restrainedName = g('prompts.conditionSave', { name: 'Bruno', abilitySave: w('rules:abilitySaves.str'), dc: RESTRAINED_DC, condition: condition('restrained') });
      const restrainedSave = page.getByRole('form', { name: restrainedName, exact: true });
      // Asked on one line of the sticky block; a tap on its words opens the die typed from the table.
      const restrainedLine = page.getByRole('button', { name: restrainedName, exact: true });
      const answer = async (form: Locator, roll: number) => {
        await form.getByRole('spinbutton', { name: w('sheet:saves.typed'), exact: true }).fill(String(roll));
        await form.getByRole('button', { name: w('sheet:saves.record'), exact: true }).click();
      };
      const restrainedSaveText = (roll: number, passed: boolean) => w('rules:events.condition-save', {
        context: passed ? 'passed' : 'failed', condition: condition('restrained'), abilitySave: w('rules:abilitySaves.str'), roll, total: roll, dc: RESTRAINED_DC,
      });
      const restrainedEndedText = w('rules:events.condition-removed', { condition: condition('restrained'), reason: w('rules:conditionEndReasons.save') });
      const outcome = (name: string, text: string) => page.getByText(g('prompts.outcome', { name, text }), { exact: true });
      const saveSum = (text: string) => page.getByText(text, { exact: true });

      // --- Four creatures, quick-added one by one.
      const quickAdd = page.getByRole('form', { name: g('quickAdd.title') });
      for (const fighter of FIGHTERS) {
        await quickAdd.getByRole('textbox', { name: g('quickAdd.name') }).fill(fighter.name);
        await quickAdd.getByRole('spinbutton', { name: g('quickAdd.count') }).fill('1');
        await quickAdd.getByRole('spinbutton', { name: g('quickAdd.maxHp') }).fill(String(fighter.maxHp));
        await quickAdd.getByRole('combobox', { name: g('quickAdd.role') }).selectOption(fighter.role);
        await quickAdd.getByRole('button', { name: g('quickAdd.submit', { count: 1, name: fighter.name }), exact: true }).click();
        await row(fighter.name).waitFor();
      }
      // Each row expanded, as a GM working on them would: initiative, conditions, effects and the
      // sheet's link are there, and stay in view for the whole journey.
      for (const fighter of FIGHTERS) {
        const button = row(fighter.name).getByRole('button', { name: g('row.more', { name: fighter.name }), exact: true });
        // The button is tapped where it is drawn: whole, inside its row (which clips what overflows it).
        const [box, rowBox] = await Promise.all([button.boundingBox(), row(fighter.name).boundingBox()]);
        expect(box && rowBox && box.x + box.width, `${fighter.name}: the row's button lies whole inside its row`).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0));
        await button.click();
        await page.getByRole('region', { name: g('row.conditionsOf', { name: fighter.name }), exact: true }).waitFor();
      }
      // Initiatives typed from the table, then sorted: the turn order is known.
      for (const fighter of [...FIGHTERS].reverse()) {
        await page.getByRole('spinbutton', { name: g('row.initiative', { name: fighter.name }), exact: true }).fill(String(fighter.initiative));
      }
      await turnBar.getByRole('button', { name: g('turn.sort'), exact: true }).click();
      const list = page.getByRole('list', { name: g('list.title', { count: FIGHTERS.length }), exact: true });
      await expect.poll(() => list.evaluate((ol) => [...ol.children].map((li) => li.getAttribute('aria-label')))).toEqual(FIGHTERS.map((f) => f.name));
      for (const fighter of FIGHTERS) await expectHp(fighter.name, fighter.maxHp, fighter.maxHp);

      // --- The conditions panel of an expanded row: give a condition with a duration, or concentrate.
      const openPanel = async (name: string) => {
        const panel = page.getByRole('region', { name: g('row.conditionsOf', { name }), exact: true });
        await panel.waitFor();
        return panel;
      };
      const give = async (name: string, id: Condition, duration: (panel: Locator) => Promise<void>) => {
        const panel = await openPanel(name);
        await panel.getByRole('combobox', { name: w('sheet:conditionForm.condition'), exact: true }).selectOption({ label: condition(id) });
        await duration(panel);
        await panel.getByRole('button', { name: w('sheet:conditionForm.add', { condition: condition(id) }), exact: true }).click();
      };
      const kind = (panel: Locator, which: 'rounds' | 'turn' | 'save') =>
        panel.getByRole('radio', { name: w(`sheet:conditionForm.kinds.${which}`), exact: true }).check();
      const forRounds = (count: number) => async (panel: Locator) => {
        await kind(panel, 'rounds');
        await panel.getByRole('spinbutton', { name: w('sheet:conditionForm.rounds'), exact: true }).fill(String(count));
      };

      // Aria concentrates on the spell.
      const ariaPanel = await openPanel('Aria');
      await ariaPanel.getByRole('textbox', { name: w('sheet:concentration.field'), exact: true }).fill(SPELL);
      await ariaPanel.getByRole('button', { name: w('sheet:concentration.start'), exact: true }).click();
      const concentrating = row('Aria').getByText(w('rules:concentration.label', { on: SPELL }), { exact: true });
      await concentrating.waitFor();

      // Ogr: the spell's ongoing damage at the start of his turn, tied to Aria's concentration.
      const selectBox = (name: string) => page.getByRole('checkbox', { name: g('row.select', { name }), exact: true });
      await selectBox('Ogr').check();
      await page.locator('summary').filter({ hasText: new RegExp(`^${literal(g('effects.title')).source}$`) }).click();
      const effectForm = page.getByRole('form', { name: g('effects.title'), exact: true });
      await effectForm.getByRole('combobox', { name: g('effects.kind'), exact: true }).selectOption('harmful-area');
      await effectForm.getByRole('textbox', { name: g('effects.label'), exact: true }).fill(SPELL);
      await effectForm.getByRole('spinbutton', { name: g('effects.amount'), exact: true }).fill('5');
      await effectForm.getByRole('combobox', { name: g('group.damageType'), exact: true }).selectOption('radiant');
      await effectForm.getByRole('combobox', { name: g('effects.timing'), exact: true }).selectOption('start');
      const tie = g('effects.tie', { holder: 'Aria', concentration: w('rules:concentration.label', { on: SPELL }) });
      await effectForm.getByRole('combobox', { name: g('effects.tiedTo'), exact: true }).selectOption({ label: tie });
      await effectForm.getByRole('button', { name: g('effects.submit', { count: 1 }), exact: true }).click();
      const ogrEffect = row('Ogr').getByRole('list', { name: g('effects.on'), exact: true }).getByText(new RegExp(`^${literal(SPELL).source} 5 .* · ${literal(tie).source}$`));
      await ogrEffect.waitFor();
      await selectBox('Ogr').uncheck();

      // Ogr Poisoned for 2 rounds; Bruno Restrained until a Strength save DC 12; Vlk Stunned for 1 round.
      await give('Ogr', 'poisoned', forRounds(2));
      await give('Bruno', 'restrained', async (panel) => {
        await kind(panel, 'save');
        await panel.getByRole('combobox', { name: w('sheet:conditionForm.ability'), exact: true }).selectOption({ label: w('rules:abilities.str') });
        await panel.getByRole('spinbutton', { name: w('sheet:conditionForm.dc'), exact: true }).fill(String(RESTRAINED_DC));
      });
      await give('Vlk', 'stunned', forRounds(1));
      await expectChip('Ogr', 'poisoned', rounds(2));
      await expectChip('Bruno', 'restrained', w('rules:conditionDurations.save', { ability: w('rules:abilities.str'), dc: RESTRAINED_DC }));
      await expectChip('Vlk', 'stunned', rounds(1));
      // Stunned includes Incapacitated: shown as included, from Stunned.
      await row('Vlk').getByText(`${condition('incapacitated')} ${w('rules:conditionIncludedBy', { condition: condition('stunned') })}`, { exact: true }).waitFor();
      await check(page, 'conditions-given');

      // --- Round 1.
      await turnBar.getByRole('button', { name: g('turn.start'), exact: true }).click();
      await expectTurn(1, 'Aria');
      await nextTurn();
      await expectTurn(1, 'Bruno');
      // The end of Aria's turn asks nothing: Bruno's save comes at the end of his own turn.
      expect(await restrainedSave.count()).toBe(0);

      // Bruno frightens Vlk until the end of Bruno's next turn (this one is under way: the next is in round 2).
      await give('Vlk', 'frightened', async (panel) => {
        await kind(panel, 'turn');
        await panel.getByRole('combobox', { name: w('sheet:conditionForm.edge'), exact: true }).selectOption('end');
        await panel.getByRole('combobox', { name: w('sheet:conditionForm.whose'), exact: true }).selectOption({ label: 'Bruno' });
      });
      const frightenedLasts = w('rules:conditionDurations.turn-end', { name: 'Bruno' });
      await expectChip('Vlk', 'frightened', frightenedLasts);

      // End of Bruno's turn: his Strength save is asked; 7 fails (7 < 12).
      await nextTurn();
      await expectTurn(1, 'Ogr');
      await restrainedLine.click();
      await restrainedSave.waitFor();
      await check(page, 'restrained-save-asked');
      await answer(restrainedSave, 7);
      // The prompt says the sum: the d20, the bonus the rules added (none on a quick-added creature), the total.
      await saveSum(g('prompts.conditionSaveMath', { context: 'failed', name: 'Bruno', condition: condition('restrained'), math: '7 + 0 = 7', dc: RESTRAINED_DC })).waitFor();
      await restrainedSave.waitFor({ state: 'detached' });
      await expectChip('Bruno', 'restrained', w('rules:conditionDurations.save', { ability: w('rules:abilities.str'), dc: RESTRAINED_DC }));
      // Frightened outlasts the end of the turn it was given in.
      await expectChip('Vlk', 'frightened', frightenedLasts);
      // Start of Ogr's turn: the spell's 5 radiant, 40 → 35.
      await expectHp('Ogr', 35, 40);

      // End of Ogr's turn: one of his two Poisoned rounds is spent.
      await nextTurn();
      await expectTurn(1, 'Vlk');
      await expectChip('Ogr', 'poisoned', rounds(1));
      // Vlk's turn: Stunned includes Incapacitated, it can take no action or reaction.
      await vlkCannotAct.waitFor();
      await check(page, 'stunned-turn');

      // --- Round 2. End of Vlk's turn: Stunned's one round is spent, and it ends.
      await nextTurn();
      await expectTurn(2, 'Aria');
      await turnEnded('stunned', 'Vlk').waitFor();
      await expectNoChip('Vlk', 'stunned');
      await row('Vlk').getByText(`${condition('incapacitated')} ${w('rules:conditionIncludedBy', { condition: condition('stunned') })}`, { exact: true }).waitFor({ state: 'detached' });
      expect(await vlkCannotAct.count()).toBe(0);
      await expectChip('Vlk', 'frightened', frightenedLasts);

      await nextTurn();
      await expectTurn(2, 'Bruno');
      expect(await restrainedSave.count()).toBe(0);
      await expectChip('Vlk', 'frightened', frightenedLasts);

      // End of Bruno's next turn: Frightened ends; his save again, 12 meets DC 12 and Restrained ends.
      await nextTurn();
      await expectTurn(2, 'Ogr');
      await turnEnded('frightened', 'Vlk').waitFor();
      await expectNoChip('Vlk', 'frightened');
      await restrainedLine.click();
      await restrainedSave.waitFor();
      await answer(restrainedSave, RESTRAINED_DC);
      await saveSum(g('prompts.conditionSaveMath', {
        context: 'passed', name: 'Bruno', condition: condition('restrained'), math: `${RESTRAINED_DC} + 0 = ${RESTRAINED_DC}`, dc: RESTRAINED_DC,
      })).waitFor();
      await outcome('Bruno', restrainedEndedText).waitFor();
      await restrainedSave.waitFor({ state: 'detached' });
      await expectNoChip('Bruno', 'restrained');
      // Start of Ogr's turn: the spell again, 35 → 30; Poisoned has its last round.
      await expectHp('Ogr', 30, 40);
      await expectChip('Ogr', 'poisoned', rounds(1));
      await check(page, 'restrained-ended');

      // End of Ogr's turn: Poisoned's last round is spent.
      await nextTurn();
      await expectTurn(2, 'Vlk');
      await turnEnded('poisoned', 'Ogr').waitFor();
      await expectNoChip('Ogr', 'poisoned');

      // Vlk bites Aria for 27: her concentration save is DC max(10, ⌊27 ÷ 2⌋ = 13) = 13.
      await selectBox('Aria').check();
      const panel = page.getByRole('region', { name: g('group.title', { count: 1 }), exact: true });
      await panel.getByRole('spinbutton', { name: g('group.amount'), exact: true }).fill('27');
      const saveDue = w('rules:concentration.saveDue', { dc: 13 });
      await panel.getByRole('table', { name: g('group.preview'), exact: true }).getByText(saveDue, { exact: true }).waitFor();
      await panel.getByRole('button', { name: g('group.apply.damage', { count: 1 }), exact: true }).click();
      await panel.getByText(`${g('group.applied', { count: 1 })} ${g('group.savesDue', { count: 1, save: w('rules:actions.concentrationSave') })}`, { exact: true }).waitFor();
      await selectBox('Aria').uncheck();
      await expectHp('Aria', 13, 40);
      await row('Aria').getByRole('form', { name: saveDue, exact: true }).waitFor();
      const concentrationName = g('prompts.concentrationSave', { name: 'Aria', concentration: w('rules:concentration.label', { on: SPELL }), save: saveDue });
      const concentrationSave = page.getByRole('form', { name: concentrationName, exact: true });
      await page.getByRole('button', { name: concentrationName, exact: true }).click();
      await check(page, 'concentration-save-asked');

      // 12 < 13: concentration ends, and the spell's ongoing effect on Ogr with it.
      await answer(concentrationSave, 12);
      await saveSum(g('prompts.saveMath', { context: 'failed', name: 'Aria', math: '12 + 0 = 12', dc: 13 })).waitFor();
      await outcome('Aria', w('rules:events.concentration-ended', { on: SPELL, reason: w('rules:concentrationEndReasons.failed-save') })).waitFor();
      await concentrationSave.waitFor({ state: 'detached' });
      await concentrating.waitFor({ state: 'detached' });
      await ogrEffect.waitFor({ state: 'detached' });
      const effectEnded = page.getByText(g('effects.ended', {
        effect: SPELL, name: 'Ogr', holder: 'Aria', ended: w('rules:actions.endConcentration'), on: SPELL,
      }), { exact: true });
      await effectEnded.waitFor();
      await check(page, 'concentration-ended');

      // --- Round 3: Ogr's turn starts with no spell on him, he stays at 30.
      await nextTurn();
      await expectTurn(3, 'Aria');
      await nextTurn();
      await expectTurn(3, 'Bruno');
      await nextTurn();
      await expectTurn(3, 'Ogr');
      await expectHp('Ogr', 30, 40);
      for (const name of ['Aria', 'Bruno', 'Ogr', 'Vlk']) {
        expect(await row(name).getByRole('list', { name: w('sheet:conditions.list'), exact: true }).count(), `${name} has no conditions left`).toBe(0);
      }

      // Bruno's sheet keeps both saves in its log.
      await row('Bruno').getByRole('link', { name: g('row.openSheet', { name: 'Bruno' }), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Bruno' }).waitFor();
      await unfold(page, w('sheet:log.title'));
      const log = page.getByRole('list', { name: w('sheet:log.title'), exact: true });
      await log.getByText(restrainedSaveText(7, false), { exact: true }).waitFor();
      await log.getByText(`${restrainedSaveText(RESTRAINED_DC, true)} ${restrainedEndedText}`, { exact: true }).waitFor();
      await check(page, 'bruno-log');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
