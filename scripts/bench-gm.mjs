// Benchmark of the GM screen (issue "Speed"): 200 creatures, damage applied to all of them,
// measured from the click to the next paint in this machine's Chromium, no throttling.
// Usage: npx vite build && node scripts/bench-gm.mjs   (CHROMIUM_PATH to use another browser;
// BENCH_DIST=/tmp/some-build to measure a build made with `npx vite build --outDir /tmp/some-build`)
// Prints each run and the median of 5. Times are printed, never asserted (they vary by machine).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CREATURES = Number(process.env.BENCH_CREATURES ?? 200);
const RUNS = 5;
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');

if (!existsSync(resolve(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}: run \`npx vite build\` first.`);
  process.exit(1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The same server `npx vite preview` starts, through vite's API so the port is free and it stops cleanly.
const server = await preview({ root: ROOT, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, open: false }, build: { outDir: DIST } });
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, locale: 'en' });
  await page.goto(new URL('gm', url).href);
  await page.getByRole('heading', { name: 'GM screen' }).waitFor();

  // Quick-add the creatures through the form, as a GM would.
  const form = page.getByRole('form', { name: 'Quick-add creatures' });
  await form.getByLabel('Name').fill('Orc');
  await form.getByLabel('How many').fill(String(CREATURES));
  await form.getByLabel('Max HP').fill('60');
  await form.getByRole('button', { name: /^Add / }).click();
  await page.getByRole('listitem', { name: `Orc ${CREATURES}` }).waitFor();
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();

  // Event Timing: the browser's own measure of input → next paint for the trusted click.
  await page.evaluate(() => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') window.__benchEvents.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

  const rafTimes = [];
  const eventTimes = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByLabel('Amount').fill('1');
    const apply = page.getByRole('button', { name: `Apply damage to ${CREATURES} creatures` });
    await apply.waitFor();
    // Click handler → React commit → the frame after it: rAF then a task marks the paint.
    await page.evaluate(() => {
      window.__benchStart = 0;
      window.__benchDone = new Promise((resolve) => {
        document.addEventListener('click', (event) => {
          window.__benchStart = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__benchStart), 0));
        }, { capture: true, once: true });
      });
    });
    await apply.click();
    rafTimes.push(await page.evaluate(() => window.__benchDone));
    await page.waitForTimeout(200);
    const events = await page.evaluate(() => window.__benchEvents.splice(0));
    if (events.length > 0) eventTimes.push(Math.max(...events));
  }
  const hp = await page.getByRole('listitem', { name: `Orc ${CREATURES}` }).getByText(/\/ \d+ HP/).textContent();
  console.log(`creatures: ${CREATURES}; last row after ${RUNS} applications: ${hp}`);
  console.log(`click → next paint (rAF), ms: ${rafTimes.map((t) => t.toFixed(1)).join(', ')}`);
  console.log(`median of ${RUNS}: ${median(rafTimes).toFixed(1)} ms`);
  if (eventTimes.length > 0) console.log(`Event Timing duration (8 ms granularity; only entries ≥ 16 ms), ms: ${eventTimes.join(', ')}`);
  else console.log('Event Timing: no click took 16 ms or more.');
} finally {
  await browser.close();
  await server.close();
}
