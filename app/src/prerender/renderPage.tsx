import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { mediaUrl, prepareMoneyFormat, type ContentClient } from '@rimal/core';
import { createI18n, dir, pageLanguage, type Direction, type Language } from '@rimal/i18n';
import { createResources } from '@rimal/ui';
import type { AppConfig } from '../config';
import { createServices } from '../services';
import { SiteProviders } from '../SiteProviders';
import { safeStorage } from '../storage';
import {
  SiteRoutes,
  artworkFor,
  modulesFor,
  namespacesFor,
  preloadPagesAt,
  readsFor,
} from '../router';
import type { PageData } from './pageData';
import { splitHoisted } from './splitHoisted';

/** One page as the build renders it, in the pieces the page's HTML file is made of. */
export interface RenderedPage {
  language: Language;
  direction: Direction;
  /** The tags React hoists out of the page: title, description, canonical, Open Graph… */
  head: string;
  /** What `#root` holds. */
  body: string;
  data: PageData;
  /** The page modules shown (`src/pages/…`), whose styles the HTML links. */
  modules: string[];
  /** The addresses of the site artwork the page paints first, to preload from its head. */
  artwork: string[];
}

/** Where the build renders the site: its configuration, and the content service to ask. */
export interface RenderSite {
  config: AppConfig;
  content: ContentClient;
}

/** The content reads the page asks for first, answered now; a failed read is left to the page. */
async function answersFor(
  pathname: string,
  search: string,
  language: Language,
  content: ContentClient,
) {
  const reads = readsFor(pathname, search, language);
  const settled = await Promise.allSettled(reads.map((read) => read.load(content)));
  return Object.fromEntries(
    reads.flatMap((read, index) => {
      const result = settled[index];
      return result?.status === 'fulfilled' ? [[read.key, result.value]] : [];
    }),
  );
}

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders the page at `path` (e.g. `/ar/product/99`) as the browser's first render shows it. */
export async function renderPage(
  path: string,
  { config, content }: RenderSite,
): Promise<RenderedPage> {
  const url = new URL(path, config.siteUrl);
  const { pathname, search } = url;
  const language = pageLanguage(pathname);
  const [i18n, answers] = await Promise.all([
    createI18n({ lng: language, ns: namespacesFor(pathname) }),
    answersFor(pathname, search, language, content),
    preloadPagesAt(pathname),
  ]);
  prepareMoneyFormat(language);
  const { prelude } = await prerender(
    <StrictMode>
      <SiteProviders
        i18n={i18n}
        services={{ ...createServices(config), content }}
        resources={createResources({ answers })}
        storage={safeStorage('local')}
        takingOver
      >
        <StaticRouter location={`${pathname}${search}`}>
          <SiteRoutes />
        </StaticRouter>
      </SiteProviders>
    </StrictMode>,
  );
  const { head, body } = splitHoisted(await toText(prelude));
  return {
    language,
    direction: dir(language),
    head,
    body,
    data: { path: pathname, language, answers },
    modules: modulesFor(pathname),
    artwork: artworkFor(pathname).map((artwork) => mediaUrl(config.mediaUrl, artwork)),
  };
}
