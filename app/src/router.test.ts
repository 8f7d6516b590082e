import type * as ReactRouterDom from 'react-router-dom';
import type * as CheckoutFlowModule from './pages/checkoutFlow';
import { describe, expect, it, vi } from 'vitest';
import { siteMedia } from '@rimal/core';
import { artworkFor, namespacesFor, readsFor, routes } from './router';

// Only the route table is under test: the frame's components (and their styles) stay out.
vi.mock('./layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('./pages/RouteError', () => ({ RouteError: () => null }));
const cart = vi.hoisted(() => ({ lines: [] as unknown[] }));
vi.mock('./cart', () => ({ useCart: { getState: () => cart } }));
const loadCheckoutFlow = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('./pages/checkoutFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof CheckoutFlowModule>()),
  loadCheckoutFlow,
}));
vi.mock('./pages/CheckoutPage', () => ({ default: () => null }));
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouterDom>()),
  createBrowserRouter: () => null,
}));

describe('the namespaces loaded before the first render', () => {
  it.each([
    ['/', ['home', 'shop']],
    ['/products/1', ['shop']],
    ['/gourmet', ['brands', 'shop']],
    ['/privacy-policy', ['legal']],
    ['/check_out', ['checkout', 'shop']],
    ['/no/such/page', []],
  ])('%s reads %j', (pathname, expected) => {
    expect(namespacesFor(pathname)).toEqual(expected);
  });
});

describe('the artwork requested before the first render', () => {
  it.each([
    ['/', [siteMedia.heroPoster]],
    ['/products/2', [siteMedia.productsBanner]],
    ['/product/99', []],
    ['/check_out', []],
    ['/no/such/page', []],
  ])('%s asks for %j', (pathname, expected) => {
    expect(artworkFor(pathname)).toEqual(expected);
  });
});

describe('the content requested before the first render', () => {
  const featured = { method: 'featuredProducts', args: ['featured'] };

  it('asks for the featured list on the home page', () => {
    expect(readsFor('/', '')).toEqual([featured]);
  });

  it('asks for a listing with the sub-categories kept in the address', () => {
    expect(readsFor('/products/2', '?sub=5,x,6')).toEqual([
      { method: 'subCategories', args: [2] },
      {
        method: 'productsByCategory',
        args: [{ categoryId: 2, subCategoryIds: [5, 6] }],
      },
    ]);
  });

  it('asks for a product and the top sellers on a detail page', () => {
    expect(readsFor('/product/99', '')).toEqual([{ method: 'product', args: [99] }, featured]);
  });

  it.each(['/product/abc', '/product/0', '/products/-1', '/check_out', '/no/such/page'])(
    'asks for nothing on %s',
    (pathname) => {
      expect(readsFor(pathname, '')).toEqual([]);
    },
  );
});

describe('the checkout route', () => {
  const checkoutRoute = () => {
    const [frame] = routes;
    const route = frame?.children?.find((child) => child.path === '/check_out');
    if (typeof route?.lazy !== 'function') throw new Error('/check_out has no lazy page');
    return route.lazy;
  };
  const visit = async (search: string, lines: unknown[]) => {
    cart.lines = lines;
    loadCheckoutFlow.mockClear();
    vi.stubGlobal('window', { location: { search } });
    try {
      await checkoutRoute()();
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it('asks for the flow with the page when the cart has something to buy', async () => {
    await visit('', [{ id: 90, quantity: 1 }]);
    expect(loadCheckoutFlow).toHaveBeenCalledOnce();
  });

  it('asks for the flow when the payment page sends the shopper back', async () => {
    await visit('?session_id=cs_demo_1', []);
    expect(loadCheckoutFlow).toHaveBeenCalledOnce();
  });

  it('leaves the flow out for an empty cart', async () => {
    await visit('', []);
    expect(loadCheckoutFlow).not.toHaveBeenCalled();
  });
});
