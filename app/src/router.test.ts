import type * as ReactRouterDom from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { siteMedia } from '@rimal/core';
import { artworkFor, namespacesFor } from './router';

// Only the route table is under test: the frame's components (and their styles) stay out.
vi.mock('./layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('./pages/RouteError', () => ({ RouteError: () => null }));
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
