import {
  createContentClient,
  createMailClient,
  createShopClient,
  keyValuePendingOrderStore,
} from '@rimal/core';
import type { Services } from '@rimal/ui';
import type { AppConfig } from './config';
import { safeStorage } from './storage';

export function createServices(config: AppConfig): Services {
  return {
    content: createContentClient({
      baseUrl: config.contentUrl,
      token: config.contentToken,
      mediaHost: config.mediaUrl,
    }),
    shop: createShopClient({ baseUrl: config.shopUrl }),
    mail: createMailClient({ baseUrl: config.mailUrl }),
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
