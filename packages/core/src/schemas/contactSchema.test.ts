import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DEPARTMENT_IDS, SALES_OPTIONS, SUPPORT_OPTIONS } from '../contact/departments';
import { contactFormFields } from '../contact/formFields';
import { initialContactValues, type ContactFormValues } from '../contact/payload';
import { contactSchema } from './contactSchema';

const base: ContactFormValues = {
  ...initialContactValues,
  name: 'Omar Saleh',
  email: 'omar@example.com',
  phone: '+971 50 000 0000',
  inqCountry: 'AE',
  department: 'generalInquiries',
  message: 'Hello',
};

async function errorsOf(overrides: Partial<ContactFormValues>): Promise<Record<string, unknown>> {
  try {
    await contactSchema.validate({ ...base, ...overrides }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as Formik shows it.
    const errors: Record<string, unknown> = {};
    for (const inner of error.inner) {
      errors[inner.path ?? ''] ??= inner.message;
    }
    return errors;
  }
}

describe('contactSchema', () => {
  it('accepts a complete general enquiry', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires the general fields', async () => {
    // Act
    const errors = await errorsOf({
      name: '',
      email: '',
      phone: '',
      inqCountry: '',
      department: '',
      message: '',
    });

    // Assert
    expect(errors).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      inqCountry: 'validation.required',
      department: 'validation.required',
      message: 'validation.required',
    });
  });

  it('treats missing fields as empty', async () => {
    // Act
    const failure = contactSchema.validate({}, { abortEarly: false });

    // Assert
    await expect(failure).rejects.toMatchObject({
      errors: expect.arrayContaining(['validation.required']) as unknown,
    });
    await expect(failure).rejects.toHaveProperty('inner.length', 6);
  });

  it('treats a cleared (null) department as missing and still asks for the message', async () => {
    // Arrange
    const cleared = { ...base, department: null, message: '' };

    // Act
    const failure = contactSchema.validate(cleared, { abortEarly: false });

    // Assert
    await expect(failure).rejects.toMatchObject({
      inner: [
        { path: 'department', message: 'validation.required' },
        { path: 'message', message: 'validation.required' },
      ],
    });
  });

  it('checks the email format', async () => {
    expect(await errorsOf({ email: 'omar' })).toEqual({ email: 'validation.email' });
  });

  it('refuses an unknown department', async () => {
    expect(await errorsOf({ department: 'Customer Support' })).toEqual({
      department: 'validation.required',
    });
  });

  it('requires a Sales radio once Sales is chosen', async () => {
    expect(await errorsOf({ department: 'salesDistribution' })).toEqual({
      selectedOptionSales: 'validation.required',
    });
    expect(
      await errorsOf({ department: 'salesDistribution', selectedOptionSales: 'mars' }),
    ).toEqual({
      selectedOptionSales: 'validation.required',
    });
  });

  it('requires the target market and brand for export', async () => {
    // Act
    const errors = await errorsOf({
      department: 'salesDistribution',
      selectedOptionSales: 'export',
    });

    // Assert
    expect(errors).toEqual({
      targetCountry: 'validation.required',
      targetBrand: 'validation.required',
    });
    expect(
      await errorsOf({
        department: 'salesDistribution',
        selectedOptionSales: 'export',
        targetCountry: 'FR',
        targetBrand: 'Sidra',
      }),
    ).toEqual({});
  });

  it('requires the country for private label, not the brand', async () => {
    expect(
      await errorsOf({ department: 'salesDistribution', selectedOptionSales: 'privateLabel' }),
    ).toEqual({
      targetCountry: 'validation.required',
    });
  });

  it('needs nothing more for the UAE and KSA options', async () => {
    expect(await errorsOf({ department: 'salesDistribution', selectedOptionSales: 'ksa' })).toEqual(
      {},
    );
  });

  it('does not ask for export fields outside Sales', async () => {
    expect(await errorsOf({ selectedOptionSales: 'export' })).toEqual({});
  });

  it('requires a support option for Customer Support, and no message', async () => {
    expect(await errorsOf({ department: 'customerSupport', message: '' })).toEqual({
      selectedOption: 'validation.required',
    });
  });

  it('requires the order number for order tracking', async () => {
    expect(
      await errorsOf({ department: 'customerSupport', selectedOption: 'orderTracking' }),
    ).toEqual({
      orderNumber: 'validation.required',
    });
  });

  it('requires the idea for the innovation center', async () => {
    expect(
      await errorsOf({ department: 'customerSupport', selectedOption: 'innovationCenter' }),
    ).toEqual({
      productIdea: 'validation.required',
    });
  });

  it('needs no extra field for product feedback', async () => {
    expect(
      await errorsOf({ department: 'customerSupport', selectedOption: 'productFeedback' }),
    ).toEqual({});
  });

  it.each(['marketingBranding', 'hrRecruitment'])(
    'does not require a message for %s',
    async (department) => {
      expect(await errorsOf({ department, message: '' })).toEqual({});
    },
  );

  it('requires a message for Sales', async () => {
    expect(
      await errorsOf({
        department: 'salesDistribution',
        selectedOptionSales: 'uae',
        message: '  ',
      }),
    ).toEqual({ message: 'validation.required' });
  });

  it('asks an empty form for exactly the fields contactFormFields requires', async () => {
    const choices = DEPARTMENT_IDS.flatMap((department) =>
      ['', ...SUPPORT_OPTIONS].flatMap((selectedOption) =>
        ['', ...SALES_OPTIONS].map((selectedOptionSales) => ({
          department,
          selectedOption,
          selectedOptionSales,
        })),
      ),
    );
    for (const choice of choices) {
      // Arrange: nothing is filled in but the choices.
      const form = { ...initialContactValues, ...choice };

      // Act
      const errors = await errorsOf(form);

      // Assert
      const unfilled = [...contactFormFields(choice).required].filter((field) => !form[field]);
      expect(Object.keys(errors).sort()).toEqual(unfilled.sort());
    }
  });
});
