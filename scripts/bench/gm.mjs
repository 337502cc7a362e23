// The GM screen with 200 creatures: damage applied to all of them, from the click to the
// next paint, no throttling: quick-add through the form, select all, apply 1 damage;
// click → requestAnimationFrame → task marks the paint,
// and the browser's Event Timing duration is kept beside it.
import { GM_CREATURES, RUNS } from './config.mjs';
import { median } from './browser.mjs';

/** Clicks `button` and returns the ms from the click event to the next paint (rAF, then a task). */
export async function clickToPaint(page, button) {
  await page.evaluate(() => {
    window.__benchDone = new Promise((resolve) => {
      document.addEventListener('click', (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      }, { capture: true, once: true });
    });
  });
  await button.click();
  return page.evaluate(() => window.__benchDone);
}

/**
 * Clicks `button` and returns { task, painted }: the ms from the click event to the task after
 * the next requestAnimationFrame (as clickToPaint), and to the second requestAnimationFrame, when
 * the frame that shows the change has been painted: what ../shared/peer-bench/damage.mjs times
 * side by side with dnd-battle-tracker, so that the two benches can be compared.
 */
export async function clickToFrames(page, button) {
  await page.evaluate(() => {
    window.__benchFrames = new Promise((resolve) => {
      document.addEventListener('click', (event) => {
        const start = event.timeStamp;
        let task = null;
        let painted = null;
        const done = () => task !== null && painted !== null && resolve({ task, painted });
        requestAnimationFrame(() => {
          setTimeout(() => {
            task = performance.now() - start;
            done();
          }, 0);
          requestAnimationFrame(() => {
            painted = performance.now() - start;
            done();
          });
        });
      }, { capture: true, once: true });
    });
  });
  await button.click();
  return page.evaluate(() => window.__benchFrames);
}

export async function benchGm(browser, baseUrl, creatures = GM_CREATURES, runs = RUNS) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/gm`);
    const heading = page.getByRole('heading', { name: 'GM screen' });
    if (!(await heading.waitFor({ timeout: 15000 }).then(() => true, () => false))) return { available: false, reason: 'no GM screen at /gm' };

    const form = page.getByRole('form', { name: 'Quick-add creatures' });
    await form.getByLabel('Name').fill('Orc');
    await form.getByLabel('How many').fill(String(creatures));
    await form.getByLabel('Max HP').fill('60');
    await form.getByRole('button', { name: /^Add / }).click();
    // A long list is windowed: the last creature is not drawn, so the heading's count is awaited.
    await page.getByRole('heading', { name: `${creatures} creatures` }).waitFor({ timeout: 30000 });
    await page.getByRole('listitem', { name: 'Orc 1', exact: true }).waitFor({ timeout: 30000 });
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();

    await page.evaluate(() => {
      window.__benchEvents = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'click') window.__benchEvents.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const times = [];
    const eventTimes = [];
    for (let run = 0; run < runs; run++) {
      await page.getByLabel('Amount').fill('1');
      const apply = page.getByRole('button', { name: `Apply damage to ${creatures} creatures` });
      await apply.waitFor();
      times.push(await clickToPaint(page, apply));
      await page.waitForTimeout(200);
      const events = await page.evaluate(() => window.__benchEvents.splice(0));
      eventTimes.push(events.length > 0 ? Math.max(...events) : 0);
    }
    return { available: true, creatures, times, median: median(times), eventTimes };
  } catch (error) {
    return { available: false, reason: `GM journey failed: ${String(error?.message ?? error).split('\n')[0]}` };
  } finally {
    await context.close();
  }
}
