// What the table benchmarks share: a free loopback port, `npm run table-server` started in a
// process of its own (no Redis: one instance), and a percentile of measured values.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

export const freePort = () => new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

/** The p-th percentile (0..1) of `values`, or null when there are none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

/** Starts scripts/table-server.mjs on a free loopback port and resolves once it listens. */
export async function startTableServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/table-server.mjs')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk) => { if (String(chunk).includes('Signaling server running')) resolve(); });
  });
  return { url: `ws://127.0.0.1:${port}`, stop: () => child.kill() };
}
