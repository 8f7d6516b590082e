import type { HttpHandler } from 'msw';
import type { DemoEndpoints } from '../endpoints';
import { createContentHandlers } from './content';
import { createMailHandlers } from './mail';
import { createShopHandlers } from './shop';

export type HandlerGroup = 'content' | 'shop' | 'mail';

export type HandlerGroups = Record<HandlerGroup, HttpHandler[]>;

/** The demo back ends, one list per service. */
export function createHandlerGroups(endpoints: DemoEndpoints): HandlerGroups {
  return {
    content: createContentHandlers(endpoints),
    shop: createShopHandlers(endpoints),
    mail: createMailHandlers(endpoints),
  };
}

/** Every demo back-end handler, for `setupWorker`, `setupServer` or `getResponse`. */
export function createHandlers(endpoints: DemoEndpoints): HttpHandler[] {
  const groups = createHandlerGroups(endpoints);
  return [...groups.content, ...groups.shop, ...groups.mail];
}

export { createContentHandlers, strapiErrorResponse } from './content';
export {
  createShopHandlers,
  DEMO_CARDS,
  SESSION_LIFETIME_MS,
  sessionIdFromClientSecret,
} from './shop';
export type { ShopHandlerOptions } from './shop';
export { CartConflict, cartConflictReasons } from '@rimal/core/shop-api';
export type { CartConflictReason } from '@rimal/core/shop-api';
export { createMailHandlers, contactProblem, departmentValues } from './mail';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, StrapiError } from './strapi';
