// `npm run bench`: the performance benchmark and budgets (issue "Performance budgets and the
// benchmark"). Builds into BENCH_DIR (default /tmp/databook-bench, never dist/), prints every
// figure and each budget with PASS / FAIL, and exits 1 when a measured budget fails.
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (default 5), BENCH_DIR;
// BENCH_APP_ROOT measures another checkout's app with this benchmark, BENCH_JSON writes the
// headline figures to a file, BENCH_TABLE=0 skips section 8 (it needs a network namespace), and
// BENCH_ONLY (a comma-separated list of SECTIONS' names, e.g. "sheet,warm") measures and prints
// only those sections and their budgets, to check a change without the whole run (a run of
// only `signaling`, which needs no browser, builds nothing; a run of only `bytes` builds the app
// and opens no browser).
// scripts/bench/baseline.json holds the figures of the build before issue 14, measured by this
// same benchmark (BENCH_APP_ROOT on a worktree of that commit); each figure is printed beside it.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  APP_OUT, APP_ROOT, BOOT_SHEET_ENTRIES, BOOT_SHEETS, BUDGETS, CPU_SLOWDOWN, GM_CREATURES, HELPERS_OUT, LOG_ENTRIES, NETWORKS,
  PEERS, REDESIGN_PEER, ROOT, RULES_ACTIONS, RUNS,
} from './config.mjs';
import { buildApp, buildHelpers, buildReferences } from './build.mjs';
import { appSets, cssOnly, gmChunks, jsOnly, referenceSet, sumSizes } from './bytes.mjs';
import { launch } from './browser.mjs';
import { serveBuild } from './server.mjs';
import { coldLoad } from './cold-load.mjs';
import { warmLoad } from './warm-load.mjs';
import { benchRules } from './rules.mjs';
import { benchGm } from './gm.mjs';
import { benchBigSheet, benchFold, makeFixture } from './big-sheet.mjs';
import { benchBoot, makeManyFixture } from './boot.mjs';
import { benchSheetPage } from './sheet-page.mjs';
import { benchSearch } from './search.mjs';
import { benchSignaling } from './signaling.mjs';
import { budget, heading, kb, ms, printBudgets, ratio, sizeRow, table } from './report.mjs';

/** The sections BENCH_ONLY can name, and the parts of the report each one prints. */
const SECTIONS = {
  bytes: '1b. the GM screen\'s chunk and the creature data chunks (a build, no browser)',
  cold: '1.–2. bytes and cold load (the bytes count what the cold load requested; 1b. too)',
  warm: '3. warm offline load, no slowdown and 4× CPU',
  rules: '4. rules',
  gm: '5. GM screen',
  log: '6. the 5,000-entry log: open and persist',
  fold: '7. folding the log',
  table: '8. a shared table',
  boot: '9. booting with much stored',
  sheet: '10. the sheet page, no slowdown and 4× CPU',
  signaling: '11. one signaling instance: connections held and messages a second',
  search: '12. quick-add\'s search over every SRD creature, in en, pt-BR and cs (node, no build)',
};
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()).filter(Boolean) : null;
const unknown = (only ?? []).filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: no section ${unknown.join(', ')}; the sections are:\n${Object.entries(SECTIONS).map(([name, text]) => `  ${name}: ${text}`).join('\n')}`);
  process.exit(2);
}
const wanted = (name) => only === null || only.includes(name);

const started = Date.now();
const step = (text) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);

/** The sections that need the app built and a browser (signaling needs neither, bytes only the build). */
const needsBrowser = Object.keys(SECTIONS).some((name) => !['signaling', 'bytes', 'search'].includes(name) && wanted(name));
const built = needsBrowser || wanted('bytes');
const results = {};
let refs = null;
if (built) await measureApp();

async function measureApp() {
  if (!needsBrowser) {
    step('building the app');
    await buildApp();
    return;
  }
  step(`building the app${wanted('cold') ? ', the reference pages' : ''} and the bench helpers`);
  await buildApp();
  refs = wanted('cold') ? await buildReferences() : null;
  await buildHelpers();

  const browser = await launch();
  const server = await serveBuild(APP_OUT, { extra: HELPERS_OUT });
  try {
    if (wanted('cold')) {
      step(`cold loads (${RUNS} runs per network profile)`);
      results.cold = await coldLoad(browser, `${server.url}/`, NETWORKS.slow4g);
      results.coldLighthouse = await coldLoad(browser, `${server.url}/`, NETWORKS.lighthouseApplied);
    }
    if (wanted('warm')) {
      step(`warm offline loads (no slowdown, then ${CPU_SLOWDOWN}× CPU)`);
      results.warm = await warmLoad(server);
    }
    if (wanted('rules')) {
      step('rules');
      results.rules = await benchRules();
    }
    if (wanted('gm')) {
      step(`GM screen with ${GM_CREATURES} creatures`);
      results.gm = await benchGm(browser, server.url);
    }
    const fixture = wanted('log') || wanted('boot') || wanted('sheet') ? await makeFixture() : null;
    if (wanted('log')) {
      step(`sheet with ${LOG_ENTRIES} log entries`);
      results.sheet = await benchBigSheet(browser, server.url, fixture);
    }
    if (wanted('fold')) {
      step('folding the sheet\'s entries');
      results.fold = await benchFold();
    }
    if (wanted('boot')) {
      step(`booting with a ${LOG_ENTRIES.toLocaleString('en')}-entry sheet, and with ${BOOT_SHEETS} sheets, stored`);
      results.boot = await benchBoot(browser, server.url, {
        big: [[fixture.key, fixture.value], [fixture.settingsKey, fixture.settingsValue]],
        many: await makeManyFixture(BOOT_SHEETS, BOOT_SHEET_ENTRIES),
      });
    }
    if (wanted('sheet')) {
      step('the sheet page: open, and damage through the docked editor (no slowdown)');
      results.sheetPage = await benchSheetPage(browser, server.url, fixture, RUNS);
      step(`the sheet page again at ${CPU_SLOWDOWN}× CPU`);
      results.sheetPageSlow = await benchSheetPage(browser, server.url, fixture, RUNS, CPU_SLOWDOWN);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
if (wanted('table')) {
  step('a shared table: tablet and phone over WebRTC, in a private network namespace');
  results.table = process.env.BENCH_TABLE === '0' ? { available: false, reason: 'skipped (BENCH_TABLE=0)' } : await benchTable();
}

if (wanted('search')) {
  step('quick-add\'s search over every SRD creature');
  results.search = await benchSearch();
}

if (wanted('signaling')) {
  step('one signaling instance on loopback: connections, then messages a second');
  results.signaling = await benchSignaling();
}

/** scripts/bench/table.mjs inside scripts/table-netns.sh; its last line of output is its JSON. */
function benchTable() {
  return new Promise((resolve) => {
    execFile('bash', [join(ROOT, 'scripts/table-netns.sh'), process.execPath, join(ROOT, 'scripts/bench/table.mjs')], { cwd: ROOT, maxBuffer: 1 << 24 }, (error, stdout) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        resolve({ available: false, reason: `no figures (${String(error?.message ?? 'no output').split('\n')[0]})` });
      }
    });
  });
}

/** 1b: the GM page's chunk and the creature data chunks, with whether the service worker precaches them. */
function printGmChunks() {
  heading('1b. The GM screen\'s chunk and the creature data, lazy (gzip -9 / brotli 11 / raw)');
  table([
    ['', 'gzip', 'brotli', 'raw', 'precached'],
    ...gmChunks(APP_OUT).map((chunk) => (chunk.file === null
      ? [chunk.label, '—', '—', '—', 'not in this build (no module imports it)']
      : [chunk.label, kb(chunk.sizes.gzip), kb(chunk.sizes.brotli), kb(chunk.sizes.raw), chunk.precached === null ? 'no service worker' : chunk.precached ? 'yes' : 'NO'])),
  ]);
}

// ---- 1. Bytes ----------------------------------------------------------------------------
console.log(`Databook benchmark, ${new Date().toISOString()}; node ${process.version}; ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (loadavg()[0] > cpus().length) console.log('  (the machine was busy: timings are noisier and slower than on an idle one)');
if (only) console.log(`  BENCH_ONLY=${only.join(',')}: only ${only.map((name) => SECTIONS[name]).join('; ')}`);
let budgetJs = null;
let firstJs = null;
let idleJs = null;
let sets = null;
if (results.cold) {
  sets = appSets(APP_OUT, 'en', APP_ROOT);
  firstJs = sumSizes(APP_OUT, jsOnly(sets.first));
  const firstCss = sumSizes(APP_OUT, cssOnly(sets.first));
  const requested = results.cold.requested;
  const requestedJs = sumSizes(APP_OUT, jsOnly(requested));
  idleJs = sumSizes(APP_OUT, [...new Set(results.cold.requestedUntilIdle)].filter((file) => existsSync(join(APP_OUT, file))));
  budgetJs = Math.max(firstJs.gzip, requestedJs.gzip, idleJs.gzip);
  const refSizes = Object.fromEntries(Object.entries(refs).map(([name, dir]) => [name, sumSizes(dir, jsOnly(referenceSet(dir)))]));
  results.refSizes = refSizes;
  heading('1. Bytes (gzip -9 / brotli 11 / raw)');
  table([
    ['', 'gzip', 'brotli', 'raw', ''],
    sizeRow('first route JS (index.html + imports + en locales)', firstJs),
    sizeRow('first route CSS', firstCss),
    sizeRow('JS Chromium requested before first paint', requestedJs),
    sizeRow('JS Chromium requested until the network was idle (issue 14\'s count)', idleJs),
    ...sets.lazy.map((chunk) => sizeRow(`lazy: ${chunk.key}`, sumSizes(APP_OUT, chunk.files))),
    sets.precache ? sizeRow('whole precache (sw.js manifest)', sumSizes(APP_OUT, sets.precache)) : ['whole precache', 'n/a (no service worker)'],
    sizeRow('reference: minimal React 19 page, JS', refSizes.react),
    sizeRow("reference: React 19 + the app's libraries, JS", refSizes.libraries),
    sizeRow('reference (info): zod alone, JS', refSizes.zod),
  ]);
  console.log(`  first-route JS vs minimal React page: ${ratio(firstJs.gzip, refSizes.react.gzip)} gzip, ${ratio(firstJs.brotli, refSizes.react.brotli)} brotli`);
  console.log(`  first-route JS vs the libraries page: ${ratio(firstJs.gzip, refSizes.libraries.gzip)} gzip, ${ratio(firstJs.brotli, refSizes.libraries.brotli)} brotli`);
  console.log(`  requested before first paint: ${requested.join(', ')}`);
  console.log(`  requested after it, until idle: ${results.cold.requestedUntilIdle.filter((file) => !requested.includes(file)).join(', ') || 'nothing'}`);
  printGmChunks();

  // ---- 2. Cold load ------------------------------------------------------------------------
  heading(`2. Cold load, ${CPU_SLOWDOWN}× CPU slowdown, fresh context, median of ${RUNS}`);
  const coldRow = (label, r) => [label, ms(r.fcp), ms(r.lcp), ms(r.tbt), r.runs.map((x) => Math.round(x.lcp)).join(', ')];
  table([
    ['network', 'FCP', 'LCP', 'TBT', 'LCP per run (ms)'],
    coldRow(NETWORKS.slow4g.label, results.cold),
    coldRow(`${NETWORKS.lighthouseApplied.label} (info)`, results.coldLighthouse),
  ]);
  console.log('  TBT: long tasks from FCP to load + 2 s (the app does no work after its first render).');
}

if (built && wanted('bytes') && !results.cold) printGmChunks();

// ---- 3. Warm load ----------------------------------------------------------------------------
const warm = results.warm;
if (warm) {
  heading(`3. Warm load from the service worker, network off, median of ${RUNS}`);
  if (warm.available) {
    const perRun = (r) => r.runs.map((x) => Math.round(x.lcp)).join(', ');
    table([
      ['CPU', 'FCP', 'LCP', 'LCP per run (ms)'],
      ['no slowdown', ms(warm.fcp), ms(warm.lcp), perRun(warm)],
      [`${CPU_SLOWDOWN}× slowdown`, ms(warm.slow.fcp), ms(warm.slow.lcp), perRun(warm.slow)],
    ]);
  } else console.log(`  n/a (${warm.reason})`);
}

// ---- 4.–6. Interaction ----------------------------------------------------------------------
const rules = results.rules;
if (rules) {
  heading('4. Rules (node, dispatch only)');
  table([
    ['actions per second', Math.round(rules.actionsPerSecond).toLocaleString('en')],
    [`${RULES_ACTIONS.toLocaleString('en')}-action sequence`, `${ms(rules.sequenceMs)} (median of ${RUNS} after ${rules.warmReplays} warm replays; ${rules.refused} refused, ${rules.resets} fresh creatures)`],
    ['the first replay, JIT cold', `${ms(rules.coldMs)} (${Math.round(rules.coldPerSecond).toLocaleString('en')} actions a second)`],
  ]);
}
const gm = results.gm;
if (gm) {
  heading(`5. GM screen, ${GM_CREATURES} creatures, damage to all, click → next paint, no slowdown`);
  if (gm.available) table([['median', ms(gm.median)], ['per run (ms)', gm.times.map((t) => Math.round(t)).join(', ')], ['Event Timing per run (ms, 0 = under 16)', gm.eventTimes.join(', ')]]);
  else console.log(`  n/a (${gm.reason})`);
}
const sheet = results.sheet;
if (sheet) {
  heading(`6. Sheet with a ${LOG_ENTRIES.toLocaleString('en')}-entry log, no slowdown, median of ${RUNS}`);
  table([
    ['stored entry', kb(sheet.storedBytes), `${sheet.entries} entries, ${Math.round(sheet.storedBytes / sheet.entries)} B each`],
    ['open /sheet/<id> → name painted', ms(sheet.openMedian), `same sheet, empty log: ${ms(sheet.openEmptyMedian)}`],
    ['persist: the app\'s flush() after one action', ms(sheet.persist.flushMedian), `${CPU_SLOWDOWN}× slowdown: ${ms(sheet.persistSlow.flushMedian)}`],
    ['  of which floor: JSON.stringify + setItem', ms(sheet.persist.writeMedian), `${CPU_SLOWDOWN}× slowdown: ${ms(sheet.persistSlow.writeMedian)}`],
    ['act() on that sheet (store + immer)', ms(sheet.persist.actMedian), `${CPU_SLOWDOWN}× slowdown: ${ms(sheet.persistSlow.actMedian)}`],
    ['boot read of stored data (all entries)', ms(sheet.persist.readMs), `${CPU_SLOWDOWN}× slowdown: ${ms(sheet.persistSlow.readMs)}`],
  ]);
  console.log('  flush() is what the app runs at the end of the task that made a change: it reads the stored revision (to compare with other tabs),');
  console.log('  writes any newly filled log archive chunk and the small sheet entry; the floor is the whole entry written at once.');
}
const fold = results.fold;
if (fold) {
  heading(`7. The sheet as entries: folding its ${fold.entries.toLocaleString('en')} entries (node), median of ${RUNS}`);
  table([
    ['whole log from the origin, no checkpoint', ms(fold.fullMedian), 'the first late entry after a boot, or an import'],
    [`a late entry from another device, ${fold.back} entries before the end`, ms(fold.lateMedian), 'merge + refold from the nearest checkpoint'],
  ]);
  console.log('  Opening a sheet never folds: the stored sheet keeps its creature (the newest checkpoint); section 6 times the open.');
}

function perSecondOf(value) {
  return `${Math.round(value).toLocaleString('en')}/s`;
}

const shared = results.table;
if (shared) {
  heading(`8. A shared table: a tablet and a phone on this machine over WebRTC (loopback and a private veth), no slowdown`);
  if (shared.available) {
    table([
      ['GM damage on a player\'s sheet, tablet click → phone paint', `median ${ms(shared.latency.median)}, p95 ${ms(shared.latency.p95)}`, `${shared.latency.runs.length} runs`],
      [`damage to all ${GM_CREATURES} creatures, 6 of them the phone's sheets, click → next paint`, ms(shared.gm.median), shared.gm.times.map((t) => Math.round(t)).join(', ')],
    ]);
  } else console.log(`  n/a (${shared.reason})`);
}

const signalingResult = results.signaling;
if (signalingResult) {
  heading('11. One signaling instance (npm run table-server) on loopback, clients in another process on the same cores');
  if (signalingResult.available) {
    const r = signalingResult;
    table([
      ['connections held (each subscribed to its room, each answering a ping)', `${r.held.toLocaleString('en')} of ${r.clients.toLocaleString('en')}`, `opened in ${ms(r.connectMs)}, rooms of ${r.roomSize}`],
      [`messages published a second (${r.publishers} publishers in a closed loop, ${r.seconds.toFixed(1)} s, ${r.payload} B each)`, perSecondOf(r.publishedPerSecond), `round trip median ${ms(r.roundTrip.median)}, p95 ${ms(r.roundTrip.p95)}`],
      ['copies delivered a second (each publish to every member of its room)', perSecondOf(r.deliveredPerSecond), ''],
    ]);
    console.log('  The clients share the 2 cores with the server: the rates are a lower bound of what the server alone relays.');
  } else console.log(`  n/a (${signalingResult.reason})`);
}

if (results.search) {
  heading('12. Quick-add\'s search over every SRD creature (node; a name, a part, no accents, a typo; target under 5 ms)');
  table([
    ['language', 'creatures', 'median', 'p95', 'slowest'],
    ...Object.entries(results.search).map(([language, r]) => [language, String(r.creatures), `${r.median.toFixed(2)} ms`, `${r.p95.toFixed(2)} ms`, `${r.worst.toFixed(2)} ms`]),
  ]);
}

// ---- 9.–10. Booting with much stored; the sheet page ------------------------------------------
const boot = results.boot;
if (boot) {
  heading(`9. Booting \`/\` with much stored, no slowdown, median of ${RUNS}`);
  table([
    ['stored', 'bytes', 'script (ScriptDuration)', 'list shown', 'script per run (ms)'],
    ...[['big', `one sheet of ${LOG_ENTRIES.toLocaleString('en')} entries`], ['many', `${BOOT_SHEETS} sheets of ${BOOT_SHEET_ENTRIES} entries`]].map(([key, label]) =>
      [label, kb(boot[key].bytes), ms(boot[key].script), ms(boot[key].shown), boot[key].runs.map((r) => Math.round(r.script)).join(', ')]),
  ]);
  console.log('  Script: every script task until the list is painted and the page has settled, parsing and compiling the app included.');
}
const sheetPage = results.sheetPage;
const sheetPageSlow = results.sheetPageSlow;
if (sheetPage) {
  heading(`10. The sheet page, its HP editor docked at the bottom, median of ${RUNS}`);
  table([
    ['', 'no slowdown', `${CPU_SLOWDOWN}× CPU`, `Apply per run at ${CPU_SLOWDOWN}× (ms, after the first)`],
    ['open /sheet/<id> → the Damage button ready (time to interactive)', ms(sheetPage.interactive), ms(sheetPageSlow.interactive), ''],
    ['tap Damage → the keypad painted', ms(sheetPage.open), ms(sheetPageSlow.open), ''],
    ['one damage, Apply\'s click → next paint (after the first)', ms(sheetPage.damage), ms(sheetPageSlow.damage), sheetPageSlow.runs.map((r) => Math.round(r.damage)).join(', ')],
    ['the first damage after opening, Apply\'s click → next paint', ms(sheetPage.first), ms(sheetPageSlow.first), ''],
    ['one damage, Apply\'s click → second frame, painted (as ../shared/peer-bench times it)', ms(sheetPage.painted), ms(sheetPageSlow.painted), sheetPageSlow.runs.map((r) => Math.round(r.painted)).join(', ')],
  ]);
  console.log('  Each damage as a player gives it: tap Damage (the keypad opens), type 3, tap Apply (the keypad closes, the header shows the new HP).');
}

// ---- Targets, peers, before and after -----------------------------------------------------------
const available = (result, value) => (result && result.available !== false ? value() : null);
const figures = {
  firstRouteJs: budgetJs,
  coldLcp: results.cold?.lcp ?? null,
  warmLcp: available(warm, () => warm.lcp),
  warmLcpSlow: available(warm, () => warm.slow.lcp),
  gmDamage: available(gm, () => gm.median),
  rulesPerSecond: rules?.actionsPerSecond ?? null,
  bootBigScript: boot?.big.script ?? null,
  bootManyScript: boot?.many.script ?? null,
  persistFlush: sheet?.persist.flushMedian ?? null,
  sheetInteractive: sheetPage?.interactive ?? null,
  sheetFirstDamage: sheetPage?.first ?? null,
  sheetDamage: sheetPage?.damage ?? null,
  sheetDamageSlow: sheetPageSlow?.damage ?? null,
};
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ measuredAt: new Date().toISOString(), appRoot: APP_ROOT, load: loadavg()[0], only, figures }, null, 2)}\n`);
const baselineFile = join(ROOT, 'scripts/bench/baseline.json');
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
const before = (key, format) => (baseline && Number.isFinite(baseline.figures[key]) ? format(baseline.figures[key]) : 'n/a');
const perSecond = (value) => `${Math.round(value).toLocaleString('en')}/s`;
const bestPeer = (key, format) => {
  const peers = PEERS.filter((peer) => !peer.app.startsWith('Databook') && !peer.app.startsWith('a bare') && Number.isFinite(peer[key]));
  const best = peers.sort((a, b) => a[key] - b[key])[0];
  return best ? `${format(best[key])} (${best.app.split(' (')[0]})` : '—';
};
const redesignPeer = (key, format) => `${format(REDESIGN_PEER[key])} (${REDESIGN_PEER.app})`;
/** The rows of a summary table whose figure was measured in this run (all of them without BENCH_ONLY). */
const rowsOf = (rows) => rows.filter(([section]) => results[section] !== undefined).map(([, ...row]) => row);
const fmt = (format) => (value) => (value === null ? 'not run' : format(value));

const issue14 = rowsOf([
  ['cold', 'first-route JS, gzip (largest of static, before paint, until idle)', kb(budgetJs), kb(BUDGETS.firstRouteJsGzip), bestPeer('js', kb), before('firstRouteJs', kb)],
  ['warm', 'warm offline LCP, CPU 1×', fmt(ms)(figures.warmLcp), ms(BUDGETS.warmLcp), bestPeer('warmLcp', ms), before('warmLcp', ms)],
  ['gm', `GM: damage to ${GM_CREATURES} creatures → next paint`, fmt(ms)(figures.gmDamage), ms(BUDGETS.gmDamage), '—', before('gmDamage', ms)],
  ['rules', 'rules: dispatches a second (node)', fmt(perSecond)(figures.rulesPerSecond), perSecond(BUDGETS.rulesPerSecond), '—', before('rulesPerSecond', perSecond)],
  ['boot', `boot script, a ${LOG_ENTRIES.toLocaleString('en')}-entry sheet stored`, fmt(ms)(figures.bootBigScript), ms(BUDGETS.bootScript), '—', before('bootBigScript', ms)],
  ['boot', `boot script, ${BOOT_SHEETS} sheets stored`, fmt(ms)(figures.bootManyScript), ms(BUDGETS.bootScript), '—', before('bootManyScript', ms)],
]);
if (issue14.length > 0) {
  heading('Issue 14: each figure beside its target, the best peer, and this app before the issue');
  if (baseline) console.log(`  "before": ${baseline.label} (measured ${baseline.measuredAt.slice(0, 10)}, load average ${baseline.load.toFixed(1)})`);
  table([['measure', 'now', 'target', 'best peer', 'before'], ...issue14]);
}
const redesign = rowsOf([
  ['sheetPage', `sheet: one damage, Apply's click → next paint, ${CPU_SLOWDOWN}× CPU`, fmt(ms)(figures.sheetDamageSlow), ms(BUDGETS.sheetDamageSlow), redesignPeer('clickPaint', ms), 'n/a'],
  ['warm', `warm offline reload LCP, ${CPU_SLOWDOWN}× CPU`, fmt(ms)(figures.warmLcpSlow), ms(BUDGETS.warmLcpSlow), redesignPeer('warmReload', ms), 'n/a'],
  ['cold', `cold LCP, ${CPU_SLOWDOWN}× CPU, slow 4G`, fmt(ms)(figures.coldLcp), ms(BUDGETS.coldLcp), redesignPeer('coldStart', ms), before('coldLcp', ms)],
]);
if (redesign.length > 0) {
  heading(`"At the table in one glance": at ${CPU_SLOWDOWN}× CPU (a mid-range phone), beside the target and ${REDESIGN_PEER.app} as that issue measured it`);
  table([['measure', 'now', 'target', 'peer', 'before'], ...redesign]);
  if (results.cold) console.log(`  Issue 14 measured ${bestPeer('coldLcp', ms)} for the cold LCP in its own run (the peers' table below).`);
}
const mustNot = rowsOf([
  ['sheetPage', 'sheet page: open → the Damage button ready (before: the damage field)', ms(sheetPage?.interactive), before('sheetInteractive', ms)],
  ['sheetPage', 'sheet page: one damage, Apply\'s click → next paint (after the first), no slowdown', ms(sheetPage?.damage), before('sheetDamage', ms)],
  ['sheetPage', 'sheet page: the first damage after opening, click → next paint', ms(sheetPage?.first), before('sheetFirstDamage', ms)],
  ['sheet', `persist a ${LOG_ENTRIES.toLocaleString('en')}-entry sheet after one action`, ms(sheet?.persist.flushMedian), before('persistFlush', ms)],
]);
if (mustNot.length > 0) {
  heading('Must not get slower (issue 14, "Also")');
  table([['measure', 'now', 'before'], ...mustNot]);
}
if (results.cold || warm) {
  heading('The peers as issue 14 measured them, and Databook now (this machine, this run)');
  table([
    ['app', 'first-route JS, gzip', 'files', 'cold LCP', 'warm offline LCP'],
    ...PEERS.map((peer) => [peer.app, kb(peer.js), peer.files, ms(peer.coldLcp), peer.warmLcp === null ? '—' : ms(peer.warmLcp)]),
    ['Databook now', idleJs ? kb(idleJs.gzip) : 'not run', idleJs ? idleJs.files : '', fmt(ms)(figures.coldLcp), fmt(ms)(figures.warmLcp)],
  ]);
}

// ---- Budgets --------------------------------------------------------------------------------
const allBudgets = [];
if (results.cold) {
  const { libraries } = results.refSizes;
  allBudgets.push(
    budget('first-route JS, gzip (largest of static, before paint, until idle)', budgetJs, BUDGETS.firstRouteJsGzip, kb,
      `the libraries alone are ${kb(libraries.gzip)}, leaving ${kb(BUDGETS.firstRouteJsGzip - libraries.gzip)} for the app, which ships ${kb(budgetJs - libraries.gzip)} of its own ` +
      `(the boot locale files ${kb(sumSizes(APP_OUT, sets.locales).gzip)} of it). The list already paints from the shelf and leaves the ` +
      'engine until first use: look for a module the first screen now imports statically that it only needs later.'),
    budget(`cold LCP, ${CPU_SLOWDOWN}× CPU, ${NETWORKS.slow4g.label}`, results.cold.lcp, BUDGETS.coldLcp, ms,
      'the boot chunks are preloaded and the locales load in parallel with the shelf\'s read, so what is left is CPU: fewer bytes to ' +
      'parse (see first-route JS).'),
  );
}
if (warm) {
  allBudgets.push(
    budget('warm offline LCP, no slowdown', figures.warmLcp, BUDGETS.warmLcp, ms,
      warm.available ? 'the boot chain is service worker → entry (starts the words) → first-screen chunk → shelf read → ' +
        'render: fewer bytes in the first-screen chunk, or the shell rendered before the words.' : warm.reason),
    budget(`warm offline reload LCP, ${CPU_SLOWDOWN}× CPU`, figures.warmLcpSlow, BUDGETS.warmLcpSlow, ms,
      warm.available ? 'the same chain as the warm load without slowdown, every step four times as long: parse and run less ' +
        'before the first screen renders (see first-route JS), and look at the shelf\'s read.' : warm.reason),
  );
}
if (gm) {
  allBudgets.push(budget(`damage to ${GM_CREATURES} creatures → next paint`, figures.gmDamage, BUDGETS.gmDamage, ms,
    gm.available ? 'the list and the preview are windowed, and a change to many sheets is one journal write before the paint ' +
      '(the sheets are written after it); what is left is the click handler\'s 200 dispatches and React\'s update of the rows drawn.' : gm.reason));
}
if (rules) {
  allBudgets.push(budget('rules: dispatches a second', rules.actionsPerSecond, BUDGETS.rulesPerSecond, perSecond,
    'a creature dispatch returned is no longer read again when it comes back; what is left is spread out (the action\'s ' +
      'copy, the handlers\' copy of the creature, events, GC). A creature from outside (the store) is still read and checked.', { atLeast: true }));
}
if (boot) {
  allBudgets.push(
    budget(`boot script, a ${LOG_ENTRIES.toLocaleString('en')}-entry sheet stored`, boot.big.script, BUDGETS.bootScript, ms,
      'the list paints from the shelf, which parses each sheet entry whole: parse less of the entry (its log is not shown).'),
    budget(`boot script, ${BOOT_SHEETS} sheets stored`, boot.many.script, BUDGETS.bootScript, ms,
      'the list paints from the shelf and is windowed past 40 sheets: look at the shelf\'s parse of 200 entries and the rows drawn.'),
  );
}
if (sheet) {
  allBudgets.push(budget(`persist a ${LOG_ENTRIES}-entry sheet`, sheet.persist.flushMedian, BUDGETS.persistBigSheet, ms,
    'older log entries already live in write-once archive chunks and a flush compares only the stored revision; ' +
    'if this fails, look for a change that writes the archive again or re-validates it on every flush.'));
}
if (sheetPageSlow) {
  allBudgets.push(budget(`sheet page: one damage, Apply's click → next paint, ${CPU_SLOWDOWN}× CPU`, sheetPageSlow.damage, BUDGETS.sheetDamageSlow, ms,
    'the click runs the action (store, rules, the log\'s entry), closes the keypad and redraws the header\'s HP and the outcome: ' +
    'look for what else re-renders with the sheet (a Performance trace of one Apply at 4× shows it) and for work that can wait until after the paint.'));
}
const failures = allBudgets.length > 0 ? printBudgets(allBudgets) : 0;
console.error(`[bench] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = failures > 0 ? 1 : 0;
