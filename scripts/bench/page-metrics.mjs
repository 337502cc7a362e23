// Runs in the page before any of its scripts (addInitScript): collects FCP, LCP and long
// tasks from the browser's own performance entries.
export function installPaintObservers() {
  const metrics = { fcp: NaN, lcp: NaN, longTasks: [] };
  window.__bench = metrics;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch { /* entry type not supported */ }
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { metrics.lcp = entry.renderTime || entry.startTime; });
  observe('longtask', (entry) => metrics.longTasks.push({ start: entry.startTime, duration: entry.duration }));
}

/** Read after load + settle. TBT: the part over 50 ms of each long task from FCP to load + `settleMs`. */
export function readPaintMetrics(settleMs) {
  const { fcp, lcp, longTasks } = window.__bench;
  const nav = performance.getEntriesByType('navigation')[0];
  const load = nav ? nav.loadEventEnd : NaN;
  const tbt = longTasks
    .filter((task) => task.start >= fcp && task.start < load + settleMs)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp, lcp, tbt, load, longTasks: longTasks.length };
}
