import i18next, { type TFunction } from 'i18next';
import {
  defaultLanguage,
  dir,
  languageCodes,
  mailResources,
  type Direction,
  type Language,
} from '@rimal/i18n/mail';

const instance = i18next.createInstance();
void instance.init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  ns: ['mail', 'contact'],
  defaultNS: 'mail',
  resources: mailResources,
  initAsync: false,
  // React escapes every value as it renders; the plain-text part must keep `<` and `&` as typed.
  interpolation: { escapeValue: false },
});

/** A language the mails are written in: the sender's or shopper's, English when the site has no such one. */
export function mailLanguage(code: string | null | undefined): Language {
  return languageCodes.find((language) => language === code) ?? defaultLanguage;
}

/** What a mail in this language reads: its texts, its direction, its language code. */
export interface MailWords {
  t: TFunction<'mail'>;
  language: Language;
  direction: Direction;
}

export function mailWords(language: Language): MailWords {
  return { t: instance.getFixedT(language, 'mail'), language, direction: dir(language) };
}

/** The contact form's lists of choices, whose ids the enquiry holds. */
export type ChoiceList = keyof (typeof mailResources)['en']['contact'];

/** A choice of the contact form named in a language, from the form's own texts; else its id. */
export function choiceName(list: ChoiceList, id: string, language: Language): string {
  const names: Record<string, string> = mailResources[language].contact[list];
  return names[id] ?? id;
}

/** A department's name in a language. */
export const departmentName = (id: string, language: Language) =>
  choiceName('departments', id, language);
