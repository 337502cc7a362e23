import { defineConfig } from 'vitest/config';

// The shared-table journeys: several Chromium profiles talking over WebRTC, run inside a
// private network namespace (npm run test:table → scripts/table-netns.sh).
export default defineConfig({
  test: {
    root: new URL('../../', import.meta.url).pathname,
    environment: 'node',
    include: ['test/table/**/*.table.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    reporters: ['default', './test/e2e/summary-reporter.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
