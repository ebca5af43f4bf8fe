// The Firebase Storage emulator cannot run offline (it downloads its rules runtime at every
// start), so the rules cannot be exercised by a client here. What keeps the bucket closed is
// checked instead: the deploy config ships storage.rules, the rules allow nothing to anyone, and
// no web code loads the Storage client SDK (files go through the upload/download functions).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('storage.rules', () => {
  const rules = readFileSync(path.join(ROOT, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');

  it('is the rules file firebase.json deploys for Storage', () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
      storage?: { rules?: string };
    };
    expect(config.storage?.rules).toBe('storage.rules');
  });

  it('allows nothing: every allow statement is unconditionally false', () => {
    const allows = [...rules.matchAll(/allow\s+([^:]+):\s*([^;]+);/g)];
    expect(allows.length).toBeGreaterThan(0);
    for (const [, ops, cond] of allows) {
      expect(
        ops!
          .split(',')
          .map((o) => o.trim())
          .sort(),
      ).toEqual(['read', 'write']);
      expect(cond!.trim()).toBe('if false');
    }
    // The one match covers every path of every bucket.
    expect(rules).toMatch(/match \/b\/\{bucket\}\/o \{\s*match \/\{allPaths=\*\*\} \{/);
  });

  it('is never bypassed from the browser: the web app does not load the Storage SDK', () => {
    const offenders = sourceFiles(path.join(ROOT, 'web/src')).filter((f) =>
      /from ['"](firebase\/storage|@firebase\/storage|reactfire\/.*storage)['"]|useStorage|getStorage\(/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
