import type * as ReactRouterDom from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { namespacesFor } from './router';

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
