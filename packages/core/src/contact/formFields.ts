import { contactFormBody } from './departments';
import type { ContactFormValues } from './payload';

export type ContactField = keyof ContactFormValues;

/** The form's three multi-file uploads; the chosen department shows at most one of them. */
export type ContactUpload = 'credentials' | 'resume' | 'photos';

/** The choices that decide what the form asks for. */
export type ContactFormChoices = Pick<
  ContactFormValues,
  'department' | 'selectedOption' | 'selectedOptionSales'
>;

export interface ContactFormFields {
  /** The fields on screen, in page order. */
  shown: ReadonlySet<ContactField>;
  /** The shown fields the visitor must fill (the form marks them with an asterisk). */
  required: ReadonlySet<ContactField>;
  /** The upload on screen, whose files travel with the submission; null when there is none. */
  upload: ContactUpload | null;
}

/**
 * What the contact form asks for, given the visitor's choices (docs/requirements.md §3 and §5):
 * the one place that decides which fields the form shows, which it requires and which upload
 * applies. The validation schema, the payload and the form's layout all follow it.
 */
export function contactFormFields(choices: ContactFormChoices): ContactFormFields {
  const { department, selectedOption, selectedOptionSales } = choices;
  // Name is required although docs/requirements.md §5 does not list it: the mail service
  // refuses a submission without one.
  const shown: ContactField[] = ['name', 'email', 'phone', 'inqCountry', 'department'];
  const required: ContactField[] = [...shown];
  let upload: ContactUpload | null = null;

  const ask = (field: ContactField, must: 'required' | 'optional') => {
    shown.push(field);
    if (must === 'required') required.push(field);
  };

  switch (contactFormBody(department)) {
    case 'marketing':
      upload = 'credentials';
      break;
    case 'recruitment':
      ask('targetFunction', 'optional');
      upload = 'resume';
      break;
    case 'support':
      ask('selectedOption', 'required');
      if (selectedOption === 'productFeedback') {
        ask('brandCategory', 'optional');
        ask('brandName', 'optional');
        ask('purchaseFrom', 'optional');
        ask('bnf', 'optional');
        ask('expiry', 'optional');
        ask('purchaseDate', 'optional');
        upload = 'photos';
      }
      if (selectedOption === 'orderTracking') ask('orderNumber', 'required');
      if (selectedOption === 'innovationCenter') ask('productIdea', 'required');
      break;
    case 'message':
      if (department === 'salesDistribution') {
        ask('selectedOptionSales', 'required');
        // The export Target Market and the private-label country select share this field.
        if (selectedOptionSales === 'export' || selectedOptionSales === 'privateLabel') {
          ask('targetCountry', 'required');
        }
        if (selectedOptionSales === 'export') ask('targetBrand', 'required');
      }
      ask('message', 'required');
      break;
  }

  return { shown: new Set(shown), required: new Set(required), upload };
}
