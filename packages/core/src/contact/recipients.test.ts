import { describe, expect, it } from 'vitest';
import { RECIPIENTS, recipientsFor, type RoutableSubmission } from './recipients';

const submission = (overrides: Partial<RoutableSubmission>): RoutableSubmission => ({
  department: '',
  selectedOption: '',
  selectedOptionSales: '',
  targetCountry: '',
  ...overrides,
});

describe('recipientsFor', () => {
  it.each([
    [
      { department: 'customerSupport', selectedOption: 'productFeedback' },
      RECIPIENTS.support.productFeedback,
    ],
    [
      { department: 'customerSupport', selectedOption: 'orderTracking' },
      RECIPIENTS.support.orderTracking,
    ],
    [
      { department: 'customerSupport', selectedOption: 'innovationCenter' },
      RECIPIENTS.support.innovationCenter,
    ],
    [{ department: 'customerSupport' }, RECIPIENTS.departments.customerSupport],
    [
      { department: 'salesDistribution', selectedOptionSales: 'export', targetCountry: 'QA' },
      RECIPIENTS.exportRegions.gcc,
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'export', targetCountry: 'FR' },
      RECIPIENTS.exportRegions.europe,
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'export', targetCountry: 'US' },
      RECIPIENTS.exportRegions.americas,
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'export' },
      RECIPIENTS.departments.salesDistribution,
    ],
    [{ department: 'salesDistribution', selectedOptionSales: 'uae' }, RECIPIENTS.sales.uae],
    [{ department: 'salesDistribution', selectedOptionSales: 'ksa' }, RECIPIENTS.sales.ksa],
    [
      { department: 'salesDistribution', selectedOptionSales: 'privateLabel', targetCountry: 'DE' },
      RECIPIENTS.sales.privateLabel,
    ],
    [{ department: 'salesDistribution' }, RECIPIENTS.departments.salesDistribution],
    [{ department: 'hrRecruitment' }, RECIPIENTS.departments.hrRecruitment],
    [{ department: 'marketingBranding' }, RECIPIENTS.departments.marketingBranding],
    [{ department: 'generalInquiries' }, RECIPIENTS.departments.generalInquiries],
    [{ department: '' }, RECIPIENTS.general],
    [{ department: 'Customer Support' }, RECIPIENTS.general],
  ])('routes %j', (overrides, expected) => {
    expect(recipientsFor(submission(overrides))).toEqual(expected);
  });

  it('returns a list the caller may change without touching the table', () => {
    // Arrange
    const list = recipientsFor(submission({ department: 'hrRecruitment' }));

    // Act
    list.push('someone@example.com');

    // Assert
    expect(RECIPIENTS.departments.hrRecruitment).toHaveLength(1);
  });

  it('uses only placeholder example.com mailboxes', () => {
    // Arrange
    const all = JSON.stringify(RECIPIENTS).match(/[^"]+@[^"]+/g) ?? [];

    // Assert
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((address) => address.endsWith('@example.com'))).toBe(true);
  });
});
