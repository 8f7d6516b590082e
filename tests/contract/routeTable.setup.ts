import type * as ReactRouterDom from 'react-router-dom';
import { vi } from 'vitest';

// The contract reads the route table's `reads`: the frame's components stay out.
vi.mock('../../app/src/layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('../../app/src/pages/RouteError', () => ({ RouteError: () => null }));
vi.mock('../../app/src/cart', () => ({ useCart: { getState: () => ({ lines: [] }) } }));
vi.mock('../../app/src/pages/checkoutFlow', () => ({ checkoutNeedsFlow: () => false }));
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouterDom>()),
  createBrowserRouter: () => null,
}));
