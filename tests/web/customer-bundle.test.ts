// A customer never downloads admin code: from the app's entry, following every import (static and
// dynamic, so every screen a customer can open and everything it may load later), no module under
// web/src/features/admin is reached, except through the one route that renders the admin screens
// behind their guard. The lint layers keep features from importing each other, but not the shared
// layer or the shell from importing admin code, and one such import would put it in a customer's
// chunks.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');
const ADMIN = path.join(src, 'features/admin') + path.sep;
const ROUTER = path.join(src, 'app/router.tsx');

/** Relative specifiers of the code a module runs: static imports, re-exports and import(); type-only imports are erased. */
function importsOf(code: string): string[] {
  const found: string[] = [];
  const noComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of noComments.matchAll(
    /(?:^|[\s;}])(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    if (!m[2]) found.push(m[4] ?? '');
  }
  for (const m of noComments.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.push(m[1] ?? '');
  for (const m of noComments.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1] ?? '');
  return found.filter((s) => s.startsWith('.'));
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module reached from `entry`, each with the chain that reached it. */
function reach(entry: string, allowed: (from: string, to: string) => boolean): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const to = resolve(file, spec);
      if (!to || seen.has(to) || !allowed(file, to)) continue;
      seen.set(to, [...seen.get(file)!, to]);
      queue.push(to);
    }
  }
  return seen;
}

const adminRoute = (from: string, to: string) => !(from === ROUTER && to.startsWith(ADMIN));
const rel = (f: string) => path.relative(src, f);

describe('customer bundle', () => {
  it('no module a customer can load comes from features/admin', () => {
    const reached = reach(path.join(src, 'main.tsx'), adminRoute);
    const admin = [...reached.entries()]
      .filter(([f]) => f.startsWith(ADMIN))
      .map(([, chain]) => chain.map(rel).join(' → '));
    expect(admin).toEqual([]);
  });

  it('walks the customer screens it guards, and the admin route is the one way in', () => {
    const reached = reach(path.join(src, 'main.tsx'), adminRoute);
    for (const screen of [
      'features/tasks/pages/dashboard-page.tsx',
      'features/tasks/pages/task-detail-page.tsx',
      'features/tasks/pages/task-new-page.tsx',
      'lib/data-providers.tsx',
    ]) {
      expect(reached.has(path.join(src, screen)), screen).toBe(true);
    }
    // Through the admin route, the same walk does reach admin code: the check above can fail.
    const all = reach(path.join(src, 'main.tsx'), () => true);
    expect([...all.keys()].some((f) => f.startsWith(ADMIN))).toBe(true);
  });

  it('reads imports as the bundler does', () => {
    const code = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "import './d.scss';",
      "const e = lazy(() => import('./e'));",
      "import x from 'react';",
      '// import z from "./z";',
    ].join('\n');
    expect(importsOf(code).sort()).toEqual(['./a', './c', './d.scss', './e']);
  });
});
