import { StrictMode, startTransition } from 'react';
import { preload } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { mediaUrl, prepareMoneyFormat } from '@rimal/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import {
  applyDocumentLanguage,
  createI18n,
  followLanguageChanges,
  pickLanguage,
} from '@rimal/i18n';
import { ResourceProvider, ServicesProvider, ToastProvider, createResources } from '@rimal/ui';
import { loadScriptFonts } from '@rimal/ui/theme';
import { parseConfig, type AppConfig } from './config';
import { CartGate } from './cart/CartGate';
import { demoScenarioForTab } from './demoScenario';
import { artworkFor, namespacesFor, readsFor, router } from './router';
import { createServices } from './services';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

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

async function start(config: AppConfig) {
  // Everything the first page needs is asked for at once: its texts, its script's font, its
  // artwork and its content travel alongside its code instead of after it has rendered.
  const { pathname, search } = window.location;
  const language = pickLanguage(window.localStorage, navigator.languages);
  const texts = createI18n({ lng: language, ns: namespacesFor(pathname) });
  void loadScriptFonts(language);
  for (const path of artworkFor(pathname)) {
    preload(mediaUrl(config.mediaUrl, path), { as: 'image', fetchPriority: 'high' });
  }
  if (config.demo) {
    // Demo mode: the mock service worker answers the back ends in this browser.
    const { startDemoWorker } = await import('@rimal/mocks/browser');
    await startDemoWorker({
      quiet: true,
      scenarios: demoScenarioForTab(search, window.sessionStorage),
    });
  }
  const services = createServices(config);
  const resources = createResources();
  for (const read of readsFor(pathname, search)) {
    resources.prefetch(read.key, () => read.load(services.content));
  }
  // While the texts and the page's code are on their way: the first prices then render at once.
  prepareMoneyFormat(language);
  const i18n = await texts;
  applyDocumentLanguage(document, language);
  followLanguageChanges(i18n, { storage: window.localStorage, doc: document });
  i18n.on('languageChanged', (next) => void loadScriptFonts(next));

  // A transition, so React renders the first page in slices between which the browser can
  // answer the shopper, instead of in one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ServicesProvider services={services}>
            <ResourceProvider resources={resources}>
              <ToastProvider>
                <CartGate>
                  <RouterProvider router={router} />
                </CartGate>
              </ToastProvider>
            </ResourceProvider>
          </ServicesProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

const result = parseConfig(import.meta.env);
if (result.ok) void start(result.config);
else showConfigProblems(result.problems);
