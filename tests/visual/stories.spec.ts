// Every Storybook story, from the static build in storybook-static/, rendered once: its play
// function, its axe scan and its pictures. One test per story, named by the story id.
// - Play and axe: the preview runs the play function; the test then has the a11y addon scan the
//   story, as its panel's "Run accessibility scan" does, with the story's `a11y` parameters. A
//   failed play, an unhandled error or an axe violation fails the test, as in the Vitest runner
//   (`npm run test:stories`), which renders the same stories one more time for developers.
// - Pictures: the story in English after its play function (`<id>.png`), or in its own
//   language when pinned to one (ar, hi, ja, ko, ru, zh). Every other story is then switched,
//   in the state its play left it in, to Arabic (right to left) and to Japanese (CJK) through
//   the `locale` global, and shot again (`<id>-ar.png`, `<id>-ja.png`).
// - Docs pages: every docs entry (a component's autodocs page, an MDX page) is opened in docs
//   mode once, with all its stories inline: it must render without an error and pass an axe scan
//   of the page. Docs pages have no pictures: their stories are shot above.
// A worker loads the preview once and switches from story to story, in every file, the way
// Storybook's manager does when a designer clicks through the sidebar: loading the preview's 2 MB
// of script for every story cost more than the rest of the test, and a fresh preview for every
// file still cost 2.5 s alone against 0.3 s for a switch (issue 46).
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../e2e/support/axe';
import {
  ARTWORK_MASK_COLOR,
  FIXED_TIME,
  artworkOf,
  type HeldRequest,
  expectScreenshot,
  hideVideos,
  trackNetwork,
  waitForImagesAndFonts,
} from './support';

/**
 * Stories that cannot give the same pixels twice, with the reason. They run their play function
 * and axe scan like every story, and are not shot.
 *
 * Stopping the clock from the test as the play function returns (phase "played") was tried: with
 * four workers the look-up took longer than one turn in 5 of 20 runs. The timers have to stop
 * inside the page.
 */
const carouselKeepsRotating =
  'the carousel rotates again every 300-500 ms once the play function ends, so the slide on ' +
  'screen depends on how long the a11y check and the waits took';
const unstable = new Map<string, string>([
  ['home-testimonialcarousel--advances-by-itself', carouselKeepsRotating],
  ['home-testimonialcarousel--loops-back-to-the-first', carouselKeepsRotating],
  ['home-testimonialcarousel--pauses-on-hover', carouselKeepsRotating],
  ['home-testimonialcarousel--pauses-while-focus-is-inside', carouselKeepsRotating],
  ['home-testimonialcarousel--pause-and-play-button', carouselKeepsRotating],
]);

/** The languages every story is also shot in: right to left, and one CJK script. */
const extraLocales = ['ar', 'ja'] as const;

interface IndexEntry {
  id?: unknown;
  type?: unknown;
  title?: unknown;
  tags?: unknown;
  importPath?: unknown;
}

const indexFile = new URL('../../storybook-static/index.json', import.meta.url);
if (!existsSync(indexFile)) {
  throw new Error(
    'storybook-static/index.json is missing: build Storybook first (npm run build-storybook)',
  );
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries?: Record<string, IndexEntry>;
};

interface Story {
  id: string;
  title: string;
  tags: string[];
  importPath: string;
}

const allStories: Story[] = Object.values(index.entries ?? {})
  // Docs pages are not stories; an entry without a readable id, title or tags is left out.
  .filter((entry) => entry.type === 'story')
  .filter(
    (entry): entry is Story =>
      typeof entry.id === 'string' &&
      typeof entry.title === 'string' &&
      typeof entry.importPath === 'string' &&
      Array.isArray(entry.tags) &&
      entry.tags.every((tag) => typeof tag === 'string'),
  );

// Storybook folds `!visual` into the tag list by removing `visual`, so the opt-out shows in
// index.json only once a `visual` tag is on by default (`tags: ['visual']` in preview.tsx):
// from then on a story without `visual` has opted out.
const visualTagIsDefault = allStories.some((story) => story.tags.includes('visual'));
const isShot = (story: Story) =>
  !unstable.has(story.id) &&
  !story.tags.includes('!visual') &&
  (!visualTagIsDefault || story.tags.includes('visual'));
// As in the Vitest runner, a story tagged `!test` is not run.
const stories = allStories.filter((story) => !story.tags.includes('!test'));

interface DocsPage {
  id: string;
  importPath: string;
  /** The stories the page shows inline: those of its story file, for an autodocs page. */
  storyIds: string[];
}

const docsPages: DocsPage[] = Object.values(index.entries ?? {})
  .filter((entry) => entry.type === 'docs')
  .filter(
    (entry): entry is IndexEntry & { id: string; importPath: string } =>
      typeof entry.id === 'string' && typeof entry.importPath === 'string',
  )
  .filter((entry) => !(Array.isArray(entry.tags) && entry.tags.includes('!test')))
  .map((entry) => ({
    id: entry.id,
    importPath: entry.importPath,
    storyIds: allStories
      // `!autodocs` shows in index.json as the missing `autodocs` tag (on by default).
      .filter((story) => story.importPath === entry.importPath && story.tags.includes('autodocs'))
      .map((story) => story.id),
  }));

/** What the docs pages without a story file of their own have in place of one. */
const standalonePages = 'docs pages';

/** The storybook preview, as far as these tests look into it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: Record<string, unknown>; storyGlobals?: Record<string, unknown> };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  /** What the preview said about the stories it rendered, kept by `recordVerdicts`. */
  __STORY_VERDICTS__?: Verdict[];
  /** On a docs page: whether the page has rendered, and the stories rendered inline on it. */
  __DOCS__?: { rendered: boolean; stories: string[] };
}

interface Channel {
  emit: (event: string, ...args: unknown[]) => void;
  on: (event: string, listener: (...args: never[]) => void) => void;
  off: (event: string, listener: (...args: never[]) => void) => void;
}

/** The a11y addon's events (`@storybook/addon-a11y`): its panel asks for a scan with `manual`. */
const A11Y = {
  manual: 'storybook/a11y/manual',
  result: 'storybook/a11y/result',
  error: 'storybook/a11y/error',
};

/**
 * An event of the preview's channel that tells whether a story failed: a play function that
 * threw (the preview still reports such a story as finished), an unhandled error while playing,
 * or an error of the render.
 */
interface Verdict {
  event: string;
  error?: unknown;
}

/**
 * Listens to the preview's channel from the moment the preview creates it, so that the first
 * story's events are kept too. Runs in the page before any of its scripts.
 */
function recordVerdicts() {
  // Storybook's highlight overlay (the a11y panel's "Highlight results") rescans the whole page,
  // each element's computed style included, whenever a story starts to load: 29 times on the
  // CheckoutFlow docs page, a quarter of its work. It draws only when a reader asks for it in
  // the panel, which these tests never do, so it is not started.
  (window as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }).__STORYBOOK_HIGHLIGHT_INITIALIZED =
    true;
  const verdicts: Verdict[] = [];
  const preview = window as PreviewWindow;
  preview.__STORY_VERDICTS__ = verdicts;
  preview.__DOCS__ = { rendered: false, stories: [] };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel | undefined) {
      channel = next;
      for (const event of [
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
        'storyThrewException',
        'storyErrored',
      ]) {
        next?.on(event, (error: never) => verdicts.push({ event, error }));
      }
      // Read anew each time: a switch to a docs page starts a fresh record.
      next?.on('docsRendered', () => {
        if (preview.__DOCS__) preview.__DOCS__.rendered = true;
      });
      next?.on('storyRendered', (id: never) => {
        preview.__DOCS__?.stories.push(id);
      });
    },
  });
}

/** The preview page a worker keeps open, and the language it shows. */
interface Preview {
  page: Page;
  network: ReturnType<typeof trackNetwork>;
  locale: string;
  /** The images the story on show keeps loading on purpose (`waitForImagesAndFonts`). */
  heldImages: string[];
}

interface Previews {
  /**
   * The open preview, showing a story or a docs page: loaded for the worker's first test, then
   * switched.
   */
  show(id: string, viewMode: 'story' | 'docs'): Promise<Preview>;
}

const test = base.extend<object, { previews: Previews }>({
  previews: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      let current: (Preview & { context: BrowserContext }) | undefined;
      // Storage is emptied and the clock set going again at each switch (`switchStory`); the
      // stories' modules stay loaded, as in Storybook itself. A failed test ends its worker, so
      // the stories after it start in a fresh preview.
      const load = async (url: string) => {
        const context = await browser.newContext({
          baseURL: options.baseURL,
          viewport: options.viewport,
          deviceScaleFactor: options.deviceScaleFactor,
          isMobile: options.isMobile,
          hasTouch: options.hasTouch,
          locale: options.locale,
          timezoneId: options.timezoneId,
          colorScheme: options.colorScheme,
          serviceWorkers: options.serviceWorkers,
        });
        const page = await context.newPage();
        await page.addInitScript(recordVerdicts);
        const network = trackNetwork(page);
        await page.clock.setFixedTime(FIXED_TIME);
        current = { context, page, network, locale: 'en', heldImages: [] };
        await page.goto(url);
        return current;
      };
      await use({
        async show(id, viewMode) {
          if (current) {
            await switchStory(current, id, viewMode);
            return current;
          }
          // A story's scan is asked for once its play function is done (`scan`), never on the
          // re-render a language switch makes.
          const scanLater = viewMode === 'story' ? '&globals=a11y.manual:!true' : '';
          return load(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}${scanLater}`);
        },
      });
      await current?.context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Switches the open preview to the next story, the way Storybook's manager does, starting it as
 * a fresh page would: in English, with empty storage and running timers.
 */
async function switchStory(
  preview: Preview,
  storyId: string,
  viewMode: 'story' | 'docs' = 'story',
) {
  const { page, network } = preview;
  // Back to English while the last story is still the current one, and done with it: switched
  // together with the story, the last story renders once more in English alongside the next one,
  // and its requests meet the next story's mock handlers (a one-time failure used up).
  // Only the requests of that English render are waited for: a request the last story holds
  // pending on purpose held up the next story 5 s, until it counted as hanging (issue 46).
  network.forget();
  if (preview.locale !== 'en') {
    await switchLanguage(preview, 'en', { forPicture: false });
    await network.quiet(100);
    network.forget();
  }
  network.hold([]);
  preview.heldImages = [];
  // The last story paused the clock for its pictures.
  await page.clock.resume();
  await page.evaluate(
    ({ id, mode }) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      const preview = window as PreviewWindow;
      preview.__STORY_VERDICTS__?.splice(0);
      if (preview.__DOCS__) preview.__DOCS__ = { rendered: false, stories: [] };
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) throw new Error('the Storybook channel is missing');
      channel.emit('setCurrentStory', { storyId: id, viewMode: mode });
    },
    { id: storyId, mode: viewMode },
  );
}

/**
 * Has the a11y addon scan the story with its `a11y` parameters, as its panel's "Run
 * accessibility scan" does; returns each violation with its targets, or the scan's error. An
 * `a11y.test` of 'todo' reports and does not fail; 'off' or `a11y.disable` skips the scan.
 */
async function scan(page: Page, storyId: string): Promise<string[]> {
  return page.evaluate(
    ({ id, events }) => {
      const preview = window as PreviewWindow;
      const a11y = preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y as
        { disable?: boolean; test?: string } | undefined;
      if (a11y?.disable === true || a11y?.test === 'off') return Promise.resolve([]);
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) throw new Error('the Storybook channel is missing');
      // Animations and transitions stand still at their end during the scan, as the Vitest
      // runner holds them (Storybook's `pauseAnimations`): a slide halfway through fading in
      // would be scanned at half its contrast.
      // Restarted with no animation first, then paused in reverse at their start: their end.
      const restart = document.createElement('style');
      restart.textContent = '*, *::before, *::after { animation: none !important; }';
      document.head.append(restart);
      const still = document.createElement('style');
      still.textContent =
        '*, *::before, *::after { animation-delay: 0s !important; animation-direction: reverse !important; animation-play-state: paused !important; transition: none !important; }';
      document.head.append(still);
      void document.body.clientHeight;
      restart.remove();
      return new Promise<string[]>((resolve) => {
        const done = (failures: string[]) => {
          channel.off(events.result, onResult);
          channel.off(events.error, onError);
          still.remove();
          resolve(a11y?.test === 'todo' ? [] : failures);
        };
        type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
        const onResult = (result: { violations: Violation[] }, resultId: string) => {
          if (resultId !== id) return;
          done(
            result.violations.map(
              (violation) =>
                `${violation.id}: ${violation.help}\n` +
                violation.nodes.map((node) => `  target: ${node.target.join(' ')}`).join('\n'),
            ),
          );
        };
        const onError = (error: unknown) => done([`the scan failed: ${String(error)}`]);
        channel.on(events.result, onResult as never);
        channel.on(events.error, onError as never);
        channel.emit(events.manual, id, a11y ?? {});
      });
    },
    { id: storyId, events: A11Y },
  );
}

/**
 * Waits until the story has rendered, played and is quiet; returns its parameters and the
 * language it is pinned to, if any.
 */
async function renderStory(previews: Previews, story: Story) {
  const { id } = story;
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.VISUAL_TIMING && console.log(`${id} ${what} ${Date.now() - t0}ms`);
  const preview = await previews.show(story.id, 'story');
  const { page, network } = preview;

  // Loaders, render, play function: all done (or the story failed).
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId) return false;
        return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase;
      },
      id,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  lap('finished');
  // What the story holds pending on purpose is not waited for: 5 s until it counted as hanging.
  network.hold(
    await page.evaluate(
      () =>
        ((window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters
          ?.heldRequests ?? []) as HeldRequest[],
    ),
  );
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'render error')
      : null,
  );
  expect(failure, `story ${id} did not render (${String(phase)})`).toBeNull();
  const verdicts = await page.evaluate(() => (window as PreviewWindow).__STORY_VERDICTS__ ?? []);
  expect(
    verdicts.length,
    `story ${id} failed:\n${verdicts.map((verdict) => `${verdict.event}: ${describeError(verdict.error)}`).join('\n')}`,
  ).toBe(0);
  await expect
    .poll(() => page.locator('#storybook-root > *').count(), { message: `story ${id} is empty` })
    .toBeGreaterThan(0);

  lap('nonempty');
  await network.quiet(150); // network idle
  // An image whose request the wait above found held is not waited for a second time.
  const loading = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => image.currentSrc || image.src),
  );
  preview.heldImages = await waitForImagesAndFonts(page, {
    held: [...network.hanging(), ...network.heldImages(loading)],
  });
  lap('images');
  await network.quiet(100);
  lap('quiet');
  // The scan runs on timers of its own: before the clock stops.
  const violations = await scan(page, id);
  expect(violations.length, `story ${id} has axe violations:\n${violations.join('\n')}`).toBe(0);
  lap('scan');
  // A toast that closes by itself (2 or 3 s, docs/requirements.md §9) may or may not still be up by
  // now: the page's clock moves on until it has gone, so the picture never depends on timing.
  // Toasts that stay (the Toast stories' 60 s ones) are still there after 4 s. Waited for in real
  // time, a toast kept its worker idle up to 2 s (issue 46).
  const toasts = page.locator('[data-placement] [data-tone]');
  for (let moved = 0; moved < 4_000 && (await toasts.count()) > 0; moved += 250) {
    await page.clock.runFor(250);
  }
  // From here no timer fires: carousels stop rotating and toasts stay up, so the screenshot
  // and its stability re-check see the same frame.
  // A frame the story opened after an earlier story's pause replays that pause and lets its
  // clock run on from FIXED_TIME: every frame is set back to it first.
  await page.clock.setFixedTime(FIXED_TIME);
  await page.clock.pauseAt(FIXED_TIME);

  const shown = await page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    return { parameters: story?.parameters, pinnedLocale: story?.storyGlobals?.locale };
  });
  return { preview, ...shown };
}

/** An error's message and the lines of its stack that point into a story file. */
function describeError(error: unknown) {
  const errors = Array.isArray(error) ? error : [error];
  return errors
    .map((one) => {
      const { message, stack } = (one ?? {}) as { message?: unknown; stack?: unknown };
      const inStories = String(stack ?? '')
        .split('\n')
        .filter((line) => line.includes('.stories'));
      return [String(message ?? JSON.stringify(one)), ...inStories].join('\n');
    })
    .join('\n');
}

async function shoot(page: Page, name: string, masked: boolean) {
  await hideVideos(page);
  // A play function may have scrolled (focus moves into view); sticky parts such as the
  // checkout's order summary sit wherever the scroll left them. Every picture starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const root = page.locator('#storybook-root');
  const options = masked ? { mask: artworkOf(root), maskColor: ARTWORK_MASK_COLOR } : {};
  // A modal dialog, drawer, toast or floating button is fixed to the viewport and reaches
  // beyond the story root's box: then the viewport is the picture.
  const target = (await showsOverlay(page)) ? page : root;
  await expectScreenshot(target, name, options);
}

/** True when the story shows something in the top layer or fixed to the viewport. */
function showsOverlay(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    if (!root) return false;
    const rootBox = root.getBoundingClientRect();
    if (rootBox.width === 0 || rootBox.height === 0) return true;
    return Array.from(root.querySelectorAll('*')).some((element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return element.matches(':modal, :popover-open') || style.position === 'fixed';
    });
  });
}

/**
 * Switches the rendered story to `locale` the way the toolbar does: the story re-renders in
 * that language and direction but is not mounted again, so it keeps the state its play left it
 * in (a declined payment, a form's errors, an open drawer).
 */
async function switchLanguage(
  preview: Preview,
  locale: string,
  { forPicture = true }: { forPicture?: boolean } = {},
) {
  const { page } = preview;
  const id = await page.evaluate(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id ?? '',
  );
  await page.evaluate((language) => {
    const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('the Storybook channel is missing');
    channel.emit('updateGlobals', { globals: { locale: language } });
  }, locale);
  preview.locale = locale;
  // The language loader sets `lang` once the texts and fonts are in; the render then finishes.
  // The loaders wait on timers, so the paused clock moves on in small steps until then: the
  // story's own timers (a carousel's 8.5 s) move by no more than those steps.
  const switched = () =>
    page.evaluate(
      ({ storyId, language }) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === storyId &&
          render.phase === 'finished' &&
          document.documentElement.lang === language
        );
      },
      { storyId: id, language: locale },
    );
  const deadline = Date.now() + 30_000;
  while (!(await switched())) {
    expect(Date.now(), `${id} did not switch to ${locale}`).toBeLessThan(deadline);
    await page.clock.runFor(50);
  }
  // Back in English only to leave the story, nothing is shot: an image the story holds loading on
  // purpose held up the next story 5 s.
  if (forPicture) await waitForImagesAndFonts(page, { held: preview.heldImages });
}

/**
 * Axe rules about a whole page that a docs page cannot meet by design: its stories sit inside
 * it, some of them page-level components (the navbar, the footer, a page body) that come several
 * times, so landmarks, heading levels and the ids ARIA attributes point to repeat or jump. The
 * scan leaves the stories out (they were scanned above); these rules look at the whole page.
 */
const docsPageRules = [
  // The stories' headings sit at the levels of the site's pages, under the page's own.
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'duplicate-id-aria',
];

/**
 * Opens a docs page in the open preview and checks it as a story is checked: it renders, with
 * every story on it, without an error, and the page passes an axe scan.
 */
async function checkDocsPage(previews: Previews, docs: DocsPage) {
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.VISUAL_TIMING && console.log(`${docs.id} ${what} ${Date.now() - t0}ms`);
  const { page, network } = await previews.show(docs.id, 'docs');
  // The page, then every story on it (the stories render after the page's blocks).
  await page.waitForFunction(() => (window as PreviewWindow).__DOCS__?.rendered, null, {
    timeout: 30_000,
  });
  lap('page rendered');
  // A story shown in a frame of its own (`docs.story.inline: false`, for modals) renders in that
  // frame's preview; it was checked on its own in the stories pass, and its frame's requests are
  // not waited for.
  await page
    .waitForFunction(
      (ids) => {
        const rendered = new Set((window as PreviewWindow).__DOCS__?.stories);
        return ids.every((id) => rendered.has(id) || document.getElementById(`iframe--${id}`));
      },
      docs.storyIds,
      { timeout: 30_000, polling: 50 },
    )
    .catch(async () => {
      const missing = await page.evaluate((ids) => {
        const rendered = new Set((window as PreviewWindow).__DOCS__?.stories);
        return ids.filter((id) => !rendered.has(id) && !document.getElementById(`iframe--${id}`));
      }, docs.storyIds);
      throw new Error(`stories of ${docs.id} did not render: ${missing.join(', ')}`);
    });
  lap('stories in');
  // A framed story loads a whole preview of its own (2 MB of script) on this page's main thread,
  // and nothing here waits for it: left loading, the frames of the CartPanel and Dialog pages
  // held up the next story's render 9 and 13 s on a quiet machine, past the 30 s wait under
  // load (a failure that passed on its retry). Checked on its own above, each frame is emptied.
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[id^="iframe--"]')) {
      frame.src = 'about:blank';
    }
  });
  // No picture is taken of a docs page: its images and faces need not arrive.
  await network.quiet(100, { inFrames: false });
  lap('stories rendered');
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'render error')
      : null,
  );
  expect(failure, `docs page ${docs.id} did not render`).toBeNull();
  // A reader opens the page at its top, whatever its stories focus as they mount.
  expect(await page.evaluate(() => window.scrollY), `docs page ${docs.id} opened scrolled`).toBe(0);
  // Stories inline on a docs page never play; a play verdict comes from a framed story's own
  // preview (its channel reaches this window), and that play was checked in the stories pass.
  const verdicts = (
    await page.evaluate(() => (window as PreviewWindow).__STORY_VERDICTS__ ?? [])
  ).filter(
    (verdict) =>
      verdict.event !== 'playFunctionThrewException' &&
      verdict.event !== 'unhandledErrorsWhilePlaying',
  );
  expect(
    verdicts.map((verdict) => `${verdict.event}: ${describeError(verdict.error)}`),
    `docs page ${docs.id} failed`,
  ).toEqual([]);
  // Each story was scanned on its own, with its own `a11y` parameters. The scan reads the whole
  // document's tree whatever it includes, so the stories step out of the document while it
  // runs and come back in their places: on a page of twenty product grids that tree is most of
  // the scan's cost.
  await page.evaluate(() => {
    const away = [...document.querySelectorAll('.docs-story')].map((story) => {
      const place = document.createComment('docs-story');
      story.replaceWith(place);
      return { story, place };
    });
    (window as { __STORIES_AWAY__?: unknown }).__STORIES_AWAY__ = away;
  });
  const scan = axeViolations(
    page,
    { include: ['#storybook-docs'] },
    {
      rules: Object.fromEntries(docsPageRules.map((rule) => [rule, { enabled: false }])),
    },
  );
  const violations = await scan.finally(() =>
    page.evaluate(() => {
      const holder = window as { __STORIES_AWAY__?: { story: Element; place: Comment }[] };
      for (const { story, place } of holder.__STORIES_AWAY__ ?? []) place.replaceWith(story);
      delete holder.__STORIES_AWAY__;
    }),
  );
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `  target: ${node.target.join(' ')}`).join('\n'),
    ),
    `docs page ${docs.id} has axe violations`,
  ).toEqual([]);
  lap('scanned');
}

/**
 * The stories of each file, in the order they are declared, in runs of at most this many: a
 * worker takes a run at a time, so a file of thirty stories does not keep one worker busy while
 * the others have finished.
 */
const STORIES_PER_RUN = 12;
const runs = new Map<string, Story[]>();
for (const story of stories) {
  const ofFile = stories.filter((other) => other.importPath === story.importPath);
  const part = Math.floor(ofFile.indexOf(story) / STORIES_PER_RUN);
  const run = part === 0 ? story.importPath : `${story.importPath} (${part + 1})`;
  runs.set(run, [...(runs.get(run) ?? []), story]);
}

test.describe('stories', () => {
  for (const [run, ofRun] of runs) {
    test.describe(run, () => {
      // In order, in one worker: each story after the first is switched to in the open preview.
      test.describe.configure({ mode: 'default' });
      for (const story of ofRun) {
        test(story.id, async ({ previews }) => {
          const { preview, parameters, pinnedLocale } = await renderStory(previews, story);
          const { page } = preview;
          expect(parameters, `story ${story.id} could not be read`).toBeDefined();
          if (!isShot(story)) return;
          await shoot(page, `${story.id}.png`, false);
          // A story pinned to a language of its own has just been shot in it.
          if (pinnedLocale !== undefined) return;
          for (const locale of extraLocales) {
            await switchLanguage(preview, locale);
            await shoot(page, `${story.id}-${locale}.png`, true);
          }
        });
      }
      // The file's docs page, after its last story, in the same preview.
      const docs = docsPages.find((page) => page.importPath === ofRun[0]?.importPath);
      const last = ofRun.at(-1);
      if (docs && last && stories.filter((s) => s.importPath === docs.importPath).at(-1) === last) {
        test(docs.id, async ({ previews }) => checkDocsPage(previews, docs));
      }
    });
  }
});

// Docs pages without stories of their own (the MDX foundations and guidelines), in order, in one
// worker.
test.describe(standalonePages, () => {
  test.describe.configure({ mode: 'default' });
  for (const docs of docsPages.filter(
    (page) => !stories.some((s) => s.importPath === page.importPath),
  )) {
    test(docs.id, async ({ previews }) => checkDocsPage(previews, docs));
  }
});
