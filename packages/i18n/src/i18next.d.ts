import type about from './locales/en/about.json';
import type brands from './locales/en/brands.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type contact from './locales/en/contact.json';
import type home from './locales/en/home.json';
import type legal from './locales/en/legal.json';
import type mail from './locales/en/mail.json';
import type shop from './locales/en/shop.json';

// English is the source: every key of every language is typed from the English files,
// so `t('nav.shpo')` or `t('shop:cart.emtpy')` fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      home: typeof home;
      shop: typeof shop;
      checkout: typeof checkout;
      contact: typeof contact;
      about: typeof about;
      legal: typeof legal;
      brands: typeof brands;
      mail: typeof mail;
    };
    defaultVariables: { brand: string };
  }
}
