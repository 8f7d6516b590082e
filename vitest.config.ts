import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/i18n/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'app/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
