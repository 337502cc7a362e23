export const TABLES: string;
export const LIBRARY: string;
export function parseTable(language: string, text: string, ids: Set<string>): Map<string, [string, string]>;
export function namesText(rows: Map<string, [string, string]>, order: string[]): string;
export function convertAll(options?: { check?: boolean }): string[];
