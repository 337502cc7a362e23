// Cold load of the production build: a fresh browser context per run (no service worker, no
// HTTP cache), 4× CPU slowdown and an emulated mobile network through the DevTools protocol.
// FCP and LCP are the browser's own entries; TBT sums the part over 50 ms of every long task
// between FCP and load + 2 s (a stand-in for TTI: the app has no work after its first render).
import { RUNS } from './config.mjs';
import { median, slowCpu } from './browser.mjs';
import { installPaintObservers, readPaintMetrics } from './page-metrics.mjs';

const SETTLE_MS = 2000;

async function oneRun(browser, url, network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType(), at: Date.now() }));
  const cdp = await slowCpu(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: network.latency, downloadThroughput: network.download, uploadThroughput: network.upload,
  });
  await page.addInitScript(installPaintObservers);
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  // The app paints after its async boot, often after `load`: wait for the paint, then settle.
  await page.waitForFunction(() => window.__bench.fcp > 0 && window.__bench.lcp > 0, null, { timeout: 60000 });
  await page.waitForTimeout(SETTLE_MS);
  const metrics = await page.evaluate(readPaintMetrics, SETTLE_MS);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  // What the first route asked for before its first paint (FCP), in the order asked.
  const withPath = (r) => ({ ...r, path: new URL(r.url).pathname.replace(/^\//, '') });
  metrics.beforeFcp = requests.filter((r) => r.at <= timeOrigin + metrics.fcp).map(withPath);
  // Everything asked for until the page had been quiet for the settle time: what issue 14
  // counts ("every script the first load of / requests until the network is idle").
  metrics.untilIdle = requests.map(withPath);
  await context.close();
  return metrics;
}

export async function coldLoad(browser, url, network, runs = RUNS) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await oneRun(browser, url, network));
  return {
    runs: all,
    fcp: median(all.map((r) => r.fcp)),
    lcp: median(all.map((r) => r.lcp)),
    tbt: median(all.map((r) => r.tbt)),
    /** JS and CSS the first route actually requested before its first paint (first run). */
    requested: all[0].beforeFcp.filter((r) => r.type === 'script' || r.type === 'stylesheet').map((r) => r.path),
    /** Scripts it requested until the network was idle (first run). */
    requestedUntilIdle: all[0].untilIdle.filter((r) => r.type === 'script').map((r) => r.path),
  };
}
