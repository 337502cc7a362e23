import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectConsoleErrors,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  serveApp,
  setViewport,
  type AppServer,
  type Browser,
} from './harness';

// Journey: a short fight on the GM screen of a tablet — quick-add, initiative, one group
// damage with its preview, the turn reaching a dying character and asking for its death save.
describe('GM screen (journey: a short fight on a tablet)', () => {
  let app: AppServer;
  let browser: Browser;
  let errors: string[];

  beforeAll(async () => {
    app = await serveApp();
    browser = await launchBrowser({ locale: 'en', viewport: 'tablet' });
    errors = collectConsoleErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds creatures, damages all at once, and prompts the dying character’s death save', async () => {
    const { page } = browser;
    await page.goto(`${app.url}/gm`);
    await page.getByRole('heading', { name: 'GM screen' }).waitFor();

    const quickAdd = page.getByRole('form', { name: 'Quick-add creatures' });
    const add = async (name: string, count: number, hp: number, role: 'minion' | 'character') => {
      await quickAdd.getByLabel('Name').fill(name);
      await quickAdd.getByLabel('How many').fill(String(count));
      await quickAdd.getByLabel('Max HP').fill(String(hp));
      await quickAdd.getByLabel('Role').selectOption(role);
      await quickAdd.getByRole('button', { name: /^Add / }).click();
    };
    await add('Goblin', 3, 7, 'minion');
    await add('Aria', 1, 12, 'character');
    await page.getByRole('listitem', { name: 'Goblin 3' }).waitFor();

    // Initiative: Aria typed low, the goblins rolled; then the fight starts.
    await page.getByRole('button', { name: 'Initiative, order and conditions: Aria' }).click();
    await page.getByLabel('Initiative of Aria').fill('1');
    await page.getByRole('button', { name: 'Roll initiative', exact: true }).click();
    await page.getByRole('button', { name: 'Sort by initiative' }).click();
    await page.getByRole('button', { name: 'Start the fight', exact: true }).click();
    await page.getByText('Round 1').waitFor();

    // One fireball for everyone: the preview shows the result before anything changes.
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    const panel = page.getByRole('region', { name: '4 creatures selected', exact: true });
    await panel.getByLabel('Amount').fill('12');
    await panel.getByLabel('Damage type').selectOption('fire');
    const preview = page.getByRole('table', { name: 'Preview' });
    await preview.getByRole('row', { name: /Goblin 1/ }).getByText('Dead').waitFor();
    await preview.getByRole('row', { name: /Aria/ }).getByText('Dying').waitFor();
    await screenshot(page, 'gm-fight-preview-tablet');
    await panel.getByRole('button', { name: 'Apply damage to 4 creatures' }).click();
    await page.getByRole('listitem', { name: 'Aria' }).getByText('0 / 12 HP').waitFor();

    // The dead goblins are skipped: the next turn is Aria's, and her death save is asked for.
    await page.getByRole('button', { name: 'Next turn', exact: true }).click();
    const prompt = page.getByRole('heading', { name: 'Death saving throw due: Aria' });
    await prompt.waitFor();
    // One line in the sticky block: a tap on it opens the die typed from the table.
    await prompt.getByRole('button').click();
    await page.getByLabel('Die rolled at the table').fill('14');
    await page.getByRole('button', { name: 'Record the roll' }).click();
    await page.getByText('Aria rolled 14: a success').waitFor();
    await page.getByRole('img', { name: '1 success of 3' }).waitFor();

    // Hide the dead: only Aria is left in the list.
    await page.getByRole('checkbox', { name: 'Hide the dead' }).check();
    await page.getByRole('listitem', { name: 'Goblin 1' }).waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'gm-fight-tablet-landscape');

    await setViewport(page, 'phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'gm-fight-tablet-portrait');
    expect(errors).toEqual([]);
  });
});
