/**
 * No circle of imports in the product code (type imports and generated modules included): a
 * circle is files that cannot be understood, tested or moved one without the others
 * (docs/architecture.md). The graph is read from the `@/…` and relative imports of every
 * source file; the test names each circle it finds, file by file.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const FOLDERS = [
  'checkout',
  'platform',
  'templates',
  'renderer',
  'ui',
  'lib',
  'sandbox',
  'edge',
  'studio',
  'pages',
  'scripts',
  'schemas/generated',
];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const IMPORT = /(?:from\s+|import\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !EXTENSIONS.some((ext) => entry.name.endsWith(ext))) return [];
    if (entry.name.endsWith('.d.ts')) return [];
    return [path.relative(ROOT, path.join(entry.parentPath, entry.name))];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), `${base}/index.ts`];
  return candidates.find((candidate) => known.has(candidate));
}

/** The import graph: file → files it imports. */
function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap(sourceFiles);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? '', known))
        .filter((target): target is string => target !== undefined && target !== file);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components of more than one file (Tarjan), each sorted. */
export function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('should find a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('should have none in the product code', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });

  it("should have none between checkout/'s folders and top files, so its inside flows one way", () => {
    // A room is a file at checkout/'s top or one of its folders as a whole (as `farm-studio look
    // checkout/` draws them): a circle of rooms is an arrow running back up inside checkout/.
    const room = (file: string): string => file.split('/').slice(0, 2).join('/');
    const rooms = new Map<string, Set<string>>();
    for (const [file, targets] of importGraph()) {
      if (!file.startsWith('checkout/')) continue;
      const from = rooms.get(room(file)) ?? new Set<string>();
      for (const target of targets) {
        if (target.startsWith('checkout/') && room(target) !== room(file)) from.add(room(target));
      }
      rooms.set(room(file), from);
    }
    const graph = new Map([...rooms].map(([name, targets]) => [name, [...targets]]));
    expect(graph.size).toBeGreaterThan(20);
    expect(circles(graph)).toEqual([]);
  });
});
