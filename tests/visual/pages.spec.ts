// Every route of the built site in all seven languages, visited once: taken over without a
// hydration error, a CSP violation or a console error, and its axe scan; in English, Arabic and
// Japanese also its full-page picture. Against the production build on the demo back ends (see
// visual.config.ts).
import { expect, test } from '@playwright/test';
import { BRAND_PAGE_IDS, paths } from '@rimal/core';
import { pageInLanguage } from '@rimal/i18n/address';
import { expectNoViolations, settled } from '../e2e/support/axe';
import { ROUTES, expectPageFrame } from '../e2e/support/routes';
import { storedCart } from '../e2e/support/shop';
import {
  ARTWORK_MASK_COLOR,
  FIXED_TIME,
  artworkOf,
  expectScreenshot,
  hideVideos,
  trackNetwork,
  waitForImagesAndFonts,
} from './support';

export const routes = [
  paths.home,
  paths.shop,
  paths.product(99),
  ...BRAND_PAGE_IDS.map(paths.brandPage),
  paths.about,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.contact,
  paths.promotion,
  paths.checkout,
  paths.paymentFailed,
  paths.orderConfirmed,
  paths.mail,
];

export const languages = ['en', 'ar', 'ru', 'hi', 'zh', 'ja', 'ko'] as const;

/**
 * The languages a page is also shot in, as every story is: left to right, right to left, and a
 * CJK script. The other four scripts' faces are shot in the stories pinned to them; a page's
 * picture in them took a third of its test, waiting for every image and face first (issue 46).
 */
const shotIn = new Set<string>(['en', 'ar', 'ja']);

/** The language switcher's remembered choice (packages/i18n/src/persistLanguage.ts). */
const LANGUAGE_STORAGE_KEY = 'rimal.lang';

/** Checkout is shot with a cart in it, so the picture shows the order summary and the form. */
const CART_KEY = 'root';
const checkoutCart = storedCart([
  { id: 90, quantity: 2 },
  { id: 99, quantity: 1 },
]);

/**
 * What the English page shows as its main heading and document title; on a desktop nothing else
 * checks them (tests/e2e/routes.spec.ts checks them on a phone). Checkout has a cart here.
 */
const englishFrame = new Map(
  ROUTES.map(([path, heading, title]) => [
    path,
    { heading: path === paths.checkout ? 'Checkout' : heading, title },
  ]),
);

/** '/' -> home, '/terms-&-conditions' -> terms-conditions, '/products/1' -> products-1. */
const slug = (route: string) =>
  route === '/' ? 'home' : route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

for (const route of routes) {
  test.describe(route, () => {
    for (const language of languages) {
      test(`${route} [${language}]`, async ({ page }, testInfo) => {
        const t0 = Date.now();
        const lap = (what: string) =>
          process.env.VISUAL_TIMING &&
          console.log(`${route} ${language} ${what} ${Date.now() - t0}ms`);
        const storage: [string, string][] = [[LANGUAGE_STORAGE_KEY, language]];
        if (route === paths.checkout) storage.push([CART_KEY, checkoutCart]);
        await page.addInitScript((entries) => {
          for (const [key, value] of entries) window.localStorage.setItem(key, value);
        }, storage);
        // What the browser reports while it takes the prerendered page over: a hydration
        // mismatch (React reports it as an error), a CSP violation, or the page rendered anew.
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { pageProblems: seen });
          addEventListener('error', (event) => seen.push(`error: ${event.message}`));
          addEventListener('unhandledrejection', (event) =>
            seen.push(`unhandled rejection: ${String(event.reason)}`),
          );
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`CSP ${event.violatedDirective}: ${event.blockedURI || 'inline'}`),
          );
          document.addEventListener('DOMContentLoaded', () => {
            const frame = document.querySelector('#root header');
            if (!frame) seen.push('the HTML has no prerendered frame');
            Object.assign(window, { prerenderedFrame: frame });
          });
        });
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          // The not-found page's own 404 is the answer it should have.
          const ownStatus = route === paths.mail && message.text().includes('status of 404');
          if (message.type() === 'error' && !ownStatus) consoleErrors.push(message.text());
        });
        const network = trackNetwork(page);
        await page.clock.setFixedTime(FIXED_TIME);
        // Each page at its own address in each language (`/ar/about`), the same picture as when
        // the language was remembered at the bare address.
        await page.goto(pageInLanguage(route, language));
        await expect(page).toHaveURL(new RegExp(`${pageInLanguage(route, language)}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toBeVisible();
        lap('loaded');

        await network.quiet(500); // network idle
        const shot = shotIn.has(language);
        if (shot) {
          await waitForImagesAndFonts(page);
          await network.quiet();
        }
        lap('quiet');
        const takenOver = await page.evaluate(() => {
          const { pageProblems, prerenderedFrame } = window as unknown as {
            pageProblems: string[];
            prerenderedFrame: Element | null;
          };
          return { problems: pageProblems, frameKept: prerenderedFrame?.isConnected === true };
        });
        expect(takenOver.problems, 'errors, hydration errors and CSP violations').toEqual([]);
        expect(consoleErrors, 'console errors').toEqual([]);
        expect(takenOver.frameKept, 'the prerendered navbar is the one shown').toBe(true);
        const frame = englishFrame.get(route);
        expect(frame, `${route} is one of tests/e2e/support/routes.ts`).toBeDefined();
        if (language === 'en' && frame) await expectPageFrame(page, frame.heading, frame.title);
        // The scan runs on timers of its own: before the clock stops.
        await settled(page);
        lap('settled');
        await expectNoViolations(page, testInfo);
        lap('axe');
        if (!shot) return;
        // From here no timer fires (carousels stop rotating), so the screenshot and its
        // stability re-check see the same frame.
        await page.clock.pauseAt(FIXED_TIME);
        await hideVideos(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        lap('paused');

        await expectScreenshot(page, `${slug(route)}--${language}.png`, {
          fullPage: true,
          ...(language === 'en'
            ? {}
            : { mask: artworkOf(page.locator('body')), maskColor: ARTWORK_MASK_COLOR }),
        });
        lap('shot');
      });
    }
  });
}
