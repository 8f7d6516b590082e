import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  ResourceProvider,
  ServicesProvider,
  TakeOver,
  ToastProvider,
  type Resources,
  type Services,
} from '@rimal/ui';
import { CartGate } from './cart/CartGate';
import { StorageNotice, type SafeStorage } from './storage';

/**
 * What every page of the site renders inside, in the browser and in the prerender alike: the
 * same tree on both sides is what lets the browser take over the HTML without rendering it again.
 */
export function SiteProviders({
  i18n,
  services,
  resources,
  storage,
  takingOver,
  children,
}: {
  i18n: I18n;
  services: Services;
  resources: Resources;
  /** Where the shopper's choices are remembered (the notice says when nowhere). */
  storage: SafeStorage;
  /** Whether this render takes prerendered HTML over (the prerender's is what it takes over). */
  takingOver: boolean;
  /** The router. */
  children: ReactNode;
}) {
  return (
    <TakeOver takingOver={takingOver}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <ResourceProvider resources={resources}>
            <ToastProvider>
              <StorageNotice storage={storage} />
              <CartGate>{children}</CartGate>
            </ToastProvider>
          </ResourceProvider>
        </ServicesProvider>
      </I18nextProvider>
    </TakeOver>
  );
}
