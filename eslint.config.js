import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Which way the workspaces depend (docs/architecture.md, "Which way things depend"):
 * core <- i18n <- ui <- app, and mocks (on core and i18n) for stories, tests and demo mode.
 */
const uiStoryFiles = [
  'packages/ui/**/*.stories.tsx',
  'packages/ui/**/*.test.{ts,tsx}',
  'packages/ui/**/storyFixtures.{ts,tsx}',
  'packages/ui/src/fixtures/**/*.{ts,tsx}',
];
const appDemoEntry = ['app/src/main.tsx', 'app/src/config.ts'];
/** The prerender of a demo build asks the demo catalog in its own process (Node). */
const appPrerender = ['app/src/prerender/prerenderSite.ts', 'app/build/prerenderBench.ts'];
const appTests = ['app/**/*.test.{ts,tsx}'];

/** A relative path out of a workspace into another one (`../../../packages/ui/src/…`). */
const climbsOut = {
  regex: /^(\.\.\/)+(packages|core|i18n|ui|mocks|app|tests)(\/|$)/,
  message: 'Import another workspace by its package name (@rimal/…), never by a relative path.',
};
const reactImports = /^(react|react-[a-z-]+|@xstate\/react|@stripe\/react-stripe-js)(\/|$)/;
/** ui's story fixtures, which carry the demo data (`../../fixtures/catalog`, `./storyFixtures`). */
const storyFixtures = /^\.{1,2}\/(.*\/)?(fixtures|storyFixtures)(\/|$)/;

/** A barrel names what it exports, so a module's public API is read in one place. */
const namedExportsOnly = {
  selector: 'ExportAllDeclaration',
  message: 'Name the exports (`export { a, type B } from`), never `export *`.',
};

/** `@rimal/<one of packages>` and its subpaths, except the subpaths named in `except`. */
function workspaceImports(packages, except) {
  const allowed = except.length > 0 ? `(?!(${except.join('|')})$)` : '';
  return new RegExp(`^@rimal\\/${allowed}(${packages.join('|')})(\\/|$)`);
}

/**
 * One config per layer. `no-restricted-imports` sees static imports and re-exports;
 * `no-restricted-syntax` sees `import()`, which lazy routes and demo mode use.
 */
function layers(rules) {
  return rules.map(
    ({ name, files, ignores = [], forbids, except = [], react = false, also = [] }) => {
      const restrictions = [climbsOut, ...also.map((regex) => ({ regex, message: `${name}.` }))];
      if (forbids.length > 0) {
        restrictions.push({ regex: workspaceImports(forbids, except), message: `${name}.` });
      }
      if (react) restrictions.push({ regex: reactImports, message: `${name}.` });
      return {
        name,
        files,
        ignores,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: restrictions.map(({ regex, message }) => ({
                regex: regex.source,
                message,
              })),
            },
          ],
          'no-restricted-syntax': [
            'error',
            namedExportsOnly,
            ...restrictions.map(({ regex, message }) => ({
              selector: `ImportExpression[source.value=/${regex.source}/]`,
              message,
            })),
          ],
        },
      };
    },
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'app/public/mockServiceWorker.js',
      'cms/.tmp/**',
      'cms/public/**',
      // The admin panel's build (npm run build in cms/).
      'cms/build/**',
      'cms/.strapi/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    // Stories and tests assert the shape of the DOM they just rendered.
    files: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The CMS is a Strapi project of its own (cms/package.json): CommonJS, as Strapi loads it.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layers([
    {
      name: "core holds the shop's rules: it imports no other workspace and no React",
      files: ['packages/core/**/*.{ts,tsx}'],
      forbids: ['i18n', 'ui', 'app', 'mocks'],
      react: true,
    },
    {
      name: 'i18n sits on core only',
      files: ['packages/i18n/**/*.{ts,tsx}'],
      forbids: ['ui', 'app', 'mocks'],
    },
    {
      name: 'ui never imports the app, and the demo data only in stories, tests and fixtures',
      files: ['packages/ui/**/*.{ts,tsx}'],
      ignores: uiStoryFiles,
      forbids: ['app', 'mocks'],
      also: [storyFixtures],
    },
    {
      name: 'ui stories, tests and fixtures may use the demo data but never the app',
      files: uiStoryFiles,
      forbids: ['app'],
    },
    {
      name: 'mocks serves stories, tests and demo mode from core and i18n: no ui, no app',
      files: ['mocks/**/*.{ts,tsx}'],
      forbids: ['ui', 'app'],
    },
    {
      name: 'the app reaches the demo back ends only from its demo-mode entry',
      files: ['app/**/*.{ts,tsx}'],
      ignores: [...appDemoEntry, ...appPrerender, ...appTests],
      forbids: ['mocks'],
    },
    {
      name: "a demo build's prerender and its benchmark answer from the demo handlers in Node, nothing more of mocks",
      files: appPrerender,
      forbids: ['mocks'],
      except: ['mocks/node', 'mocks/endpoints'],
    },
    {
      name: 'the demo-mode entry starts the demo worker at the demo addresses, nothing more of mocks',
      files: appDemoEntry,
      forbids: ['mocks'],
      except: ['mocks/browser', 'mocks/endpoints'],
    },
    {
      name: "the app's unit tests may read the demo catalog",
      files: appTests,
      forbids: [],
    },
    {
      name: 'tests import every workspace by its package name',
      files: ['tests/**/*.ts'],
      forbids: [],
    },
  ]),
);
