import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { answerProbe, attachSignaling, pathOf, SIGNAL_PATH } from '../server/signaling.mjs';

/**
 * The shared tables' signaling on the app's own origin (server/signaling.mjs): `npm start`
 * (the preview server) and `npm run dev` take WebSocket upgrades to /signal, so a self-hosted
 * Databook is one process behind one certificate, and answer a plain GET of /signal with the
 * probe's word (how the app learns its origin has signaling: src/features/table/table-network.ts).
 * Every other upgrade (Vite's HMR socket in development) is left to Vite.
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
