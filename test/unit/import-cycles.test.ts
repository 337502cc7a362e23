// @vitest-environment node
// Issue 34: no import cycles. `npm run lint` runs import-x/no-cycle over every file of src/
// (eslint.config.js); the first test proves that the rule is on and fails a real cycle. That rule
// skips type-only imports, so the second keeps the persistence stack one-way by hand, types
// included: its shapes live in leaf files (persisted-state.ts, persistence-types.ts,
// ../app-store.ts) and no module imports back a module that imports it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

describe('import cycles', () => {
  it('lint fails on two modules of src/ that import each other', async () => {
    const dir = mkdtempSync(join(root, 'src', 'cycle-check-'));
    try {
      writeFileSync(join(dir, 'first.ts'), "import { second } from './second';\nexport const first = (): number => second() + 1;\n");
      writeFileSync(join(dir, 'second.ts'), "import { first } from './first';\nexport const second = (): number => first() - 1;\n");
      const eslint = new ESLint({ cwd: root });
      const results = await eslint.lintFiles([join(dir, '*.ts')]);
      const cycles = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map(() => relative(dir, result.filePath)));
      expect(cycles.sort()).toEqual(['first.ts', 'second.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the persistence stack has none, even through type-only imports and modules outside it', () => {
    const graph = new Map(sourceFiles(join(root, 'src')).map((file) => [file, localImports(file)]));
    const stack = (file: string) => file.startsWith(join(root, 'src/store/persistence/')) || file === join(root, 'src/store/store.ts') || file === join(root, 'src/store/app-store.ts');
    const cycles = stronglyConnected(graph).filter((group) => group.some(stack));
    expect(cycles.map((group) => group.map((file) => relative(root, file)).sort())).toEqual([]);
  });
});

/** Every module under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of a file, types and dynamic imports included, as file paths. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => fileName).filter((name) => name.startsWith('.')).flatMap((name) => {
    const base = resolve(dirname(file), name);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => isFile(candidate));
    return found ? [found] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The groups of modules that import each other, directly or not (Tarjan): each group of two or more is a cycle. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}
