// The sheet page as a player uses it: open a sheet (navigation → the docked HP editor's Damage
// button ready for a tap and the frame after), then four damages, each as a player does it: tap
// Damage (the keypad opens), type 3, tap Apply (the keypad closes, the header shows the new HP).
// Timed: Apply's click → next paint (the first one apart: it also compiles the handlers), and to
// the second frame (painted: what the side-by-side bench in ../shared/peer-bench times), and,
// for information, the tap on Damage → the keypad painted.
// Run with no slowdown (what must not get slower while the first load gets lighter) and at 4× CPU
// (the redesign's budget: "At the table in one glance", measured as a mid-range phone).
import { median, slowCpu } from './browser.mjs';
import { seededContext } from './big-sheet.mjs';
import { clickToFrames, clickToPaint } from './gm.mjs';

const DAMAGES = 4;

async function oneRun(browser, baseUrl, fixture, cpu) {
  const context = await seededContext(browser, fixture, fixture.emptyValue);
  const page = await context.newPage();
  try {
    if (cpu > 1) await slowCpu(page, cpu);
    await page.goto(`${baseUrl}/sheet/${fixture.id}`);
    const mode = page.getByRole('button', { name: 'Damage', exact: true });
    await mode.waitFor({ timeout: 30000 });
    const interactive = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
    const opens = [];
    const clicks = [];
    const painted = [];
    // The editor closes its keypad only when the action was applied: a keypad still open means
    // the damage was refused, and the timing would not be the one of a damage.
    const closed = async () => {
      if ((await mode.getAttribute('aria-expanded')) !== 'false') throw new Error('the Damage keypad is open: the damage was not applied');
    };
    for (let i = 0; i < DAMAGES; i++) {
      await closed();
      opens.push(await clickToPaint(page, mode));
      await page.getByRole('textbox', { name: 'Damage amount' }).fill('3');
      const apply = page.getByRole('button', { name: 'Apply 3 damage', exact: true });
      await apply.waitFor();
      const frames = await clickToFrames(page, apply);
      clicks.push(frames.task);
      painted.push(frames.painted);
      await page.waitForTimeout(100);
    }
    await closed();
    return { interactive, first: clicks[0], damage: median(clicks.slice(1)), painted: median(painted.slice(1)), open: median(opens) };
  } finally {
    await context.close();
  }
}

/** `cpu`: the CPU slowdown (1: none), set before the navigation, so the open is slowed too. */
export async function benchSheetPage(browser, baseUrl, fixture, runs, cpu = 1) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await oneRun(browser, baseUrl, fixture, cpu));
  const of = (key) => median(all.map((r) => r[key]));
  return { cpu, runs: all, interactive: of('interactive'), first: of('first'), damage: of('damage'), painted: of('painted'), open: of('open') };
}
