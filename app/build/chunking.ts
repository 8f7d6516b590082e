import type { CodeSplittingOptions } from 'rolldown';

/**
 * How the build groups modules into files. Left to itself the bundler split off every module
 * a lazy page shares with the entry, so the first page asked for sixteen scripts and six style
 * sheets before it could paint. Over HTTP/1.1 a browser opens six connections to a host, so
 * on a slow phone network those small files queued behind each other for several round
 * trips. Everything the entry loads statically (the bundler's `$initial` modules) now comes
 * in one script and one style sheet; pages and languages stay chunks of their own, loaded
 * when first needed. React comes in a script of its own, which a prerendered page starts in a task
 * before the site's (src/startup/reactFirst.ts).
 */
export const siteChunks: CodeSplittingOptions = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]startup[\\/]reactFirst\.ts$/,
      priority: 3,
    },
    { name: 'shell', tags: ['$initial'], priority: 2 },
    {
      name: 'pages',
      minShareCount: 2,
      test: (id) => !id.includes('node_modules') && !/\/locales\//.test(id),
      priority: 1,
    },
  ],
};
