import arContact from './locales/ar/contact.json';
import arMail from './locales/ar/mail.json';
import enContact from './locales/en/contact.json';
import enMail from './locales/en/mail.json';
import hiContact from './locales/hi/contact.json';
import hiMail from './locales/hi/mail.json';
import jaContact from './locales/ja/contact.json';
import jaMail from './locales/ja/mail.json';
import koContact from './locales/ko/contact.json';
import koMail from './locales/ko/mail.json';
import ruContact from './locales/ru/contact.json';
import ruMail from './locales/ru/mail.json';
import zhContact from './locales/zh/contact.json';
import zhMail from './locales/zh/mail.json';
import type { Language } from './languages';

/** The texts a mail reads: its own namespace, and the names of the contact form's choices. */
export type MailResources = {
  mail: typeof enMail;
  contact: Pick<
    typeof enContact,
    'departments' | 'supportOptions' | 'salesOptions' | 'functions' | 'brandCategories'
  >;
};

/**
 * Every language's mail texts, imported one by one rather than globbed: the CMS bundles them
 * with esbuild (scripts/cms/mailRules.ts), which has no `import.meta.glob`.
 */
export const mailResources: Record<Language, MailResources> = {
  en: { mail: enMail, contact: enContact },
  ar: { mail: arMail, contact: arContact },
  ru: { mail: ruMail, contact: ruContact },
  hi: { mail: hiMail, contact: hiContact },
  zh: { mail: zhMail, contact: zhContact },
  ja: { mail: jaMail, contact: jaContact },
  ko: { mail: koMail, contact: koContact },
};

// What the mails need of this package, without its i18next set-up, whose `import.meta.glob`
// neither Node nor the CMS's esbuild bundle has.
export { defaultLanguage, dir, getLanguageInfo, languageCodes } from './languages';
export type { Direction, Language } from './languages';
export { SHOP_TIME_ZONE } from './format';
