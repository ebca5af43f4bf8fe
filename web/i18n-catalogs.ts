import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The messages are split into two catalogs, so a public page downloads only its own:
 * - `src/locales/public/{locale}.po`: every source file a visitor of the public pages can run,
 *   that is everything reachable from `src/main.tsx` without entering a signed-in screen;
 * - `src/locales/{locale}.po`: the rest (signed-in screens and widgets, the sign-in pages), loaded
 *   with their chunks.
 *
 * The boundary is the `appLazy(() => import('…'))` wrapper (src/lib/app-lazy.ts): the walk below
 * follows every static and dynamic import except those, and the wrapper is the one place that
 * loads the second catalog. Code lazily imported without it is simply counted as public: heavier,
 * never untranslated.
 */
export const APP_LAZY_CALL = /(?:appLazy|adminLazy)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;

// import x from '…', import { a } from '…', export { a } from '…', import '…' (import type skipped below)
const STATIC_IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
// import('…'), lazy(() => import('…'))
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of SOURCE_EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** The source files of `src/` (absolute paths, sorted) that public pages can load. */
export function publicSourceFiles(webDir: string): string[] {
  const entry = path.join(webDir, 'src/main.tsx');
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // Comments would only add files (never drop one): harmless, so they are not stripped.
    const source = readFileSync(file, 'utf8');
    const signedIn = new Set([...source.matchAll(APP_LAZY_CALL)].map((m) => m[1]));
    for (const [, , typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      const target = !typeOnly && specifier ? resolveSource(file, specifier) : null;
      if (target) queue.push(target);
    }
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) {
      const target = specifier && !signedIn.has(specifier) ? resolveSource(file, specifier) : null;
      if (target) queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * The source files only the admin screens run: every file of `src/` that the app cannot reach
 * from `src/main.tsx` without entering `src/features/admin` (the router's admin route, behind
 * `adminLazy`, is the one way in: tests/web/customer-bundle.test.ts). Messages used only by these
 * files are kept out of the app catalog every signed-in screen loads (web/admin-catalog.ts): a
 * customer never needs them.
 */
export function adminOnlySourceFiles(webDir: string): Set<string> {
  const admin = path.join(webDir, 'src/features/admin') + path.sep;
  const seen = new Set<string>();
  const queue = [path.join(webDir, 'src/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.startsWith(admin)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, , typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      const target = !typeOnly && specifier ? resolveSource(file, specifier) : null;
      if (target) queue.push(target);
    }
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) {
      const target = specifier ? resolveSource(file, specifier) : null;
      if (target) queue.push(target);
    }
  }
  const all = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? all(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  return new Set(all(path.join(webDir, 'src')).filter((f) => !seen.has(f)));
}
