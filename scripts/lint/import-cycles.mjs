// Import cycles across the repository's sources, type-only imports included. import-x/no-cycle
// skips every `import type` edge, with no option to count them, so a cycle that closes through
// a type import passed lint; this rule walks every edge. The import graph is read once per lint
// run (one pass over the sources with TypeScript's import scanner, no type checking), and each
// file's imports into its own strongly connected component are reported.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['domain/src', 'functions/src', 'web/src', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** Workspace packages, by the file their name resolves to. */
const PACKAGES = { '@tasklane/domain': path.join(root, 'domain/src/index.ts') };

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isFile = (f) => existsSync(f) && statSync(f).isFile();

/** The source file an import specifier names, or null for a package outside the workspace. */
export function resolveImport(from, spec) {
  if (spec in PACKAGES) return PACKAGES[spec];
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|cjs|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? null;
}

/** Every import, export-from and import() of a file, type-only ones included. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f) => f !== null);
}

/** Tarjan's strongly connected components: file → its component (a set of files). */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = new Set();
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.add(w);
      } while (w !== v);
      for (const f of component) componentOf.set(f, component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return componentOf;
}

let cached = null;
/** The import graph and its components, built once per process (one lint run). */
export function importGraph() {
  if (cached) return cached;
  const graph = new Map();
  for (const file of SOURCE_DIRS.flatMap((d) => walk(path.join(root, d)))) graph.set(file, new Set(importsOf(file)));
  cached = { graph, componentOf: components(graph) };
  return cached;
}

/** The shortest way back from `start` to `goal` inside one component, for the message. */
function pathBack(graph, component, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    if (v === goal) break;
    for (const w of graph.get(v) ?? [])
      if (component.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
  }
  const route = [];
  for (let v = goal; v !== null && v !== undefined; v = previous.get(v)) route.unshift(v);
  return route;
}

/** Every cycle in the repository, one line per component: for a check outside ESLint. */
export function cycles() {
  const { componentOf } = importGraph();
  const seen = new Set([...componentOf.values()].filter((c) => c.size > 1));
  return [...seen].map((c) => [...c].map((f) => path.relative(root, f)).sort());
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const { graph, componentOf } = importGraph();
    const component = componentOf.get(file);
    if (!component || (component.size === 1 && !graph.get(file)?.has(file))) return {};
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (!target || !component.has(target)) return;
      const route = [file, ...pathBack(graph, component, target, file)].map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { route: route.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'tasklane-import-cycles' }, rules: { 'no-cycle': noCycle } };

if (process.argv[1] === import.meta.filename) {
  const found = cycles();
  for (const c of found) console.log(`cycle of ${c.length}: ${c.join(', ')}`);
  process.exitCode = found.length ? 1 : 0;
}
