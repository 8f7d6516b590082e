import {
  createContentClient,
  createMailClient,
  createShopClient,
  keyValuePendingOrderStore,
} from '@rimal/core';
import type { Services } from '@rimal/ui';
import type { AppConfig } from './config';
import { safeStorage } from './storage';

/**
 * The back ends and links of the site. `fetch` replaces the global one for every back end: a
 * prerendered demo page is taken over before the demo back ends have started, and its calls
 * wait for them.
 */
export function createServices(config: AppConfig, fetch?: typeof globalThis.fetch): Services {
  return {
    content: createContentClient({
      baseUrl: config.contentUrl,
      token: config.contentToken,
      mediaHost: config.mediaUrl,
      fetch,
    }),
    shop: createShopClient({ baseUrl: config.shopUrl, fetch }),
    mail: createMailClient({ baseUrl: config.mailUrl, fetch }),
    payment: config.stripePublishableKey
      ? {
          kind: 'stripe',
          publishableKey: config.stripePublishableKey,
          // The pure entry point loads Stripe's script only when checkout asks for it.
          loadStripe: async (key) => (await import('@stripe/stripe-js/pure')).loadStripe(key),
        }
      : { kind: 'demo', shopUrl: config.shopUrl },
    pendingOrderStore: keyValuePendingOrderStore(safeStorage('local')),
    mediaHost: config.mediaUrl,
    siteUrl: config.siteUrl,
    links: {
      promotionUrl: config.promotionUrl,
      supportChatUrl: config.supportChatUrl,
      social: config.socialLinks,
    },
  };
}
