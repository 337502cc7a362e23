import { z } from 'zod/mini';
import pkg from '../../../package.json';
import type { Sheet } from '../types';
import { formatPath, toDataIssues, type DataIssue } from './data-issues';
import { decodeData } from './documents';
import { FIRST_SCHEMA_VERSION, SCHEMA_VERSION } from './migrations';
import { findStructureProblem, MAX_DEPTH } from './unsafe-keys';

// Export and import: a JSON file that carries the schema version, so that a file exported
// by an older build is migrated like a stored entry, and a newer build's file is refused.

export const EXPORT_FORMAT = 'databook-export';
/** Larger files are refused before they are read: a real export of a campaign is a few dozen KB. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
const MAX_SHEETS = 500;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  schemaVersion: number;
  appVersion: string;
  exportedAt: string;
  sheets: Sheet[];
}

export function buildExport(sheets: Sheet[], now: Date): ExportFile {
  return { format: EXPORT_FORMAT, schemaVersion: SCHEMA_VERSION, appVersion: pkg.version, exportedAt: now.toISOString(), sheets };
}

export type ImportError =
  | { code: 'tooLarge'; size: number; limit: number }
  | { code: 'json'; line?: number; column?: number }
  | { code: 'notExport' }
  | { code: 'newer'; schemaVersion: number }
  | { code: 'invalid'; issues: DataIssue[] };

export type ImportResult = { ok: true; file: ExportFile } | { ok: false; error: ImportError };

const headerSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  schemaVersion: z.int().check(z.minimum(FIRST_SCHEMA_VERSION)),
  appVersion: z.string().check(z.maxLength(40)),
  exportedAt: z.string().check(z.maxLength(40)),
  sheets: z.array(z.unknown()).check(z.maxLength(MAX_SHEETS)),
});

/** Where JSON.parse stopped, from the engine's message ("... at position 12"), as line and column. */
function jsonErrorAt(text: string, error: unknown): { line?: number; column?: number } {
  const match = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  if (!match) return {};
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Checks an import file completely before anything changes. `size` is the file's size in bytes. */
export function parseImport(text: string, size: number): ImportResult {
  if (size > MAX_IMPORT_BYTES) return { ok: false, error: { code: 'tooLarge', size, limit: MAX_IMPORT_BYTES } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: { code: 'json', ...jsonErrorAt(text, error) } };
  }
  const problem = findStructureProblem(json);
  if (problem) return { ok: false, error: { code: 'invalid', issues: [{ path: formatPath(problem.path), code: problem.code, ...(problem.code === 'tooDeep' ? { limit: MAX_DEPTH } : {}) }] } };
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== EXPORT_FORMAT) {
    return { ok: false, error: { code: 'notExport' } };
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) return { ok: false, error: { code: 'invalid', issues: toDataIssues(header.error, json) } };
  const { schemaVersion } = header.data;
  if (schemaVersion > SCHEMA_VERSION) return { ok: false, error: { code: 'newer', schemaVersion } };

  const sheets: Sheet[] = [];
  const issues: DataIssue[] = [];
  const seen = new Set<string>();
  header.data.sheets.forEach((raw, index) => {
    const decoded = decodeData('sheet', raw, schemaVersion, ['sheets', index]);
    if (!decoded.ok) return void issues.push(...decoded.issues);
    if (seen.has(decoded.value.id)) return void issues.push({ path: `sheets[${index}].id`, code: 'other' });
    seen.add(decoded.value.id);
    sheets.push(decoded.value);
  });
  if (issues.length > 0) return { ok: false, error: { code: 'invalid', issues: issues.slice(0, 5) } };
  return { ok: true, file: { ...header.data, format: EXPORT_FORMAT, sheets } };
}
