// Debian's Chromium through playwright-core, and small statistics helpers.
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM, CPU_SLOWDOWN } from './config.mjs';

export const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });

export const launchPersistent = (userDataDir, options = {}) =>
  chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS, ...options });

/**
 * Slows the page's CPU `rate` times through the DevTools protocol (Lighthouse's mobile preset is
 * 4×, "a mid-range phone"). The setting is the page's target's, so it holds across reloads of the
 * same page. Returns the CDP session, for the network emulation the cold load adds.
 */
export async function slowCpu(page, rate = CPU_SLOWDOWN) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
