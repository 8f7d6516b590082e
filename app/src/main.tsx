import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import {
  applyDocumentLanguage,
  createI18n,
  followLanguageChanges,
  pickLanguage,
} from '@rimal/i18n';
import { loadScriptFonts } from '@rimal/ui/theme';
import { router } from './router';

async function start() {
  const language = pickLanguage(window.localStorage, navigator.languages);
  const i18n = await createI18n({ lng: language });
  applyDocumentLanguage(document, language);
  followLanguageChanges(i18n, { storage: window.localStorage, doc: document });
  void loadScriptFonts(language);
  i18n.on('languageChanged', (next) => void loadScriptFonts(next));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
