// The shared table's figures (issue "The connected table"): a GM's tablet and a player's
// phone, two Chromium profiles on this machine, joined over WebRTC through y-webrtc's
// signaling server. Run by run.mjs inside scripts/table-netns.sh (WebRTC needs an interface
// besides loopback; nothing can leave the machine), it prints one JSON line:
//   latency: GM damage on a player's sheet, click on the tablet → the phone's next paint
//   gm:      damage to all of GM_CREATURES creatures, 6 of them the phone's sheets, click → paint
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lexicon } from '../lexicon.mjs';
import { launchPersistent, median } from './browser.mjs';
import { clickToPaint } from './gm.mjs';
import { APP_OUT, BROWSER_ARGS, GM_CREATURES, ROOT, RUNS } from './config.mjs';
import { serveBuild } from './server.mjs';
import { percentile, startTableServer } from './table-server-process.mjs';

const REMOTE_SHEETS = 6;
const LATENCY_RUNS = Math.max(20, RUNS * 4);
const ARGS = [...BROWSER_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

/** Settings → Shared tables: the bench's signaling server, no STUN server. */
async function configure(page, w, base, signaling) {
  await page.goto(`${base}/settings`);
  for (const [kind, value] of [['signaling', signaling], ['iceServers', '']]) {
    const field = page.getByRole('textbox', { name: w(`table:settings.${kind}.label`), exact: true });
    await field.fill(value);
    const form = page.locator('form').filter({ has: field });
    await form.getByRole('button', { name: w('table:settings.save'), exact: true }).click();
    await form.getByRole('status').getByText(w('table:settings.saved'), { exact: true }).waitFor();
  }
}

async function run() {
  const w = await lexicon(ROOT, 'en');
  const server = await serveBuild(APP_OUT);
  const signaling = await startTableServer();
  const dirs = [await mkdtemp(join(tmpdir(), 'bench-gm-')), await mkdtemp(join(tmpdir(), 'bench-phone-'))];
  const tablet = await launchPersistent(dirs[0], { args: ARGS, viewport: { width: 1024, height: 768 }, locale: 'en-US' });
  const phone = await launchPersistent(dirs[1], { args: ARGS, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const gm = tablet.pages()[0] ?? (await tablet.newPage());
    const player = phone.pages()[0] ?? (await phone.newPage());
    await configure(gm, w, server.url, signaling.url);
    await configure(player, w, server.url, signaling.url);

    await gm.goto(`${server.url}/gm`);
    const quickAdd = gm.getByRole('form', { name: w('gm:quickAdd.title') });
    const local = GM_CREATURES - REMOTE_SHEETS;
    await quickAdd.getByRole('textbox', { name: w('gm:quickAdd.name') }).fill('Orc');
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.count') }).fill(String(local));
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.maxHp') }).fill('60');
    await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: local, name: 'Orc' }), exact: true }).click();
    // A long list is windowed (only rows near the screen are drawn): the heading's count is awaited.
    await gm.getByRole('heading', { name: w('gm:list.title', { count: local }), exact: true }).waitFor({ timeout: 60_000 });
    await gm.getByRole('button', { name: w('table:start.button'), exact: true }).click();
    await gm.getByRole('dialog').getByRole('button', { name: w('table:start.submit'), exact: true }).click();
    const link = await gm.getByTestId('table-link').inputValue();
    await gm.getByRole('button', { name: w('table:invite.done'), exact: true }).click();

    const heroes = Array.from({ length: REMOTE_SHEETS }, (_, i) => `Hero ${i + 1}`);
    await player.goto(server.url);
    const form = player.getByRole('form', { name: w('sheet:list.newTitle') });
    for (const name of heroes) {
      await form.getByRole('textbox', { name: w('sheet:edit.name') }).fill(name);
      await form.getByRole('spinbutton', { name: w('sheet:edit.maxHp') }).fill('1000');
      await form.getByRole('button', { name: w('sheet:list.create') }).click();
      await player.getByRole('heading', { level: 1, name }).waitFor();
      await player.goto(server.url);
    }
    await player.goto(link);
    await player.getByRole('textbox', { name: w('table:join.name'), exact: true }).fill('Player');
    for (const name of heroes) await player.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
    await player.getByRole('button', { name: w('table:join.submit'), exact: true }).click();
    await player.getByRole('heading', { level: 1, name: heroes[0] }).waitFor();
    await gm.getByRole('heading', { name: w('gm:list.title', { count: GM_CREATURES }), exact: true }).waitFor({ timeout: 60_000 });
    // The phone's sheets joined at the end of the turn order: the GM scrolls down to them.
    await gm.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const name of heroes) await gm.getByRole('listitem', { name, exact: true }).waitFor({ timeout: 60_000 });

    // Latency: the GM damages Hero 1; the phone, on Hero 1's sheet, paints the new HP.
    const selectAll = gm.getByRole('checkbox', { name: w('gm:list.selectAll'), exact: true });
    await selectAll.check();
    await selectAll.uncheck();
    await gm.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await gm.getByRole('checkbox', { name: w('gm:row.select', { name: heroes[0] }), exact: true }).check();
    const one = gm.getByRole('region', { name: w('gm:group.title', { count: 1 }), exact: true });
    const amountOne = one.getByRole('spinbutton', { name: w('gm:group.amount') });
    const applyOne = one.getByRole('button', { name: w('gm:group.apply.damage', { count: 1 }), exact: true });
    const latencies = [];
    for (let i = 0; i < LATENCY_RUNS; i++) {
      // The panel clears its amount after each apply.
      await amountOne.fill('1');
      // The sheet's header draws each new HP in a new element (its change is animated), so the
      // whole page is watched until the HP shown is another; a phone that never shows it fails
      // the run instead of waiting for ever.
      await player.evaluate(() => {
        window.__benchPainted = new Promise((resolve, reject) => {
          const shown = () => document.querySelector('[data-testid="hp-current"]')?.textContent;
          const before = shown();
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error('the phone never showed the new HP'));
          }, 30_000);
          const observer = new MutationObserver(() => {
            if (shown() === before) return;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0));
          });
          observer.observe(document.body, { childList: true, characterData: true, subtree: true });
        });
      });
      await gm.evaluate(() => {
        window.__benchClicked = new Promise((resolve) => {
          document.addEventListener('click', (event) => resolve(performance.timeOrigin + event.timeStamp), { capture: true, once: true });
        });
      });
      await applyOne.click();
      const clicked = await gm.evaluate(() => window.__benchClicked);
      const painted = await player.evaluate(() => window.__benchPainted);
      latencies.push(painted - clicked);
      await gm.waitForTimeout(100);
    }

    // The GM screen with the phone's six sheets among its 200 creatures: damage to all.
    await selectAll.check();
    const all = gm.getByRole('region', { name: w('gm:group.title', { count: GM_CREATURES }), exact: true });
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      await all.getByRole('spinbutton', { name: w('gm:group.amount') }).fill('1');
      times.push(await clickToPaint(gm, all.getByRole('button', { name: w('gm:group.apply.damage', { count: GM_CREATURES }), exact: true })));
      await gm.waitForTimeout(300);
    }
    return {
      available: true,
      latency: { median: median(latencies), p95: percentile(latencies, 0.95), runs: latencies },
      gm: { median: median(times), times },
    };
  } finally {
    await tablet.close();
    await phone.close();
    signaling.stop();
    await server.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

try {
  console.log(JSON.stringify(await run()));
} catch (error) {
  console.error(error);
  console.log(JSON.stringify({ available: false, reason: String(error?.message ?? error).split('\n')[0] }));
}
