// Bundled by build.mjs and loaded on the app's origin from /__bench/persist.html (a bench
// page, not part of the app): it runs the app's own persistence on the stored sheet. The
// figure budgeted is `flush()` after one action — exactly what the app does 250 ms after
// every change (read the stored entry back to compare revisions with other tabs, validate
// it, encode, write). "write only" is JSON.stringify + localStorage.setItem of the same
// document, the floor any store of this shape pays.
import { createAppStore } from '../../src/store/store';
import { createPersistence } from '../../src/store/persistence/persistence';
import { localStorageAdapter } from '../../src/store/persistence/storage-adapter';
import { encodeEntry } from '../../src/store/persistence/documents';

window.__persistProbe = async (sheetId, runs) => {
  const persistence = createPersistence();
  const store = createAppStore({ language: 'en' }, persistence);
  const start = performance.now();
  await persistence.start(store, { adapter: localStorageAdapter(), flushDelayMs: 2 ** 30 });
  const readMs = performance.now() - start;
  const result = { readMs, act: [], flush: [], write: [], stringify: [], bytes: 0, logLength: 0 };
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    store.getState().act(sheetId, i % 2 ? { type: 'heal', amount: 1 } : { type: 'damage', amount: 1 });
    const t1 = performance.now();
    persistence.flush();
    const t2 = performance.now();
    const sheet = store.getState().sheets[sheetId];
    const t3 = performance.now();
    const text = encodeEntry(sheet.revision, sheet);
    const t4 = performance.now();
    localStorage.setItem('bench:write-only', text);
    const t5 = performance.now();
    localStorage.removeItem('bench:write-only');
    result.act.push(t1 - t0);
    result.flush.push(t2 - t1);
    result.stringify.push(t4 - t3);
    result.write.push(t5 - t3);
    result.bytes = text.length;
    result.logLength = sheet.log.length;
  }
  result.problems = persistence.status.getState();
  persistence.stop();
  return JSON.parse(JSON.stringify(result));
};
window.__persistProbeReady = true;
