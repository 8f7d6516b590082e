import { createContext, useContext, type ReactNode } from 'react';
import type { ContentClient, MailClient, PendingOrderStore, ShopClient } from '@rimal/core';
import type { SocialLink } from './links';
import type { PaymentProvider } from './payment';

/** Everything a connected component talks to; the app, stories and tests each provide their own. */
export interface Services {
  content: ContentClient;
  shop: ShopClient;
  mail: MailClient;
  payment: PaymentProvider;
  /** Where the checkout keeps the pending order across a reload or the payment page. */
  pendingOrderStore: PendingOrderStore;
  /** Prefix of media url paths from the content service. */
  mediaHost: string;
  /**
   * The site's public origin, from the build's checked configuration (never the page's own
   * address): canonical, hreflang and shared addresses name it.
   */
  siteUrl: string;
  links: {
    /** The external prize-promotion page the Promotion page opens. */
    promotionUrl: string;
    /** The support chat the floating link opens. */
    supportChatUrl: string;
    /** The company's social profiles shown in the footer. */
    social: readonly SocialLink[];
  };
}

const ServicesContext = createContext<Services | null>(null);

/**
 * Gives connected components their back ends (content, shop, mail, payment) and settings; the
 * app passes the real clients, Storybook and tests the demo ones.
 */
export function ServicesProvider({
  services,
  children,
}: {
  /** The clients and settings the components below use through `useServices()`. */
  services: Services;
  /** The app, or the story, that uses them. */
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
}
