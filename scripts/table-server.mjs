// npm run table-server: the shared tables' signaling server on its own (server/signaling.mjs,
// y-webrtc's protocol), which introduces the devices of a table to each other (it relays
// their encrypted offers; it never sees a sheet). It answers on every path of PORT (default
// 4444) on HOST (default: every interface). With REDIS_URL (e.g. redis://127.0.0.1:6379)
// several of these share their rooms through Redis pub/sub, so a host can run them behind a
// load balancer. Put it behind a TLS proxy for wss:// (docs/shared-tables.md).
import { startSignalingServer } from '../server/signaling.mjs';

const port = Number(process.env.PORT || 4444);
const host = process.env.HOST || undefined;
const redisUrl = process.env.REDIS_URL || undefined;

const { signaling, port: listening, close } = await startSignalingServer({ port, host, redisUrl });
console.log(`Signaling server running on ${host ?? 'every interface'}, port ${listening}${redisUrl ? ' (rooms shared through Redis)' : ''}`);
if (redisUrl) {
  signaling.ready.then(
    () => console.log('Redis connected: rooms are shared with the other instances'),
    (error) => console.error(`Redis: ${error?.message ?? error}`),
  );
}
const stop = () => {
  void close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
