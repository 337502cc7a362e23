// Types of server/static-files.mjs (plain Node ESM).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const IMMUTABLE: string;
export const REVALIDATE: string;
export function contentTypeOf(path: string): string;
export function cacheControlOf(pathname: string): string;
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[];
export function resolvePath(root: string, pathname: string): { file: string; decoded: string; refused?: undefined } | { refused: 'bad' | 'hidden'; file?: undefined; decoded?: undefined };
export function createStaticFiles(root: string): {
  serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void>;
  warm(options?: { signal?: AbortSignal }): Promise<void>;
};
export function plain(response: ServerResponse, status: number, text: string): void;
