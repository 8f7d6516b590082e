// Visual regression of every Storybook story, from the static build in storybook-static/.
// One test (and one baseline) per story, named by the story id: every story in English, and
// the first story of every component again in Arabic (right to left) and Japanese (CJK)
// through the `locale` global, unless that story is pinned to a language of its own. The many
// stories already pinned to ar, hi, ja, ko, ru or zh are shot in their own language.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  ARTWORK_MASK_COLOR,
  FIXED_TIME,
  artworkOf,
  hideVideos,
  stillArtwork,
  trackNetwork,
  waitForImagesAndFonts,
} from './support';

/**
 * Stories that cannot give the same pixels twice, with the reason. They are left out of the
 * list below; their behaviour is covered by their play functions in the storybook step.
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

/**
 * The languages each component's first story is also shot in: right to left, and one CJK
 * script. (All 621 stories in both would add some 50 minutes to a 2-core CI run.)
 */
const extraLocales = ['ar', 'ja'] as const;

interface IndexEntry {
  id?: unknown;
  type?: unknown;
  title?: unknown;
  tags?: unknown;
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
}

const allStories: Story[] = Object.values(index.entries ?? {})
  // Docs pages are not stories; an entry without a readable id, title or tags is left out.
  .filter((entry) => entry.type === 'story')
  .filter(
    (entry): entry is Story =>
      typeof entry.id === 'string' &&
      typeof entry.title === 'string' &&
      Array.isArray(entry.tags) &&
      entry.tags.every((tag) => typeof tag === 'string'),
  );

// Storybook folds `!visual` into the tag list by removing `visual`, so the opt-out shows in
// index.json only once a `visual` tag is on by default (`tags: ['visual']` in preview.tsx):
// from then on a story without `visual` has opted out.
const visualTagIsDefault = allStories.some((story) => story.tags.includes('visual'));
const stories = allStories.filter(
  (story) =>
    !unstable.has(story.id) &&
    !story.tags.includes('!visual') &&
    (!visualTagIsDefault || story.tags.includes('visual')),
);

/** The storybook preview, as far as these tests look into it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: Record<string, unknown>; storyGlobals?: Record<string, unknown> };
    };
  };
}

/** Waits until the story has rendered, played, been checked and is quiet; returns its parameters. */
async function renderStory(page: Page, id: string, locale?: string) {
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.VISUAL_TIMING && console.log(`${id} ${what} ${Date.now() - t0}ms`);
  const network = trackNetwork(page);
  await page.clock.setFixedTime(FIXED_TIME);
  // The axe scan after each story is the storybook step's job: skipping it here saves time.
  const globals = ['a11y.manual:!true', ...(locale ? [`locale:${locale}`] : [])].join(';');
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`);
  if (locale) {
    // A story pinned to a language of its own ignores the toolbar: skip before it plays.
    const pinned = await page
      .waitForFunction(
        (storyId) => {
          const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === storyId && render.story
            ? { locale: render.story.storyGlobals?.locale }
            : false;
        },
        id,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ locale: unknown }>);
    expect(
      pinned.locale,
      `${id} is pinned to a language of its own, so it cannot be shot in ${locale}`,
    ).toBeUndefined();
  }

  // Loaders, render, play function, axe check: all done (or the story failed).
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
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'render error')
      : null,
  );
  expect(failure, `story ${id} did not render (${String(phase)})`).toBeNull();
  await expect
    .poll(() => page.locator('#storybook-root > *').count(), { message: `story ${id} is empty` })
    .toBeGreaterThan(0);

  lap('nonempty');
  await network.quiet(500); // network idle
  await waitForImagesAndFonts(page);
  lap('images');
  await network.quiet();
  lap('quiet');
  // A toast that closes by itself (2 or 3 s, SPEC.md section 9) may or may not still be up by
  // now: wait until it has gone, so the picture never depends on timing. Toasts that stay (the
  // Toast stories' 60 s ones) are still there when this gives up.
  await expect
    .poll(() => page.locator('[data-placement] [data-tone]').count(), { timeout: 4_000 })
    .toBe(0)
    .catch(() => undefined);
  // From here no timer fires: carousels stop rotating and toasts stay up, so the screenshot
  // and its stability re-check see the same frame.
  await page.clock.pauseAt(FIXED_TIME);

  return page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    return story?.parameters;
  });
}

async function snapshot(page: Page, id: string, name: string, locale?: string) {
  await stillArtwork(page);
  const parameters = await renderStory(page, id, locale);
  expect(parameters, `story ${id} could not be read`).toBeDefined();
  await hideVideos(page);
  // A play function may have scrolled (focus moves into view); sticky parts such as the
  // checkout's order summary sit wherever the scroll left them. Every picture starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const root = page.locator('#storybook-root');
  const options = locale ? { mask: artworkOf(root), maskColor: ARTWORK_MASK_COLOR } : {};
  if (await showsOverlay(page)) {
    // A modal dialog, drawer, toast or floating button is fixed to the viewport and reaches
    // beyond the story root's box: the viewport is the picture.
    await expect(page).toHaveScreenshot(name, options);
  } else {
    await expect(root).toHaveScreenshot(name, options);
  }
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

test.describe('stories', () => {
  for (const story of stories) {
    test(story.id, async ({ page }) => {
      await snapshot(page, story.id, `${story.id}.png`);
    });
  }
});

/** The first story of each component (story title). */
const firstOfEachTitle = stories.filter(
  (story, index) => stories.findIndex((other) => other.title === story.title) === index,
);

test.describe('stories in other languages', () => {
  for (const story of firstOfEachTitle) {
    for (const locale of extraLocales) {
      test(`${story.id} [${locale}]`, async ({ page }) => {
        await snapshot(page, story.id, `${story.id}-${locale}.png`, locale);
      });
    }
  }
});
