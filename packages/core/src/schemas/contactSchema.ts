import { object, string, type ObjectSchema } from 'yup';
import {
  DEPARTMENT_IDS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  contactFormBody,
} from '../contact/departments';
import type { ContactFormValues } from '../contact/payload';
import { VALIDATION } from './messages';

const optionalText = () => string().trim().default('');

/**
 * Required (and, given `allowed`, one of those ids) only while the predicate holds for the
 * named sibling fields, that is while the field is shown (docs/requirements.md §5).
 */
function requiredWhen(
  fields: (keyof ContactFormValues)[],
  applies: (...values: string[]) => boolean,
  allowed?: readonly string[],
) {
  return optionalText().when(fields, (values: unknown[], schema) => {
    if (!applies(...values.map((value) => (typeof value === 'string' ? value : '')))) {
      return schema;
    }
    const required = schema.required(VALIDATION.required);
    return allowed ? required.oneOf(allowed, VALIDATION.required) : required;
  });
}

/**
 * The contact form (docs/requirements.md §5). Conditional fields are required only while they are
 * shown. We differ in one place: name is required although docs/requirements.md §5 does not list
 * it, because the mail service refuses a submission without a name.
 */
export const contactSchema: ObjectSchema<ContactFormValues> = object({
  name: optionalText().required(VALIDATION.required),
  email: optionalText().required(VALIDATION.required).email(VALIDATION.email),
  phone: optionalText().required(VALIDATION.required),
  inqCountry: optionalText().required(VALIDATION.required),
  department: optionalText()
    .required(VALIDATION.required)
    .oneOf(DEPARTMENT_IDS, VALIDATION.required),
  selectedOptionSales: requiredWhen(
    ['department'],
    (department) => department === 'salesDistribution',
    SALES_OPTIONS,
  ),
  // The export Target Market and the private-label country select share this field.
  targetCountry: requiredWhen(
    ['department', 'selectedOptionSales'],
    (department, option) =>
      department === 'salesDistribution' && (option === 'export' || option === 'privateLabel'),
  ),
  targetBrand: requiredWhen(
    ['department', 'selectedOptionSales'],
    (department, option) => department === 'salesDistribution' && option === 'export',
  ),
  selectedOption: requiredWhen(
    ['department'],
    (department) => department === 'customerSupport',
    SUPPORT_OPTIONS,
  ),
  orderNumber: requiredWhen(
    ['department', 'selectedOption'],
    (department, option) => department === 'customerSupport' && option === 'orderTracking',
  ),
  productIdea: requiredWhen(
    ['department', 'selectedOption'],
    (department, option) => department === 'customerSupport' && option === 'innovationCenter',
  ),
  message: requiredWhen(['department'], (department) => contactFormBody(department) === 'message'),
  targetProduct: optionalText(),
  bnf: optionalText(),
  targetFunction: optionalText(),
  brandName: optionalText(),
  expiry: optionalText(),
  brandCategory: optionalText(),
  purchaseDate: optionalText(),
  purchaseFrom: optionalText(),
});
