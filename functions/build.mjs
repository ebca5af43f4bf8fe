// Bundles the functions (and the shared domain code) into lib/index.js for the emulator and deploy.
// Registry packages stay external: the deployed package.json installs them.
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
