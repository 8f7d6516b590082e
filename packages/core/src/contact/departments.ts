import { PRODUCT_BRANDS, type ProductBrand } from '../brands';

/**
 * The contact form's choices (docs/requirements.md §3 and §9). Ids are the values in form state and
 * payloads; labels come from i18n (`contact:departments.<id>` and so on). Only a department
 * is sent as its English label, which is what the mail service expects.
 */
export const DEPARTMENTS = [
  { id: 'customerSupport', label: 'Customer Support' },
  { id: 'salesDistribution', label: 'Sales & Distribution Inquiries' },
  { id: 'hrRecruitment', label: 'HR & Recruitment' },
  { id: 'marketingBranding', label: 'Marketing & Branding' },
  { id: 'generalInquiries', label: 'General inquiries' },
] as const;

export type DepartmentId = (typeof DEPARTMENTS)[number]['id'];

export const DEPARTMENT_IDS: readonly DepartmentId[] = DEPARTMENTS.map((item) => item.id);

export const SUPPORT_OPTIONS = ['productFeedback', 'orderTracking', 'innovationCenter'] as const;
export type SupportOption = (typeof SUPPORT_OPTIONS)[number];

export const SALES_OPTIONS = ['export', 'privateLabel', 'uae', 'ksa'] as const;
export type SalesOption = (typeof SALES_OPTIONS)[number];

export const TARGET_FUNCTIONS = [
  'sales',
  'businessDevelopment',
  'marketing',
  'productDevelopment',
  'supplyChain',
  'production',
  'quality',
  'accountingFinance',
  'humanResources',
  'it',
  'customerService',
  'legalCompliance',
] as const;
export type TargetFunction = (typeof TARGET_FUNCTIONS)[number];

/** The Target Brand and Brand Name list: the product brands. */
export const TARGET_BRANDS = PRODUCT_BRANDS;
export type TargetBrand = ProductBrand;

export const BRAND_CATEGORIES = ['CHOCOLATE', 'SNACKS'] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

export function isDepartmentId(value: string): value is DepartmentId {
  return (DEPARTMENT_IDS as readonly string[]).includes(value);
}

export function isSupportOption(value: string): value is SupportOption {
  return (SUPPORT_OPTIONS as readonly string[]).includes(value);
}

export function isSalesOption(value: string): value is SalesOption {
  return (SALES_OPTIONS as readonly string[]).includes(value);
}

/** The English label sent as `department`; anything unknown is passed through unchanged. */
export function departmentLabel(department: string): string {
  return DEPARTMENTS.find((item) => item.id === department)?.label ?? department;
}

/**
 * Which body the form shows for a department (docs/requirements.md §4): marketing and recruitment
 * show uploads, customer support its sub-options, every other department (sales included,
 * whose radios sit above it) and no department at all show the Message textarea.
 */
export type ContactFormBody = 'marketing' | 'recruitment' | 'support' | 'message';

export function contactFormBody(department: string): ContactFormBody {
  switch (department) {
    case 'marketingBranding':
      return 'marketing';
    case 'hrRecruitment':
      return 'recruitment';
    case 'customerSupport':
      return 'support';
    default:
      return 'message';
  }
}
