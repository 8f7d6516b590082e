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

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
}
