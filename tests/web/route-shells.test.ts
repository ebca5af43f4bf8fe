// Each signed-in route listed for preloading has an HTML shell of its own (web/preload.ts writes
// them), and Hosting must serve it for that route: a fixed path through cleanUrls (/dashboard from
// dashboard.html), a route with a parameter through a rewrite in firebase.json that comes before
// the catch-all to spa.html. A route whose rewrite is missing would quietly fall back to the
// generic shell and lose its preloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeShellFile } from '../../web/preload';
import { signedInPageModules } from '../../web/sitemap';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rewrites = (
  JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { cleanUrls?: boolean; rewrites: { source: string; destination?: string }[] };
  }
).hosting;

/** Hosting's glob: '*' one path segment, '**' any. */
const globMatches = (glob: string, pathname: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]+')
      .replace(/\0/g, '.*')}$`,
  ).test(pathname);

describe('signed-in route shells', () => {
  it('names each shell by its route', () => {
    expect(routeShellFile('/dashboard')).toBe('dashboard.html');
    expect(routeShellFile('/tasks/new')).toBe('tasks/new.html');
    expect(routeShellFile('/tasks/*')).toBe('tasks/_item.html');
  });

  it('Hosting serves each shell for its route', () => {
    expect(rewrites.cleanUrls).toBe(true);
    for (const route of Object.keys(signedInPageModules())) {
      if (!route.includes('*')) continue;
      const sample = route.replace('*', 'a1B2c3');
      const first = rewrites.rewrites.find((r) => globMatches(r.source, sample));
      expect(first?.destination, `the first rewrite for ${sample}`).toBe(`/${routeShellFile(route)}`);
    }
    // Everything else still reaches the generic shell.
    expect(rewrites.rewrites.find((r) => globMatches(r.source, '/team'))?.destination).toBe('/spa.html');
  });
});
