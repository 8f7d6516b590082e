import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { aCustomer } from '../testing/fixtures';
import { checkoutSchema } from './checkoutSchema';

/** Field -> message of every failing field. */
async function errorsOf(values: unknown): Promise<Record<string, unknown>> {
  try {
    await checkoutSchema.validate(values, { abortEarly: false });
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

describe('checkoutSchema', () => {
  it('accepts complete details and trims them', async () => {
    // Act
    const result = await checkoutSchema.validate(aCustomer({ firstName: '  Layla  ' }));

    // Assert
    expect(result.firstName).toBe('Layla');
  });

  it('requires every field', async () => {
    // Act
    const errors = await errorsOf({
      firstName: '',
      lastName: ' ',
      email: '',
      phone: '',
      city: '',
      address: '',
      house: '',
      landmark: '',
    });

    // Assert
    expect(errors).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      city: 'validation.required',
      address: 'validation.required',
      house: 'validation.required',
      landmark: 'validation.required',
    });
  });

  it('checks the email format', async () => {
    expect(await errorsOf(aCustomer({ email: 'layla@' }))).toEqual({ email: 'validation.email' });
  });

  it.each(['050 1234567', '+971-50-123-4567', '1234567', '123456789012345'])(
    'accepts phone %s',
    async (phone) => {
      expect(await errorsOf(aCustomer({ phone }))).toEqual({});
    },
  );

  it.each(['123456', '1234567890123456', '050 123 abc', '(050) 1234567'])(
    'refuses phone %s',
    async (phone) => {
      expect(await errorsOf(aCustomer({ phone }))).toEqual({ phone: 'validation.phone' });
    },
  );

  it('takes only the eight listed cities, by English name', async () => {
    expect(await errorsOf(aCustomer({ city: 'Ras Al Khaimah' }))).toEqual({});
    expect(await errorsOf(aCustomer({ city: 'Muscat' }))).toEqual({ city: 'validation.city' });
    expect(await errorsOf(aCustomer({ city: 'dubai' }))).toEqual({ city: 'validation.city' });
  });
});
