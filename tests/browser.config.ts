import { availableParallelism } from 'node:os';
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import e2e from './playwright.config';
import { ports } from './servers';
import visual, { storybookServer } from './visual.config';

/**
 * `npm test`'s browser step: the e2e flows (desktop, phone, demo mode), every story and every
 * page, in one Playwright run that shares its workers and its servers. Run one after the other,
 * each step began by starting its own servers and ended on the last few long tests of a busy
 * worker while the other cores idled. `npm run test:e2e` and `npm run test:visual` still run
 * each on its own.
 */

/** A project as its own config would run it: its timeouts, its pictures, its trace, its folder. */
const asIn = (config: PlaywrightTestConfig, project: Project): Project => ({
  timeout: config.timeout,
  expect: config.expect,
  snapshotPathTemplate: config.snapshotPathTemplate,
  outputDir: config.outputDir,
  ...project,
  use: { ...config.use, ...project.use },
});

const e2eProjects = (e2e.projects ?? []).filter(({ name }) =>
  ['desktop', 'mobile', 'demo'].includes(name ?? ''),
);
const visualProjects = (visual.projects ?? [])
  .map((project) =>
    // The e2e site is the same build on the same back ends (tests/servers.ts): pages are shot there.
    project.name === 'pages'
      ? {
          ...project,
          use: { ...project.use, baseURL: `http://localhost:${ports.site}` },
          // One worker at a time, beside the stories: a page keeps its core busy (99 %) where the
          // stories alone leave a fifth of the machine idle, waiting for quiet between steps.
          workers: 1,
        }
      : project,
  )
  // Pages first, one worker at a time (above): the other workers take the stories meanwhile.
  .sort((a, b) => Number(b.name === 'pages') - Number(a.name === 'pages'));

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  // One more worker than cores, so that a worker waiting on a page's network or a story's quiet
  // leaves its core to another: on two cores the e2e tests kept them 99 % busy on three workers,
  // 85 % on two. On one core, one: two workers there failed e2e tests on their timeouts.
  workers: availableParallelism() > 1 ? availableParallelism() + 1 : 1,
  retries: e2e.retries,
  reporter: [
    ['list'],
    ['json', { outputFile: '../reports/results/browser.json' }],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
  ],
  projects: [
    ...e2eProjects.map((project) => asIn(e2e, project)),
    ...visualProjects.map((project) => asIn(visual, project)),
  ],
  // The e2e config's (the mock back ends, the site and the demo, each also as a static host
  // serves it) and the static Storybook.
  webServer: [...[e2e.webServer ?? []].flat(), storybookServer],
});
