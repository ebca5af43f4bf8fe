import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicSourceFiles } from './i18n-catalogs.ts';

const EXPORTED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const RE_EXPORTED = /^export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/gm;
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s*['"](\.[^'"]+)['"]/gm;
const DOMAIN_IMPORT = /^import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]@tasklane\/domain['"]/gm;

const toTs = (from: string, spec: string) =>
  path
    .resolve(path.dirname(from), spec)
    .replace(/\.js$/, '.ts')
    .replace(/(?<!\.tsx?)$/, '.ts');
const toTsx = (from: string, spec: string) => toTs(from, spec).replace(/\.ts$/, '.tsx');
const ZOD_IMPORT = /^import\s+(?!type\b)[^;]*?from\s*['"](zod|@hookform\/resolvers\/zod)['"]/m;
const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/**
 * The domain modules public pages can run: those defining what public source files import from
 * '@tasklane/domain', and everything those import in turn.
 */
/** Where each name the domain exports is defined (following re-exports one step). */
function domainDefinitions(domainSrc: string): Map<string, string> {
  const definedIn = new Map<string, string>();
  for (const file of walk(domainSrc)) {
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(EXPORTED)) if (name) definedIn.set(name, file);
    for (const [, list, spec] of code.matchAll(RE_EXPORTED))
      for (const n of names(list ?? '')) if (spec) definedIn.set(n, toTs(file, spec));
  }
  return definedIn;
}

function publicDomainFiles(domainSrc: string, publicFiles: string[]): Set<string> {
  const definedIn = domainDefinitions(domainSrc);
  const queue = publicFiles.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(DOMAIN_IMPORT)].flatMap(([, list]) =>
      names(list ?? '')
        .map((n) => definedIn.get(n))
        .filter((x): x is string => Boolean(x)),
    ),
  );
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) if (spec) queue.push(toTs(file, spec));
  }
  return seen;
}

/**
 * Which modules the 'signed-in' chunk group may take: code that only signed-in screens run (web
 * sources no public page reaches, by the walk that splits the message catalogs, and domain modules
 * no public page imports), except admin code, the sign-in pages and the charts, which stay in
 * their own chunks. Public chunks therefore never import the group's chunks.
 */
export function signedInOnly(webDir: string): (id: string) => boolean {
  const publicFiles = publicSourceFiles(webDir);
  const publicWeb = new Set(publicFiles);
  const domainSrc = path.resolve(webDir, '../domain/src') + path.sep;
  const publicDomain = publicDomainFiles(domainSrc, publicFiles);
  const webSrc = path.join(webDir, 'src') + path.sep;
  const apart = /[\\/]src[\\/](features[\\/](admin|auth)|components[\\/]charts)[\\/]/;
  return (id) => {
    if (!/\.tsx?$/.test(id)) return false;
    if (id.startsWith(webSrc)) return !publicWeb.has(id) && !apart.test(id);
    if (id.startsWith(domainSrc)) return !publicDomain.has(id);
    return false;
  };
}

/**
 * Whether a module (web or domain source) reaches zod when it runs: it imports zod or zod's form
 * resolver, a domain module defining something it imports from '@tasklane/domain' does, or a
 * module it imports does. Schema construction runs as a module loads, so one such module in a
 * shared chunk makes every screen that loads the chunk fetch zod and the schemas.
 */
export function zodReach(webDir: string): (file: string) => boolean {
  const domainSrc = path.resolve(webDir, '../domain/src') + path.sep;
  const definedIn = domainDefinitions(domainSrc);
  const known = new Map<string, boolean>();
  const reached = (file: string, trail: Set<string>): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (trail.has(file) || !existsSync(file)) return false;
    trail.add(file);
    const code = readFileSync(file, 'utf8');
    const viaDomain = [...code.matchAll(DOMAIN_IMPORT)].some(([, list]) =>
      names(list ?? '').some((n) => {
        const def = definedIn.get(n);
        return def !== undefined && reached(def, trail);
      }),
    );
    const result =
      ZOD_IMPORT.test(code) ||
      viaDomain ||
      [...code.matchAll(STATIC_IMPORT)].some(
        ([, spec]) =>
          spec !== undefined && [toTs(file, spec), toTsx(file, spec)].some((f) => existsSync(f) && reached(f, trail)),
      );
    known.set(file, result);
    return result;
  };
  return (file) => reached(file, new Set());
}

/**
 * The code every signed-in screen runs around its own: `roots` (the header's widgets, the queue
 * watcher) and what they import, web and domain, where signedInOnly allows it and zod is not
 * reached. One chunk for it (with Firestore) instead of one per set of screens sharing a piece:
 * those pieces cost a signed-in first load five or six script requests.
 */
export function signedInShell(webDir: string, roots: string[]): (id: string) => boolean {
  const { zodFree } = signedInGroups(webDir);
  const domainSrc = path.resolve(webDir, '../domain/src') + path.sep;
  const definedIn = domainDefinitions(domainSrc);
  const seen = new Set<string>();
  const queue = roots.map((r) => path.resolve(webDir, r));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec) queue.push(toTs(file, spec), toTsx(file, spec));
    for (const [, list] of code.matchAll(DOMAIN_IMPORT))
      for (const n of names(list ?? '')) {
        const def = definedIn.get(n);
        if (def) queue.push(def);
      }
  }
  return (id) => seen.has(id) && zodFree(id);
}

/**
 * Which modules the 'signed-in' chunk group may take: signedInOnly's, without those that reach
 * zod ('signed-in-schemas' takes those). Kept apart, the first load of the dashboard, the task
 * page and the task form (which parse nothing with zod) never fetches a chunk that runs zod.
 */
export function signedInGroups(webDir: string): { zodFree: (id: string) => boolean; withZod: (id: string) => boolean } {
  const signedIn = signedInOnly(webDir);
  const zod = zodReach(webDir);
  return { zodFree: (id) => signedIn(id) && !zod(id), withZod: (id) => signedIn(id) && zod(id) };
}

/**
 * The domain modules public pages import (prices, tiers, text helpers, settings defaults…): one
 * shared chunk rather than a file each. Every screen, public or signed in, needs most of them, and
 * as a dozen sub-kilobyte files they cost a signed-in screen a dozen script requests.
 */
export function publicDomainModules(webDir: string): (id: string) => boolean {
  const domainSrc = path.resolve(webDir, '../domain/src') + path.sep;
  const publicDomain = publicDomainFiles(domainSrc, publicSourceFiles(webDir));
  // A module that reaches zod stays apart: grouped, it would make every page that loads the
  // group fetch zod and the schemas (the landing grew by 22 kB).
  const reachesZod = new Map<string, boolean>();
  const zodReached = (file: string, trail = new Set<string>()): boolean => {
    const known = reachesZod.get(file);
    if (known !== undefined) return known;
    if (trail.has(file)) return false;
    trail.add(file);
    const code = readFileSync(file, 'utf8');
    const result =
      /^import\s+(?!type\b)[^;]*?from\s*['"]zod['"]/m.test(code) ||
      [...code.matchAll(STATIC_IMPORT)].some(([, spec]) => spec !== undefined && zodReached(toTs(file, spec), trail));
    reachesZod.set(file, result);
    return result;
  };
  return (id) => id.startsWith(domainSrc) && publicDomain.has(id) && !zodReached(id);
}
