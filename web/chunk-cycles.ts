import type { Plugin } from 'vite';

/**
 * A cycle among the chunks' static imports, as the file names from one chunk back to itself, or
 * null when there is none. Chunks that import each other run in an order the bundler chose: a
 * chunk grouping once split the domain schemas in two that did, and whichever ran first built a
 * schema from the other's values before they existed (the review screen crashed on load).
 */
export function chunkCycle(chunks: { fileName: string; imports: readonly string[] }[]): string[] | null {
  const imports = new Map(chunks.map((c) => [c.fileName, c.imports.filter((i) => i !== c.fileName)]));
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of imports.get(file) ?? []) {
      if (!imports.has(next)) continue;
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of imports.keys()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

/**
 * Fails the browser build when chunks import each other in a cycle (see chunkCycle). The
 * prerender's server bundle is left alone: it renders public pages only, at build time, where a
 * failure shows.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'tasklane-no-chunk-cycles',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ fileName: c.fileName, imports: c.imports }] : [],
      );
      const cycle = chunkCycle(chunks);
      if (cycle)
        this.error(
          `chunks import each other in a cycle (change the chunk groups in vite.config.ts): ${cycle.join(' → ')}`,
        );
    },
  };
}
