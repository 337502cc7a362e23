// Types of server/production.mjs (plain Node ESM, run by scripts/serve.mjs as it is).
import type { Server } from 'node:http';
import type { Signaling } from './signaling.mjs';

export const DEFAULT_ROOT: string;
export const DEFAULT_PORT: number;
export const HEALTH_PATH: string;
export const SHUTDOWN_TIMEOUT: number;
export const GOING_AWAY: number;

export interface ProductionServerOptions {
  root?: string;
  port?: number;
  host?: string;
  redisUrl?: string;
  shutdownTimeout?: number;
  warm?: boolean;
  log?: (text: string) => void;
}

export interface ProductionServer {
  server: Server;
  signaling: Signaling;
  /** Resolves once the build is compressed ahead (at once without `warm`). */
  warmed: Promise<void>;
  port: number;
  url: string;
  close(options?: { timeout?: number }): Promise<void>;
}

export function startProductionServer(options?: ProductionServerOptions): Promise<ProductionServer>;
