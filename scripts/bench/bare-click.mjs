// What part of the side-by-side damage figure an app can remove: ../shared/peer-bench's damage
// timing (the click's timeStamp → the second animation frame after it) for two floors beside the
// apps the harness knows, interleaved in one browser, filled and clicked as their keypads are:
//   - a bare page: an input and a button whose click changes one number, no framework;
//   - a React 19 page whose click sets one state that shows a number (built here by the same
//     Vite and @vitejs/plugin-react as the app).
// THROTTLE says how the CPU slowdown is applied:
//   all   (default) as damage.mjs does it: every page slowed from setup to the end;
//   each  only the page being filled and clicked, the others at 1× meanwhile.
// Before the clicks it prints how much CPU the browser's renderers use while every page is
// slowed and idle (from /proc): Chromium's slowdown keeps a throttled renderer busy even when its
// page does nothing, and the machine has two cores.
// Run from the project root after `npm run build`:
//   node scripts/bench/bare-click.mjs            (CPU=4 RUNS=15 THROTTLE=all by default)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPage } from './build.mjs';

const HARNESS = resolve(process.env.PEER_BENCH ?? '../shared/peer-bench');
const { APPS } = await import(pathToFileURL(join(HARNESS, 'apps.mjs')).href);
const { launch, loadavg, median, serveDir, stubThirdParty } = await import(pathToFileURL(join(HARNESS, 'lib.mjs')).href);

const RUNS = Number(process.env.RUNS ?? 15);
const CPU = Number(process.env.CPU ?? 4);
const THROTTLE = process.env.THROTTLE ?? 'all';
if (!['all', 'each'].includes(THROTTLE)) throw new Error(`THROTTLE is "all" or "each", not "${THROTTLE}"`);

const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head>
<body><h1>Bare page</h1><p id="hp">500</p>
<label>Amount <input id="amount" type="text" inputmode="numeric"></label>
<button id="apply">Apply</button>
<script>
document.getElementById('apply').addEventListener('click', () => {
  const hp = document.getElementById('hp');
  hp.textContent = String(Number(hp.textContent) - Number(document.getElementById('amount').value || 0));
});
</script></body></html>`;

const REACT_MAIN = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
function Page() {
  const [hp, setHp] = useState(500);
  const [amount, setAmount] = useState('');
  return (
    <main>
      <h1>React page</h1>
      <p>{hp}</p>
      <label>Amount <input type="text" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} /></label>
      <button type="button" onClick={() => setHp((now) => now - Number(amount || 0))}>Apply</button>
    </main>
  );
}
createRoot(document.getElementById('root')!).render(<Page />);
`;

const work = mkdtempSync(join(tmpdir(), 'bare-click-'));
const bareDir = join(work, 'bare');
mkdirSync(bareDir);
writeFileSync(join(bareDir, 'index.html'), BARE_HTML);
const reactDir = await buildPage(join(work, 'react'), REACT_MAIN);

/** A floor page: its keypad is an input and a button, filled and clicked like the apps'. */
const floor = (key, dir, heading) => ({
  key,
  dir,
  path: '/',
  ready: (page) => page.getByRole('heading', { name: heading }).waitFor(),
  damage: {
    setup: async () => {},
    async prepare(page) {
      await page.getByRole('textbox', { name: 'Amount' }).fill('1');
      return page.getByRole('button', { name: 'Apply' });
    },
  },
});

/** CPU seconds used so far by each Chromium renderer (utime + stime from /proc). */
function rendererCpu() {
  const ticks = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

const browser = await launch();
const live = [];
for (const app of [floor('bare', bareDir, 'Bare page'), floor('react', reactDir, 'React page'), ...APPS.filter((a) => a.damage)]) {
  const server = await serveDir(app.dir, app.serve);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US', serviceWorkers: 'block' });
  await stubThirdParty(context, server.url);
  const page = await context.newPage();
  await page.goto(server.url + app.path, { waitUntil: 'load' });
  await app.ready(page);
  await app.damage.setup(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  live.push({ app, page, server, context, cdp });
}

await new Promise((done) => setTimeout(done, 1000));
const before = rendererCpu();
await new Promise((done) => setTimeout(done, 5000));
const after = rendererCpu();
const busy = [...after].filter(([pid]) => before.has(pid)).map(([pid, seconds]) => (seconds - before.get(pid)) / 5);
console.log(`idle, all ${live.length} pages at ${CPU}× CPU: renderers use ${busy.map((share) => `${Math.round(share * 100)}%`).join(', ')} of a core (${Math.round(busy.reduce((sum, share) => sum + share, 0) * 100)}% in all)`);
if (THROTTLE === 'each') for (const { cdp } of live) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

const times = {};
for (let round = 0; round < RUNS; round++) {
  for (let i = 0; i < live.length; i++) {
    const { app, page, cdp } = live[(i + round) % live.length];
    if (THROTTLE === 'each') {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await page.waitForTimeout(100);
    }
    const apply = await app.damage.prepare(page);
    await page.evaluate(() => {
      window.__done = new Promise((done) => {
        document.addEventListener('click', (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
        }, { capture: true, once: true });
      });
    });
    await apply.click();
    (times[app.key] ??= []).push(await page.evaluate(() => window.__done));
    await page.waitForTimeout(300);
    if (THROTTLE === 'each') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}
const peer = median(times.dbt ?? []);
console.log(`CPU ${CPU}×, slowed: ${THROTTLE === 'all' ? 'every page throughout (as damage.mjs)' : 'only the page being clicked'}, ${RUNS} clicks each, load ${loadavg()}`);
for (const [key, list] of Object.entries(times)) {
  console.log(`  ${key.padEnd(9)} median ${median(list).toFixed(1)} ms  ${(median(list) / peer).toFixed(2)}× dnd-battle-tracker  [${list.map((t) => t.toFixed(0)).join(' ')}]`);
}
for (const { context, server } of live) {
  await context.close();
  await server.stop();
}
await browser.close();
rmSync(work, { recursive: true, force: true });
