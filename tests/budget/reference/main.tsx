/*
 * The bare framework of the site: React, React Router, i18next and zustand, rendering one
 * heading. The Lighthouse step measures it beside the site's pages, in the same run on the same
 * server, so a page is judged against what this machine can do at that moment.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { create } from 'zustand';

const useVisits = create<{ visits: number }>(() => ({ visits: 1 }));

function Page() {
  const { t } = useTranslation();
  const visits = useVisits((state) => state.visits);
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>{t('visits', { count: visits })}</p>
    </main>
  );
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        heading: 'Chocolate, dates and snacks from Dubai',
        visits_one: '{{count}} visit',
        visits_other: '{{count}} visits',
      },
    },
  },
});

const router = createBrowserRouter([{ path: '*', Component: Page }], {
  basename: '/reference',
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
