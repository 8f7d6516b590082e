import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { Root } from 'react-dom/client';
import { mediaUrl, prepareMoneyFormat } from '@rimal/core';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import {
  addressInLanguage,
  applyDocumentLanguage,
  createI18n,
  followLanguageChanges,
  languageNamedBy,
  pickLanguage,
  rememberLanguage,
} from '@rimal/i18n';
import { AppErrorScreen, createResources, useInBrowser } from '@rimal/ui';
import { loadFonts as loadPageFonts } from '@rimal/ui/theme';
import { siteConfig, type AppConfig } from './config';
import { demoScenarioForTab } from './demoScenario';
import {
  SiteRoutes,
  artworkFor,
  fetchCodeFor,
  namespacesFor,
  preloadPagesAt,
  readsFor,
} from './router';
import { createServices } from './services';
import { reportChunkFailures } from './deploy';
import { reactRoots } from './startup/reactFirst';
import { prerenderedPageData } from './prerender/pageData';
import { SiteProviders } from './SiteProviders';
import { StartupError, missingTexts } from './startup';
import { safeStorage } from './storage';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

/** Where the shopper's choices are remembered; memory only when the browser refuses storage. */
const remembered = safeStorage('local');

/** A misconfigured build says exactly what is wrong instead of failing somewhere later. */
function showConfigProblems(problems: readonly string[]) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:40rem;margin:10vh auto;padding:1.5rem;font:1rem/1.5 system-ui;border:2px solid #a3262a;border-radius:.5rem';
  const heading = document.createElement('h1');
  heading.textContent = 'This site is not configured correctly';
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  box.append(heading, list);
  root.replaceChildren(box);
}

/** The React root on `#root`: the site's, or the error screen that replaced it. */
let reactRoot: Root | undefined;

function renderInstead(screen: ReactNode) {
  reactRoot?.unmount();
  reactRoot = reactRoots.create(root);
  // The screen answers its buttons (Retry): the page is the app's now, as when it starts.
  reactRoot.render(
    <StrictMode>
      {screen}
      <SiteStarted />
    </StrictMode>,
  );
}

/**
 * The site could not start (its texts, the demo worker, the first page's data): say so in the
 * visitor's language, from texts bundled with the entry, with a way to try again.
 */
function showStartupError(error: unknown) {
  console.error(error);
  const language = pickLanguage(remembered, navigator.languages, window.location);
  applyDocumentLanguage(document, language);
  renderInstead(
    <StartupError
      language={language}
      onRetry={() => window.location.reload()}
      cause={error instanceof DemoNeedsSiteData ? 'demoNeedsSiteData' : 'notLoaded'}
    />,
  );
}

/**
 * Demo mode's back ends (the mock service worker) need the site data a browser blocks with
 * its storage: a blocked service worker, and MSW's cookie store, which reads `localStorage` as
 * it loads. The production build needs neither and runs with a cart in memory.
 */
class DemoNeedsSiteData extends Error {
  constructor(cause: unknown) {
    super('The demo back ends could not start: this browser blocks site data', { cause });
  }
}

/**
 * Marks the document once the site has taken its page over (hydrated or rendered) and rendered
 * what only the browser knows (`useInBrowser`), or shows an error screen instead: before that,
 * prerendered buttons and fields show but do not answer (startAfterLoad.ts holds their presses
 * until then). Tests and monitoring wait for it.
 */
function SiteStarted() {
  const inBrowser = useInBrowser();
  useEffect(() => {
    if (inBrowser) document.documentElement.dataset.started = '';
  }, [inBrowser]);
  return null;
}

/** A font that failed leaves its stand-in in place; the next change asks for it again. */
const loadFonts = (language: string) => void loadPageFonts(language).catch(() => undefined);

/**
 * The faces (the brand's, 55 KB; the script's own, Arabic, Devanagari, CJK, 160 KB and more) are
 * asked for once the page has painted: text shows at once in a metric-matched system face and
 * swaps when the font is in, instead of the first paint waiting behind the download.
 */
function loadFontsAfterFirstPaint(language: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    loadFonts(language);
  };
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) start();
        })
      : undefined;
  try {
    observer?.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the timer below starts the font.
  }
  window.setTimeout(start, 3000);
}

/** Starts the demo back ends in this browser (demo mode: the mock service worker). */
async function startDemoBackEnds(search: string) {
  try {
    const { startDemoWorker } = await import('@rimal/mocks/browser');
    await startDemoWorker({
      quiet: true,
      scenarios: demoScenarioForTab(search, safeStorage('session')),
    });
  } catch (error) {
    throw remembered.remembers ? error : new DemoNeedsSiteData(error);
  }
}

/** Lets the browser paint and answer input before the next step of start-up runs. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

async function start(config: AppConfig) {
  // Everything the first page needs is asked for at once: its texts, its script's font, its
  // artwork and its content travel alongside its code instead of after it has rendered.
  const language = pickLanguage(remembered, navigator.languages, window.location);
  // A language named by the address (a shared link) is kept, as if chosen in the switcher.
  if (languageNamedBy(window.location.pathname, window.location.search)) {
    rememberLanguage(remembered, language);
  }
  // The page moves to its language's address before anything paints: a bare address to the
  // reader's language, an old `?lang=` link to the path form (docs/catalog-languages.md §4).
  const address = addressInLanguage(window.location, language);
  if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', address);
  }
  const { pathname, search } = window.location;
  // HTML prerendered for this very address and language is taken over, not rendered again
  // (docs/architecture.md, "Prerendered pages"); any other is replaced by the app's render.
  const prerendered = prerenderedPageData(document, pathname);
  const hydrating = prerendered?.language === language;
  // Before the first page's code is asked for: a file of it that fails is then known for one.
  reportChunkFailures();
  const pages = preloadPagesAt(pathname);
  fetchCodeFor(pathname, search);
  const namespaces = namespacesFor(pathname);
  const texts = createI18n({ lng: language, ns: namespaces });
  loadFontsAfterFirstPaint(language);
  for (const path of artworkFor(pathname)) {
    preload(mediaUrl(config.mediaUrl, path), { as: 'image', fetchPriority: 'high' });
  }
  // `__RIMAL_DEMO__` is a literal: a build with real back ends drops this import, and the demo
  // catalog, prize codes and test cards with it (app/build/configCheck.ts).
  let demoStarted: Promise<void> | undefined;
  if (__RIMAL_DEMO__ && config.demo) {
    demoStarted = startDemoBackEnds(search);
    // A page the app renders waits for the demo back ends; prerendered HTML is taken over at
    // once, and its calls wait for them instead.
    if (!hydrating) await demoStarted;
  }
  const ready = demoStarted;
  const services = createServices(
    config,
    ready ? (input, init) => ready.then(() => fetch(input, init)) : undefined,
  );
  const resources = createResources({ answers: hydrating ? prerendered.answers : {} });
  for (const read of readsFor(pathname, search, language)) {
    resources.prefetch(read.key, () => read.load(services.content));
  }
  // While the texts and the page's code are on their way: the first prices then render at once.
  // In a task of its own: the first currency format loads the language's number data, about
  // 100 ms on a phone (a 4× slower CPU), which would lengthen the task that evaluated the app.
  await nextTask();
  prepareMoneyFormat(language);
  const [i18n] = await Promise.all([texts, pages]);
  const missing = missingTexts(i18n, language, namespaces);
  if (missing.length > 0) throw new Error(`These texts did not load: ${missing.join(', ')}`);
  applyDocumentLanguage(document, language);
  followLanguageChanges(i18n, { storage: remembered, doc: document });
  i18n.on('languageChanged', loadFonts);

  // The shell's own title and description are for a reader without scripts; each page sets
  // its own (PageMeta), and a page has one of each.
  for (const shellTag of document.head.querySelectorAll('[data-shell]')) shellTag.remove();

  // What no route error screen caught would otherwise unmount the whole site: a blank page.
  const onUncaughtError = (error: unknown) => {
    console.error(error);
    window.setTimeout(() =>
      renderInstead(
        <I18nextProvider i18n={i18n}>
          <main id="content">
            <AppErrorScreen />
          </main>
        </I18nextProvider>,
      ),
    );
  };
  // Hydration follows in a task of its own.
  await nextTask();
  const site = (
    <StrictMode>
      <SiteProviders
        i18n={i18n}
        services={services}
        resources={resources}
        storage={remembered}
        takingOver={hydrating}
      >
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <SiteStarted />
      </SiteProviders>
    </StrictMode>
  );
  // A transition, so React renders (or takes over) the first page in slices between which the
  // browser can answer the shopper, instead of in one long task.
  startTransition(() => {
    if (hydrating) {
      reactRoot = reactRoots.hydrate(root, site, { onUncaughtError });
    } else {
      const siteRoot = reactRoots.create(root, { onUncaughtError });
      reactRoot = siteRoot;
      siteRoot.render(site);
    }
  });
  if (demoStarted) await demoStarted;
}

const result = siteConfig();
// Started just after this module, not from it: with DevTools or Lighthouse attached, each request
// start-up makes records its initiator's stack, and V8 parses again every function on it to
// find their source positions, this module's top level (the whole chunk) included.
if (result.ok) queueMicrotask(() => void start(result.config).catch(showStartupError));
else showConfigProblems(result.problems);
