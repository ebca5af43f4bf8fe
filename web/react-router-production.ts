import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-router's package exports name only its development build (dist/development), whose dev
 * warnings, their code and their message strings, then ship to every page. Its production build
 * (dist/production) is the same code with ENABLE_DEV_WARNINGS = false. These aliases send the
 * browser build's `react-router` and `react-router/dom` to its ES modules there; the dev server
 * and the prerender keep the warnings.
 */
export function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ].map((alias) => {
    if (!existsSync(alias.replacement))
      throw new Error(`react-router: ${alias.replacement} is missing; did the package change its layout?`);
    return alias;
  });
}
