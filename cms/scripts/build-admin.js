#!/usr/bin/env node
/**
 * `npm run build` (in cms/): Strapi's admin panel build. `strapi build` looks for a tsconfig.json
 * in every folder above cms/ and, finding the repository's own, takes this JavaScript project for
 * a TypeScript one and fails to compile it. This runs the same build as a JavaScript project,
 * as `strapi start` already treats it (it reads cms/tsconfig.json only).
 */
const path = require('node:path');

const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

build({
  cwd: path.resolve(__dirname, '..'),
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
