import { describe, expect, it } from 'vitest';
import { DEPARTMENT_IDS, SALES_OPTIONS, SUPPORT_OPTIONS } from './departments';
import {
  contactFormFields,
  type ContactField,
  type ContactFormChoices,
  type ContactUpload,
} from './formFields';

const noChoice: ContactFormChoices = {
  department: '',
  selectedOption: '',
  selectedOptionSales: '',
};
const general: ContactField[] = ['name', 'email', 'phone', 'inqCountry', 'department'];
const feedback: ContactField[] = [
  'brandCategory',
  'brandName',
  'purchaseFrom',
  'bnf',
  'expiry',
  'purchaseDate',
];

interface Expected {
  shown: ContactField[];
  required: ContactField[];
  upload: ContactUpload | null;
}

const formFor = (choices: Partial<ContactFormChoices>) => {
  const { shown, required, upload } = contactFormFields({ ...noChoice, ...choices });
  return { shown: [...shown], required: [...required], upload };
};

describe('contactFormFields', () => {
  it.each<[Partial<ContactFormChoices>, Expected]>([
    [
      { department: '' },
      { shown: [...general, 'message'], required: [...general, 'message'], upload: null },
    ],
    [
      { department: 'generalInquiries' },
      { shown: [...general, 'message'], required: [...general, 'message'], upload: null },
    ],
    [
      // An unknown department (a label, say) still gets the Message body.
      { department: 'Customer Support' },
      { shown: [...general, 'message'], required: [...general, 'message'], upload: null },
    ],
    [
      { department: 'marketingBranding' },
      { shown: general, required: general, upload: 'credentials' },
    ],
    [
      { department: 'hrRecruitment' },
      { shown: [...general, 'targetFunction'], required: general, upload: 'resume' },
    ],
    [
      { department: 'customerSupport' },
      {
        shown: [...general, 'selectedOption'],
        required: [...general, 'selectedOption'],
        upload: null,
      },
    ],
    [
      { department: 'customerSupport', selectedOption: 'productFeedback' },
      {
        shown: [...general, 'selectedOption', ...feedback],
        required: [...general, 'selectedOption'],
        upload: 'photos',
      },
    ],
    [
      { department: 'customerSupport', selectedOption: 'orderTracking' },
      {
        shown: [...general, 'selectedOption', 'orderNumber'],
        required: [...general, 'selectedOption', 'orderNumber'],
        upload: null,
      },
    ],
    [
      { department: 'customerSupport', selectedOption: 'innovationCenter' },
      {
        shown: [...general, 'selectedOption', 'productIdea'],
        required: [...general, 'selectedOption', 'productIdea'],
        upload: null,
      },
    ],
    [
      { department: 'salesDistribution' },
      {
        shown: [...general, 'selectedOptionSales', 'message'],
        required: [...general, 'selectedOptionSales', 'message'],
        upload: null,
      },
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'export' },
      {
        shown: [...general, 'selectedOptionSales', 'targetCountry', 'targetBrand', 'message'],
        required: [...general, 'selectedOptionSales', 'targetCountry', 'targetBrand', 'message'],
        upload: null,
      },
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'privateLabel' },
      {
        shown: [...general, 'selectedOptionSales', 'targetCountry', 'message'],
        required: [...general, 'selectedOptionSales', 'targetCountry', 'message'],
        upload: null,
      },
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'uae' },
      {
        shown: [...general, 'selectedOptionSales', 'message'],
        required: [...general, 'selectedOptionSales', 'message'],
        upload: null,
      },
    ],
    [
      { department: 'salesDistribution', selectedOptionSales: 'ksa' },
      {
        shown: [...general, 'selectedOptionSales', 'message'],
        required: [...general, 'selectedOptionSales', 'message'],
        upload: null,
      },
    ],
  ])('for %o asks for exactly its fields, in page order', (choices, expected) => {
    expect(formFor(choices)).toEqual(expected);
  });

  it('ignores a sub-option that belongs to another department', () => {
    // Arrange: options left over from an earlier department.
    const leftovers = { selectedOption: 'orderTracking', selectedOptionSales: 'export' };

    // Act
    const inquiry = formFor({ department: 'generalInquiries', ...leftovers });
    const support = formFor({ department: 'customerSupport', ...leftovers });
    const sales = formFor({ department: 'salesDistribution', ...leftovers });

    // Assert
    expect(inquiry.shown).not.toContain('orderNumber');
    expect(inquiry.shown).not.toContain('targetCountry');
    expect(support.shown).not.toContain('targetCountry');
    expect(support.shown).not.toContain('message');
    expect(sales.shown).not.toContain('orderNumber');
    expect(sales.shown).toContain('targetCountry');
  });

  it('never requires a field it does not show', () => {
    const combinations = ['', ...DEPARTMENT_IDS].flatMap((department) =>
      ['', ...SUPPORT_OPTIONS].flatMap((selectedOption) =>
        ['', ...SALES_OPTIONS].map((selectedOptionSales) => ({
          department,
          selectedOption,
          selectedOptionSales,
        })),
      ),
    );
    for (const choices of combinations) {
      const { shown, required } = contactFormFields(choices);
      for (const field of required) expect(shown).toContain(field);
    }
  });
});
