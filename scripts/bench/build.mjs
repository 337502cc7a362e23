// Builds everything the benchmark measures into WORK (never dist/): the app with a Vite
// manifest, the two reference pages, and bench helpers bundled from the app's own source
// (the rules for node, the 5,000-entry sheet fixture, the in-page persistence probe).
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_OUT, APP_ROOT, HELPERS_OUT, REF_DIR, ROOT } from './config.mjs';
import { REFERENCE_HTML, REFERENCE_PAGES } from './reference-pages.mjs';

const quiet = { logLevel: 'error' };

/** The production build, exactly as `vite build` makes it, plus .vite/manifest.json. */
export async function buildApp() {
  await build({
    ...quiet,
    root: APP_ROOT,
    configFile: join(APP_ROOT, 'vite.config.ts'),
    build: { outDir: APP_OUT, emptyOutDir: true, manifest: true },
  });
  return APP_OUT;
}

/**
 * A page whose entry is `main` (TSX), built in its own tiny project under `dir` whose
 * node_modules is the app's, by the same Vite and @vitejs/plugin-react; returns its dist.
 */
export async function buildPage(dir, main) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), REFERENCE_HTML);
  await writeFile(join(dir, 'main.tsx'), main);
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'dist');
  await build({ ...quiet, root: dir, configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Each reference page in its own tiny project (buildPage). */
export async function buildReferences() {
  const outDirs = {};
  for (const [name, page] of Object.entries(REFERENCE_PAGES)) outDirs[name] = await buildPage(join(REF_DIR, name), page.main);
  return outDirs;
}

/** ES modules for node and the page, bundled from src/ with the same transforms (no app plugins needed). */
export async function buildHelpers() {
  await build({
    ...quiet,
    root: ROOT,
    configFile: false,
    publicDir: false,
    // Library mode leaves process.env alone; the page has no `process`. Production, like the app.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: HELPERS_OUT,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: {
          rules: join(APP_ROOT, 'src/rules/index.ts'),
          'sheet-fixture': join(ROOT, 'scripts/bench/sheet-fixture.mjs'),
          'persist-probe': join(ROOT, 'scripts/bench/persist-probe.mjs'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
    },
  });
  await writeFile(join(HELPERS_OUT, 'persist.html'), '<!doctype html><meta charset="utf-8"><title>persist probe</title><script type="module" src="./persist-probe.js"></script>\n');
  return HELPERS_OUT;
}
