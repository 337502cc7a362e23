// Paths, run counts, throttling profiles and the budgets of the benchmark (issue "Performance
// budgets and the benchmark"). Everything is built into a private directory so the benchmark
// never touches dist/, which the e2e tests and other tools serve.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WORK = process.env.BENCH_DIR ?? '/tmp/databook-bench';
export const APP_OUT = join(WORK, 'app');
export const HELPERS_OUT = join(WORK, 'helpers');
export const REF_DIR = join(WORK, 'ref');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * Lighthouse's mobile preset: 4× CPU slowdown and "slow 4G" (150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up). Applied per request by DevTools, a 150 ms latency is gentler than what
 * Lighthouse simulates (it adds TCP/TLS handshakes and slow start); Lighthouse's own
 * DevTools-applied equivalent is 562.5 ms / 1.47 Mbps / 675 Kbps, printed as a second,
 * informational row.
 */
export const CPU_SLOWDOWN = 4;
export const NETWORKS = {
  slow4g: { label: 'slow 4G, 150 ms RTT, 1.6 Mbps', latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
  lighthouseApplied: { label: "Lighthouse's DevTools-applied slow 4G, 562.5 ms, 1.47 Mbps", latency: 562.5, download: (1.6 * 1024 * 1024 * 0.9) / 8, upload: (750 * 1024 * 0.9) / 8 },
};

export const BUDGETS = {
  firstRouteJsGzip: 140 * 1024,
  coldLcp: 1800,
  warmLcp: 300,
  gmDamage: 50,
  persistBigSheet: 16,
};

export const GM_CREATURES = 200;
export const LOG_ENTRIES = 5000;
export const RULES_ACTIONS = 10000;

export const BROWSER_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];
