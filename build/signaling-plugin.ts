import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { answerProbe, attachSignaling, pathOf, SIGNAL_PATH } from '../server/signaling.mjs';

/**
 * The shared tables' signaling on the app's own origin (server/signaling.mjs): `npm run dev`
 * and `npm run preview` take WebSocket upgrades to /signal, as npm start's own server
 * (server/production.mjs) does, and answer a plain GET of /signal with the probe's word (how
 * the app learns its origin has signaling: src/features/table/table-network.ts). Every other
 * upgrade (Vite's HMR socket in development) is left to Vite.
 */
export function signalingEndpoint(): Plugin {
  const probe: Connect.NextHandleFunction = (request, response, next) => {
    if (pathOf(request.url) === SIGNAL_PATH && request.method === 'GET' && !request.headers.upgrade) answerProbe(response);
    else next();
  };
  const attach = (server: { httpServer: unknown; middlewares: Connect.Server }) => {
    server.middlewares.use(probe);
    // No httpServer in middleware mode (Vite inside another server): that server would attach it.
    if (server.httpServer) attachSignaling(server.httpServer as Server);
  };
  return {
    name: 'databook-signaling',
    configureServer: attach,
    configurePreviewServer: attach,
  };
}
