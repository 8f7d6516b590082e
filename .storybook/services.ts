import {
  createContentClient,
  createMailClient,
  createShopClient,
  memoryPendingOrderStore,
} from '@rimal/core';
import { demoEndpoints } from '@rimal/mocks';
import { socialNetworks, type Services } from '@rimal/ui';

/** Stories talk to the demo back ends through the same clients as the site; MSW answers. */
export function createStoryServices(): Services {
  return {
    content: createContentClient({
      baseUrl: demoEndpoints.content,
      token: demoEndpoints.token,
      mediaHost: demoEndpoints.media,
    }),
    shop: createShopClient({ baseUrl: demoEndpoints.shop }),
    mail: createMailClient({ baseUrl: demoEndpoints.mail }),
    payment: { kind: 'demo', shopUrl: demoEndpoints.shop },
    pendingOrderStore: memoryPendingOrderStore(),
    mediaHost: demoEndpoints.media,
    siteUrl: 'https://rimal.example',
    links: {
      promotionUrl: 'https://promotion.example/rimal',
      supportChatUrl: 'https://wa.me/97140000000',
      social: socialNetworks.map((network) => ({
        network,
        href: `https://${network}.example/rimal`,
      })),
    },
  };
}
