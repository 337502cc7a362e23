// Debian's Chromium through playwright-core, and small statistics helpers.
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM } from './config.mjs';

export const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });

export const launchPersistent = (userDataDir, options = {}) =>
  chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS, ...options });

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
