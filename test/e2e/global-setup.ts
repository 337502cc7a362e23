// Runs once before every e2e file: a browser to drive and one production build to serve.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, DIST, ROOT } from './harness';

export default function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: run scripts/ensure-chromium.sh (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  // E2E_REUSE_DIST=1 skips the build when dist/ already holds one (a quicker re-run).
  if (process.env.E2E_REUSE_DIST === '1' && existsSync(join(DIST, 'sw.js'))) return;
  // Vitest sets NODE_ENV=test, and Vite would pass it on to the code it builds: React would then
  // serve its development build (more code, extra checks, double effects under StrictMode). The
  // journeys test what a player gets: the production build, as `npm run build` makes it.
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' },
  });
}
