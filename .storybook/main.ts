import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/mail/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../app/public', { from: '../mocks/media', to: '/demo-media' }],
  core: { disableTelemetry: true },
  // The props tables of the docs pages read the TypeScript types, so a prop's union of values,
  // its JSDoc and its `@default` tag reach the table; props a library declares stay out.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig only references the workspaces: through it, a component resolves to
      // its built declaration file, which has no props.
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
      // Only components: the plugin gives whatever a file exports a `displayName` and a
      // `__docgenInfo`, and a story's expected payload (ContactForm's storyFixtures) then had
      // two keys the form never sends.
      exclude: ['**/*.stories.tsx', '**/storyFixtures.tsx', '**/fixtures/**'],
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [react(), vanillaExtractPlugin()] }),
};

export default config;
