// npm start (after the build): the production server, server/production.mjs, serving dist/ and
// the shared tables' signaling at /signal. PORT (default 4173) and HOST (default localhost, this
// computer only) say where it listens; `--host` alone means every interface, `--host <address>`
// and `--port <n>` are the same as the variables; `--dist <folder>` serves another build. With REDIS_URL several of these processes
// share their signaling rooms through Redis. SIGTERM or SIGINT (Ctrl+C) stops it gracefully;
// a second one stops it at once.
import { networkInterfaces } from 'node:os';
import { DEFAULT_PORT, SHUTDOWN_TIMEOUT, startProductionServer } from '../server/production.mjs';

/** `--host` with no value listens on every interface, as `vite preview --host` did. */
function option(name) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  return value === undefined || value.startsWith('--') ? '' : value;
}

const hostOption = option('host') ?? process.env.HOST;
const host = hostOption === '' ? '0.0.0.0' : hostOption || 'localhost';
const port = Number(option('port') || process.env.PORT || DEFAULT_PORT);
const redisUrl = process.env.REDIS_URL || undefined;
const root = option('dist') || undefined;

let app;
try {
  app = await startProductionServer({ root, host, port, redisUrl, warm: true });
} catch (error) {
  console.error(`Databook could not start: ${error?.message ?? error}`);
  process.exit(1);
}

const everyInterface = host === '0.0.0.0' || host === '::';
console.log(`Databook is serving ${root ?? 'dist/'} on http://${everyInterface ? 'localhost' : host}:${app.port}/ (signaling at /signal, health at /healthz)`);
if (everyInterface) {
  for (const address of Object.values(networkInterfaces()).flat()) {
    if (address && address.family === 'IPv4' && !address.internal) console.log(`  Network: http://${address.address}:${app.port}/`);
  }
}
if (redisUrl) {
  app.signaling.ready.then(
    () => console.log('Redis connected: rooms are shared with the other instances'),
    (error) => console.error(`Redis: ${error?.message ?? error}`),
  );
}

let signals = 0;
const stop = (signal) => {
  if (++signals > 1) process.exit(1);
  console.log(`${signal}: finishing the requests under way (at most ${SHUTDOWN_TIMEOUT / 1000} s)…`);
  // A little longer than the server's own bound, in case closing Redis hangs.
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT + 2000).unref();
  app.close().then(
    () => process.exit(0),
    (error) => {
      console.error(`Stopping: ${error?.message ?? error}`);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
