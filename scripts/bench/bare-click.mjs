// What part of the side-by-side damage figure an app can remove: ../shared/peer-bench's damage
// timing (the click's timeStamp → the second animation frame after it) for a bare page (an input
// and a button whose click changes one number, no framework), beside the apps the harness knows,
// interleaved in one browser, filled and clicked as their keypads are. Run from the project root
// after `npm run build`:  node scripts/bench/bare-click.mjs   (CPU=4 RUNS=15 by default)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const HARNESS = resolve(process.env.PEER_BENCH ?? '../shared/peer-bench');
const { APPS } = await import(pathToFileURL(join(HARNESS, 'apps.mjs')).href);
const { launch, median, serveDir, stubThirdParty } = await import(pathToFileURL(join(HARNESS, 'lib.mjs')).href);

const RUNS = Number(process.env.RUNS ?? 15);
const CPU = Number(process.env.CPU ?? 4);

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

const bareDir = mkdtempSync(join(tmpdir(), 'bare-click-'));
writeFileSync(join(bareDir, 'index.html'), BARE_HTML);
const bare = {
  key: 'bare',
  dir: bareDir,
  path: '/',
  ready: (page) => page.getByRole('heading', { name: 'Bare page' }).waitFor(),
  damage: {
    setup: async () => {},
    async prepare(page) {
      await page.getByRole('textbox', { name: 'Amount' }).fill('1');
      return page.getByRole('button', { name: 'Apply' });
    },
  },
};

const browser = await launch();
const live = [];
for (const app of [bare, ...APPS.filter((a) => a.damage)]) {
  const server = await serveDir(app.dir, app.serve);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US', serviceWorkers: 'block' });
  await stubThirdParty(context, server.url);
  const page = await context.newPage();
  await page.goto(server.url + app.path, { waitUntil: 'load' });
  await app.ready(page);
  await app.damage.setup(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  live.push({ app, page, server, context });
}

const times = {};
for (let round = 0; round < RUNS; round++) {
  for (let i = 0; i < live.length; i++) {
    const { app, page } = live[(i + round) % live.length];
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
  }
}
for (const [key, list] of Object.entries(times)) {
  console.log(`CPU ${CPU}× ${key}: median ${median(list).toFixed(1)} ms  [${list.map((t) => t.toFixed(0)).join(' ')}]`);
}
for (const { context, server } of live) {
  await context.close();
  await server.stop();
}
await browser.close();
rmSync(bareDir, { recursive: true, force: true });
