// npm run table-server: y-webrtc's own signaling server, which introduces the devices of a
// shared table to each other (it relays their encrypted offers; it never sees a sheet).
// PORT (default 4444) as y-webrtc reads it; HOST (default: every interface) is applied here,
// since y-webrtc's server listens on every interface. Put it behind a TLS proxy for wss://
// (docs/shared-tables.md, "Signaling servers").
import { createRequire } from 'node:module';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const host = process.env.HOST;
if (host) {
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function listenOnHost(port, ...rest) {
    return typeof port === 'number' || typeof port === 'string' ? listen.call(this, Number(port), host, ...rest) : listen.call(this, port, ...rest);
  };
}

const entry = createRequire(import.meta.url).resolve('y-webrtc');
await import(pathToFileURL(join(dirname(entry), '..', 'bin', 'server.js')).href);
