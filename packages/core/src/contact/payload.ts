import { departmentLabel } from './departments';
import { contactFormFields } from './formFields';

/** Every field of the contact form, as the form holds them: strings, ids for choices. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2 code. */
  inqCountry: string;
  /** A DepartmentId. */
  department: string;
  message: string;
  /** ISO code of the export or private-label market. */
  targetCountry: string;
  targetBrand: string;
  targetProduct: string;
  bnf: string;
  /** A TargetFunction id. */
  targetFunction: string;
  brandName: string;
  expiry: string;
  /** CHOCOLATE or SNACKS. */
  brandCategory: string;
  purchaseDate: string;
  purchaseFrom: string;
  orderNumber: string;
  productIdea: string;
  /** A SupportOption id. */
  selectedOption: string;
  /** A SalesOption id. */
  selectedOptionSales: string;
}

export const initialContactValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  inqCountry: '',
  department: '',
  message: '',
  targetCountry: '',
  targetBrand: '',
  targetProduct: '',
  bnf: '',
  targetFunction: '',
  brandName: '',
  expiry: '',
  brandCategory: '',
  purchaseDate: '',
  purchaseFrom: '',
  orderNumber: '',
  productIdea: '',
  selectedOption: '',
  selectedOptionSales: '',
};

const CONTACT_FIELDS = Object.keys(initialContactValues) as (keyof ContactFormValues)[];

/** The submission sent to auth/sendmail (docs/requirements.md §3). */
export type ContactPayload = ContactFormValues & {
  /** Records answered by the upload endpoint; their shape is not known (docs/requirements.md §7). */
  photos: unknown[];
  /** The language the sender reads the site in: the acknowledgement is written in it. */
  language: string;
};

/** The submission sent to auth/register: the payload plus its recipients. */
export type RegisterPayload = ContactPayload & { mailList: string[] };

/**
 * The submission from the form values and the upload results. Text is trimmed and fields the
 * form does not show go out empty: a value typed into a field that a later choice hid stays in
 * the form (nothing typed is lost) but is never sent. The department goes out as its English
 * label, every other choice as its id (docs/contracts.md §2).
 */
export function buildContactPayload(
  values: ContactFormValues,
  photos: readonly unknown[],
  language = 'en',
): ContactPayload {
  const { shown } = contactFormFields(values);
  const trimmed = { ...initialContactValues };
  for (const key of CONTACT_FIELDS) {
    trimmed[key] = shown.has(key) ? values[key].trim() : '';
  }
  return {
    ...trimmed,
    department: departmentLabel(trimmed.department),
    photos: [...photos],
    language,
  };
}

export function withMailList(
  payload: ContactPayload,
  recipients: readonly string[],
): RegisterPayload {
  return { ...payload, mailList: [...recipients] };
}

/** Changing the department clears the chosen sub-options (docs/requirements.md §4). */
export function departmentChanged(
  values: ContactFormValues,
  department: string,
): ContactFormValues {
  return { ...values, department, selectedOption: '', selectedOptionSales: '' };
}
