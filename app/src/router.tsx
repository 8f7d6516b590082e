import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { siteMedia } from '@rimal/core';
import type { Namespace } from '@rimal/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { RouteError } from './pages/RouteError';

/** What a route tells the app before it renders: the text namespaces its page reads. */
export interface RouteHandle {
  namespaces: readonly Namespace[];
  /** Site artwork (media paths) that is the page's largest first paint, fetched with its code. */
  artwork?: readonly string[];
}

/**
 * Each page is its own chunk, fetched when its route is first visited. Its namespaces are
 * listed so that the first page's texts download alongside its code, not after it renders.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
  ...namespaces: Namespace[]
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { namespaces } satisfies RouteHandle,
});

const brandPage = (brand: 'gourmet' | 'vegan' | 'bites'): RouteObject => ({
  path: `/${brand}`,
  handle: { namespaces: ['brands', 'shop'] } satisfies RouteHandle,
  lazy: async () => {
    const { BrandRoute } = await import('./pages/BrandRoute');
    return { element: <BrandRoute brand={brand} /> };
  },
});

const legalPage = (path: string, document: 'privacy' | 'terms'): RouteObject => ({
  path,
  handle: { namespaces: ['legal'] } satisfies RouteHandle,
  lazy: async () => {
    const { LegalPage } = await import('./pages/LegalPage');
    return { element: <LegalPage document={document} /> };
  },
});

const withArtwork = (route: RouteObject, ...artwork: string[]): RouteObject => ({
  ...route,
  handle: { ...(route.handle as RouteHandle), artwork } satisfies RouteHandle,
});

/** SPEC.md section 2, path for path (including its spellings `/succsess` and `/check_out`). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      withArtwork(
        { index: true, ...page(() => import('./pages/HomePage'), 'home', 'shop') },
        siteMedia.heroPoster,
      ),
      withArtwork(
        { path: '/products/:id', ...page(() => import('./pages/ProductsPage'), 'shop') },
        siteMedia.productsBanner,
      ),
      { path: '/product/:id', ...page(() => import('./pages/ProductPage'), 'shop') },
      brandPage('gourmet'),
      brandPage('vegan'),
      brandPage('bites'),
      { path: '/about', ...page(() => import('./pages/AboutPage'), 'about') },
      { path: '/contact', ...page(() => import('./pages/ContactPage'), 'contact') },
      { path: '/promotion', ...page(() => import('./pages/PromotionPage'), 'brands') },
      legalPage('/privacy-policy', 'privacy'),
      legalPage('/terms-&-conditions', 'terms'),
      { path: '/check_out', ...page(() => import('./pages/CheckoutPage'), 'checkout', 'shop') },
      { path: '/succsess', ...page(() => import('./pages/OrderConfirmedPage'), 'checkout') },
      { path: '/failed', ...page(() => import('./pages/PaymentFailedPage'), 'checkout') },
      { path: '/mail', ...page(() => import('./pages/NotFoundPage')) },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

const handlesAt = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as RouteHandle] : [],
  );

/** The namespaces the page at `pathname` reads, to load before the first render. */
export function namespacesFor(pathname: string): Namespace[] {
  return handlesAt(pathname).flatMap((handle) => handle.namespaces);
}

/** The site artwork the page at `pathname` paints first, to request before its code runs. */
export function artworkFor(pathname: string): string[] {
  return handlesAt(pathname).flatMap((handle) => handle.artwork ?? []);
}

export const router = createBrowserRouter(routes);
