import type { Plugin } from 'vite';

/**
 * Adds <link rel="modulepreload"> for chunks the first paint needs but only reaches through
 * dynamic imports: both language catalogs (main.tsx waits for one before rendering) and the
 * landing route with its imports. Without it they load one after the other, after the entry.
 */
export function preloadFirstPaint(moduleIds: string[]): Plugin {
  return {
    name: 'tasklane-preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const byFile = new Map(Object.values(bundle).map((c) => [c.fileName, c]));
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && moduleIds.some((id) => chunk.facadeModuleId?.endsWith(id))) visit(chunk.fileName);
        }
        const already = (f: string) => html.includes(`/${f}"`);
        const links = [...files]
          .filter((f) => !already(f))
          .map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`)
          .join('\n');
        return html.replace('</head>', `${links}\n  </head>`);
      },
    },
  };
}
