// @vitest-environment node
// The GM screen and the sheet page reach the asks (save-asks.ts) and the phone's prompts
// (save-ask-prompts.tsx) without Yjs: nothing they import statically, directly or not, is Yjs,
// y-webrtc or the table's engine, which load only at a table (table-session.ts, through the table
// bar). Read from the sources' static imports (a dynamic import() is a chunk of its own).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '../..');
const ENGINE = ['yjs', 'y-webrtc', 'features/table/table-session.ts', 'features/table/table-doc.ts', 'features/table/table-bridge.ts', 'features/table/ask-bridge.ts', 'features/table/ask-doc.ts'];

/** Every static import (not `import type`, not `import()`), and every re-export, of a module. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = join(dirname(from), specifier);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/'));
  return file ?? base;
}

/** The module and everything it imports statically, as paths under src/ and package names. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = file.startsWith('/') ? relative(src, file) : file;
    if (seen.has(name)) return;
    seen.add(name);
    if (!file.startsWith('/') || !/\.(ts|tsx)$/.test(file)) return;
    for (const specifier of importsOf(file)) visit(resolve(file, specifier));
  };
  visit(join(src, entry));
  return seen;
}

describe('what the GM screen and the sheet page import statically', () => {
  it.each(['features/table/save-asks.ts', 'features/table/save-ask-prompts.tsx', 'features/sheet/sheet-page.tsx', 'features/gm/gm-page.tsx'])('%s reaches no Yjs', (entry) => {
    const reached = closure(entry);
    expect(reached.size).toBeGreaterThan(3);
    expect([...reached].filter((name) => ENGINE.some((engine) => name === engine || name.startsWith(`${engine}/`)))).toEqual([]);
  });

  it('would see Yjs where it is', () => {
    const reached = closure('features/table/table-session.ts');
    expect(reached).toContain('yjs');
    expect(reached).toContain('features/table/ask-bridge.ts');
  });
});
