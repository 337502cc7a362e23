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

  it('the persistence stack has none, even through type-only imports', () => {
    const folder = join(root, 'src/store/persistence');
    const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => join(folder, name));
    // The store itself and the store's type: persistence names them, and store.ts creates it.
    modules.push(join(root, 'src/store/store.ts'), join(root, 'src/store/app-store.ts'));
    const graph = new Map(modules.map((file) => [file, localImports(file)]));
    expect(cyclesIn(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
  });
});

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

/** Each cycle among the graph's own modules, found by a depth-first walk (one per back edge). */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next) || done.has(next)) continue;
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}
