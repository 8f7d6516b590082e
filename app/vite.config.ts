import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { demoMediaPlugin } from './build/demoMediaPlugin.ts';
import { sitePlugin } from './build/sitePlugin.ts';
import { prerenderPlugin } from './build/prerenderPlugin.ts';
import { bundleReportPlugin } from './build/bundleReportPlugin.ts';
import { configCheckPlugin } from './build/configCheck.ts';
import { sourceMapsPlugin } from './build/sourceMapsPlugin.ts';
import { siteChunks } from './build/chunking.ts';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  envDir: import.meta.dirname,
  plugins: [
    configCheckPlugin(),
    react(),
    vanillaExtractPlugin(),
    demoMediaPlugin(),
    sitePlugin(),
    prerenderPlugin(),
    bundleReportPlugin(),
    sourceMapsPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Made for reading production stack traces, kept out of the published files (sourceMapsPlugin).
    sourcemap: 'hidden',
    reportCompressedSize: false,
    // A font subset small enough to inline would arrive as a data: URL, which the CSP
    // (`font-src 'self'`) refuses: every font stays a file.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Every browser the site supports preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: siteChunks },
    },
  },
  resolve: {
    // React Router 7's exports always point at its development build, dev warnings included
    // (remix-run/react-router#14102); builds take the production files it also ships.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { port: Number(process.env.PORT ?? 5173) },
}));
