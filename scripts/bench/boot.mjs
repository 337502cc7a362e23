// Booting with a lot stored, no slowdown: a fresh context whose localStorage already holds (a)
// the 5,000-entry sheet, (b) 200 sheets, opens `/`. The figure is the script the page ran until
// the sheet list was painted and the page settled (DevTools' ScriptDuration: every script task,
// parsing and compiling included), beside the time the list took to show.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HELPERS_OUT, RUNS } from './config.mjs';
import { median } from './browser.mjs';

const SETTLE_MS = 500;

export async function makeManyFixture(count, entries) {
  const { makeManySheets } = await import(pathToFileURL(join(HELPERS_OUT, 'sheet-fixture.js')).href);
  return makeManySheets(count, entries);
}

// Installed before the app runs: resolves with performance.now() once the list (or the empty
// list's text) is on screen and the frame after it has run.
function paintedWhenList() {
  window.__listShown = new Promise((resolve) => {
    const found = () => document.querySelector('main ul li, main h1');
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function bootOnce(browser, baseUrl, pairs) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript((stored) => {
    if (localStorage.length === 0) for (const [key, value] of stored) localStorage.setItem(key, value);
  }, pairs);
  const page = await context.newPage();
  await page.addInitScript(paintedWhenList);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.goto(`${baseUrl}/`);
  const shown = await page.evaluate(() => window.__listShown);
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  await context.close();
  return { shown, script: metric('ScriptDuration'), task: metric('TaskDuration') };
}

/** `cases`: { label: [key, value] pairs }. Each booted RUNS times; medians. */
export async function benchBoot(browser, baseUrl, cases, runs = RUNS) {
  const out = {};
  for (const [label, pairs] of Object.entries(cases)) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await bootOnce(browser, baseUrl, pairs));
    out[label] = {
      bytes: pairs.reduce((sum, [key, value]) => sum + key.length + value.length, 0),
      runs: all,
      script: median(all.map((r) => r.script)),
      shown: median(all.map((r) => r.shown)),
    };
  }
  return out;
}
