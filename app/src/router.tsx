import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { RouteError } from './pages/RouteError';

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const brandPage = (brand: 'gourmet' | 'vegan' | 'bites'): RouteObject => ({
  path: `/${brand}`,
  lazy: async () => {
    const { BrandRoute } = await import('./pages/BrandRoute');
    return { element: <BrandRoute brand={brand} /> };
  },
});

const legalPage = (path: string, document: 'privacy' | 'terms'): RouteObject => ({
  path,
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
      { index: true, ...page(() => import('./pages/HomePage')) },
      { path: '/products/:id', ...page(() => import('./pages/ProductsPage')) },
      { path: '/product/:id', ...page(() => import('./pages/ProductPage')) },
      brandPage('gourmet'),
      brandPage('vegan'),
      brandPage('bites'),
      { path: '/about', ...page(() => import('./pages/AboutPage')) },
      { path: '/contact', ...page(() => import('./pages/ContactPage')) },
      { path: '/promotion', ...page(() => import('./pages/PromotionPage')) },
      legalPage('/privacy-policy', 'privacy'),
      legalPage('/terms-&-conditions', 'terms'),
      { path: '/check_out', ...page(() => import('./pages/CheckoutPage')) },
      { path: '/succsess', ...page(() => import('./pages/OrderConfirmedPage')) },
      { path: '/failed', ...page(() => import('./pages/PaymentFailedPage')) },
      { path: '/mail', ...page(() => import('./pages/NotFoundPage')) },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
