import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import LongestFirst from './tests/longestFirst.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on these 2-core machines, one. Two,
    // run alternately (2026-11-29): the unit step 119 and 96 s with one, 70 and 68 s with two;
    // the real-CMS tests 189 s with one, 145 s with two (issue 46).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.bench.ts', '**/index.ts', '**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads start faster than child processes: the step took 61.7 and 67.1 s
          // against 79.7 and 72.5 s with the default `forks`, run alternately (2026-11-27).
          pool: 'threads',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/i18n/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'app/src/**/*.test.ts',
            'app/build/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'packages/ui/src/**/*.test.tsx',
            'packages/mail/src/**/*.test.tsx',
            'tests/stripe/**/*.test.ts',
          ],
          // Performance figures are measured by `npm run bench`, never asserted in a test.
          benchmark: { include: ['packages/core/src/**/*.bench.ts'] },
        },
      },
      {
        // The mock against the real CMS (Strapi 5, started by the setup): `npm test`'s contract step.
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/setup.ts'],
          setupFiles: ['tests/contract/routeTable.setup.ts'],
          hookTimeout: 900_000,
          testTimeout: 30_000,
        },
      },
      {
        // The CMS as a stranger, the site's token and the owner would try it, on SQLite and on
        // PostgreSQL (issue 43, docs/security.md): `npm test`'s real-CMS step.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          hookTimeout: 900_000,
          testTimeout: 180_000,
        },
      },
      {
        // The CMS's shop API on the real Strapi 5 and its database (started by the setup):
        // `npm test`'s real-CMS step.
        test: {
          name: 'shop',
          environment: 'node',
          include: ['tests/shop/**/*.test.ts'],
          exclude: ['tests/shop/stripe.test.ts'],
          globalSetup: ['tests/shop/setup.ts'],
          hookTimeout: 900_000,
          testTimeout: 60_000,
        },
      },
      {
        // The same on a throw-away PostgreSQL, where parallel requests race for real.
        test: {
          name: 'shop-postgres',
          environment: 'node',
          include: ['tests/shop/**/*.test.ts'],
          exclude: ['tests/shop/stripe.test.ts'],
          globalSetup: ['tests/shop/setupPostgres.ts'],
          hookTimeout: 900_000,
          testTimeout: 60_000,
        },
      },
      {
        // The same with STRIPE_SECRET_KEY, against tests/stripe's stand-in (its own Strapi).
        test: {
          name: 'shop-stripe',
          environment: 'node',
          include: ['tests/shop/stripe.test.ts'],
          hookTimeout: 900_000,
          testTimeout: 60_000,
        },
      },
      {
        // The CMS's mail service with a real SMTP server (issue 44): `npm test`'s real-CMS step.
        test: {
          name: 'mail',
          environment: 'node',
          include: ['tests/mail/**/*.test.ts'],
          hookTimeout: 900_000,
          testTimeout: 60_000,
        },
      },
      {
        // `npm run record:strapi4`: a real Strapi 4's answers, recorded for the client's tests.
        test: {
          name: 'strapi4',
          environment: 'node',
          include: ['tests/contract/**/*.record.ts'],
          globalSetup: ['tests/contract/setupStrapi4.ts'],
          setupFiles: ['tests/contract/routeTable.setup.ts'],
          hookTimeout: 900_000,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir })],
        test: {
          name: 'storybook',
          benchmark: { include: [] },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
