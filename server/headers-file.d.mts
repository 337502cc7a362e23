// Types of server/headers-file.mjs (plain Node ESM).
export interface HeadersRule {
  path: string;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeadersRule[];
export function headersFor(rules: HeadersRule[], pathname: string): Record<string, string>;
export function readHeadersFile(root: string): Promise<HeadersRule[]>;
