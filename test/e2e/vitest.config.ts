import { defineConfig } from 'vitest/config';

// Real-browser journeys: one Chromium at a time against the production build (npm run test:e2e).
export default defineConfig({
  test: {
    root: new URL('../../', import.meta.url).pathname,
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    reporters: ['default', './test/e2e/summary-reporter.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
