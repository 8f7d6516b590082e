import { describe, expect, it } from 'vitest';
import {
  buildContactPayload,
  departmentChanged,
  initialContactValues,
  withMailList,
  type ContactFormValues,
} from './payload';

const values: ContactFormValues = {
  ...initialContactValues,
  name: ' Omar Saleh ',
  email: 'omar@example.com',
  phone: '+971 50 000 0000',
  inqCountry: 'AE',
  department: 'salesDistribution',
  message: 'We would like to stock your dates.',
  selectedOptionSales: 'export',
  targetCountry: 'FR',
  targetBrand: 'Sidra',
};

describe('buildContactPayload', () => {
  it('carries every submission field of docs/requirements.md §3', () => {
    // Act
    const payload = buildContactPayload(values, [{ url: '/uploads/a.jpg' }]);

    // Assert
    expect(Object.keys(payload).sort()).toEqual(
      [
        'name',
        'email',
        'phone',
        'inqCountry',
        'department',
        'message',
        'targetCountry',
        'targetBrand',
        'targetProduct',
        'bnf',
        'targetFunction',
        'brandName',
        'expiry',
        'brandCategory',
        'purchaseDate',
        'purchaseFrom',
        'orderNumber',
        'productIdea',
        'photos',
        'selectedOption',
        'selectedOptionSales',
        'language',
      ].sort(),
    );
  });

  it('sends the department as its English label, trims text and keeps choices as ids', () => {
    // Act
    const payload = buildContactPayload(values, []);

    // Assert
    expect(payload).toMatchObject({
      name: 'Omar Saleh',
      department: 'Sales & Distribution Inquiries',
      selectedOptionSales: 'export',
      targetCountry: 'FR',
      photos: [],
    });
  });

  it('leaves out keys that are not form fields', () => {
    // Arrange
    const withExtra = { ...values, password: 'x' } as ContactFormValues;

    // Act
    const payload = buildContactPayload(withExtra, []);

    // Assert
    expect(payload).not.toHaveProperty('password');
  });
});

describe('buildContactPayload of a changed mind', () => {
  it('sends fields the current choices hide as empty strings', () => {
    // Arrange: typed under Customer Support, then moved to HR & Recruitment.
    const typed: ContactFormValues = {
      ...initialContactValues,
      name: 'Lina',
      email: 'lina@example.com',
      phone: '+971 50 000 0000',
      inqCountry: 'AE',
      department: 'hrRecruitment',
      targetFunction: 'quality',
      selectedOption: 'orderTracking',
      orderNumber: 'R-1042',
      message: 'Where is my order?',
    };

    // Act
    const payload = buildContactPayload(typed, []);

    // Assert
    expect(payload.targetFunction).toBe('quality');
    expect(payload.orderNumber).toBe('');
    expect(payload.message).toBe('');
    expect(payload.selectedOption).toBe('');
  });
});

describe('withMailList', () => {
  it('adds the recipients for the register call only', () => {
    // Arrange
    const payload = buildContactPayload(values, []);

    // Act
    const registered = withMailList(payload, ['export.europe@example.com']);

    // Assert
    expect(registered.mailList).toEqual(['export.europe@example.com']);
    expect(payload).not.toHaveProperty('mailList');
  });
});

describe('departmentChanged', () => {
  it('clears the chosen sub-options (docs/requirements.md §4)', () => {
    // Act
    const next = departmentChanged(
      { ...values, selectedOption: 'orderTracking' },
      'customerSupport',
    );

    // Assert
    expect(next).toMatchObject({
      department: 'customerSupport',
      selectedOption: '',
      selectedOptionSales: '',
    });
    expect(next.message).toBe(values.message);
  });
});
