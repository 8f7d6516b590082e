import { isDepartmentId, isSalesOption, isSupportOption } from './departments';
import type { DepartmentId, SalesOption, SupportOption } from './departments';
import { regionOf, type RegionGroup } from './countries';

type Mailboxes = readonly string[];

interface RecipientTable {
  /** Used when nothing more specific applies. */
  general: Mailboxes;
  departments: Record<DepartmentId, Mailboxes>;
  support: Record<SupportOption, Mailboxes>;
  exportRegions: Record<RegionGroup, Mailboxes>;
  sales: Record<Exclude<SalesOption, 'export'>, Mailboxes>;
}

/**
 * Who receives a contact enquiry (docs/requirements.md §9). The real mailboxes are not shown in the
 * spec, so these are placeholders on example.com; replace the table, not the routing.
 */
export const RECIPIENTS = {
  general: ['info@example.com'],
  departments: {
    customerSupport: ['support@example.com'],
    salesDistribution: ['sales@example.com'],
    hrRecruitment: ['careers@example.com'],
    marketingBranding: ['marketing@example.com'],
    generalInquiries: ['info@example.com'],
  },
  support: {
    productFeedback: ['feedback@example.com', 'quality@example.com'],
    orderTracking: ['orders@example.com'],
    innovationCenter: ['innovation@example.com'],
  },
  exportRegions: {
    gcc: ['export.gcc@example.com'],
    middleEastNorthAfrica: ['export.mena@example.com'],
    europe: ['export.europe@example.com'],
    asiaPacific: ['export.apac@example.com'],
    americas: ['export.americas@example.com'],
    africa: ['export.africa@example.com'],
  },
  sales: {
    privateLabel: ['private.label@example.com'],
    uae: ['sales.uae@example.com'],
    ksa: ['sales.ksa@example.com'],
  },
} as const satisfies RecipientTable;

export interface RoutableSubmission {
  department: string;
  selectedOption: string;
  selectedOptionSales: string;
  targetCountry: string;
}

function salesRecipients(option: string, targetCountry: string): Mailboxes {
  if (!isSalesOption(option)) {
    return RECIPIENTS.departments.salesDistribution;
  }
  if (option !== 'export') {
    return RECIPIENTS.sales[option];
  }
  const region = regionOf(targetCountry);
  return region ? RECIPIENTS.exportRegions[region] : RECIPIENTS.departments.salesDistribution;
}

/** The mailList of the register call, chosen by department, sub-option and target market. */
export function recipientsFor(submission: RoutableSubmission): string[] {
  const { department, selectedOption, selectedOptionSales, targetCountry } = submission;
  if (!isDepartmentId(department)) {
    return [...RECIPIENTS.general];
  }
  if (department === 'customerSupport' && isSupportOption(selectedOption)) {
    return [...RECIPIENTS.support[selectedOption]];
  }
  if (department === 'salesDistribution') {
    return [...salesRecipients(selectedOptionSales, targetCountry)];
  }
  return [...RECIPIENTS.departments[department]];
}
