import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The layout rules of docs/architecture.md, checked on every import of the repository: no cycles
// (static, type-only and dynamic imports all count, since a cycle through any of them ties two
// modules' meanings together), dependencies pointing one way, test helpers out of production code.

const root = join(import.meta.dir, '..');
const sourceFiles = [...new Bun.Glob('**/*.{ts,tsx}').scanSync({ cwd: root })].filter(
  (f) => !/^(node_modules|web\/dist|test-results|\.data)\//.test(f),
);

const known = new Set(sourceFiles);

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => known.has(path));
}

type Import = { to: string; typeOnly: boolean };

/** Every file's imports of other files of the repository (package imports are left out). */
const imports = new Map<string, Import[]>(
  sourceFiles.map((file) => {
    const code = withoutComments(readFileSync(join(root, file), 'utf8'));
    const found = [
      ...[...code.matchAll(IMPORT)].map((m) => ({ specifier: m[2]!, typeOnly: Boolean(m[1]) })),
      ...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => ({ specifier: m[1]!, typeOnly: false })),
    ];
    return [
      file,
      found.flatMap(({ specifier, typeOnly }) => {
        const to = resolve(file, specifier);
        return to ? [{ to, typeOnly }] : [];
      }),
    ];
  }),
);

function importGraph(): Map<string, string[]> {
  return new Map([...imports].map(([file, list]) => [file, [...new Set(list.map((i) => i.to))]]));
}

/** Strongly connected components with more than one module (Tarjan), each sorted. */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

test('the import graph is read (a sanity check of the parser)', () => {
  const graph = importGraph();
  expect(graph.get('api/app.ts')).toContain('api/quiz/routes.ts');
  expect(graph.get('web/src/routes/admin/screens.ts')).toContain('web/src/routes/admin/transactions/page.lazy.tsx');
  expect(graph.get('testing/test-api.ts')).toContain('domain/identity/user-view.ts');
  expect(imports.get('web/src/api-client/types.ts')).toContainEqual({ to: 'domain/ledger/types.ts', typeOnly: true });
  expect(imports.get('api/app.ts')).toContainEqual({ to: 'api/quiz/routes.ts', typeOnly: false });
  expect(
    importCycles(
      new Map([
        ['a', ['b']],
        ['b', ['a']],
        ['c', ['a']],
      ]),
    ),
  ).toEqual([['a', 'b']]);
});

test('no module imports itself through a chain of imports', () => {
  expect(importCycles(importGraph())).toEqual([]);
});

const isTest = (file: string) => file.endsWith('.test.ts');
const under = (file: string, ...folders: string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
const offending = (files: (file: string) => boolean, bad: (i: Import) => boolean) =>
  [...imports].flatMap(([file, list]) => (files(file) ? list.filter(bad).map((i) => `${file} -> ${i.to}`) : []));

test('domain and db never import the processes, the web app or the test helpers', () => {
  const upward = offending(
    (file) => under(file, 'domain', 'db') && !isTest(file),
    (i) => under(i.to, 'api', 'worker', 'scripts', 'web', 'testing'),
  );
  expect(upward).toEqual([]);
});

test('production code never imports the test helpers', () => {
  const helpers = offending(
    (file) => under(file, 'api', 'config', 'db', 'domain', 'worker', 'web/src') && !isTest(file),
    (i) => under(i.to, 'testing'),
  );
  expect(helpers).toEqual([]);
});

test('the web app imports server code only as types, and values only from files that import nothing', () => {
  const serverCode = offending(
    (file) => under(file, 'web/src'),
    (i) => !i.typeOnly && !under(i.to, 'web', 'i18n') && (imports.get(i.to) ?? []).some((next) => !next.typeOnly),
  );
  expect(serverCode).toEqual([]);
});

test('the words both sides share (i18n/) import no value of the repository but their own', () => {
  expect(
    offending(
      (file) => under(file, 'i18n'),
      (i) => !i.typeOnly && !under(i.to, 'i18n'),
    ),
  ).toEqual([]);
});
