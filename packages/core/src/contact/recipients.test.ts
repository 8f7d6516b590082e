import { describe, expect, it } from 'vitest';
import {
  RECIPIENTS,
  recipientTableFrom,
  recipientsFor,
  type RoutableSubmission,
} from './recipients';

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

describe('recipientTableFrom', () => {
  it('takes the lists the owner names and keeps the placeholders for the rest', () => {
    const table = recipientTableFrom({
      general: ['desk@rimal.example'],
      support: { orderTracking: ['orders@rimal.example', 'logistics@rimal.example'] },
    });
    expect(table.general).toEqual(['desk@rimal.example']);
    expect(table.support.orderTracking).toEqual([
      'orders@rimal.example',
      'logistics@rimal.example',
    ]);
    expect(table.support.productFeedback).toEqual(RECIPIENTS.support.productFeedback);
    expect(
      recipientsFor(
        submission({ department: 'customerSupport', selectedOption: 'orderTracking' }),
        table,
      ),
    ).toEqual(['orders@rimal.example', 'logistics@rimal.example']);
    expect(recipientsFor(submission({ department: 'nobody' }), table)).toEqual([
      'desk@rimal.example',
    ]);
  });

  it('is the placeholder table when the owner names nothing', () => {
    expect(recipientTableFrom(undefined)).toEqual(RECIPIENTS);
  });

  it.each([
    [{ general: [] }, 'general must be a list of at least one address'],
    [{ general: 'desk@rimal.example' }, 'general must be a list'],
    [{ sales: { uae: ['sales uae@rimal.example'] } }, 'sales.uae holds'],
    [{ sales: { qatar: ['q@rimal.example'] } }, 'sales.qatar is not a list the site routes to'],
    [{ everyone: ['a@rimal.example'] }, 'everyone is not a list the site routes to'],
    [['a@rimal.example'], 'the recipient table must be an object'],
  ])('refuses %j, naming the list', (owner, message) => {
    expect(() => recipientTableFrom(owner)).toThrow(message);
  });
});
