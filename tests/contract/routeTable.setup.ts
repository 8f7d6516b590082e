import { vi } from 'vitest';

// The contract reads the route table's `reads`: the frame's components stay out.
vi.mock('../../app/src/layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('../../app/src/pages/RouteError', () => ({ RouteBoundary: () => null }));
vi.mock('../../app/src/cart', () => ({ useCart: { getState: () => ({ lines: [] }) } }));
vi.mock('../../app/src/pages/checkoutFlow', () => ({ checkoutNeedsFlow: () => false }));
