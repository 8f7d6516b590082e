import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { Namespace } from '@rimal/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { RouteError } from './pages/RouteError';

/** What a route tells the app before it renders: the text namespaces its page reads. */
export interface RouteHandle {
  namespaces: readonly Namespace[];
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

/** SPEC.md section 2, path for path (including its spellings `/succsess` and `/check_out`). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('./pages/HomePage'), 'home', 'shop') },
      { path: '/products/:id', ...page(() => import('./pages/ProductsPage'), 'shop') },
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

/** The namespaces the page at `pathname` reads, to load before the first render. */
export function namespacesFor(pathname: string): Namespace[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.namespaces ?? [],
  );
}

export const router = createBrowserRouter(routes);
