import { isDepartmentId, isSalesOption, isSupportOption } from './departments';
import type { DepartmentId, SalesOption, SupportOption } from './departments';
import { regionOf, type RegionGroup } from './countries';

type Mailboxes = readonly string[];

/** Who receives what: every list holds at least one address. */
export interface RecipientTable {
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

function salesRecipients(table: RecipientTable, option: string, targetCountry: string): Mailboxes {
  if (!isSalesOption(option)) {
    return table.departments.salesDistribution;
  }
  if (option !== 'export') {
    return table.sales[option];
  }
  const region = regionOf(targetCountry);
  return region ? table.exportRegions[region] : table.departments.salesDistribution;
}

/**
 * The mailList of the register call, chosen by department, sub-option and target market; the
 * CMS's mail service chooses with the owner's table (cms/README.md, "The mail service").
 */
export function recipientsFor(
  submission: RoutableSubmission,
  table: RecipientTable = RECIPIENTS,
): string[] {
  const { department, selectedOption, selectedOptionSales, targetCountry } = submission;
  if (!isDepartmentId(department)) {
    return [...table.general];
  }
  if (department === 'customerSupport' && isSupportOption(selectedOption)) {
    return [...table.support[selectedOption]];
  }
  if (department === 'salesDistribution') {
    return [...salesRecipients(table, selectedOptionSales, targetCountry)];
  }
  return [...table.departments[department]];
}

const ADDRESS = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

function mailboxesAt(value: unknown, path: string): Mailboxes {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error(`${path} must be a list of at least one address`);
  }
  for (const address of value) {
    if (typeof address !== 'string' || !ADDRESS.test(address)) {
      throw new Error(`${path} holds ${JSON.stringify(address)}, which is not an address`);
    }
  }
  return value as string[];
}

/**
 * The owner's recipient lists over the placeholders: any list the owner's JSON names replaces
 * the placeholder's, and each must be a list of addresses (an owner's typo stops the CMS's
 * start, naming the list, rather than losing enquiries).
 */
export function recipientTableFrom(owner: unknown): RecipientTable {
  const record = (value: unknown, path: string): Record<string, unknown> => {
    if (value === undefined) return {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`${path} must be an object`);
    }
    return value as Record<string, unknown>;
  };
  const given = record(owner, 'the recipient table');
  const group = <K extends string>(name: string, defaults: Record<K, Mailboxes>) => {
    const lists = record(given[name], name);
    for (const key of Object.keys(lists)) {
      if (!(key in defaults)) throw new Error(`${name}.${key} is not a list the site routes to`);
    }
    const keys = Object.keys(defaults) as K[];
    return Object.fromEntries(
      keys.map((key) => [
        key,
        lists[key] === undefined ? defaults[key] : mailboxesAt(lists[key], `${name}.${key}`),
      ]),
    ) as Record<K, Mailboxes>;
  };
  for (const key of Object.keys(given)) {
    if (!(key in RECIPIENTS)) throw new Error(`${key} is not a list the site routes to`);
  }
  return {
    general:
      given.general === undefined ? RECIPIENTS.general : mailboxesAt(given.general, 'general'),
    departments: group('departments', RECIPIENTS.departments),
    support: group('support', RECIPIENTS.support),
    exportRegions: group('exportRegions', RECIPIENTS.exportRegions),
    sales: group('sales', RECIPIENTS.sales),
  };
}
