import type { ComponentType } from 'react';
import {
  matchRoutes,
  renderMatches,
  useLocation,
  type Params,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import {
  BRAND_PAGE_IDS,
  BRAND_PAGE_PRODUCTS,
  FEATURED_TYPE,
  PAYMENT_SESSION_PARAM,
  catalogIdFrom,
  catalogIdsFrom,
  contentReads,
  paths,
  siteMedia,
  type BrandPageId,
  type ContentRead,
} from '@rimal/core';
import { prefixedLanguages, type Namespace } from '@rimal/i18n';
import { checkoutNeedsFlow, loadCheckoutFlow } from './pages/checkoutFlow';
import { listingQuery } from './pages/listingQuery';
import { useCart } from './cart';
import { lazyPage } from './lazyPage';
import { SiteLayout } from './layout/SiteLayout';
import { RouteBoundary } from './pages/RouteError';
import type * as BrandRouteModule from './pages/BrandRoute';
import type * as LegalPageModule from './pages/LegalPage';

/** What a route tells the app before it renders: the text namespaces its page reads. */
export interface RouteHandle {
  namespaces: readonly Namespace[];
  /** Fetches the page's code, so that it renders at once; never rejects. */
  preload?: () => Promise<void>;
  /** Site artwork (media paths) that is the page's largest first paint, fetched with its code. */
  artwork?: readonly string[];
  /** The content the page asks for as it renders, to start asking for with its code. */
  reads?: (params: Params, search: URLSearchParams, language: string) => ContentRead<unknown>[];
  /** More code the page will need, to start fetching with its own (the address's query). */
  code?: (search: URLSearchParams) => void;
  /** The page's module (`src/pages/…`), whose styles a prerendered page links (app/src/prerender). */
  module?: string;
}

/** The pages' modules, each its own chunk, fetched when its route is first visited. */
const pageModules = import.meta.glob<Record<string, unknown>>([
  './pages/*Page.tsx',
  './pages/BrandRoute.tsx',
]);

/** A page's module, by its file name in `pages/`, and the name it has in the build. */
function pageModule(name: string) {
  const file = `./pages/${name}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  return { load, module: `src/pages/${name}.tsx` };
}

/**
 * A page and the namespaces it reads, listed so that the first page's texts download
 * alongside its code, not after it renders.
 */
const page = (
  name: string,
  ...namespaces: Namespace[]
): Pick<RouteObject, 'element' | 'handle'> => {
  const { load, module } = pageModule(name);
  const { Page, preload } = lazyPage(async () => (await load()).default as ComponentType);
  return {
    element: <Page />,
    handle: { namespaces, module, preload } satisfies RouteHandle,
  };
};

const brandRoute = pageModule('BrandRoute');
const brandPages = lazyPage(
  async () => ((await brandRoute.load()) as typeof BrandRouteModule).BrandRoute,
);

const brandPage = (brand: BrandPageId): RouteObject => ({
  path: paths.brandPage(brand),
  handle: {
    namespaces: ['brands', 'shop'],
    module: brandRoute.module,
    preload: brandPages.preload,
    reads: (_params, _search, language) => [
      contentReads.brandProducts(BRAND_PAGE_PRODUCTS[brand], language),
    ],
  } satisfies RouteHandle,
  element: <brandPages.Page brand={brand} />,
});

const legalRoute = pageModule('LegalPage');
const legalPages = lazyPage(
  async () => ((await legalRoute.load()) as typeof LegalPageModule).LegalPage,
);

const legalPage = (path: string, document: 'privacy' | 'terms'): RouteObject => ({
  path,
  handle: {
    namespaces: ['legal'],
    module: legalRoute.module,
    preload: legalPages.preload,
  } satisfies RouteHandle,
  element: <legalPages.Page document={document} />,
});

const withHandle = (route: RouteObject, extra: Omit<RouteHandle, 'namespaces'>): RouteObject => ({
  ...route,
  handle: { ...(route.handle as RouteHandle), ...extra } satisfies RouteHandle,
});

const featured = (language: string) => contentReads.featuredProducts(FEATURED_TYPE, language);

/** A page's own error boundary: its failure shows inside the frame, navbar and footer stay. */
const inFrame = (route: RouteObject): RouteObject => ({
  ...route,
  element: <RouteBoundary>{route.element}</RouteBoundary>,
});

/** docs/requirements.md §2, path for path: each page at its English address. */
const pages: RouteObject[] = [
  withHandle(
    { index: true, ...page('HomePage', 'home', 'shop') },
    {
      artwork: [siteMedia.heroPoster],
      reads: (_params, _search, language) => [featured(language)],
    },
  ),
  withHandle(
    { path: paths.productsPattern, ...page('ProductsPage', 'shop') },
    {
      artwork: [siteMedia.productsBanner],
      reads: (params, search, language) => {
        const id = catalogIdFrom(params.id);
        if (id === null) return [];
        const query = listingQuery(id, catalogIdsFrom(search.get('sub')));
        return [
          contentReads.subCategories(id, language),
          contentReads.productsByCategory(query, language),
          contentReads.aboveListingPrice(id, language),
        ];
      },
    },
  ),
  withHandle(
    { path: paths.productPattern, ...page('ProductPage', 'shop') },
    {
      reads: (params, _search, language) => {
        const id = catalogIdFrom(params.id);
        return id === null ? [] : [contentReads.product(id, language), featured(language)];
      },
    },
  ),
  ...BRAND_PAGE_IDS.map(brandPage),
  { path: paths.about, ...page('AboutPage', 'about') },
  { path: paths.contact, ...page('ContactPage', 'contact') },
  { path: paths.promotion, ...page('PromotionPage', 'brands') },
  legalPage(paths.privacyPolicy, 'privacy'),
  legalPage(paths.termsAndConditions, 'terms'),
  withHandle(
    { path: paths.checkout, ...page('CheckoutPage', 'checkout', 'shop') },
    {
      // A cart to buy: the flow's code downloads alongside the page's, not after it.
      code: (search) => {
        const sessionId = search.get(PAYMENT_SESSION_PARAM);
        if (checkoutNeedsFlow(useCart.getState().lines.length, sessionId)) {
          void loadCheckoutFlow();
        }
      },
    },
  ),
  { path: paths.orderConfirmed, ...page('OrderConfirmedPage', 'checkout') },
  { path: paths.paymentFailed, ...page('PaymentFailedPage', 'checkout') },
  { path: paths.mail, ...page('NotFoundPage') },
  { path: '*', ...page('NotFoundPage') },
].map(inFrame);

/** The same page under a language's prefix (`/about` → `about`, inside `ar`: `/ar/about`). */
const relative = (route: RouteObject): RouteObject =>
  route.index ? route : { ...route, path: route.path?.replace(/^\//, '') };

/**
 * Every page at its English address and under each other language's code
 * (docs/catalog-languages.md §4): `/product/99`, `/ar/product/99`, `/ar/`.
 */
const routes: RouteObject[] = [
  {
    // The navbar lists the catalog's categories on every page.
    handle: {
      namespaces: [],
      reads: (_params, _search, language) => [contentReads.categories(language)],
    } satisfies RouteHandle,
    element: (
      <RouteBoundary standalone>
        <SiteLayout />
      </RouteBoundary>
    ),
    children: [
      ...pages,
      ...prefixedLanguages.map((language) => ({ path: language, children: pages.map(relative) })),
    ],
  },
];

let lastMatched: { pathname: string; matches: RouteMatch<string, RouteObject>[] } | undefined;

/**
 * The routes the page at `pathname` is made of. Start-up asks five times for the same address,
 * and the render once more; each match flattens and ranks every route in seven languages, and
 * five were about 100 ms of the start-up task on a phone (a 4× slower CPU), so the last
 * address's matches are kept.
 */
function routeMatchesAt(pathname: string): RouteMatch<string, RouteObject>[] {
  if (lastMatched?.pathname !== pathname) {
    lastMatched = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
  }
  return lastMatched.matches;
}

const matchesAt = (pathname: string) =>
  routeMatchesAt(pathname).flatMap((match) =>
    match.route.handle ? [{ handle: match.route.handle as RouteHandle, params: match.params }] : [],
  );
const handlesAt = (pathname: string) => matchesAt(pathname).map((match) => match.handle);

/** The namespaces the page at `pathname` reads, to load before the first render. */
export function namespacesFor(pathname: string): Namespace[] {
  return handlesAt(pathname).flatMap((handle) => handle.namespaces);
}

/** The site artwork the page at `pathname` paints first, to request before its code runs. */
export function artworkFor(pathname: string): string[] {
  return handlesAt(pathname).flatMap((handle) => handle.artwork ?? []);
}

/** The content the page at this address asks for first, to request before its code runs. */
export function readsFor(
  pathname: string,
  search: string,
  language: string,
): ContentRead<unknown>[] {
  const query = new URLSearchParams(search);
  return matchesAt(pathname).flatMap(
    ({ handle, params }) => handle.reads?.(params, query, language) ?? [],
  );
}

/** Starts fetching the code the page at this address will need beside its own. */
export function fetchCodeFor(pathname: string, search: string): void {
  const query = new URLSearchParams(search);
  for (const handle of handlesAt(pathname)) handle.code?.(query);
}

/** The modules of the pages shown at `pathname`, whose styles its HTML links. */
export function modulesFor(pathname: string): string[] {
  return handlesAt(pathname).flatMap((handle) => (handle.module ? [handle.module] : []));
}

/**
 * Fetches the code of the pages shown at `pathname`, so that they render at once, as their
 * prerendered HTML shows them, instead of as pages still loading. Never rejects: a page whose
 * code did not load says so when it renders.
 */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await Promise.all(handlesAt(pathname).map((handle) => handle.preload?.()));
}

/** The site's pages at the router's address: `<BrowserRouter>` in the browser, `<StaticRouter>` at build time. */
export function SiteRoutes() {
  return renderMatches(routeMatchesAt(useLocation().pathname));
}
