import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = 5173 + (Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0);

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  css: {
    // Bulma's own sources trip Sass deprecation notices that are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'if-function'] } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
