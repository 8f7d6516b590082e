// Shared by the visual specs: everything that makes a screenshot the same on every run.
import { existsSync, readFileSync } from 'node:fs';
import {
  expect,
  test,
  type Locator,
  type Page,
  type PageScreenshotOptions,
  type Request,
} from '@playwright/test';
import { matchRequestUrl } from 'msw';
import type { heldForever } from '@rimal/mocks';

/** A request a story keeps pending on purpose, as its `heldForever` parameters name it. */
export type HeldRequest = ReturnType<typeof heldForever>['heldRequests'][number];

/** Every story and page renders at this instant: footer years and dates never change. */
export const FIXED_TIME = new Date('2026-11-22T10:00:00Z');

/**
 * The artwork inside `root`, painted over in the language variants: their baselines check text
 * and direction, while the English baseline already holds every picture. The pictures are
 * the same in every language and most of a screenshot's bytes.
 */
export const artworkOf = (root: Locator) => [root.locator('img, video, svg image, picture')];
export const ARTWORK_MASK_COLOR = '#d9cfc4';

/** Video frames depend on when the shot is taken: videos are hidden, and the poster behind them shows. */
export const hideVideos = (page: Page) =>
  page.addStyleTag({ content: 'video { visibility: hidden !important; }' });

/**
 * Follows every request of the page from before navigation; `quiet()` resolves once none has
 * been in flight for `quietMs`. A request the story on show says it holds (`hold`, from its
 * `heldForever` parameters), or one pending for more than `hangingMs`, is one kept pending on
 * purpose (a loading state that never ends) and is not waited for. With `inFrames: false`, the
 * requests of the page's frames (a docs page's framed stories, each a preview of its own) are
 * not waited for.
 */
export function trackNetwork(page: Page, hangingMs = 5_000) {
  const inFlight = new Map<Request, { since: number; framed: boolean }>();
  let held: HeldRequest[] = [];
  const holds = (method: string, address: string) =>
    held.some(
      (request) =>
        request.method === method &&
        // A story's addresses are the preview's own (`/demo-api/...`).
        matchRequestUrl(new URL(address), request.url, new URL(address).origin).matches,
    );
  const isHeld = (request: Request) => holds(request.method(), request.url());
  const hangs = (request: Request, since: number) =>
    Date.now() - since >= hangingMs || isHeld(request);
  const framed = (request: Request) => {
    try {
      return request.frame() !== page.mainFrame();
    } catch {
      // A service worker's own request has no frame: it serves the page.
      return false;
    }
  };
  page.on('request', (request) =>
    inFlight.set(request, { since: Date.now(), framed: framed(request) }),
  );
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const busy = (inFrames: boolean) =>
    [...inFlight].some(
      ([request, { since, framed }]) => (inFrames || !framed) && !hangs(request, since),
    );
  return {
    /** The requests the story on show holds pending on purpose, in place of the last story's. */
    hold(requests: HeldRequest[]) {
      held = requests;
    },
    /**
     * Stops waiting for the requests in flight now: those a story keeps pending on purpose (a
     * loading state) would otherwise hold up the next story's quiet until they count as hanging.
     */
    forget() {
      inFlight.clear();
    },
    /**
     * Of these images' addresses, those the story holds: an image the last story asked for
     * under the same address is still that request, which this page never saw start.
     */
    heldImages(addresses: string[]) {
      return addresses.filter((address) => holds('GET', address));
    },
    /** The addresses of the requests in flight held on purpose. */
    hanging() {
      return [...inFlight]
        .filter(([request, { since }]) => hangs(request, since))
        .map(([request]) => request.url());
    },
    async quiet(quietMs = 300, { inFrames = true } = {}) {
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        await page.waitForTimeout(50);
        if (busy(inFrames)) quietSince = Date.now();
      }
    },
  };
}

/**
 * Lazy images load now, then every image has loaded and decoded and every font is ready. An
 * image still loading after `hangingMs` is one a story keeps loading on purpose: returns the
 * addresses of those, which a later wait on the same story passes as `held` so as not to wait
 * for them again (5 s for each of its languages).
 */
export async function waitForImagesAndFonts(
  page: Page,
  { hangingMs = 5_000, held = [] }: { hangingMs?: number; held?: string[] } = {},
): Promise<string[]> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) {
      if (image.loading === 'lazy') image.loading = 'eager';
    }
  });
  await page
    .waitForFunction(
      (ignored) =>
        Array.from(document.images).every(
          (image) => image.complete || ignored.includes(image.currentSrc || image.src),
        ),
      held,
      { timeout: hangingMs },
    )
    .catch(() => undefined);
  const hanging = await page.evaluate(
    (ignored) =>
      Array.from(document.images)
        .filter((image) => !image.complete && !ignored.includes(image.currentSrc || image.src))
        .map((image) => image.currentSrc || image.src),
    held,
  );
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images)
        .filter((image) => image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await document.fonts.ready;
  });
  // The brand's and the script's faces are asked for once the page has painted
  // (app/src/main.tsx): wait until they are declared, or the picture would show their stand-ins.
  await page
    .waitForFunction(
      () => {
        const declared = (family: string) =>
          Array.from(document.fonts).some((face) => face.family.startsWith(family));
        return (
          declared('Inter Variable') &&
          (['en', 'ru'].includes(document.documentElement.lang) || declared('Noto Sans'))
        );
      },
      null,
      { timeout: hangingMs },
    )
    .catch(() => undefined);
  // A layout asks for every declared face its text uses, and `ready` waits for those. A face no
  // text uses is not waited for: a mail story's Noto, whose text is in a frame of its own, held
  // it up 5 s in each language (issue 46).
  await page.evaluate(() => {
    document.body.getBoundingClientRect();
    return document.fonts.ready.then(() => undefined);
  });
  return [...held, ...hanging];
}

/**
 * `toHaveScreenshot`, with a shortcut for the usual case. Playwright decodes the picture and its
 * baseline and compares them pixel by pixel every time, which cost about a quarter of the
 * stories step's CPU time. The picture is first taken as `toHaveScreenshot` takes it (the
 * options of visual.config.ts) and compared byte for byte with the baseline: Chromium writes the
 * same pixels as the same PNG, so equal bytes are a match. Anything else (a different picture,
 * no baseline, `--update-snapshots=all`) goes to `toHaveScreenshot`, which judges it with the
 * configured tolerance and reports expected, actual and diff.
 */
export async function expectScreenshot(
  target: Page | Locator,
  name: string,
  options: Pick<PageScreenshotOptions, 'fullPage' | 'mask' | 'maskColor'> = {},
) {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const picture = await target.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      ...options,
    });
    if (picture.equals(readFileSync(baseline))) return;
  }
  await expect.soft(target).toHaveScreenshot(name, options);
}
