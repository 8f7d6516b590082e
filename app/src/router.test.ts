import type * as CheckoutFlowModule from './pages/checkoutFlow';
import { describe, expect, it, vi } from 'vitest';
import { contentReads, siteMedia, paths } from '@rimal/core';
import { artworkFor, fetchCodeFor, modulesFor, namespacesFor, readsFor } from './router';

// Only the route table is under test: the frame's components (and their styles) stay out.
vi.mock('./layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('./pages/RouteError', () => ({ RouteBoundary: () => null }));
const cart = vi.hoisted(() => ({ lines: [] as unknown[] }));
vi.mock('./cart', () => ({ useCart: { getState: () => cart } }));
const loadCheckoutFlow = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('./pages/checkoutFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof CheckoutFlowModule>()),
  loadCheckoutFlow,
}));
vi.mock('./pages/CheckoutPage', () => ({ default: () => null }));

describe('the namespaces loaded before the first render', () => {
  it.each([
    ['/', ['home', 'shop']],
    [paths.shop, ['shop']],
    [paths.brandPage('gourmet'), ['brands', 'shop']],
    [paths.privacyPolicy, ['legal']],
    [paths.checkout, ['checkout', 'shop']],
    ['/no/such/page', []],
  ])('%s reads %j', (pathname, expected) => {
    expect(namespacesFor(pathname)).toEqual(expected);
  });
});

describe('the language prefixes', () => {
  it.each([
    ['/ar/', ['home', 'shop']],
    ['/ar', ['home', 'shop']],
    ['/zh/products/1', ['shop']],
    ['/ko/gourmet', ['brands', 'shop']],
    ['/ja/privacy-policy', ['legal']],
    ['/ru/check_out', ['checkout', 'shop']],
  ])('%s shows the page its bare path shows', (pathname, expected) => {
    expect(namespacesFor(pathname)).toEqual(expected);
  });

  it.each(['/en/about', '/fr/about', '/ar/ar/about', '/arabic'])(
    '%s is no page: English has no prefix, and a prefix is not repeated',
    (pathname) => {
      expect(namespacesFor(pathname)).toEqual([]);
    },
  );

  it('asks for the same content under a prefix', () => {
    const keys = (pathname: string) => readsFor(pathname, '', 'ar').map((read) => read.key);
    expect(keys('/ar/product/99')).toEqual(keys('/product/99'));
    expect(keys('/ar/product/99')).toHaveLength(3);
    expect(artworkFor('/hi/')).toEqual([siteMedia.heroPoster]);
  });
});

describe('the artwork requested before the first render', () => {
  it.each([
    ['/', [siteMedia.heroPoster]],
    [paths.products(2), [siteMedia.productsBanner]],
    [paths.product(99), []],
    [paths.checkout, []],
    ['/no/such/page', []],
  ])('%s asks for %j', (pathname, expected) => {
    expect(artworkFor(pathname)).toEqual(expected);
  });
});

describe('the content requested before the first render', () => {
  // A read's key is its identity: the page takes the prefetched answer of the same key.
  const keysAt = (pathname: string, search = '', language = 'ar') =>
    readsFor(pathname, search, language).map((read) => read.key);
  const featured = contentReads.featuredProducts('featured', 'ar').key;
  const categories = contentReads.categories('ar').key;

  it('asks for the featured list on the home page, after the categories of the navbar', () => {
    expect(keysAt('/')).toEqual([categories, featured]);
  });

  it('asks for a listing, its category and the sub-categories kept in the address', () => {
    expect(keysAt(paths.products(2), '?sub=5,x,6')).toEqual([
      categories,
      contentReads.subCategories(2, 'ar').key,
      contentReads.productsByCategory({ categoryId: 2, subCategoryIds: [5, 6] }, 'ar').key,
      contentReads.aboveListingPrice(2, 'ar').key,
    ]);
  });

  it('asks for a product and the top sellers on a detail page', () => {
    expect(keysAt(paths.product(99))).toEqual([
      categories,
      contentReads.product(99, 'ar').key,
      featured,
    ]);
  });

  it('asks in the language the page will be shown in', () => {
    expect(keysAt(paths.product(99), '', 'ja')).toEqual([
      contentReads.categories('ja').key,
      contentReads.product(99, 'ja').key,
      contentReads.featuredProducts('featured', 'ja').key,
    ]);
  });

  it('asks for the fixed products of a brand page, in their order', () => {
    expect(keysAt(paths.brandPage('vegan'))).toEqual([
      categories,
      contentReads.brandProducts([91, 94, 92, 90], 'ar').key,
    ]);
  });

  it.each(['/product/abc', paths.product(0), paths.products(-1), paths.checkout, '/no/such/page'])(
    "asks for the navbar's categories alone on %s",
    (pathname) => {
      expect(keysAt(pathname, '', 'en')).toEqual([contentReads.categories('en').key]);
    },
  );
});

describe('the checkout route', () => {
  const visit = (search: string, lines: unknown[]) => {
    cart.lines = lines;
    loadCheckoutFlow.mockClear();
    fetchCodeFor(paths.checkout, search);
  };

  it('asks for the flow with the page when the cart has something to buy', () => {
    visit('', [{ id: 90, quantity: 1 }]);
    expect(loadCheckoutFlow).toHaveBeenCalledOnce();
  });

  it('asks for the flow when the payment page sends the shopper back', () => {
    visit('?session_id=cs_demo_1', []);
    expect(loadCheckoutFlow).toHaveBeenCalledOnce();
  });

  it('leaves the flow out for an empty cart', () => {
    visit('', []);
    expect(loadCheckoutFlow).not.toHaveBeenCalled();
  });

  it('asks for no more code on the other pages', () => {
    cart.lines = [{ id: 90, quantity: 1 }];
    loadCheckoutFlow.mockClear();
    fetchCodeFor(paths.product(99), '');
    expect(loadCheckoutFlow).not.toHaveBeenCalled();
  });
});

describe('the page modules whose styles a prerendered page links', () => {
  it.each([
    ['/', ['src/pages/HomePage.tsx']],
    ['/ar/product/99', ['src/pages/ProductPage.tsx']],
    [paths.brandPage('gourmet'), ['src/pages/BrandRoute.tsx']],
    ['/zh/privacy-policy', ['src/pages/LegalPage.tsx']],
    ['/no/such/page', ['src/pages/NotFoundPage.tsx']],
  ])('%s links %j', (pathname, expected) => {
    expect(modulesFor(pathname)).toEqual(expected);
  });
});
