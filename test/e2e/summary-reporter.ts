import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, "e2e: N passed, N failed", for people and CI logs alike. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state] += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    console.log(`\ne2e: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  }
}
