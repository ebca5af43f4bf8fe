import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { adminCatalogSplit } from './admin-catalog.ts';
import { markdownContent } from './markdown-content.ts';

/**
 * How the app's sources are transformed (JSX, Lingui macros, .po catalogs compiled on import,
 * markdown content rendered to sanitized HTML):
 * shared by vite.config.ts and the component tests' vitest config, so both read the same code.
 */
export function transformPlugins(): PluginOption[] {
  // The config is named, not looked up from the working directory: vitest runs from the repo root.
  const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
  // The admin screens' messages compiled apart from the app's (admin-catalog.ts), after Lingui.
  return [markdownContent(), react(), lingui({ macroTransform: true, configPath }), adminCatalogSplit(configPath)];
}
