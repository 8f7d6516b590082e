import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Built into the site's e2e build, so one server serves both: `/reference/`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/reference/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../app/dist-e2e/reference', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
