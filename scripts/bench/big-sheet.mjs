// A sheet whose log has 5,000 entries (made by the app's own store, sheet-fixture.mjs).
// Open: a fresh context with the entry already in localStorage navigates to /sheet/<id>;
// time from navigation start to the frame after the sheet's name is on screen (this includes
// reading and validating every stored entry at boot). The same sheet with an empty log gives
// the baseline. Persist: the app's own persistence.flush() after one action, in the page
// (persist-probe.mjs on the same origin), plus the stringify + setItem floor.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CPU_SLOWDOWN, HELPERS_OUT, LOG_ENTRIES, RUNS } from './config.mjs';
import { median, slowCpu } from './browser.mjs';

/** The fold of the fixture's entries in node (sheet-fixture.mjs measureFold). */
export async function benchFold(entries = LOG_ENTRIES, runs = RUNS) {
  const { measureFold } = await import(pathToFileURL(join(HELPERS_OUT, 'sheet-fixture.js')).href);
  const result = measureFold(entries, runs);
  return { ...result, fullMedian: median(result.full), lateMedian: median(result.late) };
}

export async function makeFixture(entries = LOG_ENTRIES) {
  const { makeSheetEntries, SHEET_NAME } = await import(pathToFileURL(join(HELPERS_OUT, 'sheet-fixture.js')).href);
  return { ...makeSheetEntries(entries), name: SHEET_NAME };
}

/** A fresh context whose storage holds the fixture's sheet as `value` (the whole log, or none), and its settings. */
export async function seededContext(browser, fixture, value) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript(({ key, value, settingsKey, settingsValue }) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(settingsKey, settingsValue);
      localStorage.setItem(key, value);
    }
  }, { key: fixture.key, value, settingsKey: fixture.settingsKey, settingsValue: fixture.settingsValue });
  return context;
}

async function openOnce(browser, baseUrl, fixture, value) {
  const context = await seededContext(browser, fixture, value);
  const page = await context.newPage();
  await page.addInitScript(paintedWhenName, fixture.name);
  await page.goto(`${baseUrl}/sheet/${fixture.id}`);
  const shown = await page.evaluate(() => window.__sheetShown);
  await context.close();
  return shown;
}

// Installed before the app runs: resolves with performance.now() (ms since navigation start)
// once an <h1> with the sheet's name is in the DOM and the frame after it has run.
function paintedWhenName(name) {
  window.__sheetShown = new Promise((resolve) => {
    const found = () => [...document.querySelectorAll('h1')].some((el) => el.textContent?.includes(name));
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function benchBigSheet(browser, baseUrl, fixture, runs = RUNS) {
  const open = [];
  const openEmpty = [];
  for (let i = 0; i < runs; i++) {
    open.push(await openOnce(browser, baseUrl, fixture, fixture.value));
    openEmpty.push(await openOnce(browser, baseUrl, fixture, fixture.emptyValue));
  }

  const persist = async (cpu) => {
    const context = await seededContext(browser, fixture, fixture.value);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/__bench/persist.html`);
    await page.waitForFunction(() => window.__persistProbeReady === true);
    if (cpu > 1) await slowCpu(page, cpu);
    const result = await page.evaluate(([id, n]) => window.__persistProbe(id, n), [fixture.id, runs]);
    await context.close();
    return { ...result, flushMedian: median(result.flush), writeMedian: median(result.write), stringifyMedian: median(result.stringify), actMedian: median(result.act) };
  };

  return {
    entries: fixture.logLength,
    storedBytes: fixture.value.length,
    open,
    openMedian: median(open),
    openEmpty,
    openEmptyMedian: median(openEmpty),
    persist: await persist(1),
    persistSlow: await persist(CPU_SLOWDOWN),
  };
}
