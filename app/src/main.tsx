import { StrictMode } from 'react';
import { preload } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { mediaUrl } from '@rimal/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import {
  applyDocumentLanguage,
  createI18n,
  followLanguageChanges,
  pickLanguage,
} from '@rimal/i18n';
import { ServicesProvider, ToastProvider } from '@rimal/ui';
import { loadScriptFonts } from '@rimal/ui/theme';
import { parseConfig, type AppConfig } from './config';
import { CartGate } from './cart/CartGate';
import { demoScenarioForTab } from './demoScenario';
import { artworkFor, namespacesFor, router } from './router';
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
  // The page's first artwork downloads while its code and texts load, not after they render.
  for (const path of artworkFor(window.location.pathname)) {
    preload(mediaUrl(config.mediaUrl, path), { as: 'image', fetchPriority: 'high' });
  }
  if (config.demo) {
    // Demo mode: the mock service worker answers the back ends in this browser.
    const { startDemoWorker } = await import('@rimal/mocks/browser');
    await startDemoWorker({
      quiet: true,
      scenarios: demoScenarioForTab(window.location.search, window.sessionStorage),
    });
  }
  const language = pickLanguage(window.localStorage, navigator.languages);
  const i18n = await createI18n({ lng: language, ns: namespacesFor(window.location.pathname) });
  applyDocumentLanguage(document, language);
  followLanguageChanges(i18n, { storage: window.localStorage, doc: document });
  void loadScriptFonts(language);
  i18n.on('languageChanged', (next) => void loadScriptFonts(next));

  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={createServices(config)}>
          <ToastProvider>
            <CartGate>
              <RouterProvider router={router} />
            </CartGate>
          </ToastProvider>
        </ServicesProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

const result = parseConfig(import.meta.env);
if (result.ok) void start(result.config);
else showConfigProblems(result.problems);
