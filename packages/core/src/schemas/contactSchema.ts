import { object, string, type ObjectSchema } from 'yup';
import { DEPARTMENT_IDS, SALES_OPTIONS, SUPPORT_OPTIONS } from '../contact/departments';
import { contactFormFields, type ContactField } from '../contact/formFields';
import type { ContactFormValues } from '../contact/payload';
import { VALIDATION } from './messages';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Trimmed text, where a missing or cleared (null) value counts as empty. It is required (and,
 * given `allowed`, one of those ids) exactly while `contactFormFields` requires the field for
 * the sibling choices.
 */
function formField(field: ContactField, allowed?: readonly string[]) {
  return string()
    .transform((value: unknown) => textOf(value))
    .trim()
    .default('')
    .test({
      name: 'required',
      message: VALIDATION.required,
      test(value, context) {
        const parent = context.parent as Record<string, unknown>;
        const { required } = contactFormFields({
          department: textOf(parent.department),
          selectedOption: textOf(parent.selectedOption),
          selectedOptionSales: textOf(parent.selectedOptionSales),
        });
        if (!required.has(field)) return true;
        return value !== '' && (!allowed || allowed.includes(value));
      },
    });
}

/**
 * The contact form (docs/requirements.md §5): each field is required exactly while the form
 * asks for it (`contactFormFields`), the email must look like one and each choice must be
 * one the form offers.
 */
export const contactSchema: ObjectSchema<ContactFormValues> = object({
  name: formField('name'),
  email: formField('email').email(VALIDATION.email),
  phone: formField('phone'),
  inqCountry: formField('inqCountry'),
  department: formField('department', DEPARTMENT_IDS),
  selectedOptionSales: formField('selectedOptionSales', SALES_OPTIONS),
  targetCountry: formField('targetCountry'),
  targetBrand: formField('targetBrand'),
  selectedOption: formField('selectedOption', SUPPORT_OPTIONS),
  orderNumber: formField('orderNumber'),
  productIdea: formField('productIdea'),
  message: formField('message'),
  targetProduct: formField('targetProduct'),
  bnf: formField('bnf'),
  targetFunction: formField('targetFunction'),
  brandName: formField('brandName'),
  expiry: formField('expiry'),
  brandCategory: formField('brandCategory'),
  purchaseDate: formField('purchaseDate'),
  purchaseFrom: formField('purchaseFrom'),
});
