// The browser build resolves react-router to the package's production build (web/react-router-production.ts):
// its exports name only the development build, whose dev warnings would ship to every page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../web/react-router-production';

/** The file an ES module imports from, followed to the module that defines ENABLE_DEV_WARNINGS. */
function devWarningsFlag(entry: string): string | undefined {
  const seen = new Set<string>();
  const visit = (file: string): string | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const flag = /var ENABLE_DEV_WARNINGS = (true|false);/.exec(code)?.[1];
    if (flag) return flag;
    for (const m of code.matchAll(/from "(\.\/[^"]+)"/g)) {
      const found = visit(path.resolve(path.dirname(file), m[1] ?? ''));
      if (found) return found;
    }
    return undefined;
  };
  return visit(entry);
}

describe('react-router in the browser build', () => {
  const aliases = reactRouterProduction();

  it('sends both entry points to the production build', () => {
    expect(aliases.map((a) => a.find.source)).toEqual(['^react-router$', '^react-router\\/dom$']);
    for (const a of aliases) {
      expect(a.find.test('react-router/dom/extra')).toBe(false);
      expect(a.replacement).toMatch(/[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/);
    }
  });

  it('whose dev warnings are off, where the package default has them on', () => {
    for (const a of aliases) {
      expect(devWarningsFlag(a.replacement), a.replacement).toBe('false');
      expect(devWarningsFlag(a.replacement.replace(/production([\\/][^\\/]+)$/, 'development$1'))).toBe('true');
    }
  });
});
