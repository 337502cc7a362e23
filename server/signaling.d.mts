// Types of server/signaling.mjs (plain Node ESM, run by scripts/table-server.mjs as it is).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';

export const SIGNAL_PATH: string;
export const PROBE_ANSWER: string;

export interface SignalingStats {
  connections: number;
  topics: number;
  received: number;
  published: number;
  delivered: number;
  refused: number;
  fromRedis: number;
}

export interface Signaling {
  wss: WebSocketServer;
  ready: Promise<void>;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): SignalingStats;
  close(): Promise<void>;
}

export interface SignalingOptions {
  redisUrl?: string;
  pingInterval?: number;
  log?: (text: string) => void;
}

export function createSignaling(options?: SignalingOptions): Signaling;
export function answerProbe(response: ServerResponse): void;
export function attachSignaling(server: Server, options?: SignalingOptions & { path?: string }): Signaling;
export function pathOf(url: string | undefined): string;
export function startSignalingServer(options?: { port?: number; host?: string; redisUrl?: string }): Promise<{ server: Server; signaling: Signaling; port: number; close(): Promise<void> }>;
