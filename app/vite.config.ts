import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { demoMediaPlugin } from './build/demoMediaPlugin.ts';
import { sitePlugin } from './build/sitePlugin.ts';

export default defineConfig({
  root: import.meta.dirname,
  envDir: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), demoMediaPlugin(), sitePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { port: Number(process.env.PORT ?? 5173) },
});
